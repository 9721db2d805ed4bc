@cr702
Feature: Start your engines! and max speed: a player's speed (CR 702.179, 702.178, 704.5z)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Racer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — This creature gets +1/+1."
      """

  Scenario: Controlling a permanent with start your engines! gives a player with no speed speed 1 (704.5z)
    Given Alice controls Test Racer
    When a player would receive priority
    Then Alice has speed 1
    And Bob has no speed
    And the ruling cites CR 704.5z

  Scenario: An opponent losing life during your turn raises your speed by one (702.179d)
    Given Alice controls Test Racer
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has speed 2
    And the ruling cites CR 702.179d

  Scenario: It rises only once each turn, however often opponents lose life
    Given Alice controls Test Racer
    And Alice has speed 2
    And Alice has Lightning Bolt in hand as "first bolt"
    And Alice has Lightning Bolt in hand as "second bolt"
    When Alice casts first bolt targeting Bob and it resolves
    And Alice casts second bolt targeting Bob and it resolves
    Then Alice has speed 3

  Scenario: Not during an opponent's turn
    Given it is Bob's turn
    And Alice controls Test Racer
    And Alice has speed 2
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has speed 2
    And Bob has 17 life

  Scenario: At speed 4 it doesn't trigger: its intervening "if" is false (603.4)
    Given Alice controls Test Racer
    And Alice has speed 4
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has speed 4

  Scenario: Max speed: the ability applies while its controller's speed is 4 (702.178a, 702.179e)
    Given Alice controls Test Racer
    And Alice has speed 3
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Alice has speed 4
    And Test Racer is 3/3

  Scenario: Below max speed the ability doesn't apply
    Given Alice controls Test Racer
    And Alice has speed 3
    When a player would receive priority
    Then Test Racer is 2/2
