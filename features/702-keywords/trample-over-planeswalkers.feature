@cr702
Feature: Trample over planeswalkers (CR 702.19c, 702.19e, 702.19f)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Planestomper
      types: [creature]
      subtypes: [Beast]
      power: 6
      toughness: 6
      oracle: "Trample over planeswalkers"
      """

  Scenario: Damage beyond a blocker's lethal and the planeswalker's loyalty goes to its controller
    Given Bob controls Garruk Wildspeaker
    And Bob controls Savannah Lions
    And Alice controls Test Planestomper
    When Alice attacks Garruk Wildspeaker with Test Planestomper and Savannah Lions blocks and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Savannah Lions is in Bob's graveyard
    And Bob has 18 life
    And the ruling says "1 to savannah_lions, 3 to garruk_wildspeaker, 2 to Bob"
    And the ruling marks how Test Planestomper divides its combat damage as assumed
    And the ruling cites CR 702.19c

  Scenario: Unblocked, it assigns the planeswalker its loyalty and the rest to its controller
    Given Bob controls Jace, the Mind Sculptor with 2 loyalty counters
    And Alice controls Test Planestomper
    When Alice attacks Jace, the Mind Sculptor with Test Planestomper and combat ends
    Then Jace, the Mind Sculptor is in Bob's graveyard
    And Bob has 16 life
    And the step saying "Bob loses 4 life" cites CR 702.19c

  Scenario: Its controller may keep all the damage on the planeswalker
    Given Bob controls Garruk Wildspeaker
    And Alice controls Test Planestomper
    And Test Planestomper assigns its combat damage as 6 to Garruk Wildspeaker
    When Alice attacks Garruk Wildspeaker with Test Planestomper and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 20 life

  Scenario: Damage to the controller before the planeswalker has its loyalty is refused
    Given Bob controls Garruk Wildspeaker
    And Alice controls Test Planestomper
    And Test Planestomper assigns its combat damage as 2 to Garruk Wildspeaker and 4 to Bob
    When Alice attacks Garruk Wildspeaker with Test Planestomper and combat ends
    Then that is not allowed, by CR 702.19c

  Scenario: Another attacker's damage to the planeswalker counts toward its loyalty
    Given Bob controls Garruk Wildspeaker
    And Alice controls Test Planestomper
    And Alice controls Grizzly Bears
    And Test Planestomper assigns its combat damage as 1 to Garruk Wildspeaker and 5 to Bob
    When Alice attacks Garruk Wildspeaker with Test Planestomper and Grizzly Bears and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 15 life

  Scenario: Its planeswalker removed from combat, all its damage goes to the defending player
    Given Bob controls Jace, the Mind Sculptor
    And Alice controls Test Planestomper
    And Alice has Lightning Bolt in hand
    When Alice attacks Jace, the Mind Sculptor with Test Planestomper, Alice casts Lightning Bolt targeting Jace, the Mind Sculptor before blockers, and combat ends
    Then Jace, the Mind Sculptor is in Bob's graveyard
    And Bob has 14 life
    And the ruling cites CR 702.19e

  Scenario: Plain trample attacking a planeswalker sends nothing to its controller (702.19f)
    Given Bob controls Garruk Wildspeaker
    And Alice controls Ball Lightning
    When Alice attacks Garruk Wildspeaker with Ball Lightning and combat ends
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 20 life
