@cr704
Feature: Players lose the game as a state-based action (CR 704.5a, 704.5b, 704.5c, 104.4a)
  State-based actions are checked whenever a player would receive priority, all at once.

  Scenario: A player with 0 life loses (704.5a)
    Given Bob has 3 life
    And Alice has cast Lightning Bolt targeting Bob
    When all players pass priority until the stack is empty
    Then Bob has lost the game
    And Alice wins the game
    And the ruling cites CR 704.5a

  Scenario: A player who drew from an empty library loses (704.5b)
    Given Bob has 1 card in his library
    And Alice has cast Sign in Blood targeting Bob
    When all players pass priority until the stack is empty
    Then Bob has lost the game
    And the ruling cites CR 121.4
    And the ruling cites CR 704.5b

  Scenario: A player with ten poison counters loses (704.5c)
    Given Bob has 10 poison counters
    When a player would receive priority
    Then Bob has lost the game
    And the ruling cites CR 704.5c

  Scenario: Both players lose at once and the game is a draw (704.3, 104.4a)
    Given Alice has 4 life
    And Alice has 5 cards in her library
    And Bob has 1 card in his library
    And Alice has cast Urza's Guilt
    When all players pass priority until the stack is empty
    Then Alice has lost the game
    And Bob has lost the game
    And the game is a draw
    And the ruling cites CR 104.4a

  Scenario: Every reason a player loses is performed at once, and cited (704.3)
    Given Bob has 2 life
    And Bob has 1 card in his library
    And Alice has cast Sign in Blood targeting Bob
    When all players pass priority until the stack is empty
    Then Bob has lost the game
    And the ruling cites CR 704.5a
    And the ruling cites CR 704.5b
