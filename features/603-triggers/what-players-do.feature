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

  Scenario: "Whenever an opponent sacrifices a creature": only a creature an opponent sacrificed (701.17a)
    Given a card compiled from its Oracle text:
      """
      name: Test Legate
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever an opponent sacrifices a creature, put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Edict
      types: [sorcery]
      oracle: "Each player sacrifices a creature."
      """
    And Alice controls Test Legate
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Edict in hand
    And Alice chooses to sacrifice Grizzly Bears
    When Alice casts Test Edict and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's graveyard
    And Hill Giant is in Bob's graveyard
    And Test Legate has 1 +1/+1 counter on it
    And the ruling cites CR 701.17a

  Scenario: "Whenever a player sacrifices a permanent": that player is the one who sacrificed it
    Given a card compiled from its Oracle text:
      """
      name: Test Apothecary
      types: [enchantment]
      oracle: "Whenever a player sacrifices a permanent, that player loses 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Edict
      types: [sorcery]
      oracle: "Each player sacrifices a creature."
      """
    And Alice controls Test Apothecary
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Edict in hand
    When Alice casts Test Edict and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 19 life
    And Bob has 19 life

  Scenario: "When you sacrifice this enchantment" triggers as it is sacrificed, not as it is destroyed
    Given a card compiled from its Oracle text:
      """
      name: Test Ordeal
      types: [enchantment]
      oracle: "When you sacrifice this enchantment, you gain 10 life.\nSacrifice this enchantment: Draw a card."
      """
    And Alice controls Test Ordeal as "sacrificed ordeal"
    And Alice controls Test Ordeal as "destroyed ordeal"
    And Alice has Naturalize in hand
    And Alice has 5 cards in her library
    When Alice casts Naturalize targeting destroyed ordeal and it resolves
    Then destroyed ordeal is in Alice's graveyard
    And Alice has 20 life
    When Alice activates sacrificed ordeal's first ability and it resolves
    And all players pass priority until the stack is empty
    Then sacrificed ordeal is in Alice's graveyard
    And Alice has 30 life
    And Alice has 1 card in her hand

  Scenario: "Whenever you sacrifice one or more other creatures" triggers once for those sacrificed at once
    Given a card compiled from its Oracle text:
      """
      name: Test Forge Boss
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Whenever you sacrifice one or more other creatures, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Devourer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Devour 1 (As this creature enters, you may sacrifice any number of creatures. This creature enters with that many +1/+1 counters on it.)"
      """
    And Alice controls Test Forge Boss
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Devourer in hand
    And Alice chooses Grizzly Bears and Llanowar Elves for Test Devourer's ability
    When Alice casts Test Devourer and it resolves
    And all players pass priority until the stack is empty
    Then Test Devourer has 2 +1/+1 counters on it
    And Alice has 21 life

  Scenario: "Whenever a player discards a card" sees an opponent's discard too (701.8a)
    Given a card compiled from its Oracle text:
      """
      name: Test Confessor
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a player discards a card, you may gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Probe
      types: [sorcery]
      oracle: "Target player discards a card."
      """
    And Alice controls Test Confessor
    And Alice has Test Probe in hand
    And Bob has Grizzly Bears in hand
    When Alice casts Test Probe targeting Bob and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
    And Alice has 21 life

  Scenario: "Whenever you discard a creature card" triggers on a creature card discarded
    Given a card compiled from its Oracle text:
      """
      name: Test Infiltrator
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you discard a creature card, put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummage
      types: [sorcery]
      oracle: "Discard a card."
      """
    And Alice controls Test Infiltrator
    And Alice has Test Rummage in hand
    And Alice has Forest in hand
    And Alice has Grizzly Bears in hand
    And Alice chooses to discard Grizzly Bears
    When Alice casts Test Rummage and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's graveyard
    And Test Infiltrator has 1 +1/+1 counter on it

  Scenario: "Whenever you discard a creature card" doesn't trigger on a land card discarded
    Given a card compiled from its Oracle text:
      """
      name: Test Infiltrator
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you discard a creature card, put a +1/+1 counter on this creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummage
      types: [sorcery]
      oracle: "Discard a card."
      """
    And Alice controls Test Infiltrator
    And Alice has Test Rummage in hand
    And Alice has Forest in hand
    And Alice has Grizzly Bears in hand
    And Alice chooses to discard Forest
    When Alice casts Test Rummage and it resolves
    Then Forest is in Alice's graveyard
    And Test Infiltrator has no counters on it

  Scenario: "Whenever you discard one or more artifact cards" triggers once for the cards discarded at once
    Given a card compiled from its Oracle text:
      """
      name: Test Prodigy
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you discard one or more artifact cards, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Purge
      types: [sorcery]
      oracle: "Discard two cards."
      """
    And Alice controls Test Prodigy
    And Alice has Test Purge in hand
    And Alice has Ornithopter in hand
    And Alice has Forest in hand
    And Alice chooses to discard Forest and Ornithopter
    When Alice casts Test Purge and it resolves
    And all players pass priority until the stack is empty
    Then Ornithopter is in Alice's graveyard
    And Alice has 21 life
