@cr702
Feature: Cycling (CR 702.29)

  Background:
    Given a card defined as:
      """
      name: Test Cycling Bear
      mana_cost: "{1}{G}"
      types: [creature]
      subtypes: [Bear]
      power: 2
      toughness: 2
      abilities: ["cycling {2}"]
      """

  Scenario: Cycling discards the card from hand as a cost, then draws a card (702.29a)
    Given Alice has Test Cycling Bear in hand
    And Alice has 3 cards in her library
    When Alice activates Test Cycling Bear's first ability and it resolves
    Then Test Cycling Bear is in Alice's graveyard
    And the ruling cites CR 121.1
    And the ruling cites CR 701.8a

  Scenario: Cycling works only from the hand (702.29a)
    Given Alice controls Test Cycling Bear
    When Alice activates Test Cycling Bear's first ability and it resolves
    Then that is not allowed, by CR 702.29a
