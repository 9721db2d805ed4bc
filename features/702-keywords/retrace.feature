@cr702
Feature: Retrace (CR 702.81): cast from the graveyard, discarding a land card too

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Worm Harvest
      mana_cost: "{2}{B}"
      types: [sorcery]
      oracle: "You gain 3 life.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"
      """

  Scenario: Cast from the graveyard, a land card is discarded, and the spell goes back to the graveyard (702.81a)
    Given Alice has Test Worm Harvest in her graveyard
    And Alice has Forest in hand
    When Alice casts Test Worm Harvest and it resolves
    Then Forest is in Alice's graveyard
    And Test Worm Harvest is in Alice's graveyard
    And Alice has 23 life
    And the ruling cites CR 702.81a

  Scenario: Only a land card pays for retrace (118.3)
    Given Alice has Test Worm Harvest in her graveyard
    And Alice has Lightning Bolt in hand
    When Alice casts Test Worm Harvest and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: From the hand it is cast as usual, with no discard
    Given Alice has Test Worm Harvest in hand
    And Alice has Forest in hand
    When Alice casts Test Worm Harvest and it resolves
    Then Forest is in Alice's hand
    And Alice has 23 life
