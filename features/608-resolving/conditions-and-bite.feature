@cr608
Feature: Conditional instructions, intervening "if" clauses and one creature dealing damage (CR 608.2c, 603.4, 120.1)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Tinker
      types: [sorcery]
      oracle: "Draw a card. If you control three or more artifacts, you gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Herald
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if you control three or more creatures, you gain 4 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bite
      types: [instant]
      oracle: "Target creature you control deals damage equal to its power to target creature you don't control."
      """

  Scenario: The condition is checked as the spell gets to it (608.2c)
    Given Alice controls Ornithopter
    And Alice controls Memnite
    And Alice controls Sol Ring
    And Alice has Test Tinker in hand
    When Alice casts Test Tinker and it resolves
    Then Alice has 23 life

  Scenario: A false condition skips what it governs, not the rest
    Given Alice controls Ornithopter
    And Alice has Test Tinker in hand
    And Alice has 5 cards in her library
    When Alice casts Test Tinker and it resolves
    Then Alice has 20 life
    And Alice has 4 cards in her library

  Scenario: A false intervening "if" means the ability doesn't trigger (603.4)
    Given Alice controls Grizzly Bears
    And Alice has Test Herald in hand
    When Alice casts Test Herald and it resolves
    Then Alice has 20 life

  Scenario: A true intervening "if" lets it trigger and resolve
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice has Test Herald in hand
    When Alice casts Test Herald and it resolves
    Then Alice has 24 life

  Scenario: The first target deals the damage, equal to its power (120.1)
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Bite in hand
    When Alice casts Test Bite targeting Hill Giant and Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Hill Giant has 0 damage marked on it

  Scenario: A creature that deals damage to itself equal to its power (120.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Inner Struggle
      types: [instant]
      oracle: "Target creature deals damage to itself equal to its power."
      """
    And Bob controls Hill Giant
    And Alice has Test Inner Struggle in hand
    When Alice casts Test Inner Struggle targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard

  Scenario: "As long as an opponent has eight or more cards in their graveyard" counts each opponent's own
    Given a card compiled from its Oracle text:
      """
      name: Test Rogue
      types: [creature]
      power: 2
      toughness: 3
      oracle: "This creature gets +3/+0 as long as an opponent has two or more cards in their graveyard."
      """
    And Alice controls Test Rogue
    And Alice has Lightning Bolt in graveyard
    And Alice has Shock in graveyard
    And Bob has Grizzly Bears in graveyard
    When a player would receive priority
    Then Test Rogue is 2/3

  Scenario: Two cards in an opponent's graveyard are enough
    Given a card compiled from its Oracle text:
      """
      name: Test Rogue
      types: [creature]
      power: 2
      toughness: 3
      oracle: "This creature gets +3/+0 as long as an opponent has two or more cards in their graveyard."
      """
    And Alice controls Test Rogue
    And Bob has Grizzly Bears in graveyard
    And Bob has Shock in graveyard
    When a player would receive priority
    Then Test Rogue is 5/3

  Scenario: "Creatures you control have total power 8 or greater" adds up their powers now
    Given a card compiled from its Oracle text:
      """
      name: Test Beastbreaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{4}{G}: This creature gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or greater."
      """
    And Alice controls Test Beastbreaker
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    When Alice activates Test Beastbreaker's first ability and it resolves
    Then that is not allowed, by CR 602.5b

  Scenario: With total power 8 the ability can be activated
    Given a card compiled from its Oracle text:
      """
      name: Test Beastbreaker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{4}{G}: This creature gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or greater."
      """
    And Alice controls Test Beastbreaker
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice activates Test Beastbreaker's first ability and it resolves
    Then Test Beastbreaker is 6/6

  Scenario: "More cards in hand than each opponent" compares with every opponent
    Given a card compiled from its Oracle text:
      """
      name: Test Sage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +2/+2 as long as you have more cards in hand than each opponent."
      """
    And Alice controls Test Sage
    And Alice has Lightning Bolt in hand
    And Alice has Shock in hand
    And Bob has Grizzly Bears in hand
    When a player would receive priority
    Then Test Sage is 3/3

  Scenario: "That creature's controller" is the dying creature's controller as it last was (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Staff
      types: [artifact]
      oracle: "Whenever a creature dies, this artifact deals 2 damage to that creature's controller."
      """
    And Alice controls Test Staff
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Bob has 18 life
    And Alice has 20 life

  Scenario: A token created with "It has …" has that ability (111.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Broodling
      types: [sorcery]
      oracle: "Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this token: You gain 2 life.\""
      """
    And Alice has Test Broodling in hand
    When Alice casts Test Broodling and it resolves
    Then Alice controls 1 token

  Scenario: "Your opponents control two or more lands" counts all of them together
    Given a card compiled from its Oracle text:
      """
      name: Test Fen
      types: [land]
      oracle: "This land enters tapped unless your opponents control two or more lands."
      """
    And Bob controls Forest
    And Bob controls Island
    And Alice has Test Fen in hand
    When Alice plays Test Fen
    Then Test Fen is untapped

  Scenario: With fewer, it enters tapped
    Given a card compiled from its Oracle text:
      """
      name: Test Fen
      types: [land]
      oracle: "This land enters tapped unless your opponents control two or more lands."
      """
    And Bob controls Forest
    And Alice has Test Fen in hand
    When Alice plays Test Fen
    Then Test Fen is tapped
