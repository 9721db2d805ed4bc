@cr702
Feature: Amplify (CR 702.38): counters for the cards revealed that share a creature type

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Warhawk
      types: [creature]
      subtypes: [Bird, Soldier]
      power: 2
      toughness: 2
      oracle: "Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Bird and/or Soldier card you reveal in your hand.)\nFlying"
      """
    And Alice has Test Warhawk in hand
    And Alice has Serra Angel in hand
    And Alice has Grizzly Bears in hand

  Scenario: Not told which, every card that shares a creature type is revealed, assumed
    Given a card compiled from its Oracle text:
      """
      name: Test Footman
      types: [creature]
      subtypes: [Human, Soldier]
      power: 1
      toughness: 1
      oracle: "Vigilance"
      """
    And Alice has Test Footman in hand
    When Alice casts Test Warhawk and it resolves
    Then Test Warhawk has 1 +1/+1 counter on it
    And Test Warhawk is 3/3
    And the ruling cites CR 702.38a
    And the ruling marks cards to reveal for Test Warhawk's amplify as assumed

  Scenario: A card that shares no creature type can't be revealed for it
    When Alice casts Test Warhawk and it resolves
    Then Test Warhawk has no counters on it
    And Test Warhawk is 2/2
