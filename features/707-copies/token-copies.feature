@cr707
Feature: Tokens that are copies (CR 707.2, 707.5, 707.9, 111.12), embalm and eternalize (702.128, 702.129)

  A token copy has the copiable values of what it copies: what is printed on it, as other copy
  effects change it, and as the copy effect's own exceptions say. Counters, pumps and other
  effects on the original are not copied.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Counterpart
      types: [instant]
      oracle: "Create a token that's a copy of target creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Replica
      types: [sorcery]
      oracle: "Create a token that's a copy of target creature you control, except it isn't legendary."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mummy
      mana_cost: "{2}{W}"
      types: [creature]
      subtypes: [Human, Cleric]
      power: 2
      toughness: 2
      oracle: "When this creature enters, you gain 2 life.\nEmbalm {3}{W} ({3}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Human Cleric with no mana cost. Embalm only as a sorcery.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Eternal
      mana_cost: "{1}{R}"
      types: [creature]
      subtypes: [Jackal]
      power: 1
      toughness: 1
      oracle: "Eternalize {4}{R} ({4}{R}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Jackal with no mana cost. Eternalize only as a sorcery.)"
      """

  Scenario: Counters and pumps on the original are not copied (707.2)
    Given Alice controls Grizzly Bears with 2 +1/+1 counters
    And Alice has Giant Growth in hand
    And Alice has Test Counterpart in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    And Alice casts Test Counterpart targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 7/7
    And Alice controls a token named Grizzly Bears that is 2/2 green "creature — Bear"

  Scenario: A copy of a legendary creature: the legend rule, unless it isn't legendary (707.9b, 704.5j)
    Given Alice controls Isamaru, Hound of Konda
    And Alice has Test Counterpart in hand
    And Alice has Test Replica in hand
    When Alice casts Test Replica targeting Isamaru, Hound of Konda and it resolves
    Then Alice controls a token named Isamaru, Hound of Konda that is 2/2 white "creature — Dog"
    And Isamaru, Hound of Konda is on the battlefield

  Scenario: The token enters as a copy, so its enters trigger triggers (707.5)
    Given Alice controls Test Mummy
    And Alice has Test Counterpart in hand
    When Alice casts Test Counterpart targeting Test Mummy and it resolves
    Then Alice has 22 life
    And Alice controls 1 token

  Scenario: Embalmed: a white Zombie copy of the card, exiled from the graveyard (702.128a)
    Given Alice has Test Mummy in her graveyard
    When Alice activates Test Mummy's first ability and it resolves
    Then Test Mummy is in exile
    And Alice controls a token named Test Mummy that is 2/2 white "creature — Human Cleric Zombie"
    And Alice has 22 life

  Scenario: Eternalized: a 4/4 black Zombie copy (702.129a)
    Given Alice has Test Eternal in her graveyard
    When Alice activates Test Eternal's first ability and it resolves
    Then Alice controls a token named Test Eternal that is 4/4 black "creature — Jackal Zombie"

  Scenario: Embalm only as a sorcery (702.128a)
    Given it is Bob's turn
    And Alice has Test Mummy in her graveyard
    When Alice activates Test Mummy's first ability and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: A copy of a legendary creature is legendary too: the legend rule applies (704.5j)
    Given Alice controls Isamaru, Hound of Konda
    And Alice has Test Counterpart in hand
    When Alice casts Test Counterpart targeting Isamaru, Hound of Konda and it resolves
    Then the ruling cites CR 704.5j
    And Isamaru, Hound of Konda is in Alice's graveyard
    And Alice controls 1 token

  Scenario: Populate copies a creature token its controller chooses (701.30a)
    Given a card compiled from its Oracle text:
      """
      name: Test Rally
      types: [sorcery]
      oracle: "Create a 1/1 white Soldier creature token, then populate."
      """
    And Alice controls a token Grizzly Bears
    And Alice has Test Rally in hand
    And Alice chooses Grizzly Bears for Test Rally's ability
    When Alice casts Test Rally and it resolves
    Then Alice controls 3 tokens
    And nothing is assumed

  Scenario: With no creature token, populate makes none (701.30b)
    Given a card compiled from its Oracle text:
      """
      name: Test Growth
      types: [sorcery]
      oracle: "Populate."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Growth in hand
    When Alice casts Test Growth and it resolves
    Then Alice controls 0 tokens
