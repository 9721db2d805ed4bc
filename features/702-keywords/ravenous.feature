@cr702
Feature: Ravenous (CR 702.156a): X +1/+1 counters, and a card with X of 5 or more

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Ravenous Tyrant
      mana_cost: "{X}{G}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)"
      """
    And Alice has Test Ravenous Tyrant in hand
    And Alice has 3 cards in her library

  Scenario: With X of 5, it enters with five counters and its controller draws a card (107.3m)
    When Alice casts Test Ravenous Tyrant with X = 5 and it resolves
    Then Test Ravenous Tyrant has 5 +1/+1 counters on it
    And Alice has 1 card in her hand
    And the ruling cites CR 702.156a

  Scenario: With X of 4, it enters with four counters and the ability doesn't trigger (603.4)
    When Alice casts Test Ravenous Tyrant with X = 4 and it resolves
    Then Test Ravenous Tyrant has 4 +1/+1 counters on it
    And Alice has 0 cards in her hand
    And 0 abilities triggered
