@cr702
Feature: Flanking (CR 702.25)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Cavalry
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Lancer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Flanking"
      """

  Scenario: A blocker without flanking gets -1/-1 before damage (702.25a)
    Given Alice controls Test Cavalry
    And Bob controls Grizzly Bears
    When Alice attacks with Test Cavalry and Grizzly Bears blocks and combat ends
    Then Grizzly Bears is in Bob's graveyard
    And Test Cavalry is on the battlefield
    And the ruling cites CR 702.25a

  Scenario: Each creature without flanking that blocks triggers it (509.3d)
    Given Alice controls Test Cavalry
    And Bob controls Llanowar Elves
    And Bob controls Savannah Lions
    And Test Cavalry assigns its combat damage as 2 to Savannah Lions
    When Alice attacks with Test Cavalry, which Llanowar Elves and Savannah Lions block, and combat ends
    Then Llanowar Elves is in Bob's graveyard
    And Savannah Lions is in Bob's graveyard

  Scenario: A blocker with flanking is not affected
    Given Alice controls Test Cavalry
    And Bob controls Test Lancer
    When Alice attacks with Test Cavalry and Test Lancer blocks and combat ends
    Then Test Lancer is in Bob's graveyard
    And Test Cavalry is in Alice's graveyard
