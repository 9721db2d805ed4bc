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
    And the step saying "triggers (controlled by Alice)" cites CR 603.3a
    And the step saying "triggers (controlled by Bob)" cites CR 603.3a
    And the step saying "Alice's triggered abilities go on the stack first, then Bob's" cites CR 101.4
    And the step saying "Bob's triggered abilities go on the stack after Alice's" cites CR 101.4

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
    Then the ruling marks in which order the triggered abilities go on the stack as assumed

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

  Scenario: A dies trigger reads the creature as it last existed on the battlefield (603.10a, 608.2h)
    Given a card defined as:
      """
      name: Test Vigil
      mana_cost: "{1}{W}"
      types: [enchantment]
      abilities:
        - triggered:
            when: {dies: a creature}
            effects: [gain_life: {amount: its power}]
      """
    And Alice controls Test Vigil
    And Bob controls Grizzly Bears with 2 +1/+1 counters
    And Alice has cast Murder targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
    And Alice has 24 life

  Scenario: "Put into a graveyard from anywhere" works from the graveyard, even from a hand (113.6k)
    Given a card defined as:
      """
      name: Test Phoenix Ash
      mana_cost: "{B}"
      types: [creature]
      power: 1
      toughness: 1
      abilities:
        - triggered:
            when: {put_into_graveyard: this}
            effects: [gain_life: {amount: 5}]
      """
    And Alice has Test Phoenix Ash in hand
    And Alice has 10 cards in their library
    And Bob has 10 cards in their library
    And Alice has cast Wheel of Fortune
    When all players pass priority until the stack is empty
    Then Test Phoenix Ash is in Alice's graveyard
    And Alice has 25 life
    And the ruling cites CR 113.6k

  Scenario: A delayed ability still finds the card a trigger was about (603.7c)
    Given a card defined as:
      """
      name: Test Cremation Pact
      mana_cost: "{B}"
      types: [enchantment]
      abilities:
        - triggered:
            when: {dies: a creature}
            effects:
              - delayed:
                  at: the beginning of the next end step
                  effects: [exile: that card]
      """
    And Alice controls Test Cremation Pact
    And Bob controls Grizzly Bears
    And Alice has cast Murder targeting Grizzly Bears
    When all players pass priority until the stack is empty
    And the game advances to the end step
    Then Grizzly Bears is in exile

  Scenario: "Whenever you cast a creature spell" sees the spell on the stack (601.2i)
    Given a card defined as:
      """
      name: Test Beast Whisperer
      mana_cost: "{2}{G}"
      types: [enchantment]
      abilities:
        - triggered:
            when: {casts: {player: you, spell: creature}}
            effects: [gain_life: {amount: 3}]
      """
    And Alice controls Test Beast Whisperer
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Alice has 23 life

  Scenario: Entering with counters counts as counters being put on it (122.6)
    Given a card defined as:
      """
      name: Test Counter Watcher
      mana_cost: "{G}"
      types: [enchantment]
      abilities:
        - triggered:
            when: {counters_put: {on: a creature you control, counter: +1/+1}}
            effects: [gain_life: {amount: 2}]
      """
    And Alice controls Test Counter Watcher
    And Alice has Spike Feeder in hand
    When Alice casts Spike Feeder and it resolves
    Then Spike Feeder has 2 +1/+1 counters on it
    And Alice has 22 life

  Scenario: "Deals damage to a creature" doesn't see damage to a planeswalker
    Given a card defined as:
      """
      name: Test Pinger
      mana_cost: "{R}"
      types: [creature]
      power: 1
      toughness: 1
      abilities:
        - activated:
            cost: "{T}"
            targets: {t: any target}
            effects: [damage: {amount: 1, to: t}]
        - triggered:
            when: {deals_damage: {source: this, to: a creature}}
            effects: [gain_life: {amount: 1}]
      """
    And Alice controls Test Pinger
    And Bob controls Jace, the Mind Sculptor
    When Alice activates Test Pinger's first ability targeting Jace, the Mind Sculptor and it resolves
    Then Jace, the Mind Sculptor has 2 loyalty counters on it
    And 0 abilities triggered

  Scenario: A chosen target that isn't legal is refused, not silently replaced (603.3d)
    Given Alice has Flametongue Kavu in hand
    And Bob controls Grizzly Bears
    And Flametongue Kavu's triggered abilities target Bob
    When Alice casts Flametongue Kavu and it resolves
    Then that is not allowed, by CR 603.3d

  Scenario: The only legal target is chosen without an assumption (603.3d)
    Given Alice has Flametongue Kavu in hand
    When Alice casts Flametongue Kavu and it resolves
    Then Flametongue Kavu is in Alice's graveyard
    And nothing is assumed

  Scenario: A delayed ability keeps its player target (603.7c)
    Given a card defined as:
      """
      name: Test Slow Curse
      mana_cost: "{B}"
      types: [sorcery]
      abilities:
        - spell:
            targets: {p: player}
            effects:
              - delayed:
                  at: the beginning of the next end step
                  effects: [lose_life: {amount: 5, player: p}]
      """
    And Alice has cast Test Slow Curse targeting Bob
    When all players pass priority until the stack is empty
    And the game advances to the end step
    Then Bob has 15 life

  Scenario: A triggered ability can target a card in a graveyard (603.3d)
    Given a card defined as:
      """
      name: Test Gravedigger
      mana_cost: "{3}{B}"
      types: [creature]
      power: 2
      toughness: 2
      abilities:
        - triggered:
            when: {enters: this}
            targets: {c: creature card in your graveyard}
            effects: [return_to_hand: c]
      """
    And Alice has Test Gravedigger in hand
    And Alice has Hill Giant in graveyard
    When Alice casts Test Gravedigger and it resolves
    Then Hill Giant is in Alice's hand

  Scenario: Prowess triggers on a noncreature spell, once per instance (702.108a-b)
    Given a card defined as:
      """
      name: Test Monk
      mana_cost: "{1}{R}"
      types: [creature]
      subtypes: [Human, Monk]
      power: 1
      toughness: 2
      abilities: [prowess, prowess]
      """
    And Alice controls Test Monk
    And Alice has Shock in hand
    When Alice casts Shock targeting Bob and it resolves
    Then Test Monk is 3/4
    And Bob has 18 life
    And 2 abilities triggered
