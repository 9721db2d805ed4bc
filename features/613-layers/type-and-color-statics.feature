@cr613
Feature: Static abilities that set or add types and colors (CR 205.1, 305.7, 105.3)

  Scenario: "Enchanted creature … is a blue Frog creature" sets its card types too (205.1a)
    Given a card compiled from its Oracle text:
      """
      name: Test Frogify
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1."
      """
    And a card defined as:
      """
      name: Test Golem
      types: [artifact, creature]
      subtypes: [Golem]
      power: 3
      toughness: 3
      abilities: [flying]
      """
    And Bob controls Test Golem
    And Alice controls Test Frogify attached to Test Golem
    When a player would receive priority
    Then the type line of Test Golem is "creature — Frog"
    And the colors of Test Golem are blue
    And Test Golem is 1/1
    And Test Golem does not have flying
    And the ruling cites CR 613.1d

  Scenario: "In addition to its other colors and types" keeps them (205.1b, 105.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Ghoulflesh
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types."
      """
    And Bob controls Grizzly Bears
    And Alice controls Test Ghoulflesh attached to Grizzly Bears
    When a player would receive priority
    Then the type line of Grizzly Bears is "creature — Bear Zombie"
    And the colors of Grizzly Bears are black and green
    And Grizzly Bears is 1/1

  Scenario: A permanent made a colorless Forest land loses its other types and colors (305.7, 205.1a)
    Given a card compiled from its Oracle text:
      """
      name: Test Dryads
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant permanent\nEnchanted permanent is a colorless Forest land."
      """
    And Bob controls Grizzly Bears
    And Alice controls Test Dryads attached to Grizzly Bears
    When a player would receive priority
    Then the type line of Grizzly Bears is "land — Forest"
    And the colors of Grizzly Bears are colorless
    And Grizzly Bears has {T}: add {G}

  Scenario: "Each land is a Swamp in addition to its other land types" keeps a land's own (305.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Urborg
      types: [land]
      supertypes: [legendary]
      oracle: "Each land is a Swamp in addition to its other land types."
      """
    And Alice controls Test Urborg
    And Bob controls Forest
    When a player would receive priority
    Then the type line of Forest is "basic land — Forest Swamp"
    And Forest has {T}: add {G}
    And Forest has {T}: add {B}

  Scenario: "All creatures lose all abilities and have base power and toughness 1/1" (613.1f, 613.4b)
    Given a card compiled from its Oracle text:
      """
      name: Test Humility
      types: [enchantment]
      oracle: "All creatures lose all abilities and have base power and toughness 1/1."
      """
    And Alice controls Test Humility
    And Bob controls Serra Angel
    When a player would receive priority
    Then Serra Angel is 1/1
    And Serra Angel does not have flying

  Scenario: "Target spell or permanent becomes black" with no duration lasts (611.2a, 105.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Deathlace
      types: [instant]
      mana_cost: "{B}"
      oracle: "Target spell or permanent becomes black. (Mana symbols on that permanent remain unchanged.)"
      """
    And Alice has Test Deathlace in her hand
    And Bob controls Savannah Lions
    When Alice casts Test Deathlace targeting Savannah Lions and it resolves
    Then the colors of Savannah Lions are black
    And the ruling cites CR 613.1e
