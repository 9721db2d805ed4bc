@cr611
Feature: What entered the battlefield this turn, looked back on (CR 608.2i, 611.3a)

  "If two or more nonland permanents entered the battlefield under your control this turn"
  counts the permanents that entered, even those that have left since (608.2i); "that entered
  this turn" is about a permanent still there.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Reveler
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Celebration — This creature gets +1/+1 and has trample as long as two or more nonland permanents entered the battlefield under your control this turn."
      """

  Scenario: Two nonland permanents entered this turn: the static ability applies
    Given Alice controls Test Reveler
    And Alice has Grizzly Bears in hand
    And Alice has Hill Giant in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice casts Hill Giant and it resolves
    Then Test Reveler is 3/3
    And Test Reveler has trample

  Scenario: One that entered and then left still counts (608.2i)
    Given Alice controls Test Reveler
    And Alice controls Grizzly Bears with its entering this turn
    And Alice has Hill Giant in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Hill Giant and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Reveler is 3/3

  Scenario: A land doesn't count, and only one entered
    Given Alice controls Test Reveler
    And Alice has Grizzly Bears in hand
    And Alice has Forest in hand
    When Alice plays Forest
    And Alice casts Grizzly Bears and it resolves
    Then Test Reveler is 2/2

  Scenario: "Destroy target creature that entered this turn" can't target one that was there before
    Given a card compiled from its Oracle text:
      """
      name: Test Ambush
      types: [instant]
      oracle: "Destroy target creature that entered this turn."
      """
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant with its entering this turn
    And Alice has Test Ambush in hand
    When Alice casts Test Ambush targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: "Destroy target creature that entered this turn" destroys one that did
    Given a card compiled from its Oracle text:
      """
      name: Test Ambush
      types: [instant]
      oracle: "Destroy target creature that entered this turn."
      """
    And Bob controls Hill Giant with its entering this turn
    And Alice has Test Ambush in hand
    When Alice casts Test Ambush targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
