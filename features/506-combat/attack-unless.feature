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
