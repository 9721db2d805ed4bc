@cr702
Feature: Energy counters (CR 107.14)

  {E} is an energy counter a player has; to pay {E}, the player removes one from themselves.
  Energy is not mana: a cost of {E} can be paid only with energy the player has (118.3).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Chaser
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When this creature enters, you get {E}{E} (two energy counters).\nWhenever this creature attacks, you may pay {E}{E}. If you do, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Dynamo
      types: [artifact]
      oracle: "Pay {E}{E}{E}: You gain 3 life."
      """

  Scenario: Getting energy
    Given Alice has Test Chaser in hand
    When Alice casts Test Chaser and it resolves
    Then Alice has 2 energy
    And the ruling cites CR 107.14

  Scenario: Paying energy is removing it
    Given it is Alice's turn
    And Alice has 2 energy
    And Alice has 3 cards in her library
    And Alice controls Test Chaser
    When Alice attacks with Test Chaser and combat ends
    Then Alice has 0 energy
    And Alice has 2 cards in her library

  Scenario: Without enough energy the cost can't be paid (118.3)
    Given it is Alice's turn
    And Alice has 1 energy
    And Alice has 3 cards in her library
    And Alice controls Test Chaser
    When Alice attacks with Test Chaser and combat ends
    Then Alice has 1 energy
    And Alice has 3 cards in her library

  Scenario: An ability that costs energy can't be activated without it
    Given Alice has 2 energy
    And Alice controls Test Dynamo
    When Alice activates Test Dynamo's first ability and it resolves
    Then that is not allowed, by CR 107.14

  Scenario: With it, it can
    Given Alice has 3 energy
    And Alice controls Test Dynamo
    When Alice activates Test Dynamo's first ability and it resolves
    Then Alice has 0 energy
    And Alice has 23 life
