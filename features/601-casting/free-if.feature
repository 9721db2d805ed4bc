@cr601
Feature: "If [condition], you may cast this spell without paying its mana cost": an alternative cost (CR 118.9, 601.2b)

  Casting a spell without paying its mana cost is an alternative cost (118.9), announced as it
  is cast (601.2b) and allowed only while the condition holds; a spell with {X} cast this way
  has X = 0 (107.3b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Nightmare Edict
      types: [instant]
      mana_cost: "{3}{B}"
      oracle: "If an opponent controls a Plains and you control a Swamp, you may cast this spell without paying its mana cost.\nDestroy target creature."
      """

  Scenario: While an opponent controls a Plains and its caster controls a Swamp, it is cast without paying its mana cost
    Given Alice controls Swamp
    And Bob controls Plains
    And Bob controls Grizzly Bears
    And Alice has Test Nightmare Edict in hand
    When Alice casts Test Nightmare Edict for its pay_instead cost targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And the ruling cites CR 118.9

  Scenario: Without a Plains an opponent controls, it can't be cast without paying its mana cost
    Given Alice controls Swamp
    And Alice controls Plains
    And Bob controls Grizzly Bears
    And Alice has Test Nightmare Edict in hand
    When Alice casts Test Nightmare Edict for its pay_instead cost targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 118.9

  Scenario: Cast for its mana cost, the condition doesn't matter
    Given Bob controls Grizzly Bears
    And Alice has Test Nightmare Edict in hand
    When Alice casts Test Nightmare Edict targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard

  Scenario: A spell with X cast this way can only have X = 0 (107.3b)
    Given a card compiled from its Oracle text:
      """
      name: Test Free Blaze
      types: [sorcery]
      mana_cost: "{X}{R}"
      oracle: "If you've cast another red spell this turn, you may cast this spell without paying its mana cost.\nTest Free Blaze deals X damage to any target."
      """
    And Alice has Lightning Bolt in hand
    And Alice has Test Free Blaze in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Free Blaze with X = 3 for its pay_instead cost targeting Bob and it resolves
    Then that is not allowed, by CR 107.3b

  Scenario: After another red spell this turn, a spell with X is cast without paying its mana cost, X being 0
    Given a card compiled from its Oracle text:
      """
      name: Test Free Blaze
      types: [sorcery]
      mana_cost: "{X}{R}"
      oracle: "If you've cast another red spell this turn, you may cast this spell without paying its mana cost.\nTest Free Blaze deals X damage to any target."
      """
    And Alice has Lightning Bolt in hand
    And Alice has Test Free Blaze in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Free Blaze for its pay_instead cost targeting Bob and it resolves
    Then Bob has 17 life
    And Test Free Blaze is in Alice's graveyard
    And the ruling cites CR 107.3b
