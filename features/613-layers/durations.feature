@cr613
Feature: Durations of effects from resolving spells and abilities (CR 611.2)

  Scenario: A "for as long as" effect ends when its condition stops holding (611.2b)
    Given Alice controls Willow Satyr
    And Bob controls Isamaru, Hound of Konda
    And Bob has Shock in hand
    When Alice activates Willow Satyr's first ability targeting Isamaru, Hound of Konda and it resolves
    Then Isamaru, Hound of Konda is controlled by Alice
    When Bob casts Shock targeting Willow Satyr and it resolves
    Then Isamaru, Hound of Konda is controlled by Bob
    And the ruling cites CR 611.2b

  Scenario: A "for as long as" duration that never began does nothing (611.2b)
    Given Alice controls Willow Satyr
    And Bob controls Isamaru, Hound of Konda
    And Alice has activated Willow Satyr's first ability targeting Isamaru, Hound of Konda
    And Bob has cast Unsummon targeting Willow Satyr
    When all players pass priority until the stack is empty
    Then Isamaru, Hound of Konda is on the battlefield
    And the ruling cites CR 611.2b

  Scenario: The set of objects a resolved effect affects is fixed when it begins (611.2c)
    Given a card defined as:
      """
      name: Test White Rally
      mana_cost: "{W}"
      types: [instant]
      abilities:
        - spell:
            effects:
              - continuous: {affects: all white creatures, until: end of turn, pt: +1/+1}
      """
    And Alice controls Savannah Lions
    And Alice controls Grizzly Bears
    And Alice has cast Deathlace targeting Savannah Lions
    And Alice has cast Test White Rally
    When all players pass priority until the stack is empty
    Then Savannah Lions is 3/2
    And Grizzly Bears is 2/2
    And the ruling cites CR 611.2c

  Scenario: A resolved "can't block" effect changes the rules, so it reaches later creatures (611.2c)
    Given a card defined as:
      """
      name: Test No Blocks
      mana_cost: "{R}"
      types: [instant]
      abilities:
        - spell:
            effects:
              - continuous: {affects: creatures your opponents control, until: end of turn, restrict: [block]}
      """
    And a card defined as:
      """
      name: Test Flash Wall
      mana_cost: "{1}{U}"
      types: [creature]
      subtypes: [Wall]
      power: 0
      toughness: 4
      abilities: [flash]
      """
    And Alice controls Grizzly Bears
    And Alice has Test No Blocks in hand
    And Bob has Test Flash Wall in hand
    When Alice casts Test No Blocks and it resolves
    And Bob casts Test Flash Wall and it resolves
    And Alice attacks with Grizzly Bears and Test Flash Wall blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: "Prevent all damage to creatures" protects a creature that arrives later (611.2c)
    Given a card defined as:
      """
      name: Test Shelter
      mana_cost: "{W}"
      types: [instant]
      abilities:
        - spell:
            effects:
              - prevent_damage: {amount: all, to: each creature}
      """
    And Alice has Test Shelter in hand
    And Alice has Savannah Lions in hand
    And Bob has Shock in hand
    When Alice casts Test Shelter and it resolves
    And Alice casts Savannah Lions and it resolves
    And Bob casts Shock targeting Savannah Lions and it resolves
    Then Savannah Lions is on the battlefield
    And Savannah Lions has 0 damage marked on it
    And the ruling cites CR 611.2c

  Scenario: A number a resolved effect reads from the game is fixed as it resolves (608.2h)
    Given a card defined as:
      """
      name: Test Census
      mana_cost: "{U}"
      types: [sorcery]
      abilities:
        - spell:
            targets: {t: creature}
            effects:
              - continuous:
                  affects: t
                  until: end of turn
                  set_pt: {power: number of creatures, toughness: number of creatures}
      """
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Bob controls Hill Giant
    And Alice has cast Murder targeting Hill Giant
    And Alice has cast Test Census targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Hill Giant is in Bob's graveyard
    And Grizzly Bears is 3/3

  Scenario: Untapping Willow Satyr in the untap step ends its control effect (502.3, 611.2b)
    Given it is Bob's turn
    And Alice controls Willow Satyr
    And Bob controls Isamaru, Hound of Konda
    And Alice has 5 cards in their library
    And Bob has 5 cards in their library
    And Alice chooses not to use Willow Satyr's optional ability
    When Alice activates Willow Satyr's first ability targeting Isamaru, Hound of Konda and it resolves
    And the game advances to the upkeep step
    Then Willow Satyr is untapped
    And Isamaru, Hound of Konda is controlled by Bob
    And the ruling cites CR 611.2b
