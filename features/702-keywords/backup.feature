@cr702
Feature: Backup (CR 702.165): counters on a creature, which gains the abilities printed below

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Backup Flyer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, it gains the following abilities until end of turn.)\nFlying\nWhenever this creature attacks, you gain 2 life."
      """

  Scenario: Another creature gets the counter and the abilities below backup until end of turn (702.165a)
    Given Alice controls Grizzly Bears
    And Alice has Test Backup Flyer in hand
    And Test Backup Flyer's triggered abilities target Grizzly Bears
    When Alice casts Test Backup Flyer and it resolves
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Grizzly Bears has flying
    And the ruling cites CR 702.165a

  Scenario: The granted abilities work on the other creature
    Given Alice controls Grizzly Bears
    And Alice has Test Backup Flyer in hand
    And Test Backup Flyer's triggered abilities target Grizzly Bears
    When Alice casts Test Backup Flyer and it resolves
    And Alice attacks with Grizzly Bears and combat ends
    Then Alice has 22 life
    And Bob has 17 life

  Scenario: Targeting itself, it gets only the counter
    Given Alice has Test Backup Flyer in hand
    And Test Backup Flyer's triggered abilities target Test Backup Flyer
    When Alice casts Test Backup Flyer and it resolves
    Then Test Backup Flyer has 1 +1/+1 counter on it
    And Test Backup Flyer is 3/3
