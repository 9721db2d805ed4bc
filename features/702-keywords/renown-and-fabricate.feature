@cr702
Feature: Renown and fabricate (CR 702.112, 702.123): +1/+1 counters a creature's keyword puts on it

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Renowned Knight
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Renown 2 (When this creature deals combat damage to a player, if it isn't renowned, put two +1/+1 counters on it and it becomes renowned.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Fabricator
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Fabricate 2"
      """

  Scenario: Dealing combat damage to a player, it gets its counters and becomes renowned (702.112a)
    Given it is Alice's turn
    And Alice controls Test Renowned Knight
    When Alice attacks with Test Renowned Knight and combat ends
    Then Bob has 18 life
    And Test Renowned Knight is 4/4
    And Test Renowned Knight is renowned
    And the ruling cites CR 702.112a

  Scenario: A renowned creature's renown doesn't trigger again (702.112a, 603.4)
    Given it is Alice's turn
    And Alice controls Test Renowned Knight with renowned
    When Alice attacks with Test Renowned Knight and combat ends
    Then Bob has 18 life
    And Test Renowned Knight is 2/2
    And 0 abilities triggered

  Scenario: Blocked, it deals no damage to a player, and nothing triggers
    Given it is Alice's turn
    And Alice controls Test Renowned Knight
    And Bob controls Grizzly Bears
    When Alice attacks with Test Renowned Knight and Grizzly Bears blocks and combat ends
    Then Bob has 20 life
    And Test Renowned Knight is not renowned

  Scenario: Fabricate: the counters by default, and that is assumed (702.123a)
    Given Alice has Test Fabricator in hand
    When Alice casts Test Fabricator and it resolves
    Then Test Fabricator is 3/3
    And Alice controls 0 tokens
    And the ruling marks whether to put 2 +1/+1 counters on Test Fabricator rather than create Servos as assumed

  Scenario: Fabricate: Servos instead, if its controller says so (702.123a)
    Given Alice has Test Fabricator in hand
    And Alice chooses not to use Test Fabricator's optional ability
    When Alice casts Test Fabricator and it resolves
    Then Test Fabricator is 1/1
    And Alice controls 2 tokens
