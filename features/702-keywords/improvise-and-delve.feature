@cr702
Feature: Improvise and delve (CR 702.126, 702.66): artifacts and graveyard cards pay generic mana

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Reverse Engineer
      mana_cost: "{3}{U}{U}"
      types: [sorcery]
      oracle: "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nDraw three cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Treasure Cruise
      mana_cost: "{7}{U}"
      types: [sorcery]
      oracle: "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDraw three cards."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Trinket
      mana_cost: "{1}"
      types: [artifact]
      oracle: ""
      """

  Scenario: Improvise taps artifacts to pay generic mana (702.126a)
    Given Alice controls Test Trinket
    And Alice controls Test Trinket as "second trinket"
    And Alice has Test Reverse Engineer in hand
    And Alice has 5 cards in her library
    When Alice casts Test Reverse Engineer, tapping Test Trinket and second trinket for improvise, and it resolves
    Then Test Trinket is tapped
    And second trinket is tapped
    And the ruling cites CR 702.126a

  Scenario: Artifacts pay only generic mana: no more of them than it has (702.126a)
    Given Alice controls Test Trinket
    And Alice controls Test Trinket as "second trinket"
    And Alice controls Test Trinket as "third trinket"
    And Alice controls Test Trinket as "fourth trinket"
    And Alice has Test Reverse Engineer in hand
    When Alice casts Test Reverse Engineer, tapping Test Trinket and second trinket and third trinket and fourth trinket for improvise, and it resolves
    Then that is not allowed, by CR 702.126a

  Scenario: Delve exiles cards from the graveyard to pay generic mana (702.66a)
    Given Alice has Forest in her graveyard
    And Alice has Island in her graveyard
    And Alice has Test Treasure Cruise in hand
    And Alice has 5 cards in her library
    When Alice casts Test Treasure Cruise, exiling Forest and Island for delve, and it resolves
    Then Forest is in exile
    And Island is in exile
    And Alice has 2 cards in her library
    And the ruling cites CR 702.66a

  Scenario: A spell without delve can't exile cards to pay for it (702.66a)
    Given Alice has Forest in her graveyard
    And Alice has Test Reverse Engineer in hand
    When Alice casts Test Reverse Engineer, exiling Forest for delve, and it resolves
    Then that is not allowed, by CR 702.66a
