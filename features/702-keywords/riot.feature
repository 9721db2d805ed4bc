@cr702
Feature: Riot (CR 702.136): a +1/+1 counter as it enters, or haste

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Zhur-Taa Goblin
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Riot (This creature enters with your choice of a +1/+1 counter or haste.)"
      """

  Scenario: The counter (the default, assumed): no haste
    Given Alice has Test Zhur-Taa Goblin in hand
    When Alice casts Test Zhur-Taa Goblin and it resolves
    Then Test Zhur-Taa Goblin is 3/3
    And Test Zhur-Taa Goblin does not have haste

  Scenario: No counter: it has haste and can attack at once (702.136a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Zhur-Taa Goblin in hand
    And Alice chooses not to use Test Zhur-Taa Goblin's optional ability
    When Alice casts Test Zhur-Taa Goblin and it resolves
    Then Test Zhur-Taa Goblin is 2/2
    And Test Zhur-Taa Goblin has haste
    And the ruling cites CR 702.136a
