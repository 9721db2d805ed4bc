@cr611
Feature: "+1/+1 for each poison counter your opponents have", "for each card in your opponents' hands", "for each Swamp your opponents control": counted again whenever the static ability applies (CR 611.3a, 613.4c, 122.1f)

  What all the controller's opponents have together is counted each time the layers are
  applied, so the creature's size follows the game.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Plague Fiend
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +1/+1 for each poison counter your opponents have."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Thought Eater
      types: [creature]
      power: 4
      toughness: 4
      oracle: "This creature gets -1/-1 for each card in your opponents' hands."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mind Rot
      types: [sorcery]
      oracle: "Target player discards two cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bog Stalker
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +1/+0 for each Swamp your opponents control."
      """

  Scenario: The opponents' poison counters count; the controller's own don't
    Given Alice controls Test Plague Fiend
    And Bob has 3 poison counters
    And Alice has 2 poison counters
    When a player would receive priority
    Then Test Plague Fiend is 5/5
    And the ruling says "this gets +1/+1 for each poison counter your opponents have"

  Scenario: A poison counter given later counts at once
    Given Alice controls Test Plague Fiend
    And Alice controls Glistener Elf
    And Bob has 3 poison counters
    When Alice attacks with Glistener Elf and combat ends
    Then Bob has 4 poison counters
    And Test Plague Fiend is 6/6

  Scenario: The cards in the opponents' hands count, and stop counting once discarded
    Given Alice controls Test Thought Eater
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    And Alice has Test Mind Rot in hand
    And Alice has Forest in hand
    When Alice casts Test Mind Rot targeting Bob and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Test Thought Eater is 4/4

  Scenario: With cards in an opponent's hand it is smaller
    Given Alice controls Test Thought Eater
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When a player would receive priority
    Then Test Thought Eater is 2/2

  Scenario: "Your opponents control": only the opponents' Swamps count
    Given Alice controls Test Bog Stalker
    And Bob controls Swamp as "first swamp"
    And Bob controls Swamp as "second swamp"
    And Alice controls Swamp as "own swamp"
    When a player would receive priority
    Then Test Bog Stalker is 3/1

  Scenario: A resolving spell counts the opponents' cards in hand once, as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Peek Tax
      types: [sorcery]
      oracle: "You gain 1 life for each card in your opponents' hands."
      """
    And Alice has Test Peek Tax in hand
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When Alice casts Test Peek Tax and it resolves
    Then Alice has 22 life
