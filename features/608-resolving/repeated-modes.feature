@cr608
Feature: A mode chosen more than once, where the spell allows it (CR 700.2d)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Confluence
      types: [instant]
      oracle: "Choose three. You may choose the same mode more than once.\n• Test Confluence deals 1 damage to each creature.\n• Test Confluence deals 2 damage to each opponent.\n• Destroy target artifact."
      """
    And Alice controls Grizzly Bears
    And Bob controls Ornithopter
    And Bob controls Memnite
    And Alice has Test Confluence in hand

  Scenario: The same mode three times happens three times
    When Alice casts Test Confluence choosing modes 2, 2 and 2 and it resolves
    Then Bob has 14 life
    And Grizzly Bears has 0 damage marked on it
    And the ruling cites CR 700.2d

  Scenario: A targeted mode chosen twice has a target for each time
    When Alice casts Test Confluence choosing modes 1, 3 and 3 targeting Ornithopter and Memnite and it resolves
    Then Ornithopter is in Bob's graveyard
    And Memnite is in Bob's graveyard
    And Grizzly Bears has 1 damage marked on it

  Scenario: Each time a mode happens, its damage is dealt again
    When Alice casts Test Confluence choosing modes 1, 1 and 2 and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Bob has 18 life

  Scenario: A spell without that permission can't choose a mode twice
    Given a card compiled from its Oracle text:
      """
      name: Test Command
      types: [instant]
      oracle: "Choose two —\n• Test Command deals 2 damage to each opponent.\n• Destroy target artifact."
      """
    And Alice has Test Command in hand
    When Alice casts Test Command choosing modes 1 and 1 and it resolves
    Then that is not allowed, by CR 700.2a

  Scenario: A mode that targets a player, chosen twice, may target a different player each time
    Given a card compiled from its Oracle text:
      """
      name: Test Coalition
      types: [sorcery]
      oracle: "Choose three. You may choose the same mode more than once.\n• Target player gains 3 life.\n• Target player loses 1 life.\n• Destroy target artifact."
      """
    And Alice has Test Coalition in hand
    When Alice casts Test Coalition choosing modes 1, 1 and 2 targeting Alice and Bob and Bob and it resolves
    Then Alice has 23 life
    And Bob has 22 life

  Scenario: The same object may be the target each time; destroyed once, it isn't destroyed again
    When Alice casts Test Confluence choosing modes 2, 3 and 3 targeting Ornithopter and Ornithopter and it resolves
    Then Ornithopter is in Bob's graveyard
    And Memnite is on the battlefield
    And Bob has 18 life
    And the ruling does not say "thopter#2) is destroyed"
