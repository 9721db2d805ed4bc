@cr701
Feature: Keyword actions that put +1/+1 counters (CR 701.31, 701.33, 701.40, 701.43, 701.44, 701.47)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Monster
      types: [creature]
      power: 3
      toughness: 3
      oracle: "{3}: Monstrosity 2.\nWhen this creature becomes monstrous, it deals 2 damage to each opponent."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Adapter
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{1}: Adapt 2."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bolster
      types: [sorcery]
      oracle: "Bolster 2."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Amass
      types: [sorcery]
      oracle: "Amass Zombies 2."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, it explores."
      """

  Scenario: Monstrosity: counters, then it is monstrous and its ability triggers (701.31a)
    Given Alice controls Test Monster
    When Alice activates Test Monster's first ability and it resolves
    Then Test Monster is 5/5
    And Bob has 18 life

  Scenario: A monstrous permanent doesn't get more counters (701.31a)
    Given Alice controls Test Monster
    When Alice activates Test Monster's first ability and it resolves
    And Alice activates Test Monster's first ability and it resolves
    Then Test Monster is 5/5
    And Bob has 18 life

  Scenario: Adapt puts counters only on a permanent without +1/+1 counters (701.43a)
    Given Alice controls Test Adapter with 1 +1/+1 counter
    When Alice activates Test Adapter's first ability and it resolves
    Then Test Adapter has 1 +1/+1 counter on it

  Scenario: Bolster chooses the creature with the least toughness (701.33a)
    Given Alice controls Hill Giant
    And Alice controls Savannah Lions
    And Alice has Test Bolster in hand
    When Alice casts Test Bolster and it resolves
    Then Savannah Lions has 2 +1/+1 counters on it
    And Hill Giant has no counters on it

  Scenario: Amass with no Army makes a 0/0 Zombie Army first (701.44a)
    Given Alice has Test Amass in hand
    When Alice casts Test Amass and it resolves
    Then Alice controls 1 token
    And the first token Test Amass created is 2/2

  Scenario: Explore reveals a land: it goes to the hand, and no counter (701.40a)
    Given Alice has Forest in her library
    And Alice has Test Explorer in hand
    When Alice casts Test Explorer and it resolves
    Then Forest is in Alice's hand
    And Test Explorer has no counters on it

  Scenario: Explore with a library the scenario only counts: whether it's a land isn't known
    Given Alice has 10 cards in her library
    And Alice has Test Explorer in hand
    When Alice casts Test Explorer and it resolves
    Then judge declines to guess, saying "exploring turns on the top card of Alice's library"

  Scenario: Explore reveals a nonland card: a +1/+1 counter, and the card may go to the graveyard
    Given Alice has Grizzly Bears in her library
    And Alice has Test Explorer in hand
    When Alice casts Test Explorer and it resolves
    Then Test Explorer has 1 +1/+1 counter on it
    And Grizzly Bears is in Alice's graveyard

  Scenario: Doubling counters gives as many more of that kind as it has (701.9e)
    Given a card compiled from its Oracle text:
      """
      name: Test Hydra
      types: [creature]
      power: 0
      toughness: 0
      oracle: "{2}: Double the number of +1/+1 counters on this creature."
      """
    And Alice controls Test Hydra with 3 +1/+1 counters
    When Alice activates Test Hydra's first ability and it resolves
    Then Test Hydra has 6 +1/+1 counters on it
    And Test Hydra is 6/6
    And the ruling cites CR 701.9e

  Scenario: The doubled counters are put on it, so a replacement effect changes how many (701.9e, 614.16)
    Given a card compiled from its Oracle text:
      """
      name: Test Hydra
      types: [creature]
      power: 0
      toughness: 0
      oracle: "{2}: Double the number of +1/+1 counters on this creature."
      """
    And Alice controls Doubling Season
    And Alice controls Test Hydra with 2 +1/+1 counters
    When Alice activates Test Hydra's first ability and it resolves
    Then Test Hydra has 6 +1/+1 counters on it

  Scenario: "Each kind of counter" doubles every kind, and a kind it has none of stays none
    Given a card compiled from its Oracle text:
      """
      name: Test Skate
      types: [sorcery]
      oracle: "Double the number of each kind of counter on target creature."
      """
    And Alice controls Grizzly Bears with 1 +1/+1 counter
    And Alice has Test Skate in hand
    When Alice casts Test Skate targeting Grizzly Bears and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
