@cr506
Feature: Static restrictions on blocks: how many, which attackers, attacking alone (CR 509.1b, 506.5)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Tromper
      types: [creature]
      power: 4
      toughness: 4
      oracle: "This creature can't be blocked except by three or more creatures."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Goblin Raiders
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature can't block creatures with power 2 or greater."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Lone Wolf
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature can't be blocked as long as it's attacking alone."
      """

  Scenario: Two creatures can't block a creature that needs three or more blockers
    Given Alice controls Test Tromper
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    When Alice attacks with Test Tromper, which Grizzly Bears and Savannah Lions block, and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: Three creatures may block a creature that needs three or more blockers
    Given Alice controls Test Tromper
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    And Bob controls Hill Giant
    When Alice attacks with Test Tromper, which Grizzly Bears and Savannah Lions and Hill Giant block, and combat ends
    Then Test Tromper is in Alice's graveyard

  Scenario: A creature that can't block creatures with power 2 or greater can't block a 2/2
    Given Alice controls Grizzly Bears
    And Bob controls Test Goblin Raiders
    When Alice attacks with Grizzly Bears and Test Goblin Raiders blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: A creature that can't block creatures with power 2 or greater may block a 1/1
    Given Alice controls Llanowar Elves
    And Bob controls Test Goblin Raiders
    When Alice attacks with Llanowar Elves and Test Goblin Raiders blocks and combat ends
    Then Llanowar Elves is in Alice's graveyard

  Scenario: A creature attacking alone that can't be blocked while it does
    Given Alice controls Test Lone Wolf
    And Bob controls Grizzly Bears
    When Alice attacks with Test Lone Wolf and Grizzly Bears blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: The same creature attacking beside another may be blocked
    Given Alice controls Test Lone Wolf
    And Alice controls Savannah Lions
    And Bob controls Grizzly Bears
    When Alice attacks with Test Lone Wolf and Savannah Lions, and Grizzly Bears blocks Test Lone Wolf, and combat ends
    Then Test Lone Wolf is in Alice's graveyard
