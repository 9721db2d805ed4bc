@cr111
Feature: Tokens an effect names only by kind (CR 111.10), read from Oracle text

  Scenario: Investigating creates a Clue, which draws a card when sacrificed (701.36a, 111.10f)
    Given a card compiled from its Oracle text:
      """
      name: Test Investigation
      types: [sorcery]
      oracle: "Investigate. Draw a card."
      """
    And Alice has Test Investigation in hand
    And Alice has 5 cards in her library
    When Alice casts Test Investigation and it resolves
    And Alice activates the first token Test Investigation created's first ability and it resolves
    Then the first token Test Investigation created no longer exists
    And Alice has 3 cards in her library
    And the ruling cites CR 701.6a
    And the ruling cites CR 121.1

  Scenario: A Food token gains its controller 3 life (111.10b)
    Given a card compiled from its Oracle text:
      """
      name: Test Picnic
      types: [instant]
      oracle: "Create two Food tokens."
      """
    And Alice has Test Picnic in hand
    And Alice has 10 life
    When Alice casts Test Picnic and it resolves
    And Alice activates the first token Test Picnic created's first ability and it resolves
    Then Alice has 13 life
    And Alice controls 1 token

  Scenario: A Treasure token is a colorless Treasure artifact (111.10a)
    Given a card compiled from its Oracle text:
      """
      name: Test Hoard
      types: [sorcery]
      oracle: "Create a Treasure token."
      """
    And Alice has Test Hoard in hand
    When Alice casts Test Hoard and it resolves
    Then the type line of the first token Test Hoard created is "artifact — Treasure"
    And Alice controls 1 token

  Scenario: A Blood token: pay {1}, tap, discard a card and sacrifice it to draw a card (111.10g)
    Given a card compiled from its Oracle text:
      """
      name: Test Bloodletter
      types: [sorcery]
      oracle: "Create a Blood token."
      """
    And Alice has Test Bloodletter in hand
    And Alice has Lightning Bolt in hand
    And Alice has 5 cards in her library
    When Alice casts Test Bloodletter and it resolves
    And Alice activates the first token Test Bloodletter created's first ability and it resolves
    Then Lightning Bolt is in Alice's graveyard
    And Alice has 4 cards in her library

  Scenario: A Map token makes a creature its controller controls explore, as a sorcery (111.10s)
    Given a card compiled from its Oracle text:
      """
      name: Test Cartography
      types: [sorcery]
      oracle: "Create a Map token."
      """
    And Alice has Test Cartography in hand
    And Alice controls Grizzly Bears
    And Alice has Forest in her library
    When Alice casts Test Cartography and it resolves
    And Alice activates the first token Test Cartography created's first ability targeting Grizzly Bears and it resolves
    Then Forest is in Alice's hand
    And the first token Test Cartography created no longer exists
    And the ruling cites CR 701.40a

  Scenario: A Shard token is an enchantment that scries 1, then draws (111.10e)
    Given a card compiled from its Oracle text:
      """
      name: Test Shards
      types: [sorcery]
      oracle: "Create a Shard token."
      """
    And Alice has Test Shards in hand
    And Alice has 5 cards in her library
    When Alice casts Test Shards and it resolves
    And Alice activates the first token Test Shards created's first ability and it resolves
    Then Alice has 4 cards in her library
    And the ruling cites CR 701.18a

  Scenario: Incubate: an Incubator token with +1/+1 counters that transforms into a Phyrexian (701.51)
    Given a card compiled from its Oracle text:
      """
      name: Test Incubation
      types: [sorcery]
      oracle: "Incubate 3."
      """
    And Alice has Test Incubation in hand
    When Alice casts Test Incubation and it resolves
    And Alice activates the first token Test Incubation created's first ability and it resolves
    Then the first token Test Incubation created is 3/3
    And the type line of the first token Test Incubation created is "artifact creature — Phyrexian"
    And the ruling cites CR 701.51a

  Scenario: A Powerstone token taps for {C} that can't be spent to cast a nonartifact spell (111.10h)
    Given a card compiled from its Oracle text:
      """
      name: Test Forge
      types: [sorcery]
      oracle: "Create a tapped Powerstone token."
      """
    And Alice has Test Forge in hand
    When Alice casts Test Forge and it resolves
    Then every token Alice controls is tapped
    And Alice controls a token named Powerstone that is colorless "artifact — Powerstone"
