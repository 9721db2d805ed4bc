@cr702
Feature: Undaunted (CR 702.125a): {1} less to cast for each opponent

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Undaunted Edict
      mana_cost: "{5}{B}"
      types: [sorcery]
      oracle: "Undaunted (This spell costs {1} less to cast for each opponent.)\nEach opponent loses 2 life."
      """
    And it is Alice's turn
    And Alice has Test Undaunted Edict in hand

  Scenario: With one opponent, it costs {1} less (702.125a)
    When Alice casts Test Undaunted Edict and it resolves
    Then the ruling says "is {4}{B}: {5}{B}"
    And Bob has 18 life
    And the ruling cites CR 702.125a

  Scenario: With two opponents, it costs {2} less
    Given Carol has 20 life
    When Alice casts Test Undaunted Edict and it resolves
    Then the ruling says "is {3}{B}: {5}{B}"
    And Carol has 18 life
