@cr702
Feature: Toxic (CR 702.164)

  Background:
    Given a card defined as:
      """
      name: Test Venom Rat
      mana_cost: "{1}{B}"
      types: [creature]
      subtypes: [Rat]
      power: 2
      toughness: 1
      abilities: [toxic 2]
      """

  Scenario: Combat damage to a player from a creature with toxic also gives poison counters (702.164c)
    Given Alice controls Test Venom Rat
    When Alice attacks with Test Venom Rat and combat ends
    Then Bob has 18 life
    And Bob has 2 poison counters
    And the ruling cites CR 702.164c

  Scenario: A creature's toxic values add up (702.164b)
    Given a card defined as:
      """
      name: Test Doubly Venomous
      mana_cost: "{2}{B}"
      types: [creature]
      power: 1
      toughness: 1
      abilities: [toxic 1, toxic 2]
      """
    And Alice controls Test Doubly Venomous
    When Alice attacks with Test Doubly Venomous and combat ends
    Then Bob has 19 life
    And Bob has 3 poison counters

  Scenario: Toxic gives nothing when the damage goes to a blocker (702.164c)
    Given Alice controls Test Venom Rat
    And Bob controls Grizzly Bears
    When Alice attacks with Test Venom Rat and Grizzly Bears blocks and combat ends
    Then Bob has 0 poison counters
    And the ruling does not cite CR 702.164c

  Scenario: Noncombat damage from a creature with toxic gives no poison counters (702.164c)
    Given a card defined as:
      """
      name: Test Venom Pinger
      mana_cost: "{B}"
      types: [creature]
      power: 1
      toughness: 1
      abilities:
        - toxic 3
        - activated: {cost: "{T}", targets: {p: player}, effects: [damage: {amount: 1, to: p}]}
      """
    And Alice controls Test Venom Pinger
    When Alice activates Test Venom Pinger's first ability targeting Bob and it resolves
    Then Bob has 19 life
    And Bob has 0 poison counters
