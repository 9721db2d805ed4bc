@cr702
Feature: Spree (CR 702.172a): one or more modes, each chosen mode's cost paid in addition

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Spree Derailment
      mana_cost: "{R}"
      types: [instant]
      oracle: "Spree (Choose one or more additional costs.)\n+ {2} — Test Spree Derailment deals 4 damage to target creature.\n+ {2}{R} — Destroy target artifact."
      """

  Scenario: Both modes chosen, both modes' costs are added to the total cost (702.172a, 601.2f)
    Given Bob controls Grizzly Bears
    And Bob controls Sol Ring
    And Alice has Test Spree Derailment in hand
    When Alice casts Test Spree Derailment choosing modes 1 and 2 targeting Grizzly Bears and Sol Ring and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Sol Ring is in Bob's graveyard
    And the ruling says "is {4}{R}{R}: {R}, {2} more for spree mode 1; {2}{R} more for spree mode 2"
    And the ruling cites CR 702.172a

  Scenario: One mode chosen, only its cost is added, and only its target is chosen (700.2)
    Given Bob controls Grizzly Bears
    And Bob controls Sol Ring
    And Alice has Test Spree Derailment in hand
    When Alice casts Test Spree Derailment choosing mode 2 targeting Sol Ring and it resolves
    Then Sol Ring is in Bob's graveyard
    And Grizzly Bears is on the battlefield
    And the ruling says "is {2}{R}{R}: {R}, {2}{R} more for spree mode 2"
    And the ruling does not say "spree mode 1"

  Scenario: No mode named, the first is chosen, and that is assumed
    Given Bob controls Grizzly Bears
    And Alice has Test Spree Derailment in hand
    When Alice casts Test Spree Derailment targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And the ruling says "is {2}{R}: {R}, {2} more for spree mode 1"
    And the ruling marks the mode(s) of Test Spree Derailment (one or more) as assumed

  Scenario: A mode's colored cost adds to the spell's mana cost (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Spree Ritual
      mana_cost: "{3}{B}"
      types: [sorcery]
      oracle: "Spree (Choose one or more additional costs.)\n+ {2} — Target player mills two cards.\n+ {B}{B} — Target player draws three cards and loses 3 life."
      """
    And Alice has Test Spree Ritual in hand
    And Bob has 5 cards in his library
    When Alice casts Test Spree Ritual choosing mode 2 targeting Bob and it resolves
    Then Bob has 17 life
    And Bob has 3 cards in his hand
    And the ruling says "is {3}{B}{B}{B}: {3}{B}, {B}{B} more for spree mode 2"
