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
