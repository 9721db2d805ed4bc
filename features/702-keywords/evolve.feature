@cr702
Feature: Evolve (CR 702.100): a +1/+1 counter when a bigger creature enters under your control

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Cloudfin Raptor
      types: [creature]
      power: 0
      toughness: 1
      oracle: "Flying\nEvolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)"
      """

  Scenario: A creature with greater power enters: it evolves (702.100a)
    Given Alice controls Test Cloudfin Raptor
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Test Cloudfin Raptor has 1 +1/+1 counter on it
    And the ruling cites CR 702.100a

  Scenario: A creature no bigger enters: nothing triggers (603.4)
    Given Alice controls Test Cloudfin Raptor with 2 +1/+1 counters
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Test Cloudfin Raptor has 2 +1/+1 counters on it
    And 0 abilities triggered

  Scenario: An opponent's creature doesn't make it evolve
    Given it is Bob's turn
    And Alice controls Test Cloudfin Raptor
    And Bob has Grizzly Bears in hand
    When Bob casts Grizzly Bears and it resolves
    Then Test Cloudfin Raptor has no counters on it
