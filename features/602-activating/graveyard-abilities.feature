@cr602
Feature: Abilities that return their card from the graveyard work only there (CR 113.6m)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Devotee
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{2}{B}: Return this card from your graveyard to your hand."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Stitchwing
      types: [creature]
      power: 2
      toughness: 3
      oracle: "{2}{U}: Return this card from your graveyard to the battlefield tapped."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Cloak
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life."
      """

  Scenario: Activated from the graveyard, it returns the card to its owner's hand
    Given Alice has Test Devotee in her graveyard
    When Alice activates Test Devotee's first ability and it resolves
    Then Test Devotee is in Alice's hand

  Scenario: On the battlefield, the ability can't be activated (113.6m)
    Given Alice controls Test Devotee
    When Alice activates Test Devotee's first ability and it resolves
    Then that is not allowed, by CR 113.6m

  Scenario: It returns to the battlefield tapped
    Given Alice has Test Stitchwing in her graveyard
    When Alice activates Test Stitchwing's first ability and it resolves
    Then Test Stitchwing is on the battlefield
    And Test Stitchwing is tapped

  Scenario: "That much" is the damage the enchanted creature dealt (120.4b)
    Given Alice controls Hill Giant
    And Alice controls Test Cloak attached to Hill Giant
    When Alice attacks with Hill Giant and combat ends
    Then Bob has 17 life
    And Alice has 23 life
