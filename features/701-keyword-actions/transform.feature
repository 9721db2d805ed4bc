@cr701
Feature: Transform (CR 701.28, 712): a double-faced permanent turns to its other face

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Deserter
      mana_cost: "{3}{R}"
      types: [creature]
      subtypes: [Human, Werewolf]
      power: 3
      toughness: 2
      oracle: "At the beginning of each upkeep, if no spells were cast last turn, transform this creature."
      back:
        name: Test Ransacker
        colors: [red]
        types: [creature]
        subtypes: [Werewolf]
        power: 5
        toughness: 4
        oracle: "Whenever this creature transforms into Test Ransacker, it deals 2 damage to each opponent.\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature."
      """

  Scenario: With no spells cast last turn, it transforms and has its back face's characteristics (701.28a, 712.8e)
    Given it is Bob's turn, end step
    And Alice controls Test Deserter with 1 +1/+1 counter
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Deserter is 6/5
    And Test Deserter has 1 +1/+1 counter on it
    And the ruling cites CR 701.28a
    And the ruling cites CR 712.18

  Scenario: Its back face's "transforms into" ability triggers once it has transformed (701.28e)
    Given it is Bob's turn, end step
    And Alice controls Test Deserter
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 18 life

  Scenario: With a spell cast last turn, it doesn't transform (603.4)
    Given it is Bob's turn, end step
    And Bob cast 1 spell this turn
    And Alice controls Test Deserter
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Deserter is 3/2
    And 0 abilities triggered

  Scenario: A permanent that isn't a double-faced card can't transform (701.28c)
    Given a card compiled from its Oracle text:
      """
      name: Test Single Face
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your upkeep, transform this creature."
      """
    And it is Bob's turn, end step
    And Alice controls Test Single Face
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Single Face is 2/2
    And the ruling cites CR 701.28c

  Scenario: Transformed, it transforms back when a player cast two or more spells last turn
    Given it is Alice's turn, end step
    And Alice controls Test Deserter with its back face up
    And Alice cast 2 spells this turn
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Deserter is 3/2
    And Bob has 20 life
