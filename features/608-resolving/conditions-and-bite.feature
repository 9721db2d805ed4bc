@cr608
Feature: Conditional instructions, intervening "if" clauses and one creature dealing damage (CR 608.2c, 603.4, 120.1)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Tinker
      types: [sorcery]
      oracle: "Draw a card. If you control three or more artifacts, you gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Herald
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if you control three or more creatures, you gain 4 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bite
      types: [instant]
      oracle: "Target creature you control deals damage equal to its power to target creature you don't control."
      """

  Scenario: The condition is checked as the spell gets to it (608.2c)
    Given Alice controls Ornithopter
    And Alice controls Memnite
    And Alice controls Sol Ring
    And Alice has Test Tinker in hand
    When Alice casts Test Tinker and it resolves
    Then Alice has 23 life

  Scenario: A false condition skips what it governs, not the rest
    Given Alice controls Ornithopter
    And Alice has Test Tinker in hand
    And Alice has 5 cards in her library
    When Alice casts Test Tinker and it resolves
    Then Alice has 20 life
    And Alice has 4 cards in her library

  Scenario: A false intervening "if" means the ability doesn't trigger (603.4)
    Given Alice controls Grizzly Bears
    And Alice has Test Herald in hand
    When Alice casts Test Herald and it resolves
    Then Alice has 20 life

  Scenario: A true intervening "if" lets it trigger and resolve
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice has Test Herald in hand
    When Alice casts Test Herald and it resolves
    Then Alice has 24 life

  Scenario: The first target deals the damage, equal to its power (120.1)
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Bite in hand
    When Alice casts Test Bite targeting Hill Giant and Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Hill Giant has 0 damage marked on it

  Scenario: A creature that deals damage to itself equal to its power (120.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Inner Struggle
      types: [instant]
      oracle: "Target creature deals damage to itself equal to its power."
      """
    And Bob controls Hill Giant
    And Alice has Test Inner Struggle in hand
    When Alice casts Test Inner Struggle targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
