@cr506
Feature: "Can't attack unless defending player controls an Island" (CR 508.1c)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Sea Serpent
      types: [creature]
      subtypes: [Serpent]
      power: 5
      toughness: 5
      oracle: "This creature can't attack unless defending player controls an Island."
      """

  Scenario: The defending player controls an Island: it attacks
    Given it is Alice's turn
    And Alice controls Test Sea Serpent
    And Bob controls Island
    When Alice attacks with Test Sea Serpent and combat ends
    Then Bob has 15 life

  Scenario: No Island: it can't attack (508.1c)
    Given it is Alice's turn
    And Alice controls Test Sea Serpent
    And Bob controls Forest
    When Alice attacks with Test Sea Serpent and combat ends
    Then that is not allowed, by CR 508.1c

  Scenario: A state trigger: with no Islands, it is sacrificed, once (603.8)
    Given a card compiled from its Oracle text:
      """
      name: Test Islandbound Serpent
      types: [creature]
      power: 5
      toughness: 5
      oracle: "This creature can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice this creature."
      """
    And Alice controls Test Islandbound Serpent
    And Alice controls Forest
    When a player would receive priority
    And all players pass priority until the stack is empty
    Then Test Islandbound Serpent is in Alice's graveyard
    And 1 abilities triggered
    And the ruling cites CR 603.8

  Scenario: With an Island, the state trigger doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Islandbound Serpent
      types: [creature]
      power: 5
      toughness: 5
      oracle: "When you control no Islands, sacrifice this creature."
      """
    And Alice controls Test Islandbound Serpent
    And Alice controls Island
    When a player would receive priority
    Then Test Islandbound Serpent is on the battlefield
    And 0 abilities triggered
