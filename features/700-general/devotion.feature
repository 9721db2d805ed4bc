@cr700
Feature: Devotion: the mana symbols of a color among the mana costs of a player's permanents (CR 700.5)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Erebos
      mana_cost: "{3}{B}"
      types: [enchantment, creature]
      subtypes: [God]
      power: 5
      toughness: 7
      oracle: "Indestructible\nAs long as your devotion to black is less than five, this creature isn't a creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Merchant
      mana_cost: "{3}{B}{B}"
      types: [creature]
      power: 2
      toughness: 4
      oracle: "When this creature enters, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way."
      """
    And a card defined as:
      """
      name: Test Hybrid Relic
      mana_cost: "{W/B}{B/P}{2}"
      types: [artifact]
      """

  Scenario: A god with too little devotion isn't a creature, and loses its creature type (205.1a)
    Given Alice controls Test Erebos
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then the type line of Test Erebos is "enchantment"

  Scenario: Not a creature, it can't be chosen as "any target" (115.4)
    Given Alice controls Test Erebos
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Erebos and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: Enough devotion and it is a creature again, as the effect's condition is checked (611.3a)
    Given Alice controls Test Erebos
    And Alice controls Test Hybrid Relic
    And Alice has Test Merchant in hand
    When Alice casts Test Merchant and it resolves
    Then the type line of Test Erebos is "enchantment creature — God"
    And Test Erebos is 5/7

  Scenario: Each mana symbol of the color counts; a hybrid or Phyrexian symbol counts once (700.5)
    Given Alice controls Test Erebos
    And Alice controls Test Hybrid Relic
    And Bob controls Test Hybrid Relic as "Bob's relic"
    And Alice has Test Merchant in hand
    When Alice casts Test Merchant and it resolves
    Then Bob has 15 life
    And Alice has 25 life

  Scenario: Only the permanents the player controls count
    Given Bob controls Test Erebos
    And Alice has Test Merchant in hand
    When Alice casts Test Merchant and it resolves
    Then Bob has 18 life
