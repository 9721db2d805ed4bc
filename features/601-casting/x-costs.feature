@cr601
Feature: X in a spell's mana cost (CR 107.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Fireball
      mana_cost: "{X}{R}"
      types: [sorcery]
      oracle: "Test Fireball deals X damage to any target."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Hydra
      mana_cost: "{X}{G}{G}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with X +1/+1 counters on it."
      """

  Scenario: The caster chooses X as they cast the spell (107.3a)
    Given Alice has Test Fireball in hand
    When Alice casts Test Fireball with X = 4 targeting Bob and it resolves
    Then Bob has 16 life
    And nothing is assumed

  Scenario: With X not given, 0 is assumed
    Given Alice has Test Fireball in hand
    When Alice casts Test Fireball targeting Bob and it resolves
    Then Bob has 20 life
    And the ruling marks the value of X as assumed

  Scenario: A permanent enters with X counters: the X of the spell it was (107.3m)
    Given Alice has Test Hydra in hand
    When Alice casts Test Hydra with X = 3 and it resolves
    Then Test Hydra has 3 +1/+1 counters on it
    And Test Hydra is 3/3

  Scenario: Cast for X = 0, it enters with no counters and dies (704.5f)
    Given Alice has Test Hydra in hand
    When Alice casts Test Hydra with X = 0 and it resolves
    Then Test Hydra is in Alice's graveyard

  Scenario: A spell without {X} in its cost takes no X (107.3a)
    Given Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt with X = 2 targeting Bob and it resolves
    Then that is not allowed, by CR 107.3a
