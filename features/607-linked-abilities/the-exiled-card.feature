@cr607
Feature: Linked abilities: "the exiled card" is the card the other ability exiled (CR 607.2a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Journey
      types: [enchantment]
      oracle: "When this enchantment enters, exile target creature.\nWhen this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Disenchant
      types: [instant]
      oracle: "Destroy target enchantment."
      """

  Scenario: When the enchantment leaves, the card it exiled returns under its owner's control
    Given Bob controls Grizzly Bears
    And Alice has Test Journey in hand
    And Bob has Test Disenchant in hand
    When Alice casts Test Journey and it resolves
    And Bob casts Test Disenchant targeting Test Journey and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is controlled by Bob
    And the ruling cites CR 607.2a

  Scenario: Removed before its enters ability resolves, it returns nothing, and the creature stays exiled
    Given Bob controls Grizzly Bears
    And Alice has Test Journey in hand
    And Bob has Test Disenchant in hand
    When Alice casts Test Journey and only it resolves
    And Bob casts Test Disenchant targeting Test Journey and it resolves
    Then Grizzly Bears is in exile
    And Test Journey is in Alice's graveyard

  Scenario: A card exiled by another object's ability isn't "the exiled card"
    Given a card compiled from its Oracle text:
      """
      name: Test Path
      types: [instant]
      oracle: "Exile target creature."
      """
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Journey in hand
    And Alice has Test Path in hand
    And Bob has Test Disenchant in hand
    And Test Journey's triggered abilities target Hill Giant
    When Alice casts Test Path targeting Grizzly Bears and it resolves
    And Alice casts Test Journey and it resolves
    And Bob casts Test Disenchant targeting Test Journey and it resolves
    Then Grizzly Bears is in exile
    And Hill Giant is on the battlefield
