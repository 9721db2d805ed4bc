@cr500
Feature: Untap steps: "untap this during each other player's untap step", "if it has a depletion counter" (CR 502.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Awakener
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Untap this creature during each other player's untap step."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Seedborn
      types: [creature]
      power: 2
      toughness: 4
      oracle: "Untap all permanents you control during each other player's untap step."
      """

  Scenario: It untaps during another player's untap step
    Given it is Bob's turn, end step
    And Bob controls Test Awakener
    And Test Awakener is tapped
    And Bob controls Grizzly Bears
    And Grizzly Bears is tapped
    And Alice has 3 cards in her library
    When the game advances to the upkeep step
    Then Test Awakener is untapped
    And Grizzly Bears is tapped
    And the ruling cites CR 502.3

  Scenario: All of its controller's permanents untap during another player's untap step
    Given it is Bob's turn, end step
    And Bob controls Test Seedborn
    And Bob controls Grizzly Bears
    And Grizzly Bears is tapped
    And Bob controls Forest
    And Forest is tapped
    And Alice controls Savannah Lions
    And Savannah Lions is tapped
    And Alice has 3 cards in her library
    When the game advances to the upkeep step
    Then Grizzly Bears is untapped
    And Forest is untapped
    And Savannah Lions is untapped

  Scenario: "It doesn't untap during your untap step if it has a depletion counter on it"
    Given a card compiled from its Oracle text:
      """
      name: Test Depleted Land
      types: [land]
      oracle: "This land doesn't untap during your untap step if it has a depletion counter on it."
      """
    And it is Bob's turn, end step
    And Alice controls Test Depleted Land as "Depleted" with 1 depletion counter
    And Depleted is tapped
    And Alice controls Test Depleted Land as "Emptied"
    And Emptied is tapped
    And Alice has 3 cards in her library
    When the game advances to the upkeep step
    Then Depleted is tapped
    And Emptied is untapped
