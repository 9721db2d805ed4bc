@cr702
Feature: Dredge: a draw replaced by milling and returning the card from the graveyard (CR 702.52)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Dredger
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Dredge 2 (If you would draw a card, you may mill two cards instead. If you do, return this card from your graveyard to your hand.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Study
      types: [sorcery]
      oracle: "Draw a card."
      """

  Scenario: The player dredges instead of drawing (702.52a)
    Given Alice has Test Dredger in graveyard
    And Alice has Test Study in hand
    And Alice has 5 cards in her library
    And Alice chooses to use Test Dredger's optional ability
    When Alice casts Test Study and it resolves
    Then Test Dredger is in Alice's hand
    And Alice has 3 cards in her library
    And the ruling cites CR 702.52a

  Scenario: The player may draw instead
    Given Alice has Test Dredger in graveyard
    And Alice has Test Study in hand
    And Alice has 5 cards in her library
    And Alice chooses not to use Test Dredger's optional ability
    When Alice casts Test Study and it resolves
    Then Test Dredger is in Alice's graveyard
    And Alice has 4 cards in her library

  Scenario: With fewer cards in the library than the dredge number, there is no dredging (702.52b)
    Given Alice has Test Dredger in graveyard
    And Alice has Test Study in hand
    And Alice has 1 card in her library
    When Alice casts Test Study and it resolves
    Then Test Dredger is in Alice's graveyard
    And Alice has 0 cards in her library
