@cr702
Feature: Ninjutsu (CR 702.49): an unblocked attacker returned, the ninja put onto the battlefield attacking

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Ninja
      mana_cost: "{2}{U}"
      types: [creature]
      subtypes: [Human, Ninja]
      power: 3
      toughness: 2
      oracle: "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever this creature deals combat damage to a player, draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Drillmaster
      types: [enchantment]
      oracle: "Whenever a creature you control attacks, you gain 1 life."
      """
    And it is Alice's turn
    And Alice controls Grizzly Bears
    And Alice has Test Ninja in hand
    And Alice has 5 cards in her library

  Scenario: The ninja deals the combat damage; the returned creature is back in hand (702.49a, 702.49c)
    Given Alice controls Test Drillmaster
    When Alice attacks with Grizzly Bears, no creature blocks, and Alice activates Test Ninja's ninjutsu returning Grizzly Bears in the declare blockers step
    And the game advances to the postcombat main step
    Then Grizzly Bears is in Alice's hand
    And Test Ninja is tapped
    And Bob has 17 life
    And Alice has 2 cards in her hand
    And Alice has 21 life
    And the ruling cites CR 508.4

  Scenario: The ninja attacks the planeswalker the returned creature attacked (702.49c)
    Given Bob controls Garruk Wildspeaker
    When Alice attacks Garruk Wildspeaker with Grizzly Bears, no creature blocks, and Alice activates Test Ninja's ninjutsu returning Grizzly Bears in the declare blockers step
    And the game advances to the postcombat main step
    Then Garruk Wildspeaker is in Bob's graveyard
    And Bob has 20 life
    And Alice has 1 card in her hand
    And the ruling says "tapped and attacking Bob's Garruk Wildspeaker (garruk_wildspeaker)"

  Scenario: Before blockers are declared no attacker is unblocked (509.1h)
    When Alice attacks with Grizzly Bears, no creature blocks, and Alice activates Test Ninja's ninjutsu returning Grizzly Bears in the declare attackers step
    Then that is not allowed, by CR 118.3

  Scenario: A blocked attacker can't be returned for ninjutsu (509.1h)
    Given Bob controls Llanowar Elves
    When Alice attacks with Grizzly Bears, Llanowar Elves blocks, and Alice activates Test Ninja's ninjutsu returning Grizzly Bears in the declare blockers step
    Then that is not allowed, by CR 118.3
