@cr611
Feature: "+1/+1 for each Aura attached to it": a static ability counts what is attached again whenever it applies (CR 611.3a, 613.4c, 303.4b, 301.5a)

  A static ability isn't locked in: the Auras and Equipment attached to the object it names are
  counted whenever its effect is applied in layer 7c, whoever controls them. "It" is the object
  the ability affects; "this creature" ("attached to ~") is the ability's own permanent.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Aura Knight
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +1/+1 for each Aura attached to it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Regalia
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets +1/+1 for each Aura and Equipment attached to it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Armory Captain
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Other creatures you control get +1/+1 for each Aura and Equipment attached to this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Forge Master
      types: [enchantment]
      oracle: "Each creature you control gets +1/+1 for each Equipment attached to it."
      """

  Scenario: Each Aura attached to it counts, whoever controls it
    Given Alice controls Test Aura Knight
    And Bob controls Pacifism attached to Test Aura Knight
    And Alice controls Holy Strength attached to Test Aura Knight
    When a player would receive priority
    Then Test Aura Knight is 5/6
    And the ruling says "this gets +1/+1 for each Aura attached to it"

  Scenario: An Aura that leaves is no longer counted
    Given Alice controls Test Aura Knight
    And Bob controls Pacifism attached to Test Aura Knight
    And Alice controls Holy Strength attached to Test Aura Knight
    And Alice has Naturalize in hand
    When Alice casts Naturalize targeting Pacifism and it resolves
    Then Pacifism is in Bob's graveyard
    And Test Aura Knight is 4/5

  Scenario: An Equipment isn't an Aura
    Given Alice controls Test Aura Knight
    And Alice controls Bonesplitter attached to Test Aura Knight
    When a player would receive priority
    Then Test Aura Knight is 4/2

  Scenario: The Aura counts itself and the Equipment beside it
    Given Alice controls Grizzly Bears
    And Alice controls Test Regalia attached to Grizzly Bears
    And Alice controls Bonesplitter attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 6/4

  Scenario: An Equipment moved to another creature is counted no more
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice controls Test Regalia attached to Grizzly Bears
    And Alice controls Bonesplitter attached to Grizzly Bears
    When Alice activates Bonesplitter's equip ability targeting Savannah Lions and it resolves
    Then Bonesplitter is attached to Savannah Lions
    And Grizzly Bears is 3/3
    And Savannah Lions is 4/1

  Scenario: "Attached to this creature": what is attached to the ability's own permanent
    Given Alice controls Test Armory Captain
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Alice controls Bonesplitter attached to Test Armory Captain
    And Bob controls Pacifism attached to Test Armory Captain
    When a player would receive priority
    Then Grizzly Bears is 4/4
    And Test Armory Captain is 3/1
    And Savannah Lions is 2/1

  Scenario: "Each creature … attached to it": each creature counts its own Equipment
    Given Alice controls Test Forge Master
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice controls Bonesplitter attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 5/3
    And Savannah Lions is 2/1
