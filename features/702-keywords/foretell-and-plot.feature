@cr702
Feature: Foretell and plot (CR 702.143, 702.170): exiled from hand now, cast from exile later

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Doomskar Bolt
      mana_cost: "{3}{R}"
      types: [instant]
      oracle: "Test Doomskar Bolt deals 3 damage to any target.\nForetell {1}{R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Plotted Bear
      mana_cost: "{3}{G}"
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Plot {1}{G} (You may pay {1}{G} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)"
      """

  Scenario: Foretelling is a special action in its owner's turn (116.2h)
    Given it is Alice's turn, upkeep step
    And Alice has Test Doomskar Bolt in hand
    When Alice foretells Test Doomskar Bolt
    Then Test Doomskar Bolt is in exile
    And the ruling cites CR 116.2h

  Scenario: A foretold card can't be cast in the turn it was foretold (702.143a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Doomskar Bolt in hand
    When Alice foretells Test Doomskar Bolt
    And Alice casts Test Doomskar Bolt targeting Bob and it resolves
    Then that is not allowed, by CR 702.143a

  Scenario: In a later turn it is cast from exile for its foretell cost (702.143a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Doomskar Bolt in hand
    And Bob has 3 cards in his library
    When Alice foretells Test Doomskar Bolt
    And the game advances to the upkeep step
    And Alice casts Test Doomskar Bolt targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling says "for its foretell cost"

  Scenario: Plotting is a special action only at sorcery speed (116.2k)
    Given it is Alice's turn, upkeep step
    And Alice has Test Plotted Bear in hand
    When Alice plots Test Plotted Bear
    Then that is not allowed, by CR 116.2k

  Scenario: A plotted card is cast free in its owner's main phase of a later turn (702.170d)
    Given it is Alice's turn, precombat main step
    And Alice has Test Plotted Bear in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice plots Test Plotted Bear
    And the game advances to the precombat main step
    And the game advances to the precombat main step
    And Alice casts Test Plotted Bear and it resolves
    Then Test Plotted Bear is on the battlefield
    And the ruling cites CR 702.170d
