@cr613
Feature: Abilities in quotation marks granted by a static ability (CR 613.1f, 604.2)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Fire Whip
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature has \"{T}: This creature deals 1 damage to any target.\""
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bear Umbra
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets +2/+2 and has \"Whenever this creature attacks, you gain 2 life.\""
      """

  Scenario: The enchanted creature has the activated ability, and its damage comes from the creature
    Given Alice controls Grizzly Bears
    And Alice controls Test Fire Whip attached to Grizzly Bears
    When Alice activates Grizzly Bears's first ability targeting Bob and it resolves
    Then Bob has 19 life
    And Grizzly Bears is tapped
    And Grizzly Bears has {T}: deal 1 damage to any target

  Scenario: A granted triggered ability triggers for the creature that has it
    Given it is Alice's turn
    And Alice controls Grizzly Bears
    And Alice controls Test Bear Umbra attached to Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Alice has 22 life
    And Bob has 16 life

  Scenario: Once the Aura is gone, so is the ability
    Given Alice controls Grizzly Bears
    And Alice controls Test Fire Whip attached to Grizzly Bears
    And Bob has cast Naturalize targeting Test Fire Whip
    When all players pass priority until the stack is empty
    Then Grizzly Bears does not have {T}: deal 1 damage to any target
