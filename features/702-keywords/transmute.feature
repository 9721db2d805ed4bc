@cr702
Feature: Transmute: discard the card to find one with the same mana value (CR 702.53a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Transmuter
      mana_cost: "{1}{U}"
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Transmute {1}{U}{B} ({1}{U}{B}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)"
      """

  Scenario: It finds a card with its mana value, and only such a card
    Given Alice has Test Transmuter in hand
    And Alice has Hill Giant in her library
    And Alice has Grizzly Bears in her library
    When Alice activates Test Transmuter's first ability and it resolves
    Then Test Transmuter is in Alice's graveyard
    And Grizzly Bears is in Alice's hand
    And Hill Giant is in Alice's library

  Scenario: Only as a sorcery
    Given it is Bob's turn
    And Alice has Test Transmuter in hand
    And Alice has Grizzly Bears in her library
    When Alice activates Test Transmuter's first ability and it resolves
    Then that is not allowed, by CR 602.5d
