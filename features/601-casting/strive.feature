@cr601
Feature: Strive (207.2c, 601.2f): a spell that costs more for each target beyond the first

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Striving Tide
      mana_cost: "{U}"
      types: [instant]
      oracle: "Strive — This spell costs {1}{U} more to cast for each target beyond the first.\nTap up to three target creatures."
      """

  Scenario: Three targets chosen, the spell costs its extra mana twice (601.2c, 601.2f)
    Given Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Bob controls Llanowar Elves
    And Alice has Test Striving Tide in hand
    When Alice casts Test Striving Tide targeting Grizzly Bears and Hill Giant and Llanowar Elves and it resolves
    Then Grizzly Bears is tapped
    And Llanowar Elves is tapped
    And the ruling says "is {2}{U}{U}{U}: {U}, {2}{U}{U} more for 2 targets beyond the first"
    And the ruling cites CR 601.2f

  Scenario: One target chosen, the spell costs only its mana cost
    Given Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Striving Tide in hand
    When Alice casts Test Striving Tide targeting Grizzly Bears and it resolves
    Then Grizzly Bears is tapped
    And Hill Giant is untapped
    And the ruling does not say "beyond the first"
