@cr500
Feature: Mana that isn't lost as steps and phases end (CR 500.4, 106.4)

  Scenario: "Until end of turn, you don't lose this mana as steps and phases end" (500.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Brazen Collector
      types: [creature]
      subtypes: [Goblin, Rogue]
      colors: [red]
      power: 2
      toughness: 1
      oracle: "First strike\nWhenever this creature attacks, add {R}. Until end of turn, you don't lose this mana as steps and phases end."
      """
    And Alice controls Test Brazen Collector
    When Alice attacks with Test Brazen Collector and combat ends
    Then the ruling says "Alice adds {R} (until end of turn, Alice doesn't lose it as steps and phases end;"
    And the ruling cites CR 500.4

  Scenario: "Until end of combat, you don't lose this mana as steps end"
    Given a card compiled from its Oracle text:
      """
      name: Test Firebender
      types: [creature]
      colors: [red]
      power: 4
      toughness: 4
      oracle: "Whenever this creature attacks, add six {R}. Until end of combat, you don't lose this mana as steps end."
      """
    And Alice controls Test Firebender
    When Alice attacks with Test Firebender and combat ends
    Then the ruling says "Alice adds {R}{R}{R}{R}{R}{R} (until end of combat, Alice doesn't lose it as steps end;"

  Scenario: Mana added with nothing said about keeping it cites no exception to 500.4
    Given a card compiled from its Oracle text:
      """
      name: Test Raging Goblin
      types: [creature]
      colors: [red]
      power: 1
      toughness: 1
      oracle: "Whenever this creature attacks, add {R}."
      """
    And Alice controls Test Raging Goblin
    When Alice attacks with Test Raging Goblin and combat ends
    Then the ruling says "Alice adds {R} (mana pools are not modeled further)"
    And the ruling does not cite CR 500.4
