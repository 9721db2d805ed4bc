@cr702
Feature: Escape (CR 702.138): cast from the graveyard for its escape cost

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Escaping Beast
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Escape—{3}{G}, Exile two other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)\nThis creature escapes with two +1/+1 counters on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Escaping Insight
      types: [sorcery]
      oracle: "Draw two cards.\nEscape—{2}{U}, Exile two other cards from your graveyard."
      """

  Scenario: Cast from its owner's graveyard, the other cards are exiled and it escapes with its counters (702.138a, 702.138c)
    Given Alice has Test Escaping Beast in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Lightning Bolt in her graveyard
    When Alice casts Test Escaping Beast and it resolves
    Then Test Escaping Beast is on the battlefield
    And Test Escaping Beast has 2 +1/+1 counters on it
    And Grizzly Bears is in exile
    And Lightning Bolt is in exile
    And the ruling cites CR 702.138a

  Scenario: Cast from the hand, it didn't escape and enters without the counters
    Given Alice has Test Escaping Beast in hand
    When Alice casts Test Escaping Beast and it resolves
    Then Test Escaping Beast has no counters on it
    And the ruling does not cite CR 702.138a

  Scenario: With too few other cards in the graveyard, the escape cost can't be paid (118.3)
    Given Alice has Test Escaping Beast in her graveyard
    And Alice has Grizzly Bears in her graveyard
    When Alice casts Test Escaping Beast and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: An escaped sorcery goes to the graveyard as it resolves, not to exile
    Given Alice has Test Escaping Insight in her graveyard
    And Alice has Grizzly Bears in her graveyard
    And Alice has Lightning Bolt in her graveyard
    And Alice has 5 cards in her library
    When Alice casts Test Escaping Insight and it resolves
    Then Test Escaping Insight is in Alice's graveyard
    And Alice has 2 cards in her hand

  Scenario: Only its owner may cast it from their graveyard with escape
    Given Bob has Test Escaping Insight in his graveyard
    And Bob has Grizzly Bears in his graveyard
    And Bob has Lightning Bolt in his graveyard
    When Alice casts Test Escaping Insight and it resolves
    Then that is not allowed, by CR 702.138a
