@cr614
Feature: "If this creature would die, exile it instead" as a static ability (CR 614.1a, 700.4)

  Scenario: The creature itself is exiled instead of dying
    Given a card compiled from its Oracle text:
      """
      name: Test Wisp
      types: [creature]
      power: 2
      toughness: 2
      oracle: "If this creature would die, exile it instead."
      """
    And Alice controls Test Wisp
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Wisp and it resolves
    Then Test Wisp is in exile
    And the ruling cites CR 614.1a

  Scenario: "A creature an opponent controls": the opponent's creature is exiled, yours dies
    Given a card compiled from its Oracle text:
      """
      name: Test Void Ward
      types: [enchantment]
      oracle: "If a creature an opponent controls would die, exile it instead."
      """
    And Alice controls Test Void Ward
    And Alice controls Savannah Lions
    And Bob controls Grizzly Bears
    And Bob has Wrath of God in hand
    And it is Bob's turn
    When Bob casts Wrath of God and it resolves
    Then Grizzly Bears is in exile
    And Savannah Lions is in Alice's graveyard

  Scenario: "A creature dealt damage by this creature this turn": the creature it fought in combat
    Given a card compiled from its Oracle text:
      """
      name: Test Soul Reaper
      types: [creature]
      power: 3
      toughness: 3
      oracle: "If a creature dealt damage by this creature this turn would die, exile it instead."
      """
    And it is Alice's turn
    And Alice controls Test Soul Reaper
    And Bob controls Grizzly Bears
    When Alice attacks with Test Soul Reaper and Grizzly Bears blocks
    And the game advances to the postcombat main step
    Then Grizzly Bears is in exile

  Scenario: A creature it didn't deal damage to dies as usual
    Given a card compiled from its Oracle text:
      """
      name: Test Soul Reaper
      types: [creature]
      power: 3
      toughness: 3
      oracle: "If a creature dealt damage by this creature this turn would die, exile it instead."
      """
    And Alice controls Test Soul Reaper
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard

  Scenario: Put into a graveyard from anywhere but the battlefield isn't dying
    Given a card compiled from its Oracle text:
      """
      name: Test Wisp
      types: [creature]
      power: 2
      toughness: 2
      oracle: "If this creature would die, exile it instead."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mind Prick
      types: [sorcery]
      oracle: "Target player discards a card."
      """
    And Alice has Test Wisp in hand
    And it is Bob's turn
    And Bob has Test Mind Prick in hand
    When Bob casts Test Mind Prick targeting Alice and it resolves
    Then Test Wisp is in Alice's graveyard
