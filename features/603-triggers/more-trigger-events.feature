@cr603
Feature: More trigger events: a player attacking, becoming tapped, main phases (CR 508.3d, 603.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test War Horn
      types: [enchantment]
      oracle: "Whenever you attack, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sunscribe
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature becomes tapped, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Catapult
      types: [artifact]
      oracle: "{1}, {T}, Sacrifice this artifact: It deals 2 damage to target tapped creature."
      """

  Scenario: "Whenever you attack" triggers once, however many creatures attack (508.3d)
    Given Alice controls Test War Horn
    And Alice controls Grizzly Bears
    And Alice controls Hill Giant
    When Alice attacks with Grizzly Bears and Hill Giant and combat ends
    Then Alice has 21 life
    And Bob has 15 life

  Scenario: Attacking taps the creature, and that triggers "becomes tapped" (508.1f)
    Given Alice controls Test Sunscribe
    When Alice attacks with Test Sunscribe and combat ends
    Then Alice has 22 life

  Scenario: A sacrificed source still deals its damage; only a tapped creature can be targeted
    Given Alice controls Test Catapult
    And Bob controls Grizzly Bears
    And Grizzly Bears is tapped
    When Alice activates Test Catapult's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Test Catapult is in Alice's graveyard

  Scenario: An untapped creature isn't a legal target for "target tapped creature"
    Given Alice controls Test Catapult
    And Bob controls Grizzly Bears
    When Alice activates Test Catapult's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: "Whenever you cast a spell that targets this creature" (heroic, 601.2i)
    Given a card compiled from its Oracle text:
      """
      name: Test Hoplite
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Hoplite
    And Alice controls Grizzly Bears
    And Alice has Giant Growth in hand
    And Alice has Shock in hand
    When Alice casts Giant Growth targeting Test Hoplite and it resolves
    And Alice casts Shock targeting Grizzly Bears and it resolves
    Then Test Hoplite has 1 +1/+1 counter on it
    And Test Hoplite is 5/5

  Scenario: "Whenever you cast a spell that targets a creature you control": one of its targets is of that kind (601.2i)
    Given a card compiled from its Oracle text:
      """
      name: Test Season
      types: [enchantment]
      oracle: "Whenever you cast a spell that targets a creature you control, you gain 1 life."
      """
    And Alice controls Test Season
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Alice has Giant Growth in hand
    And Alice has Shock in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    And Alice casts Shock targeting Savannah Lions and it resolves
    Then Alice has 21 life
    And 1 ability triggered

  Scenario: "Whenever a creature you control deals combat damage to a player" (510.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Coastal Piracy
      types: [enchantment]
      oracle: "Whenever a creature you control deals combat damage to a player, you gain 1 life."
      """
    And Alice controls Test Coastal Piracy
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Grizzly Bears and Savannah Lions and combat ends
    Then Alice has 22 life
    And Bob has 16 life

  Scenario: Each card drawn is a draw of its own (121.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [enchantment]
      oracle: "Whenever you draw a card, you gain 1 life."
      """
    And Alice controls Test Scholar
    And Alice has Divination in hand
    And Alice has 5 cards in her library
    When Alice casts Divination and it resolves
    Then Alice has 22 life

  Scenario: Discarding a card triggers "whenever you discard a card" (701.8a)
    Given a card compiled from its Oracle text:
      """
      name: Test Archivist
      types: [enchantment]
      oracle: "Whenever you discard a card, you gain 2 life."
      """
    And Bob controls Test Archivist
    And Bob has Lightning Bolt in hand
    And Alice has Test Duress in hand
    And a card compiled from its Oracle text:
      """
      name: Test Duress
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
      """
    When Alice casts Test Duress targeting Bob and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Bob has 22 life

  Scenario: "That player" is the player the event was about: the one dealt damage
    Given a card compiled from its Oracle text:
      """
      name: Test Specter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature deals damage to a player, that player discards a card."
      """
    And Alice controls Test Specter
    And Bob has Lightning Bolt in hand
    When Alice attacks with Test Specter and combat ends
    Then Lightning Bolt is in Bob's graveyard
    And Bob has 18 life

  Scenario: "That player" in "each opponent's upkeep" is the player whose upkeep it is
    Given a card compiled from its Oracle text:
      """
      name: Test Torment
      types: [enchantment]
      oracle: "At the beginning of each opponent's upkeep, this enchantment deals 1 damage to that player."
      """
    And Alice controls Test Torment
    When the game advances to the upkeep step
    Then Bob has 19 life
    And Alice has 20 life

  Scenario: "When you cast this spell" triggers from the stack and resolves first (113.6k)
    Given a card compiled from its Oracle text:
      """
      name: Test Titan
      types: [creature]
      power: 7
      toughness: 7
      oracle: "When you cast this spell, you gain 3 life."
      """
    And Alice has Test Titan in hand
    When Alice casts Test Titan and only it resolves
    Then Alice has 23 life
    And Test Titan is on the stack
    And the ruling cites CR 113.6k

  Scenario: A cast trigger that names the spell's mana value
    Given a card compiled from its Oracle text:
      """
      name: Test Rabble
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell with mana value 3 or greater, you gain 1 life."
      """
    And Alice controls Test Rabble
    And Alice has Hill Giant in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Hill Giant and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Alice has 21 life

  Scenario: "Another target creature" can't be the creature whose ability it is
    Given a card compiled from its Oracle text:
      """
      name: Test Dustspeaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, put a +1/+1 counter on another target creature you control."
      """
    And Alice has Test Dustspeaker in hand
    When Alice casts Test Dustspeaker and it resolves
    Then Test Dustspeaker has no counters on it

  Scenario: "Another target creature" can be any other one that fits
    Given a card compiled from its Oracle text:
      """
      name: Test Dustspeaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, put a +1/+1 counter on another target creature you control."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Dustspeaker in hand
    When Alice casts Test Dustspeaker and it resolves
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Test Dustspeaker has no counters on it

  Scenario: "Draw that many cards": the amount of the event it triggered on
    Given a card compiled from its Oracle text:
      """
      name: Test Reflection
      types: [enchantment]
      oracle: "Whenever you gain life, draw that many cards."
      """
    And Alice controls Test Reflection
    And Alice has 5 cards in her library
    And Alice has Sorin's Thirst in hand
    And Bob controls Grizzly Bears
    When Alice casts Sorin's Thirst targeting Grizzly Bears and it resolves
    Then Alice has 2 cards in her hand

  Scenario: "Your second card each turn" counts the cards drawn this turn
    Given a card compiled from its Oracle text:
      """
      name: Test Cavalry
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever you draw your second card each turn, this creature gets +2/+0 until end of turn."
      """
    And Alice controls Test Cavalry
    And Alice has 5 cards in her library
    And Alice has Divination in hand
    When Alice casts Divination and it resolves
    Then Test Cavalry is 4/2
    And 1 abilities triggered

  Scenario: "Your second spell each turn" doesn't trigger on the first
    Given a card compiled from its Oracle text:
      """
      name: Test Sage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast your second spell each turn, you gain 3 life."
      """
    And Alice controls Test Sage
    And Alice has Grizzly Bears in hand
    And Alice has Savannah Lions in hand
    When Alice casts Grizzly Bears and it resolves
    Then Alice has 20 life
    When Alice casts Savannah Lions and it resolves
    Then Alice has 23 life

  Scenario: "That player" of a cast trigger is the spell's caster
    Given a card compiled from its Oracle text:
      """
      name: Test Sting
      types: [enchantment]
      oracle: "Whenever an opponent casts a creature spell, Test Sting deals 1 damage to that player."
      """
    And Alice controls Test Sting
    And it is Bob's turn
    And Bob has Grizzly Bears in hand
    When Bob casts Grizzly Bears and it resolves
    Then Bob has 19 life
    And Alice has 20 life

  Scenario: A historic spell is an artifact, legendary or Saga spell (700.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Chronicler
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a historic spell, you gain 2 life."
      """
    And Alice controls Test Chronicler
    And Alice has Sol Ring in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Sol Ring and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Alice has 22 life

  Scenario: "One or more counters are put on it" triggers once for counters put at once (122.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Brood Grower
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever one or more +1/+1 counters are put on this creature, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Double Feed
      types: [instant]
      oracle: "Put two +1/+1 counters on target creature."
      """
    And Alice controls Test Brood Grower
    And Alice has Test Double Feed in hand
    When Alice casts Test Double Feed targeting Test Brood Grower and it resolves
    Then Test Brood Grower has 2 +1/+1 counters on it
    And Alice has 21 life

  Scenario: "Whenever you sacrifice another permanent" sees a permanent sacrificed to pay a cost (701.17a)
    Given a card compiled from its Oracle text:
      """
      name: Test Offering Priest
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you sacrifice another permanent, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Altar
      types: [artifact]
      oracle: "Sacrifice a creature: Draw a card."
      """
    And Alice controls Test Offering Priest
    And Alice controls Test Altar
    And Alice controls Grizzly Bears
    And Alice has 2 cards in her library
    And Alice chooses to sacrifice Grizzly Bears
    When Alice activates Test Altar's first ability and it resolves
    Then Alice has 22 life
    And Alice has 1 card in her library

  Scenario: A creature that dies without being sacrificed doesn't trigger it
    Given a card compiled from its Oracle text:
      """
      name: Test Offering Priest
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you sacrifice another permanent, you gain 2 life."
      """
    And Alice controls Test Offering Priest
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "An enchantment is put into a graveyard from the battlefield" is the event "dies" names (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Reaper
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever an enchantment you control is put into a graveyard from the battlefield, you gain 3 life."
      """
    And Alice controls Test Reaper
    And Alice controls Grizzly Bears
    And Alice controls Holy Strength attached to Grizzly Bears
    And Bob has Murder in hand
    When Bob casts Murder targeting Grizzly Bears and it resolves
    Then Holy Strength is in Alice's graveyard
    And Alice has 23 life

  Scenario: "Whenever you attack with three or more creatures" needs three attackers at once
    Given a card compiled from its Oracle text:
      """
      name: Test War Chief
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you attack with three or more creatures, you gain 2 life."
      """
    And Alice controls Test War Chief
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Test War Chief and Grizzly Bears and Savannah Lions and combat ends
    Then Alice has 22 life

  Scenario: "A creature dealt damage by this creature this turn dies" remembers who dealt damage
    Given a card compiled from its Oracle text:
      """
      name: Test Blood Cultist
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: This creature deals 1 damage to target creature.\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Blood Cultist
    And Bob controls Llanowar Elves
    When Alice activates Test Blood Cultist's first ability targeting Llanowar Elves and it resolves
    And all players pass priority until the stack is empty
    Then Llanowar Elves is in Bob's graveyard
    And Test Blood Cultist has 1 +1/+1 counter on it

  Scenario: A creature another source damaged doesn't count
    Given a card compiled from its Oracle text:
      """
      name: Test Blood Cultist
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Blood Cultist
    And Bob controls Llanowar Elves
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Llanowar Elves and it resolves
    Then Llanowar Elves is in Bob's graveyard
    And Test Blood Cultist has no counters on it

  Scenario: An Aura's trigger on the enchanted creature becoming tapped
    Given a card compiled from its Oracle text:
      """
      name: Test Betrayal
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature becomes tapped, you gain 2 life."
      """
    And Bob controls Grizzly Bears
    And Alice controls Test Betrayal attached to Grizzly Bears
    And Alice controls Hill Giant
    And it is Bob's turn
    When Bob attacks with Grizzly Bears and Hill Giant blocks and combat ends
    Then Alice has 22 life

  Scenario: "Two or more ki counters on this" counts that kind on the permanent
    Given a card compiled from its Oracle text:
      """
      name: Test Ki Pupil
      types: [creature]
      power: 1
      toughness: 1
      oracle: "At the beginning of your upkeep, if there are two or more ki counters on this creature, you gain 3 life."
      """
    And it is Bob's turn, end step
    And Alice controls Test Ki Pupil with 2 ki counters
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Alice has 23 life

  Scenario: A token created tapped enters tapped
    Given a card compiled from its Oracle text:
      """
      name: Test Grave Call
      types: [sorcery]
      oracle: "Create a tapped 2/2 black Zombie creature token."
      """
    And Alice has Test Grave Call in hand
    When Alice casts Test Grave Call and it resolves
    Then Alice controls 1 token
    And every token Alice controls is tapped

  Scenario: "Whenever you scry" triggers once the player has scried, even with an empty library (701.18d)
    Given a card compiled from its Oracle text:
      """
      name: Test Seer
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you scry, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Opt
      types: [instant]
      oracle: "Scry 1."
      """
    And Alice controls Test Seer
    And Alice has Test Opt in hand
    When Alice casts Test Opt and it resolves
    Then Alice has 22 life
    And the ruling cites CR 701.18a

  Scenario: "One or more cards leave your graveyard" triggers once for cards leaving at once (603.10a)
    Given a card compiled from its Oracle text:
      """
      name: Test Grave Watcher
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever one or more cards leave your graveyard, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Purge
      types: [sorcery]
      oracle: "Exile target player's graveyard."
      """
    And Alice controls Test Grave Watcher
    And Alice has Grizzly Bears in her graveyard
    And Alice has Forest in her graveyard
    And Bob has Test Purge in hand
    And it is Bob's turn
    When Bob casts Test Purge targeting Alice and it resolves
    Then Alice has 21 life
    And 1 abilities triggered

  Scenario: "A spell from anywhere other than your hand" sees a spell cast from the graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Vega
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell from anywhere other than your hand, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Worm Harvest
      types: [sorcery]
      oracle: "You gain 3 life.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"
      """
    And Alice controls Test Vega
    And Alice has Test Worm Harvest in her graveyard
    And Alice has Forest in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Worm Harvest and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 25 life

  Scenario: "Whenever you cast a spell during an opponent's turn" waits for another player's turn
    Given a card compiled from its Oracle text:
      """
      name: Test Trickster
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell during an opponent's turn, you gain 2 life."
      """
    And it is Bob's turn
    And Alice controls Test Trickster
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 22 life

  Scenario: In its controller's own turn it doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Trickster
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell during an opponent's turn, you gain 2 life."
      """
    And Alice controls Test Trickster
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 20 life

  Scenario: "When enchanted land becomes tapped, destroy it": the land the Aura enchants
    Given a card compiled from its Oracle text:
      """
      name: Test Blight
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant land\nWhen enchanted land becomes tapped, destroy it."
      """
    And Alice controls Forest
    And Bob controls Test Blight attached to Forest
    When Alice activates Forest's first ability and it resolves
    Then Forest is in Alice's graveyard

  Scenario: "Whenever a creature attacks you" sees only the creatures attacking its controller
    Given a card compiled from its Oracle text:
      """
      name: Test Sentinel
      types: [enchantment]
      oracle: "Whenever a creature attacks you, you gain 1 life."
      """
    And it is Alice's turn
    And Alice controls Grizzly Bears
    And Bob controls Test Sentinel
    And Alice controls Test Sentinel as "alices sentinel"
    When Alice attacks Bob with Grizzly Bears and combat ends
    Then Bob has 19 life
    And Alice has 20 life

  Scenario: "Whenever you discard one or more cards" triggers once for the cards discarded at once
    Given a card compiled from its Oracle text:
      """
      name: Test Trawler
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you discard one or more cards, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummage
      types: [sorcery]
      oracle: "Discard two cards, then draw two cards."
      """
    And Alice controls Test Trawler
    And Alice has Test Rummage in hand
    And Alice has Grizzly Bears in hand
    And Alice has Shock in hand
    And Alice has 5 cards in her library
    When Alice casts Test Rummage and it resolves
    Then Alice has 21 life
    And 1 abilities triggered

  Scenario: Valiant triggers only the first time each turn one of its controller's spells targets it
    Given a card compiled from its Oracle text:
      """
      name: Test Valiant Mouse
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Valiant — Whenever this creature becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it."
      """
    And Alice controls Test Valiant Mouse
    And Alice has Giant Growth in hand as "first growth"
    And Alice has Giant Growth in hand as "second growth"
    When Alice casts first growth targeting Test Valiant Mouse and it resolves
    And Alice casts second growth targeting Test Valiant Mouse and it resolves
    Then Test Valiant Mouse has 1 +1/+1 counter on it
    And Test Valiant Mouse is 8/8

  Scenario: An opponent's spell doesn't make it valiant, nor use up its first time
    Given a card compiled from its Oracle text:
      """
      name: Test Valiant Mouse
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Valiant — Whenever this creature becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it."
      """
    And Alice controls Test Valiant Mouse
    And Bob has Giant Growth in hand
    And Alice has Giant Growth in hand as "growth"
    When Bob casts Giant Growth targeting Test Valiant Mouse and it resolves
    And Alice casts growth targeting Test Valiant Mouse and it resolves
    Then Test Valiant Mouse has 1 +1/+1 counter on it

  Scenario: An ability that says "if this card is in your graveyard" triggers from there (113.6k, 603.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Bridge
      types: [enchantment]
      oracle: "Whenever a nontoken creature is put into your graveyard from the battlefield, if this card is in your graveyard, create a 2/2 black Zombie creature token.\nWhen a creature is put into an opponent's graveyard from the battlefield, if this card is in your graveyard, exile this card."
      """
    And Alice has Test Bridge in graveyard
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Alice controls 1 token
    And Test Bridge is in Alice's graveyard

  Scenario: On the battlefield it does nothing; an opponent's creature dying exiles it from the graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Bridge
      types: [enchantment]
      oracle: "Whenever a nontoken creature is put into your graveyard from the battlefield, if this card is in your graveyard, create a 2/2 black Zombie creature token.\nWhen a creature is put into an opponent's graveyard from the battlefield, if this card is in your graveyard, exile this card."
      """
    And Alice has Test Bridge in graveyard
    And Alice controls Test Bridge as "bridge on the battlefield"
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Bridge is in exile
    And bridge on the battlefield is on the battlefield
    And Alice controls 0 tokens

  Scenario: Targeting an opponent is committing a crime (700.13)
    Given a card compiled from its Oracle text:
      """
      name: Test Outlaw
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever you commit a crime, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Outlaw
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Outlaw has 1 +1/+1 counter on it
    And the ruling cites CR 700.13

  Scenario: Targeting a creature an opponent controls is a crime; targeting your own isn't
    Given a card compiled from its Oracle text:
      """
      name: Test Outlaw
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever you commit a crime, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Outlaw
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Giant Growth in hand as "own growth"
    And Alice has Giant Growth in hand as "their growth"
    When Alice casts own growth targeting Grizzly Bears and it resolves
    Then Test Outlaw has no counters on it
    When Alice casts their growth targeting Hill Giant and it resolves
    Then Test Outlaw has 1 +1/+1 counter on it

  Scenario: "Deals combat damage to a creature, destroy that creature": the creature dealt the damage
    Given a card compiled from its Oracle text:
      """
      name: Test Dripper
      types: [creature]
      power: 1
      toughness: 6
      oracle: "Whenever this creature deals combat damage to a creature, destroy that creature."
      """
    And Alice controls Test Dripper
    And Bob controls Hill Giant
    When Alice attacks with Test Dripper, which Hill Giant blocks, and combat ends
    Then Hill Giant is in Bob's graveyard
    And Test Dripper is on the battlefield

  Scenario: Damage to two creatures at once triggers once for each of them (603.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Dripper
      types: [creature]
      power: 2
      toughness: 6
      oracle: "Whenever this creature deals combat damage to a creature, destroy that creature."
      """
    And Alice controls Test Dripper
    And Bob controls Hill Giant
    And Bob controls Craw Wurm
    And Test Dripper assigns its combat damage as 1 to Hill Giant and 1 to Craw Wurm
    When Alice attacks with Test Dripper, which Hill Giant and Craw Wurm block, and combat ends
    Then Hill Giant is in Bob's graveyard
    And Craw Wurm is in Bob's graveyard

  Scenario: "Put that many +1/+1 counters": the amount of the event it triggered on (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Ajani Cub
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you gain life, put that many +1/+1 counters on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tonic
      types: [sorcery]
      oracle: "You gain 3 life."
      """
    And Alice controls Test Ajani Cub
    And Alice has Test Tonic in hand
    When Alice casts Test Tonic and it resolves
    Then Test Ajani Cub has 3 +1/+1 counters on it

  Scenario: "It deals that much damage to any target": the damage it was dealt (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Reckoner
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Whenever this creature is dealt damage, it deals that much damage to any target."
      """
    And Alice controls Test Reckoner
    And Test Reckoner's triggered abilities target Bob
    And Bob has Shock in hand
    When Bob casts Shock targeting Test Reckoner and it resolves
    Then Bob has 18 life

  Scenario: "That player draws an additional card" in each player's draw step
    Given a card compiled from its Oracle text:
      """
      name: Test Mine
      types: [artifact]
      oracle: "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card."
      """
    And it is Bob's turn, upkeep step
    And Alice controls Test Mine
    And Bob has 5 cards in his library
    When the game advances to the precombat main step
    Then Bob has 3 cards in his library

  Scenario: "A creature you control with a +1/+1 counter on it dies": as it last existed (603.10a)
    Given a card compiled from its Oracle text:
      """
      name: Test Eulogist
      types: [enchantment]
      oracle: "Whenever a creature you control with a +1/+1 counter on it dies, you gain 3 life."
      """
    And it is Bob's turn
    And Alice controls Test Eulogist
    And Alice controls Grizzly Bears with 1 +1/+1 counter
    And Alice controls Savannah Lions
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Bob casts Shock targeting Savannah Lions and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Savannah Lions is in Alice's graveyard
    And Alice has 23 life

  Scenario: "Whenever you gain life for the first time each turn" triggers once
    Given a card compiled from its Oracle text:
      """
      name: Test Healer Cub
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you gain life for the first time each turn, put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tonic
      types: [instant]
      oracle: "You gain 2 life."
      """
    And Alice controls Test Healer Cub
    And Alice has Test Tonic in hand as "first tonic"
    And Alice has Test Tonic in hand as "second tonic"
    When Alice casts first tonic and it resolves
    And Alice casts second tonic and it resolves
    Then Test Healer Cub has 1 +1/+1 counter on it
    And Alice has 24 life

  Scenario: Life gained before the scenario began was the first time
    Given a card compiled from its Oracle text:
      """
      name: Test Healer Cub
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you gain life for the first time each turn, put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tonic
      types: [instant]
      oracle: "You gain 2 life."
      """
    And Alice gained 3 life this turn
    And Alice controls Test Healer Cub
    And Alice has Test Tonic in hand
    When Alice casts Test Tonic and it resolves
    Then Test Healer Cub has no counters on it

  Scenario: "Your first instant or sorcery spell each turn" counts only spells of that kind
    Given a card compiled from its Oracle text:
      """
      name: Test Alchemist
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast your first instant or sorcery spell each turn, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Alchemist
    And Alice has Grizzly Bears in hand
    And Alice has Lightning Bolt in hand as "first bolt"
    And Alice has Lightning Bolt in hand as "second bolt"
    When Alice casts Grizzly Bears and it resolves
    And Alice casts first bolt targeting Bob and it resolves
    And Alice casts second bolt targeting Bob and it resolves
    Then Test Alchemist has 1 +1/+1 counter on it

  Scenario: "Whenever enchanted creature is dealt damage … that creature's controller"
    Given a card compiled from its Oracle text:
      """
      name: Test Agony
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature is dealt damage, this Aura deals that much damage to that creature's controller."
      """
    And Bob controls Hill Giant
    And Alice controls Test Agony attached to Hill Giant
    And Alice has Shock in hand
    When Alice casts Shock targeting Hill Giant and it resolves
    Then Bob has 18 life

  Scenario: "Is dealt combat damage" ignores other damage
    Given a card compiled from its Oracle text:
      """
      name: Test Wall of Essence
      types: [creature]
      power: 0
      toughness: 4
      oracle: "Defender\nWhenever this creature is dealt combat damage, you gain that much life."
      """
    And it is Bob's turn
    And Alice controls Test Wall of Essence
    And Bob controls Grizzly Bears
    And Bob has Shock in hand
    When Bob casts Shock targeting Test Wall of Essence and it resolves
    And Bob attacks with Grizzly Bears, which Test Wall of Essence blocks, and combat ends
    Then Alice has 22 life

  Scenario: "Whenever one or more creatures you control die": all that die at once are one event, so it triggers once (603.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Finale
      types: [enchantment]
      oracle: "Whenever one or more nontoken creatures you control die, you gain 1 life."
      """
    And it is Bob's turn
    And Alice controls Test Finale
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob has Pyroclasm in hand
    When Bob casts Pyroclasm and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Savannah Lions is in Alice's graveyard
    And Alice has 21 life
    And 1 ability triggered

  Scenario: Creatures that die one after another are separate events: it triggers for each
    Given a card compiled from its Oracle text:
      """
      name: Test Finale
      types: [enchantment]
      oracle: "Whenever one or more nontoken creatures you control die, you gain 1 life."
      """
    And Alice controls Test Finale
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob has Shock in hand
    And Bob has Lightning Bolt in hand
    When Bob casts Shock targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Savannah Lions and it resolves
    Then Alice has 22 life
    And 2 abilities triggered

  Scenario: "Whenever one or more tokens you control enter" triggers once for tokens made together
    Given a card compiled from its Oracle text:
      """
      name: Test Champion
      types: [enchantment]
      oracle: "Whenever one or more tokens you control enter, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Raise
      types: [sorcery]
      oracle: "Create two 1/1 white Soldier creature tokens."
      """
    And Alice controls Test Champion
    And Alice has Test Raise in hand
    When Alice casts Test Raise and it resolves
    Then Alice controls 2 tokens
    And Alice has 21 life
