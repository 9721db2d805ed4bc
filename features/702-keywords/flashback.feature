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

  Scenario: A flashback cost's parts other than mana are paid as it is cast (702.34a, 601.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Deep Analysis
      types: [sorcery]
      oracle: "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
      """
    And Alice has Test Deep Analysis in her graveyard
    And Alice has 5 cards in her library
    When Alice casts Test Deep Analysis targeting Alice and it resolves
    Then Alice has 17 life
    And Alice has 2 cards in her hand
    And Test Deep Analysis is in exile

  Scenario: A flashback cost with no mana: creatures tapped as it is cast (702.34a)
    Given a card compiled from its Oracle text:
      """
      name: Test Battle Screech
      types: [sorcery]
      oracle: "You gain 3 life.\nFlashback—Tap two untapped white creatures you control."
      """
    And Alice controls Savannah Lions as "lions"
    And Alice controls Savannah Lions as "more lions"
    And Alice has Test Battle Screech in her graveyard
    When Alice casts Test Battle Screech and it resolves
    Then lions is tapped
    And more lions is tapped
    And Alice has 23 life

  Scenario: Without the creatures to tap, the flashback cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Battle Screech
      types: [sorcery]
      oracle: "You gain 3 life.\nFlashback—Tap two untapped white creatures you control."
      """
    And Alice controls Savannah Lions
    And Alice controls Grizzly Bears
    And Alice has Test Battle Screech in her graveyard
    When Alice casts Test Battle Screech and it resolves
    Then that is not allowed, by CR 118.3
