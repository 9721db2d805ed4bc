@cr608
Feature: Numbers counted from the game: "for each" and "equal to the number of" (CR 608.2h, 611.3a)

  A resolving spell or ability counts once, as it does what it says (608.2h); a static ability
  counts again whenever the game looks at what it affects (611.3a).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Blessing
      types: [sorcery]
      oracle: "You gain 2 life for each creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rally
      types: [instant]
      oracle: "Target creature gets +1/+1 until end of turn for each creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Crusader
      types: [creature]
      power: 0
      toughness: 0
      oracle: "Test Crusader gets +1/+1 for each creature card in your graveyard."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Blaze
      types: [sorcery]
      oracle: "Test Blaze deals damage to any target equal to the number of Mountains you control."
      """

  Scenario: Life gained for each creature counts the creatures as it resolves (608.2h)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Blessing in hand
    When Alice casts Test Blessing and it resolves
    Then Alice has 24 life

  Scenario: A pump counted as it resolves stays fixed when the count changes later (608.2h)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Rally in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Rally targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Llanowar Elves and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Grizzly Bears is 4/4

  Scenario: A static bonus counts again whenever it is looked at (611.3a)
    Given Alice has Llanowar Elves in her graveyard
    And Alice controls Test Crusader
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Crusader is 2/2

  Scenario: With nothing to count, it is 0/0 and dies (704.5f)
    Given Alice controls Test Crusader
    And Alice has Mountain in hand
    When Alice plays Mountain
    Then Test Crusader is in Alice's graveyard

  Scenario: Damage equal to the number of Mountains (608.2h)
    Given Alice controls Mountain
    And Alice controls Mountain
    And Alice controls Mountain
    And Alice has Test Blaze in hand
    When Alice casts Test Blaze targeting Bob and it resolves
    Then Bob has 17 life

  Scenario: X is the same in both halves of a sentence joined by "and"
    Given a card compiled from its Oracle text:
      """
      name: Test Pact
      mana_cost: "{X}{B}{B}"
      types: [sorcery]
      oracle: "Target player draws X cards and loses X life."
      """
    And Alice has Test Pact in hand
    And Bob has 5 cards in his library
    When Alice casts Test Pact with X = 2 targeting Bob and it resolves
    Then Bob has 3 cards in his library
    And Bob has 18 life

  Scenario: "The life lost this way" is what the instructions before it made players lose
    Given a card compiled from its Oracle text:
      """
      name: Test Drain
      types: [sorcery]
      oracle: "Each opponent loses 2 life. You gain life equal to the life lost this way."
      """
    And Bob has 1 life
    And Alice has Test Drain in hand
    When Alice casts Test Drain and it resolves
    Then Bob has -1 life
    And Alice has 22 life

  Scenario: Two instructions read one X counted as each happens (107.3c, 107.3i)
    Given a card compiled from its Oracle text:
      """
      name: Test Camaraderie
      types: [sorcery]
      oracle: "You gain X life and draw X cards, where X is the number of creatures you control."
      """
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has 5 cards in her library
    And Alice has Test Camaraderie in hand
    When Alice casts Test Camaraderie and it resolves
    Then Alice has 22 life
    And Alice has 2 cards in her hand

  Scenario: "Equal to its power" in a dies trigger reads the creature as it last was (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Martyr
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, you gain life equal to its power."
      """
    And Alice controls Test Martyr
    And Alice has Giant Growth in hand
    And Bob has Murder in hand
    When Alice casts Giant Growth targeting Test Martyr and it resolves
    And Bob casts Murder targeting Test Martyr and it resolves
    Then Test Martyr is in Alice's graveyard
    And Alice has 25 life

  Scenario: "Where X is the number of +1/+1 counters on it": as the creature last existed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Devourer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, you draw X cards and you lose X life, where X is the number of +1/+1 counters on it."
      """
    And Alice controls Test Devourer with 2 +1/+1 counters
    And Alice has 5 cards in her library
    And Bob has Murder in hand
    When Bob casts Murder targeting Test Devourer and it resolves
    Then Alice has 3 cards in her library
    And Alice has 18 life

  Scenario: "+X/+X until end of turn, where X is the number of creatures you control" is counted once, as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Overrun
      types: [sorcery]
      oracle: "Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you control."
      """
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice controls Llanowar Elves
    And Alice has Test Overrun in hand
    And Bob has Murder in hand
    When Alice casts Test Overrun and it resolves
    And Bob casts Murder targeting Llanowar Elves and it resolves
    Then Grizzly Bears is 5/5
    And Savannah Lions is 5/4
    And Llanowar Elves is in Alice's graveyard

  Scenario: "where X is your life total": the controller's life as it resolves (119.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Flock
      types: [sorcery]
      oracle: "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total."
      """
    And Alice has 3 life
    And Alice has Test Flock in hand
    When Alice casts Test Flock and it resolves
    Then Alice controls 3 tokens

  Scenario: "the amount of life you gained this turn" counts what was gained before too
    Given a card compiled from its Oracle text:
      """
      name: Test Reward
      types: [sorcery]
      oracle: "You gain 2 life.\nDraw X cards, where X is the amount of life you gained this turn."
      """
    And Alice gained 1 life this turn
    And Alice has 5 cards in her library
    And Alice has Test Reward in hand
    When Alice casts Test Reward and it resolves
    Then Alice has 3 cards in her hand
    And Alice has 22 life

  Scenario: Domain: the basic land types among the lands you control (305.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Surge
      types: [instant]
      oracle: "Target creature gets +X/+X until end of turn, where X is the number of basic land types among lands you control."
      """
    And Alice controls Forest
    And Alice controls Island
    And Alice controls Forest
    And Bob controls Mountain
    And Alice controls Grizzly Bears
    And Alice has Test Surge in hand
    When Alice casts Test Surge targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4

  Scenario: "the greatest power among creatures you control", as it resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Drain
      types: [sorcery]
      oracle: "Target player loses X life and you gain X life, where X is the greatest power among creatures you control."
      """
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Bob controls Craw Wurm
    And Alice has Test Drain in hand
    When Alice casts Test Drain targeting Bob and it resolves
    Then Bob has 17 life
    And Alice has 23 life

  Scenario: "that spell's mana value": the spell the trigger saw cast
    Given a card compiled from its Oracle text:
      """
      name: Test Archive
      types: [enchantment]
      oracle: "Whenever you cast a spell, you gain X life, where X is that spell's mana value."
      """
    And Alice controls Test Archive
    And Alice has Hill Giant in hand
    When Alice casts Hill Giant and it resolves
    Then Alice has 24 life

  Scenario: "where X is the number of attacking creatures": counted as the ability resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Captain
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the number of attacking creatures you control."
      """
    And Alice controls Test Captain
    And Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And it is Alice's turn, beginning of combat step
    When Alice attacks Bob with Test Captain and Grizzly Bears and Hill Giant and combat ends
    Then Test Captain is 4/1

  Scenario: "Target player loses X life, where X is its power": a player has no power, so "its" is the creature's (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Dying Brute
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature dies, target player loses X life and you gain X life, where X is its power."
      """
    And Alice controls Test Dying Brute
    And Bob has Lightning Bolt in hand
    And Test Dying Brute's triggered abilities target Bob
    When Bob casts Lightning Bolt targeting Test Dying Brute and it resolves
    Then Bob has 17 life
    And Alice has 23 life
