@cr702
Feature: Rebound (CR 702.88) and casting a spell as an effect resolves (CR 608.2g)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Staggershock
      mana_cost: "{2}{R}"
      types: [instant]
      oracle: "Test Staggershock deals 2 damage to any target.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)"
      """

  Scenario: Cast from hand, it is exiled and cast again free in its caster's next upkeep (702.88a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Staggershock in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    And Test Staggershock's triggered abilities target Bob
    When Alice casts Test Staggershock targeting Bob and it resolves
    Then Test Staggershock is in exile
    And Bob has 18 life
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 18 life
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 16 life
    And Test Staggershock is in Alice's graveyard
    And the ruling cites CR 702.88a
    And the ruling cites CR 608.2g

  Scenario: Not cast from hand, it goes to the graveyard (702.88a)
    Given it is Alice's turn, precombat main step
    And Alice has cast Test Staggershock targeting Bob
    When all players pass priority until the stack is empty
    Then Test Staggershock is in Alice's graveyard

  Scenario: With no target named for the free cast, it isn't cast, and that is assumed
    Given it is Alice's turn, precombat main step
    And Alice has Test Staggershock in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice casts Test Staggershock targeting Bob and it resolves
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Staggershock is in exile
    And Bob has 18 life
    And the ruling marks the targets of Test Staggershock, cast as it resolves (choices: trigger_targets) as assumed
