@cr611
Feature: Static abilities that apply while the object is equipped or enchanted, or the graveyard holds enough (CR 611.3a, 301.5, 303.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Armed Squire
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as this creature is equipped, it gets +1/+1 and has first strike."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Blessed Acolyte
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as this creature is enchanted, it has flying."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Grave Hoarder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "As long as there are three or more permanent cards in your graveyard, this creature gets +2/+2."
      """

  Scenario: An Equipment attached to it turns the ability on
    Given Alice controls Test Armed Squire
    And Alice controls Bonesplitter attached to Test Armed Squire
    When a player would receive priority
    Then Test Armed Squire is 4/2
    And Test Armed Squire has first strike

  Scenario: Without an Equipment it doesn't apply
    Given Alice controls Test Armed Squire
    When a player would receive priority
    Then Test Armed Squire is 1/1
    And Test Armed Squire does not have first strike

  Scenario: An Aura isn't an Equipment, and makes it enchanted
    Given Alice controls Test Armed Squire
    And Alice controls Test Blessed Acolyte
    And Alice controls Holy Strength attached to Test Blessed Acolyte
    When a player would receive priority
    Then Test Blessed Acolyte has flying
    And Test Armed Squire is 1/1

  Scenario: Permanent cards in the graveyard are counted; an instant isn't one
    Given Alice controls Test Grave Hoarder
    And Alice has Forest in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Lightning Bolt in her graveyard
    When a player would receive priority
    Then Test Grave Hoarder is 2/2

  Scenario: Three permanent cards turn it on
    Given Alice controls Test Grave Hoarder
    And Alice has Forest in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Sol Ring in her graveyard
    When a player would receive priority
    Then Test Grave Hoarder is 4/4

  Scenario: Corrupted: "as long as an opponent has three or more poison counters" (122.1f)
    Given a card compiled from its Oracle text:
      """
      name: Test Corruptor
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Corrupted — As long as an opponent has three or more poison counters, this creature has double strike."
      """
    And Alice controls Test Corruptor
    And Alice controls Grizzly Bears
    And Bob has 3 poison counters
    When a player would receive priority
    Then Test Corruptor has double strike
    And Grizzly Bears does not have double strike

  Scenario: Corrupted: with two poison counters, it doesn't apply
    Given a card compiled from its Oracle text:
      """
      name: Test Corruptor
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Corrupted — As long as an opponent has three or more poison counters, this creature has double strike."
      """
    And Alice controls Test Corruptor
    And Bob has 2 poison counters
    When a player would receive priority
    Then Test Corruptor does not have double strike
