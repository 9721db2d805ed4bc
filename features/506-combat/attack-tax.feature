@cr506
Feature: "Creatures can't attack you unless their controller pays {2} for each" (CR 508.1d, 508.1h)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Propaganda
      types: [enchantment]
      oracle: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
      """
    And Bob controls Test Propaganda

  Scenario: The attacking player pays for each creature attacking, assumed where not said
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Grizzly Bears and Savannah Lions and combat ends
    Then Bob has 16 life
    And the ruling says "Alice pays {4} to attack with 2 creatures (Test Propaganda)"
    And the ruling cites CR 508.1h
    And the ruling marks whether to pay {4} for Test Propaganda to attack Bob as assumed

  Scenario: A player who doesn't pay can't attack that player
    Given Alice controls Grizzly Bears
    And Alice chooses not to pay for Test Propaganda
    When Alice attacks with Grizzly Bears and combat ends
    Then that is not allowed, by CR 508.1c

  Scenario: A creature that attacks each combat if able needn't attack where that costs (508.1d)
    Given Alice controls Bloodrock Cyclops
    When the game advances to the end step
    Then Bloodrock Cyclops is untapped
    And Bob has 20 life
