@cr608
Feature: Modal spells: modes are chosen as the spell is cast (CR 601.2b, 700.2)

  Background:
    Given a card defined as:
      """
      name: Test Charm
      mana_cost: "{R}{G}"
      types: [instant]
      abilities:
        - spell:
            choose_modes: one
            modes:
              - targets: {a: artifact}
                effects: [destroy: a]
              - targets: {t: creature}
                effects: [continuous: {affects: t, until: end of turn, pt: +2/+2}]
      """
    And Alice controls Grizzly Bears
    And Bob controls Ornithopter
    And Alice has Test Charm in hand

  Scenario: Only the chosen mode's targets and instructions count (700.2a, 700.2c)
    When Alice casts Test Charm choosing mode 2 targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    And Ornithopter is on the battlefield
    And the ruling cites CR 700.2a

  Scenario: Choosing more modes than the spell allows is refused (700.2a)
    When Alice casts Test Charm choosing modes 1 and 2 targeting Ornithopter and Grizzly Bears and it resolves
    Then that is not allowed, by CR 700.2a

  Scenario: A mode not chosen by the scenario is assumed: the first (601.2b)
    When Alice casts Test Charm targeting Ornithopter and it resolves
    Then Ornithopter is in Bob's graveyard
    And the ruling marks the mode(s) of Test Charm as assumed

  Scenario: "If this spell was kicked, choose both instead": kicked, both modes (700.2a)
    Given a card compiled from its Oracle text:
      """
      name: Test Defiler
      types: [sorcery]
      oracle: "Kicker {2}\nChoose one. If this spell was kicked, choose both instead.\n• You gain 3 life.\n• Test Defiler deals 2 damage to each opponent."
      """
    And Alice has Test Defiler in hand
    When Alice casts Test Defiler kicked choosing modes 1 and 2 and it resolves
    Then Alice has 23 life
    And Bob has 18 life

  Scenario: Not kicked, only one mode may be chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Defiler
      types: [sorcery]
      oracle: "Kicker {2}\nChoose one. If this spell was kicked, choose both instead.\n• You gain 3 life.\n• Test Defiler deals 2 damage to each opponent."
      """
    And Alice has Test Defiler in hand
    When Alice casts Test Defiler choosing modes 1 and 2 and it resolves
    Then that is not allowed, by CR 700.2a

  Scenario: "You may choose both instead" while its condition holds: one or both
    Given a card compiled from its Oracle text:
      """
      name: Test Anor
      types: [instant]
      oracle: "Choose one. If you control a Wizard as you cast this spell, you may choose both instead.\n• You gain 3 life.\n• Test Anor deals 2 damage to each opponent."
      """
    And Alice has Test Anor in hand
    And Alice controls Magus of the Moon
    When Alice casts Test Anor choosing modes 1 and 2 and it resolves
    Then Alice has 23 life
    And Bob has 18 life
