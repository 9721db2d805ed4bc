@cr608
Feature: Looking at the top cards of a library and taking some (CR 608.2c, 401.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Recruit
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wisdom
      types: [instant]
      oracle: "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard."
      """

  Scenario: Only a card of the kind named can be taken; the rest go to the bottom
    Given Alice has Test Recruit in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    When Alice casts Test Recruit and it resolves
    Then Grizzly Bears is in Alice's hand
    And Lightning Bolt is in Alice's library
    And Mountain is in Alice's library

  Scenario: The player takes the card they choose; the rest go to the graveyard
    Given Alice has Test Wisdom in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    And Alice chooses to find Mountain
    When Alice casts Test Wisdom and it resolves
    Then Mountain is in Alice's hand
    And Lightning Bolt is in Alice's graveyard
    And Grizzly Bears is in Alice's graveyard

  Scenario: "Put all land cards revealed this way into your hand": every one, no choice
    Given a card compiled from its Oracle text:
      """
      name: Test Enraged
      types: [sorcery]
      oracle: "Reveal the top three cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard."
      """
    And Alice has Test Enraged in hand
    And Alice has Forest in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    When Alice casts Test Enraged and it resolves
    Then Forest is in Alice's hand
    And Mountain is in Alice's hand
    And Grizzly Bears is in Alice's graveyard

  Scenario: A card put onto the battlefield tapped from among them
    Given a card compiled from its Oracle text:
      """
      name: Test Rejuvenator
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may put a land card from among them onto the battlefield tapped. Put the rest on the bottom of your library in a random order."
      """
    And Alice has Test Rejuvenator in hand
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    When Alice casts Test Rejuvenator and it resolves
    Then Forest is on the battlefield
    And Forest is tapped
    And Grizzly Bears is in Alice's library

  Scenario: Which card is of the kind turns on cards the scenario only counts: refused
    Given Alice has Test Recruit in hand
    And Alice has 10 cards in her library
    When Alice casts Test Recruit and it resolves
    Then judge declines to guess, saying "which card the ability finds turns on the top card of Alice's library"

  Scenario: "If it's a land card, put it onto the battlefield. Otherwise, put it into your hand."
    Given a card compiled from its Oracle text:
      """
      name: Test Coiling Oracle
      types: [sorcery]
      oracle: "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your hand."
      """
    And Alice has Test Coiling Oracle in hand
    And Alice has Grizzly Bears in her library
    When Alice casts Test Coiling Oracle and it resolves
    Then Grizzly Bears is in Alice's hand

  Scenario: The land goes onto the battlefield, with no choice
    Given a card compiled from its Oracle text:
      """
      name: Test Coiling Oracle
      types: [sorcery]
      oracle: "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your hand."
      """
    And Alice has Test Coiling Oracle in hand
    And Alice has Forest in her library
    When Alice casts Test Coiling Oracle and it resolves
    Then Forest is on the battlefield

  Scenario: "You may reveal it and put it into your hand": a card not of the kind stays on top
    Given a card compiled from its Oracle text:
      """
      name: Test Greenseeker
      types: [sorcery]
      oracle: "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand."
      """
    And Alice has Test Greenseeker in hand
    And Alice has Grizzly Bears in her library
    When Alice casts Test Greenseeker and it resolves
    Then Grizzly Bears is in Alice's library
    And Alice has 0 cards in her hand

  Scenario: "Reveal cards until you reveal a creature card": it goes to the hand, the rest to the bottom
    Given a card compiled from its Oracle text:
      """
      name: Test Valiant Dig
      types: [sorcery]
      oracle: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order."
      """
    And Alice has Test Valiant Dig in hand
    And Alice has Forest in her library
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Island in her library
    When Alice casts Test Valiant Dig and it resolves
    Then Grizzly Bears is in Alice's hand
    And Forest is in Alice's library
    And the ruling cites CR 701.16a

  Scenario: Revealing until a card of a kind, through cards the scenario only counts: refused
    Given a card compiled from its Oracle text:
      """
      name: Test Valiant Dig
      types: [sorcery]
      oracle: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order."
      """
    And Alice has Test Valiant Dig in hand
    And Alice has 8 cards in her library
    When Alice casts Test Valiant Dig and it resolves
    Then judge declines to guess, saying "which card is revealed last turns on the top card of Alice's library"

  Scenario: "Look at the top card of target player's library": its controller sees it, nothing moves
    Given a card compiled from its Oracle text:
      """
      name: Test Bauble
      types: [artifact]
      oracle: "{T}, Sacrifice this artifact: Look at the top card of target player's library. Draw a card at the beginning of the next turn's upkeep."
      """
    And Alice controls Test Bauble
    And Bob has Island in his library
    And Alice has 3 cards in her library
    When Alice activates Test Bauble's first ability targeting Bob and it resolves
    Then Island is in Bob's library
    And the ruling says "Alice looks at the top of Bob's library: Island"
    And the ruling cites CR 701.16e

  Scenario: "If it's a land card, you may put it into your graveyard"
    Given a card compiled from its Oracle text:
      """
      name: Test Land Mill
      types: [sorcery]
      oracle: "Look at the top card of your library. If it's a land card, you may put it into your graveyard."
      """
    And Alice has Test Land Mill in hand
    And Alice has Forest in her library
    When Alice casts Test Land Mill and it resolves
    Then Forest is in Alice's graveyard

  Scenario: "Put up to two land cards from among them onto the battlefield tapped"
    Given a card compiled from its Oracle text:
      """
      name: Test Survey
      types: [sorcery]
      oracle: "Look at the top four cards of your library. Put up to two land cards from among them onto the battlefield tapped. Put the rest on the bottom of your library in a random order."
      """
    And Alice has Test Survey in hand
    And Alice has Forest in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    And Alice has Llanowar Elves in her library
    When Alice casts Test Survey and it resolves
    Then Forest is on the battlefield
    And Mountain is on the battlefield
    And Forest is tapped
    And Grizzly Bears is in Alice's library

  Scenario: "You may reveal any number of creature cards from among them and put them into your hand"
    Given a card compiled from its Oracle text:
      """
      name: Test Gathering
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest into your graveyard."
      """
    And Alice has Test Gathering in hand
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice has Llanowar Elves in her library
    When Alice casts Test Gathering and it resolves
    Then Grizzly Bears is in Alice's hand
    And Llanowar Elves is in Alice's hand
    And Forest is in Alice's graveyard

  Scenario: "Reveal the top card … into your hand. You lose life equal to its mana value."
    Given a card compiled from its Oracle text:
      """
      name: Test Confidant
      types: [creature]
      power: 2
      toughness: 1
      oracle: "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value."
      """
    And Alice controls Test Confidant
    And Alice has Craw Wurm in her library
    And it is Bob's turn, end step
    When the game advances to the upkeep step
    Then Craw Wurm is in Alice's hand
    And Alice has 14 life
    And the ruling cites CR 701.16a

  Scenario: A revealed card the scenario only counts has no mana value to lose
    Given a card compiled from its Oracle text:
      """
      name: Test Confidant
      types: [creature]
      power: 2
      toughness: 1
      oracle: "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value."
      """
    And Alice controls Test Confidant
    And Alice has 5 cards in her library
    And it is Bob's turn, end step
    When the game advances to the upkeep step
    Then judge declines to guess, saying "what the revealed card is turns on the top card of Alice's library"

  Scenario: Kinship: the top card shares a creature type, so it is revealed and the rest happens
    Given a card compiled from its Oracle text:
      """
      name: Test Schemers
      types: [creature]
      subtypes: [Elf, Wizard]
      power: 2
      toughness: 2
      oracle: "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, each opponent loses 2 life."
      """
    And Alice controls Test Schemers
    And Alice has Llanowar Elves in her library
    And it is Bob's turn, end step
    When the game advances to the upkeep step
    Then Bob has 18 life
    And Llanowar Elves is in Alice's library

  Scenario: Kinship: a top card that shares no creature type can't be revealed for it
    Given a card compiled from its Oracle text:
      """
      name: Test Schemers
      types: [creature]
      subtypes: [Elf, Wizard]
      power: 2
      toughness: 2
      oracle: "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, each opponent loses 2 life."
      """
    And Alice controls Test Schemers
    And Alice has Grizzly Bears in her library
    And it is Bob's turn, end step
    When the game advances to the upkeep step
    Then Bob has 20 life

  Scenario: "Look at target player's hand": its controller sees those cards, and nothing moves (701.16e)
    Given a card compiled from its Oracle text:
      """
      name: Test Peek
      types: [instant]
      oracle: "Look at target player's hand.\nDraw a card."
      """
    And Alice has Test Peek in hand
    And Alice has 1 card in her library
    And Bob has Lightning Bolt in hand
    When Alice casts Test Peek targeting Bob and it resolves
    Then Lightning Bolt is in Bob's hand
    And the ruling says "Alice looks at Bob's hand: Lightning Bolt"
    And the ruling cites CR 701.16e

  Scenario: "Look at the top X cards …, where X is the number of lands you control": counted as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Survey
      types: [sorcery]
      oracle: "Look at the top X cards of your library, where X is the number of lands you control. Put one of those cards into your hand and the rest into your graveyard."
      """
    And Alice has Test Survey in hand
    And Alice controls Forest
    And Alice controls Island
    And Alice has 5 cards in her library
    When Alice casts Test Survey and it resolves
    Then Alice has 1 card in her hand
    And Alice has 3 cards in her library
