@cr701
Feature: "Target creature can't be regenerated this turn" (CR 701.15c)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Incapacitate
      types: [instant]
      oracle: "Target creature can't be regenerated this turn."
      """

  Scenario: A regeneration shield made before doesn't apply to a creature that can't be regenerated
    Given Alice controls River Boa
    And Bob has Test Incapacitate in hand
    And Bob has Murder in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Test Incapacitate targeting River Boa and it resolves
    And Bob casts Murder targeting River Boa and it resolves
    Then River Boa is in Alice's graveyard
    And the ruling cites CR 701.15c

  Scenario: A regeneration shield made after doesn't apply either, all turn long
    Given Alice controls River Boa
    And Bob has Test Incapacitate in hand
    And Bob has Murder in hand
    When Bob casts Test Incapacitate targeting River Boa and it resolves
    And Alice activates River Boa's first ability and it resolves
    And Bob casts Murder targeting River Boa and it resolves
    Then River Boa is in Alice's graveyard

  Scenario: Another creature still regenerates
    Given Alice controls River Boa
    And Alice controls Grizzly Bears
    And Bob has Test Incapacitate in hand
    And Bob has Murder in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Test Incapacitate targeting Grizzly Bears and it resolves
    And Bob casts Murder targeting River Boa and it resolves
    Then River Boa is on the battlefield

  Scenario: "It can't be regenerated this turn" after damage: destroyed for lethal damage all the same
    Given a card compiled from its Oracle text:
      """
      name: Test Yawgmoth's Bolt
      types: [instant]
      oracle: "Test Yawgmoth's Bolt deals 3 damage to target creature. It can't be regenerated this turn."
      """
    And Alice controls River Boa
    And Bob has Test Yawgmoth's Bolt in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Test Yawgmoth's Bolt targeting River Boa and it resolves
    Then River Boa is in Alice's graveyard
    And the ruling cites CR 701.15c

  Scenario: "Creatures dealt damage this way can't be regenerated this turn"
    Given a card compiled from its Oracle text:
      """
      name: Test Spark Storm
      types: [sorcery]
      oracle: "Test Spark Storm deals 2 damage to each creature without flying. Creatures dealt damage this way can't be regenerated this turn."
      """
    And it is Bob's turn
    And Alice controls River Boa
    And Bob has Test Spark Storm in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Test Spark Storm and it resolves
    Then River Boa is in Alice's graveyard
