@cr613
Feature: Continuous effects apply in layer order (CR 613.1, 613.4, 613.5)
  Whatever their timestamps, effects apply layer by layer: copy, control, text, type, color,
  abilities, then power and toughness in sublayers 7a–7d.

  Scenario: A color change counts for a later layer's "white creatures" (the Honor of the Pure example, 613.5)
    Given a card defined as:
      """
      name: Whitewash
      mana_cost: "{W}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous: {affects: t, set_colors: [white]}
      """
    And Alice controls Honor of the Pure
    And Alice controls Gray Ogre
    And Alice has cast Whitewash targeting Gray Ogre
    When all players pass priority until the stack is empty
    Then Gray Ogre is 3/3
    And the ruling cites CR 613.1e
    And the ruling cites CR 613.4c

  Scenario: Setting power and toughness comes before modifying it (the Gray Ogre example, 613.5)
    Given a card defined as:
      """
      name: Test Pump
      mana_cost: "{G}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous: {affects: t, until: end of turn, pt: +4/+4}
      """
    And a card defined as:
      """
      name: Test Shrink
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous: {affects: t, until: end of turn, set_pt: 0/1}
      """
    And a card defined as:
      """
      name: Test Wall Anthem
      mana_cost: "{W}"
      types: [enchantment]
      abilities:
        - static: {affects: creatures you control, pt: +0/+2}
      """
    And Alice controls Gray Ogre with 1 +1/+1 counter
    And Alice controls Test Wall Anthem
    And Alice has cast Test Shrink targeting Gray Ogre
    And Alice has cast Test Pump targeting Gray Ogre
    When all players pass priority until the stack is empty
    Then Gray Ogre is 5/8
    And the ruling cites CR 613.4b
    And Gray Ogre's layer row from Test Shrink cites CR 613.4b
    And Gray Ogre's layer row from Test Shrink cites CR 613.1g
    And Gray Ogre's layer row from Test Shrink cites CR 613.7b
    And Gray Ogre's layer row from Test Wall Anthem cites CR 613.4c
    And Gray Ogre's layer row from Test Wall Anthem cites CR 613.7a
    And Gray Ogre's layer row from Gray Ogre cites CR 613.7c

  Scenario Outline: Switching comes last (the examples of 613.4d)
    Given a card defined as:
      """
      name: Test Creature
      mana_cost: "{1}"
      types: [creature]
      subtypes: [Beast]
      power: 1
      toughness: 3
      """
    And a card defined as:
      """
      name: Plus Zero One
      mana_cost: "{G}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects: [continuous: {affects: t, until: end of turn, pt: +0/+1}]
      """
    And a card defined as:
      """
      name: Plus Five Zero
      mana_cost: "{R}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects: [continuous: {affects: t, until: end of turn, pt: +5/+0}]
      """
    And a card defined as:
      """
      name: Switch
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects: [continuous: {affects: t, until: end of turn, switch_pt: true}]
      """
    And Alice controls Test Creature
    And Alice has cast <third> targeting Test Creature
    And Alice has cast <second> targeting Test Creature
    And Alice has cast Plus Zero One targeting Test Creature
    When all players pass priority until the stack is empty
    Then Test Creature is <result>
    And the ruling cites CR 613.4d

    Examples:
      | second | third          | result |
      | Switch | Plus Five Zero | 4/6    |
      | Switch | Switch         | 1/4    |

  Scenario: A characteristic-defining ability applies before effects that set power (613.4a)
    Given a card defined as:
      """
      name: Test Shrink
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous: {affects: t, until: end of turn, set_pt: 0/1}
      """
    And Alice has Forest in her graveyard
    And Alice has Lightning Bolt in her graveyard
    And Bob controls Tarmogoyf
    And Alice has cast Test Shrink targeting Tarmogoyf
    When all players pass priority until the stack is empty
    Then Tarmogoyf is 0/1
    And the ruling cites CR 613.4a
    And the ruling cites CR 613.4b

  Scenario: Losing all abilities removes a characteristic-defining ability too
    Given Alice has Forest in her graveyard
    And Bob controls Tarmogoyf
    And Alice controls Humility
    When a player would receive priority
    Then Tarmogoyf is 1/1
    And the ruling does not cite CR 613.4a
