@cr800
Feature: A player who loses a game of three or more leaves it (CR 800.4a, 104.2a)

  When a player loses and two or more players are still in the game, the game goes on and the
  player who lost leaves it: every object they own leaves the game, effects that give them
  control of something end, and anything they still control is exiled. The last player still
  in the game wins.

  Background:
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's turn

  Scenario: The objects a player owns leave the game with them
    Given Bob has 2 life
    And Bob controls Grizzly Bears
    And Carol controls Savannah Lions
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has lost the game
    And the game is still going
    And Grizzly Bears no longer exists
    And Savannah Lions is on the battlefield
    And the ruling says "Bob leaves the game; it goes on without Bob"
    And the ruling cites CR 800.4a

  Scenario: The last player still in the game wins
    Given Bob has 2 life
    And Carol has 2 life
    And Alice has Flame Rift in hand
    When Alice casts Flame Rift and it resolves
    Then Alice wins the game
