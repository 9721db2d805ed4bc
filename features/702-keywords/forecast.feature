@cr702
Feature: Forecast (CR 702.57): activated from the hand during its owner's upkeep, once each turn

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Skyscribing
      types: [sorcery]
      oracle: "Each player draws X cards.\nForecast — {2}{U}, Reveal this card from your hand: Each player draws a card. (Activate only during your upkeep and only once each turn.)"
      mana_cost: "{X}{U}{U}"
      """
    And Alice has Test Skyscribing in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library

  Scenario: Activated from the hand in its owner's upkeep, the card stays in the hand (702.57a)
    Given it is Alice's turn, upkeep step
    When Alice activates Test Skyscribing's first ability and it resolves
    Then Alice has 2 cards in her hand
    And Bob has 1 card in his hand
    And the ruling cites CR 702.57a

  Scenario: Not in its owner's upkeep, it can't be activated (702.57b)
    When Alice activates Test Skyscribing's first ability and it resolves
    Then that is not allowed, by CR 702.57b
