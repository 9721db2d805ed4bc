@cr613
Feature: An effect keeps applying to the same objects in later layers (CR 613.6)

  Scenario: Act of Treason changes control in layer 2 and adds haste in layer 6 (613.6 example)
    Given Bob controls Serra Angel
    And Alice has cast Act of Treason targeting Serra Angel
    When all players pass priority until the stack is empty
    Then Serra Angel has haste
    And the ruling cites CR 613.1b
    And the ruling cites CR 613.1f

  Scenario: Noncreature artifacts that became creatures still get the 2/2 (613.6 example)
    Given a card defined as:
      """
      name: Test Animation
      mana_cost: "{3}{U}"
      types: [sorcery]
      abilities:
        - spell:
            effects:
              - continuous:
                  affects: all noncreature artifacts
                  until: end of turn
                  add_types: [creature]
                  set_pt: 2/2
      """
    And Alice controls Bonesplitter
    And Alice has cast Test Animation
    When all players pass priority until the stack is empty
    Then Bonesplitter is on the battlefield
    And Bonesplitter is 2/2

  Scenario: A static ability that removes its own ability keeps applying (Humility under Opalescence)
    Given Alice controls Humility
    And Alice controls Opalescence
    When a player would receive priority
    Then Humility is 4/4
    And Humility does not have all creatures lose all abilities and have base power and toughness 1/1
    And the ruling cites CR 613.6

  Scenario: An object can't gain a subtype of a type it doesn't have (205.3d)
    Given a card defined as:
      """
      name: Test Leafy
      mana_cost: "{G}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects: [continuous: {affects: t, until: end of turn, add_subtypes: [Forest, Elf]}]
      """
    And Alice controls Grizzly Bears
    And Alice has cast Test Leafy targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then the type line of Grizzly Bears is "creature — Bear Elf"
