@cr702
Feature: Enlist (CR 702.154): tap a creature as this one attacks, for its power

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Enlisting Knight
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning sickness. When you do, add its power to this creature's until end of turn.)"
      """
    And Alice controls Test Enlisting Knight
    And Alice controls Hill Giant

  Scenario: Enlisting a creature taps it, and the attacker gets +X/+0 for its power (702.154a)
    When Alice attacks with Test Enlisting Knight, enlisting Hill Giant, and combat ends
    Then Hill Giant is tapped
    And Bob has 15 life
    And the ruling cites CR 702.154a

  Scenario: Not enlisting, the attacker deals its own damage, and the choice is marked assumed
    When Alice attacks with Test Enlisting Knight and combat ends
    Then Hill Giant is untapped
    And Bob has 18 life
    And the ruling marks whether Test Enlisting Knight enlists a creature as assumed

  Scenario: A creature that came under its controller's control this turn can't be enlisted (702.154a)
    Given Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice attacks with Test Enlisting Knight, enlisting Grizzly Bears, and combat ends
    Then that is not allowed, by CR 702.154a

  Scenario: A creature with haste can be enlisted the turn it came (702.154a)
    Given Alice has Raging Goblin in hand
    When Alice casts Raging Goblin and it resolves
    And Alice attacks with Test Enlisting Knight, enlisting Raging Goblin, and combat ends
    Then Raging Goblin is tapped
    And Bob has 17 life
