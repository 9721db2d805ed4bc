@cr701
Feature: Exiling the top card of a library to play it for a time (CR 701.11a, 601.3, 611.2a)

  "Exile the top card of your library. You may play that card this turn." The card is in
  exile; an effect allows its controller to play it there — cast it as a spell, or play it as
  their land for the turn — until the time runs out.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Impulse
      types: [sorcery]
      oracle: "Exile the top card of your library. You may play that card this turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scry Fire
      types: [sorcery]
      oracle: "Exile the top card of your library. You may cast that card this turn."
      """

  Scenario: The exiled spell can be cast from exile (601.3)
    Given Alice has Grizzly Bears in her library
    And Alice has Test Impulse in hand
    When Alice casts Test Impulse and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And the ruling cites CR 601.3

  Scenario: An exiled land can be played, and it is the land for the turn (305.2a)
    Given Alice has Forest in her library
    And Alice has Test Impulse in hand
    And Alice has Plains in hand
    When Alice casts Test Impulse and it resolves
    And Alice plays Forest
    Then Forest is on the battlefield
    When Alice plays Plains
    Then that is not allowed, by CR 305.2

  Scenario: "You may cast" doesn't let a land be played
    Given Alice has Forest in her library
    And Alice has Test Scry Fire in hand
    When Alice casts Test Scry Fire and it resolves
    And Alice plays Forest
    Then that is not allowed, by CR 601.3

  Scenario: Only the player the effect names may play it
    Given Alice has Grizzly Bears in her library
    And Alice has Test Impulse in hand
    When Alice casts Test Impulse and it resolves
    And Bob casts Grizzly Bears and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: "This turn" ends with the turn (611.2a, 514.2)
    Given Alice has Forest in her library
    And Alice has Test Impulse in hand
    When Alice casts Test Impulse and it resolves
    And the game advances to the upkeep step
    And Alice plays Forest
    Then that is not allowed, by CR 611.2a
