@cr506
Feature: Attacking battles (CR 310, 506.3, 508.1b, 120.3h, 704.5v, 310.11b)

  Background:
    Given a card defined as:
      """
      name: Test Outpost
      mana_cost: "{2}"
      types: [battle]
      defense: 4
      """

  Scenario: A Siege's controller attacks it; the damage removes defense counters
    Given Alice controls Invasion of Kylem
    And Alice controls Grizzly Bears
    When Alice attacks Invasion of Kylem with Grizzly Bears and combat ends
    Then Invasion of Kylem has 3 defense counters on it
    And Bob has 20 life
    And the ruling says "Grizzly Bears (grizzly_bears) attacks Invasion of Kylem (invasion_of_kylem), which Bob protects"
    And the ruling says "2 defense counters are removed from it"
    And the ruling cites CR 310.8b
    And the ruling cites CR 120.3h

  Scenario: A battle with no battle type is protected by its controller, who blocks for it
    Given Bob controls Test Outpost
    And Bob controls Savannah Lions
    And Alice controls Grizzly Bears
    When Alice attacks Test Outpost with Grizzly Bears and Savannah Lions blocks and combat ends
    Then Test Outpost has 4 defense counters on it
    And Savannah Lions is in Bob's graveyard

  Scenario: The Siege's protector blocks for it, though its controller is the attacker
    Given Alice controls Invasion of Kylem
    And Bob controls Savannah Lions
    And Alice controls Hill Giant
    When Alice attacks Invasion of Kylem with Hill Giant and Savannah Lions blocks and combat ends
    Then Invasion of Kylem has 5 defense counters on it
    And Savannah Lions is in Bob's graveyard

  Scenario: A battle left with no defense goes to its owner's graveyard
    Given Bob controls Test Outpost with 2 defense counters
    And Alice controls Hill Giant
    When Alice attacks Test Outpost with Hill Giant and combat ends
    Then Test Outpost is in Bob's graveyard
    And Bob has 20 life
    And the ruling says "its last 2 defense counters are removed"
    And the ruling does not say "3 defense counters"
    And the ruling cites CR 704.5v

  Scenario: A battle's protector can't attack it
    Given Bob controls Test Outpost
    And Alice controls Grizzly Bears
    And it is Bob's turn
    And Bob controls Hill Giant
    When Bob attacks Test Outpost with Hill Giant and combat ends
    Then that is not allowed, by CR 310.8b

  Scenario: A battle can't block, even as a creature
    Given a card defined as:
      """
      name: Test Battle Beast
      types: [battle, creature]
      power: 3
      toughness: 3
      defense: 3
      """
    And Bob controls Test Battle Beast
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and Test Battle Beast blocks and combat ends
    Then that is not allowed, by CR 509.1a

  Scenario: A Siege enters with its defense counters, protected by its controller's opponent
    Given Alice has Invasion of Kylem in hand
    And Alice controls Grizzly Bears
    And it is Alice's turn 1, precombat main step
    When Alice casts Invasion of Kylem and it resolves
    Then Invasion of Kylem has 5 defense counters on it
    And the ruling says "protected by Bob"
    And the ruling cites CR 310.4b
    And the ruling cites CR 310.11a

  Scenario: A defeated Siege is exiled, then cast transformed: its back face, a sorcery, resolves
    Given Alice controls Invasion of Kylem with 1 defense counter
    And Alice controls Grizzly Bears
    When Alice attacks Invasion of Kylem with Grizzly Bears and combat ends
    Then Invasion of Kylem is in Alice's graveyard
    And Alice controls 2 tokens
    And the ruling says "Invasion of Kylem (invasion_of_kylem) is exiled"
    And the ruling says "transformed, as Valor's Reach Tag Team"
    And the ruling cites CR 310.11b
    And the ruling cites CR 712.11a
    And the ruling does not cite CR 704.5v

  Scenario: A defeated Siege whose back face is a creature enters the battlefield as it
    Given a card defined as:
      """
      name: Test Invasion
      mana_cost: "{2}{W}"
      types: [battle]
      subtypes: [Siege]
      defense: 6
      back:
        name: Test Faithkeeper
        colors: [white]
        types: [creature]
        subtypes: [Angel]
        power: 4
        toughness: 4
        abilities: [flying, vigilance]
      """
    And Alice controls Test Invasion with 3 defense counters
    And Bob has Lightning Bolt in hand
    And it is Bob's turn 1, precombat main step
    When Bob casts Lightning Bolt targeting Test Invasion and it resolves
    Then Test Invasion is on the battlefield
    And Test Invasion is 4/4
    And Test Invasion has flying
    And the ruling says "Alice casts Test Invasion (test_invasion#2) transformed, as Test Faithkeeper"
    And the ruling does not say "enters the battlefield, protected by"
    And the ruling cites CR 712.13

  Scenario: A defeated Siege's controller may decline to cast it; the card stays in exile
    Given Alice controls Invasion of Kylem with 1 defense counter
    And Alice controls Grizzly Bears
    And Alice chooses not to use Invasion of Kylem's optional ability
    When Alice attacks Invasion of Kylem with Grizzly Bears and combat ends
    Then Invasion of Kylem is in exile
    And Alice controls 0 tokens

  Scenario: A defeated Siege's back face with a target is cast with the target its controller names
    Given a card defined as:
      """
      name: Test Burning Invasion
      mana_cost: "{2}{R}"
      types: [battle]
      subtypes: [Siege]
      defense: 4
      back:
        name: Test Burning Aftermath
        colors: [red]
        types: [sorcery]
        abilities:
          - spell:
              targets: {t: any target}
              effects: [{damage: {amount: 3, to: t}}]
      """
    And Alice controls Test Burning Invasion with 1 defense counter
    And Alice controls Grizzly Bears
    And Test Burning Invasion's triggered abilities target Bob
    When Alice attacks Test Burning Invasion with Grizzly Bears and combat ends
    Then Bob has 17 life
    And Test Burning Invasion is in Alice's graveyard

  Scenario: A defeated Siege's back face with a target named by no one isn't cast (assumed)
    Given a card defined as:
      """
      name: Test Burning Invasion
      mana_cost: "{2}{R}"
      types: [battle]
      subtypes: [Siege]
      defense: 4
      back:
        name: Test Burning Aftermath
        colors: [red]
        types: [sorcery]
        abilities:
          - spell:
              targets: {t: any target}
              effects: [{damage: {amount: 3, to: t}}]
      """
    And Alice controls Test Burning Invasion with 1 defense counter
    And Alice controls Grizzly Bears
    When Alice attacks Test Burning Invasion with Grizzly Bears and combat ends
    Then Bob has 20 life
    And Test Burning Invasion is in exile
    And the ruling says "none named: it isn't cast"

  Scenario: A Siege that lost all abilities has no 310.11b ability: defeated, it goes to the graveyard
    Given a card defined as:
      """
      name: Test Siege Breaker
      types: [enchantment]
      abilities:
        - static: {affects: battles, lose_all_abilities: true}
      """
    And Bob controls Test Siege Breaker
    And Alice controls Invasion of Kylem with 1 defense counter
    And Alice controls Grizzly Bears
    When Alice attacks Invasion of Kylem with Grizzly Bears and combat ends
    Then Invasion of Kylem is in Alice's graveyard
    And Alice controls 0 tokens
    And the ruling cites CR 704.5v
    And the ruling does not cite CR 310.11b

  Scenario: A defeated Siege with no back face stays in exile
    Given a card defined as:
      """
      name: Test Lone Siege
      mana_cost: "{3}"
      types: [battle]
      subtypes: [Siege]
      defense: 3
      """
    And Alice controls Test Lone Siege with 1 defense counter
    And Alice controls Grizzly Bears
    When Alice attacks Test Lone Siege with Grizzly Bears and combat ends
    Then Test Lone Siege is in exile
    And the ruling says "it has no back face"

  Scenario: "Attacks you or a planeswalker you control" doesn't trigger on an attack on your battle
    Given a card compiled from its Oracle text:
      """
      name: Test Battle Sentry
      types: [enchantment]
      oracle: "Whenever a creature attacks you or a planeswalker you control, you gain 1 life."
      """
    And Bob controls Test Battle Sentry
    And Bob controls Test Outpost
    And Alice controls Grizzly Bears
    When Alice attacks Test Outpost with Grizzly Bears and combat ends
    Then Bob has 20 life
    And Test Outpost has 2 defense counters on it

  Scenario: A cost to attack a player or their planeswalkers isn't asked for one attacking a battle
    Given a card compiled from its Oracle text:
      """
      name: Test Battle Prison
      types: [enchantment]
      oracle: "Creatures can't attack you or planeswalkers you control unless their controller pays {2} for each of those creatures."
      """
    And Bob controls Test Battle Prison
    And Bob controls Test Outpost
    And Alice controls Grizzly Bears
    When Alice attacks Test Outpost with Grizzly Bears and combat ends
    Then Test Outpost has 2 defense counters on it
    And the ruling does not say "Alice pays"

  Scenario: Noncombat damage to a battle removes defense counters too
    Given Bob controls Test Outpost
    And Alice has Lightning Bolt in hand
    And it is Alice's turn 1, precombat main step
    When Alice casts Lightning Bolt targeting Test Outpost and it resolves
    Then Test Outpost has 1 defense counter on it
    And the ruling cites CR 120.3h

  Scenario: A Siege's protector gaining control of it needs a new protector, which is declined
    Given a card defined as:
      """
      name: Test Steal Battle
      mana_cost: "{U}"
      types: [sorcery]
      abilities:
        - spell:
            targets: {t: battle}
            effects:
              - continuous: {affects: t, until: end of turn, control: you}
      """
    And Alice controls Invasion of Kylem
    And Bob has Test Steal Battle in hand
    And it is Bob's turn 1, precombat main step
    When Bob casts Test Steal Battle targeting Invasion of Kylem and it resolves
    Then judge declines to guess, saying "its controller choosing another isn't modeled (CR 704.5w)"
