@cr702
Feature: Scavenge and reinforce (CR 702.97, 702.77): counters from a card in the graveyard or the hand

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Scavenging Ooze
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Scavenge {2}{G} ({2}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Reinforcer
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Reinforce 2—{1}{W} ({1}{W}, Discard this card: Put two +1/+1 counters on target creature.)"
      """

  Scenario: Scavenged from the graveyard, its power in counters (702.97a)
    Given Alice has Test Scavenging Ooze in her graveyard
    And Alice controls Grizzly Bears
    When Alice activates Test Scavenging Ooze's first ability targeting Grizzly Bears and it resolves
    Then Test Scavenging Ooze is in exile
    And Grizzly Bears has 3 +1/+1 counters on it

  Scenario: Scavenge only as a sorcery (702.97a)
    Given it is Bob's turn
    And Alice has Test Scavenging Ooze in her graveyard
    And Alice controls Grizzly Bears
    When Alice activates Test Scavenging Ooze's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: On the battlefield it can't scavenge (113.6m)
    Given Alice controls Test Scavenging Ooze
    And Alice controls Grizzly Bears
    When Alice activates Test Scavenging Ooze's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 113.6m

  Scenario: Reinforce from the hand, any time (702.77a)
    Given it is Bob's turn
    And Alice has Test Reinforcer in hand
    And Alice controls Grizzly Bears
    When Alice activates Test Reinforcer's first ability targeting Grizzly Bears and it resolves
    Then Test Reinforcer is in Alice's graveyard
    And Grizzly Bears has 2 +1/+1 counters on it
