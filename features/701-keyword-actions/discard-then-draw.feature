@cr701
Feature: Discarding, then drawing that many cards (CR 701.8, 121.2, 608.2e)

  Scenario: "Each player discards all the cards in their hand, then draws that many cards"
    Given a card compiled from its Oracle text:
      """
      name: Test Winds
      types: [sorcery]
      oracle: "Each player discards all the cards in their hand, then draws that many cards."
      """
    And Alice has Test Winds in hand
    And Alice has Giant Growth in hand
    And Alice has 10 cards in their library
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in hand
    And Bob has 10 cards in their library
    When Alice casts Test Winds and it resolves
    Then Giant Growth is in Alice's graveyard
    And Forest is in Bob's graveyard
    And Island is in Bob's graveyard
    And Alice has 1 card in their hand
    And Bob has 3 cards in their hand
    And Bob has 7 cards in their library

  Scenario: "That player discards all the cards in their hand, then draws that many cards": as many as discarded, not as much as the damage
    Given a card compiled from its Oracle text:
      """
      name: Test Shocker
      types: [creature]
      power: 2
      toughness: 1
      oracle: "Whenever this creature deals damage to a player, that player discards all the cards in their hand, then draws that many cards."
      """
    And Alice controls Test Shocker
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in hand
    And Bob has 10 cards in their library
    When Alice attacks with Test Shocker and combat ends
    Then Lightning Bolt is in Bob's graveyard
    And Bob has 3 cards in their hand
    And Bob has 18 life

  Scenario: "Then draw that many cards plus one": with no card in hand, one is drawn
    Given a card compiled from its Oracle text:
      """
      name: Test Redemption
      types: [sorcery]
      oracle: "Discard all the cards in your hand, then draw that many cards plus one."
      """
    And Alice has Test Redemption in hand
    And Alice has 10 cards in their library
    When Alice casts Test Redemption and it resolves
    Then Alice has 1 card in their hand
    And Alice has 9 cards in their library

  Scenario: "Then draws cards equal to the greatest number of cards a player discarded this way"
    Given a card compiled from its Oracle text:
      """
      name: Test Windfall
      types: [sorcery]
      oracle: "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way."
      """
    And Alice has Test Windfall in hand
    And Alice has 10 cards in their library
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in hand
    And Bob has 10 cards in their library
    When Alice casts Test Windfall and it resolves
    Then Alice has 3 cards in their hand
    And Bob has 3 cards in their hand
    And Forest is in Bob's graveyard

  Scenario: "Each player discards any number of cards, then draws that many cards": each chooses how many
    Given a card compiled from its Oracle text:
      """
      name: Test Flux
      types: [sorcery]
      oracle: "Each player discards any number of cards, then draws that many cards."
      """
    And Alice has Test Flux in hand
    And Alice has Giant Growth in hand
    And Alice has 10 cards in their library
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has 10 cards in their library
    And Bob chooses to discard Forest
    And Alice chooses no card from Alice's hand
    When Alice casts Test Flux and it resolves
    Then Forest is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And Bob has 2 cards in their hand
    And Giant Growth is in Alice's hand
    And Alice has 10 cards in their library
    And nothing is assumed

  Scenario: "You may discard up to two cards. If you do, draw that many cards."
    Given a card compiled from its Oracle text:
      """
      name: Test Rummage
      types: [sorcery]
      oracle: "You may discard up to two cards. If you do, draw that many cards."
      """
    And Alice has Test Rummage in hand
    And Alice has Forest in hand
    And Alice has Island in hand
    And Alice has Giant Growth in hand
    And Alice has 10 cards in their library
    And Alice chooses to discard Island
    When Alice casts Test Rummage and it resolves
    Then Island is in Alice's graveyard
    And Forest is in Alice's hand
    And Alice has 3 cards in their hand
    And Alice has 9 cards in their library

  Scenario: "You may discard all the cards in your hand. If you do, draw that many cards.": declined, nothing happens
    Given a card compiled from its Oracle text:
      """
      name: Test Devourer
      types: [creature]
      power: 4
      toughness: 5
      oracle: "Whenever this creature deals combat damage to a player, you may discard all the cards in your hand. If you do, draw that many cards."
      """
    And Alice controls Test Devourer
    And Alice has Forest in hand
    And Alice has 10 cards in their library
    And Alice chooses not to use Test Devourer's optional ability
    When Alice attacks with Test Devourer and combat ends
    Then Forest is in Alice's hand
    And Alice has 10 cards in their library

  Scenario: "You may discard your hand. If you do, draw two cards."
    Given a card compiled from its Oracle text:
      """
      name: Test Trooper
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks, you may discard your hand. If you do, draw two cards."
      """
    And Alice controls Test Trooper
    And Alice has Forest in hand
    And Alice has Island in hand
    And Alice has Giant Growth in hand
    And Alice has 10 cards in their library
    And Alice chooses to pay for Test Trooper
    When Alice attacks with Test Trooper and combat ends
    Then Forest is in Alice's graveyard
    And Giant Growth is in Alice's graveyard
    And Alice has 2 cards in their hand
