@cr602
Feature: "Any player may activate this ability" (CR 602.1b, 602.2)

  Only an object's controller may activate its abilities, unless the ability says otherwise.
  Whoever activates it pays its cost and controls it: "you" in it is that player.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Excavation
      types: [enchantment]
      oracle: "{1}, Sacrifice a land: Draw a card. Any player may activate this ability."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Scandalmonger
      types: [creature]
      power: 3
      toughness: 3
      oracle: "{2}: Target player discards a card. Any player may activate this ability but only as a sorcery."
      """

  Scenario: An opponent activates it, sacrificing their own land, and draws
    Given Alice controls Test Excavation
    And Bob controls Forest
    And Bob has 3 cards in his library
    When Bob activates Test Excavation's first ability and it resolves
    Then Forest is in Bob's graveyard
    And Bob has 1 card in his hand
    And Alice has 0 cards in her hand

  Scenario: Without the words, only its controller may activate it (602.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Private Dig
      types: [enchantment]
      oracle: "{1}, Sacrifice a land: Draw a card."
      """
    And Alice controls Test Private Dig
    And Bob controls Forest
    When Bob activates Test Private Dig's first ability and it resolves
    Then that is not allowed, by CR 602.2

  Scenario: "But only as a sorcery": in its activator's own main phase
    Given it is Bob's turn
    And Alice controls Test Scandalmonger
    And Alice has Island in hand
    When Bob activates Test Scandalmonger's first ability targeting Alice and it resolves
    Then Island is in Alice's graveyard

  Scenario: "But only as a sorcery": not in another player's turn (602.5d)
    Given Alice controls Test Scandalmonger
    And Alice has Island in hand
    When Bob activates Test Scandalmonger's first ability targeting Alice and it resolves
    Then that is not allowed, by CR 602.5d
