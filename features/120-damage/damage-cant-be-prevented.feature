@cr120
Feature: Damage that can't be prevented (CR 615.12)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Flaring Pain
      types: [instant]
      oracle: "Damage can't be prevented this turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Guardian Ward
      types: [instant]
      oracle: "Prevent all damage that would be dealt to target creature this turn."
      """

  Scenario: A prevention effect made before prevents none of the damage this turn
    Given Alice controls Grizzly Bears
    And Alice has Test Guardian Ward in hand
    And Bob has Test Flaring Pain in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Guardian Ward targeting Grizzly Bears and it resolves
    And Bob casts Test Flaring Pain and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And the ruling cites CR 615.12

  Scenario: Protection from a color doesn't prevent the damage either
    Given Alice controls White Knight
    And Bob controls Test Black Pinger
    And Bob has Test Flaring Pain in hand
    And a card compiled from its Oracle text:
      """
      name: Test Black Pinger
      types: [creature]
      colors: [black]
      power: 1
      toughness: 1
      oracle: "{T}: Test Black Pinger deals 1 damage to each creature."
      """
    When Bob casts Test Flaring Pain and it resolves
    And Bob activates Test Black Pinger's first ability and it resolves
    Then White Knight has 1 damage marked on it

  Scenario: Without it, protection from a color prevents the damage
    Given Alice controls White Knight
    And Bob controls Test Black Pinger
    And a card compiled from its Oracle text:
      """
      name: Test Black Pinger
      types: [creature]
      colors: [black]
      power: 1
      toughness: 1
      oracle: "{T}: Test Black Pinger deals 1 damage to each creature."
      """
    When Bob activates Test Black Pinger's first ability and it resolves
    Then White Knight has 0 damage marked on it

  Scenario: A shield counter still is removed, and prevents nothing
    Given Alice controls Grizzly Bears with 1 shield counter
    And Bob has Test Flaring Pain in hand
    And Bob has Shock in hand
    When Bob casts Test Flaring Pain and it resolves
    And Bob casts Shock targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard

  Scenario: "The damage can't be prevented" after one damage instruction
    Given a card compiled from its Oracle text:
      """
      name: Test Pinpoint Avalanche
      types: [instant]
      oracle: "Test Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented."
      """
    And Alice controls Serra Angel
    And Alice has Test Guardian Ward in hand
    And Bob has Test Pinpoint Avalanche in hand
    And Bob has Shock in hand
    When Alice casts Test Guardian Ward targeting Serra Angel and it resolves
    And Bob casts Test Pinpoint Avalanche targeting Serra Angel and it resolves
    Then Serra Angel is in Alice's graveyard
    And the ruling cites CR 615.12

  Scenario: Other damage is still prevented after "the damage can't be prevented"
    Given a card compiled from its Oracle text:
      """
      name: Test Pinpoint Avalanche
      types: [instant]
      oracle: "Test Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented."
      """
    And Alice controls Serra Angel
    And Alice has Test Guardian Ward in hand
    And Bob has Test Pinpoint Avalanche in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Guardian Ward targeting Serra Angel and it resolves
    And Bob casts Lightning Bolt targeting Serra Angel and it resolves
    Then Serra Angel has 0 damage marked on it
