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

  Scenario: An ability whose cost discards its card works only from its owner's hand (113.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Channeler
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}{R}, Discard this card: This card deals 2 damage to any target."
      """
    And Alice has Test Channeler in hand
    When Alice activates Test Channeler's first ability targeting Bob and it resolves
    Then Bob has 18 life
    And Test Channeler is in Alice's graveyard

  Scenario: On the battlefield, an ability that discards its card can't be activated
    Given a card compiled from its Oracle text:
      """
      name: Test Channeler
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}{R}, Discard this card: This card deals 2 damage to any target."
      """
    And Alice controls Test Channeler
    When Alice activates Test Channeler's first ability targeting Bob and it resolves
    Then that is not allowed, by CR 113.6

  Scenario: A triggered ability that returns its card from the graveyard triggers there (113.6m)
    Given a card compiled from its Oracle text:
      """
      name: Test Bog Ghoul
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever a Swamp you control enters, you may return this card from your graveyard to your hand."
      """
    And Alice has Test Bog Ghoul in her graveyard
    And Alice has Swamp in hand
    When Alice plays Swamp
    And all players pass priority until the stack is empty
    Then Test Bog Ghoul is in Alice's hand
    And the ruling cites CR 113.6m

  Scenario: On the battlefield, that ability doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Bog Ghoul
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever a Swamp you control enters, you may return this card from your graveyard to your hand."
      """
    And Alice controls Test Bog Ghoul
    And Alice has Swamp in hand
    When Alice plays Swamp
    Then 0 abilities triggered

  Scenario: Paying to return it from the graveyard as its trigger resolves (113.6m, 118.12)
    Given a card compiled from its Oracle text:
      """
      name: Test Returning Hound
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your upkeep, you may pay {B}. If you do, return this card from your graveyard to your hand."
      """
    And it is Bob's turn, end step
    And Alice has Test Returning Hound in her graveyard
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Returning Hound is in Alice's hand
