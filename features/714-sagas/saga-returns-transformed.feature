@cr714
Feature: A Saga whose last chapter exiles it and returns it transformed (CR 714, 712.14a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Journey Saga
      types: [enchantment]
      subtypes: [Saga]
      oracle: "(As this Saga enters and after your draw step, add a lore counter.)\nI — You gain 2 life.\nII — Exile this Saga, then return it to the battlefield transformed under your control."
      back:
        name: Test Seeker
        colors: [green]
        types: [creature]
        subtypes: [Spirit]
        power: 3
        toughness: 3
        oracle: "Vigilance"
      """

  Scenario: Chapter II returns it as its back face, a new object, and it isn't sacrificed (712.14a, 400.7)
    Given it is Alice's turn, draw step
    And Alice controls Test Journey Saga with 1 lore counter
    When the game advances to the precombat main step
    And all players pass priority until the stack is empty
    Then Test Journey Saga is on the battlefield
    And Test Journey Saga is 3/3
    And Test Journey Saga has vigilance
    And Test Journey Saga has no counters on it
    And the ruling cites CR 400.7
