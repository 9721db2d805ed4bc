@cr611
Feature: Auras on permanents of any kind (CR 303.4, 302.6, 602.5)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Shackles
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant permanent\nWhen this Aura enters, tap enchanted permanent.\nEnchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated."
      """

  Scenario: The enchanted permanent is tapped and stays tapped (302.6)
    Given Bob controls Llanowar Elves
    And Alice has Test Shackles in hand
    When Alice casts Test Shackles targeting Llanowar Elves and it resolves
    And the game advances to the upkeep step
    Then Llanowar Elves is tapped

  Scenario: The enchanted permanent's activated abilities, mana abilities too, can't be activated
    Given Bob controls Llanowar Elves
    And Alice controls Test Shackles attached to Llanowar Elves
    When Bob activates Llanowar Elves's first ability and it resolves
    Then that is not allowed, by CR 602.5
