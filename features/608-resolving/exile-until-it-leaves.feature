@cr608
Feature: Exiled until a permanent leaves the battlefield (CR 610.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Banishing Light
      types: [enchantment]
      oracle: "When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Disenchant
      types: [instant]
      oracle: "Destroy target enchantment."
      """

  Scenario: The card stays exiled while the enchantment remains
    Given Bob controls Grizzly Bears
    And Alice has Test Banishing Light in hand
    When Alice casts Test Banishing Light and it resolves
    Then Grizzly Bears is in exile

  Scenario: When the enchantment leaves, the card returns under its owner's control (610.3c)
    Given Bob controls Grizzly Bears
    And Alice has Test Banishing Light in hand
    And Bob has Test Disenchant in hand
    When Alice casts Test Banishing Light and it resolves
    And Bob casts Test Disenchant targeting Test Banishing Light and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is controlled by Bob
    And the ruling cites CR 610.3c

  Scenario: If the enchantment left before its ability resolved, nothing is exiled (610.3b)
    Given Bob controls Grizzly Bears
    And Alice has Test Banishing Light in hand
    And Bob has Test Disenchant in hand
    When Alice casts Test Banishing Light and only it resolves
    And Bob casts Test Disenchant targeting Test Banishing Light and it resolves
    Then Grizzly Bears is on the battlefield
    And the ruling cites CR 610.3b

  Scenario: Two cards exiled until two permanents leave return together (610.3d example)
    Given a card compiled from its Oracle text:
      """
      name: Test Tranquility
      types: [sorcery]
      oracle: "Destroy all enchantments."
      """
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Banishing Light in hand as "first light"
    And Alice has Test Banishing Light in hand as "second light"
    And first light's triggered abilities target Grizzly Bears
    And second light's triggered abilities target Hill Giant
    And Alice has Test Tranquility in hand
    When Alice casts first light and it resolves
    And Alice casts second light and it resolves
    And Alice casts Test Tranquility and it resolves
    Then Grizzly Bears is on the battlefield
    And Hill Giant is on the battlefield
    And the ruling cites CR 610.3d
