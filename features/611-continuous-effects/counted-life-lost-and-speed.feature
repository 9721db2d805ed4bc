@cr611
Feature: "Where X is the amount of life you've lost this turn" and "where X is your speed" (CR 119.3, 702.179, 611.3a, 608.2h)

  Both are numbers about the ability's controller: a static ability reads them whenever it
  applies, a resolving spell or ability once, as it resolves. A player with no speed has
  speed 0 where it is asked (702.179f).

  Scenario: The life its controller lost this turn, counted as they lose more
    Given a card compiled from its Oracle text:
      """
      name: Test Predator Captain
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +X/+0, where X is the amount of life you've lost this turn."
      """
    And Alice controls Test Predator Captain
    And Alice lost 2 life this turn
    And Alice has Lava Spike in hand
    When Alice casts Lava Spike targeting Alice and it resolves
    Then Alice has 17 life
    And Test Predator Captain is 7/2
    And the ruling says "this gets +X/+0, where X is the amount of life you've lost this turn"

  Scenario: "Where X is your speed": each other creature its controller controls
    Given a card compiled from its Oracle text:
      """
      name: Test Driving Force
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Other creatures you control get +X/+0, where X is your speed."
      """
    And Alice controls Test Driving Force
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Alice has speed 3
    When a player would receive priority
    Then Grizzly Bears is 5/2
    And Savannah Lions is 2/1
    And Test Driving Force is 1/1

  Scenario: With no speed, X is 0 (702.179f)
    Given a card compiled from its Oracle text:
      """
      name: Test Driving Force
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Other creatures you control get +X/+0, where X is your speed."
      """
    And Alice controls Test Driving Force
    And Alice controls Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 2/2

  Scenario: "You gain life equal to the life you've lost this turn", read as it resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Korlis Child
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Sacrifice this creature: You gain life equal to the life you've lost this turn."
      """
    And Alice controls Test Korlis Child
    And Alice has 15 life
    And Alice lost 5 life this turn
    When Alice activates Test Korlis Child's first ability and it resolves
    Then Alice has 20 life

  Scenario: "You gain life equal to your speed", read as it resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Momentum Breaker
      types: [enchantment]
      oracle: "{2}, Sacrifice this enchantment: You gain life equal to your speed."
      """
    And Alice controls Test Momentum Breaker
    And Alice has speed 2
    When Alice activates Test Momentum Breaker's first ability and it resolves
    Then Alice has 22 life
