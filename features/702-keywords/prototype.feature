@cr702
Feature: Prototype (CR 702.160, 718): cast smaller, with another mana cost, power and toughness

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Assembler
      types: [artifact, creature]
      subtypes: [Assembly-Worker]
      mana_cost: "{7}"
      power: 4
      toughness: 4
      oracle: "Prototype {1}{W} — 2/2 (You can cast this spell with different mana cost, color, and size. It keeps its abilities and types.)\nVigilance"
      """
    And Alice has Test Assembler in hand

  Scenario: Cast prototyped, the permanent is a white 2/2 with its abilities (718.3b)
    When Alice casts Test Assembler prototyped and it resolves
    Then Test Assembler is 2/2
    And Test Assembler has vigilance
    And the ruling says "Test Assembler — artifact creature — Assembly-Worker, white, 2/2"
    And the ruling cites CR 718.3b

  Scenario: Cast normally, it is a colorless 4/4
    When Alice casts Test Assembler and it resolves
    Then Test Assembler is 4/4
    And the ruling says "Test Assembler — artifact creature — Assembly-Worker, colorless, 4/4"

  Scenario: In the graveyard, a prototyped permanent's card has only its normal characteristics (718.4)
    Given Bob has Murder in hand
    When Alice casts Test Assembler prototyped and it resolves
    And Bob casts Murder targeting Test Assembler and it resolves
    Then Test Assembler is in Alice's graveyard
    And Test Assembler is 4/4

  Scenario: A card without prototype can't be cast prototyped
    Given Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears prototyped and it resolves
    Then that is not allowed, by CR 702.160a
