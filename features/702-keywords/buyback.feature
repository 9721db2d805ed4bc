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

  Scenario: A buyback cost other than mana is paid as the spell is cast (702.27a, 601.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Constant Mists
      types: [instant]
      oracle: "Buyback—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast this spell. If you do, put this card into your hand as it resolves.)\nYou gain 2 life."
      """
    And Alice controls Forest
    And Alice has Test Constant Mists in hand
    When Alice casts Test Constant Mists with buyback and it resolves
    Then Forest is in Alice's graveyard
    And Test Constant Mists is in Alice's hand
    And Alice has 22 life

  Scenario: Not paying a buyback cost other than mana, nothing is sacrificed
    Given a card compiled from its Oracle text:
      """
      name: Test Constant Mists
      types: [instant]
      oracle: "Buyback—Sacrifice a land.\nYou gain 2 life."
      """
    And Alice controls Forest
    And Alice has Test Constant Mists in hand
    When Alice casts Test Constant Mists and it resolves
    Then Forest is on the battlefield
    And Test Constant Mists is in Alice's graveyard

  Scenario: With no land to sacrifice, the buyback cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Constant Mists
      types: [instant]
      oracle: "Buyback—Sacrifice a land.\nYou gain 2 life."
      """
    And Alice has Test Constant Mists in hand
    When Alice casts Test Constant Mists with buyback and it resolves
    Then that is not allowed, by CR 118.3
