@cr722
Feature: The monarch (CR 722): a card at the monarch's end step; combat damage takes the title

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Crown Bearer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, you become the monarch."
      """

  Scenario: An effect makes a player the monarch (722.1)
    Given Alice has Test Crown Bearer in hand
    When Alice casts Test Crown Bearer and it resolves
    Then Alice is the monarch at the end
    And the ruling cites CR 722.1

  Scenario: Becoming the monarch takes the title from the one before (722.3)
    Given Bob is the monarch
    And Alice has Test Crown Bearer in hand
    When Alice casts Test Crown Bearer and it resolves
    Then Alice is the monarch at the end
    And the ruling cites CR 722.3

  Scenario: At the beginning of the monarch's end step, they draw a card (722.2)
    Given Alice is the monarch
    And Alice has 3 cards in her library
    When the game advances to the end step
    And all players pass priority until the stack is empty
    Then Alice has 2 cards in her library
    And the ruling cites CR 722.2

  Scenario: Another player's end step draws the monarch nothing
    Given Bob is the monarch
    And Bob has 3 cards in his library
    When the game advances to the end step
    And all players pass priority until the stack is empty
    Then Bob has 3 cards in his library

  Scenario: A creature's combat damage to the monarch makes its controller the monarch (722.2)
    Given Bob is the monarch
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    And all players pass priority until the stack is empty
    Then Alice is the monarch at the end
    And Bob has 18 life
