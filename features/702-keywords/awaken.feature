@cr702
Feature: Awaken (CR 702.113): cast for its awaken cost, a land becomes an Elemental creature

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Discovery
      types: [sorcery]
      mana_cost: "{3}{U}"
      oracle: "Draw two cards.\nAwaken 4—{5}{U} (If you cast this spell for {5}{U}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)"
      """
    And Alice has Test Discovery in hand
    And Alice controls Island
    And Alice has Forest in her library
    And Alice has Mountain in her library

  Scenario: Cast for its awaken cost, the land also becomes a 4/4 Elemental land creature with haste (702.113a)
    When Alice casts Test Discovery for its awaken cost targeting Island and it resolves
    Then Alice has 2 cards in her hand
    And Island is 4/4
    And Island has 4 +1/+1 counters on it
    And Island has haste
    And the type line of Island is "basic land creature — Island Elemental"
    And the ruling cites CR 702.113a

  Scenario: Cast for its mana cost, it has no land to target (702.113b)
    When Alice casts Test Discovery targeting Island and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: Cast for its mana cost, it only draws
    When Alice casts Test Discovery and it resolves
    Then Alice has 2 cards in her hand
    And the type line of Island is "basic land — Island"

  Scenario: The land is its only target: gone, the spell doesn't resolve and draws nothing (608.2b)
    Given a card compiled from its Oracle text:
      """
      name: Test Tide
      types: [instant]
      oracle: "Return target land to its owner's hand."
      """
    And Bob has Test Tide in hand
    When Alice casts Test Discovery for its awaken cost targeting Island
    And Bob casts Test Tide targeting Island
    And all players pass priority until the stack is empty
    Then Island is in Alice's hand
    And Alice has 1 card in her hand
    And Test Discovery is in Alice's graveyard
    And the ruling cites CR 608.2b
