@cr702
Feature: Training: a +1/+1 counter when it attacks with a stronger creature (CR 702.149a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Trainee
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)"
      """

  Scenario: Attacking with a stronger creature trains it
    Given Alice controls Test Trainee
    And Alice controls Grizzly Bears
    When Alice attacks with Test Trainee and Grizzly Bears and combat ends
    Then Test Trainee has 1 +1/+1 counter on it
    And the ruling cites CR 702.149a

  Scenario: Attacking with no stronger creature doesn't
    Given Alice controls Test Trainee
    And Alice controls Llanowar Elves
    When Alice attacks with Test Trainee and Llanowar Elves and combat ends
    Then Test Trainee has no counters on it
