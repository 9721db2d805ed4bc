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

  Scenario: "Counter target spell with mana value 2": only such a spell can be its target (115.1, 202.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Spell Snare
      mana_cost: "{U}"
      types: [instant]
      oracle: "Counter target spell with mana value 2."
      """
    And Alice has Test Spell Snare in hand
    And Bob has cast Lightning Bolt targeting Alice
    When Alice casts Test Spell Snare targeting Lightning Bolt and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: A spell of that mana value is countered
    Given a card compiled from its Oracle text:
      """
      name: Test Spell Snare
      mana_cost: "{U}"
      types: [instant]
      oracle: "Counter target spell with mana value 2."
      """
    And it is Bob's turn
    And Alice has Test Spell Snare in hand
    And Bob has cast Grizzly Bears
    When Alice casts Test Spell Snare targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
