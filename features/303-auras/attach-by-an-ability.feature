@cr303
Feature: An ability that attaches its own Aura or Equipment (CR 701.3)

  "Attach this Equipment to that creature" moves it onto what the ability names, with a new
  timestamp (701.3a, 701.3c); where it couldn't be attached, it doesn't move (701.3b).

  Scenario: An Equipment attaches itself to the creature that entered (701.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Warclub
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +2/+0.\nWhenever a creature you control enters, attach this Equipment to that creature.\nEquip {5}"
      """
    And Alice controls Test Warclub
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Test Warclub is attached to Grizzly Bears
    And Grizzly Bears is 4/2
    And the ruling cites CR 701.3a

  Scenario: "You may attach this Equipment to it": the token just created (701.3a, 608.2d)
    Given a card compiled from its Oracle text:
      """
      name: Test Steel Cutter
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +1/+1.\nWhenever you cast an instant spell, create a 1/1 white Monk creature token with prowess. You may attach this Equipment to it.\nEquip {1}"
      """
    And Alice controls Test Steel Cutter
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Steel Cutter is attached to the first token Test Steel Cutter's triggered ability created
    And the first token Test Steel Cutter's triggered ability created is 2/2

  Scenario: Choosing not to attach leaves the Equipment where it is (608.2d)
    Given a card compiled from its Oracle text:
      """
      name: Test Steel Cutter
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +1/+1.\nWhenever you cast an instant spell, create a 1/1 white Monk creature token with prowess. You may attach this Equipment to it.\nEquip {1}"
      """
    And Alice controls Grizzly Bears
    And Alice controls Test Steel Cutter attached to Grizzly Bears
    And Alice has Lightning Bolt in hand
    And Alice chooses not to use Test Steel Cutter's optional ability
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Steel Cutter is attached to Grizzly Bears
    And Alice controls 1 token

  Scenario: An Aura that can't enchant that creature doesn't move (701.3b, 303.4j)
    Given a card compiled from its Oracle text:
      """
      name: Test Loyal Mantle
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature you control\nEnchanted creature gets +1/+1.\nWhenever a creature enters, attach this Aura to that creature."
      """
    And it is Bob's turn
    And Alice controls Savannah Lions
    And Alice controls Test Loyal Mantle attached to Savannah Lions
    And Bob has Grizzly Bears in hand
    When Bob casts Grizzly Bears and it resolves
    Then Test Loyal Mantle is attached to Savannah Lions
    And Savannah Lions is 3/2
    And the ruling cites CR 701.3b
