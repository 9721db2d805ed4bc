@cr603
Feature: Trigger events about any creature, an enchanted or equipped one, or one you control (CR 509.3, 120, 603.6c, 603.10a)

  Scenario: "Whenever a creature blocks" triggers once for each blocking creature (509.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Gladiator
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a creature blocks, that creature's controller loses 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Stand
      types: [enchantment]
      oracle: "Whenever a creature you control blocks, you gain 2 life."
      """
    And Alice controls Test Gladiator
    And Alice controls Test Stand
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    When Alice attacks with Hill Giant, which Grizzly Bears and Llanowar Elves block, and combat ends
    Then Bob has 18 life
    And Alice has 20 life
    And the ruling cites CR 509.1i

  Scenario: "Whenever enchanted creature attacks or blocks": the Aura's creature blocking
    Given a card compiled from its Oracle text:
      """
      name: Test Wake
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature attacks or blocks, you gain 4 life."
      """
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice controls Test Wake attached to Grizzly Bears
    When Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then Alice has 24 life

  Scenario: "Whenever enchanted creature attacks or blocks": the Aura's creature attacking, once
    Given a card compiled from its Oracle text:
      """
      name: Test Wake
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature attacks or blocks, you gain 4 life."
      """
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Alice controls Test Wake attached to Grizzly Bears
    When Alice attacks with Hill Giant and Grizzly Bears and combat ends
    Then Alice has 24 life
    And Bob has 15 life

  Scenario: "Whenever enchanted creature blocks or becomes blocked": it is blocked (509.3c)
    Given a card compiled from its Oracle text:
      """
      name: Test Ferocity
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it."
      """
    And Alice controls Hill Giant
    And Alice controls Test Ferocity attached to Hill Giant
    And Bob controls Grizzly Bears
    When Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then Hill Giant has 1 +1/+1 counter on it

  Scenario: "Whenever this creature is dealt damage": two blockers' damage at once is one event (603.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Reckoner
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Whenever this creature is dealt damage, it deals that much damage to any target."
      """
    And Alice controls Test Reckoner
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Test Reckoner's triggered abilities target Bob
    When Alice attacks with Test Reckoner, which Grizzly Bears and Llanowar Elves block, and combat ends
    Then 1 ability triggered
    And Bob has 17 life
    And the ruling cites CR 603.2c

  Scenario: "Whenever a creature is dealt damage" sees any creature, not a player
    Given a card compiled from its Oracle text:
      """
      name: Test Pits
      types: [enchantment]
      oracle: "Whenever a creature is dealt damage, you gain 1 life."
      """
    And Alice controls Test Pits
    And Bob controls Hill Giant
    And Alice has Lightning Bolt in hand as "bolt at the giant"
    And Alice has Lightning Bolt in hand as "bolt at Bob"
    When Alice casts bolt at the giant targeting Hill Giant and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 21 life
    When Alice casts bolt at Bob targeting Bob and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 21 life
    And Bob has 17 life

  Scenario: "Whenever you're dealt damage": all the combat damage dealt to you at once, one trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Hound
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you're dealt damage, put that many +1/+1 counters on this creature."
      """
    And it is Bob's turn
    And Alice controls Test Hound
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant
    When Bob attacks with Grizzly Bears and Hill Giant and combat ends
    Then Alice has 15 life
    And 1 ability triggered
    And Test Hound has 5 +1/+1 counters on it

  Scenario: "Whenever a creature deals combat damage to you": once for each creature, only combat damage
    Given a card compiled from its Oracle text:
      """
      name: Test Warden
      types: [enchantment]
      oracle: "Whenever a creature deals combat damage to you, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Spitfire
      types: [creature]
      power: 1
      toughness: 4
      oracle: "Whenever an opponent is dealt noncombat damage, this creature gets +3/+0 until end of turn."
      """
    And it is Bob's turn
    And Alice controls Test Warden
    And Bob controls Test Spitfire
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant
    When Bob attacks with Grizzly Bears and Hill Giant and combat ends
    Then Alice has 17 life
    And Test Spitfire is 1/4

  Scenario: "Whenever an opponent is dealt noncombat damage": a spell's damage
    Given a card compiled from its Oracle text:
      """
      name: Test Spitfire
      types: [creature]
      power: 1
      toughness: 4
      oracle: "Whenever an opponent is dealt noncombat damage, this creature gets +3/+0 until end of turn."
      """
    And Alice controls Test Spitfire
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And all players pass priority until the stack is empty
    Then Test Spitfire is 4/4
    And Bob has 17 life

  Scenario: "Whenever another creature you control leaves the battlefield": to a hand too, not an opponent's (603.6c)
    Given a card compiled from its Oracle text:
      """
      name: Test Phantom
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever another creature you control leaves the battlefield, you gain 1 life."
      """
    And Alice controls Test Phantom
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Unsummon in hand
    And Alice has Swords to Plowshares in hand
    When Alice casts Unsummon targeting Grizzly Bears and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's hand
    And Alice has 21 life
    When Alice casts Swords to Plowshares targeting Hill Giant and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 21 life
    And Bob has 23 life
    And the ruling cites CR 603.10a

  Scenario: "Whenever a token you control leaves the battlefield": a token, as it last existed
    Given a card compiled from its Oracle text:
      """
      name: Test Scrapper
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a token you control leaves the battlefield, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Scrapper
    And Alice controls a token Grizzly Bears as "bear token"
    And Alice controls Llanowar Elves
    And Alice has Lightning Bolt in hand as "first bolt"
    And Alice has Lightning Bolt in hand as "second bolt"
    When Alice casts first bolt targeting Llanowar Elves and it resolves
    Then Test Scrapper has no counters on it
    When Alice casts second bolt targeting bear token and it resolves
    And all players pass priority until the stack is empty
    Then Test Scrapper has 1 +1/+1 counter on it

  Scenario: "When enchanted creature leaves the battlefield": the Aura sees its creature leave (603.6e)
    Given a card compiled from its Oracle text:
      """
      name: Test Valor
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhen enchanted creature leaves the battlefield, you gain 3 life."
      """
    And Bob controls Hill Giant
    And Alice controls Test Valor attached to Hill Giant
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Hill Giant and it resolves
    And all players pass priority until the stack is empty
    Then Hill Giant is in Bob's graveyard
    And Test Valor is in Alice's graveyard
    And Alice has 23 life

  Scenario: "Whenever a +1/+1 counter is put on this creature" triggers once for each counter (603.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Fathom Mage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a +1/+1 counter is put on this creature, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scales Mage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever one or more +1/+1 counters are put on this creature, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Growth
      types: [sorcery]
      oracle: "Put two +1/+1 counters on target creature."
      """
    And Alice controls Test Fathom Mage
    And Alice controls Test Scales Mage
    And Alice has Test Growth in hand as "growth on the fathom mage"
    And Alice has Test Growth in hand as "growth on the scales mage"
    When Alice casts growth on the fathom mage targeting Test Fathom Mage and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 22 life
    And the ruling cites CR 603.2c
    When Alice casts growth on the scales mage targeting Test Scales Mage and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 23 life

  Scenario: "Whenever a creature you control explores": once it has explored (701.40b)
    Given a card compiled from its Oracle text:
      """
      name: Test Walker
      types: [creature]
      power: 1
      toughness: 3
      oracle: "Whenever a creature you control explores, put a +1/+1 counter on this creature and you gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, it explores."
      """
    And Alice controls Test Walker
    And Alice has Forest in her library
    And Alice has Test Explorer in hand
    When Alice casts Test Explorer and it resolves
    And all players pass priority until the stack is empty
    Then Forest is in Alice's hand
    And Test Walker has 1 +1/+1 counter on it
    And Alice has 23 life
    And the ruling cites CR 701.40b

  Scenario: A creature with nothing to reveal has still explored (701.40b)
    Given a card compiled from its Oracle text:
      """
      name: Test Walker
      types: [creature]
      power: 1
      toughness: 3
      oracle: "Whenever a creature you control explores, you gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, it explores."
      """
    And Alice controls Test Walker
    And Alice has Test Explorer in hand
    When Alice casts Test Explorer and it resolves
    And all players pass priority until the stack is empty
    Then Test Explorer has no counters on it
    And Alice has 23 life

  Scenario: "Whenever a creature you control connives": that creature is the one that connived (701.47b)
    Given a card compiled from its Oracle text:
      """
      name: Test Purpose
      types: [enchantment]
      oracle: "Whenever a creature you control connives, put a +1/+1 counter on that creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Conniver
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, it connives."
      """
    And Alice controls Test Purpose
    And Alice has Grizzly Bears in her library
    And Alice has Test Conniver in hand
    When Alice casts Test Conniver and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's graveyard
    And Test Conniver has 2 +1/+1 counters on it
    And the ruling cites CR 701.47b

  Scenario: "Whenever a permanent you control is turned face up": yours, not an opponent's (708.8)
    Given a card compiled from its Oracle text:
      """
      name: Test Secret Plans
      types: [enchantment]
      oracle: "Whenever a permanent you control is turned face up, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Morph Bear
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Morph {2}{G}"
      """
    And Alice controls Test Secret Plans
    And Bob controls Test Secret Plans as "bob's plans"
    And Alice controls Test Morph Bear with its face down
    When Alice turns Test Morph Bear face up
    And all players pass priority until the stack is empty
    Then Test Morph Bear is 4/4
    And Alice has 22 life
    And Bob has 20 life

  Scenario: "Whenever this creature or another creature you control is turned face up, untap that creature"
    Given a card compiled from its Oracle text:
      """
      name: Test Pine Walker
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Whenever this creature or another creature you control is turned face up, untap that creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Morph Bear
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Morph {2}{G}"
      """
    And Alice controls Test Pine Walker
    And Alice controls Test Morph Bear with its face down
    And Test Morph Bear is tapped
    When Alice turns Test Morph Bear face up
    And all players pass priority until the stack is empty
    Then Test Morph Bear is untapped

  Scenario: "Whenever an Aura becomes attached to this creature": an Aura spell entering attached to it (603.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Bramble
      types: [creature]
      power: 2
      toughness: 4
      oracle: "Whenever an Aura becomes attached to this creature, create two 1/1 green Saproling creature tokens."
      """
    And Alice controls Test Bramble
    And Alice controls Grizzly Bears
    And Alice has Holy Strength in hand as "strength on the bears"
    And Alice has Holy Strength in hand as "strength on the bramble"
    When Alice casts strength on the bears targeting Grizzly Bears and it resolves
    Then Alice controls 0 tokens
    When Alice casts strength on the bramble targeting Test Bramble and it resolves
    And all players pass priority until the stack is empty
    Then Alice controls 2 tokens
    And the ruling cites CR 603.2f

  Scenario: "Whenever this Equipment becomes attached to a creature, tap that creature" (701.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Energy Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Whenever this Equipment becomes attached to a creature, tap that creature.\nEquip {2}"
      """
    And Alice controls Test Energy Blade
    And Alice controls Grizzly Bears
    When Alice activates Test Energy Blade's equip ability targeting Grizzly Bears and it resolves
    And all players pass priority until the stack is empty
    Then Test Energy Blade is attached to Grizzly Bears
    And Grizzly Bears is tapped

  Scenario: "Whenever a creature card is put into an opponent's graveyard from anywhere": a card an opponent owns, not a token (603.6c)
    Given a card compiled from its Oracle text:
      """
      name: Test Memento
      types: [artifact]
      oracle: "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain 1 life."
      """
    And Alice controls Test Memento
    And Alice controls Llanowar Elves
    And Bob controls Grizzly Bears
    And Bob controls a token Grizzly Bears as "bear token"
    And Alice has Pyroclasm in hand
    When Alice casts Pyroclasm and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
    And Llanowar Elves is in Alice's graveyard
    And 1 ability triggered
    And Alice has 21 life

  Scenario: "Whenever one or more land cards are put into your graveyard from anywhere" triggers once for the cards put there at once
    Given a card compiled from its Oracle text:
      """
      name: Test Gitrog
      types: [creature]
      power: 6
      toughness: 6
      oracle: "Whenever one or more land cards are put into your graveyard from anywhere, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mill
      types: [sorcery]
      oracle: "Mill three cards."
      """
    And Alice controls Test Gitrog
    And Alice has Forest in her library
    And Alice has Island in her library
    And Alice has Grizzly Bears in her library
    And Alice has Test Mill in hand
    When Alice casts Test Mill and it resolves
    And all players pass priority until the stack is empty
    Then Forest is in Alice's graveyard
    And Island is in Alice's graveyard
    And Alice has 21 life

  Scenario: "Whenever a land card is put into your graveyard from your library": not from a hand
    Given a card compiled from its Oracle text:
      """
      name: Test Learning
      types: [enchantment]
      oracle: "Whenever a land card is put into your graveyard from your library, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummage
      types: [sorcery]
      oracle: "Discard a card."
      """
    And Alice controls Test Learning
    And Alice has Test Rummage in hand
    And Alice has Forest in hand
    When Alice casts Test Rummage and it resolves
    Then Forest is in Alice's graveyard
    And Alice has 20 life

  Scenario: "Whenever a creature an opponent controls becomes tapped": attacking taps it (701.21)
    Given a card compiled from its Oracle text:
      """
      name: Test Avenger
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a creature an opponent controls becomes tapped, put a +1/+1 counter on this creature."
      """
    And it is Bob's turn
    And Alice controls Test Avenger
    And Alice controls Hill Giant
    And Hill Giant is tapped
    And Bob controls Grizzly Bears
    When Bob attacks with Grizzly Bears and combat ends
    Then Test Avenger has 1 +1/+1 counter on it

  Scenario: "When this creature becomes the target of a spell": a spell, not an ability
    Given a card compiled from its Oracle text:
      """
      name: Test Guardian
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature becomes the target of a spell, sacrifice it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Pinger
      types: [artifact]
      oracle: "{T}: This artifact deals 1 damage to target creature."
      """
    And Alice controls Test Guardian
    And Alice controls Test Pinger
    And Alice has Giant Growth in hand
    When Alice activates Test Pinger's first ability targeting Test Guardian and it resolves
    Then Test Guardian is on the battlefield
    When Alice casts Giant Growth targeting Test Guardian and it resolves
    Then Test Guardian is in Alice's graveyard

  Scenario: "… becomes the target of a spell or ability an opponent controls, that player …": who targeted it
    Given a card compiled from its Oracle text:
      """
      name: Test Liege
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Whenever this creature becomes the target of a spell or ability an opponent controls, that player loses 4 life."
      """
    And it is Bob's turn
    And Alice controls Test Liege
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Liege and it resolves
    Then Bob has 16 life
    And Test Liege has 3 damage marked on it

  Scenario: "Whenever equipped creature deals combat damage to a player": the creature it is attached to
    Given a card compiled from its Oracle text:
      """
      name: Test Key
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Whenever equipped creature deals combat damage to a player, you gain 2 life.\nEquip {1}"
      """
    And Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And Alice controls Test Key attached to Grizzly Bears
    When Alice attacks with Grizzly Bears and Hill Giant and combat ends
    Then Bob has 15 life
    And Alice has 22 life

  Scenario: "Whenever an instant or sorcery spell you control deals damage to an opponent": the spell is the source
    Given a card compiled from its Oracle text:
      """
      name: Test Firedancer
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever an instant or sorcery spell you control deals damage to an opponent, this creature deals that much damage to target creature that player controls."
      """
    And Alice controls Test Firedancer
    And Bob controls Hill Giant
    And Alice has Lightning Bolt in hand
    And Test Firedancer's triggered abilities target Hill Giant
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And all players pass priority until the stack is empty
    Then Bob has 17 life
    And Hill Giant is in Bob's graveyard
