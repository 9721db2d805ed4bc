@cr500
Feature: Extra turns (CR 500.7)

  An extra turn comes directly after the turn it was given in. Given several, the most
  recently created is taken first.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Time Walk
      types: [sorcery]
      oracle: "Take an extra turn after this one."
      """
    And Alice has 5 cards in her library
    And Bob has 5 cards in his library

  Scenario: The caster takes the next turn
    Given Alice has Test Time Walk in hand
    When Alice casts Test Time Walk and it resolves
    And the game advances to the upkeep step
    Then the ruling says "Turn 2 (Alice, an extra turn): the untap step begins"
    And the ruling says "Turn 2 (Alice): the upkeep step begins"
    And the ruling cites CR 500.7

  Scenario: After the extra turn, the turn order goes on
    Given Alice has Test Time Walk in hand
    When Alice casts Test Time Walk and it resolves
    And the game advances to the upkeep step
    And the game advances to the draw step
    And the game advances to the upkeep step
    Then the ruling says "Turn 3 (Bob): the upkeep step begins"

  Scenario: Without one, the next player takes the next turn
    Given Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And the game advances to the upkeep step
    Then the ruling says "Turn 2 (Bob): the upkeep step begins"
