@cr603
Feature: An Aura's trigger at the beginning of the enchanted creature's controller's upkeep (CR 603.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Apathy
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 2 life."
      """

  Scenario: It triggers in the upkeep of the enchanted creature's controller, not its own controller's
    Given it is Alice's turn, end step
    And Bob controls Grizzly Bears
    And Alice controls Test Apathy attached to Grizzly Bears
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 18 life
    And Alice has 20 life

  Scenario: In its own controller's upkeep it doesn't trigger
    Given it is Bob's turn, end step
    And Bob controls Grizzly Bears
    And Alice controls Test Apathy attached to Grizzly Bears
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 20 life
    And 0 abilities triggered

  Scenario: An Aura on a land triggers in the upkeep of the land's controller
    Given a card compiled from its Oracle text:
      """
      name: Test Blight
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant land\nAt the beginning of the upkeep of enchanted land's controller, Test Blight deals 1 damage to that player."
      """
    And it is Alice's turn, end step
    And Bob controls Forest
    And Alice controls Test Blight attached to Forest
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 19 life
