@cr701
Feature: A card name chosen as it resolves, then a search for every card with it (CR 608.2d, 701.19)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Games
      types: [sorcery]
      oracle: "Choose a nonland card name. Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles."
      """
    And Alice has Test Games in hand
    And Bob has Lightning Bolt in hand
    And Bob has Grizzly Bears in hand
    And Bob has Lightning Bolt in his library
    And Bob has Forest in his library

  Scenario: Every card with the chosen name is exiled from the three zones, and the library shuffled
    Given Bob has Lightning Bolt in his graveyard
    And the card name chosen for Test Games is "Lightning Bolt"
    When Alice casts Test Games targeting Bob and it resolves
    Then Bob has 1 card in his hand
    And Bob has 1 card in his library
    And Grizzly Bears is in Bob's hand
    And the ruling cites CR 701.20a
    And the ruling cites CR 608.2d

  Scenario: Not told which name, the first nonland card in the player's hand is named, assumed
    When Alice casts Test Games targeting Bob and it resolves
    Then Bob has 1 card in his hand
    And Grizzly Bears is in Bob's hand
    And the ruling marks a card name as assumed

  Scenario: A land card's name isn't a nonland card name
    Given the card name chosen for Test Games is "Forest"
    When Alice casts Test Games targeting Bob and it resolves
    Then that is not allowed, by CR 608.2d

  Scenario: A library the scenario only counts can't be searched for a name
    Given Bob has 20 cards in his library
    And the card name chosen for Test Games is "Lightning Bolt"
    When Alice casts Test Games targeting Bob and it resolves
    Then judge declines to guess, saying "which cards have the chosen name"
