@cr707
Feature: Copying spells, and storm (CR 707.10, 702.40a, 704.5e)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Twincast
      types: [instant]
      oracle: "Copy target instant or sorcery spell. You may choose new targets for the copy."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Storm Bolt
      types: [sorcery]
      oracle: "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)\nTest Storm Bolt deals 2 damage to any target."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Echo Mage
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy."
      """

  Scenario: "Whenever you cast or copy" sees both the spell cast and its copy
    Given a card compiled from its Oracle text:
      """
      name: Test Spell Gauge
      types: [artifact]
      oracle: "Whenever you cast or copy an instant or sorcery spell, you gain 1 life."
      """
    And Alice controls Test Spell Gauge
    And Alice has cast Lightning Bolt targeting Bob
    And Alice has Test Twincast in hand
    When Alice casts Test Twincast targeting Lightning Bolt and it resolves
    Then Alice has 22 life
    And Bob has 14 life

  Scenario: The copy has the original's targets, resolves first, and then ceases to exist (707.10, 704.5e)
    Given Alice has cast Lightning Bolt targeting Bob
    And Alice has Test Twincast in hand
    When Alice casts Test Twincast targeting Lightning Bolt and it resolves
    Then Bob has 14 life
    And the ruling cites CR 704.5e
    And the ruling marks targets for copy 1 of Lightning Bolt as assumed

  Scenario: The copy's controller chooses new, legal targets for it (707.10c)
    Given Bob controls Grizzly Bears
    And Alice has cast Lightning Bolt targeting Bob
    And Alice has Test Twincast in hand
    And Alice chooses Grizzly Bears as the target of copy 1 of Lightning Bolt
    When Alice casts Test Twincast targeting Lightning Bolt and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Bob has 17 life
    And the ruling cites CR 707.10c

  Scenario: A new target must be legal (707.10c)
    Given Alice controls Grizzly Bears
    And Alice has cast Giant Growth targeting Grizzly Bears
    And Alice has Test Twincast in hand
    And Alice chooses Bob as the target of copy 1 of Giant Growth
    When Alice casts Test Twincast targeting Giant Growth and it resolves
    Then that is not allowed, by CR 707.10c

  Scenario: Storm copies the spell for each spell cast before it this turn (702.40a)
    Given Alice cast 2 spells this turn
    And Alice has Test Storm Bolt in hand
    When Alice casts Test Storm Bolt targeting Bob and it resolves
    Then Bob has 14 life

  Scenario: Spells cast in the scenario count for storm, by any player
    Given Alice has Lightning Bolt in hand
    And Alice has Test Storm Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Storm Bolt targeting Bob and it resolves
    Then Bob has 13 life

  Scenario: With no spell cast before it, storm makes no copy
    Given Alice has Test Storm Bolt in hand
    When Alice casts Test Storm Bolt targeting Bob and it resolves
    Then Bob has 18 life

  Scenario: A copy isn't cast: it doesn't trigger "whenever you cast" again (707.10)
    Given Alice controls Test Echo Mage
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 14 life
    And 1 abilities triggered

  Scenario: "You may pay {3}. If you do, copy that spell": paid, the spell is copied (118.12, 707.10)
    Given a card compiled from its Oracle text:
      """
      name: Test Mirari
      types: [artifact]
      oracle: "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets for the copy."
      """
    And Alice controls Test Mirari
    And Alice chooses to pay for Test Mirari
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 14 life

  Scenario: Not paid, nothing is copied
    Given a card compiled from its Oracle text:
      """
      name: Test Mirari
      types: [artifact]
      oracle: "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets for the copy."
      """
    And Alice controls Test Mirari
    And Alice chooses not to pay for Test Mirari
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 17 life
