@cr614
Feature: "If you would gain life, you gain twice that much life instead" (CR 614.1a, 119.10)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Boon Reflection
      types: [enchantment]
      oracle: "If you would gain life, you gain twice that much life instead."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Vitality
      types: [enchantment]
      oracle: "If you would gain life, you gain that much life plus 1 instead."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Heal
      types: [instant]
      oracle: "You gain 3 life."
      """

  Scenario: Twice that much life
    Given Alice controls Test Boon Reflection
    And Alice has Test Heal in hand
    When Alice casts Test Heal and it resolves
    Then Alice has 26 life
    And the ruling cites CR 614.1a

  Scenario: That much life plus 1, from lifelink too
    Given it is Alice's turn
    And Alice controls Test Vitality
    And a card compiled from its Oracle text:
      """
      name: Test Lifelinker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Lifelink"
      """
    And Alice controls Test Lifelinker
    When Alice attacks with Test Lifelinker and combat ends
    Then Alice has 23 life
    And Bob has 18 life

  Scenario: An opponent's life gain isn't changed
    Given Alice controls Test Boon Reflection
    And Bob has Test Heal in hand
    When Bob casts Test Heal and it resolves
    Then Bob has 23 life

  Scenario: Two replacements: the player who gains the life chooses their order (616.1)
    Given Alice controls Test Boon Reflection
    And Alice controls Test Vitality
    And Alice has Test Heal in hand
    And for Alice the replacement effects apply in the order Test Vitality and Test Boon Reflection
    When Alice casts Test Heal and it resolves
    Then Alice has 28 life

  Scenario: The other order gives less life
    Given Alice controls Test Boon Reflection
    And Alice controls Test Vitality
    And Alice has Test Heal in hand
    And for Alice the replacement effects apply in the order Test Boon Reflection and Test Vitality
    When Alice casts Test Heal and it resolves
    Then Alice has 27 life

  Scenario: A player who can't gain life gains none, twice or not (614.17)
    Given a card compiled from its Oracle text:
      """
      name: Test Vortex
      types: [enchantment]
      oracle: "Players can't gain life."
      """
    And Alice controls Test Boon Reflection
    And Bob controls Test Vortex
    And Alice has Test Heal in hand
    When Alice casts Test Heal and it resolves
    Then Alice has 20 life
