@cr702
Feature: Enchant (CR 702.5, 303.4)

  Background:
    Given a card defined as:
      """
      name: Test Curse
      mana_cost: "{B}"
      types: [enchantment]
      subtypes: [Aura, Curse]
      abilities:
        - enchant opponent
      """

  Scenario: An Aura with enchant opponent enchants an opponent (303.4a, 702.5a)
    Given Alice has Test Curse in hand
    When Alice casts Test Curse targeting Bob and it resolves
    Then Test Curse is attached to Bob

  Scenario: It can't target its controller
    Given Alice has Test Curse in hand
    When Alice casts Test Curse targeting Alice and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: It can't target a creature
    Given Alice has Test Curse in hand
    And Bob controls Grizzly Bears
    When Alice casts Test Curse targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1
