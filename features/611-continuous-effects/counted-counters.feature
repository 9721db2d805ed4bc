@cr611
Feature: "+1/+1 for each oil counter on it": a static ability counts the counters on one object whenever it applies (CR 611.3a, 613.4c, 122.1)

  The counters are counted again each time the layers are applied: on the object the ability
  affects ("on it"), or on the ability's own permanent ("on this Equipment").

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Oil Golem
      types: [artifact, creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +1/+1 for each oil counter on it.\n{1}: Put an oil counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Charged Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +1/+1 for each charge counter on this Equipment.\n{T}: Put a charge counter on this Equipment.\nEquip {2}"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Growth Banner
      types: [enchantment]
      oracle: "Each creature you control gets +1/+1 for each +1/+1 counter on it."
      """

  Scenario: Each counter of that kind on it counts
    Given Alice controls Test Oil Golem with 2 oil counters
    When a player would receive priority
    Then Test Oil Golem is 3/3
    And the ruling says "this gets +1/+1 for each oil counter on it"

  Scenario: A counter put on it later is counted too
    Given Alice controls Test Oil Golem with 2 oil counters
    When Alice activates Test Oil Golem's first ability and it resolves
    Then Test Oil Golem has 3 oil counters on it
    And Test Oil Golem is 4/4

  Scenario: Counters of another kind don't count
    Given Alice controls Test Oil Golem with 2 charge counters
    When a player would receive priority
    Then Test Oil Golem is 1/1

  Scenario: "On this Equipment": the counters on the ability's own permanent
    Given Alice controls Grizzly Bears
    And Alice controls Test Charged Blade attached to Grizzly Bears with 2 charge counters
    When Alice activates Test Charged Blade's first ability and it resolves
    Then Test Charged Blade has 3 charge counters on it
    And Grizzly Bears is 5/5

  Scenario: "Each creature you control … on it": each creature counts its own counters
    Given Alice controls Test Growth Banner
    And Alice controls Grizzly Bears with 2 +1/+1 counters
    And Alice controls Savannah Lions
    When a player would receive priority
    Then Grizzly Bears is 6/6
    And Savannah Lions is 2/1
