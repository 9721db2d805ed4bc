@cr602
Feature: Abilities that trigger as a land is tapped for mana (CR 106.12a, 605.1b, 605.4a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Wild Growth
      types: [enchantment]
      subtypes: [Aura]
      colors: [green]
      oracle: "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mana Flare
      types: [enchantment]
      colors: [red]
      oracle: "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."
      """

  Scenario: "Enchanted land is tapped for mana": one more {G}, at once, without the stack (605.4a)
    Given Alice controls Forest
    And Alice controls Test Wild Growth attached to Forest
    When Alice activates Forest's first ability and it resolves
    Then the ruling says "Alice adds {G} (mana pools"
    And the ruling says "Test Wild Growth's triggered ability (test_wild_growth.trigger1) is a mana ability: it resolves at once, without the stack"
    And the ruling says "Alice adds {G} (mana pools"
    And the ruling cites CR 605.4a
    And the ruling cites CR 106.12a

  Scenario: The land's controller adds the mana, not the Aura's (106.12a)
    Given Bob controls Forest
    And Alice controls Test Wild Growth attached to Forest
    And it is Bob's turn
    When Bob activates Forest's first ability and it resolves
    Then the ruling says "Bob adds {G}"
    And the ruling does not say "Alice adds"

  Scenario: Another land tapped for mana doesn't trigger it
    Given Alice controls Forest
    And Alice controls Island
    And Alice controls Test Wild Growth attached to Forest
    When Alice activates Island's first ability and it resolves
    Then the ruling does not say "triggered ability"

  Scenario: "One mana of any type that land produced" (106.12a)
    Given Alice controls Test Mana Flare
    And Alice controls Island
    When Alice activates Island's first ability and it resolves
    Then the ruling says "Alice adds {U} (mana pools are not modeled further)"
    And the ruling says "Test Mana Flare's triggered ability (test_mana_flare.trigger1) is a mana ability"

  Scenario: An ability that triggers on tapping for mana but adds none uses the stack (605.5a)
    Given a card compiled from its Oracle text:
      """
      name: Test Manabarbs
      types: [enchantment]
      colors: [red]
      oracle: "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player."
      """
    And Alice controls Test Manabarbs
    And Bob controls Mountain
    And it is Bob's turn
    When Bob activates Mountain's first ability and it resolves
    Then Bob has 19 life
    And the ruling does not say "is a mana ability: it resolves at once"
