@cr613
Feature: Within a layer, effects apply in timestamp order (CR 613.7, 613.9)

  Background:
    Given a card defined as:
      """
      name: Wings
      mana_cost: "{U}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant creature
        - static: {affects: enchanted creature, gain: [flying]}
      """
    And a card defined as:
      """
      name: Grounding
      mana_cost: "{G}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant creature
        - static: {affects: enchanted creature, lose: [flying]}
      """

  Scenario: The later of "has flying" and "loses flying" wins (613.9 example)
    Given Alice controls Grizzly Bears
    And Alice controls Wings attached to Grizzly Bears
    And Bob controls Grounding attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears does not have flying
    And the ruling cites CR 613.7

  Scenario: In the other order the creature flies
    Given Alice controls Grizzly Bears
    And Bob controls Grounding attached to Grizzly Bears
    And Alice controls Wings attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears has flying

  Scenario: An Aura or Equipment gets a new timestamp when it becomes attached (613.7e)
    Given a card defined as:
      """
      name: Flight Boots
      mana_cost: "{1}"
      types: [artifact]
      subtypes: [Equipment]
      abilities:
        - static: {affects: equipped creature, gain: [flying]}
        - equip {1}
      """
    And Alice controls Flight Boots
    And Alice controls Grizzly Bears
    And Bob controls Grounding attached to Grizzly Bears
    And Alice has activated Flight Boots's equip ability targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears has flying
    And Flight Boots is attached to Grizzly Bears

  Scenario: "White creatures get +1/+1" sees an Aura's "enchanted creature is white" (613.9 example)
    Given a card defined as:
      """
      name: Whiteout Aura
      mana_cost: "{W}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant creature
        - static: {affects: enchanted creature, set_colors: [white]}
      """
    And Bob controls Crusade
    And Alice controls Grizzly Bears
    And Alice controls Whiteout Aura attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 3/3

  Scenario: A keyword counter has the timestamp of when it was put on (613.7c, 122.1b)
    Given a card defined as:
      """
      name: Test Flight Lesson
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - put_counters: {counter: flying, on: t}
      """
    And Alice controls Grizzly Bears
    And Bob controls Grounding attached to Grizzly Bears
    And Alice has cast Test Flight Lesson targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears has flying
    And Grizzly Bears has 1 flying counter on it

  Scenario: "Can't have" wins over a newer grant (613.1f)
    Given Bob controls Archetype of Imagination
    And Alice controls Grizzly Bears
    And Alice controls Wings attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears does not have flying

  Scenario: A granted static ability keeps its granter's later timestamp, and its order after a new one (the 613.7a example)
    Given a card defined as:
      """
      name: Test Colossus Hammer
      mana_cost: "{1}"
      types: [artifact]
      subtypes: [Equipment]
      abilities:
        - static: {affects: equipped creature, pt: +10/+10, lose: [flying]}
        - equip {3}
      """
    And a card defined as:
      """
      name: Test Rune of Flight
      mana_cost: "{1}{U}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant Equipment
        - static: {affects: enchanted Equipment, gain: [static: {affects: equipped creature, gain: [flying]}]}
      """
    And Alice controls Test Colossus Hammer
    And Alice controls Test Rune of Flight attached to Test Colossus Hammer
    And Alice controls Scryb Sprites
    When Alice activates Test Colossus Hammer's equip ability targeting Scryb Sprites and it resolves
    Then Scryb Sprites is 11/11
    And Scryb Sprites has flying
    And the ruling cites CR 701.3c
