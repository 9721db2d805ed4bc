@cr702
Feature: Umbra armor (CR 702.89)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Umbra
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets +1/+1.\nUmbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)"
      """

  Scenario: Destroying the creature destroys the Aura instead (702.89a)
    Given Alice controls Grizzly Bears
    And Alice controls Test Umbra attached to Grizzly Bears
    And Bob has Murder in hand
    When Bob casts Murder targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Test Umbra is in Alice's graveyard
    And the ruling cites CR 702.89a

  Scenario: Lethal damage: the damage is removed, and the creature survives without the Aura
    Given Alice controls Grizzly Bears
    And Alice controls Test Umbra attached to Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears has 0 damage marked on it
    And Grizzly Bears is 2/2
    And Test Umbra is in Alice's graveyard

  Scenario: Zero toughness isn't destruction: umbra armor can't save it (704.5f)
    Given Alice controls Grizzly Bears
    And Alice controls Test Umbra attached to Grizzly Bears
    And a card compiled from its Oracle text:
      """
      name: Test Wither
      types: [instant]
      oracle: "Target creature gets -3/-3 until end of turn."
      """
    And Bob has Test Wither in hand
    When Bob casts Test Wither targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
