@cr611
Feature: "Skip your draw step" (CR 614.10)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Necropotence
      types: [enchantment]
      oracle: "Skip your draw step."
      """

  Scenario: Its controller's draw step doesn't happen, so nothing is drawn
    Given it is Alice's turn, upkeep step
    And Alice controls Test Necropotence
    And Alice has 3 cards in her library
    When the game advances to the precombat main step
    Then Alice has 0 cards in her hand
    And the ruling cites CR 614.10

  Scenario: An opponent's draw step still happens
    Given it is Bob's turn, upkeep step
    And Alice controls Test Necropotence
    And Bob has 3 cards in his library
    When the game advances to the precombat main step
    Then Bob has 1 card in his hand
