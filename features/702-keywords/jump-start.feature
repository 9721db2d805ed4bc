@cr702
Feature: Jump-start (CR 702.133): cast from the graveyard, discarding a card, then exiled

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Chemister's Insight
      mana_cost: "{3}{U}"
      types: [instant]
      oracle: "Draw two cards.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)"
      """

  Scenario: Cast from the graveyard, a card is discarded and the spell is exiled after (702.133a)
    Given Alice has Test Chemister's Insight in her graveyard
    And Alice has Forest in hand
    And Alice has 3 cards in her library
    When Alice casts Test Chemister's Insight and it resolves
    Then Forest is in Alice's graveyard
    And Test Chemister's Insight is in exile
    And Alice has 1 card in her library
    And the ruling cites CR 702.133a

  Scenario: With no card to discard, it can't be cast from the graveyard (118.3)
    Given Alice has Test Chemister's Insight in her graveyard
    And Alice has 3 cards in her library
    When Alice casts Test Chemister's Insight and it resolves
    Then that is not allowed, by CR 118.3
