@cr702
Feature: Battle cry (CR 702.91a)

  Scenario: Each other attacking creature gets +1/+0, and not the one with battle cry
    Given a card compiled from its Oracle text:
      """
      name: Test Paladin
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)"
      """
    And it is Alice's turn
    And Alice controls Test Paladin
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Test Paladin and Grizzly Bears and combat ends
    Then Bob has 14 life
    And Savannah Lions is 2/1
    And the ruling cites CR 702.91a
