@cr608
Feature: Conditions that look back on the turn (CR 608.2i, 700.4, 603.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Morbid Scavenger
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if a creature died this turn, you gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Raider
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if you attacked this turn, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tonic
      types: [sorcery]
      oracle: "You gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Vigil
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if you gained 2 or more life this turn, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Gloater
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if an opponent lost life this turn, you gain 4 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Delirious Horror
      types: [creature]
      power: 2
      toughness: 2
      oracle: "As long as there are four or more card types among cards in your graveyard, this creature gets +2/+1."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Revolutionary
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if a permanent you controlled left the battlefield this turn, you gain 5 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Herald of Casting
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if you cast it from your hand, you gain 3 life."
      """

  Scenario: A creature that died earlier this turn satisfies "a creature died this turn" (700.4)
    Given Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    And Alice has Test Morbid Scavenger in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Morbid Scavenger and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Alice has 23 life

  Scenario: With no creature dead this turn the intervening "if" is false and nothing triggers (603.4)
    Given Alice has Test Morbid Scavenger in hand
    When Alice casts Test Morbid Scavenger and it resolves
    Then Alice has 20 life

  Scenario: A death before the scenario starts counts, as the scenario says
    Given 1 creature died this turn
    And Alice has Test Morbid Scavenger in hand
    When Alice casts Test Morbid Scavenger and it resolves
    Then Alice has 23 life

  Scenario: A player who declared an attacker this turn has attacked (508.1a)
    Given Alice controls Grizzly Bears
    And Alice has Test Raider in hand
    When Alice attacks with Grizzly Bears and combat ends
    And Alice casts Test Raider and it resolves
    Then Alice has 22 life
    And Bob has 18 life

  Scenario: Without an attack this turn the raid condition is false
    Given Alice has Test Raider in hand
    When Alice casts Test Raider and it resolves
    Then Alice has 20 life

  Scenario: An attack before the scenario starts counts, as the scenario says
    Given Alice attacked this turn
    And Alice has Test Raider in hand
    When Alice casts Test Raider and it resolves
    Then Alice has 22 life

  Scenario: Life gained earlier this turn adds up to the amount asked
    Given Alice has Test Tonic in hand
    And Alice has Test Vigil in hand
    And Alice has 3 cards in her library
    When Alice casts Test Tonic and it resolves
    And Alice casts Test Vigil and it resolves
    Then Alice has 2 cards in her library

  Scenario: Too little life gained this turn: the condition is false
    Given Alice gained 1 life this turn
    And Alice has Test Vigil in hand
    And Alice has 3 cards in her library
    When Alice casts Test Vigil and it resolves
    Then Alice has 3 cards in her library

  Scenario: Damage to an opponent makes them lose life (120.3a)
    Given Alice has Lightning Bolt in hand
    And Alice has Test Gloater in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Gloater and it resolves
    Then Alice has 24 life

  Scenario: Life an opponent lost before the scenario starts counts, as the scenario says
    Given Bob lost 2 life this turn
    And Alice has Test Gloater in hand
    When Alice casts Test Gloater and it resolves
    Then Alice has 24 life

  Scenario: Four card types among the cards in the graveyard (205.2a)
    Given Alice controls Test Delirious Horror
    And Alice has Forest in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Lightning Bolt in her graveyard
    And Alice has Sol Ring in her graveyard
    When a player would receive priority
    Then Test Delirious Horror is 4/3

  Scenario: Three card types are not enough, however many cards
    Given Alice controls Test Delirious Horror
    And Alice has Forest in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Lightning Bolt in her graveyard
    And Alice has Shock in her graveyard
    When a player would receive priority
    Then Test Delirious Horror is 2/2

  Scenario: A permanent the player controlled that left the battlefield this turn counts
    Given Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    And Alice has Test Revolutionary in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Revolutionary and it resolves
    Then Alice has 25 life

  Scenario: Another player's permanent leaving does not count
    Given Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    And Alice has Test Revolutionary in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Revolutionary and it resolves
    Then Alice has 20 life

  Scenario: A permanent cast from the hand remembers it was cast from there
    Given Alice has Test Herald of Casting in hand
    When Alice casts Test Herald of Casting and it resolves
    Then Alice has 23 life

  Scenario: Cards drawn this turn, before the scenario and in it, count for "you've drawn two or more cards"
    Given a card compiled from its Oracle text:
      """
      name: Test Studious Sage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if you've drawn two or more cards this turn, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Insight
      types: [sorcery]
      oracle: "Draw a card."
      """
    And Alice drew 1 card this turn
    And Alice has 3 cards in her library
    And Alice has Test Insight in hand
    And Alice has Test Studious Sage in hand
    When Alice casts Test Insight and it resolves
    And Alice casts Test Studious Sage and it resolves
    Then Alice has 22 life

  Scenario: One card drawn this turn is not two
    Given a card compiled from its Oracle text:
      """
      name: Test Studious Sage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, if you've drawn two or more cards this turn, you gain 2 life."
      """
    And Alice drew 1 card this turn
    And Alice has Test Studious Sage in hand
    When Alice casts Test Studious Sage and it resolves
    Then Alice has 20 life

  Scenario: "An opponent controls more lands than you" compares each player's count
    Given a card compiled from its Oracle text:
      """
      name: Test Claim Jumper
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, if an opponent controls more lands than you, you gain 3 life."
      """
    And Alice controls Forest
    And Bob controls Forest as "bob forest"
    And Bob controls Island
    And Alice has Test Claim Jumper in hand
    When Alice casts Test Claim Jumper and it resolves
    Then Alice has 23 life

  Scenario: "Enters with a +1/+1 counter on it if you attacked this turn" is checked as it enters (614.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Raid Boarder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn."
      """
    And Alice attacked this turn
    And Alice has Test Raid Boarder in hand
    When Alice casts Test Raid Boarder and it resolves
    Then Test Raid Boarder is 3/3

  Scenario: Without an attack it enters without the counter
    Given a card compiled from its Oracle text:
      """
      name: Test Raid Boarder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn."
      """
    And Alice has Test Raid Boarder in hand
    When Alice casts Test Raid Boarder and it resolves
    Then Test Raid Boarder is 2/2

  Scenario: A noncreature spell cast this turn satisfies "if you've cast a noncreature spell this turn"
    Given a card compiled from its Oracle text:
      """
      name: Test Sculptor
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of combat on your turn, if you've cast a noncreature spell this turn, you gain 3 life."
      """
    And Alice controls Test Sculptor
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And the game advances to the beginning of combat step
    Then Alice has 23 life

  Scenario: A creature spell is not a noncreature spell: the intervening "if" is false (603.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Sculptor
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of combat on your turn, if you've cast a noncreature spell this turn, you gain 3 life."
      """
    And Alice controls Test Sculptor
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    And the game advances to the beginning of combat step
    Then Alice has 20 life

  Scenario: Spells cast before the scenario and in it add up for "two or more spells this turn"
    Given a card compiled from its Oracle text:
      """
      name: Test Zealot
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +2/+0 as long as you've cast two or more spells this turn."
      """
    And Alice controls Test Zealot
    And Alice cast 1 spell this turn
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Zealot is 4/2

  Scenario: One spell this turn is not two
    Given a card compiled from its Oracle text:
      """
      name: Test Zealot
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature gets +2/+0 as long as you've cast two or more spells this turn."
      """
    And Alice controls Test Zealot
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Zealot is 2/2

  Scenario: "Cast this spell only if you've cast another spell this turn" (601.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Angel
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Cast this spell only if you've cast another spell this turn."
      """
    And Alice has Test Angel in hand
    When Alice casts Test Angel and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: "If it had counters on it" looks at the creature as it last existed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Sleuth
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, if it had counters on it, you gain 4 life."
      """
    And Alice controls Test Sleuth with 1 +1/+1 counter
    And Bob has Murder in hand
    When Bob casts Murder targeting Test Sleuth and it resolves
    Then Alice has 24 life

  Scenario: Without counters it doesn't trigger (603.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Sleuth
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, if it had counters on it, you gain 4 life."
      """
    And Alice controls Test Sleuth
    And Bob has Murder in hand
    When Bob casts Murder targeting Test Sleuth and it resolves
    Then Alice has 20 life

  Scenario: "If three or more creatures died this turn" counts the deaths (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Mass Grave
      types: [sorcery]
      oracle: "Draw a card. If three or more creatures died this turn, draw two cards."
      """
    And 3 creatures died this turn
    And Alice has 5 cards in her library
    And Alice has Test Mass Grave in hand
    When Alice casts Test Mass Grave and it resolves
    Then Alice has 3 cards in her hand

  Scenario: Two deaths are not three
    Given a card compiled from its Oracle text:
      """
      name: Test Mass Grave
      types: [sorcery]
      oracle: "Draw a card. If three or more creatures died this turn, draw two cards."
      """
    And 2 creatures died this turn
    And Alice has 5 cards in her library
    And Alice has Test Mass Grave in hand
    When Alice casts Test Mass Grave and it resolves
    Then Alice has 1 card in her hand

  Scenario: "If you gained or lost life this turn": a loss counts
    Given a card compiled from its Oracle text:
      """
      name: Test Vital Flux
      types: [sorcery]
      oracle: "Draw a card. If you gained or lost life this turn, draw a card."
      """
    And Alice lost 2 life this turn
    And Alice has 5 cards in her library
    And Alice has Test Vital Flux in hand
    When Alice casts Test Vital Flux and it resolves
    Then Alice has 2 cards in her hand

  Scenario: "If no creatures attacked this turn" is false after an attack
    Given a card compiled from its Oracle text:
      """
      name: Test Peace Offering
      types: [sorcery]
      oracle: "Draw a card. If no creatures attacked this turn, you gain 3 life."
      """
    And Alice attacked this turn
    And Alice has 5 cards in her library
    And Alice has Test Peace Offering in hand
    When Alice casts Test Peace Offering and it resolves
    Then Alice has 20 life

  Scenario: "If no creatures attacked this turn" holds on a quiet turn
    Given a card compiled from its Oracle text:
      """
      name: Test Peace Offering
      types: [sorcery]
      oracle: "Draw a card. If no creatures attacked this turn, you gain 3 life."
      """
    And Alice has 5 cards in her library
    And Alice has Test Peace Offering in hand
    When Alice casts Test Peace Offering and it resolves
    Then Alice has 23 life
