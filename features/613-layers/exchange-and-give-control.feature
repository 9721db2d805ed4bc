@cr613
Feature: Giving control to another player, and exchanging control (CR 613.1b, 701.10)

  "Target player gains control of …" names the player who gains control, fixed as the spell
  or ability resolves; "each player gains control of all creatures they own" gives each back
  to its owner. An exchange of control happens whole or not at all (701.10a): both must still
  be legal targets, controlled by two different players (701.10b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Gift
      types: [instant]
      oracle: "Target player gains control of target permanent you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Switch
      types: [instant]
      oracle: "Exchange control of two target creatures."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Infiltrator
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}: Exchange control of this creature and target creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Path
      types: [land]
      oracle: "{T}: Each player gains control of all creatures they own."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Thief
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{1}: Gain control of target creature for as long as you control this creature."
      """

  Scenario: Target player gains control of a permanent its caster controls
    Given Alice controls Grizzly Bears
    And Alice has Test Gift in her hand
    When Alice casts Test Gift targeting Bob and Grizzly Bears and it resolves
    Then Grizzly Bears is controlled by Bob
    And the ruling cites CR 613.1b
    And the ruling says "Grizzly Bears (grizzly_bears): is controlled by Bob"

  Scenario: Two target creatures of two players change hands at once
    Given Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Switch in her hand
    When Alice casts Test Switch targeting Grizzly Bears and Hill Giant and it resolves
    Then Grizzly Bears is controlled by Bob
    And Hill Giant is controlled by Alice
    And the ruling cites CR 701.10b
    And the ruling says "is controlled by Bob, in exchange for Hill Giant (hill_giant) → controller Bob"

  Scenario: With one of the two creatures gone, no part of the exchange happens
    Given Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Switch in her hand
    And Bob has Lightning Bolt in his hand
    When Alice casts Test Switch targeting Grizzly Bears and Hill Giant
    And Bob casts Lightning Bolt targeting Grizzly Bears
    And all players pass priority until the stack is empty
    Then Hill Giant is controlled by Bob
    And the ruling cites CR 701.10a
    And the ruling says "no part of the exchange happens"

  Scenario: An exchange between two creatures of one player does nothing
    Given Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And Alice has Test Switch in her hand
    When Alice casts Test Switch targeting Grizzly Bears and Hill Giant and it resolves
    Then Grizzly Bears is controlled by Alice
    And Hill Giant is controlled by Alice
    And the ruling cites CR 701.10b
    And the ruling says "so the exchange does nothing"

  Scenario: A creature exchanges itself for a target creature
    Given Alice controls Test Infiltrator
    And Bob controls Hill Giant
    When Alice activates Test Infiltrator's first ability targeting Hill Giant and it resolves
    Then Test Infiltrator is controlled by Bob
    And Hill Giant is controlled by Alice

  Scenario: Each player gains control of the creatures they own, newest in layer 2
    Given Bob controls Hill Giant
    And Alice controls Test Thief
    And Bob controls Test Path
    When Alice activates Test Thief's first ability targeting Hill Giant and it resolves
    And Bob activates Test Path's first ability and it resolves
    Then Hill Giant is controlled by Bob
    And Test Thief is controlled by Alice
    And Hill Giant's layer row from Test Path's ability {T} cites CR 613.1b

  Scenario: Control for as long as you control the thief ends when the thief is given away
    Given Bob controls Hill Giant
    And Alice controls Test Thief
    And Alice has Test Gift in her hand
    When Alice activates Test Thief's first ability targeting Hill Giant and it resolves
    And Alice casts Test Gift targeting Bob and Test Thief and it resolves
    Then Test Thief is controlled by Bob
    And Hill Giant is controlled by Bob
    And the ruling cites CR 611.2b
