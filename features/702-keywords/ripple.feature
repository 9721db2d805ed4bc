@cr702
Feature: Ripple (CR 702.60a): reveal the top cards, cast those with the same name free

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Surging Flame
      types: [instant]
      oracle: "Ripple 4 (When you cast this spell, you may reveal the top four cards of your library. You may cast any revealed cards with the same name as this spell without paying their mana costs. Put the rest on the bottom of your library.)\nTest Surging Flame deals 2 damage to each opponent."
      """
    And Alice has Test Surging Flame in hand
    And Alice has Grizzly Bears in her library
    And Alice has Test Surging Flame in her library as "second flame"
    And Alice has Llanowar Elves in her library
    And Alice has Lightning Bolt in her library
    And Alice has Counterspell in her library

  Scenario: A revealed card with the same name is cast free, the rest go to the bottom (702.60a)
    When Alice casts Test Surging Flame and it resolves
    Then Bob has 16 life
    And second flame is in Alice's graveyard
    And the ruling cites CR 702.60a
    And the ruling marks the order of the revealed cards put on the bottom of the library as assumed

  Scenario: Its controller may choose not to reveal
    Given Alice chooses not to use Test Surging Flame's optional ability
    When Alice casts Test Surging Flame and it resolves
    Then Bob has 18 life
    And second flame is in Alice's library
