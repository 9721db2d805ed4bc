@cr602
Feature: Costs that exile, return, tap or untap what the player chooses (CR 107.6, 113.6m, 118.3, 701.8b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Haunting Spirit
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{2}, Exile this card from your graveyard: You gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Crumbling Idol
      types: [artifact]
      oracle: "{1}, Exile this artifact: Draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Drill Sergeant
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Tap two untapped creatures you control: You gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Grave Eater
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Exile a creature card from your graveyard: Put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tide Keeper
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Return a land you control to its owner's hand: This creature gets +1/+1 until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Gambler
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Discard a card at random: This creature gets +2/+0 until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Reanimist
      types: [sorcery]
      oracle: "As an additional cost to cast this spell, discard a creature card.\nDraw two cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Untapper
      types: [artifact]
      oracle: "{Q}: You gain 1 life."
      """

  Scenario: A cost that exiles the card from the graveyard is activated there (113.6m)
    Given Alice has Test Haunting Spirit in her graveyard
    When Alice activates Test Haunting Spirit's first ability and it resolves
    Then Test Haunting Spirit is in exile
    And Alice has 23 life

  Scenario: On the battlefield the graveyard ability can't be activated (113.6m)
    Given Alice controls Test Haunting Spirit
    When Alice activates Test Haunting Spirit's first ability and it resolves
    Then that is not allowed, by CR 113.6m

  Scenario: A permanent that exiles itself as its cost is gone before the ability resolves
    Given Alice controls Test Crumbling Idol
    And Alice has 3 cards in her library
    When Alice activates Test Crumbling Idol's first ability and it resolves
    Then Test Crumbling Idol is in exile
    And Alice has 2 cards in her library

  Scenario: Tapping untapped creatures the player controls, as they choose, pays the cost
    Given Alice controls Test Drill Sergeant
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice chooses Grizzly Bears and Llanowar Elves for Test Drill Sergeant's ability
    When Alice activates Test Drill Sergeant's first ability and it resolves
    Then Grizzly Bears is tapped
    And Llanowar Elves is tapped
    And Test Drill Sergeant is untapped
    And Alice has 22 life
    And nothing is assumed

  Scenario: Creatures that came under control this turn can be tapped for such a cost (302.6 is only for {T})
    Given it is Alice's turn 3
    And Alice controls Test Drill Sergeant
    And Alice controls Grizzly Bears with control of it since turn 3
    When Alice activates Test Drill Sergeant's first ability and it resolves
    Then Grizzly Bears is tapped
    And Test Drill Sergeant is tapped
    And Alice has 22 life

  Scenario: With too few untapped creatures the cost can't be paid (118.3)
    Given Alice controls Test Drill Sergeant
    And Alice controls Grizzly Bears
    And Grizzly Bears is tapped
    When Alice activates Test Drill Sergeant's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A card of the kind the cost names is exiled from the graveyard
    Given Alice controls Test Grave Eater
    And Alice has Lightning Bolt in her graveyard
    And Alice has Grizzly Bears in her graveyard
    When Alice activates Test Grave Eater's first ability and it resolves
    Then Grizzly Bears is in exile
    And Lightning Bolt is in Alice's graveyard
    And Test Grave Eater is 3/3

  Scenario: Without a card of that kind in the graveyard the cost can't be paid (118.3)
    Given Alice controls Test Grave Eater
    And Alice has Lightning Bolt in her graveyard
    When Alice activates Test Grave Eater's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A land returned to its owner's hand pays the cost
    Given Alice controls Test Tide Keeper
    And Alice controls Forest
    When Alice activates Test Tide Keeper's first ability and it resolves
    Then Forest is in Alice's hand
    And Test Tide Keeper is 3/3

  Scenario: A random discard is the card the scenario says came up; without one it is assumed (701.8b)
    Given Alice controls Test Gambler
    And Alice has Forest in her hand
    And Alice has Island in her hand
    When Alice activates Test Gambler's first ability and it resolves
    Then Forest is in Alice's graveyard
    And Test Gambler is 4/2
    And the ruling marks card to discard at random as assumed

  Scenario: The discarded card must be of the kind the additional cost names
    Given Alice has Test Reanimist in hand
    And Alice has Forest in her hand
    And Alice has Grizzly Bears in her hand
    And Alice has 3 cards in her library
    When Alice casts Test Reanimist and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Forest is in Alice's hand
    And Alice has 1 card in her library

  Scenario: No creature card to discard: the spell can't be cast (118.3)
    Given Alice has Test Reanimist in hand
    And Alice has Forest in her hand
    When Alice casts Test Reanimist and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: The untap symbol untaps the permanent as its cost (107.6)
    Given Alice controls Test Untapper
    And Test Untapper is tapped
    When Alice activates Test Untapper's first ability and it resolves
    Then Test Untapper is untapped
    And Alice has 21 life

  Scenario: An untapped permanent can't pay {Q} (107.6)
    Given Alice controls Test Untapper
    When Alice activates Test Untapper's first ability and it resolves
    Then that is not allowed, by CR 107.6

  Scenario: "Exile this card from your hand": activated from the hand, the card goes to exile (113.6m)
    Given a card compiled from its Oracle text:
      """
      name: Test Spirit Guide
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Exile this card from your hand: Add {G}."
      """
    And Alice has Test Spirit Guide in hand
    When Alice activates Test Spirit Guide's first ability and it resolves
    Then Test Spirit Guide is in exile

  Scenario: On the battlefield, an ability that exiles its card from the hand can't be activated
    Given a card compiled from its Oracle text:
      """
      name: Test Spirit Guide
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Exile this card from your hand: Add {G}."
      """
    And Alice controls Test Spirit Guide
    When Alice activates Test Spirit Guide's first ability and it resolves
    Then that is not allowed, by CR 113.6m

  Scenario: "Remove a +1/+1 counter from a creature you control": from one of the payer's creatures, as they choose (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Spike Feeder
      types: [creature]
      power: 0
      toughness: 0
      oracle: "{2}, Remove a +1/+1 counter from a creature you control: You gain 2 life."
      """
    And Alice controls Test Spike Feeder with 2 +1/+1 counters
    And Alice controls Grizzly Bears with 1 +1/+1 counter
    And Alice chooses Grizzly Bears for Test Spike Feeder's ability
    When Alice activates Test Spike Feeder's first ability and it resolves
    Then Grizzly Bears has no counters on it
    And Test Spike Feeder has 2 +1/+1 counters on it
    And Alice has 22 life

  Scenario: With no creature that has such a counter the cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Spike Feeder
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{2}, Remove a +1/+1 counter from a creature you control: You gain 2 life."
      """
    And Alice controls Test Spike Feeder
    And Bob controls Grizzly Bears with 1 +1/+1 counter
    When Alice activates Test Spike Feeder's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: "Pay eight {E}": energy counters, as many as the word says (107.14)
    Given a card compiled from its Oracle text:
      """
      name: Test Renegade
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{T}, Pay three {E}: This creature deals 3 damage to target player or planeswalker."
      """
    And Alice controls Test Renegade
    And Alice has 2 energy
    When Alice activates Test Renegade's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 107.14

  Scenario: With enough energy it is paid
    Given a card compiled from its Oracle text:
      """
      name: Test Renegade
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{T}, Pay three {E}: This creature deals 3 damage to target player or planeswalker."
      """
    And Alice controls Test Renegade
    And Alice has 4 energy
    When Alice activates Test Renegade's first ability targeting Bob and it resolves
    Then Alice has 1 energy
    And Bob has 17 life

  Scenario: "Remove a counter from this creature": with one kind of counter, one of those (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Lamenter
      types: [creature]
      power: 2
      toughness: 3
      oracle: "{1}{W}, Remove a counter from this creature: You gain 2 life."
      """
    And Alice controls Test Lamenter with 2 +1/+1 counters
    When Alice activates Test Lamenter's first ability and it resolves
    Then Test Lamenter has 1 +1/+1 counter on it
    And Alice has 22 life
    And nothing is assumed

  Scenario: With counters of several kinds, the kind its controller chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Lamenter
      types: [creature]
      power: 2
      toughness: 3
      oracle: "{1}{W}, Remove a counter from this creature: You gain 2 life."
      """
    And Alice controls Test Lamenter with 2 +1/+1 counters and 1 shield counter
    And the counters removed from Test Lamenter are shield
    When Alice activates Test Lamenter's first ability and it resolves
    Then Test Lamenter has 2 +1/+1 counters on it
    And Test Lamenter has 0 shield counters on it
    And nothing is assumed

  Scenario: Not told, the kind it has most of, assumed
    Given a card compiled from its Oracle text:
      """
      name: Test Lamenter
      types: [creature]
      power: 2
      toughness: 3
      oracle: "{1}{W}, Remove a counter from this creature: You gain 2 life."
      """
    And Alice controls Test Lamenter with 2 +1/+1 counters and 1 shield counter
    When Alice activates Test Lamenter's first ability and it resolves
    Then Test Lamenter has 1 +1/+1 counter on it
    And the ruling marks the counters to remove from Test Lamenter as assumed

  Scenario: Without a counter the cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Lamenter
      types: [creature]
      power: 2
      toughness: 3
      oracle: "{1}{W}, Remove a counter from this creature: You gain 2 life."
      """
    And Alice controls Test Lamenter
    When Alice activates Test Lamenter's first ability and it resolves
    Then that is not allowed, by CR 118.3
