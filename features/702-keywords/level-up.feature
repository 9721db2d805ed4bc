@cr702
Feature: Level up and leveler cards (CR 702.87a, 711.2)

  Level up puts a level counter on the permanent, as a sorcery. Each level symbol is a static
  ability: while the creature has that many level counters, it has the base power and
  toughness and the abilities printed with the symbol; below the first, it has its printed
  power and toughness (711.5).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Student
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"
      """

  Scenario: Below the first level symbol, its printed power and toughness (711.5)
    Given Alice controls Test Student
    When Alice activates Test Student's first ability and it resolves
    Then Test Student has 1 level counter on it
    And Test Student is 1/1
    And Test Student does not have first strike
    And the ruling cites CR 702.87a

  Scenario: A second level counter reaches LEVEL 2-6 (711.2a)
    Given Alice controls Test Student with 1 level counter
    When Alice activates Test Student's first ability and it resolves
    Then Test Student is 3/3
    And Test Student has first strike
    And the ruling cites CR 711.2

  Scenario: Seven level counters reach LEVEL 7+ (711.2b)
    Given Alice controls Test Student with 6 level counters
    When Alice activates Test Student's first ability and it resolves
    Then Test Student is 4/4
    And Test Student has double strike
    And Test Student does not have first strike

  Scenario: +1/+1 counters apply after the level's base power and toughness (613.4b, 613.4c)
    Given Alice controls Test Student with 3 level counters and 1 +1/+1 counter
    When Alice activates Test Student's first ability and it resolves
    Then Test Student is 4/4

  Scenario: Level up only as a sorcery (602.5d)
    Given it is Bob's turn
    And Alice controls Test Student
    When Alice activates Test Student's first ability and it resolves
    Then that is not allowed, by CR 602.5d
