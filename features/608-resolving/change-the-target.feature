@cr608
Feature: "Change the target of target spell with a single target" (CR 115.7a)

  The spell's one target can be changed only to another target that is legal for it; if there
  is none, it keeps the target it has. What it targets now becomes its target, as if chosen.
  A spell with two targets, even the same player twice, has no single target.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Redirect
      types: [instant]
      oracle: "Change the target of target spell with a single target."
      """

  Scenario: Lightning Bolt aimed at Alice is changed to aim at Bob's creature
    Given Bob controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Redirect targeting Lightning Bolt
    And Alice chooses Grizzly Bears for Test Redirect's ability
    When all players pass priority until the stack is empty
    Then Alice has 20 life
    And Grizzly Bears is in Bob's graveyard

  Scenario: With no choice given, the new target is the first legal one, an opponent, assumed
    Given Bob controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Redirect targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Alice has 20 life
    And Bob has 17 life
    And Grizzly Bears is on the battlefield
    And the ruling marks the new target of Lightning Bolt as assumed

  Scenario: The new target must be legal for the spell: a creature with hexproof can't be (115.7a)
    Given a card compiled from its Oracle text:
      """
      name: Test Warded Bear
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Hexproof"
      """
    And Alice controls Test Warded Bear
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Redirect targeting Lightning Bolt
    And Alice chooses Test Warded Bear for Test Redirect's ability
    When all players pass priority until the stack is empty
    Then that is not allowed, by CR 115.7a

  Scenario: With no other legal target, the target stays (115.7a)
    Given a card compiled from its Oracle text:
      """
      name: Test Lone Bolt
      types: [instant]
      oracle: "Test Lone Bolt deals 2 damage to target creature you control."
      """
    And Bob controls Grizzly Bears
    And Bob has cast Test Lone Bolt targeting Grizzly Bears
    And Alice has cast Test Redirect targeting Test Lone Bolt
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
    And the ruling says "its target stays"

  Scenario: A spell with two targets can't be chosen: it has no single target
    Given a card compiled from its Oracle text:
      """
      name: Test Twin Bolt
      types: [instant]
      oracle: "Test Twin Bolt deals 1 damage to target creature. Test Twin Bolt deals 1 damage to target player."
      """
    And Bob controls Grizzly Bears
    And Bob has cast Test Twin Bolt targeting Grizzly Bears and Alice
    And Alice has Test Redirect in hand
    When Alice casts Test Redirect targeting Test Twin Bolt and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: The creature the spell now targets becomes its target: "becomes the target" triggers
    Given a card compiled from its Oracle text:
      """
      name: Test Watchful Bear
      types: [creature]
      power: 2
      toughness: 4
      oracle: "Whenever this creature becomes the target of a spell, you gain 2 life."
      """
    And Bob controls Test Watchful Bear
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Redirect targeting Lightning Bolt
    And Alice chooses Test Watchful Bear for Test Redirect's ability
    When all players pass priority until the stack is empty
    Then Bob has 22 life
    And Test Watchful Bear has 3 damage marked on it
