@cr702
Feature: Extort (CR 702.101)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Syndic
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)"
      """

  Scenario: Casting a spell and paying drains each opponent for 1 (702.101a)
    Given Alice controls Test Syndic
    And Alice controls Grizzly Bears
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    Then Bob has 19 life
    And Alice has 21 life
    And the ruling cites CR 702.101a

  Scenario: Not paying, nothing happens
    Given Alice controls Test Syndic
    And Alice controls Grizzly Bears
    And Alice has Giant Growth in hand
    And Alice chooses not to pay for Test Syndic
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    Then Bob has 20 life
    And Alice has 20 life

  Scenario: Each instance triggers on its own (702.101b)
    Given Alice controls Test Syndic
    And Alice controls Test Syndic as "second syndic"
    And Alice controls Grizzly Bears
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    Then Bob has 18 life
    And Alice has 22 life
