@cr702
Feature: Rampage: bigger for each blocker beyond the first (CR 702.23)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rampager
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)"
      """

  Scenario: Blocked by three creatures, it gets +4/+4 (702.23a)
    Given Alice controls Test Rampager
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    And Bob controls Llanowar Elves
    When Alice attacks with Test Rampager, which Grizzly Bears and Savannah Lions and Llanowar Elves block, and combat ends
    Then Test Rampager is 7/7
    And the ruling cites CR 702.23a

  Scenario: Blocked by one creature, it gets nothing
    Given Alice controls Test Rampager
    And Bob controls Grizzly Bears
    When Alice attacks with Test Rampager, which Grizzly Bears blocks, and combat ends
    Then Test Rampager is 3/3

  Scenario: "For each creature blocking it" counts every blocker as it resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Berserker
      types: [creature]
      power: 1
      toughness: 3
      oracle: "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it."
      """
    And Alice controls Test Berserker
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    When Alice attacks with Test Berserker, which Grizzly Bears and Savannah Lions block, and combat ends
    Then Test Berserker is 3/5
