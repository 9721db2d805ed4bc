@cr702
Feature: Graft (CR 702.58a): +1/+1 counters that may move onto creatures as they enter

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Grafted Sprout
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)"
      """

  Scenario: It enters with its counters (702.58a)
    Given Alice has Test Grafted Sprout in hand
    When Alice casts Test Grafted Sprout and it resolves
    Then Test Grafted Sprout has 2 +1/+1 counters on it

  Scenario: As another creature enters, a counter moves onto it (702.58a, 122.5)
    Given Alice controls Test Grafted Sprout with 2 +1/+1 counters
    And Bob has Grizzly Bears in hand
    And it is Bob's turn
    When Bob casts Grizzly Bears and it resolves
    Then Test Grafted Sprout has 1 +1/+1 counter on it
    And Grizzly Bears has 1 +1/+1 counter on it
    And the ruling cites CR 702.58a

  Scenario: Its controller may choose not to move a counter
    Given Alice controls Test Grafted Sprout with 2 +1/+1 counters
    And Alice has Grizzly Bears in hand
    And Alice chooses not to use Test Grafted Sprout's optional ability
    When Alice casts Grizzly Bears and it resolves
    Then Test Grafted Sprout has 2 +1/+1 counters on it
    And Grizzly Bears has no counters on it

  Scenario: With no +1/+1 counter on it, graft doesn't trigger (603.4)
    Given Alice controls Test Grafted Sprout
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then 0 abilities triggered
    And Test Grafted Sprout is on the battlefield
