@cr702
Feature: Squad (CR 702.157a)

  As a creature spell with squad is cast, its caster may pay its squad cost any number of
  times; when the creature enters, if they did, a token copy of it is made for each time.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Trooper
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of times. When this creature enters, create a token that's a copy of it for each time you paid its squad cost.)"
      """
    And Alice has Test Trooper in hand

  Scenario: Squad paid twice, two token copies as the creature enters
    When Alice casts Test Trooper paying its squad cost 2 times and it resolves
    Then Alice controls 2 tokens
    And the ruling says "Test Trooper"
    And the ruling cites CR 702.157a

  Scenario: Squad not paid, the enters ability doesn't trigger
    When Alice casts Test Trooper paying its squad cost 0 times and it resolves
    Then Alice controls 0 tokens
    And 0 abilities triggered

  Scenario: Squad cost not said, not paid, marked assumed
    When Alice casts Test Trooper and it resolves
    Then Alice controls 0 tokens
    And the ruling marks how many times to pay the squad cost of Test Trooper as assumed
