@cr506
Feature: Who may block a creature (CR 509.1b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Boar
      types: [creature]
      power: 4
      toughness: 3
      oracle: "This creature can't be blocked by more than one creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Ledgewalker
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature can't be blocked except by creatures with flying."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Rats
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature can't be blocked by Walls."
      """

  Scenario: One blocker is allowed
    Given Alice controls Test Boar
    And Bob controls Grizzly Bears
    When Alice attacks with Test Boar and Grizzly Bears blocks and combat ends
    Then Grizzly Bears is in Bob's graveyard

  Scenario: Two blockers are not (509.1b)
    Given Alice controls Test Boar
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    When Alice attacks with Test Boar, which Grizzly Bears and Savannah Lions block, and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: Only a creature with flying may block it
    Given Alice controls Test Ledgewalker
    And Bob controls Grizzly Bears
    When Alice attacks with Test Ledgewalker and Grizzly Bears blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: A flyer may
    Given Alice controls Test Ledgewalker
    And Bob controls Serra Angel
    When Alice attacks with Test Ledgewalker and Serra Angel blocks and combat ends
    Then Test Ledgewalker is in Alice's graveyard

  Scenario: A Wall can't block it
    Given Alice controls Test Rats
    And Bob controls Wall of Stone
    When Alice attacks with Test Rats and Wall of Stone blocks and combat ends
    Then that is not allowed, by CR 509.1b

  Scenario: "Creatures with power less than its power can't block it": compared as blockers are declared
    Given a card compiled from its Oracle text:
      """
      name: Test Gnarlid
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Creatures with power less than this creature's power can't block it."
      """
    And it is Alice's turn
    And Alice controls Test Gnarlid
    And Bob controls Llanowar Elves
    When Alice attacks with Test Gnarlid and Llanowar Elves blocks
    Then that is not allowed, by CR 509.1b

  Scenario: A creature with as much power can block it
    Given a card compiled from its Oracle text:
      """
      name: Test Gnarlid
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Creatures with power less than this creature's power can't block it."
      """
    And it is Alice's turn
    And Alice controls Test Gnarlid
    And Bob controls Grizzly Bears
    When Alice attacks with Test Gnarlid, which Grizzly Bears blocks, and combat ends
    Then Test Gnarlid is in Alice's graveyard

  Scenario: "Target creature can't block this creature this turn" forbids that one block (509.1b)
    Given a card compiled from its Oracle text:
      """
      name: Test Pathfinder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "{1}{G}: Target creature can't block this creature this turn."
      """
    And it is Bob's turn
    And Alice controls Grizzly Bears
    And Bob controls Test Pathfinder
    When Bob activates Test Pathfinder's first ability targeting Grizzly Bears and it resolves
    And Bob attacks with Test Pathfinder, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 509.1b
