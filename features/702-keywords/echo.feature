@cr702
Feature: Echo (CR 702.30): pay again in the first upkeep after it came under your control

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Echo Giant
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Echo {2}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Echo Discarder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Echo—Discard a card."
      """

  Scenario: In its controller's next upkeep, it is sacrificed unless they pay (702.30a)
    Given it is Bob's turn 2, end step
    And Alice controls Test Echo Giant with control of it since turn 1
    And Alice chooses not to pay for Test Echo Giant
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Echo Giant is in Alice's graveyard
    And the ruling cites CR 702.30a

  Scenario: Paid, it stays, and whether it was paid is assumed if not said
    Given it is Bob's turn 2, end step
    And Alice controls Test Echo Giant with control of it since turn 1
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Echo Giant is on the battlefield
    And the ruling marks whether to pay {2}{R} as assumed

  Scenario: Under her control since before her last upkeep, echo doesn't trigger
    Given it is Bob's turn 4, end step
    And Alice controls Test Echo Giant with control of it since turn 1
    And Alice chooses not to pay for Test Echo Giant
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Echo Giant is on the battlefield
    And 0 abilities triggered

  Scenario: Cast this turn, echo triggers at her next upkeep, not in her opponent's
    Given it is Alice's turn, precombat main step
    And Alice has Test Echo Giant in hand
    And Bob has 3 cards in his library
    And Alice chooses not to pay for Test Echo Giant
    When Alice casts Test Echo Giant and it resolves
    And the game advances to the upkeep step
    Then Test Echo Giant is on the battlefield
    When the game advances to the upkeep step
    Then Test Echo Giant is in Alice's graveyard

  Scenario: An echo cost other than mana: discarding a card (702.30a)
    Given it is Bob's turn 2, end step
    And Alice controls Test Echo Discarder with control of it since turn 2
    And Alice has Forest in hand
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Echo Discarder is on the battlefield
    And Forest is in Alice's graveyard
