@cr701
Feature: Clash (CR 701.23)

  To clash with an opponent, you and that opponent each reveal the top card of your library;
  you win if yours has a higher mana value than the other. Each player, in APNAP order, may put
  the revealed card on the bottom of their library. A library the scenario only counts has no
  top card to compare, so judge refuses to guess.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Boggart
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When this creature enters, clash with an opponent. If you win, put a +1/+1 counter on this creature."
      """
    And Alice has Test Boggart in hand

  Scenario: The higher mana value wins (701.23d)
    Given Alice has Craw Wurm in her library
    And Bob has Grizzly Bears in his library
    When Alice casts Test Boggart and it resolves
    Then Test Boggart has 1 +1/+1 counter on it
    And the ruling cites CR 701.23d
    And the ruling says "Alice wins the clash with Bob"

  Scenario: A tie isn't a win (701.23d)
    Given Alice has Grizzly Bears in her library
    And Bob has Grizzly Bears in his library
    And Bob has Llanowar Elves in his library
    When Alice casts Test Boggart and it resolves
    Then Test Boggart has no counters on it

  Scenario: Each player may put the card on the bottom (701.23a)
    Given Alice has Craw Wurm in her library
    And Alice has Island in her library
    And Bob has Grizzly Bears in his library
    And Alice puts the card she revealed on the bottom
    And Bob puts the card he revealed on the top
    When Alice casts Test Boggart and it resolves
    Then Test Boggart has 1 +1/+1 counter on it
    And the ruling says "Alice chooses where to put Craw Wurm"

  Scenario: Not said, the cards stay on top, marked assumed
    Given Alice has Craw Wurm in her library
    And Bob has Grizzly Bears in his library
    When Alice casts Test Boggart and it resolves
    Then the ruling marks Alice chooses where to put Craw Wurm as assumed

  Scenario: An empty library reveals nothing; the other player's card wins
    Given Bob has Grizzly Bears in his library
    When Alice casts Test Boggart and it resolves
    Then Test Boggart has no counters on it

  Scenario: Otherwise (701.23b)
    Given a card compiled from its Oracle text:
      """
      name: Test Teeth
      types: [sorcery]
      oracle: "Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a card."
      """
    And Alice has Test Teeth in hand
    And Alice has Llanowar Elves in her library
    And Bob has Craw Wurm in his library
    And Bob has Island in hand
    And Bob has Forest in hand
    When Alice casts Test Teeth targeting Bob and it resolves
    Then Bob has 1 card in his hand

  Scenario: A library the scenario only counts has no known top card to compare
    Given Alice has Craw Wurm in her library
    And Bob has 5 cards in his library
    When Alice casts Test Boggart and it resolves
    Then judge declines to guess, saying "a clash turns on the top card of Bob's library"
