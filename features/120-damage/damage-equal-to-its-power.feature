@cr120
Feature: A permanent deals damage equal to its power (CR 120.1, 608.2h)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Fling Brute
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Sacrifice this creature: It deals damage equal to its power to any target."
      """

  Scenario: Sacrificed to pay the cost, its power as it last existed is the damage (608.2h)
    Given Alice controls Test Fling Brute
    When Alice activates Test Fling Brute's first ability targeting Bob and it resolves
    Then Test Fling Brute is in Alice's graveyard
    And Bob has 17 life

  Scenario: Its power includes what changed it on the battlefield
    Given Alice controls Test Fling Brute with 2 +1/+1 counters
    When Alice activates Test Fling Brute's first ability targeting Bob and it resolves
    Then Bob has 15 life
