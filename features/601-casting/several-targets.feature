@cr601
Feature: One word "target" that chooses several objects (CR 601.2c, 115.3, 608.2b)

  "Two target artifacts" is one instance of the word target: its controller chooses two
  different objects, and the spell affects each of them. "Up to two" may choose fewer.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Rack and Ruin
      types: [instant]
      oracle: "Destroy two target artifacts."
      """
    And a card compiled from its Oracle text:
      """
      name: Into the Void
      types: [sorcery]
      oracle: "Return up to two target creatures to their owners' hands."
      """
    And a card compiled from its Oracle text:
      """
      name: Dual Shot
      types: [instant]
      oracle: "Dual Shot deals 1 damage to each of up to two target creatures."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Frost Titan
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, tap up to two target creatures."
      """

  Scenario: Both chosen objects are affected
    Given Bob controls Sol Ring
    And Bob controls Ornithopter
    And Alice has Rack and Ruin in hand
    When Alice casts Rack and Ruin targeting Sol Ring and Ornithopter and it resolves
    Then Sol Ring is in Bob's graveyard
    And Ornithopter is in Bob's graveyard

  Scenario: The same object can't be chosen twice for one word "target" (115.3)
    Given Bob controls Sol Ring
    And Alice has Rack and Ruin in hand
    When Alice casts Rack and Ruin targeting Sol Ring and Sol Ring and it resolves
    Then that is not allowed, by CR 115.3

  Scenario: "Two target" needs two (601.2c)
    Given Bob controls Sol Ring
    And Alice has Rack and Ruin in hand
    When Alice casts Rack and Ruin targeting Sol Ring and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: "Up to two" may choose one
    Given Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Into the Void in hand
    When Alice casts Into the Void targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's hand
    And Hill Giant is on the battlefield

  Scenario: Damage to each of two targets is dealt to both
    Given Bob controls Savannah Lions
    And Bob controls Memnite
    And Alice has Dual Shot in hand
    When Alice casts Dual Shot targeting Savannah Lions and Memnite and it resolves
    Then Savannah Lions is in Bob's graveyard
    And Memnite is in Bob's graveyard

  Scenario: A triggered ability's default picks two different opponents' creatures
    Given Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Frost Titan in hand
    When Alice casts Test Frost Titan and it resolves
    Then Grizzly Bears is tapped
    And Hill Giant is tapped
    And the ruling marks a target (up to two creatures) as assumed

  Scenario: "Up to two target cards from a single graveyard": both from one player's
    Given a card compiled from its Oracle text:
      """
      name: Test Sunshield
      types: [instant]
      oracle: "Exile up to two target cards from a single graveyard."
      """
    And Bob has Grizzly Bears in his graveyard
    And Bob has Forest in his graveyard
    And Alice has Test Sunshield in hand
    When Alice casts Test Sunshield targeting Grizzly Bears and Forest and it resolves
    Then Grizzly Bears is in exile
    And Forest is in exile

  Scenario: Cards from two graveyards can't be the targets (115.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Sunshield
      types: [instant]
      oracle: "Exile up to two target cards from a single graveyard."
      """
    And Bob has Grizzly Bears in his graveyard
    And Alice has Forest in her graveyard
    And Alice has Test Sunshield in hand
    When Alice casts Test Sunshield targeting Grizzly Bears and Forest and it resolves
    Then that is not allowed, by CR 115.1
