@cr702
Feature: Kicker (CR 702.33): an optional additional cost, and what a kicked spell does

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Kicked Wolf
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Kicked Bounce
      types: [instant]
      oracle: "Kicker {2}\nReturn target creature to its owner's hand. If this spell was kicked, draw a card."
      """

  Scenario: A kicked creature spell becomes a permanent that knows it was kicked (702.33d, 400.7d)
    Given Alice has Test Kicked Wolf in hand
    When Alice casts Test Kicked Wolf kicked and it resolves
    Then Test Kicked Wolf has 2 +1/+1 counters on it
    And Test Kicked Wolf is 4/4

  Scenario: Not kicked, it enters without counters, and that is assumed (702.33a)
    Given Alice has Test Kicked Wolf in hand
    When Alice casts Test Kicked Wolf and it resolves
    Then Test Kicked Wolf has no counters on it
    And the ruling marks whether to kick Test Kicked Wolf as assumed

  Scenario: A kicked spell follows its "if this spell was kicked" instruction (702.33e)
    Given Alice has Test Kicked Bounce in hand
    And Alice has 3 cards in her library
    And Bob controls Grizzly Bears
    When Alice casts Test Kicked Bounce kicked targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's hand
    And Alice has 2 cards in her library

  Scenario: Not kicked, it doesn't
    Given Alice has Test Kicked Bounce in hand
    And Alice has 3 cards in her library
    And Bob controls Grizzly Bears
    When Alice casts Test Kicked Bounce targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's hand
    And Alice has 3 cards in her library

  Scenario: A spell without kicker can't be kicked (702.33a)
    Given Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt kicked targeting Bob and it resolves
    Then that is not allowed, by CR 702.33a

  Scenario: A kicker cost other than mana is paid as the spell is cast (702.33a, 601.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Landslide
      types: [sorcery]
      oracle: "Kicker—Sacrifice a land.\nTarget player loses 1 life. If this spell was kicked, draw a card."
      """
    And Alice controls Forest
    And Alice has Test Landslide in hand
    And Alice has 2 cards in her library
    When Alice casts Test Landslide kicked targeting Bob and it resolves
    Then Forest is in Alice's graveyard
    And Bob has 19 life
    And Alice has 1 card in her hand

  Scenario: Not kicked, nothing is sacrificed for it
    Given a card compiled from its Oracle text:
      """
      name: Test Landslide
      types: [sorcery]
      oracle: "Kicker—Sacrifice a land.\nTarget player loses 1 life. If this spell was kicked, draw a card."
      """
    And Alice controls Forest
    And Alice has Test Landslide in hand
    And Alice has 2 cards in her library
    When Alice casts Test Landslide targeting Bob and it resolves
    Then Forest is on the battlefield
    And Alice has 0 cards in her hand
