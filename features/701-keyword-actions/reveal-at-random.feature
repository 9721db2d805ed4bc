@cr701
Feature: "Reveals a card at random from their hand" (CR 701.16a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Ogre
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, target player reveals a card at random from their hand, then loses life equal to that card's mana value."
      """

  Scenario: The card that came up is revealed and stays in the hand; what follows reads its mana value
    Given Alice has Test Ogre in hand
    And Bob has Forest in hand
    And Bob has Craw Wurm in hand
    And Bob chooses to discard Craw Wurm
    When Alice casts Test Ogre and it resolves
    Then Bob has 14 life
    And Craw Wurm is in Bob's hand
    And the ruling says "Bob reveals Craw Wurm"
    And the ruling cites CR 701.16a

  Scenario: Which card comes up, where the scenario doesn't say, is assumed
    Given Alice has Test Ogre in hand
    And Bob has Lightning Bolt in hand
    And Bob has Craw Wurm in hand
    When Alice casts Test Ogre and it resolves
    Then Bob has 19 life
    And the ruling marks Bob chooses 1 card to reveal at random as assumed

  Scenario: With no card in hand, nothing is revealed and no life is lost
    Given Alice has Test Ogre in hand
    When Alice casts Test Ogre and it resolves
    Then Bob has 20 life

  Scenario: A revealed card drawn from a library the scenario only counts has no identity to show
    Given a card compiled from its Oracle text:
      """
      name: Test Gift
      types: [sorcery]
      oracle: "Target player draws two cards."
      """
    And Alice has Test Gift in hand
    And Alice has Test Ogre in hand
    And Bob has 5 cards in their library
    When Alice casts Test Gift targeting Bob and it resolves
    And Alice casts Test Ogre and it resolves
    Then judge declines to guess, saying "only counts"

  Scenario: "Target creature gets +X/+X until end of turn, where X is the revealed card's mana value."
    Given a card compiled from its Oracle text:
      """
      name: Test Favor
      types: [enchantment]
      oracle: "{3}{G}: Target opponent reveals a card at random from their hand. Target creature gets +X/+X until end of turn, where X is the revealed card's mana value."
      """
    And Alice controls Test Favor
    And Alice controls Grizzly Bears
    And Bob has Forest in hand
    And Bob has Craw Wurm in hand
    And Bob chooses to discard Craw Wurm
    When Alice activates Test Favor's first ability targeting Bob and Grizzly Bears and it resolves
    Then Grizzly Bears is 8/8
