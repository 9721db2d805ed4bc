@cr602
Feature: Costs paid by sacrificing or discarding what the player chooses (CR 118.3, 601.2h, 602.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Altar
      types: [artifact]
      oracle: "{1}, Sacrifice a creature: You gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Offering
      types: [instant]
      oracle: "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rummager
      types: [artifact]
      oracle: "{T}, Discard a card: Draw a card."
      """

  Scenario: The player sacrifices the creature they choose as they activate the ability (602.2b)
    Given Alice controls Test Altar
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice chooses to sacrifice Grizzly Bears
    When Alice activates Test Altar's first ability and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Llanowar Elves is on the battlefield
    And Alice has 22 life
    And nothing is assumed

  Scenario: With no choice given, the lowest mana value is sacrificed, and that is assumed
    Given Alice controls Test Altar
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    When Alice activates Test Altar's first ability and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Grizzly Bears is on the battlefield
    And the ruling marks permanent to sacrifice as assumed

  Scenario: Without a creature to sacrifice the cost can't be paid (118.3)
    Given Alice controls Test Altar
    When Alice activates Test Altar's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A creature sacrificed to cast a spell is gone before the spell resolves (601.2h)
    Given Alice has Test Offering in hand
    And Alice has 5 cards in her library
    And Bob controls Grizzly Bears
    And Alice controls Llanowar Elves
    When Alice casts Test Offering and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Grizzly Bears is on the battlefield
    And Alice has 3 cards in her library

  Scenario: A spell whose additional cost can't be paid can't be cast (118.3)
    Given Alice has Test Offering in hand
    And Bob controls Grizzly Bears
    When Alice casts Test Offering and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A card discarded to pay a cost is the one the player chooses (701.8a)
    Given Alice controls Test Rummager
    And Alice has Lightning Bolt in hand
    And Alice has Grizzly Bears in hand
    And Alice has 2 cards in her library
    And Alice chooses to discard Grizzly Bears
    When Alice activates Test Rummager's first ability and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Lightning Bolt is in Alice's hand
    And Alice has 1 card in her library

  Scenario: "Sacrifice two creatures" takes two, and one is not enough (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Pit
      types: [artifact]
      oracle: "Sacrifice two creatures: You gain 5 life."
      """
    And Alice controls Test Pit
    And Alice controls Grizzly Bears
    When Alice activates Test Pit's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: With two creatures, both are sacrificed to pay
    Given a card compiled from its Oracle text:
      """
      name: Test Pit
      types: [artifact]
      oracle: "Sacrifice two creatures: You gain 5 life."
      """
    And Alice controls Test Pit
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice controls Hill Giant
    When Alice activates Test Pit's first ability and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Llanowar Elves is in Alice's graveyard
    And Hill Giant is on the battlefield
    And Alice has 25 life

  Scenario: "Discard your hand" discards every card in it, and can be paid with none (701.8a)
    Given a card compiled from its Oracle text:
      """
      name: Test Diamond
      types: [artifact]
      oracle: "{T}, Discard your hand: You gain 3 life."
      """
    And Alice controls Test Diamond
    And Alice has Lightning Bolt in hand
    And Alice has Grizzly Bears in hand
    When Alice activates Test Diamond's first ability and it resolves
    Then Lightning Bolt is in Alice's graveyard
    And Grizzly Bears is in Alice's graveyard
    And Alice has 23 life

  Scenario: "Mill two cards" as a cost takes the top two cards of the library
    Given a card compiled from its Oracle text:
      """
      name: Test Sifter
      types: [artifact]
      oracle: "{T}, Mill two cards: You gain 2 life."
      """
    And Alice controls Test Sifter
    And Alice has 3 cards in her library
    When Alice activates Test Sifter's first ability and it resolves
    Then Alice has 1 card in her library
    And Alice has 22 life

  Scenario: A library with fewer cards can't pay a mill cost (701.13b)
    Given a card compiled from its Oracle text:
      """
      name: Test Sifter
      types: [artifact]
      oracle: "{T}, Mill two cards: You gain 2 life."
      """
    And Alice controls Test Sifter
    And Alice has 1 card in her library
    When Alice activates Test Sifter's first ability and it resolves
    Then that is not allowed, by CR 701.13b

  Scenario: "The sacrificed creature's toughness" is read as it last existed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Boneyard
      types: [land]
      oracle: "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness."
      """
    And Alice controls Test Boneyard
    And Alice controls Craw Wurm
    When Alice activates Test Boneyard's first ability and it resolves
    Then Craw Wurm is in Alice's graveyard
    And Alice has 24 life

  Scenario: A spell's additional cost: the power of the creature sacrificed to cast it
    Given a card compiled from its Oracle text:
      """
      name: Test Fling
      types: [instant]
      oracle: "As an additional cost to cast this spell, sacrifice a creature.\nTest Fling deals damage equal to the sacrificed creature's power to any target."
      """
    And Alice controls Hill Giant
    And Alice has Test Fling in hand
    When Alice casts Test Fling targeting Bob and it resolves
    Then Bob has 17 life
