@cr702
Feature: Dethrone (CR 702.105): a +1/+1 counter as it attacks the player with the most life

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Marchesa's Emissary
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)"
      """

  Scenario: Attacking a player tied for the most life, it gets a counter before damage (702.105a)
    Given it is Alice's turn
    And Alice controls Test Marchesa's Emissary
    When Alice attacks with Test Marchesa's Emissary and combat ends
    Then Test Marchesa's Emissary has 1 +1/+1 counter on it
    And Bob has 17 life
    And the ruling cites CR 702.105a

  Scenario: Attacking a player with less life than another, nothing triggers
    Given it is Alice's turn
    And Bob has 10 life
    And Alice controls Test Marchesa's Emissary
    When Alice attacks with Test Marchesa's Emissary and combat ends
    Then Test Marchesa's Emissary has no counters on it
    And Bob has 8 life
