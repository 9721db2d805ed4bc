@cr601
Feature: "Another target" after a target: a different object than the one chosen before (CR 601.2c, 115.3)

  Two words "target" may choose the same object, once each (115.3), unless the card's own words
  say otherwise: "Target creature gets +2/+2 until end of turn. Another target creature gets
  -2/-2 until end of turn." chooses two different creatures. "Another" there is about the target
  before it, not about the spell's or ability's source.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Shift
      types: [instant]
      oracle: "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Brawl
      types: [sorcery]
      oracle: "Target creature fights another target creature."
      """

  Scenario: Two different creatures: one gets +2/+2, the other -2/-2
    Given Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Shift in hand
    When Alice casts Test Shift targeting Grizzly Bears and Hill Giant and it resolves
    Then Grizzly Bears is 4/4
    And Hill Giant is 1/1

  Scenario: The same creature can't be chosen for "another target" (601.2c)
    Given Alice controls Grizzly Bears
    And Alice has Test Shift in hand
    When Alice casts Test Shift targeting Grizzly Bears and Grizzly Bears and it resolves
    Then that is not allowed, by CR 601.2c

  Scenario: "Target creature fights another target creature": two different creatures fight
    Given Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Brawl in hand
    When Alice casts Test Brawl targeting Hill Giant and Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Hill Giant has 2 damage marked on it

  Scenario: A creature can't fight itself for "another target" (601.2c)
    Given Alice controls Hill Giant
    And Alice has Test Brawl in hand
    When Alice casts Test Brawl targeting Hill Giant and Hill Giant and it resolves
    Then that is not allowed, by CR 601.2c

  Scenario: After a target, "another target" of an ability may be the ability's own source
    Given a card compiled from its Oracle text:
      """
      name: Test Shifting Giant
      types: [creature]
      power: 3
      toughness: 3
      oracle: "{1}: Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1 until end of turn."
      """
    And Alice controls Test Shifting Giant
    And Bob controls Grizzly Bears
    When Alice activates Test Shifting Giant's first ability targeting Grizzly Bears and Test Shifting Giant and it resolves
    Then Grizzly Bears is 3/3
    And Test Shifting Giant is 2/2

  Scenario: A triggered ability's default chooses two different creatures for its two targets
    Given a card compiled from its Oracle text:
      """
      name: Test Shifting Drake
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."
      """
    And Bob controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Shifting Drake in hand
    When Alice casts Test Shifting Drake and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is 4/4
    And Hill Giant is 1/1
    And the ruling marks a target (creature other than t) as assumed
