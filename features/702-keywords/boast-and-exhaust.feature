@cr702
Feature: Boast and exhaust: activated abilities with limits of their own (CR 702.142a, 702.177a)

  A boast ability can be activated only if its creature attacked this turn, and only once each
  turn. An exhaust ability can be activated only once: never again while the permanent stays
  the same object.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Braggart
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Boast — {1}: This creature deals 1 damage to any target. (Activate only if this creature attacked this turn and only once each turn.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Exhaust Engine
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Exhaust — {2}: Put two +1/+1 counters on this creature. (Activate each exhaust ability only once.)"
      """

  Scenario: After it attacked, it can boast
    Given Alice controls Test Braggart
    And Bob controls Grizzly Bears
    When Alice attacks with Test Braggart and combat ends
    And Alice activates Test Braggart's first ability targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling cites CR 702.142a

  Scenario: A creature that hasn't attacked this turn can't boast (702.142a)
    Given Alice controls Test Braggart
    When Alice activates Test Braggart's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: An attack before the scenario began counts
    Given Alice controls Test Braggart with an attack this turn
    When Alice activates Test Braggart's first ability targeting Bob and it resolves
    Then Bob has 19 life

  Scenario: It boasts only once each turn
    Given Alice controls Test Braggart with an attack this turn
    When Alice activates Test Braggart's first ability targeting Bob and it resolves
    And Alice activates Test Braggart's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: Exhaust works once
    Given Alice controls Test Exhaust Engine
    When Alice activates Test Exhaust Engine's first ability and it resolves
    Then Test Exhaust Engine is 3/3
    And the ruling cites CR 702.177a

  Scenario: Not twice (702.177a)
    Given Alice controls Test Exhaust Engine
    When Alice activates Test Exhaust Engine's first ability and it resolves
    And Alice activates Test Exhaust Engine's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: An exhaust ability activated before the scenario began can't be again
    Given Alice controls Test Exhaust Engine with its ability 1 already activated
    When Alice activates Test Exhaust Engine's first ability and it resolves
    Then that is not allowed, by CR 602.5b
