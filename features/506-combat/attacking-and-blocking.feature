@cr506
Feature: "Attacking" and "blocking" creatures (CR 506.4)

  A creature is attacking from the time it is declared as an attacker until it is removed from
  combat or combat ends; likewise a blocking creature (506.4). Effects and targets that name
  attacking or blocking creatures see only those.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Arrows
      types: [instant]
      oracle: "Test Arrows deals 4 damage to target attacking or blocking creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Banner
      types: [enchantment]
      oracle: "Attacking creatures you control get +1/+0."
      """

  Scenario: A blocking creature can be the target
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Arrows in hand
    When Alice attacks with Hill Giant and Grizzly Bears blocks
    And Alice casts Test Arrows targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard

  Scenario: A creature not in combat can't be (115.1)
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Arrows in hand
    When Alice casts Test Arrows targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: Attacking creatures get the bonus while they attack
    Given Alice controls Test Banner
    And Alice controls Hill Giant
    When Alice attacks with Hill Giant and combat ends
    Then Bob has 16 life
    And Hill Giant is 3/3

  Scenario: A creature that can't attack alone can't be the only attacker (506.5)
    Given a card compiled from its Oracle text:
      """
      name: Test Jackal
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't attack or block alone."
      """
    And Alice controls Test Jackal
    When Alice attacks with Test Jackal and combat ends
    Then that is not allowed, by CR 508.1c

  Scenario: With another attacker it may attack
    Given a card compiled from its Oracle text:
      """
      name: Test Jackal
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't attack or block alone."
      """
    And Alice controls Test Jackal
    And Alice controls Grizzly Bears
    When Alice attacks with Test Jackal and Grizzly Bears and combat ends
    Then Bob has 16 life

  Scenario: A creature that can't block alone can't be the only blocker (506.5)
    Given a card compiled from its Oracle text:
      """
      name: Test Jackal
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't attack or block alone."
      """
    And it is Bob's turn
    And Alice controls Test Jackal
    And Bob controls Grizzly Bears
    When Bob attacks with Grizzly Bears, which Test Jackal blocks, and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: A creature that can block an additional creature blocks two attackers (509.1a)
    Given a card compiled from its Oracle text:
      """
      name: Test Brigade
      types: [creature]
      power: 2
      toughness: 6
      oracle: "This creature can block an additional creature each combat."
      """
    And it is Bob's turn
    And Alice controls Test Brigade
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    And Test Brigade assigns its combat damage as 2 to Savannah Lions
    When Bob attacks with Grizzly Bears and Savannah Lions, which Test Brigade blocks all of them, and combat ends
    Then Alice has 20 life
    And Test Brigade has 4 damage marked on it
    And Savannah Lions is in Bob's graveyard
    And Grizzly Bears is on the battlefield
    And the ruling cites CR 510.1d

  Scenario: Any other creature blocks only one (509.1a)
    Given it is Bob's turn
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    When Bob attacks with Grizzly Bears and Savannah Lions, which Hill Giant blocks all of them, and combat ends
    Then that is not allowed, by CR 509.1a
