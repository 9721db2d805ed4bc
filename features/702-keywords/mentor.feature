@cr702
Feature: Mentor (CR 702.134): a +1/+1 counter on an attacking creature with less power

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Mentor Knight
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)"
      """

  Scenario: An attacking creature with less power gets the counter (702.134a)
    Given Alice controls Test Mentor Knight
    And Alice controls Llanowar Elves
    And Test Mentor Knight's triggered abilities target Llanowar Elves
    When Alice attacks with Test Mentor Knight and Llanowar Elves and combat ends
    Then Llanowar Elves has 1 +1/+1 counter on it

  Scenario: A creature with as much power isn't a legal target
    Given Alice controls Test Mentor Knight
    And Alice controls Hill Giant
    And Test Mentor Knight's triggered abilities target Hill Giant
    When Alice attacks with Test Mentor Knight and Hill Giant and combat ends
    Then that is not allowed, by CR 603.3d
