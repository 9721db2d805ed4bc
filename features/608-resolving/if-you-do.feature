@cr608
Feature: Costs paid as a spell or ability resolves: "If you do" and "unless you pay" (CR 118.12)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Squire
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, you may pay {2}. If you do, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Drake
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, sacrifice it unless you pay {2}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, you may discard a card. If you do, draw two cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bargain
      types: [sorcery]
      oracle: "You may sacrifice a creature. If you do, draw two cards. If you don't, you lose 2 life."
      """

  Scenario: The player pays, and what follows "If you do" happens (118.12)
    Given Alice has Test Squire in hand
    And Alice has 5 cards in her library
    And Alice chooses to pay for Test Squire
    When Alice casts Test Squire and it resolves
    Then Alice has 4 cards in her library
    And the ruling cites CR 118.12

  Scenario: The player doesn't pay, and nothing follows
    Given Alice has Test Squire in hand
    And Alice has 5 cards in her library
    And Alice chooses not to pay for Test Squire
    When Alice casts Test Squire and it resolves
    Then Alice has 5 cards in her library

  Scenario: Not paying "unless you pay" is what sacrifices it
    Given Alice has Test Drake in hand
    And Alice chooses not to pay for Test Drake
    When Alice casts Test Drake and it resolves
    Then Test Drake is in Alice's graveyard

  Scenario: Paying "unless you pay" keeps it
    Given Alice has Test Drake in hand
    And Alice chooses to pay for Test Drake
    When Alice casts Test Drake and it resolves
    Then Test Drake is on the battlefield

  Scenario: A cost that can't be paid in full isn't paid (118.3)
    Given Alice has Test Scholar in hand
    And Alice has 5 cards in her library
    When Alice casts Test Scholar and it resolves
    Then Alice has 5 cards in her library
    And the ruling cites CR 118.3

  Scenario: Discarding pays the cost
    Given Alice has Test Scholar in hand
    And Alice has Lightning Bolt in hand
    And Alice has 5 cards in her library
    When Alice casts Test Scholar and it resolves
    Then Lightning Bolt is in Alice's graveyard
    And Alice has 3 cards in her library

  Scenario: "If you don't" follows when the player doesn't pay
    Given Alice controls Grizzly Bears
    And Alice has Test Bargain in hand
    And Alice chooses not to pay for Test Bargain
    When Alice casts Test Bargain and it resolves
    Then Alice has 18 life
    And Grizzly Bears is on the battlefield

  Scenario: Sacrificing pays, and "If you do" follows
    Given Alice controls Grizzly Bears
    And Alice has Test Bargain in hand
    And Alice has 5 cards in her library
    When Alice casts Test Bargain and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Alice has 3 cards in her library
    And Alice has 20 life

  Scenario: "When you do" is a reflexive triggered ability with its own target (603.12)
    Given a card compiled from its Oracle text:
      """
      name: Test Marauder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, you may sacrifice another creature. When you do, this creature deals 3 damage to any target."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Marauder in hand
    And Test Marauder's triggered abilities target Hill Giant
    When Alice casts Test Marauder and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Hill Giant is in Bob's graveyard
    And the ruling cites CR 603.12

  Scenario: Without paying, the reflexive ability doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Marauder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, you may sacrifice another creature. When you do, this creature deals 3 damage to any target."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Marauder in hand
    And Alice chooses not to pay for Test Marauder
    When Alice casts Test Marauder and it resolves
    Then Grizzly Bears is on the battlefield
    And Hill Giant is on the battlefield
    And the ruling does not cite CR 603.12

  Scenario: "Draw a card. If you do, discard a card.": drawing is what lets the discard follow (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Looter
      types: [sorcery]
      oracle: "Draw a card. If you do, discard a card."
      """
    And Alice has Test Looter in hand
    And Alice has Lightning Bolt in hand
    And Alice has 3 cards in her library
    When Alice casts Test Looter and it resolves
    Then Alice has 2 cards in her library
    And Alice has 1 card in her hand
    And Test Looter is in Alice's graveyard

  Scenario: From an empty library no card is drawn, so nothing is discarded (121.4, 609.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Looter
      types: [sorcery]
      oracle: "Draw a card. If you do, discard a card."
      """
    And Alice has Test Looter in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Looter and it resolves
    Then Lightning Bolt is in Alice's hand
    And the ruling cites CR 121.4
