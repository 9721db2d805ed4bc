@cr611
Feature: No maximum hand size (CR 402.2, 514.1)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Curiosity Crafter
      types: [creature]
      power: 3
      toughness: 3
      oracle: "You have no maximum hand size."
      """
    And Alice has Forest in her hand
    And Alice has Island in her hand
    And Alice has Plains in her hand
    And Alice has Swamp in her hand
    And Alice has Mountain in her hand
    And Alice has Grizzly Bears in her hand
    And Alice has Hill Giant in her hand
    And Alice has Memnite in her hand

  Scenario: With eight cards and no maximum hand size, nothing is discarded in the cleanup step
    Given Alice controls Test Curiosity Crafter
    When the game advances to the cleanup step
    Then Alice has 8 cards in her hand
    And the ruling cites CR 402.2

  Scenario: Without it, she discards down to seven (514.1)
    When the game advances to the cleanup step
    Then Alice has 7 cards in her hand
