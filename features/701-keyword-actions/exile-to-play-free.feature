@cr701
Feature: Exiling cards to play them for a time "without paying their mana costs" (CR 601.3, 611.2a, 118.9)

  The exiled card may be played from exile until the time runs out; cast that way, its mana
  cost isn't paid: an alternative cost of nothing (118.9), so a spell with {X} has X = 0
  (107.3b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Free Impulse
      types: [sorcery]
      oracle: "Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost."
      """

  Scenario: The exiled card is cast from exile without paying its mana cost
    Given Alice has Lava Spike in her library
    And Alice has Test Free Impulse in hand
    When Alice casts Test Free Impulse and it resolves
    And Alice casts Lava Spike targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling cites CR 118.9

  Scenario: A spell with X cast from exile without paying its mana cost has X = 0
    Given Alice has Blaze in her library
    And Alice has Test Free Impulse in hand
    When Alice casts Test Free Impulse and it resolves
    And Alice casts Blaze with X = 3 targeting Bob and it resolves
    Then that is not allowed, by CR 107.3b

  Scenario: The cards another player exiled are played by the ability's controller, for free, this turn
    Given a card compiled from its Oracle text:
      """
      name: Test Robber
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever Test Robber deals combat damage to a player, that player exiles the top two cards of their library. Until end of turn, you may play those cards without paying their mana costs."
      """
    And Alice controls Test Robber
    And Bob has Grizzly Bears in his library
    And Bob has Forest in his library
    When Alice attacks with Test Robber and combat ends
    And Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is controlled by Alice
    And Bob has 18 life
    And the ruling cites CR 118.9
