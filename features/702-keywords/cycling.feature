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

  Scenario: Typecycling searches for a card of its type instead of drawing (702.29e)
    Given a card compiled from its Oracle text:
      """
      name: Test Landcycler
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Basic landcycling {1}{G} ({1}{G}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)"
      """
    And Alice has Test Landcycler in hand
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    When Alice activates Test Landcycler's first ability and it resolves
    Then Test Landcycler is in Alice's graveyard
    And Forest is in Alice's hand
    And Grizzly Bears is in Alice's library
    And the ruling cites CR 702.29e

  Scenario: A typecycling card finds only its type
    Given a card compiled from its Oracle text:
      """
      name: Test Plainscycler
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Plainscycling {2}"
      """
    And Alice has Test Plainscycler in hand
    And Alice has Forest in her library
    When Alice activates Test Plainscycler's first ability and it resolves
    Then Test Plainscycler is in Alice's graveyard
    And Forest is in Alice's library

  Scenario: "When you cycle this card" triggers from the graveyard it went to (702.29c)
    Given a card compiled from its Oracle text:
      """
      name: Test Cycling Rex
      types: [creature]
      power: 8
      toughness: 8
      oracle: "When you cycle this card, you gain 3 life.\nCycling {2}"
      """
    And Alice has Test Cycling Rex in hand
    And Alice has 3 cards in her library
    When Alice activates Test Cycling Rex's first ability and it resolves
    Then Alice has 23 life
    And Alice has 1 card in her hand
    And the ruling cites CR 702.29c

  Scenario: A permanent's "whenever you cycle or discard a card" triggers once for a cycled card (702.29d)
    Given a card compiled from its Oracle text:
      """
      name: Test Survivor
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever you cycle or discard a card, you gain 1 life."
      """
    And Alice controls Test Survivor
    And Alice has Test Cycling Bear in hand
    And Alice has 3 cards in her library
    When Alice activates Test Cycling Bear's first ability and it resolves
    Then Alice has 21 life
