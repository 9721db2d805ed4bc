@cr603
Feature: Triggers on what a player does: playing a land, sacrificing, discarding (CR 305.1, 701.17a, 701.8a)

  Scenario: "Whenever a player plays a land": that player is the one who played it (305.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Horn
      types: [artifact]
      oracle: "Whenever a player plays a land, that player draws a card."
      """
    And Bob controls Test Horn
    And Alice has Forest in hand
    And Alice has 5 cards in her library
    When Alice plays Forest
    And all players pass priority until the stack is empty
    Then Forest is on the battlefield
    And Alice has 1 card in her hand
    And Alice has 4 cards in her library
    And the ruling cites CR 305.1

  Scenario: A land an effect puts onto the battlefield isn't played (305.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Burgeoning
      types: [enchantment]
      oracle: "Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wurm
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Whenever an opponent plays a land, put a +1/+1 counter on this creature."
      """
    And Bob controls Test Burgeoning
    And Bob controls Test Wurm as "bob's wurm"
    And Alice controls Test Wurm as "alice's wurm"
    And Alice has Forest in hand
    And Bob has Mountain in hand
    When Alice plays Forest
    And all players pass priority until the stack is empty
    Then Mountain is on the battlefield
    And bob's wurm has 1 +1/+1 counter on it
    And alice's wurm has no counters on it

  Scenario: "Whenever you play a land or cast a spell" is two trigger events (305.1, 601.2i)
    Given a card compiled from its Oracle text:
      """
      name: Test Endstone
      types: [artifact]
      oracle: "Whenever you play a land or cast a spell, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Ramp
      types: [sorcery]
      oracle: "Put a land card from your hand onto the battlefield."
      """
    And Alice controls Test Endstone
    And Alice has Test Ramp in hand
    And Alice has Forest in hand
    And Alice has Plains in hand
    When Alice casts Test Ramp and it resolves
    Then Alice has 21 life
    When Alice plays Plains
    And all players pass priority until the stack is empty
    Then Alice has 22 life
