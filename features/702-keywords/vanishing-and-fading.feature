@cr702
Feature: Vanishing and fading (CR 702.63, 702.32): counters that run out

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Riftwatcher
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Flying\nVanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Fader
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Fading 1 (This creature enters with one fade counter on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"
      """

  Scenario: It enters with its time counters (702.63a)
    Given Alice has Test Riftwatcher in hand
    When Alice casts Test Riftwatcher and it resolves
    Then Test Riftwatcher has 2 time counters on it

  Scenario: A time counter is removed each upkeep; it stays while one is left
    Given it is Bob's turn, end step
    And Alice controls Test Riftwatcher with 2 time counters
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Riftwatcher has 1 time counter on it
    And Test Riftwatcher is on the battlefield

  Scenario: When the last time counter is removed, it is sacrificed (702.63a)
    Given it is Bob's turn, end step
    And Alice controls Test Riftwatcher with 1 time counter
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Riftwatcher is in Alice's graveyard
    And the ruling cites CR 702.63a

  Scenario: Fading: a fade counter removed; with none to remove, it is sacrificed (702.32a)
    Given it is Bob's turn, end step
    And Alice controls Test Fader with 1 fade counter
    And Bob has 3 cards in his library
    And Alice has 3 cards in her library
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Fader is on the battlefield
    And Test Fader has no counters on it
    When the game advances to the upkeep step
    And the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Fader is in Alice's graveyard
