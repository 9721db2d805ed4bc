@cr705
Feature: Flipping a coin (CR 705.2)

  The player who flips a coin calls it and wins or loses the flip; what the flip decides
  follows. How the coin lands is the scenario's to say; not said, the flip is taken as won and
  marked assumed.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Gamble
      types: [instant]
      oracle: "Flip a coin. If you win the flip, Test Gamble deals 4 damage to any target. If you lose the flip, Test Gamble deals 4 damage to you."
      """
    And Alice has Test Gamble in hand

  Scenario: A won flip
    Given the coin Test Gamble flips lands won
    When Alice casts Test Gamble targeting Bob and it resolves
    Then Bob has 16 life
    And Alice has 20 life
    And the ruling says "Alice flips a coin for Test Gamble"
    And the ruling cites CR 705.2

  Scenario: A lost flip
    Given the coin Test Gamble flips lands lost
    When Alice casts Test Gamble targeting Bob and it resolves
    Then Bob has 20 life
    And Alice has 16 life

  Scenario: Not said, the flip is won, marked assumed
    When Alice casts Test Gamble targeting Bob and it resolves
    Then Bob has 16 life
    And the ruling marks Alice flips a coin as assumed

  Scenario: Each flip of a permanent's ability takes the next result in order
    Given a card compiled from its Oracle text:
      """
      name: Test Coin Engine
      types: [artifact]
      oracle: "{1}: Flip a coin. If you win the flip, you gain 1 life."
      """
    And Alice controls Test Coin Engine
    And the coins Test Coin Engine flips land lost and won
    When Alice activates Test Coin Engine's first ability and it resolves
    And Alice activates Test Coin Engine's first ability and it resolves
    Then Alice has 21 life
