@cr702
Feature: Daybound and nightbound (CR 702.145) and day and night (CR 728)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Tavern Wolf
      mana_cost: "{1}{G}"
      types: [creature]
      subtypes: [Human, Werewolf]
      power: 2
      toughness: 2
      oracle: "Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
      back:
        name: Test Night Wolf
        colors: [green]
        types: [creature]
        subtypes: [Werewolf]
        power: 4
        toughness: 4
        oracle: "Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)"
      """

  Scenario: A daybound permanent makes it day when it is neither (702.145d)
    Given it is Alice's turn, precombat main step
    And Alice has Test Tavern Wolf in hand
    When Alice casts Test Tavern Wolf and it resolves
    Then it is day at the end
    And Test Tavern Wolf is 2/2
    And the ruling cites CR 702.145d

  Scenario: A turn with no spells from its active player makes it night, and daybound permanents transform (728.2a, 702.145c)
    Given it is Alice's turn, end step
    And it is day
    And Alice controls Test Tavern Wolf
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    Then it is night at the end
    And Test Tavern Wolf is 4/4
    And the ruling cites CR 728.2a
    And the ruling cites CR 702.145c

  Scenario: One spell cast in the last turn keeps it day (728.2a)
    Given it is Alice's turn, end step
    And it is day
    And Alice cast 1 spell this turn
    And Alice controls Test Tavern Wolf
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    Then it is day at the end
    And Test Tavern Wolf is 2/2

  Scenario: Two spells cast in the last turn make night day, and nightbound permanents transform back (728.2b, 702.145f)
    Given it is Alice's turn, end step
    And it is night
    And Alice cast 2 spells this turn
    And Alice controls Test Tavern Wolf with its back face up
    And Bob has 3 cards in his library
    When the game advances to the upkeep step
    Then it is day at the end
    And Test Tavern Wolf is 2/2
    And the ruling cites CR 728.2b

  Scenario: At night a daybound permanent enters transformed (702.145b)
    Given it is Alice's turn, precombat main step
    And it is night
    And Alice has Test Tavern Wolf in hand
    When Alice casts Test Tavern Wolf and it resolves
    Then Test Tavern Wolf is 4/4
    And it is night at the end

  Scenario: It can't transform except as day and night change (702.145b)
    Given a card compiled from its Oracle text:
      """
      name: Test Moonmist
      types: [instant]
      oracle: "Transform target creature."
      """
    And it is Alice's turn, precombat main step
    And it is day
    And Alice controls Test Tavern Wolf
    And Alice has Test Moonmist in hand
    When Alice casts Test Moonmist targeting Test Tavern Wolf and it resolves
    Then Test Tavern Wolf is 2/2
    And the ruling cites CR 702.145b
