@cr706
Feature: Rolling a die: its result and its results table (CR 706)

  Scenario: "The result" is the number the die shows (706.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Hoard
      types: [sorcery]
      oracle: "Roll a d20. Create a number of Treasure tokens equal to the result."
      """
    And Alice has Test Hoard in hand
    And the die Test Hoard rolls shows 3
    When Alice casts Test Hoard and it resolves
    Then Alice controls 3 tokens
    And the ruling cites CR 706.2
    And the ruling says "rolls a d20 for Test Hoard (test_hoard#2): the result is 3"

  Scenario: A results table: only the line whose range holds the result happens (706.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Wild Magic
      types: [sorcery]
      oracle: "Roll a d20.\n1—9 | Test Wild Magic deals 2 damage to each opponent.\n10—19 | You gain 3 life.\n20 | You gain 3 life. Test Wild Magic deals 5 damage to each opponent."
      """
    And Alice has Test Wild Magic in hand
    And the die Test Wild Magic rolls shows 20
    When Alice casts Test Wild Magic and it resolves
    Then Alice has 23 life
    And Bob has 15 life
    And the ruling cites CR 706.3a

  Scenario: "If you roll a 1 …; otherwise, …": the other results take the other branch
    Given a card compiled from its Oracle text:
      """
      name: Test Chicken
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: Roll a six-sided die. If you roll a 1, sacrifice Test Chicken. Otherwise, put a +1/+1 counter on Test Chicken."
      """
    And Alice controls Test Chicken
    And the die Test Chicken rolls shows 4
    When Alice activates Test Chicken's first ability and it resolves
    Then Test Chicken has 1 +1/+1 counter on it

  Scenario: A result the scenario doesn't give is assumed: 1
    Given a card compiled from its Oracle text:
      """
      name: Test Chicken
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: Roll a six-sided die. If you roll a 1, sacrifice Test Chicken. Otherwise, put a +1/+1 counter on Test Chicken."
      """
    And Alice controls Test Chicken
    When Alice activates Test Chicken's first ability and it resolves
    Then Test Chicken is in Alice's graveyard
    And the ruling marks the result as assumed

  Scenario: A result a die can't show is refused
    Given a card compiled from its Oracle text:
      """
      name: Test Hoard
      types: [sorcery]
      oracle: "Roll a d4. Create a number of Treasure tokens equal to the result."
      """
    And Alice has Test Hoard in hand
    And the die Test Hoard rolls shows 7
    When Alice casts Test Hoard and it resolves
    Then that is not allowed, by CR 706.2
