@cr601
Feature: "Each player can't cast more than one spell each turn" (CR 601.3, 101.2)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rule of Law
      types: [enchantment]
      oracle: "Each player can't cast more than one spell each turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Silence
      types: [enchantment]
      oracle: "Each player can't cast more than one noncreature spell each turn."
      """

  Scenario: A player who cast a spell this turn can't cast another
    Given Alice controls Test Rule of Law
    And Alice has Grizzly Bears in hand
    And Alice has Savannah Lions in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice casts Savannah Lions and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: The limit counts spells cast before the scenario began
    Given Bob controls Test Rule of Law
    And Alice cast 1 spell this turn
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: Each player's first spell of the turn is allowed
    Given Alice controls Test Rule of Law
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield

  Scenario: A limit on noncreature spells lets a creature spell be cast after one
    Given Alice controls Test Silence
    And Alice has Lightning Bolt in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Bob has 17 life

  Scenario: A limit on noncreature spells stops a second noncreature spell
    Given Alice controls Test Silence
    And Alice has Lightning Bolt in hand
    And Alice has Lava Spike in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Lava Spike targeting Bob and it resolves
    Then that is not allowed, by CR 601.3
