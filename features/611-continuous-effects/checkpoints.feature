@cr611
Feature: Checkpoints: the game as it was after an action or as a step began, checked where it stood (CR 208.4b, 514.2, 613.4)

  Scenario: Giant Growth modifies whatever base power Turn to Frog sets
    Given Alice controls Mutavault
    And Alice has Giant Growth in hand
    And Bob has Turn to Frog in hand
    And the scenario checks after action 2 that Mutavault has base power and toughness 2/2
    And the scenario checks after action 4 that Mutavault is 5/5
    And the scenario checks after action 5 that the stack holds Turn to Frog
    And the scenario checks after action 6 that Mutavault has base power and toughness 1/1
    And the scenario checks after action 6 that Mutavault is 4/4
    And the scenario checks as the cleanup step begins that Mutavault is 4/4
    When Alice activates Mutavault's second ability and it resolves
    And Alice casts Giant Growth targeting Mutavault and it resolves
    And Bob casts Turn to Frog targeting Mutavault and it resolves
    And the game advances to the upkeep step
    Then every checkpoint holds
    And the type line of Mutavault is "land"

  Scenario: A checkpoint as the combat damage step begins sees the game before any damage
    Given it is Alice's turn, declare blockers step
    And Alice controls Grizzly Bears
    And Grizzly Bears is attacking Bob
    And the scenario checks as the combat damage step begins that Bob has 20 life
    When the game advances to the end of combat step
    Then every checkpoint holds
    And Bob has 18 life
