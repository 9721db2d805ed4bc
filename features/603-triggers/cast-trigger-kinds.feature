@cr603
Feature: Cast triggers for kinds of spells: where it was cast from, how it was cast, which one of the turn (CR 601.2i, 603.2)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Worm Harvest
      types: [sorcery]
      oracle: "You gain 3 life.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"
      """

  Scenario: "Whenever you cast a spell from your graveyard" sees a spell cast by retrace
    Given a card compiled from its Oracle text:
      """
      name: Test Grafkeeper
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell from your graveyard, you gain 2 life."
      """
    And Alice controls Test Grafkeeper
    And Alice has Test Worm Harvest in her graveyard
    And Alice has Forest in hand
    When Alice casts Test Worm Harvest and it resolves
    Then Alice has 25 life
    And 1 abilities triggered

  Scenario: "A spell from your graveyard" doesn't see a spell cast from the hand
    Given a card compiled from its Oracle text:
      """
      name: Test Grafkeeper
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell from your graveyard, you gain 2 life."
      """
    And Alice controls Test Grafkeeper
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "Whenever you cast an instant or sorcery spell from your hand" sees only the hand
    Given a card compiled from its Oracle text:
      """
      name: Test Pursuit
      types: [enchantment]
      oracle: "Whenever you cast an instant or sorcery spell from your hand, you gain 1 life."
      """
    And Alice controls Test Pursuit
    And Alice has Test Worm Harvest in her graveyard
    And Alice has Forest in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Worm Harvest and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 24 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a kicked spell" sees a spell whose kicker cost was paid (702.33d)
    Given a card compiled from its Oracle text:
      """
      name: Test Kicked Wolf
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Chronicler
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a kicked spell, you gain 2 life."
      """
    And Alice controls Test Chronicler
    And Alice has Test Kicked Wolf in hand
    When Alice casts Test Kicked Wolf kicked and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: A spell with kicker cast without paying it isn't a kicked spell
    Given a card compiled from its Oracle text:
      """
      name: Test Kicked Wolf
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Chronicler
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a kicked spell, you gain 2 life."
      """
    And Alice controls Test Chronicler
    And Alice has Test Kicked Wolf in hand
    When Alice casts Test Kicked Wolf and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "Whenever you cast your first spell each turn" sees only the turn's first spell
    Given a card compiled from its Oracle text:
      """
      name: Test Crafter
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast your first spell each turn, you gain 2 life."
      """
    And Alice controls Test Crafter
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Shock targeting Bob and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Their first noncreature spell each turn" counts only noncreature spells
    Given a card compiled from its Oracle text:
      """
      name: Test Sentinel
      types: [artifact]
      oracle: "Whenever an opponent casts their first noncreature spell each turn, you gain 1 life."
      """
    And it is Bob's turn
    And Alice controls Test Sentinel
    And Bob has Grizzly Bears in hand
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When Bob casts Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Alice and it resolves
    And Bob casts Shock targeting Alice and it resolves
    Then Alice has 16 life
    And 1 abilities triggered

  Scenario: "Your third spell each turn" doesn't see the second
    Given a card compiled from its Oracle text:
      """
      name: Test Captain
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast your third spell each turn, you gain 2 life."
      """
    And Alice controls Test Captain
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Shock targeting Bob and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "A spell other than your first spell each turn" sees every spell but the first
    Given a card compiled from its Oracle text:
      """
      name: Test Tracker
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell other than your first spell each turn, you gain 2 life."
      """
    And Alice controls Test Tracker
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    And Alice has Giant Growth in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Shock targeting Bob and it resolves
    And Alice casts Giant Growth targeting Test Tracker and it resolves
    Then Alice has 24 life
    And 2 abilities triggered

  Scenario: "Whenever you cast a spell of the chosen color" sees a spell of the color chosen as it entered
    Given a card compiled from its Oracle text:
      """
      name: Test Diamond Knight
      types: [artifact, creature]
      power: 1
      toughness: 1
      oracle: "As this creature enters, choose a color.\nWhenever you cast a spell of the chosen color, you gain 2 life."
      """
    And Alice controls Test Diamond Knight with red chosen as it entered
    And Alice has Lightning Bolt in hand
    And Alice has Giant Growth in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Giant Growth targeting Test Diamond Knight and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: With another color chosen, a red spell isn't of the chosen color
    Given a card compiled from its Oracle text:
      """
      name: Test Diamond Knight
      types: [artifact, creature]
      power: 1
      toughness: 1
      oracle: "As this creature enters, choose a color.\nWhenever you cast a spell of the chosen color, you gain 2 life."
      """
    And Alice controls Test Diamond Knight with blue chosen as it entered
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "A creature spell of the chosen type" sees only creatures of the type chosen as it entered
    Given a card compiled from its Oracle text:
      """
      name: Test Banner
      types: [artifact]
      oracle: "As this artifact enters, choose a creature type.\nWhenever you cast a creature spell of the chosen type, you gain 2 life."
      """
    And Alice controls Test Banner with Bear chosen as its creature type
    And Alice has Grizzly Bears in hand
    And Alice has Llanowar Elves in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice casts Llanowar Elves and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell with {X} in its mana cost" sees a spell with X in its mana cost
    Given a card compiled from its Oracle text:
      """
      name: Test Parallelist
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell with {X} in its mana cost, you gain 2 life."
      """
    And Alice controls Test Parallelist
    And Alice has Blaze in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Blaze with X = 2 targeting Bob and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 22 life
    And Bob has 15 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a permanent spell" sees a creature spell, not an instant (110.4b)
    Given a card compiled from its Oracle text:
      """
      name: Test Crucible
      types: [enchantment]
      oracle: "Whenever you cast a permanent spell, you gain 2 life."
      """
    And Alice controls Test Crucible
    And Alice has Grizzly Bears in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell that's both red and white" sees a spell of both colors
    Given a card compiled from its Oracle text:
      """
      name: Test Mimic
      types: [creature]
      power: 2
      toughness: 1
      oracle: "Whenever you cast a spell that's both red and white, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Boros Bolt
      types: [instant]
      mana_cost: "{R}{W}"
      oracle: "Test Boros Bolt deals 3 damage to any target."
      """
    And Alice controls Test Mimic
    And Alice has Test Boros Bolt in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Boros Bolt targeting Bob and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "A spell that's exactly two colors" sees neither a one-color nor a colorless spell
    Given a card compiled from its Oracle text:
      """
      name: Test Paragon
      types: [enchantment]
      oracle: "Whenever you cast a spell that's exactly two colors, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Boros Bolt
      types: [instant]
      mana_cost: "{R}{W}"
      oracle: "Test Boros Bolt deals 3 damage to any target."
      """
    And Alice controls Test Paragon
    And Alice has Lightning Bolt in hand
    And Alice has Ornithopter in hand
    And Alice has Test Boros Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Ornithopter and it resolves
    And Alice casts Test Boros Bolt targeting Bob and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever an opponent casts a spell during your turn" sees an opponent's spell in its controller's turn
    Given a card compiled from its Oracle text:
      """
      name: Test Hermit
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever an opponent casts a spell during your turn, you gain 2 life."
      """
    And it is Alice's turn
    And Alice controls Test Hermit
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Alice and it resolves
    Then Alice has 19 life
    And 1 abilities triggered

  Scenario: "An opponent casts a spell during your turn" doesn't see it in the opponent's own turn
    Given a card compiled from its Oracle text:
      """
      name: Test Hermit
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever an opponent casts a spell during your turn, you gain 2 life."
      """
    And it is Bob's turn
    And Alice controls Test Hermit
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Alice and it resolves
    Then Alice has 17 life
    And 0 abilities triggered

  Scenario: "Whenever you cast an instant spell during your main phase" doesn't see one in the upkeep
    Given a card compiled from its Oracle text:
      """
      name: Test Acuity
      types: [enchantment]
      oracle: "Whenever you cast an instant spell during your main phase, you gain 2 life."
      """
    And it is Alice's turn, upkeep step
    And Alice has 3 cards in her library
    And Alice controls Test Acuity
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And the game advances to the precombat main step
    And Alice casts Shock targeting Bob and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell you don't own" sees a card of an opponent's cast from exile
    Given a card compiled from its Oracle text:
      """
      name: Test Lootmonger
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell you don't own, you gain 2 life."
      """
    And a card defined as:
      """
      name: Test Thievery
      mana_cost: "{1}{U}"
      types: [sorcery]
      abilities:
        - spell:
            effects: [exile_top: {player: each opponent, play: this turn, cast_only: true}]
      """
    And Alice controls Test Lootmonger
    And Alice has Test Thievery in hand
    And Bob has Grizzly Bears in his library
    When Alice casts Test Thievery and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell from exile" sees a card cast from exile, not from the hand
    Given a card compiled from its Oracle text:
      """
      name: Test Impulse
      types: [sorcery]
      oracle: "Exile the top card of your library. You may play that card this turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Guardian
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell from exile, you gain 2 life."
      """
    And Alice controls Test Guardian
    And Alice has Grizzly Bears in her library
    And Alice has Test Impulse in hand
    When Alice casts Test Impulse and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell that has convoke" sees a spell with the keyword, however it was paid
    Given a card compiled from its Oracle text:
      """
      name: Test Stormsculptor
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell that has convoke, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Convoked Growth
      types: [instant]
      mana_cost: "{2}{G}"
      oracle: "Convoke\nTarget creature gets +2/+2 until end of turn."
      """
    And Alice controls Test Stormsculptor
    And Alice has Test Convoked Growth in hand
    And Alice has Giant Growth in hand
    When Alice casts Test Convoked Growth targeting Test Stormsculptor and it resolves
    And Alice casts Giant Growth targeting Test Stormsculptor and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "Whenever you cast a spell with cascade" sees a spell with cascade, whose own trigger is another
    Given a card compiled from its Oracle text:
      """
      name: Test Phoenix
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell with cascade, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Cascade Bear
      types: [creature]
      mana_cost: "{2}{G}"
      power: 2
      toughness: 2
      oracle: "Cascade"
      """
    And Alice controls Test Phoenix
    And Alice has Test Cascade Bear in hand
    And Alice has Grizzly Bears in hand
    And Alice has Forest in her library
    When Alice casts Test Cascade Bear and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Alice has 22 life
    And 2 abilities triggered

  Scenario: "An instant or sorcery spell that targets only this creature" sees a spell whose one target is it
    Given a card compiled from its Oracle text:
      """
      name: Test Beamsplitter
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast an instant or sorcery spell that targets only this creature, you gain 2 life."
      """
    And Alice controls Test Beamsplitter
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Test Beamsplitter and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: A spell that targets this creature and another isn't one that targets only it
    Given a card compiled from its Oracle text:
      """
      name: Test Beamsplitter
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast an instant or sorcery spell that targets only this creature, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Twin Growth
      types: [instant]
      mana_cost: "{1}{G}"
      oracle: "Two target creatures each get +1/+1 until end of turn."
      """
    And Alice controls Test Beamsplitter
    And Alice controls Grizzly Bears
    And Alice has Test Twin Growth in hand
    When Alice casts Test Twin Growth targeting Test Beamsplitter and Grizzly Bears and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "That targets only a single creature you control" doesn't see a spell on an opponent's creature
    Given a card compiled from its Oracle text:
      """
      name: Test Leyline
      types: [enchantment]
      oracle: "Whenever you cast an instant or sorcery spell that targets only a single creature you control, you gain 2 life."
      """
    And Alice controls Test Leyline
    And Alice controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Alice has Giant Growth in hand
    And Alice has Shock in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    And Alice casts Shock targeting Llanowar Elves and it resolves
    Then Alice has 22 life
    And 1 abilities triggered

  Scenario: "An instant spell other than the first instant spell that player casts each turn" counts only instants
    Given a card compiled from its Oracle text:
      """
      name: Test Druid
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever an opponent casts an instant spell other than the first instant spell that player casts each turn, you gain 2 life."
      """
    And it is Bob's turn
    And Alice controls Test Druid
    And Bob has Grizzly Bears in hand
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When Bob casts Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Alice and it resolves
    And Bob casts Shock targeting Alice and it resolves
    Then Alice has 17 life
    And 1 abilities triggered

  Scenario: A Mimic takes its base power and toughness and a keyword as a spell of both its colors is cast
    Given a card compiled from its Oracle text:
      """
      name: Test Battlegate Mimic
      types: [creature]
      power: 2
      toughness: 1
      oracle: "Whenever you cast a spell that's both red and white, this creature has base power and toughness 4/2 until end of turn and gains first strike until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Boros Bolt
      types: [instant]
      mana_cost: "{R}{W}"
      oracle: "Test Boros Bolt deals 3 damage to any target."
      """
    And Alice controls Test Battlegate Mimic
    And Alice has Test Boros Bolt in hand
    When Alice casts Test Boros Bolt targeting Bob and it resolves
    Then Test Battlegate Mimic is 4/2
    And Test Battlegate Mimic has first strike

  Scenario: "Whenever you cast an instant, sorcery, or Wizard spell" sees an instant and a Wizard, not a Bear
    Given a card compiled from its Oracle text:
      """
      name: Test Adept
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast an instant, sorcery, or Wizard spell, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wizard
      types: [creature]
      subtypes: [Human, Wizard]
      mana_cost: "{U}"
      power: 1
      toughness: 1
      oracle: ""
      """
    And Alice controls Test Adept
    And Alice has Lightning Bolt in hand
    And Alice has Test Wizard in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Wizard and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Alice has 22 life
    And 2 abilities triggered

  Scenario: "A noncreature or Dragon spell" is a spell of either kind, not a noncreature Dragon
    Given a card compiled from its Oracle text:
      """
      name: Test Whelp
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a noncreature or Dragon spell, you gain 1 life."
      """
    And Alice controls Test Whelp
    And Alice has Lightning Bolt in hand
    And Alice has Shivan Dragon in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Shivan Dragon and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Alice has 22 life
    And 2 abilities triggered

  Scenario: "A spell that's white, blue, black, or red" is a spell of any of those colors
    Given a card compiled from its Oracle text:
      """
      name: Test Questing Druid
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Questing Druid
    And Alice has Lightning Bolt in hand
    And Alice has Giant Growth in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Giant Growth targeting Test Questing Druid and it resolves
    Then Test Questing Druid has 1 +1/+1 counter on it
    And 1 abilities triggered
