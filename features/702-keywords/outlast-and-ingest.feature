@cr702
Feature: Outlast and ingest (CR 702.107a, 702.115a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Outlaster
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Outlast {1} ({1}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Ingester
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)"
      """

  Scenario: Outlast taps the creature for a +1/+1 counter
    Given Alice controls Test Outlaster
    When Alice activates Test Outlaster's first ability and it resolves
    Then Test Outlaster has 1 +1/+1 counter on it
    And Test Outlaster is tapped
    And the ruling cites CR 702.107a

  Scenario: Outlast only as a sorcery (602.5d)
    Given it is Bob's turn
    And Alice controls Test Outlaster
    When Alice activates Test Outlaster's first ability and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: Ingest exiles the top card of the library of the player it damaged
    Given Alice controls Test Ingester
    And Bob has Lightning Bolt in his library
    When Alice attacks with Test Ingester and combat ends
    Then Lightning Bolt is in exile
    And Bob has 18 life
    And the ruling cites CR 702.115a

  Scenario: Blocked, it deals no damage to a player and ingests nothing
    Given Alice controls Test Ingester
    And Bob controls Grizzly Bears
    And Bob has Lightning Bolt in his library
    When Alice attacks with Test Ingester and Grizzly Bears blocks and combat ends
    Then Lightning Bolt is in Bob's library
