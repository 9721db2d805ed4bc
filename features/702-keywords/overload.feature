@cr702
Feature: Overload (CR 702.96): "each" for every "target"

  A spell cast for its overload cost has its text changed: every "target" reads "each". It
  has no targets, so it affects creatures that couldn't be targeted.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Electrickery
      types: [instant]
      mana_cost: "{R}"
      oracle: "Test Electrickery deals 1 damage to target creature you don't control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")"
      """
    And Alice has Test Electrickery in hand

  Scenario: Cast normally, it damages its one target
    Given Bob controls Llanowar Elves
    And Bob controls Grizzly Bears
    When Alice casts Test Electrickery targeting Llanowar Elves and it resolves
    Then Llanowar Elves is in Bob's graveyard
    And Grizzly Bears has 0 damage marked on it

  Scenario: Overloaded, it damages each creature Alice doesn't control, with no target (702.96b)
    Given Bob controls Llanowar Elves
    And Bob controls Grizzly Bears
    And Alice controls Serra Angel
    When Alice casts Test Electrickery for its overload cost and it resolves
    Then Llanowar Elves is in Bob's graveyard
    And Grizzly Bears has 1 damage marked on it
    And Serra Angel is on the battlefield
    And the ruling cites CR 702.96a

  Scenario: Overloaded, it affects a creature that can't be targeted (702.96b)
    Given a card defined as:
      """
      name: Test Hexproof Elf
      types: [creature]
      subtypes: [Elf]
      power: 1
      toughness: 1
      abilities: [hexproof]
      """
    And Bob controls Test Hexproof Elf
    When Alice casts Test Electrickery for its overload cost and it resolves
    Then Test Hexproof Elf is in Bob's graveyard
