@cr702
Feature: Offspring: an optional additional cost for a 1/1 token copy (CR 702.175a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rabbit
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)"
      """

  Scenario: Paid, the permanent's enters ability makes a 1/1 token copy of it
    Given Alice has Test Rabbit in hand
    When Alice casts Test Rabbit paying its offspring cost and it resolves
    Then Alice controls a token named Test Rabbit that is 1/1 colorless "creature"
    And Test Rabbit is 3/3
    And the ruling cites CR 702.175a

  Scenario: Not paid, no token, and the choice is marked assumed
    Given Alice has Test Rabbit in hand
    When Alice casts Test Rabbit and it resolves
    Then Alice controls 0 tokens
    And the ruling marks whether to pay the offspring cost of Test Rabbit as assumed
