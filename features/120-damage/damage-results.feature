@cr120
Feature: The results of damage (CR 120.3)

  Scenario: Damage to a player makes them lose life (120.3a)
    Given Alice has cast Lightning Bolt targeting Bob
    When all players pass priority until the stack is empty
    Then Bob has 17 life
    And the ruling cites CR 120.3a

  Scenario: Infect damage to a player gives poison counters (120.3b)
    Given Alice controls Glistener Elf
    And Alice has cast Soul's Fire targeting Glistener Elf and Bob
    When all players pass priority until the stack is empty
    Then Bob has 1 poison counter
    And Bob has 20 life

  Scenario: Damage to a planeswalker removes loyalty counters (120.3c)
    Given Bob controls Garruk Wildspeaker
    And Alice has cast Shock targeting Garruk Wildspeaker
    When all players pass priority until the stack is empty
    Then Garruk Wildspeaker has 1 loyalty counter on it

  Scenario: Wither or infect damage to a creature gives -1/-1 counters (120.3d)
    Given Alice controls Glistener Elf
    And Bob controls Hill Giant
    And Alice has cast Soul's Fire targeting Glistener Elf and Hill Giant
    When all players pass priority until the stack is empty
    Then Hill Giant has 1 -1/-1 counter on it
    And Hill Giant has 0 damage marked on it
    And Hill Giant is 2/2

  Scenario: Lifelink gains life as the damage is dealt (120.3f), even noncombat damage
    Given Alice controls Vampire Nighthawk
    And Alice has cast Soul's Fire targeting Vampire Nighthawk and Bob
    When all players pass priority until the stack is empty
    Then Alice has 22 life
    And the ruling cites CR 120.3f

  Scenario: Deathtouch destroys with any noncombat damage (702.2d, 704.5h)
    Given Alice controls Typhoid Rats
    And Bob controls Craw Wurm
    And Alice has cast Soul's Fire targeting Typhoid Rats and Craw Wurm
    When all players pass priority until the stack is empty
    Then Craw Wurm is in Bob's graveyard
    And the ruling cites CR 704.5h

  Scenario: A source that left the battlefield deals damage with its last known information (608.2h)
    Given Alice has Flametongue Kavu in hand
    And Bob has Unsummon in hand
    And Bob controls Craw Wurm
    And Flametongue Kavu's triggered abilities target Craw Wurm
    When Alice casts Flametongue Kavu and only it resolves
    And Bob casts Unsummon targeting Flametongue Kavu and it resolves
    Then Flametongue Kavu is in Alice's hand
    And Craw Wurm is in Bob's graveyard
    And the ruling cites CR 608.2h

  Scenario: An illegal target can't be the source of the spell's damage (608.2b)
    Given Alice controls Vampire Nighthawk
    And Alice has cast Soul's Fire targeting Vampire Nighthawk and Bob
    And Bob has cast Unsummon targeting Vampire Nighthawk
    When all players pass priority until the stack is empty
    Then Bob has 20 life
    And the ruling cites CR 608.2b

  Scenario: The -1/-1 counters from infect damage are put on, so counter replacements apply (120.3d, 120.4b)
    Given it is Bob's turn
    And a card defined as:
      """
      name: Test Constrictor
      mana_cost: "{B}{G}"
      types: [enchantment]
      abilities:
        - replacement: {event: counters, what: a creature you control, instead: plus one}
      """
    And Bob controls Glistener Elf
    And Alice controls Hill Giant
    And Alice controls Test Constrictor
    When Bob attacks with Glistener Elf, which Hill Giant blocks, and combat ends
    Then Hill Giant has 2 -1/-1 counters on it

  Scenario: "If an effect would put counters" doesn't see combat damage (614.16, 609.1)
    Given it is Bob's turn
    And Bob controls Glistener Elf
    And Alice controls Hill Giant
    And Alice controls Doubling Season
    When Bob attacks with Glistener Elf, which Hill Giant blocks, and combat ends
    Then Hill Giant has 1 -1/-1 counter on it

  Scenario: The counters from infect damage trigger "whenever counters are put" (122.6)
    Given it is Bob's turn
    And a card defined as:
      """
      name: Test Sensitive Beast
      mana_cost: "{2}{G}"
      types: [creature]
      power: 3
      toughness: 3
      abilities:
        - triggered:
            when: {counters_put: {on: this, counter: -1/-1}}
            effects: [gain_life: {amount: 2}]
      """
    And Bob controls Glistener Elf
    And Alice controls Test Sensitive Beast
    When Bob attacks with Glistener Elf, which Test Sensitive Beast blocks, and combat ends
    Then Alice has 22 life

  Scenario: If one fighter became an illegal target, neither deals damage (701.12b)
    Given Alice controls Craw Wurm
    And Bob controls Grizzly Bears
    And Alice has cast Prey Upon targeting Craw Wurm and Grizzly Bears
    And Bob has cast Gods Willing targeting Grizzly Bears
    And the color chosen for Gods Willing is green
    When all players pass priority until the stack is empty
    Then Grizzly Bears has 0 damage marked on it
    And Craw Wurm has 0 damage marked on it
    And the ruling cites CR 701.12b
