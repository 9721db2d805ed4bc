@cr602
Feature: Mana of a type other permanents could produce (CR 106.7)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Exotic Orchard
      types: [land]
      oracle: "{T}: Add one mana of any color that a land an opponent controls could produce."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Reflecting Pool
      types: [land]
      oracle: "{T}: Add one mana of any type that a land you control could produce."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wastes
      types: [land]
      oracle: "{T}: Add {C}."
      """

  Scenario: "Any color that a land an opponent controls could produce": the player chooses among them
    Given Alice controls Test Exotic Orchard
    And Bob controls Island
    And Bob controls Forest
    When Alice activates Test Exotic Orchard's first ability and it resolves
    Then the ruling says "Alice adds {U} or {G} (Alice's choice;"
    And the ruling cites CR 106.7

  Scenario: No land an opponent controls could produce a color: no mana (106.7)
    Given Alice controls Test Exotic Orchard
    And Bob controls Test Wastes
    When Alice activates Test Exotic Orchard's first ability and it resolves
    Then the ruling does not say "Alice adds"
    And Test Exotic Orchard is tapped

  Scenario: "Any type that a land you control could produce": colorless is a type (106.1b)
    Given Alice controls Test Reflecting Pool
    And Alice controls Test Wastes
    When Alice activates Test Reflecting Pool's first ability and it resolves
    Then the ruling says "Alice adds {C} (mana pools are not modeled further)"

  Scenario: Two that look only at each other could produce nothing
    Given Alice controls Test Reflecting Pool
    And Alice controls Test Reflecting Pool as "Other Pool"
    When Alice activates Test Reflecting Pool's first ability and it resolves
    Then the ruling does not say "Alice adds"

  Scenario: What another such land could produce counts
    Given Alice controls Test Reflecting Pool
    And Alice controls Test Exotic Orchard
    And Bob controls Mountain
    When Alice activates Test Reflecting Pool's first ability and it resolves
    Then the ruling says "Alice adds {R} (mana pools are not modeled further)"
