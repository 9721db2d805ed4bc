@cr602
Feature: Activating abilities: costs and restrictions (CR 602, 118, 119.4)

  Background:
    Given a card defined as:
      """
      name: Test Pinger
      mana_cost: "{R}"
      types: [creature]
      power: 1
      toughness: 1
      abilities:
        - activated:
            cost: "{T}"
            targets: {t: any target}
            effects: [damage: {amount: 1, to: t}]
        - activated:
            cost: "Sacrifice this"
            effects: [damage: {amount: 2, to: each opponent}]
        - activated:
            cost: "{1}, Pay 3 life"
            effects: [draw: 1]
      """

  Scenario: A creature's {T} ability needs it under its controller's control since the turn began (602.5a)
    Given Alice has Test Pinger in hand
    When Alice casts Test Pinger and it resolves
    And Alice activates Test Pinger's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 602.5a

  Scenario: A creature that was there when the turn began can tap for its ability
    Given Alice controls Test Pinger
    When Alice activates Test Pinger's first ability targeting Bob and it resolves
    Then Bob has 19 life
    And Test Pinger is tapped

  Scenario: An ability that can't be activated is refused (602.5)
    Given a card defined as:
      """
      name: Test Arrest
      mana_cost: "{2}{W}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant creature
        - static: {affects: enchanted creature, restrict: [attack, block, activate abilities]}
      """
    And Alice controls Test Pinger
    And Bob controls Test Arrest attached to Test Pinger
    When Alice activates Test Pinger's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 602.5

  Scenario: Sacrificing the source is part of the cost; the ability still resolves (602.2b, 608.2h)
    Given Alice controls Test Pinger
    When Alice activates Test Pinger's second ability and it resolves
    Then Test Pinger is in Alice's graveyard
    And Bob has 18 life

  Scenario: Paying life is losing life, and needs enough life (119.4)
    Given Alice controls Test Pinger
    And Alice has 5 cards in their library
    When Alice activates Test Pinger's third ability and it resolves
    Then Alice has 17 life

  Scenario: A player can't pay more life than they have (119.4)
    Given Alice controls Test Pinger
    And Alice has 2 life
    When Alice activates Test Pinger's third ability and it resolves
    Then that is not allowed, by CR 119.4

  Scenario: Removing counters is a cost, paid only in full (118.3)
    Given Alice controls Spike Feeder with 1 +1/+1 counter
    When Alice activates Spike Feeder's second ability and it resolves
    Then Alice has 22 life
    And Spike Feeder is in Alice's graveyard

  Scenario: A target naming a creature type spelled its own way (205.3m)
    Given Alice controls Mishra's Factory
    When Alice activates Mishra's Factory's second ability and it resolves
    And Alice activates Mishra's Factory's third ability targeting Mishra's Factory and it resolves
    Then Mishra's Factory is 3/3
