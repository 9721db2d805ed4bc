@cr702
Feature: Conspire (CR 702.78a)

  As a spell with conspire is cast, its caster may tap two untapped creatures they control that
  each share a color with it; when it's cast, if they did, it is copied, and new targets may be
  chosen for the copy.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Burn Trail
      types: [sorcery]
      colors: [red]
      oracle: "Test Burn Trail deals 3 damage to any target.\nConspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it.)"
      """
    And a card defined as:
      """
      name: Test Red Goblin
      types: [creature]
      subtypes: [Goblin]
      colors: [red]
      power: 1
      toughness: 1
      """
    And Alice has Test Burn Trail in hand

  Scenario: Two red creatures tapped: the spell is copied
    Given Alice controls Test Red Goblin as "goblin one"
    And Alice controls Test Red Goblin as "goblin two"
    When Alice casts Test Burn Trail conspiring with goblin one and goblin two targeting Bob and it resolves
    Then Bob has 14 life
    And goblin one is tapped
    And the ruling cites CR 702.78a

  Scenario: A creature that shares no color with it can't pay (702.78a)
    Given Alice controls Test Red Goblin as "goblin one"
    And Alice controls Grizzly Bears
    When Alice casts Test Burn Trail conspiring with goblin one and Grizzly Bears targeting Bob and it resolves
    Then that is not allowed, by CR 702.78a

  Scenario: With no creatures tapped for it, no copy, marked assumed
    Given Alice controls Test Red Goblin as "goblin one"
    And Alice controls Test Red Goblin as "goblin two"
    When Alice casts Test Burn Trail targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling marks whether to pay the conspire cost of Test Burn Trail as assumed
