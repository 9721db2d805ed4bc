@cr608
Feature: Instructions read from Oracle text do what they say (CR 608.2c)

  The cards here are defined only by their Oracle text; the compiler reads each line whole.

  Scenario: "It" and "that creature" are the target named before them (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Treason
      types: [sorcery]
      oracle: "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."
      """
    And Alice has Test Treason in hand
    And Bob controls Grizzly Bears
    And Grizzly Bears is tapped
    When Alice casts Test Treason targeting Grizzly Bears and it resolves
    Then Grizzly Bears is controlled by Alice
    And Grizzly Bears is untapped
    And Grizzly Bears has haste

  Scenario: Two instructions joined by "and" are followed in order (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Siphon
      types: [sorcery]
      oracle: "Each opponent loses 3 life and you gain 3 life."
      """
    And Alice has Test Siphon in hand
    When Alice casts Test Siphon and it resolves
    Then Bob has 17 life
    And Alice has 23 life

  Scenario: "Draw, then discard" draws before the player chooses a card to discard (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Loot
      types: [instant]
      oracle: "Draw two cards, then discard a card."
      """
    And Alice has Test Loot in hand
    And Alice has 4 cards in her library
    When Alice casts Test Loot and it resolves
    Then Alice has 2 cards in her library
    And Alice has 1 card in her hand
    And the ruling cites CR 701.8a

  Scenario: A creature entering gets the counter "it" names in a trigger watching others (603.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Mentor
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever another creature you control enters, put a +1/+1 counter on it."
      """
    And Alice controls Test Mentor
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Test Mentor has no counters on it

  Scenario: "Activate only as a sorcery" refuses an activation in another player's turn (602.5d)
    Given a card compiled from its Oracle text:
      """
      name: Test Grower
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{2}{G}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
      """
    And it is Bob's turn
    And Alice controls Test Grower
    When Alice activates Test Grower's first ability and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: The same ability in its controller's main phase works
    Given a card compiled from its Oracle text:
      """
      name: Test Grower
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{2}{G}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
      """
    And Alice controls Test Grower
    When Alice activates Test Grower's first ability and it resolves
    Then Test Grower is 2/2

  Scenario: A creature card returned from a graveyard to the battlefield is a new permanent (400.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Reanimation
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield."
      """
    And Alice has Test Reanimation in hand
    And Alice has Grizzly Bears in her graveyard
    When Alice casts Test Reanimation targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is controlled by Alice
    And the ruling cites CR 110.2

  Scenario: A card in another player's graveyard is not "your graveyard" (115.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Reanimation
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield."
      """
    And Alice has Test Reanimation in hand
    And Bob has Grizzly Bears in his graveyard
    When Alice casts Test Reanimation targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: A creature card returns from the graveyard to its owner's hand
    Given a card compiled from its Oracle text:
      """
      name: Test Raise Dead
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to your hand."
      """
    And Alice has Test Raise Dead in hand
    And Alice has Grizzly Bears in her graveyard
    When Alice casts Test Raise Dead targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's hand

  Scenario: A token to be sacrificed "at the beginning of the next end step" is (603.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Flare
      types: [sorcery]
      oracle: "Create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning of the next end step."
      """
    And Alice has Test Flare in hand
    When Alice casts Test Flare and it resolves
    And the game advances to the end step
    Then the first token Test Flare created no longer exists
    And the ruling cites CR 603.7

  Scenario: "All creatures get -1/-1" affects every creature on the battlefield (611.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Plague Wind
      types: [instant]
      oracle: "All creatures get -1/-1 until end of turn."
      """
    And Alice has Test Plague Wind in hand
    And Alice controls Llanowar Elves
    And Bob controls Grizzly Bears
    When Alice casts Test Plague Wind and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Grizzly Bears is 1/1

  Scenario: A shield prevents the next damage to its target this turn (615.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Healer
      types: [creature]
      power: 0
      toughness: 1
      oracle: "{T}: Prevent the next 2 damage that would be dealt to any target this turn."
      """
    And Alice controls Test Healer
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Alice activates Test Healer's first ability targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears has 1 damage marked on it

  Scenario: "Activate only once each turn" refuses a second activation (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Wolf
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."
      """
    And Alice controls Test Wolf
    When Alice activates Test Wolf's first ability and it resolves
    And Alice activates Test Wolf's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: Creatures you control gain a keyword until end of turn (611.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Rally
      types: [instant]
      oracle: "Creatures you control get +1/+0 and gain trample until end of turn."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Rally in hand
    When Alice casts Test Rally and it resolves
    Then Grizzly Bears is 3/2
    And Grizzly Bears has trample

  Scenario: Every creature returns to its owner's hand
    Given a card compiled from its Oracle text:
      """
      name: Test Evacuation
      types: [instant]
      oracle: "Return all creatures to their owners' hands."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Evacuation in hand
    When Alice casts Test Evacuation and it resolves
    Then Grizzly Bears is in Alice's hand
    And Hill Giant is in Bob's hand

  Scenario: Damage to a creature and to that creature's controller
    Given a card compiled from its Oracle text:
      """
      name: Test Volley
      types: [instant]
      oracle: "Test Volley deals 2 damage to target creature and 2 damage to that creature's controller."
      """
    And Bob controls Grizzly Bears
    And Alice has Test Volley in hand
    When Alice casts Test Volley targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Bob has 18 life
    And Alice has 20 life

  Scenario: "Creature that was dealt damage this turn": any damage this turn, marked or since removed
    Given a card compiled from its Oracle text:
      """
      name: Test Finisher
      types: [instant]
      oracle: "Destroy target creature that was dealt damage this turn."
      """
    And Bob controls Serra Angel
    And Alice has Shock in hand
    And Alice has Test Finisher in hand
    When Alice casts Shock targeting Serra Angel and it resolves
    And Alice casts Test Finisher targeting Serra Angel and it resolves
    Then Serra Angel is in Bob's graveyard

  Scenario: A creature dealt no damage this turn can't be its target
    Given a card compiled from its Oracle text:
      """
      name: Test Finisher
      types: [instant]
      oracle: "Destroy target creature that was dealt damage this turn."
      """
    And Bob controls Serra Angel
    And Alice has Test Finisher in hand
    When Alice casts Test Finisher targeting Serra Angel and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: A spell's second paragraph refers to the first one's target (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Dispatch
      types: [instant]
      oracle: "Tap target creature.\nMetalcraft — If you control three or more artifacts, exile that creature."
      """
    And Bob controls Grizzly Bears
    And Alice has Test Dispatch in hand
    When Alice casts Test Dispatch targeting Grizzly Bears and it resolves
    Then Grizzly Bears is tapped

  Scenario: One player does each thing a list says, in order (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Caress
      types: [sorcery]
      oracle: "Target player draws three cards, loses 3 life, and gets three poison counters."
      """
    And Alice has Test Caress in hand
    And Bob has 5 cards in his library
    When Alice casts Test Caress targeting Bob and it resolves
    Then Bob has 2 cards in his library
    And Bob has 17 life
    And Bob has 3 poison counters
    And the ruling cites CR 122.1f

  Scenario: Ten poison counters and a player loses (704.5c)
    Given a card compiled from its Oracle text:
      """
      name: Test Virus
      types: [sorcery]
      oracle: "Target opponent gets two poison counters."
      """
    And Bob has 8 poison counters
    And Alice has Test Virus in hand
    When Alice casts Test Virus targeting Bob and it resolves
    Then Bob has lost the game

  Scenario: "Untap those creatures": the creatures the instruction before affected (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Flare
      types: [instant]
      oracle: "Creatures you control get +2/+1 until end of turn. Untap those creatures."
      """
    And Alice controls Grizzly Bears
    And Grizzly Bears is tapped
    And Bob controls Hill Giant
    And Hill Giant is tapped
    And Alice has Test Flare in hand
    When Alice casts Test Flare and it resolves
    Then Grizzly Bears is 4/3
    And Grizzly Bears is untapped
    And Hill Giant is tapped

  Scenario: "You may put a land card from your hand onto the battlefield"
    Given a card compiled from its Oracle text:
      """
      name: Test Wayfarer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{T}: You may put a land card from your hand onto the battlefield."
      """
    And Alice controls Test Wayfarer
    And Alice has Lightning Bolt in hand
    And Alice has Forest in hand
    When Alice activates Test Wayfarer's first ability and it resolves
    Then Forest is on the battlefield
    And Lightning Bolt is in Alice's hand
    And the ruling says "Forest (forest) is put onto the battlefield"

  Scenario: "Whenever a Dragon you control attacks, it deals 2 damage": the attacking creature is the source (120.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Thundermaw
      types: [enchantment]
      oracle: "Whenever a creature you control attacks, it deals 2 damage to any target."
      """
    And Alice controls Test Thundermaw
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Test Thundermaw's triggered abilities target Savannah Lions
    When Alice attacks with Grizzly Bears and combat ends
    Then Savannah Lions is in Bob's graveyard
    And the ruling says "Grizzly Bears (grizzly_bears) deals 2 damage to Savannah Lions"

  Scenario: "Then" at a sentence's start: the next instruction, followed in order (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [instant]
      mana_cost: "{X}{U}"
      oracle: "Target player mills X cards. Then draw a card."
      """
    And Alice has Test Insight in hand
    And Alice has 3 cards in her library
    And Bob has 5 cards in his library
    When Alice casts Test Insight with X = 2 targeting Bob and it resolves
    Then Bob has 3 cards in his library
    And Alice has 1 card in her hand

  Scenario: "Each player shuffles their hand and graveyard into their library" (701.20a)
    Given a card compiled from its Oracle text:
      """
      name: Test Twister
      types: [sorcery]
      oracle: "Each player shuffles their hand and graveyard into their library."
      """
    And Alice has Test Twister in hand
    And Alice has Grizzly Bears in hand
    And Alice has Hill Giant in graveyard
    And Alice has 10 cards in her library
    And Bob has Lightning Bolt in hand
    And Bob has 10 cards in his library
    When Alice casts Test Twister and it resolves
    Then Alice has 0 cards in her hand
    And Alice has 12 cards in her library
    And Bob has 11 cards in his library
    And Test Twister is in Alice's graveyard

  Scenario: "Exile the top card of each player's library": the ability's controller exiles them (701.11a)
    Given a card compiled from its Oracle text:
      """
      name: Test Grave Robbing
      types: [sorcery]
      oracle: "Exile the top card of each player's library."
      """
    And Alice has Test Grave Robbing in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice casts Test Grave Robbing and it resolves
    Then Alice has 2 cards in her library
    And Bob has 2 cards in his library

  Scenario: "Exile this spell" in a spell's own instructions exiles it from the stack, and it doesn't go to the graveyard (608.2m)
    Given a card compiled from its Oracle text:
      """
      name: Test Epiphany
      types: [sorcery]
      oracle: "Draw a card. Exile Test Epiphany."
      """
    And Alice has 3 cards in her library
    And Alice has Test Epiphany in hand
    When Alice casts Test Epiphany and it resolves
    Then Test Epiphany is in exile
    And Alice has 1 card in her hand

  Scenario: "Return this spell to its owner's hand" in its own instructions returns it from the stack (608.2m)
    Given a card compiled from its Oracle text:
      """
      name: Test Boomerang Lesson
      types: [instant]
      oracle: "Draw a card. Return Test Boomerang Lesson to its owner's hand."
      """
    And Alice has 3 cards in her library
    And Alice has Test Boomerang Lesson in hand
    When Alice casts Test Boomerang Lesson and it resolves
    Then Test Boomerang Lesson is in Alice's hand
