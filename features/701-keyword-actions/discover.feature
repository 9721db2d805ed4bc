@cr701
Feature: Discover N (CR 701.55): exile until a nonland card of mana value N or less, then cast it or take it

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [sorcery]
      oracle: "Discover 2."
      """

  Scenario: The first nonland card with mana value 2 or less is cast without paying its mana cost (701.55a)
    Given Alice has Test Explorer in hand
    And Alice has Forest in her library
    And Alice has Serra Angel in her library
    And Alice has Grizzly Bears in her library
    And Alice has Island in her library
    When Alice casts Test Explorer and it resolves
    Then Grizzly Bears is on the battlefield
    And Forest is in Alice's library
    And Serra Angel is in Alice's library
    And Island is in Alice's library
    And the ruling cites CR 701.55a

  Scenario: Not cast, the discovered card goes to its owner's hand
    Given Alice has Test Explorer in hand
    And Alice has Forest in her library
    And Alice has Grizzly Bears in her library
    And Alice chooses not to use Test Explorer's optional ability
    When Alice casts Test Explorer and it resolves
    Then Grizzly Bears is in Alice's hand
    And Forest is in Alice's library
