@cr702
Feature: Saddle (CR 702.171): creatures tapped to make a Mount saddled until end of turn

  Saddle N taps other untapped creatures its controller controls with total power N or
  greater, as a sorcery; the Mount becomes saddled until the turn ends or it leaves the
  battlefield. "Whenever this attacks while saddled" looks at it as it attacks.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Jaguar
      types: [creature]
      subtypes: [Cat, Mount]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks while saddled, it gets +2/+2 until end of turn.\nSaddle 1 (Tap any number of other creatures you control with total power 1 or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)"
      """

  Scenario: Saddled, its attack trigger gives it +2/+2 (702.171a)
    Given Alice controls Test Jaguar
    And Alice controls Llanowar Elves
    When Alice activates Test Jaguar's first ability and it resolves
    And Alice attacks with Test Jaguar and combat ends
    Then Bob has 16 life
    And Llanowar Elves is tapped
    And the ruling cites CR 702.171a
    And the ruling marks creatures to saddle Test Jaguar as assumed

  Scenario: Not saddled, the trigger doesn't happen
    Given Alice controls Test Jaguar
    When Alice attacks with Test Jaguar and combat ends
    Then Bob has 18 life

  Scenario: Saddle only as a sorcery (602.5d)
    Given it is Bob's turn
    And Alice controls Test Jaguar
    And Alice controls Llanowar Elves
    When Alice activates Test Jaguar's first ability and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: With no other untapped creature, it can't be saddled (118.3)
    Given Alice controls Test Jaguar
    When Alice activates Test Jaguar's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: Saddled lasts until end of turn (702.171b)
    Given a card compiled from its Oracle text:
      """
      name: Test Steed
      types: [creature]
      subtypes: [Horse, Mount]
      power: 3
      toughness: 3
      oracle: "This creature has menace as long as it's saddled.\nSaddle 1"
      """
    And Alice controls Test Steed
    And Alice controls Llanowar Elves
    When Alice activates Test Steed's first ability and it resolves
    And the game advances to the cleanup step
    Then Test Steed does not have menace

  Scenario: While saddled, "as long as it's saddled" applies
    Given a card compiled from its Oracle text:
      """
      name: Test Steed
      types: [creature]
      subtypes: [Horse, Mount]
      power: 3
      toughness: 3
      oracle: "This creature has menace as long as it's saddled.\nSaddle 1"
      """
    And Alice controls Test Steed
    And Alice controls Llanowar Elves
    When Alice activates Test Steed's first ability and it resolves
    Then Test Steed has menace
