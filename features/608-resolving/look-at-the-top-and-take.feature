@cr608
Feature: More wordings of looking at the top cards of a library and taking some (CR 608.2c, 401.4, 701.16a)

  Scenario: "Put two of them into your hand and the other into your graveyard": the two chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Bargain
      types: [instant]
      oracle: "Look at the top three cards of your library. Put two of them into your hand and the other into your graveyard."
      """
    And Alice has Test Bargain in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Mountain and Forest
    When Alice casts Test Bargain and it resolves
    Then Mountain is in Alice's hand
    And Forest is in Alice's hand
    And Lightning Bolt is in Alice's graveyard

  Scenario: "Put two of them into your hand": choosing only one of them is refused
    Given a card compiled from its Oracle text:
      """
      name: Test Bargain
      types: [instant]
      oracle: "Look at the top three cards of your library. Put two of them into your hand and the other into your graveyard."
      """
    And Alice has Test Bargain in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Forest
    When Alice casts Test Bargain and it resolves
    Then that is not allowed, by CR 608.2c

  Scenario: "Put up to two of them into your hand": one, if the player chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Prophecy
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put up to two of them into your hand and the rest into your graveyard."
      """
    And Alice has Test Prophecy in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Forest
    When Alice casts Test Prophecy and it resolves
    Then Forest is in Alice's hand
    And Lightning Bolt is in Alice's graveyard
    And Mountain is in Alice's graveyard

  Scenario: "Put one into your hand and the other into your graveyard" (without "of them")
    Given a card compiled from its Oracle text:
      """
      name: Test Hound
      types: [sorcery]
      oracle: "Look at the top two cards of your library. Put one into your hand and the other into your graveyard."
      """
    And Alice has Test Hound in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice chooses to find Mountain
    When Alice casts Test Hound and it resolves
    Then Mountain is in Alice's hand
    And Lightning Bolt is in Alice's graveyard

  Scenario: "Put one of them into your graveyard": with no word of the other, it stays on top
    Given a card compiled from its Oracle text:
      """
      name: Test Guildpact
      types: [sorcery]
      oracle: "Look at the top two cards of your library. Put one of them into your graveyard.\nDraw a card."
      """
    And Alice has Test Guildpact in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Mountain
    When Alice casts Test Guildpact and it resolves
    Then Mountain is in Alice's graveyard
    And Lightning Bolt is in Alice's hand
    And Forest is in Alice's library

  Scenario: "Put all land cards from among them onto the battlefield and the rest into your hand"
    Given a card compiled from its Oracle text:
      """
      name: Test Artisan
      types: [sorcery]
      oracle: "Reveal the top two cards of your library. Put all land cards from among them onto the battlefield and the rest into your hand."
      """
    And Alice has Test Artisan in hand
    And Alice has Forest in her library
    And Alice has Grizzly Bears in her library
    When Alice casts Test Artisan and it resolves
    Then Forest is on the battlefield
    And Forest is untapped
    And Grizzly Bears is in Alice's hand

  Scenario: "Put all Goblin creature cards with mana value 2 or less … onto the battlefield": each of them, no one choosing
    Given a card compiled from its Oracle text:
      """
      name: Test Grandee
      types: [sorcery]
      oracle: "Reveal the top three cards of your library. Put all Goblin creature cards with mana value 2 or less from among them onto the battlefield and the rest into your graveyard."
      """
    And Alice has Test Grandee in hand
    And Alice has Raging Goblin in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    When Alice casts Test Grandee and it resolves
    Then Raging Goblin is on the battlefield
    And Grizzly Bears is in Alice's graveyard
    And Mountain is in Alice's graveyard

  Scenario: "If you don't put the card into your hand, you may put it into your graveyard": it does, by default
    Given a card compiled from its Oracle text:
      """
      name: Test Botanist
      types: [sorcery]
      oracle: "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard."
      """
    And Alice has Test Botanist in hand
    And Alice has Grizzly Bears in her library
    When Alice casts Test Botanist and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And the ruling marks whether to put Grizzly Bears into their graveyard as assumed

  Scenario: "… you may put it into your graveyard": a player who chooses not to leaves it on top
    Given a card compiled from its Oracle text:
      """
      name: Test Botanist
      types: [sorcery]
      oracle: "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard."
      """
    And Alice has Test Botanist in hand
    And Alice has Grizzly Bears in her library
    And Alice chooses not to use Test Botanist's optional ability
    When Alice casts Test Botanist and it resolves
    Then Grizzly Bears is in Alice's library

  Scenario: "If it's a land card, you may reveal it and put it into your hand": a land goes to the hand, and nothing is asked of the rest
    Given a card compiled from its Oracle text:
      """
      name: Test Botanist
      types: [sorcery]
      oracle: "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard."
      """
    And Alice has Test Botanist in hand
    And Alice has Forest in her library
    When Alice casts Test Botanist and it resolves
    Then Forest is in Alice's hand
    And the ruling does not say "whether to put"

  Scenario: "Otherwise, you may put it on the bottom of your library": a card not of the kind goes under the rest
    Given a card compiled from its Oracle text:
      """
      name: Test Sleeper
      types: [sorcery]
      oracle: "Reveal the top card of your library. If it's a creature card, put it into your hand. Otherwise, you may put it on the bottom of your library.\nDraw a card."
      """
    And Alice has Test Sleeper in hand
    And Alice has Forest in her library
    And Alice has Island in her library
    When Alice casts Test Sleeper and it resolves
    Then Island is in Alice's hand
    And Forest is in Alice's library

  Scenario: "… on the bottom of your library in a random order": no one knows that order, so a draw that turns on it is refused
    Given a card compiled from its Oracle text:
      """
      name: Test Random Recruit
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\nDraw a card."
      """
    And Alice has Test Random Recruit in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    When Alice casts Test Random Recruit and it resolves
    Then judge declines to guess, saying "which card is drawn turns on the order of Alice's library"

  Scenario: Cards put on the bottom in a random order leave the cards above them known
    Given a card compiled from its Oracle text:
      """
      name: Test Random Recruit
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\nDraw a card."
      """
    And Alice has Test Random Recruit in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    When Alice casts Test Random Recruit and it resolves
    Then Grizzly Bears is in Alice's hand
    And Forest is in Alice's hand
    And the ruling says "on the bottom of their library in a random order, which no one knows"

  Scenario: Cards of one name put on the bottom in a random order are the same whatever the order
    Given a card compiled from its Oracle text:
      """
      name: Test Random Recruit
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\nDraw a card."
      """
    And Alice has Test Random Recruit in hand
    And Alice has Mountain in her library as "first mountain"
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library as "second mountain"
    When Alice casts Test Random Recruit and it resolves
    Then Grizzly Bears is in Alice's hand
    And Alice has 2 cards in her hand
    And Alice has 1 card in her library

  Scenario: "… on the bottom of your library in any order": the player's order, as they were by default
    Given a card compiled from its Oracle text:
      """
      name: Test Ordered Recruit
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in any order.\nDraw a card."
      """
    And Alice has Test Ordered Recruit in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Mountain in her library
    When Alice casts Test Ordered Recruit and it resolves
    Then Grizzly Bears is in Alice's hand
    And Lightning Bolt is in Alice's hand
    And Mountain is in Alice's library

  Scenario: "You may put one of those cards back on top of your library. Put the rest into your graveyard."
    Given a card compiled from its Oracle text:
      """
      name: Test Sage
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may put one of those cards back on top of your library. Put the rest into your graveyard.\nDraw a card."
      """
    And Alice has Test Sage in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Mountain
    When Alice casts Test Sage and it resolves
    Then Mountain is in Alice's hand
    And Lightning Bolt is in Alice's graveyard
    And Forest is in Alice's graveyard

  Scenario: "You may put two of those cards back on top of your library in any order. Exile the rest.": in the order chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Foresight
      types: [sorcery]
      oracle: "Look at the top four cards of your library. You may put two of those cards back on top of your library in any order. Exile the rest.\nDraw a card."
      """
    And Alice has Test Foresight in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice has Island in her library
    And Alice chooses to find Forest and Island
    And Alice puts the top cards of Alice's library back as Island and Forest
    When Alice casts Test Foresight and it resolves
    Then Island is in Alice's hand
    And Forest is in Alice's library
    And Lightning Bolt is in exile
    And Mountain is in exile

  Scenario: "Put up to one of them on top of your library and the rest on the bottom …": none kept, the next card is on top
    Given a card compiled from its Oracle text:
      """
      name: Test Scavenger
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put up to one of them on top of your library and the rest on the bottom of your library in a random order.\nDraw a card."
      """
    And Alice has Test Scavenger in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice has Island in her library
    And Alice chooses to find nothing in her library
    When Alice casts Test Scavenger and it resolves
    Then Island is in Alice's hand
    And Lightning Bolt is in Alice's library

  Scenario: "You may look at the top five cards … If you do, reveal up to one basic land card …, then put that card on top of your library and the rest on the bottom"
    Given a card compiled from its Oracle text:
      """
      name: Test Wayfinder
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When this creature enters, you may look at the top three cards of your library. If you do, reveal up to one basic land card from among them, then put that card on top of your library and the rest on the bottom in any order."
      """
    And Alice has Test Wayfinder in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice has Island in her library
    When Alice casts Test Wayfinder and it resolves
    Then Forest is in Alice's library
    And the ruling says "Alice puts Forest (forest) on top and Lightning Bolt (lightning_bolt), then Grizzly Bears (grizzly_bears) on the bottom of their library"

  Scenario: "You may put a creature card and/or a land card from among them into your hand": one of each kind, by default the nearest the top
    Given a card compiled from its Oracle text:
      """
      name: Test Satyr Dig
      types: [sorcery]
      oracle: "Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard."
      """
    And Alice has Test Satyr Dig in hand
    And Alice has Grizzly Bears in her library
    And Alice has Llanowar Elves in her library
    And Alice has Forest in her library
    And Alice has Mountain in her library
    When Alice casts Test Satyr Dig and it resolves
    Then Grizzly Bears is in Alice's hand
    And Forest is in Alice's hand
    And Llanowar Elves is in Alice's graveyard
    And Mountain is in Alice's graveyard

  Scenario: "A creature card and/or a land card": two creature cards aren't such a choice
    Given a card compiled from its Oracle text:
      """
      name: Test Satyr Dig
      types: [sorcery]
      oracle: "Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard."
      """
    And Alice has Test Satyr Dig in hand
    And Alice has Grizzly Bears in her library
    And Alice has Llanowar Elves in her library
    And Alice has Forest in her library
    And Alice has Mountain in her library
    And Alice chooses to find Grizzly Bears and Llanowar Elves
    When Alice casts Test Satyr Dig and it resolves
    Then that is not allowed, by CR 608.2c

  Scenario: "A creature card and/or a land card": a land creature card counts as either kind, but as one card
    Given a card defined as:
      """
      name: Test Arbor
      types: [land, creature]
      subtypes: [Forest, Dryad]
      power: 1
      toughness: 1
      """
    And a card compiled from its Oracle text:
      """
      name: Test Satyr Dig
      types: [sorcery]
      oracle: "Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard."
      """
    And Alice has Test Satyr Dig in hand
    And Alice has Test Arbor in her library
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Island in her library
    And Alice chooses to find Test Arbor and Mountain
    When Alice casts Test Satyr Dig and it resolves
    Then Test Arbor is in Alice's hand
    And Mountain is in Alice's hand
    And Island is in Alice's graveyard

  Scenario: "A creature card and/or a land card": with only a land creature card of either kind, it is the one card taken
    Given a card defined as:
      """
      name: Test Arbor
      types: [land, creature]
      subtypes: [Forest, Dryad]
      power: 1
      toughness: 1
      """
    And a card compiled from its Oracle text:
      """
      name: Test Satyr Dig
      types: [sorcery]
      oracle: "Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard."
      """
    And Alice has Test Satyr Dig in hand
    And Alice has Lightning Bolt in her library
    And Alice has Test Arbor in her library
    And Alice has Lightning Bolt in her library as "second bolt"
    When Alice casts Test Satyr Dig and it resolves
    Then Test Arbor is in Alice's hand
    And Alice has 1 card in her hand
    And Lightning Bolt is in Alice's graveyard

  Scenario: "Put up to two instant and/or sorcery cards from among them": each an instant or a sorcery card
    Given a card compiled from its Oracle text:
      """
      name: Test Epiphany
      types: [sorcery]
      oracle: "Reveal the top five cards of your library. Put up to two instant and/or sorcery cards from among them into your hand and the rest into your graveyard."
      """
    And Alice has Test Epiphany in hand
    And Alice has Grizzly Bears in her library
    And Alice has Lightning Bolt in her library
    And Alice has Test Epiphany in her library as "second epiphany"
    And Alice has Giant Growth in her library
    When Alice casts Test Epiphany and it resolves
    Then Lightning Bolt is in Alice's hand
    And second epiphany is in Alice's hand
    And Giant Growth is in Alice's graveyard
    And Grizzly Bears is in Alice's graveyard

  Scenario: "You may put any number of artifact cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."
    Given a card compiled from its Oracle text:
      """
      name: Test Stirrings
      mana_cost: "{X}{G}{G}"
      types: [sorcery]
      oracle: "Reveal the top X cards of your library. You may put any number of artifact cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."
      """
    And Alice has Test Stirrings in hand
    And Alice has Ornithopter in her library
    And Alice has Darksteel Myr in her library
    And Alice has Memnite in her library
    And Alice has Bonesplitter in her library
    When Alice casts Test Stirrings with X = 3 and it resolves
    Then Ornithopter is on the battlefield
    And Darksteel Myr is on the battlefield
    And Memnite is on the battlefield
    And Bonesplitter is in Alice's library

  Scenario: "Any number of artifact cards with mana value X or less": one of greater mana value can't be put onto the battlefield
    Given a card compiled from its Oracle text:
      """
      name: Test Stirrings
      mana_cost: "{X}{G}{G}"
      types: [sorcery]
      oracle: "Reveal the top X cards of your library. You may put any number of artifact cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."
      """
    And Alice has Test Stirrings in hand
    And Alice has Ornithopter in her library
    And Alice has Darksteel Myr in her library
    When Alice casts Test Stirrings with X = 2 and it resolves
    Then Ornithopter is on the battlefield
    And Darksteel Myr is in Alice's graveyard

  Scenario: "Put any number of permanent cards from among them onto the battlefield and the rest into your hand": fewer, if the player chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Genesis
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put any number of permanent cards from among them onto the battlefield and the rest into your hand."
      """
    And Alice has Test Genesis in hand
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice has Lightning Bolt in her library
    And Alice chooses to find Forest
    When Alice casts Test Genesis and it resolves
    Then Forest is on the battlefield
    And Grizzly Bears is in Alice's hand
    And Lightning Bolt is in Alice's hand

  Scenario: An Aura put onto the battlefield from among them would choose what it enchants, which isn't modeled: refused
    Given a card compiled from its Oracle text:
      """
      name: Test Genesis
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put any number of permanent cards from among them onto the battlefield and the rest into your hand."
      """
    And Alice has Test Genesis in hand
    And Alice has Claustrophobia in her library
    And Alice has Forest in her library
    When Alice casts Test Genesis and it resolves
    Then judge declines to guess, saying "Claustrophobia is an Aura put onto the battlefield without being cast"

  Scenario: "Put one of them into your hand and the rest on top of your library in any order": in the order the player chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put one of them into your hand and the rest on top of your library in any order.\nDraw a card."
      """
    And Alice has Test Insight in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Lightning Bolt
    And Alice puts the top cards of Alice's library back as Forest and Mountain
    When Alice casts Test Insight and it resolves
    Then Lightning Bolt is in Alice's hand
    And Forest is in Alice's hand
    And Mountain is in Alice's library

  Scenario: "… and the rest on top of your library in any order": as they were, by default, and the ruling says it assumed so
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [sorcery]
      oracle: "Look at the top three cards of your library. Put one of them into your hand and the rest on top of your library in any order.\nDraw a card."
      """
    And Alice has Test Insight in hand
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice has Forest in her library
    And Alice chooses to find Lightning Bolt
    When Alice casts Test Insight and it resolves
    Then Mountain is in Alice's hand
    And Forest is in Alice's library
    And the ruling marks the order of the top 2 cards of Alice's library as assumed

  Scenario: "You may pay {1}. If you do, look at the top two cards of your library. Put one of them into your hand and the other into your graveyard."
    Given a card compiled from its Oracle text:
      """
      name: Test Dealer
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature dies, you may pay {1}. If you do, look at the top two cards of your library. Put one of them into your hand and the other into your graveyard."
      """
    And Alice controls Test Dealer
    And Alice has Lightning Bolt in her library
    And Alice has Mountain in her library
    And Alice chooses to find Mountain
    And Bob has Lightning Bolt in hand as "bob's bolt"
    When Bob casts bob's bolt targeting Test Dealer and it resolves
    Then Test Dealer is in Alice's graveyard
    And Mountain is in Alice's hand
    And Lightning Bolt is in Alice's graveyard

  Scenario: "{1}: Look at the top card of your library.": its controller sees it, and nothing moves (701.16e)
    Given a card compiled from its Oracle text:
      """
      name: Test Deceiver
      types: [artifact]
      oracle: "{1}: Look at the top card of your library."
      """
    And Alice controls Test Deceiver
    And Alice has Forest in her library
    When Alice activates Test Deceiver's first ability and it resolves
    Then Forest is in Alice's library
    And the ruling says "Alice looks at the top of their library: Forest"
    And the ruling cites CR 701.16e

  Scenario: "If that card is snow, you may reveal it and put it into your hand": a card that isn't stays on top
    Given a card compiled from its Oracle text:
      """
      name: Test Sheets
      types: [artifact]
      oracle: "{1}, {T}: Look at the top card of your library. If that card is snow, you may reveal it and put it into your hand."
      """
    And Alice controls Test Sheets
    And Alice has Forest in her library
    When Alice activates Test Sheets's first ability and it resolves
    Then Forest is in Alice's library

  Scenario: "If that card is snow, you may reveal it and put it into your hand": a snow card goes to the hand
    Given a card defined as:
      """
      name: Test Snow Forest
      types: [land]
      supertypes: [basic, snow]
      subtypes: [Forest]
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sheets
      types: [artifact]
      oracle: "{1}, {T}: Look at the top card of your library. If that card is snow, you may reveal it and put it into your hand."
      """
    And Alice controls Test Sheets
    And Alice has Test Snow Forest in her library
    When Alice activates Test Sheets's first ability and it resolves
    Then Test Snow Forest is in Alice's hand

  Scenario: "If you didn't put a card into your hand this way, draw a card": with none of the kind, the draw follows
    Given a card compiled from its Oracle text:
      """
      name: Test Awaits
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a land card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card."
      """
    And Alice has Test Awaits in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Giant Growth in her library
    And Alice has Craw Wurm in her library
    When Alice casts Test Awaits and it resolves
    Then Craw Wurm is in Alice's hand
    And Lightning Bolt is in Alice's library

  Scenario: "If you didn't put a card into your hand this way, draw a card": a card taken, no draw
    Given a card compiled from its Oracle text:
      """
      name: Test Awaits
      types: [sorcery]
      oracle: "Look at the top three cards of your library. You may reveal a land card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card."
      """
    And Alice has Test Awaits in hand
    And Alice has Lightning Bolt in her library
    And Alice has Forest in her library
    And Alice has Giant Growth in her library
    And Alice has Craw Wurm in her library
    When Alice casts Test Awaits and it resolves
    Then Forest is in Alice's hand
    And Alice has 1 card in her hand
    And Craw Wurm is in Alice's library

  Scenario: "Put a creature card from among them into your hand" (no "you may"): taking none while one fits is refused
    Given a card compiled from its Oracle text:
      """
      name: Test Instincts
      types: [sorcery]
      oracle: "Reveal the top three cards of your library. Put a creature card from among them into your hand and the rest into your graveyard."
      """
    And Alice has Test Instincts in hand
    And Alice has Lightning Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice chooses to find nothing in her library
    When Alice casts Test Instincts and it resolves
    Then that is not allowed, by CR 608.2c
