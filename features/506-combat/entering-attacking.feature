@cr506
Feature: Creatures put onto the battlefield attacking (CR 508.4, 506.3)

  A creature that enters attacking is an attacking creature until combat ends, but it never
  attacked: abilities that trigger on attacking don't see it.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Hero
      types: [creature]
      power: 3
      toughness: 4
      oracle: "Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Drillmaster
      types: [enchantment]
      oracle: "Whenever a creature you control attacks, you gain 1 life."
      """

  Scenario: The tokens deal combat damage, but only the creature declared as an attacker attacked (508.4)
    Given Alice controls Test Hero
    And Alice controls Test Drillmaster
    When Alice attacks with Test Hero and combat ends
    Then Bob has 15 life
    And Alice has 21 life
    And every token Alice controls is tapped
    And the ruling cites CR 508.4

  Scenario: Put onto the battlefield attacking outside combat, it only enters tapped (506.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Ambush
      types: [sorcery]
      oracle: "Create a 1/1 white Soldier creature token that's tapped and attacking."
      """
    And Alice has Test Ambush in hand
    When Alice casts Test Ambush and it resolves
    Then Alice controls 1 token
    And every token Alice controls is tapped
    And the ruling does not cite CR 508.4

  Scenario: "Target creature defending player controls": a creature of the player it attacks (506.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Raider
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks, tap target creature defending player controls."
      """
    And it is Alice's turn
    And Alice controls Test Raider
    And Bob controls Llanowar Elves
    And Test Raider's triggered abilities target Llanowar Elves
    When Alice attacks with Test Raider and combat ends
    Then Llanowar Elves is tapped
    And Bob has 18 life

  Scenario: The attacker's own controller's creatures are not the defending player's (506.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Raider
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks, tap target creature defending player controls."
      """
    And it is Alice's turn
    And Alice controls Test Raider
    And Alice controls Grizzly Bears
    And Test Raider's triggered abilities target Grizzly Bears
    When Alice attacks with Test Raider and combat ends
    Then that is not allowed, by CR 603.3d

  Scenario: "Target creature that player controls": of the player the trigger event was about
    Given a card compiled from its Oracle text:
      """
      name: Test Marauder
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature deals combat damage to a player, destroy target creature that player controls."
      """
    And it is Alice's turn
    And Alice controls Test Marauder
    And Bob controls Llanowar Elves
    And Test Marauder's triggered abilities target Llanowar Elves
    When Alice attacks with Test Marauder and combat ends
    Then Llanowar Elves is in Bob's graveyard
    And Bob has 18 life

  Scenario: Tokens put onto the battlefield attacking attack the player, assumed, where they could attack a planeswalker (508.4)
    Given Alice controls Test Hero
    And Bob controls Garruk Wildspeaker
    When Alice attacks Garruk Wildspeaker with Test Hero and combat ends
    Then Bob has 18 life
    And Garruk Wildspeaker is in Bob's graveyard
    And the ruling marks the player or planeswalker it attacks as assumed
