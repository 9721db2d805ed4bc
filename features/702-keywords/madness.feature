@cr702
Feature: Madness (CR 702.35): a discarded card is exiled, and may be cast for its madness cost

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Fiery Temper
      mana_cost: "{1}{R}{R}"
      types: [instant]
      oracle: "Test Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummage
      mana_cost: "{R}"
      types: [sorcery]
      oracle: "Discard a card, then draw a card."
      """

  Scenario: Discarded, it is exiled instead, and cast for its madness cost (702.35a)
    Given Alice has Test Fiery Temper in hand
    And Alice has Test Rummage in hand
    And Alice has 3 cards in her library
    And Test Fiery Temper's triggered abilities target Bob
    When Alice casts Test Rummage and it resolves
    Then Bob has 17 life
    And Test Fiery Temper is in Alice's graveyard
    And the ruling cites CR 702.35a
    And the ruling cites CR 608.2g

  Scenario: Not cast, it goes to its owner's graveyard (702.35a)
    Given Alice has Test Fiery Temper in hand
    And Alice has Test Rummage in hand
    And Alice has 3 cards in her library
    And Alice chooses not to use Test Fiery Temper's optional ability
    When Alice casts Test Rummage and it resolves
    Then Bob has 20 life
    And Test Fiery Temper is in Alice's graveyard
