@cr506
Feature: "You may have this creature assign its combat damage as though it weren't blocked" (CR 609.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Thorn Elemental
      types: [creature]
      power: 7
      toughness: 7
      oracle: "You may have this creature assign its combat damage as though it weren't blocked."
      """
    And it is Alice's turn
    And Alice controls Test Thorn Elemental
    And Bob controls Grizzly Bears

  Scenario: Blocked, it deals all its combat damage to the defending player
    When Alice attacks with Test Thorn Elemental, which Grizzly Bears blocks, and combat ends
    Then Bob has 13 life
    And Grizzly Bears is on the battlefield
    And the ruling cites CR 609.4

  Scenario: Its controller may instead have it deal its damage to the blocker
    Given Alice chooses not to use Test Thorn Elemental's optional ability
    When Alice attacks with Test Thorn Elemental, which Grizzly Bears blocks, and combat ends
    Then Bob has 20 life
    And Grizzly Bears is in Bob's graveyard

  Scenario: Blocked by a creature that left combat, it may still deal its damage to the player
    Given Alice has Lightning Bolt in hand
    When Alice attacks with Test Thorn Elemental, which Grizzly Bears blocks, and Alice casts Lightning Bolt targeting Grizzly Bears before damage
    Then Bob has 13 life

  Scenario: The blocker still deals its damage to it
    When Alice attacks with Test Thorn Elemental, which Grizzly Bears blocks, and combat ends
    Then Test Thorn Elemental has 2 damage marked on it
