@cr608
Feature: "You may cast an instant or sorcery spell from your graveyard with mana value N or less without paying its mana cost" (CR 608.2g, 118.9)

  No target: the card is chosen as the instruction resolves, among those in the graveyard
  then, its mana value read then too (608.2h). The caster follows 601.2a–i whatever the timing
  (608.2g). "If that spell would be put into your graveyard, exile it instead" replaces where
  the spell it became goes (614.1a, 400.7h).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Snapcaller
      types: [creature]
      power: 2
      toughness: 1
      oracle: "When Test Snapcaller enters, you may cast an instant or sorcery spell from your graveyard with mana value 2 or less without paying its mana cost. If that spell would be put into your graveyard, exile it instead."
      """

  Scenario: A sorcery of mana value 1 is cast from the graveyard, resolves and is exiled
    Given Alice has Test Snapcaller in hand
    And Alice has Divination in her graveyard
    And Alice has Lava Spike in her graveyard
    And Alice chooses Lava Spike for Test Snapcaller's ability
    And Lava Spike's triggered abilities target Bob
    When Alice casts Test Snapcaller and it resolves
    Then Bob has 17 life
    And Lava Spike is in exile
    And Divination is in Alice's graveyard
    And the ruling cites CR 608.2g

  Scenario: A card in the graveyard with mana value 3 can't be cast this way
    Given Alice has Test Snapcaller in hand
    And Alice has Divination in her graveyard
    And Alice chooses Divination for Test Snapcaller's ability
    When Alice casts Test Snapcaller and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: Declining the trigger, the card stays in the graveyard
    Given Alice has Test Snapcaller in hand
    And Alice has Lava Spike in her graveyard
    And Alice chooses not to use Test Snapcaller's optional ability
    When Alice casts Test Snapcaller and it resolves
    Then Lava Spike is in Alice's graveyard
    And Bob has 20 life

  Scenario: "From a graveyard", the mana value counted as it resolves: a card in an opponent's graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Necromancer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When Test Necromancer enters, you may cast an instant or sorcery spell with mana value less than or equal to the number of creatures you control from a graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it instead."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Necromancer in hand
    And Alice has 5 cards in her library
    And Bob has Divination in his graveyard
    And Bob has Night's Whisper in his graveyard
    When Alice casts Test Necromancer and it resolves
    Then Alice has 2 cards in her hand
    And Alice has 18 life
    And Night's Whisper is in exile
    And Divination is in Bob's graveyard
