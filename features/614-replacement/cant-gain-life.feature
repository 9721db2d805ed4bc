@cr614
Feature: "Players can't gain life" (CR 614.17)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Vortex
      types: [enchantment]
      oracle: "Players can't gain life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Heal
      types: [instant]
      oracle: "You gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Lifelinker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Lifelink"
      """

  Scenario: An effect that would give life gives none (614.17)
    Given Bob controls Test Vortex
    And Alice has Test Heal in hand
    When Alice casts Test Heal and it resolves
    Then Alice has 20 life
    And the ruling cites CR 614.17

  Scenario: Lifelink damage is still dealt, but no life is gained
    Given it is Alice's turn
    And Bob controls Test Vortex
    And Alice controls Test Lifelinker
    When Alice attacks with Test Lifelinker and combat ends
    Then Bob has 18 life
    And Alice has 20 life

  Scenario: Without it, the life is gained
    Given Alice has Test Heal in hand
    When Alice casts Test Heal and it resolves
    Then Alice has 23 life
