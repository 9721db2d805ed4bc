@cr608
Feature: Countering spells (CR 701.5), and spells that can't be countered (101.2)

  Scenario: A spell that can't be countered stays on the stack and resolves (101.2)
    Given a card defined as:
      """
      name: Test Unstoppable Bolt
      mana_cost: "{2}{R}"
      types: [instant]
      abilities:
        - can't be countered
        - spell:
            targets: {t: any target}
            effects: [damage: {amount: 3, to: t}]
      """
    And Alice has cast Test Unstoppable Bolt targeting Bob
    And Bob has cast Counterspell targeting Test Unstoppable Bolt
    When all players pass priority until the stack is empty
    Then Bob has 17 life
    And the ruling cites CR 101.2

  Scenario: A spell that can be countered is countered (701.5a)
    Given Alice has cast Lightning Bolt targeting Bob
    And Bob has cast Counterspell targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Bob has 20 life
    And the ruling cites CR 701.5a
