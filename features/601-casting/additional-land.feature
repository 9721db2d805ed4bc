@cr601
Feature: Playing more than one land a turn (CR 305.2)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [creature]
      power: 1
      toughness: 2
      oracle: "You may play an additional land on each of your turns."
      """
    And Alice has Forest in hand
    And Alice has Plains in hand
    And Alice has Island in hand

  Scenario: With the effect, a second land may be played
    Given Alice controls Test Explorer
    When Alice plays Forest
    And Alice plays Plains
    Then Plains is on the battlefield

  Scenario: But not a third
    Given Alice controls Test Explorer
    When Alice plays Forest
    And Alice plays Plains
    And Alice plays Island
    Then that is not allowed, by CR 305.2

  Scenario: Without it, one land a turn
    When Alice plays Forest
    And Alice plays Plains
    Then that is not allowed, by CR 305.2
