@cr701
Feature: Choosing a card from a player's hand as an effect resolves (CR 701.8b, 701.16, 608.2d)

  Scenario: "You may choose a nonland card from it. If you don't, that player discards two cards."
    Given a card compiled from its Oracle text:
      """
      name: Test Nightsnare
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card. If you don't, that player discards two cards."
      """
    And Alice has Test Nightsnare in hand
    And Bob has Forest in hand
    And Bob has Mountain in hand
    And Bob has Island in hand
    And Bob chooses to discard Forest and Island
    When Alice casts Test Nightsnare targeting Bob and it resolves
    Then Forest is in Bob's graveyard
    And Island is in Bob's graveyard
    And Mountain is in Bob's hand

  Scenario: "You may choose …": the chosen card is discarded, and "If you don't" is not followed
    Given a card compiled from its Oracle text:
      """
      name: Test Nightsnare
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card. If you don't, that player discards two cards."
      """
    And Alice has Test Nightsnare in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    And Alice chooses Giant Growth from Bob's hand
    When Alice casts Test Nightsnare targeting Bob and it resolves
    Then Giant Growth is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And Forest is in Bob's hand
    And nothing is assumed

  Scenario: "You may choose …": choosing no card, the player follows "If you don't"
    Given a card compiled from its Oracle text:
      """
      name: Test Nightsnare
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card. If you don't, that player discards two cards."
      """
    And Alice has Test Nightsnare in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    And Alice chooses no card from Bob's hand
    When Alice casts Test Nightsnare targeting Bob and it resolves
    Then Forest is in Bob's graveyard
    And Lightning Bolt is in Bob's graveyard
    And Giant Growth is in Bob's hand

  Scenario: "If you do, that player discards that card, then draws a card": the draw only if chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Gearhulk
      types: [creature]
      power: 4
      toughness: 4
      oracle: "When this creature enters, look at target player's hand. You may choose a card from it. If you do, that player discards that card, then draws a card."
      """
    And Alice has Test Gearhulk in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in their library
    When Alice casts Test Gearhulk and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Island is in Bob's hand
    And the ruling cites CR 701.16e

  Scenario: "If you do, … then draws a card": no card chosen, none drawn
    Given a card compiled from its Oracle text:
      """
      name: Test Gearhulk
      types: [creature]
      power: 4
      toughness: 4
      oracle: "When this creature enters, look at target player's hand. You may choose a card from it. If you do, that player discards that card, then draws a card."
      """
    And Alice has Test Gearhulk in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in their library
    And Alice chooses no card from Bob's hand
    When Alice casts Test Gearhulk and it resolves
    Then Lightning Bolt is in Bob's hand
    And Bob has 1 card in their library

  Scenario: "Look at that player's hand and choose a card from it. The player discards that card."
    Given a card compiled from its Oracle text:
      """
      name: Test Doomsday Specter
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Flying\nWhenever this creature deals combat damage to a player, look at that player's hand and choose a card from it. The player discards that card."
      """
    And Alice controls Test Doomsday Specter
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Alice chooses Lightning Bolt from Bob's hand
    When Alice attacks with Test Doomsday Specter and combat ends
    Then Lightning Bolt is in Bob's graveyard
    And Forest is in Bob's hand

  Scenario: "Choose up to two cards from it": the chooser may take fewer
    Given a card compiled from its Oracle text:
      """
      name: Test Extortion
      types: [sorcery]
      oracle: "Look at target player's hand and choose up to two cards from it. That player discards those cards."
      """
    And Alice has Test Extortion in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    And Alice chooses Giant Growth from Bob's hand
    When Alice casts Test Extortion targeting Bob and it resolves
    Then Giant Growth is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And Forest is in Bob's hand

  Scenario: "Choose up to two cards from it": by default, as many as may be chosen, assumed
    Given a card compiled from its Oracle text:
      """
      name: Test Extortion
      types: [sorcery]
      oracle: "Look at target player's hand and choose up to two cards from it. That player discards those cards."
      """
    And Alice has Test Extortion in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Extortion targeting Bob and it resolves
    Then Forest is in Bob's graveyard
    And Lightning Bolt is in Bob's graveyard
    And the ruling marks Alice chooses up to 2 cards to discard from Bob's hand as assumed

  Scenario: "That player discards that card, then discards a card at random"
    Given a card compiled from its Oracle text:
      """
      name: Test Canticle
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You choose a card from it. That player discards that card, then discards a card at random."
      """
    And Alice has Test Canticle in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    When Alice casts Test Canticle targeting Bob and it resolves
    Then Forest is in Bob's graveyard
    And Lightning Bolt is in Bob's graveyard
    And Giant Growth is in Bob's hand
    And the ruling cites CR 701.8b

  Scenario: "That player reveals their hand. You choose a card from it. That player exiles that card."
    Given a card compiled from its Oracle text:
      """
      name: Test Ghastlord
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Whenever this creature deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card."
      """
    And Alice controls Test Ghastlord
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob chooses to discard Lightning Bolt
    When Alice attacks with Test Ghastlord and combat ends
    Then Lightning Bolt is in exile
    And Forest is in Bob's hand

  Scenario: A card drawn from a library the scenario only counts has no kind to choose by
    Given a card compiled from its Oracle text:
      """
      name: Test Duress
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card. If you don't, that player discards two cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Gift
      types: [sorcery]
      oracle: "Target player draws two cards."
      """
    And Alice has Test Gift in hand
    And Alice has Test Duress in hand
    And Bob has 5 cards in their library
    When Alice casts Test Gift targeting Bob and it resolves
    And Alice casts Test Duress targeting Bob and it resolves
    Then judge declines to guess, saying "only counts"

  Scenario: "Target opponent exiles a card from their hand": that player chooses which
    Given a card compiled from its Oracle text:
      """
      name: Test Skullcap Snail
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, target opponent exiles a card from their hand."
      """
    And Alice has Test Skullcap Snail in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob chooses Forest from Bob's hand
    When Alice casts Test Skullcap Snail and it resolves
    Then Forest is in exile
    And Lightning Bolt is in Bob's hand
    And nothing is assumed

  Scenario: "Each player exiles two cards from their hand": each chooses, and all go at once
    Given a card compiled from its Oracle text:
      """
      name: Test Mind Swords
      types: [sorcery]
      oracle: "Each player exiles two cards from their hand."
      """
    And Alice has Test Mind Swords in hand
    And Alice has Giant Growth in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in hand
    When Alice casts Test Mind Swords and it resolves
    Then Giant Growth is in exile
    And Forest is in exile
    And Lightning Bolt is in exile
    And Island is in Bob's hand
    And the ruling marks Bob chooses 2 cards to exile as assumed

  Scenario: "Reveals three cards from their hand and you choose one of them": that player picks which to show
    Given a card compiled from its Oracle text:
      """
      name: Test Blackmail
      types: [sorcery]
      oracle: "Target player reveals three cards from their hand and you choose one of them. That player discards that card."
      """
    And Alice has Test Blackmail in hand
    And Bob has Forest in hand
    And Bob has Island in hand
    And Bob has Mountain in hand
    And Bob has Lightning Bolt in hand
    And Bob chooses Forest and Island and Mountain for Test Blackmail's ability
    And Alice chooses Island from Bob's hand
    When Alice casts Test Blackmail targeting Bob and it resolves
    Then Island is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And the ruling says "Bob reveals Forest"
    And nothing is assumed

  Scenario: "Reveals three cards …": a card the player didn't reveal can't be chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Blackmail
      types: [sorcery]
      oracle: "Target player reveals three cards from their hand and you choose one of them. That player discards that card."
      """
    And Alice has Test Blackmail in hand
    And Bob has Forest in hand
    And Bob has Island in hand
    And Bob has Mountain in hand
    And Bob has Lightning Bolt in hand
    And Bob chooses Forest and Island and Mountain for Test Blackmail's ability
    And Alice chooses Lightning Bolt from Bob's hand
    When Alice casts Test Blackmail targeting Bob and it resolves
    Then Lightning Bolt is in Bob's hand
    And Forest is in Bob's graveyard
    And the ruling marks Alice chooses 1 card to discard from Bob's hand as assumed

  Scenario: "Target opponent puts a card from their hand on top of their library": that player chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Chittering Rats
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, target opponent puts a card from their hand on top of their library."
      """
    And Alice has Test Chittering Rats in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Island in their library
    And Bob chooses Lightning Bolt from Bob's hand
    When Alice casts Test Chittering Rats and it resolves
    Then Lightning Bolt is in Bob's library
    And Forest is in Bob's hand
    And Bob has 2 cards in their library

  Scenario: "Puts two cards from their hand on top of their library in any order": in the order they choose
    Given a card compiled from its Oracle text:
      """
      name: Test Chimney Imp
      types: [sorcery]
      oracle: "Target opponent puts two cards from their hand on top of their library in any order."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Peek
      types: [sorcery]
      oracle: "Target player draws a card."
      """
    And Alice has Test Chimney Imp in hand
    And Alice has Test Peek in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    And Bob chooses Forest and Lightning Bolt from Bob's hand
    And Bob puts the top cards of Bob's library back as Lightning Bolt and Forest
    When Alice casts Test Chimney Imp targeting Bob and it resolves
    And Alice casts Test Peek targeting Bob and it resolves
    Then Lightning Bolt is in Bob's hand
    And Forest is in Bob's library
    And nothing is assumed

  Scenario: "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."
    Given a card compiled from its Oracle text:
      """
      name: Test Painful Memories
      types: [sorcery]
      oracle: "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."
      """
    And Alice has Test Painful Memories in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    And Alice chooses Lightning Bolt from Bob's hand
    When Alice casts Test Painful Memories targeting Bob and it resolves
    Then Lightning Bolt is in Bob's library
    And Forest is in Bob's hand
    And the ruling cites CR 701.16e

  Scenario: "Exile that card until this creature leaves the battlefield": it returns to its owner's hand
    Given a card compiled from its Oracle text:
      """
      name: Test Brain Maggot
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, target opponent reveals their hand and you choose a nonland card from it. Exile that card until this creature leaves the battlefield."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Murder
      types: [instant]
      oracle: "Destroy target creature."
      """
    And Alice has Test Brain Maggot in hand
    And Alice has Test Murder in hand
    And Bob has Forest in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Brain Maggot and it resolves
    And Alice casts Test Murder targeting Test Brain Maggot and it resolves
    Then Lightning Bolt is in Bob's hand
    And Forest is in Bob's hand
    And the ruling says "Lightning Bolt (lightning_bolt) is exiled"
    And the ruling cites CR 610.3
