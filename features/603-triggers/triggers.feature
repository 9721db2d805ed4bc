@cr603
Feature: Triggered abilities (CR 603)

  Scenario: Leaves-the-battlefield abilities look back in time (the 603.10a example)
    Given a card defined as:
      """
      name: Test Mourning Relic
      mana_cost: "{2}"
      types: [artifact]
      abilities:
        - triggered:
            when: {dies: a creature}
            effects: [gain_life: {amount: 1}]
      """
    And a card defined as:
      """
      name: Test Apocalypse
      mana_cost: "{4}"
      types: [sorcery]
      abilities:
        - spell:
            effects:
              - destroy: all artifacts, creatures, and enchantments
      """
    And Alice controls Test Mourning Relic
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Alice has cast Test Apocalypse
    When all players pass priority until the stack is empty
    Then Test Mourning Relic is in Alice's graveyard
    And 2 abilities triggered
    And Alice has 22 life
    And the ruling cites CR 603.10a

  Scenario: Triggers go on the stack in APNAP order, so the active player's resolve last (603.3b)
    Given Bob has 2 life
    And Alice controls Blood Artist
    And Bob controls Falkenrath Noble
    And Blood Artist's triggered abilities target Bob
    And Falkenrath Noble's triggered abilities target Alice
    And Alice has cast Pyroclasm
    When all players pass priority until the stack is empty
    Then Bob has not lost the game
    And Bob has 2 life
    And Falkenrath Noble resolved before Blood Artist
    And the ruling cites CR 603.3b

  Scenario: A player orders their own triggers as they choose (603.3b)
    Given Alice controls Blood Artist
    And Alice controls Zulaport Cutthroat
    And Alice puts triggers on the stack in the order Zulaport Cutthroat and Blood Artist
    And Blood Artist's triggered abilities target Bob
    And Alice has cast Disfigure targeting Zulaport Cutthroat
    When all players pass priority until the stack is empty
    Then Blood Artist resolved before Zulaport Cutthroat
    And nothing is assumed

  Scenario: Without a stated order the ruling marks the order as assumed
    Given Alice controls Blood Artist
    And Alice controls Zulaport Cutthroat
    And Blood Artist's triggered abilities target Bob
    And Alice has cast Disfigure targeting Zulaport Cutthroat
    When all players pass priority until the stack is empty
    Then the ruling marks the order of their triggered abilities as assumed

  Scenario: A triggered ability with no legal target is removed (603.3d)
    Given Alice has Ravenous Chupacabra in hand
    When Alice casts Ravenous Chupacabra and it resolves
    Then Ravenous Chupacabra is on the battlefield
    And the ruling cites CR 603.3d

  Scenario: An enters-the-battlefield ability triggers for each creature that enters (603.6a)
    Given Alice controls Soul Warden
    And Alice has cast Raise the Alarm
    When all players pass priority until the stack is empty
    Then Alice has 22 life
