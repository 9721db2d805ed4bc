@cr608
Feature: "You may cast a spell with mana value N or less from your hand without paying its mana cost" (CR 608.2g, 118.9)

  As the instruction resolves, its controller may cast one card of that kind from their hand,
  following 601.2a–i whatever the timing; no player gets priority before the instruction
  finishes (608.2g). Casting it without paying its mana cost is an alternative cost (118.9),
  and a spell cast that way has X = 0 (107.3b). A land is played, never cast (305.9).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rewind
      types: [sorcery]
      oracle: "You may cast a spell with mana value 2 or less from your hand without paying its mana cost."
      """

  Scenario: A card of mana value 2 is cast from hand without paying its mana cost, and resolves
    Given Alice has Test Rewind in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Test Rewind and it resolves
    Then Grizzly Bears is on the battlefield
    And the ruling cites CR 608.2g

  Scenario: The card chosen is the one cast; a spell with targets is cast with the targets named for it
    Given Alice has Test Rewind in hand
    And Alice has Grizzly Bears in hand
    And Alice has Lightning Bolt in hand
    And Alice chooses Lightning Bolt for Test Rewind's ability
    And Lightning Bolt's triggered abilities target Bob
    And Alice chooses to use Test Rewind's optional ability
    When Alice casts Test Rewind and it resolves
    Then Bob has 17 life
    And Lightning Bolt is in Alice's graveyard
    And Grizzly Bears is in Alice's hand
    And nothing is assumed

  Scenario: A card whose mana value is more than 2 can't be cast this way
    Given Alice has Test Rewind in hand
    And Alice has Serra Angel in hand
    And Alice chooses Serra Angel for Test Rewind's ability
    When Alice casts Test Rewind and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: With no card that fits in hand, nothing is cast
    Given Alice has Test Rewind in hand
    And Alice has Serra Angel in hand
    And Alice has Forest in hand
    When Alice casts Test Rewind and it resolves
    Then Serra Angel is in Alice's hand
    And Forest is in Alice's hand

  Scenario: Declining, the card stays in hand
    Given Alice has Test Rewind in hand
    And Alice has Grizzly Bears in hand
    And Alice chooses not to use Test Rewind's optional ability
    When Alice casts Test Rewind and it resolves
    Then Grizzly Bears is in Alice's hand

  Scenario: A spell with X cast without paying its mana cost has X = 0 (107.3b)
    Given a card compiled from its Oracle text:
      """
      name: Test Omen
      types: [sorcery]
      oracle: "You may cast a sorcery spell from your hand without paying its mana cost."
      """
    And Alice has Test Omen in hand
    And Alice has Blaze in hand
    And Blaze's triggered abilities target Bob
    When Alice casts Test Omen and it resolves
    Then Bob has 20 life
    And Blaze is in Alice's graveyard
    And the ruling cites CR 107.3b

  Scenario: "With mana value X or less, where X is …": X is counted as the ability resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Veil Knight
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever Test Veil Knight attacks, you may cast a spell with mana value X or less from your hand without paying its mana cost, where X is the number of attacking creatures."
      """
    And Alice controls Test Veil Knight
    And Alice controls Grizzly Bears as "attacking bears"
    And Alice has Grizzly Bears in hand
    And Alice has Divination in hand
    And Alice chooses Divination for Test Veil Knight's ability
    When Alice attacks with Test Veil Knight and attacking bears and combat ends
    Then that is not allowed, by CR 601.3

  Scenario: "Whenever this attacks, you may cast …": the spell cast as the trigger resolves is cast
    Given a card compiled from its Oracle text:
      """
      name: Test Veil Knight
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever Test Veil Knight attacks, you may cast a spell with mana value X or less from your hand without paying its mana cost, where X is the number of attacking creatures."
      """
    And Alice controls Test Veil Knight
    And Alice controls Grizzly Bears as "attacking bears"
    And Alice has Grizzly Bears in hand
    When Alice attacks with Test Veil Knight and attacking bears and combat ends
    Then Grizzly Bears is on the battlefield

  Scenario: "Cast a spell …" without "you may": with a card that fits, casting none is refused (608.2g)
    Given a card compiled from its Oracle text:
      """
      name: Test Compulsion
      types: [sorcery]
      oracle: "Cast a spell with mana value 2 or less from your hand without paying its mana cost."
      """
    And Alice has Test Compulsion in hand
    And Alice has Grizzly Bears in hand
    And Alice chooses nothing for Test Compulsion's ability
    When Alice casts Test Compulsion and it resolves
    Then that is not allowed, by CR 608.2g

  Scenario: "You may cast …": choosing no card, nothing is cast
    Given Alice has Test Rewind in hand
    And Alice has Grizzly Bears in hand
    And Alice chooses nothing for Test Rewind's ability
    When Alice casts Test Rewind and it resolves
    Then Grizzly Bears is in Alice's hand
