@cr608
Feature: "A card named …": the name itself, not the object (CR 201.2a, 201.5)

  Text that names its own object by name means only that object (201.5), but "a card named
  Relentless Rats" or "each other creature named …" names cards by that name, whichever
  they are.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rats
      types: [creature]
      subtypes: [Rat]
      power: 2
      toughness: 2
      oracle: "This creature gets +1/+1 for each other creature on the battlefield named Test Rats.\nA deck can have any number of cards named Test Rats."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Hawk
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, search your library for a card named Test Hawk, reveal it, put it into your hand, then shuffle."
      """

  Scenario: Each other creature with the name counts
    Given Alice controls Test Rats as "rats one"
    And Alice controls Test Rats as "rats two"
    And Bob controls Test Rats as "rats three"
    And Alice controls Grizzly Bears
    When all players pass priority until the stack is empty
    Then rats one is 4/4
    And rats three is 4/4

  Scenario: A card with the name is found; another card isn't
    Given Alice has Test Hawk in hand as "first hawk"
    And Alice has Grizzly Bears in her library
    And Alice has Test Hawk in her library as "second hawk"
    When Alice casts first hawk and it resolves
    Then second hawk is in Alice's hand
    And Grizzly Bears is in Alice's library
