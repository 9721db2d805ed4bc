@cr702
Feature: Flashback (CR 702.34): cast from the graveyard, then exiled

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rolling Thunder
      types: [sorcery]
      oracle: "Test Rolling Thunder deals 2 damage to any target.\nFlashback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """

  Scenario: Cast from its owner's graveyard, it resolves and is exiled (702.34a)
    Given Alice has Test Rolling Thunder in her graveyard
    When Alice casts Test Rolling Thunder targeting Bob and it resolves
    Then Bob has 18 life
    And Test Rolling Thunder is in exile
    And the ruling cites CR 702.34a

  Scenario: Cast from the hand, it goes to the graveyard as usual
    Given Alice has Test Rolling Thunder in hand
    When Alice casts Test Rolling Thunder targeting Bob and it resolves
    Then Test Rolling Thunder is in Alice's graveyard
    And the ruling does not cite CR 702.34a

  Scenario: Countered after a flashback cast, it is exiled, not put into the graveyard (702.34a)
    Given Alice has Test Rolling Thunder in her graveyard
    And Bob has Counterspell in hand
    When Alice casts Test Rolling Thunder targeting Bob
    And Bob casts Counterspell targeting Test Rolling Thunder and it resolves
    Then Test Rolling Thunder is in exile
    And Bob has 20 life

  Scenario: Only its owner may cast it from their graveyard (702.34a)
    Given Bob has Test Rolling Thunder in his graveyard
    When Alice casts Test Rolling Thunder targeting Bob and it resolves
    Then that is not allowed, by CR 702.34a
