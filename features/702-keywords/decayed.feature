@cr702
Feature: Decayed (CR 702.147a): it can't block, and after it attacks it is sacrificed at end of combat

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Raise
      types: [sorcery]
      oracle: "Create two 2/2 black Zombie creature tokens with decayed."
      """

  Scenario: A decayed token that attacks deals its damage, then is sacrificed at end of combat
    Given a card compiled from its Oracle text:
      """
      name: Test Rotting Soldier
      types: [creature]
      subtypes: [Zombie]
      power: 2
      toughness: 2
      oracle: "Decayed"
      """
    And Alice controls Test Rotting Soldier
    And it is Alice's turn, beginning of combat step
    When Alice attacks Bob with Test Rotting Soldier and combat ends
    Then Bob has 18 life
    And Test Rotting Soldier is in Alice's graveyard
    And the ruling cites CR 702.147a

  Scenario: A decayed creature can't block
    Given a card compiled from its Oracle text:
      """
      name: Test Rotting Soldier
      types: [creature]
      subtypes: [Zombie]
      power: 2
      toughness: 2
      oracle: "Decayed"
      """
    And Bob controls Test Rotting Soldier
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and Test Rotting Soldier blocks
    Then that is not allowed, by CR 509.1b

  Scenario: Tokens created "with decayed" have it
    Given Alice has Test Raise in hand
    When Alice casts Test Raise and it resolves
    Then Alice controls 2 tokens
    And the first token Test Raise created has decayed
