@cr608
Feature: Targets are checked as a spell or ability resolves (CR 608.2b)

  Scenario: A spell whose only target became illegal does nothing (the Sorin's Thirst example)
    Given Alice has 10 life
    And Bob controls Grizzly Bears
    And Alice has cast Sorin's Thirst targeting Grizzly Bears
    And Bob has cast Gods Willing targeting Grizzly Bears
    And the color chosen for Gods Willing is black
    When all players pass priority until the stack is empty
    Then Grizzly Bears has 0 damage marked on it
    And Alice has 10 life
    And Sorin's Thirst is in Alice's graveyard
    And the ruling cites CR 608.2b

  Scenario: A target that is still legal for one of its instances is affected (the Plague Spores example)
    Given Bob controls Dryad Arbor
    And Alice has cast Plague Spores targeting Dryad Arbor and Dryad Arbor
    And Alice has cast Deathlace targeting Dryad Arbor
    When all players pass priority until the stack is empty
    Then Dryad Arbor is in Bob's graveyard
    And the ruling cites CR 608.2b

  Scenario: A target that left the battlefield is illegal
    Given Alice controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Grizzly Bears
    And Alice has cast Unsummon targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's hand
    And Lightning Bolt is in Bob's graveyard
    And the ruling cites CR 608.2b

  Scenario: A countered target makes a second Counterspell fail to resolve
    Given Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Counterspell as "first" targeting Lightning Bolt
    And Alice has cast Counterspell as "second" targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Alice has 20 life
    And first is in Alice's graveyard
    And the ruling cites CR 701.5a
    And the ruling cites CR 608.2b

  Scenario: A target "with power 4 or greater" must have that power as it is chosen (115.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Big Game
      types: [instant]
      oracle: "Destroy target creature with power 4 or greater."
      """
    And Alice has Test Big Game in hand
    And Bob controls Grizzly Bears
    When Alice casts Test Big Game targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: Damage to "each creature without flying" spares the flyers (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Quake
      types: [sorcery]
      oracle: "Test Quake deals 2 damage to each creature without flying."
      """
    And Alice has Test Quake in hand
    And Bob controls Grizzly Bears
    And Bob controls Air Elemental
    When Alice casts Test Quake and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Air Elemental has 0 damage marked on it
