@cr400
Feature: Exile and return (CR 400.7): the card comes back as a new object

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Cloudshift
      types: [instant]
      oracle: "Exile target creature you control, then return that card to the battlefield under your control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Healer
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, you gain 2 life."
      """

  Scenario: Counters and damage stay behind; it enters again, and its enters ability triggers
    Given Alice has Test Cloudshift in hand
    And Alice controls Test Healer with 1 +1/+1 counter and 1 damage
    When Alice casts Test Cloudshift targeting Test Healer and it resolves
    Then Test Healer is on the battlefield
    And Test Healer has no counters on it
    And Test Healer has 0 damage marked on it
    And Alice has 22 life
    And the ruling cites CR 400.7

  Scenario: An Aura on it is put into its owner's graveyard (704.5m)
    Given Alice has Test Cloudshift in hand
    And Alice controls Grizzly Bears
    And Alice controls Rancor attached to Grizzly Bears
    When Alice casts Test Cloudshift targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is 2/2
    And Rancor is in Alice's hand

  Scenario: Exiled now, returned at the beginning of the next end step by a delayed triggered ability (603.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Flickerwisp
      types: [creature]
      power: 3
      toughness: 1
      oracle: "When this creature enters, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step."
      """
    And Bob controls Test Healer
    And Alice has Test Flickerwisp in hand
    And Test Flickerwisp's triggered abilities target Test Healer
    When Alice casts Test Flickerwisp and it resolves
    Then Test Healer is in exile

  Scenario: At the beginning of the end step the card returns under its owner's control, a new object
    Given a card compiled from its Oracle text:
      """
      name: Test Flickerwisp
      types: [creature]
      power: 3
      toughness: 1
      oracle: "When this creature enters, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step."
      """
    And Bob controls Test Healer
    And Alice has Test Flickerwisp in hand
    And Test Flickerwisp's triggered abilities target Test Healer
    When Alice casts Test Flickerwisp and it resolves
    And the game advances to the end step
    Then Test Healer is on the battlefield
    And Test Healer is controlled by Bob
    And Bob has 22 life
    And the ruling cites CR 603.7

  Scenario: Exiled during the end step, the card waits for the next turn's end step (603.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Mist
      types: [instant]
      oracle: "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step."
      """
    And it is Alice's turn, end step
    And Bob controls Test Healer
    And Alice has Test Mist in hand
    When Alice casts Test Mist targeting Test Healer and it resolves
    And the game advances to the cleanup step
    Then Test Healer is in exile
