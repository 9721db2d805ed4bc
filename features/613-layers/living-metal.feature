@cr613
Feature: Living metal (CR 702.161): a creature during its controller's turn

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Autobot
      types: [artifact]
      subtypes: [Vehicle]
      power: 3
      toughness: 3
      oracle: "Living metal (During your turn, this Vehicle is also a creature.)"
      """

  Scenario: During its controller's turn it is an artifact creature
    Given it is Alice's turn
    And Alice controls Test Autobot
    When a player would receive priority
    Then the type line of Test Autobot is "artifact creature — Vehicle"
    And Test Autobot is 3/3

  Scenario: During another player's turn it is not a creature
    Given it is Bob's turn
    And Alice controls Test Autobot
    When a player would receive priority
    Then the type line of Test Autobot is "artifact — Vehicle"
