@cr506
Feature: Attacking a planeswalker (CR 506.3, 508.1b, 510.1b, 120.3c)

  Scenario: An unblocked creature attacking a planeswalker damages it, not its controller
    Given Bob controls Jace, the Mind Sculptor with 3 loyalty counters
    And Alice controls Grizzly Bears
    When Alice attacks Jace, the Mind Sculptor with Grizzly Bears and combat ends
    Then Jace, the Mind Sculptor has 1 loyalty counter on it
    And Bob has 20 life
    And the ruling says "Grizzly Bears (grizzly_bears) attacks Bob's Jace, the Mind Sculptor (jace_the_mind_sculptor)"
    And the ruling cites CR 508.1b
    And the ruling cites CR 510.1b
    And the ruling cites CR 120.3c

  Scenario: A planeswalker that combat damage leaves with no loyalty goes to the graveyard
    Given Bob controls Garruk Wildspeaker
    And Alice controls Hill Giant
    When Alice attacks Garruk Wildspeaker with Hill Giant and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 20 life
    And the ruling cites CR 704.5i

  Scenario: The planeswalker's controller declares blockers, as the defending player (506.2)
    Given Bob controls Garruk Wildspeaker
    And Bob controls Hill Giant
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and Hill Giant blocks and combat ends
    Then Grizzly Bears is in Alice's graveyard
    And Garruk Wildspeaker has 3 loyalty counters on it

  Scenario: Trample assigns the excess over a blocker to the planeswalker attacked (702.19b)
    Given Bob controls Garruk Wildspeaker
    And Bob controls Savannah Lions
    And Alice controls Ball Lightning
    When Alice attacks Garruk Wildspeaker with Ball Lightning and Savannah Lions blocks and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 20 life
    And the ruling says "1 to savannah_lions, 5 to garruk_wildspeaker"
    And the ruling cites CR 702.19b

  Scenario: A creature whose planeswalker left the battlefield still attacks, but deals no damage
    Given Bob controls Jace, the Mind Sculptor
    And Alice controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice attacks Jace, the Mind Sculptor with Grizzly Bears, Alice casts Lightning Bolt targeting Jace, the Mind Sculptor before blockers, and combat ends
    Then Jace, the Mind Sculptor is in Bob's graveyard
    And Bob has 20 life
    And the ruling says "the planeswalker it attacked, Jace, the Mind Sculptor, was removed from combat, so it attacks nothing"
    And the ruling cites CR 506.4c

  Scenario: A planeswalker whose controller changes is removed from combat (506.4)
    Given a card defined as:
      """
      name: Test Steal Planeswalker
      mana_cost: "{U}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: planeswalker}
            effects:
              - continuous: {affects: t, until: end of turn, control: you}
      """
    And Bob controls Jace, the Mind Sculptor
    And Alice controls Grizzly Bears
    And Alice has Test Steal Planeswalker in hand
    When Alice attacks Jace, the Mind Sculptor with Grizzly Bears, Alice casts Test Steal Planeswalker targeting Jace, the Mind Sculptor before blockers, and combat ends
    Then Jace, the Mind Sculptor has 3 loyalty counters on it
    And Bob has 20 life
    And the ruling says "Jace, the Mind Sculptor (jace_the_mind_sculptor) is removed from combat: Alice controls it now"
    And the ruling cites CR 510.1b

  Scenario: A cost to attack a player isn't asked for a creature attacking their planeswalker
    Given a card compiled from its Oracle text:
      """
      name: Test Propaganda
      types: [enchantment]
      oracle: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
      """
    And Bob controls Test Propaganda
    And Bob controls Garruk Wildspeaker
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and combat ends
    Then Garruk Wildspeaker has 1 loyalty counter on it
    And the ruling does not say "Alice pays"

  Scenario: A cost to attack a player or their planeswalkers is asked for one attacking a planeswalker
    Given a card compiled from its Oracle text:
      """
      name: Test Ghostly Prison
      types: [enchantment]
      oracle: "Creatures can't attack you or planeswalkers you control unless their controller pays {2} for each of those creatures."
      """
    And Bob controls Test Ghostly Prison
    And Bob controls Garruk Wildspeaker
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and combat ends
    Then Garruk Wildspeaker has 1 loyalty counter on it
    And the ruling says "Alice pays {2} to attack with 1 creature (Test Ghostly Prison)"

  Scenario: "Whenever a creature attacks you" doesn't trigger on an attack on your planeswalker
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [enchantment]
      oracle: "Whenever a creature attacks you, you gain 1 life."
      """
    And Bob controls Test Watchman
    And Bob controls Garruk Wildspeaker
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and combat ends
    Then Bob has 20 life

  Scenario: "Attacks you or a planeswalker you control" triggers on an attack on your planeswalker
    Given a card compiled from its Oracle text:
      """
      name: Test Sentry
      types: [enchantment]
      oracle: "Whenever a creature attacks you or a planeswalker you control, you gain 1 life."
      """
    And Bob controls Test Sentry
    And Bob controls Garruk Wildspeaker
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and combat ends
    Then Bob has 21 life

  Scenario: A creature attacking your planeswalker isn't "a creature attacking you"
    Given a card compiled from its Oracle text:
      """
      name: Test Lookout
      types: [enchantment]
      oracle: "Whenever a creature attacks, if a creature is attacking you, you gain 1 life."
      """
    And Bob controls Test Lookout
    And Bob controls Garruk Wildspeaker
    And Alice controls Grizzly Bears
    When Alice attacks Garruk Wildspeaker with Grizzly Bears and combat ends
    Then Bob has 20 life
