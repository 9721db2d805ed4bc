@cr603
Feature: Modal triggered abilities: modes are chosen as the ability goes on the stack (CR 603.3c, 700.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Envoy
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, choose one —\n• Destroy target artifact.\n• This creature deals 2 damage to any target.\n• You gain 3 life."
      """

  Scenario: The chosen mode is what the ability does (700.2b)
    Given Alice has Test Envoy in hand
    And Test Envoy's triggered ability has mode 2 chosen
    And Test Envoy's triggered abilities target Bob
    When Alice casts Test Envoy and it resolves
    Then Bob has 18 life
    And Alice has 20 life
    And the ruling cites CR 603.3c

  Scenario: With no mode given, the first mode that can be chosen is assumed (603.3c)
    Given Alice has Test Envoy in hand
    When Alice casts Test Envoy and it resolves
    Then Bob has 18 life
    And the ruling marks the mode(s) of Test Envoy's triggered ability (one) as assumed

  Scenario: A mode whose target can't be chosen can't be chosen (700.2b)
    Given Alice has Test Envoy in hand
    And Test Envoy's triggered ability has mode 1 chosen
    When Alice casts Test Envoy and it resolves
    Then that is not allowed, by CR 603.3c

  Scenario: A mode with no target needs none
    Given Alice has Test Envoy in hand
    And Test Envoy's triggered ability has mode 3 chosen
    When Alice casts Test Envoy and it resolves
    Then Alice has 23 life
