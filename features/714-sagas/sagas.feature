@cr714
Feature: Sagas (CR 714)

  A Saga enters with a lore counter, gets another as its controller's precombat main phase
  begins, and each chapter ability triggers as the lore counters reach its number. Once they
  reach the last chapter and that chapter's ability has left the stack, the Saga is sacrificed.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Saga
      types: [enchantment]
      subtypes: [Saga]
      oracle: "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — You gain 2 life.\nIII — Each opponent loses 3 life."
      """

  Scenario: Chapter I triggers as it enters with its first lore counter (714.3a)
    Given Alice has Test Saga in hand
    When Alice casts Test Saga and it resolves
    Then Test Saga has 1 lore counter on it
    And Alice has 22 life
    And the ruling cites CR 714.2b

  Scenario: The precombat main phase adds a lore counter, and chapter II triggers (714.3b)
    Given it is Alice's turn, draw step
    And Alice controls Test Saga with 1 lore counter
    When the game advances to the precombat main step
    And all players pass priority until the stack is empty
    Then Test Saga has 2 lore counters on it
    And Alice has 22 life

  Scenario: After the final chapter's ability resolves, the Saga is sacrificed (714.4)
    Given it is Alice's turn, draw step
    And Alice controls Test Saga with 2 lore counters
    When the game advances to the precombat main step
    And all players pass priority until the stack is empty
    Then Bob has 17 life
    And Test Saga is in Alice's graveyard
    And the ruling cites CR 714.4

  Scenario: A Saga with a line that isn't modeled is never sacrificed on a guess
    Given a card defined as:
      """
      name: Test Unread Saga
      types: [enchantment]
      subtypes: [Saga]
      abilities:
        - triggered: {when: {chapter: 1}, effects: [gain_life: {amount: 2}]}
        - text: "II — Exile this Saga, then return it to the battlefield transformed under your control."
      """
    And it is Alice's turn, draw step
    And Alice controls Test Unread Saga with 1 lore counter
    When the game advances to the precombat main step
    And all players pass priority until the stack is empty
    Then Test Unread Saga is on the battlefield
    And Test Unread Saga has 2 lore counters on it
