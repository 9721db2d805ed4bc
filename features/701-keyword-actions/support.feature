@cr701
Feature: Support N (CR 701.35): a +1/+1 counter on each of up to N target creatures, other ones on a permanent

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Supporter
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)"
      """

  Scenario: Up to two other creatures each get a counter (701.35a)
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice has Test Supporter in hand
    And Test Supporter's triggered abilities target Grizzly Bears and Savannah Lions
    When Alice casts Test Supporter and it resolves
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Savannah Lions has 1 +1/+1 counter on it
    And Test Supporter has no counters on it

  Scenario: On a permanent it can't target itself (701.35a)
    Given Alice has Test Supporter in hand
    And Test Supporter's triggered abilities target Test Supporter
    When Alice casts Test Supporter and it resolves
    Then that is not allowed, by CR 603.3d
