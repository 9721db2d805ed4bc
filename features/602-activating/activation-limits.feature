@cr602
Feature: When an activated ability may be activated (CR 602.5b, 602.5d, 602.5e)

  "Activate only during …" and "Activate only if …" limit an ability's use; the limit is
  checked as the player begins to activate it.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Duelist
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}: This creature gets +1/+1 until end of turn. Activate only during your turn and only once each turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sage
      types: [artifact]
      oracle: "{1}: Draw a card. Activate only if you have no cards in hand."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Watcher
      types: [artifact]
      oracle: "{1}: You gain 1 life. Activate only during your upkeep."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Veteran
      types: [artifact]
      oracle: "{1}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared."
      """

  Scenario: During its controller's turn the ability can be activated
    Given it is Alice's turn
    And Alice controls Test Duelist
    When Alice activates Test Duelist's first ability and it resolves
    Then Test Duelist is 3/3

  Scenario: In an opponent's turn it can't (602.5b)
    Given it is Bob's turn
    And Alice controls Test Duelist
    When Alice activates Test Duelist's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: A condition that holds lets it be activated
    Given Alice controls Test Sage
    And Alice has 3 cards in her library
    When Alice activates Test Sage's first ability and it resolves
    Then Alice has 1 card in her hand

  Scenario: A condition that fails stops it (602.5b)
    Given Alice controls Test Sage
    And Alice has Grizzly Bears in hand
    When Alice activates Test Sage's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: Only in its controller's upkeep
    Given it is Alice's turn, upkeep step
    And Alice controls Test Watcher
    When Alice activates Test Watcher's first ability and it resolves
    Then Alice has 21 life

  Scenario: Not in the main phase
    Given Alice controls Test Watcher
    When Alice activates Test Watcher's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: Before attackers are declared: the main phase is in time
    Given Alice controls Test Veteran
    And Alice controls Grizzly Bears
    When Alice activates Test Veteran's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4

  Scenario: Before attackers are declared: after combat is too late
    Given it is Alice's turn, postcombat main step
    And Alice controls Test Veteran
    And Alice controls Grizzly Bears
    When Alice activates Test Veteran's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "Activate no more than twice each turn" (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Battlefly
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{B}: This creature gets +1/+1 until end of turn. Activate no more than twice each turn."
      """
    And Alice controls Test Battlefly
    When Alice activates Test Battlefly's first ability and it resolves
    And Alice activates Test Battlefly's first ability and it resolves
    And Alice activates Test Battlefly's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: Twice each turn is allowed
    Given a card compiled from its Oracle text:
      """
      name: Test Battlefly
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{B}: This creature gets +1/+1 until end of turn. Activate no more than twice each turn."
      """
    And Alice controls Test Battlefly
    When Alice activates Test Battlefly's first ability and it resolves
    And Alice activates Test Battlefly's first ability and it resolves
    Then Test Battlefly is 3/3
