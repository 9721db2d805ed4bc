@cr611
Feature: Losing keywords and setting base power and toughness for the turn; a condition on a counter

  Scenario: A creature that loses flying until end of turn can be blocked by one without it (613.1f)
    Given a card compiled from its Oracle text:
      """
      name: Test Grounding
      types: [instant]
      oracle: "Target creature loses flying until end of turn."
      """
    And Alice has Test Grounding in hand
    And Bob controls Serra Angel
    When Alice casts Test Grounding targeting Serra Angel and it resolves
    Then Serra Angel does not have flying
    And Serra Angel has vigilance

  Scenario: Base power and toughness for the turn, and counters still count (613.4b, 613.4c)
    Given a card compiled from its Oracle text:
      """
      name: Test Diminish
      types: [instant]
      oracle: "Target creature has base power and toughness 1/1 until end of turn."
      """
    And Alice has Test Diminish in hand
    And Bob controls Serra Angel with 1 +1/+1 counter
    When Alice casts Test Diminish targeting Serra Angel and it resolves
    Then Serra Angel is 2/2

  Scenario: A static ability that holds while its source has a +1/+1 counter (611.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Baloth Pup
      types: [creature]
      power: 3
      toughness: 1
      oracle: "This creature has trample as long as it has a +1/+1 counter on it."
      """
    And Alice controls Test Baloth Pup with 1 +1/+1 counter
    And Bob controls Test Baloth Pup as "bob's pup"
    When a player would receive priority
    Then Test Baloth Pup has trample
    And bob's pup does not have trample
