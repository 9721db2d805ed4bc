@cr702
Feature: Evoke, dash and blitz (CR 118.9, 702.74, 702.109, 702.152): a spell cast for another
  cost instead of its mana cost, and the permanent it becomes remembering it

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Mulldrifter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Flying\nWhen this creature enters, draw two cards.\nEvoke {2}{U}"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mardu Scout
      types: [creature]
      power: 3
      toughness: 1
      oracle: "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tenacious Underdog
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Blitz {2}{B}{B}"
      """

  Scenario: Evoked, it enters, both its triggers happen, and it is sacrificed (702.74a)
    Given Alice has Test Mulldrifter in hand
    And Alice has 3 cards in her library
    When Alice casts Test Mulldrifter for its evoke cost and it resolves
    Then Test Mulldrifter is in Alice's graveyard
    And Alice has 1 card in her library
    And the ruling cites CR 702.74a

  Scenario: Cast for its mana cost, it stays, and how it was paid for is assumed (118.9)
    Given Alice has Test Mulldrifter in hand
    And Alice has 3 cards in her library
    When Alice casts Test Mulldrifter and it resolves
    Then Test Mulldrifter is on the battlefield
    And Alice has 1 card in her library
    And the ruling marks how to pay for Test Mulldrifter as assumed

  Scenario: A spell without the keyword can't be cast for that cost (118.9)
    Given Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt for its evoke cost targeting Bob and it resolves
    Then that is not allowed, by CR 118.9a

  Scenario: Dashed, it has haste and returns to its owner's hand at the next end step (702.109a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Mardu Scout in hand
    When Alice casts Test Mardu Scout for its dash cost and it resolves
    Then Test Mardu Scout has haste
    When the game advances to the end step
    Then Test Mardu Scout is in Alice's hand
    And the ruling cites CR 702.109a

  Scenario: Cast for its mana cost, it has no haste and stays
    Given it is Alice's turn, precombat main step
    And Alice has Test Mardu Scout in hand
    When Alice casts Test Mardu Scout and it resolves
    Then Test Mardu Scout does not have haste
    When the game advances to the end step
    Then Test Mardu Scout is on the battlefield

  Scenario: Blitzed, it has haste, is sacrificed at the next end step and draws a card (702.152a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Tenacious Underdog in hand
    And Alice has 3 cards in her library
    When Alice casts Test Tenacious Underdog for its blitz cost and it resolves
    Then Test Tenacious Underdog has haste
    When the game advances to the end step
    Then Test Tenacious Underdog is in Alice's graveyard
    And Alice has 2 cards in her library
    And the ruling cites CR 702.152a

  Scenario: Spectacle, after an opponent lost life this turn (702.137a)
    Given a card compiled from its Oracle text:
      """
      name: Test Spectacle Bolt
      types: [instant]
      mana_cost: "{3}{R}"
      oracle: "Test Spectacle Bolt deals 3 damage to any target.\nSpectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)"
      """
    And Bob lost 2 life this turn
    And Alice has Test Spectacle Bolt in hand
    When Alice casts Test Spectacle Bolt for its spectacle cost targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling cites CR 702.137a

  Scenario: No spectacle when no opponent lost life this turn (702.137a)
    Given a card compiled from its Oracle text:
      """
      name: Test Spectacle Bolt
      types: [instant]
      mana_cost: "{3}{R}"
      oracle: "Test Spectacle Bolt deals 3 damage to any target.\nSpectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)"
      """
    And Alice has Test Spectacle Bolt in hand
    When Alice casts Test Spectacle Bolt for its spectacle cost targeting Bob and it resolves
    Then that is not allowed, by CR 702.137a

  Scenario: Surge, after its caster cast another spell this turn (702.117a)
    Given a card compiled from its Oracle text:
      """
      name: Test Surger
      types: [creature]
      mana_cost: "{4}{U}"
      power: 3
      toughness: 3
      oracle: "Surge {1}{U} (You may cast this spell for its surge cost if you've cast another spell this turn.)\nWhen this creature enters, if its surge cost was paid, draw a card."
      """
    And Alice cast 1 spell this turn
    And Alice has Test Surger in hand
    And Alice has 2 cards in her library
    When Alice casts Test Surger for its surge cost and it resolves
    Then Test Surger is on the battlefield
    And Alice has 1 card in her hand
    And the ruling cites CR 702.117a

  Scenario: No surge as the turn's first spell (702.117a)
    Given a card compiled from its Oracle text:
      """
      name: Test Surger
      types: [creature]
      mana_cost: "{4}{U}"
      power: 3
      toughness: 3
      oracle: "Surge {1}{U} (You may cast this spell for its surge cost if you've cast another spell this turn.)"
      """
    And Alice has Test Surger in hand
    When Alice casts Test Surger for its surge cost and it resolves
    Then that is not allowed, by CR 702.117a

  Scenario: An evoke cost other than mana is paid as the spell is cast (702.74a, 601.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Fury
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, it deals 1 damage to each opponent.\nEvoke—Exile a red card from your hand."
      """
    And Alice has Test Fury in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Fury for its evoke cost and it resolves
    Then Lightning Bolt is in exile
    And Test Fury is in Alice's graveyard
    And Bob has 19 life

  Scenario: With no red card to exile from hand, the evoke cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Fury
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, it deals 1 damage to each opponent.\nEvoke—Exile a red card from your hand."
      """
    And Alice has Test Fury in hand
    And Alice has Counterspell in hand
    When Alice casts Test Fury for its evoke cost and it resolves
    Then that is not allowed, by CR 118.3
