@cr702
Feature: Cumulative upkeep (CR 702.24)

  At the beginning of its controller's upkeep the permanent gets an age counter; then its
  controller may pay the cost once for each age counter on it, or else sacrifice it.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Wolves
      types: [creature]
      power: 6
      toughness: 6
      oracle: "Cumulative upkeep—Pay 1 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)"
      """

  Scenario: An age counter, then the cost once for each (702.24a)
    Given it is Bob's turn, end step
    And Alice controls Test Wolves with 2 age counters
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Wolves has 3 age counters on it
    And Alice has 17 life
    And the ruling cites CR 702.24a

  Scenario: Not paid: it is sacrificed
    Given it is Bob's turn, end step
    And Alice controls Test Wolves with 1 age counter
    And Alice chooses not to pay for Test Wolves
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Wolves is in Alice's graveyard
    And Alice has 20 life

  Scenario: An upkeep cost that can't be paid in full isn't paid (118.3)
    Given it is Bob's turn, end step
    And Alice has 2 life
    And Alice controls Test Wolves with 2 age counters
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Wolves is in Alice's graveyard
    And Alice has 2 life

  Scenario: Cumulative upkeep—Sacrifice a land: one land for each age counter (702.24a)
    Given a card compiled from its Oracle text:
      """
      name: Test Polar Kraken
      types: [creature]
      power: 11
      toughness: 11
      oracle: "Cumulative upkeep—Sacrifice a land."
      """
    And it is Bob's turn, end step
    And Alice controls Test Polar Kraken with 1 age counter
    And Alice controls Forest
    And Alice controls Forest as "second forest"
    And Alice controls Forest as "third forest"
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Polar Kraken has 2 age counters on it
    And Forest is in Alice's graveyard
    And second forest is in Alice's graveyard
    And third forest is on the battlefield

  Scenario: With too few lands to sacrifice, the cumulative upkeep isn't paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Polar Kraken
      types: [creature]
      power: 11
      toughness: 11
      oracle: "Cumulative upkeep—Sacrifice a land."
      """
    And it is Bob's turn, end step
    And Alice controls Test Polar Kraken with 1 age counter
    And Alice controls Forest
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Polar Kraken is in Alice's graveyard
    And Forest is on the battlefield
