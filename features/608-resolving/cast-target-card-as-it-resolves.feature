@cr608
Feature: "You may cast target instant or sorcery card from your graveyard without paying its mana cost" (CR 608.2g, 118.9, 614.1a)

  The card is a target, chosen as the ability is put on the stack (115.1); as it resolves, its
  controller casts it from the graveyard whatever the timing, and no player gets priority
  before the ability finishes (608.2g). "If that spell would be put into your graveyard, exile
  it instead" is a replacement effect on the spell the card became (614.1a, 400.7h).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Archmage
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When Test Archmage enters, you may cast target instant or sorcery card with mana value 2 or less from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead."
      """

  Scenario: The targeted card is cast from the graveyard, resolves, and is exiled instead of going back
    Given Alice has Test Archmage in hand
    And Alice has Lightning Bolt in her graveyard
    And Test Archmage's triggered abilities target Lightning Bolt
    And Lightning Bolt's triggered abilities target Bob
    When Alice casts Test Archmage and it resolves
    Then Bob has 17 life
    And Lightning Bolt is in exile
    And the ruling cites CR 608.2g
    And the ruling cites CR 614.1a

  Scenario: Countered, the spell cast from the graveyard is exiled instead too
    Given Alice has Test Archmage in hand
    And Alice has Lightning Bolt in her graveyard
    And Bob has Counterspell in hand
    And Test Archmage's triggered abilities target Lightning Bolt
    And Lightning Bolt's triggered abilities target Bob
    When Alice casts Test Archmage and only it resolves
    And the top object of the stack resolves
    And Bob casts Counterspell targeting Lightning Bolt
    And all players pass priority until the stack is empty
    Then Bob has 20 life
    And Lightning Bolt is in exile

  Scenario: A card with mana value more than 2 can't be the target
    Given Alice has Test Archmage in hand
    And Alice has Divination in her graveyard
    And Test Archmage's triggered abilities target Divination
    When Alice casts Test Archmage and it resolves
    Then that is not allowed, by CR 603.3d

  Scenario: Declining, the card stays in the graveyard
    Given Alice has Test Archmage in hand
    And Alice has Lightning Bolt in her graveyard
    And Test Archmage's triggered abilities target Lightning Bolt
    And Alice chooses not to use Test Archmage's optional ability
    When Alice casts Test Archmage and it resolves
    Then Lightning Bolt is in Alice's graveyard
    And Bob has 20 life

  Scenario: A card from an opponent's graveyard is cast by the one who casts it, and goes to its owner's graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Mind's Desire
      types: [sorcery]
      oracle: "You may cast target instant or sorcery card from an opponent's graveyard without paying its mana cost."
      """
    And Alice has Test Mind's Desire in hand
    And Bob has Divination in his graveyard
    And Alice has 5 cards in her library
    When Alice casts Test Mind's Desire targeting Divination and it resolves
    Then Alice has 2 cards in her hand
    And Divination is in Bob's graveyard

  Scenario: "From that player's graveyard": a card of the player the creature dealt combat damage to
    Given a card compiled from its Oracle text:
      """
      name: Test Thief
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever Test Thief deals combat damage to a player, you may cast target instant or sorcery card from that player's graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it instead."
      """
    And Alice controls Test Thief
    And Bob has Divination in his graveyard
    And Alice has 5 cards in her library
    And Test Thief's triggered abilities target Divination
    When Alice attacks with Test Thief and combat ends
    Then Bob has 18 life
    And Alice has 2 cards in her hand
    And Divination is in exile

  Scenario: "From that player's graveyard": a card in its controller's own graveyard can't be the target
    Given a card compiled from its Oracle text:
      """
      name: Test Thief
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever Test Thief deals combat damage to a player, you may cast target instant or sorcery card from that player's graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it instead."
      """
    And Alice controls Test Thief
    And Alice has Divination in her graveyard
    And Test Thief's triggered abilities target Divination
    When Alice attacks with Test Thief and combat ends
    Then that is not allowed, by CR 603.3d
