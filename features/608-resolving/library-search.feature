@cr608
Feature: Searching a library (CR 701.19) and shuffling it (701.20)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rampant
      types: [sorcery]
      oracle: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
      """
    And Alice has Test Rampant in hand

  Scenario: The land found enters the battlefield tapped, and the library is shuffled (701.19a)
    Given Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice has Island in her library
    And Alice chooses to find Island
    When Alice casts Test Rampant and it resolves
    Then Island is on the battlefield
    And Island is tapped
    And Forest is in Alice's library
    And Grizzly Bears is in Alice's library
    And the ruling cites CR 701.20a
    And nothing is assumed

  Scenario: Without a choice, the first basic land from the top is found, and that is assumed
    Given Alice has Grizzly Bears in her library
    And Alice has Forest in her library
    And Alice has Island in her library
    When Alice casts Test Rampant and it resolves
    Then Forest is on the battlefield
    And the ruling marks card to find as assumed

  Scenario: A search for a quality may find nothing even if such a card is there (701.19b)
    Given Alice has Forest in her library
    And Alice chooses to find nothing in her library
    When Alice casts Test Rampant and it resolves
    Then Forest is in Alice's library
    And the ruling cites CR 701.19b

  Scenario: A card that isn't a basic land can't be found by that search (701.19a)
    Given Alice has Grizzly Bears in her library
    And Alice chooses to find Grizzly Bears
    When Alice casts Test Rampant and it resolves
    Then Grizzly Bears is in Alice's library

  Scenario: "Then shuffle and put that card on top": the card found is the next one drawn (701.20b)
    Given a card compiled from its Oracle text:
      """
      name: Test Campus Guide
      types: [sorcery]
      oracle: "Search your library for a basic land card, reveal it, then shuffle and put that card on top.\nDraw a card."
      """
    And Alice has Test Campus Guide in hand
    And Alice has Grizzly Bears in her library
    And Alice has Lightning Bolt in her library
    And Alice has Forest in her library
    When Alice casts Test Campus Guide and it resolves
    Then Forest is in Alice's hand
    And the ruling says "Alice puts Forest (forest) on top of their library"
    And the ruling cites CR 701.20b

  Scenario: A library the scenario only counts has no cards to find by what they are
    Given Alice has 20 cards in her library
    When Alice casts Test Rampant and it resolves
    Then judge declines to guess, saying "which cards the search can find"

  Scenario: "Shuffle this into its owner's library": the spell doesn't go to the graveyard (608.2m)
    Given a card compiled from its Oracle text:
      """
      name: Test Beacon
      types: [instant]
      oracle: "Test Beacon deals 5 damage to any target. Shuffle Test Beacon into its owner's library."
      """
    And Alice has Test Beacon in hand
    And Alice has Forest in her library
    When Alice casts Test Beacon targeting Bob and it resolves
    Then Bob has 15 life
    And Test Beacon is in Alice's library
    And Alice has 2 cards in her library
    And the ruling cites CR 701.20a

  Scenario: "Target player shuffles their graveyard into their library"
    Given a card compiled from its Oracle text:
      """
      name: Test Reminisce
      types: [sorcery]
      oracle: "Target player shuffles their graveyard into their library."
      """
    And Alice has Test Reminisce in hand
    And Bob has Lightning Bolt in his graveyard
    And Bob has Grizzly Bears in his graveyard
    When Alice casts Test Reminisce targeting Bob and it resolves
    Then Lightning Bolt is in Bob's library
    And Grizzly Bears is in Bob's library
    And Bob has 2 cards in his library

  Scenario: After a shuffle no one knows which card is on top: judge declines to name the card drawn (701.20a)
    Given a card compiled from its Oracle text:
      """
      name: Test Cultivate Draw
      types: [sorcery]
      oracle: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\nDraw a card."
      """
    And Alice has Test Cultivate Draw in hand
    And Alice has Grizzly Bears in her library
    And Alice has Lightning Bolt in her library
    And Alice has Forest in her library
    When Alice casts Test Cultivate Draw and it resolves
    Then judge declines to guess, saying "which card is drawn turns on the order of Alice's library, which was shuffled"

  Scenario: Told the order after the shuffle, the card on top is the one drawn
    Given a card compiled from its Oracle text:
      """
      name: Test Cultivate Draw
      types: [sorcery]
      oracle: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\nDraw a card."
      """
    And Alice has Test Cultivate Draw in hand
    And Alice has Grizzly Bears in her library
    And Alice has Lightning Bolt in her library
    And Alice has Forest in her library
    And Alice's library after a shuffle is, top first, Lightning Bolt and Grizzly Bears
    When Alice casts Test Cultivate Draw and it resolves
    Then Lightning Bolt is in Alice's hand
    And Grizzly Bears is in Alice's library
    And Forest is on the battlefield

  Scenario: A library the scenario only counts has no order to know: the draw goes on
    Given a card compiled from its Oracle text:
      """
      name: Test Shuffle Draw
      types: [sorcery]
      oracle: "You shuffle your graveyard into your library.\nDraw a card."
      """
    And Alice has Test Shuffle Draw in hand
    And Alice has 3 cards in her library
    When Alice casts Test Shuffle Draw and it resolves
    Then Alice has 2 cards in her library

  Scenario: "Its controller may search their library …": the exiled creature's controller searches theirs (701.19a, 608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Path
      types: [instant]
      oracle: "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle."
      """
    And Alice has Test Path in hand
    And Bob controls Hill Giant
    And Bob has Forest in library
    When Alice casts Test Path targeting Hill Giant and it resolves
    Then Hill Giant is in exile
    And Forest is on the battlefield
    And Forest is controlled by Bob
    And Forest is tapped

  Scenario: "Its controller may search …": declined, nothing is found and nothing shuffled
    Given a card compiled from its Oracle text:
      """
      name: Test Path
      types: [instant]
      oracle: "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle."
      """
    And Alice has Test Path in hand
    And Bob controls Hill Giant
    And Bob has Forest in library
    And Bob chooses not to use Test Path's optional ability
    When Alice casts Test Path targeting Hill Giant and it resolves
    Then Forest is in Bob's library
