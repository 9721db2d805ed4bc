@cr611
Feature: "+X/+X, where X is …" in a static ability: X is read again whenever the ability applies (CR 611.3a, 613.4c)

  Unlike a resolving "gets +X/+0 until end of turn, where X is …", which reads X once
  (608.2h), a static ability's X follows the game: a life total, the cards in a hand or a
  graveyard, the permanents someone controls, the counters on an Equipment, the greatest power
  among cards in a graveyard, or the affected object's own mana value.

  Scenario: "-X/-X, where X is your life total": it grows as its controller loses life
    Given a card compiled from its Oracle text:
      """
      name: Test Shadow
      types: [creature]
      power: 13
      toughness: 13
      oracle: "This creature gets -X/-X, where X is your life total."
      """
    And Alice has 8 life
    And Alice controls Test Shadow
    And Alice has Lava Spike in hand
    When Alice casts Lava Spike targeting Alice and it resolves
    Then Alice has 5 life
    And Test Shadow is 8/8
    And the ruling says "this gets -X/-X, where X is your life total"

  Scenario: "Where X is your life total" with a high life total: it dies (704.5f)
    Given a card compiled from its Oracle text:
      """
      name: Test Shadow
      types: [creature]
      power: 13
      toughness: 13
      oracle: "This creature gets -X/-X, where X is your life total."
      """
    And Alice controls Test Shadow
    When a player would receive priority
    Then Test Shadow is in Alice's graveyard

  Scenario: An Aura's "your graveyard" is its controller's, whoever the creature's is
    Given a card compiled from its Oracle text:
      """
      name: Test Dread
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets -X/-0, where X is the number of cards in your graveyard."
      """
    And Bob controls Hill Giant
    And Alice controls Test Dread attached to Hill Giant
    And Alice has Forest in her graveyard
    And Alice has Shock in her graveyard
    And Bob has Island in his graveyard
    When a player would receive priority
    Then Hill Giant is 1/3

  Scenario: "All creatures get -X/-0, where X is the number of cards in your hand"
    Given a card compiled from its Oracle text:
      """
      name: Test Mind Cage
      types: [artifact]
      oracle: "All creatures get -X/-0, where X is the number of cards in your hand."
      """
    And Alice controls Test Mind Cage
    And Alice controls Hill Giant
    And Bob controls Craw Wurm
    And Alice has Forest in hand
    And Alice has Island in hand
    When a player would receive priority
    Then Hill Giant is 1/3
    And Craw Wurm is 4/4
    And the ruling says "all creatures get -X/-0, where X is the number of cards in your hand"

  Scenario: "Creatures you control get +X/+X, where X is the number of Forests you control": a land played counts at once
    Given a card compiled from its Oracle text:
      """
      name: Test Grove Anthem
      types: [enchantment]
      oracle: "Creatures you control get +X/+X, where X is the number of Forests you control."
      """
    And Alice controls Test Grove Anthem
    And Alice controls Grizzly Bears
    And Alice controls Forest as "first forest"
    And Alice has Forest in hand as "second forest"
    When Alice plays second forest
    Then Grizzly Bears is 4/4
    And the ruling says "creatures you control get +X/+X, where X is the number of Forests you control"

  Scenario: "Where X is the number of charge counters on this Equipment": the Equipment's own
    Given a card compiled from its Oracle text:
      """
      name: Test Bracers
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +X/+X, where X is the number of charge counters on this Equipment.\nEquip {2}"
      """
    And Alice controls Grizzly Bears with 4 charge counters
    And Alice controls Test Bracers attached to Grizzly Bears with 2 charge counters
    When a player would receive priority
    Then Grizzly Bears is 4/4

  Scenario: "Where X is the greatest power among creature cards in your graveyard"
    Given a card compiled from its Oracle text:
      """
      name: Test Carrion Grub
      types: [creature]
      power: 0
      toughness: 5
      oracle: "This creature gets +X/+0, where X is the greatest power among creature cards in your graveyard."
      """
    And Alice controls Test Carrion Grub
    And Alice has Grizzly Bears in her graveyard
    And Alice has Hill Giant in her graveyard
    And Bob has Craw Wurm in his graveyard
    When a player would receive priority
    Then Test Carrion Grub is 3/5

  Scenario: "Where X is its mana value": the mana value of the creature it equips
    Given a card compiled from its Oracle text:
      """
      name: Test Matrix
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +X/+X, where X is its mana value.\nEquip {4}"
      """
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Alice controls Test Matrix attached to Hill Giant
    When Alice activates Test Matrix's equip ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    And Hill Giant is 3/3

  Scenario: "Has first strike and gets +X/+0": an instant cast goes to the graveyard and counts
    Given a card compiled from its Oracle text:
      """
      name: Test Rune Pike
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature has first strike and gets +X/+0, where X is the number of instant and sorcery cards in your graveyard.\nEquip {2}"
      """
    And Alice controls Grizzly Bears
    And Alice controls Test Rune Pike attached to Grizzly Bears
    And Alice has Lightning Bolt in her graveyard
    And Alice has Divination in her graveyard
    And Alice has Forest in her graveyard
    And Alice has Shock in hand
    When Alice casts Shock targeting Bob and it resolves
    Then Shock is in Alice's graveyard
    And Grizzly Bears is 5/2
    And Grizzly Bears has first strike
