@cr104
Feature: A loop of mandatory actions is a draw (CR 104.4b, 729.4, 729.1b)

  Background:
    Given a card defined as:
      """
      name: Test Winder
      types: [enchantment]
      abilities:
        - triggered:
            when: {becomes_tapped: {what: a creature, untapped: true}}
            effects: [tap: that creature]
      """
    And a card defined as:
      """
      name: Test Tap
      types: [instant]
      abilities:
        - spell: {targets: {t: creature}, effects: [tap: t]}
      """
    And Bob controls Test Winder
    And Bob controls Grizzly Bears
    And Alice has Test Tap in hand

  Scenario: Two triggers that undo each other forever make the game a draw
    Given a card defined as:
      """
      name: Test Unwinder
      types: [enchantment]
      abilities:
        - triggered:
            when: {becomes_tapped: a creature}
            effects: [untap: that creature]
      """
    And Alice controls Test Unwinder
    When Alice casts Test Tap targeting Grizzly Bears and it resolves
    Then the game is a draw
    And the ruling cites CR 104.4b
    And the ruling cites CR 729.4
    And the ruling says "every action in them is mandatory, so they would repeat forever"
    And the step that says "The game is a draw: the loop can't be stopped" is caused by the step that says "they would repeat forever"

  Scenario: Life gained and lost back and forth is a loop too, though the turn's tallies grow
    Given a card defined as:
      """
      name: Test Tithe
      types: [enchantment]
      abilities:
        - triggered:
            when: {gains_life: an opponent}
            effects: [lose_life: {amount: 1, player: that player}]
      """
    And a card defined as:
      """
      name: Test Mending
      types: [enchantment]
      abilities:
        - triggered:
            when: {loses_life: you}
            effects: [gain_life: {amount: 1}]
      """
    And a card defined as:
      """
      name: Test Salve
      types: [instant]
      abilities:
        - spell: {effects: [gain_life: {amount: 1}]}
      """
    And Alice controls Test Tithe
    And Bob controls Test Mending
    And Bob has Test Salve in hand
    When Bob casts Test Salve and it resolves
    Then the game is a draw
    And the ruling cites CR 104.4b

  Scenario: A loop with a "you may" in it is no draw: its player stops it after a cycle
    Given a card defined as:
      """
      name: Test Kind Unwinder
      types: [enchantment]
      abilities:
        - triggered:
            when: {becomes_tapped: a creature}
            optional: true
            effects: [untap: that creature]
      """
    And Alice controls Test Kind Unwinder
    When Alice casts Test Tap targeting Grizzly Bears and it resolves
    Then the game is still going
    And Grizzly Bears is tapped
    And the ruling cites CR 729.1b
    And the ruling says "a loop, but Alice's choice in it is optional, so it is no draw"
    And the ruling says "Alice chooses whether to use the optional ability: no"

  Scenario: A loop turning on a target chosen in it is refused, not guessed
    Given a card defined as:
      """
      name: Test Aiming Unwinder
      types: [enchantment]
      abilities:
        - triggered:
            when: {becomes_tapped: a creature}
            targets: {t: creature}
            effects: [untap: t]
      """
    And Alice controls Test Aiming Unwinder
    And Bob controls Savannah Lions
    When Alice casts Test Tap targeting Grizzly Bears and it resolves
    Then judge declines to guess, saying "judge doesn't pick which choice ends the loop"

  Scenario: Life totals that only grow never repeat: judge stops at its event cap
    Given a card defined as:
      """
      name: Test Echo
      types: [enchantment]
      abilities:
        - triggered:
            when: {gains_life: an opponent}
            effects: [gain_life: {amount: 1}]
      """
    And a card defined as:
      """
      name: Test Salve
      types: [instant]
      abilities:
        - spell: {effects: [gain_life: {amount: 1}]}
      """
    And Alice controls Test Echo
    And Bob controls Test Echo
    And Bob has Test Salve in hand
    When Bob casts Test Salve and it resolves
    Then judge declines to guess, saying "goes past 1000 events"
