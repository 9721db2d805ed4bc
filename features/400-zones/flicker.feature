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
