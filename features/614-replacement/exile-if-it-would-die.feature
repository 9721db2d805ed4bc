@cr614
Feature: "If that creature would die this turn, exile it instead" (CR 614.1a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Scorching Bolt
      types: [instant]
      oracle: "Test Scorching Bolt deals 3 damage to target creature. If that creature would die this turn, exile it instead."
      """

  Scenario: The creature the damage kills is exiled instead of going to the graveyard
    Given Bob controls Grizzly Bears
    And Alice has Test Scorching Bolt in hand
    When Alice casts Test Scorching Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in exile
    And the ruling cites CR 614.1a

  Scenario: The replacement lasts the turn: a later death is replaced too
    Given Bob controls Serra Angel
    And Alice has Test Scorching Bolt in hand
    And Alice has Shock in hand
    When Alice casts Test Scorching Bolt targeting Serra Angel and it resolves
    And Alice casts Shock targeting Serra Angel and it resolves
    Then Serra Angel is in exile

  Scenario: A creature that survives is still on the battlefield
    Given Bob controls Serra Angel
    And Alice has Test Scorching Bolt in hand
    When Alice casts Test Scorching Bolt targeting Serra Angel and it resolves
    Then Serra Angel is on the battlefield
    And Serra Angel has 3 damage marked on it

  Scenario: "A creature dealt damage this way": each creature the spell dealt damage to
    Given a card compiled from its Oracle text:
      """
      name: Test Anger
      types: [sorcery]
      oracle: "Test Anger deals 2 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead."
      """
    And Bob controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Anger in hand
    When Alice casts Test Anger and it resolves
    Then Grizzly Bears is in exile
    And Llanowar Elves is in exile
