@cr603
Feature: More conditions of triggered, static and activated abilities (CR 603.4, 611.3a, 602.5b, 608.2i)

  Scenario: Coven: three creatures with three different powers make the intervening "if" true
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    When the game advances to the beginning of combat step
    Then Test Coven Witch has flying

  Scenario: Coven: two creatures sharing a power count as one power, and the ability doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Runeclaw Bear
    When the game advances to the beginning of combat step
    Then Test Coven Witch does not have flying
    And 0 abilities triggered

  Scenario: Coven counts each creature's power as it is now, pumps included
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Runeclaw Bear
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Runeclaw Bear and it resolves
    And the game advances to the beginning of combat step
    Then Test Coven Witch has flying

  Scenario: Descend: a creature card put into your graveyard this turn means you descended (700.11)
    Given a card compiled from its Oracle text:
      """
      name: Test Skulltaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on this creature. (You descended if a permanent card was put into your graveyard from anywhere.)"
      """
    And it is Alice's turn
    And Alice controls Test Skulltaker
    And Alice controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Grizzly Bears is in Alice's graveyard
    And Test Skulltaker has 1 +1/+1 counter on it

  Scenario: Descend: an instant card in your graveyard and a creature card in an opponent's aren't yours to descend with
    Given a card compiled from its Oracle text:
      """
      name: Test Skulltaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on this creature. (You descended if a permanent card was put into your graveyard from anywhere.)"
      """
    And it is Alice's turn
    And Alice controls Test Skulltaker
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Lightning Bolt is in Alice's graveyard
    And Grizzly Bears is in Bob's graveyard
    And Test Skulltaker has no counters on it

  Scenario: Descend: a token that dies isn't a permanent card, so you didn't descend
    Given a card compiled from its Oracle text:
      """
      name: Test Skulltaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on this creature. (You descended if a permanent card was put into your graveyard from anywhere.)"
      """
    And it is Alice's turn
    And Alice controls Test Skulltaker
    And Alice controls a token Grizzly Bears
    And Alice has Shock in hand
    When Alice casts Shock targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Test Skulltaker has no counters on it

  Scenario: Descend: a permanent card put into the graveyard before the scenario began counts (starting board)
    Given a card compiled from its Oracle text:
      """
      name: Test Skulltaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if you descended this turn, put a +1/+1 counter on this creature. (You descended if a permanent card was put into your graveyard from anywhere.)"
      """
    And it is Alice's turn
    And Alice controls Test Skulltaker
    And Alice descended 1 time this turn
    When the game advances to the end step
    Then Test Skulltaker has 1 +1/+1 counter on it

  Scenario: "If that player has two or fewer cards in hand" counts the hand of the player whose upkeep it is
    Given a card compiled from its Oracle text:
      """
      name: Test Mongrel
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that player."
      """
    And it is Alice's turn, end step
    And Alice controls Test Mongrel
    And Alice has Forest in hand
    And Alice has Island in hand
    And Alice has Swamp in hand
    And Bob has Forest in hand
    And Bob has Island in hand
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 18 life

  Scenario: "If that player has two or fewer cards in hand" is false with three cards in their hand, whatever yours holds
    Given a card compiled from its Oracle text:
      """
      name: Test Mongrel
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that player."
      """
    And it is Alice's turn, end step
    And Alice controls Test Mongrel
    And Bob has Forest in hand
    And Bob has Island in hand
    And Bob has Swamp in hand
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 20 life
    And 0 abilities triggered

  Scenario: "If that player has no cards in hand" on each player's upkeep, yours included
    Given a card compiled from its Oracle text:
      """
      name: Test Asylum Visitor
      types: [creature]
      power: 3
      toughness: 1
      oracle: "At the beginning of each player's upkeep, if that player has no cards in hand, you draw a card and you lose 1 life."
      """
    And it is Bob's turn, end step
    And Alice controls Test Asylum Visitor
    And Alice has 3 cards in her library
    And Bob has Forest in hand
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Alice has 19 life
    And Alice has 1 card in her hand

  Scenario: "Activate only if this land entered this turn or if you control a basic land": a basic land is enough (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Fortress
      types: [land]
      oracle: "{T}: You gain 1 life. Activate only if this land entered this turn or if you control a basic land."
      """
    And Alice controls Test Fortress
    And Alice controls Swamp
    When Alice activates Test Fortress's first ability and it resolves
    Then Alice has 21 life

  Scenario: "Activate only if this land entered this turn or if you control a basic land": neither holds, so it can't be activated
    Given a card compiled from its Oracle text:
      """
      name: Test Fortress
      types: [land]
      oracle: "{T}: You gain 1 life. Activate only if this land entered this turn or if you control a basic land."
      """
    And Alice controls Test Fortress
    And Alice controls Mutavault
    When Alice activates Test Fortress's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "Activate only if this land entered this turn or if you control a basic land": played this turn, it can be activated
    Given a card compiled from its Oracle text:
      """
      name: Test Fortress
      types: [land]
      oracle: "{T}: You gain 1 life. Activate only if this land entered this turn or if you control a basic land."
      """
    And it is Alice's turn
    And Alice has Test Fortress in hand
    When Alice plays Test Fortress
    And Alice activates Test Fortress's first ability and it resolves
    Then Alice has 21 life

  Scenario: "If you control a Desert or there is a Desert card in your graveyard": a Desert card in the graveyard is enough
    Given a card compiled from its Oracle text:
      """
      name: Test Desert
      types: [land]
      subtypes: [Desert]
      oracle: "{T}: Add {C}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Camel
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if you control a Desert or there is a Desert card in your graveyard, you gain 2 life."
      """
    And Alice has Test Desert in her graveyard
    And Alice has Test Camel in hand
    When Alice casts Test Camel and it resolves
    Then Alice has 22 life

  Scenario: "If you control a Desert or there is a Desert card in your graveyard": with neither, nothing triggers
    Given a card compiled from its Oracle text:
      """
      name: Test Desert
      types: [land]
      subtypes: [Desert]
      oracle: "{T}: Add {C}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Camel
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if you control a Desert or there is a Desert card in your graveyard, you gain 2 life."
      """
    And Bob has Test Desert in his graveyard
    And Alice controls Forest
    And Alice has Test Camel in hand
    When Alice casts Test Camel and it resolves
    Then Alice has 20 life

  Scenario: "As long as there is a Desert card in your graveyard" applies while one is there
    Given a card compiled from its Oracle text:
      """
      name: Test Desert
      types: [land]
      subtypes: [Desert]
      oracle: "{T}: Add {C}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Hydra
      types: [creature]
      power: 3
      toughness: 3
      oracle: "This creature gets +1/+1 as long as there is a Desert card in your graveyard."
      """
    And Alice controls Test Hydra
    And Alice has Test Desert in her graveyard
    When a player would receive priority
    Then Test Hydra is 4/4

  Scenario: "If a card left your graveyard this turn": a creature card returned from it to your hand
    Given a card compiled from its Oracle text:
      """
      name: Test Research
      types: [enchantment]
      oracle: "At the beginning of your end step, if a card left your graveyard this turn, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Raise Dead
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to your hand."
      """
    And it is Alice's turn
    And Alice controls Test Research
    And Alice has 3 cards in her library
    And Alice has Grizzly Bears in her graveyard
    And Alice has Test Raise Dead in hand
    When Alice casts Test Raise Dead targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Alice has 2 cards in her hand

  Scenario: "If a card left your graveyard this turn": a card leaving an opponent's graveyard isn't one of yours
    Given a card compiled from its Oracle text:
      """
      name: Test Research
      types: [enchantment]
      oracle: "At the beginning of your end step, if a card left your graveyard this turn, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scavenge
      types: [instant]
      oracle: "Exile target card from a graveyard."
      """
    And it is Alice's turn
    And Alice controls Test Research
    And Alice has 3 cards in her library
    And Bob has Grizzly Bears in his graveyard
    And Alice has Test Scavenge in hand
    When Alice casts Test Scavenge targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Grizzly Bears is in exile
    And Alice has 0 cards in her hand

  Scenario: "If three or more cards left your graveyard this turn" counts those before the scenario (starting board)
    Given a card compiled from its Oracle text:
      """
      name: Test Overseer
      types: [artifact]
      oracle: "{T}: You gain 2 life. Activate only if three or more cards left your graveyard this turn."
      """
    And Alice controls Test Overseer
    And 3 cards left Alice's graveyard this turn
    When Alice activates Test Overseer's first ability and it resolves
    Then Alice has 22 life

  Scenario: "If three or more cards left your graveyard this turn": two aren't enough (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Overseer
      types: [artifact]
      oracle: "{T}: You gain 2 life. Activate only if three or more cards left your graveyard this turn."
      """
    And Alice controls Test Overseer
    And 2 cards left Alice's graveyard this turn
    When Alice activates Test Overseer's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "As long as you've committed a crime this turn": targeting an opponent is a crime (700.13)
    Given a card compiled from its Oracle text:
      """
      name: Test Vigilante
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature has double strike as long as you've committed a crime this turn."
      """
    And Alice controls Test Vigilante
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 17 life
    And Test Vigilante has double strike

  Scenario: "As long as you've committed a crime this turn": targeting your own creature isn't a crime
    Given a card compiled from its Oracle text:
      """
      name: Test Vigilante
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature has double strike as long as you've committed a crime this turn."
      """
    And Alice controls Test Vigilante
    And Alice controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Vigilante does not have double strike

  Scenario: "As long as you've committed a crime this turn": targeting a card in an opponent's graveyard is a crime
    Given a card compiled from its Oracle text:
      """
      name: Test Vigilante
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature has double strike as long as you've committed a crime this turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scavenge
      types: [instant]
      oracle: "Exile target card from a graveyard."
      """
    And Alice controls Test Vigilante
    And Bob has Grizzly Bears in his graveyard
    And Alice has Test Scavenge in hand
    When Alice casts Test Scavenge targeting Grizzly Bears and it resolves
    Then Test Vigilante has double strike

  Scenario: "As long as you've committed a crime this turn": a crime before the scenario began counts (starting board)
    Given a card compiled from its Oracle text:
      """
      name: Test Vigilante
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature has double strike as long as you've committed a crime this turn."
      """
    And Alice controls Test Vigilante
    And Alice committed a crime this turn
    When a player would receive priority
    Then Test Vigilante has double strike

  Scenario: "As long as you've committed a crime this turn" ends with the turn
    Given a card compiled from its Oracle text:
      """
      name: Test Vigilante
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature has double strike as long as you've committed a crime this turn."
      """
    And it is Alice's turn, end step
    And Alice controls Test Vigilante
    And Alice committed a crime this turn
    When the game advances to the upkeep step
    Then Test Vigilante does not have double strike

  Scenario: "Five or more mana values among cards in your graveyard": a land's mana value 0 is one of them (202.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Newsie
      types: [creature]
      power: 2
      toughness: 2
      oracle: "As long as there are five or more mana values among cards in your graveyard, this creature gets +1/+1 and has lifelink."
      """
    And Alice controls Test Newsie
    And Alice has Forest in her graveyard
    And Alice has Llanowar Elves in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Hill Giant in her graveyard
    And Alice has Craw Wurm in her graveyard
    When a player would receive priority
    Then Test Newsie is 3/3
    And Test Newsie has lifelink

  Scenario: "Five or more mana values among cards in your graveyard": cards sharing a mana value count it once
    Given a card compiled from its Oracle text:
      """
      name: Test Newsie
      types: [creature]
      power: 2
      toughness: 2
      oracle: "As long as there are five or more mana values among cards in your graveyard, this creature gets +1/+1 and has lifelink."
      """
    And Alice controls Test Newsie
    And Alice has Forest in her graveyard
    And Alice has Llanowar Elves in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Runeclaw Bear in her graveyard
    And Alice has Craw Wurm in her graveyard
    When a player would receive priority
    Then Test Newsie is 2/2
    And Test Newsie does not have lifelink

  Scenario: "If a creature died under your control this turn": your creature died (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if a creature died under your control this turn, draw a card."
      """
    And it is Alice's turn
    And Alice controls Test Scholar
    And Alice controls Grizzly Bears
    And Alice has 3 cards in her library
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Alice has 1 card in her hand

  Scenario: "If a creature died under your control this turn": an opponent's creature dying isn't enough
    Given a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if a creature died under your control this turn, draw a card."
      """
    And it is Alice's turn
    And Alice controls Test Scholar
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Grizzly Bears is in Bob's graveyard
    And Alice has 0 cards in her hand

  Scenario: "If a non-Skeleton creature died under your control this turn": a Skeleton dying doesn't count (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Skeleton
      types: [creature]
      subtypes: [Skeleton]
      power: 1
      toughness: 1
      oracle: ""
      """
    And a card compiled from its Oracle text:
      """
      name: Test Conscript
      types: [artifact]
      oracle: "{1}: You gain 2 life. Activate only if a non-Skeleton creature died under your control this turn."
      """
    And Alice controls Test Conscript
    And Alice controls Test Skeleton
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Skeleton and it resolves
    And Alice activates Test Conscript's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "If a non-Skeleton creature died under your control this turn": a Bear dying counts
    Given a card compiled from its Oracle text:
      """
      name: Test Conscript
      types: [artifact]
      oracle: "{1}: You gain 2 life. Activate only if a non-Skeleton creature died under your control this turn."
      """
    And Alice controls Test Conscript
    And Alice controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice activates Test Conscript's first ability and it resolves
    Then Alice has 22 life

  Scenario: "If a non-Skeleton creature died under your control this turn": a death of unknown kind before the scenario isn't guessed
    Given a card compiled from its Oracle text:
      """
      name: Test Conscript
      types: [artifact]
      oracle: "{1}: You gain 2 life. Activate only if a non-Skeleton creature died under your control this turn."
      """
    And Alice controls Test Conscript
    And 1 creature died under Alice's control this turn
    When Alice activates Test Conscript's first ability and it resolves
    Then judge declines to guess, saying "their kind isn't known"

  Scenario: "If a creature died under your control this turn" counts a death before the scenario (starting board)
    Given a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if a creature died under your control this turn, draw a card."
      """
    And it is Alice's turn
    And Alice controls Test Scholar
    And Alice has 3 cards in her library
    And 1 creature died under Alice's control this turn
    When the game advances to the end step
    Then Alice has 1 card in her hand

  Scenario: "If a creature died under your control this turn": an opponent's creature you gained control of died under yours
    Given a card compiled from its Oracle text:
      """
      name: Test Scholar
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if a creature died under your control this turn, draw a card."
      """
    And it is Alice's turn
    And Alice controls Test Scholar
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Alice has Act of Treason in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Act of Treason targeting Grizzly Bears and it resolves
    And Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And the game advances to the end step
    Then Grizzly Bears is in Bob's graveyard
    And Alice has 1 card in her hand

  Scenario: Pack tactics: attackers with total power 6 make "if you attacked with creatures with total power 6 or greater this combat" true
    Given a card compiled from its Oracle text:
      """
      name: Test Gnoll
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Pack tactics — Whenever this creature attacks, if you attacked with creatures with total power 6 or greater this combat, put a +1/+1 counter on this creature."
      """
    And it is Alice's turn
    And Alice controls Test Gnoll
    And Alice controls Hill Giant
    And Alice controls Llanowar Elves
    When Alice attacks with Test Gnoll and Hill Giant and Llanowar Elves and combat ends
    Then Test Gnoll has 1 +1/+1 counter on it
    And Bob has 13 life

  Scenario: Pack tactics: attackers with total power 5 aren't enough
    Given a card compiled from its Oracle text:
      """
      name: Test Gnoll
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Pack tactics — Whenever this creature attacks, if you attacked with creatures with total power 6 or greater this combat, put a +1/+1 counter on this creature."
      """
    And it is Alice's turn
    And Alice controls Test Gnoll
    And Alice controls Hill Giant
    And Alice controls Llanowar Elves
    When Alice attacks with Test Gnoll and Hill Giant and combat ends
    Then Test Gnoll has no counters on it
    And 0 abilities triggered

  Scenario: "When this creature dies, if it wasn't blocking": killed outside combat, it wasn't
    Given a card compiled from its Oracle text:
      """
      name: Test Prowler
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When this creature dies, if it wasn't blocking, draw a card."
      """
    And Alice controls Test Prowler
    And Alice has 3 cards in her library
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Prowler and it resolves
    Then Test Prowler is in Alice's graveyard
    And Alice has 1 card in her hand

  Scenario: "When this creature dies, if it wasn't blocking": dying as a blocker, it was, as it last existed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Prowler
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When this creature dies, if it wasn't blocking, draw a card."
      """
    And it is Bob's turn
    And Alice controls Test Prowler
    And Bob controls Hill Giant
    And Alice has 3 cards in her library
    When Bob attacks with Hill Giant and Test Prowler blocks and combat ends
    Then Test Prowler is in Alice's graveyard
    And Alice has 0 cards in her hand

  Scenario: "If 4 or more damage was dealt to it this turn": six combat damage from a blocked Wurm
    Given a card compiled from its Oracle text:
      """
      name: Test Zubera
      types: [creature]
      power: 1
      toughness: 2
      oracle: "When this creature dies, if 4 or more damage was dealt to it this turn, draw three cards."
      """
    And it is Bob's turn
    And Alice controls Test Zubera
    And Bob controls Craw Wurm
    And Alice has 5 cards in her library
    When Bob attacks with Craw Wurm and Test Zubera blocks and combat ends
    Then Test Zubera is in Alice's graveyard
    And Alice has 3 cards in her hand

  Scenario: "If 4 or more damage was dealt to it this turn": a Shock's 2 damage is too little
    Given a card compiled from its Oracle text:
      """
      name: Test Zubera
      types: [creature]
      power: 1
      toughness: 2
      oracle: "When this creature dies, if 4 or more damage was dealt to it this turn, draw three cards."
      """
    And Alice controls Test Zubera
    And Alice has 5 cards in her library
    And Alice has Shock in hand
    When Alice casts Shock targeting Test Zubera and it resolves
    Then Test Zubera is in Alice's graveyard
    And Alice has 0 cards in her hand

  Scenario: "If 4 or more damage was dealt to it this turn": damage marked before the scenario was dealt this turn (514.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Zubera
      types: [creature]
      power: 1
      toughness: 5
      oracle: "When this creature dies, if 4 or more damage was dealt to it this turn, draw three cards."
      """
    And Alice controls Test Zubera with 2 damage
    And Alice has 5 cards in her library
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Zubera and it resolves
    Then Test Zubera is in Alice's graveyard
    And Alice has 3 cards in her hand

  Scenario: "When this creature dies, if it's not a token": a nontoken creature
    Given a card compiled from its Oracle text:
      """
      name: Test Tyrant
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, if it's not a token, you gain 3 life."
      """
    And Alice controls Test Tyrant
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Tyrant and it resolves
    Then Alice has 23 life

  Scenario: "When this creature dies, if it's not a token": a token copy was a token as it last existed
    Given a card compiled from its Oracle text:
      """
      name: Test Tyrant
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, if it's not a token, you gain 3 life."
      """
    And Alice controls a token Test Tyrant
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Tyrant and it resolves
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "When this artifact is put into a graveyard from the battlefield, if it was a creature": an artifact creature was
    Given a card compiled from its Oracle text:
      """
      name: Test Totem
      types: [artifact, creature]
      power: 2
      toughness: 2
      oracle: "When this artifact is put into a graveyard from the battlefield, if it was a creature, return this card to its owner's hand."
      """
    And Alice controls Test Totem
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Totem and it resolves
    Then Test Totem is in Alice's hand

  Scenario: "When this artifact is put into a graveyard from the battlefield, if it was a creature": a noncreature artifact wasn't
    Given a card compiled from its Oracle text:
      """
      name: Test Totem
      types: [artifact]
      oracle: "When this artifact is put into a graveyard from the battlefield, if it was a creature, return this card to its owner's hand."
      """
    And Alice controls Test Totem
    And Alice has Naturalize in hand
    When Alice casts Naturalize targeting Test Totem and it resolves
    Then Test Totem is in Alice's graveyard

  Scenario: "If this creature didn't attack this turn": it stayed home
    Given a card compiled from its Oracle text:
      """
      name: Test Nomad Student
      types: [creature]
      power: 1
      toughness: 2
      oracle: "At the beginning of your end step, if this creature didn't attack this turn, put a +1/+1 counter on it."
      """
    And it is Alice's turn
    And Alice controls Test Nomad Student
    When the game advances to the end step
    Then Test Nomad Student has 1 +1/+1 counter on it

  Scenario: "If this creature didn't attack this turn": it attacked, so nothing triggers
    Given a card compiled from its Oracle text:
      """
      name: Test Nomad Student
      types: [creature]
      power: 1
      toughness: 2
      oracle: "At the beginning of your end step, if this creature didn't attack this turn, put a +1/+1 counter on it."
      """
    And it is Alice's turn
    And Alice controls Test Nomad Student
    When Alice attacks with Test Nomad Student and combat ends
    And the game advances to the end step
    Then Test Nomad Student has no counters on it

  Scenario: "If you didn't attack with a creature this turn": with no attack, the enchantment is sacrificed
    Given a card compiled from its Oracle text:
      """
      name: Test Obsession
      types: [enchantment]
      oracle: "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice this enchantment."
      """
    And it is Alice's turn
    And Alice controls Test Obsession
    And Alice controls Grizzly Bears
    When the game advances to the end step
    Then Test Obsession is in Alice's graveyard

  Scenario: "If you didn't attack with a creature this turn": an attack with any creature keeps it
    Given a card compiled from its Oracle text:
      """
      name: Test Obsession
      types: [enchantment]
      oracle: "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice this enchantment."
      """
    And it is Alice's turn
    And Alice controls Test Obsession
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    And the game advances to the end step
    Then Test Obsession is on the battlefield

  Scenario: "When this creature dies, if it attacked this turn" looks at it as it last existed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Raider
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, if it attacked this turn, you gain 3 life."
      """
    And it is Alice's turn
    And Alice controls Test Raider
    And Bob controls Hill Giant
    When Alice attacks with Test Raider and Hill Giant blocks and combat ends
    Then Test Raider is in Alice's graveyard
    And Alice has 23 life

  Scenario: Addendum: an instant cast in your main phase does the extra (505.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [instant]
      oracle: "Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life."
      """
    And it is Alice's turn
    And Alice has 3 cards in her library
    And Alice has Test Insight in hand
    When Alice casts Test Insight and it resolves
    Then Alice has 2 cards in her hand
    And Alice has 22 life

  Scenario: Addendum: cast in your beginning of combat step, it doesn't
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [instant]
      oracle: "Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life."
      """
    And it is Alice's turn, beginning of combat step
    And Alice has 3 cards in her library
    And Alice has Test Insight in hand
    When Alice casts Test Insight and it resolves
    Then Alice has 2 cards in her hand
    And Alice has 20 life

  Scenario: Addendum: an opponent's main phase isn't yours
    Given a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [instant]
      oracle: "Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life."
      """
    And it is Bob's turn
    And Alice has 3 cards in her library
    And Alice has Test Insight in hand
    When Alice casts Test Insight and it resolves
    Then Alice has 2 cards in her hand
    And Alice has 20 life

  Scenario: Addendum on an Aura: "if you cast it during your main phase" is about the spell it was
    Given a card compiled from its Oracle text:
      """
      name: Test Mark
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nAddendum — When this Aura enters, if you cast it during your main phase, enchanted creature gains lifelink until end of turn."
      """
    And it is Alice's turn
    And Alice controls Grizzly Bears
    And Alice has Test Mark in hand
    When Alice casts Test Mark targeting Grizzly Bears and it resolves
    Then Grizzly Bears has lifelink

  Scenario: "Can't be blocked as long as defending player controls an artifact": the player it attacks does (508.5)
    Given a card compiled from its Oracle text:
      """
      name: Test Spy
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't be blocked as long as defending player controls an artifact."
      """
    And it is Alice's turn
    And Alice controls Test Spy
    And Bob controls Sol Ring
    And Bob controls Grizzly Bears
    When Alice attacks with Test Spy and Grizzly Bears blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: "Can't be blocked as long as defending player controls an artifact": your own artifact doesn't count
    Given a card compiled from its Oracle text:
      """
      name: Test Spy
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't be blocked as long as defending player controls an artifact."
      """
    And it is Alice's turn
    And Alice controls Test Spy
    And Alice controls Sol Ring
    And Bob controls Grizzly Bears
    When Alice attacks with Test Spy and Grizzly Bears blocks and combat ends
    Then Test Spy is in Alice's graveyard

  Scenario: "Whenever this creature attacks, if defending player controls an Island": the attacked player's lands
    Given a card compiled from its Oracle text:
      """
      name: Test Serpent
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks, if defending player controls an Island, you gain 2 life."
      """
    And it is Alice's turn
    And Alice controls Test Serpent
    And Alice controls Island
    And Bob controls Island
    When Alice attacks with Test Serpent and combat ends
    Then Alice has 22 life

  Scenario: "Whenever this creature attacks, if defending player controls an Island": an Island of yours isn't theirs
    Given a card compiled from its Oracle text:
      """
      name: Test Serpent
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks, if defending player controls an Island, you gain 2 life."
      """
    And it is Alice's turn
    And Alice controls Test Serpent
    And Alice controls Island
    And Bob controls Forest
    When Alice attacks with Test Serpent and combat ends
    Then Alice has 20 life

  Scenario: "Activate only during combat and only if defending player controls an artifact": in a two-player combat, the nonactive player defends (506.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Sleigh
      types: [enchantment]
      oracle: "{1}: You gain 1 life. Activate only during combat and only if defending player controls an artifact."
      """
    And it is Alice's turn, beginning of combat step
    And Alice controls Test Sleigh
    And Bob controls Sol Ring
    When Alice activates Test Sleigh's first ability and it resolves
    Then Alice has 21 life

  Scenario: "Only if defending player controls an artifact": the active player's artifact isn't the defending player's
    Given a card compiled from its Oracle text:
      """
      name: Test Sleigh
      types: [enchantment]
      oracle: "{1}: You gain 1 life. Activate only during combat and only if defending player controls an artifact."
      """
    And it is Bob's turn, beginning of combat step
    And Alice controls Test Sleigh
    And Bob controls Sol Ring
    When Alice activates Test Sleigh's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "If there are no depletion counters on this land, sacrifice it": the last counter removed, it is sacrificed as the mana ability resolves (605.1a)
    Given a card compiled from its Oracle text:
      """
      name: Test Woodlot
      types: [land]
      oracle: "This land enters tapped with two depletion counters on it.\n{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this land, sacrifice it."
      """
    And Alice controls Test Woodlot with 1 depletion counter
    When Alice activates Test Woodlot's first ability and it resolves
    Then Test Woodlot is in Alice's graveyard
    And the ruling cites CR 605.3b

  Scenario: "If there are no depletion counters on this land, sacrifice it": with one left, it stays
    Given a card compiled from its Oracle text:
      """
      name: Test Woodlot
      types: [land]
      oracle: "This land enters tapped with two depletion counters on it.\n{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this land, sacrifice it."
      """
    And Alice controls Test Woodlot with 2 depletion counters
    When Alice activates Test Woodlot's first ability and it resolves
    Then Test Woodlot is on the battlefield
    And Test Woodlot has 1 depletion counter on it

  Scenario: "At the beginning of your upkeep, if there are no arrowhead counters on this artifact, sacrifice it"
    Given a card compiled from its Oracle text:
      """
      name: Test Arrows
      types: [artifact]
      oracle: "At the beginning of your upkeep, if there are no arrowhead counters on this artifact, sacrifice it."
      """
    And it is Bob's turn, end step
    And Alice controls Test Arrows
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Arrows is in Alice's graveyard

  Scenario: "If there are no arrowhead counters on this artifact": with one on it, nothing triggers
    Given a card compiled from its Oracle text:
      """
      name: Test Arrows
      types: [artifact]
      oracle: "At the beginning of your upkeep, if there are no arrowhead counters on this artifact, sacrifice it."
      """
    And it is Bob's turn, end step
    And Alice controls Test Arrows with 1 arrowhead counter
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Arrows is on the battlefield
    And 0 abilities triggered

  Scenario: "Activate only if this creature's power is 4 or greater": a 2/2 can't (602.5b)
    Given a card compiled from its Oracle text:
      """
      name: Test Trainee
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{T}: This creature deals 4 damage to target creature. Activate only if this creature's power is 4 or greater."
      """
    And Alice controls Test Trainee
    And Bob controls Hill Giant
    When Alice activates Test Trainee's first ability targeting Hill Giant and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: "Activate only if this creature's power is 4 or greater": its power as pumped now
    Given a card compiled from its Oracle text:
      """
      name: Test Trainee
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{T}: This creature deals 4 damage to target creature. Activate only if this creature's power is 4 or greater."
      """
    And Alice controls Test Trainee
    And Bob controls Hill Giant
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Test Trainee and it resolves
    And Alice activates Test Trainee's first ability targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard

  Scenario: "As long as equipped creature is legendary, it has hexproof": on a legendary creature
    Given a card compiled from its Oracle text:
      """
      name: Test Helm
      types: [artifact]
      subtypes: [Equipment]
      oracle: "As long as equipped creature is legendary, it has hexproof.\nEquip {1}"
      """
    And Alice controls Isamaru, Hound of Konda
    And Alice controls Grizzly Bears
    And Alice controls Test Helm attached to Isamaru, Hound of Konda
    When a player would receive priority
    Then Isamaru, Hound of Konda has hexproof
    And Grizzly Bears does not have hexproof

  Scenario: "As long as equipped creature is legendary, it has hexproof": a nonlegendary creature doesn't get it
    Given a card compiled from its Oracle text:
      """
      name: Test Helm
      types: [artifact]
      subtypes: [Equipment]
      oracle: "As long as equipped creature is legendary, it has hexproof.\nEquip {1}"
      """
    And Alice controls Grizzly Bears
    And Alice controls Test Helm attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears does not have hexproof

  Scenario: "If X is 3 or more": the spell's X as it resolves (107.3a, 608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Coup
      types: [sorcery]
      mana_cost: "{X}{W}"
      oracle: "Create X 1/1 white Soldier creature tokens. If X is 3 or more, you gain 5 life."
      """
    And Alice has Test Coup in hand
    When Alice casts Test Coup with X = 3 and it resolves
    Then Alice controls 3 tokens
    And Alice has 25 life

  Scenario: "If X is 3 or more": with X = 2 it isn't
    Given a card compiled from its Oracle text:
      """
      name: Test Coup
      types: [sorcery]
      mana_cost: "{X}{W}"
      oracle: "Create X 1/1 white Soldier creature tokens. If X is 3 or more, you gain 5 life."
      """
    And Alice has Test Coup in hand
    When Alice casts Test Coup with X = 2 and it resolves
    Then Alice controls 2 tokens
    And Alice has 20 life

  Scenario: "If this spell was cast from a graveyard": cast by flashback, it was (601.2a)
    Given a card compiled from its Oracle text:
      """
      name: Test Retrieval
      types: [sorcery]
      oracle: "You gain 2 life. Then if this spell was cast from a graveyard, draw a card.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """
    And Alice has 3 cards in her library
    And Alice has Test Retrieval in her graveyard
    When Alice casts Test Retrieval and it resolves
    Then Alice has 22 life
    And Alice has 1 card in her hand

  Scenario: "If this spell was cast from a graveyard": cast from the hand, it wasn't
    Given a card compiled from its Oracle text:
      """
      name: Test Retrieval
      types: [sorcery]
      oracle: "You gain 2 life. Then if this spell was cast from a graveyard, draw a card.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """
    And Alice has 3 cards in her library
    And Alice has Test Retrieval in hand
    When Alice casts Test Retrieval and it resolves
    Then Alice has 22 life
    And Alice has 0 cards in her hand

  Scenario: "If this spell was cast from anywhere other than your hand": from the graveyard, it was
    Given a card compiled from its Oracle text:
      """
      name: Test Antiquities
      types: [sorcery]
      oracle: "You gain 2 life. Then if this spell was cast from anywhere other than your hand, you gain 3 life.\nFlashback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """
    And Alice has Test Antiquities in her graveyard
    When Alice casts Test Antiquities and it resolves
    Then Alice has 25 life

  Scenario: "If this spell was cast from anywhere other than your hand": from the hand, it wasn't
    Given a card compiled from its Oracle text:
      """
      name: Test Antiquities
      types: [sorcery]
      oracle: "You gain 2 life. Then if this spell was cast from anywhere other than your hand, you gain 3 life.\nFlashback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """
    And Alice has Test Antiquities in hand
    When Alice casts Test Antiquities and it resolves
    Then Alice has 22 life

  Scenario: "If X is 5 or more" in an activated ability: the X its player announced (107.3k)
    Given a card compiled from its Oracle text:
      """
      name: Test Font
      types: [artifact]
      oracle: "{X}, {T}: You gain X life. If X is 5 or more, draw a card."
      """
    And Alice controls Test Font
    And Alice has 3 cards in her library
    When Alice activates Test Font's first ability with X = 5 and it resolves
    Then Alice has 25 life
    And Alice has 1 card in her hand

  Scenario: "As long as an opponent has no cards in hand": Bob's hand is empty
    Given a card compiled from its Oracle text:
      """
      name: Test Specter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +3/+3 as long as an opponent has no cards in hand."
      """
    And Alice controls Test Specter
    When a player would receive priority
    Then Test Specter is 5/5

  Scenario: "As long as an opponent has no cards in hand": one card in Bob's hand, and yours empty, isn't it
    Given a card compiled from its Oracle text:
      """
      name: Test Specter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +3/+3 as long as an opponent has no cards in hand."
      """
    And Alice controls Test Specter
    And Bob has Forest in hand
    When a player would receive priority
    Then Test Specter is 2/2

  Scenario: "Then if an opponent has more life than you, return it to its owner's hand": counted after the life gained
    Given a card compiled from its Oracle text:
      """
      name: Test Pulse
      types: [instant]
      oracle: "You gain 4 life. Then if an opponent has more life than you, return Test Pulse to its owner's hand."
      """
    And Alice has 10 life
    And Alice has Test Pulse in hand
    When Alice casts Test Pulse and it resolves
    Then Alice has 14 life
    And Test Pulse is in Alice's hand

  Scenario: "Then if an opponent has more life than you": with 24 life against 20, it goes to the graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Pulse
      types: [instant]
      oracle: "You gain 4 life. Then if an opponent has more life than you, return Test Pulse to its owner's hand."
      """
    And Alice has Test Pulse in hand
    When Alice casts Test Pulse and it resolves
    Then Alice has 24 life
    And Test Pulse is in Alice's graveyard

  Scenario: "As long as this creature has three or more +1/+1 counters on it": three are enough
    Given a card compiled from its Oracle text:
      """
      name: Test Cub
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as this creature has three or more +1/+1 counters on it, it has flying."
      """
    And Alice controls Test Cub with 3 +1/+1 counters
    When a player would receive priority
    Then Test Cub has flying

  Scenario: "As long as this creature has three or more +1/+1 counters on it": two aren't
    Given a card compiled from its Oracle text:
      """
      name: Test Cub
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as this creature has three or more +1/+1 counters on it, it has flying."
      """
    And Alice controls Test Cub with 2 +1/+1 counters
    When a player would receive priority
    Then Test Cub does not have flying
