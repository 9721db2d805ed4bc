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
    And a card compiled from its Oracle text:
      """
      name: Test Potion
      mana_cost: "{X}{W}{W}"
      types: [instant]
      oracle: "Choose one —\n• Target player gains X life.\n• Test Potion deals X damage to any target."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sage
      mana_cost: "{X}{U}{U}"
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, draw X cards."
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

  Scenario: Each mode of a modal spell reads the X chosen as it was cast (700.2, 107.3a)
    Given Alice has Test Potion in hand
    When Alice casts Test Potion with X = 3 choosing mode 1 targeting Alice and it resolves
    Then Alice has 23 life

  Scenario: An enters trigger reads the X of the spell that became the permanent (107.3m)
    Given Alice has Test Sage in hand
    And Alice has 5 cards in her library
    When Alice casts Test Sage with X = 2 and it resolves
    Then Alice has 2 cards in her hand
    And Alice has 3 cards in her library

  Scenario: "Target creature card with mana value X or less": X announced before targets (601.2b–c)
    Given a card compiled from its Oracle text:
      """
      name: Test Unearthing
      types: [sorcery]
      mana_cost: "{X}{B}"
      oracle: "Return target creature card with mana value X or less from your graveyard to the battlefield."
      """
    And Alice has Test Unearthing in hand
    And Alice has Grizzly Bears in graveyard
    When Alice casts Test Unearthing with X = 2 targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield

  Scenario: A card whose mana value is more than X isn't a legal target
    Given a card compiled from its Oracle text:
      """
      name: Test Unearthing
      types: [sorcery]
      mana_cost: "{X}{B}"
      oracle: "Return target creature card with mana value X or less from your graveyard to the battlefield."
      """
    And Alice has Test Unearthing in hand
    And Alice has Hill Giant in graveyard
    When Alice casts Test Unearthing with X = 2 targeting Hill Giant and it resolves
    Then that is not allowed, by CR 115.1
