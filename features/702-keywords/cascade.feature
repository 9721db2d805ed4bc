@cr702
Feature: Cascade (CR 702.85): a free spell from the top of the library

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Bloodbraid Elf
      mana_cost: "{2}{R}{G}"
      types: [creature]
      subtypes: [Elf, Berserker]
      power: 3
      toughness: 2
      oracle: "Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)\nHaste"
      """

  Scenario: Lands and cards with greater mana value are passed over; the first that costs less is cast free (702.85a)
    Given Alice has Forest in her library
    And Alice has Serra Angel in her library
    And Alice has Grizzly Bears in her library
    And Alice has Island in her library
    And Alice has Test Bloodbraid Elf in hand
    When Alice casts Test Bloodbraid Elf and it resolves
    Then Grizzly Bears is on the battlefield
    And Test Bloodbraid Elf is on the battlefield
    And Alice has 3 cards in her library
    And the ruling cites CR 702.85a
    And the ruling cites CR 608.2g
    And the ruling marks the random order of the cards put on the bottom of the library as assumed

  Scenario: Its caster may decline; every exiled card goes to the bottom
    Given Alice has Forest in her library
    And Alice has Grizzly Bears in her library
    And Alice has Test Bloodbraid Elf in hand
    And Alice chooses not to use Test Bloodbraid Elf's optional ability
    When Alice casts Test Bloodbraid Elf and it resolves
    Then Alice has 2 cards in her library
    And Grizzly Bears is in Alice's library
