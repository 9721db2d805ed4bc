@cr506
Feature: Combat (CR 506–511)

  Scenario: An unblocked creature deals its damage to the defending player (510.1b)
    Given Alice controls Hill Giant
    When Alice attacks with Hill Giant and combat ends
    Then Bob has 17 life
    And Hill Giant is 3/3

  Scenario: First strike damage comes in its own step (510.4)
    Given Alice controls Elvish Archers
    And Bob controls Savannah Lions
    When Alice attacks with Elvish Archers and Savannah Lions blocks and combat ends
    Then Savannah Lions is in Bob's graveyard
    And Elvish Archers has 0 damage marked on it

  Scenario: Players get priority in the first-strike damage step (510.4, 117.3a)
    Given Alice controls White Knight
    And Bob controls Hill Giant
    And Alice has Giant Growth in hand
    When Alice attacks with White Knight and Hill Giant blocks
    And the game advances to the combat damage step
    And Alice casts Giant Growth targeting White Knight and it resolves
    And the game advances to the end of combat step
    Then White Knight is on the battlefield
    And White Knight has 3 damage marked on it
    And Hill Giant has 2 damage marked on it
    And the ruling cites CR 117.3a

  Scenario: Without first or double strike there is no first-strike damage step (510.4)
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    When Alice attacks with Hill Giant and Grizzly Bears blocks
    And the game advances to the first-strike damage step
    Then that is not allowed, by CR 510.4

  Scenario: A creature that can't be blocked can't be blocked (509.1b)
    Given a card defined as:
      """
      name: Test Phantom Warrior
      mana_cost: "{1}{U}{U}"
      types: [creature]
      power: 2
      toughness: 2
      abilities:
        - static: {affects: this, restrict: [be blocked]}
      """
    And Alice controls Test Phantom Warrior
    And Bob controls Grizzly Bears
    When Alice attacks with Test Phantom Warrior and Grizzly Bears blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: Vigilance: attacking doesn't tap (702.20b)
    Given Alice controls Serra Angel
    When Alice attacks with Serra Angel and combat ends
    Then Bob has 16 life
    And the step saying "vigilance: it attacks without tapping" cites CR 702.20b

  Scenario: Reach lets a creature block one with flying, and the block says so (702.9b, 702.17b)
    Given Alice controls Serra Angel
    And Bob controls Giant Spider
    When Alice attacks with Serra Angel and Giant Spider blocks and combat ends
    Then Giant Spider is in Bob's graveyard
    And the step saying "it has reach, so it can block a creature with flying" cites CR 702.17b
    And the step saying "it has reach, so it can block a creature with flying" cites CR 702.9b

  Scenario: A creature with flying blocks one with flying (702.9b)
    Given Alice controls Serra Angel
    And Bob controls Air Elemental
    When Alice attacks with Serra Angel and Air Elemental blocks and combat ends
    Then the step saying "it has flying, so it can block a creature with flying" cites CR 702.9b
    And the ruling does not cite CR 702.17b

  Scenario: A blocked creature divides its damage among its blockers as its controller chooses (510.1c)
    Given Alice controls Craw Wurm
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    And Craw Wurm assigns its combat damage as 6 to Savannah Lions
    When Alice attacks with Craw Wurm, which Grizzly Bears and Savannah Lions block, and combat ends
    Then Savannah Lions is in Bob's graveyard
    And Grizzly Bears is on the battlefield
    And Grizzly Bears has 0 damage marked on it

  Scenario: A creature assigns exactly its power (510.1a)
    Given Alice controls Craw Wurm
    And Bob controls Grizzly Bears
    And Craw Wurm assigns its combat damage as 2 to Grizzly Bears
    When Alice attacks with Craw Wurm, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 510.1a

  Scenario: Without trample, none of a blocked creature's damage goes to the player (510.1c)
    Given Alice controls Craw Wurm
    And Bob controls Grizzly Bears
    And Craw Wurm assigns its combat damage as 2 to Grizzly Bears and 4 to Bob
    When Alice attacks with Craw Wurm, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 510.1c

  Scenario: With trample, the player gets damage only once every blocker has lethal damage (702.19b)
    Given Alice controls Ball Lightning
    And Bob controls Grizzly Bears
    And Ball Lightning assigns its combat damage as 1 to Grizzly Bears and 5 to Bob
    When Alice attacks with Ball Lightning, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 702.19b

  Scenario: With trample, lethal damage to the blocker lets the rest through (702.19b)
    Given Alice controls Ball Lightning
    And Bob controls Grizzly Bears
    And Ball Lightning assigns its combat damage as 3 to Grizzly Bears and 3 to Bob
    When Alice attacks with Ball Lightning, which Grizzly Bears blocks, and combat ends
    Then Bob has 17 life
    And Grizzly Bears is in Bob's graveyard

  Scenario: A blocker with lethal damage already marked needs no more, even from deathtouch (702.19b, 702.2c)
    Given a card defined as:
      """
      name: Test Deathtouch Trampler
      mana_cost: "{4}{B}{G}"
      types: [creature]
      power: 5
      toughness: 5
      abilities: [deathtouch, trample]
      """
    And Alice controls Test Deathtouch Trampler
    And Bob controls Darksteel Colossus with 11 damage
    And Test Deathtouch Trampler assigns its combat damage as 5 to Bob
    When Alice attacks with Test Deathtouch Trampler, which Darksteel Colossus blocks, and combat ends
    Then Bob has 15 life
    And Darksteel Colossus is on the battlefield

  Scenario: Only a creature on the battlefield can attack (508.1a)
    Given Alice has Grizzly Bears in hand
    When Alice attacks with Grizzly Bears and combat ends
    Then that is not allowed, by CR 508.1a

  Scenario: The active player can't attack themselves (506.2)
    Given Alice controls Hill Giant
    When Alice attacks Alice with Hill Giant and combat ends
    Then that is not allowed, by CR 506.2

  Scenario: A creature without shadow can't block one with shadow (702.28b)
    Given Alice controls Soltari Priest
    And Bob controls Grizzly Bears
    When Alice attacks with Soltari Priest and Grizzly Bears blocks and combat ends
    Then that is not allowed, by CR 702.28b

  Scenario: Shadow goes unblocked
    Given Alice controls Soltari Priest
    When Alice attacks with Soltari Priest and combat ends
    Then Bob has 18 life

  Scenario: A blocker that stops being a creature is removed from combat (506.4)
    Given a card defined as:
      """
      name: Test Unmake
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous: {affects: t, until: end of turn, set_types: [artifact]}
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Bob has Test Unmake in hand
    When Alice attacks with Grizzly Bears, which Hill Giant blocks, and Bob casts Test Unmake targeting Hill Giant before damage
    Then Grizzly Bears has 0 damage marked on it
    And Hill Giant has 0 damage marked on it
    And Bob has 20 life
    And the ruling cites CR 506.4

  Scenario Outline: Evasion keywords say who may block (702.36b, 702.13b, 702.31b, 702.118b)
    Given a card defined as:
      """
      name: Test Evader
      mana_cost: "{2}{B}"
      types: [creature]
      power: 2
      toughness: 2
      abilities: [<keyword>]
      """
    And Alice controls Test Evader
    And Bob controls <blocker>
    When Alice attacks with Test Evader and <blocker> blocks and combat ends
    Then that is not allowed, by CR <rule>

    Examples:
      | keyword      | blocker         | rule     |
      | fear         | Grizzly Bears   | 702.36b  |
      | intimidate   | Grizzly Bears   | 702.13b  |
      | horsemanship | Grizzly Bears   | 702.31b  |
      | skulk        | Hill Giant      | 702.118b |

  Scenario: Fear lets an artifact creature block (702.36b)
    Given a card defined as:
      """
      name: Test Fearful
      mana_cost: "{2}{B}"
      types: [creature]
      power: 2
      toughness: 2
      abilities: [fear]
      """
    And Alice controls Test Fearful
    And Bob controls Ornithopter
    When Alice attacks with Test Fearful and Ornithopter blocks and combat ends
    Then Ornithopter is in Bob's graveyard
    And Bob has 20 life
    And the step saying "it is an artifact creature or black, so it can block a creature with fear" cites CR 702.36b

  Scenario: A creature that attacks each combat if able must be declared when it is able (508.1d)
    Given Alice controls Bloodrock Cyclops
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then that is not allowed, by CR 508.1d

  Scenario: Declaring no attackers doesn't escape an attack requirement (508.1d)
    Given Alice controls Bloodrock Cyclops
    When the game advances to the end step
    Then that is not allowed, by CR 508.1d

  Scenario: The creature that must attack attacks along with the others (508.1d)
    Given Alice controls Bloodrock Cyclops
    And Alice controls Grizzly Bears
    When Alice attacks with Bloodrock Cyclops and Grizzly Bears and combat ends
    Then Bob has 15 life

  Scenario: A restriction beats a requirement: a pacified Cyclops stays home (508.1d)
    Given Alice controls Bloodrock Cyclops
    And Alice controls Pacifism attached to Bloodrock Cyclops
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 18 life

  Scenario: A creature that can't attack yet isn't required to (508.1d, 302.6)
    Given Alice has Bloodrock Cyclops in hand
    When Alice casts Bloodrock Cyclops and it resolves
    And the game advances to the end step
    Then Bloodrock Cyclops is on the battlefield
    And Bob has 20 life

  Scenario: A creature that blocks each combat if able must block when it can (509.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [creature]
      power: 1
      toughness: 4
      oracle: "This creature blocks each combat if able."
      """
    And it is Bob's turn
    And Alice controls Test Watchman
    And Bob controls Grizzly Bears
    When Bob attacks Alice with Grizzly Bears and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: Blocking with it obeys the requirement (509.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [creature]
      power: 1
      toughness: 4
      oracle: "This creature blocks each combat if able."
      """
    And it is Bob's turn
    And Alice controls Test Watchman
    And Bob controls Grizzly Bears
    When Bob attacks with Grizzly Bears, which Test Watchman blocks, and combat ends
    Then Alice has 20 life
    And Grizzly Bears has 1 damage marked on it

  Scenario: A creature that can't block the attacker need not try (509.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [creature]
      power: 1
      toughness: 4
      oracle: "This creature blocks each combat if able."
      """
    And it is Bob's turn
    And Alice controls Test Watchman
    And Bob controls Air Elemental
    When Bob attacks Alice with Air Elemental and combat ends
    Then Alice has 16 life

  Scenario: A creature that can't be blocked by creatures with power 2 or less (509.1b)
    Given a card compiled from its Oracle text:
      """
      name: Test Bully
      types: [creature]
      power: 3
      toughness: 3
      oracle: "This creature can't be blocked by creatures with power 2 or less."
      """
    And Alice controls Test Bully
    And Bob controls Grizzly Bears
    When Alice attacks with Test Bully and Grizzly Bears blocks
    Then that is not allowed, by CR 509.1b

  Scenario: A creature with more power may block it (509.1b)
    Given a card compiled from its Oracle text:
      """
      name: Test Bully
      types: [creature]
      power: 3
      toughness: 3
      oracle: "This creature can't be blocked by creatures with power 2 or less."
      """
    And Alice controls Test Bully
    And Bob controls Hill Giant
    When Alice attacks with Test Bully, which Hill Giant blocks, and combat ends
    Then Test Bully is in Alice's graveyard
    And Hill Giant is in Bob's graveyard
