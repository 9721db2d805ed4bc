@cr702
Feature: Buyback (CR 702.27)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Searing Touch
      types: [instant]
      oracle: "Buyback {4}\nTest Searing Touch deals 1 damage to any target."
      """

  Scenario: With its buyback cost paid, it returns to its owner's hand as it resolves (702.27a)
    Given Alice has Test Searing Touch in hand
    When Alice casts Test Searing Touch with buyback targeting Bob and it resolves
    Then Bob has 19 life
    And Test Searing Touch is in Alice's hand
    And the ruling cites CR 702.27a

  Scenario: Without it, it goes to the graveyard, and the ruling says the cost was assumed not paid
    Given Alice has Test Searing Touch in hand
    When Alice casts Test Searing Touch targeting Bob and it resolves
    Then Test Searing Touch is in Alice's graveyard
    And the ruling marks whether to pay the buyback cost of Test Searing Touch as assumed

  Scenario: A countered spell goes to the graveyard, buyback or not
    Given Bob controls Grizzly Bears
    And Alice has cast Test Searing Touch targeting Grizzly Bears
    And Bob has cast Counterspell targeting Test Searing Touch
    When all players pass priority until the stack is empty
    Then Test Searing Touch is in Alice's graveyard
