@cr702
Feature: Partner with [name] (CR 702.124i): the partner may be searched for as it enters

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Pir
      types: [creature]
      supertypes: [legendary]
      power: 1
      toughness: 1
      oracle: "Partner with Test Toothy (When this creature enters, target player may put Test Toothy into their hand from their library, then shuffle.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Toothy
      types: [creature]
      supertypes: [legendary]
      power: 1
      toughness: 1
      oracle: "Partner with Test Pir"
      """
    And Alice has Test Pir in hand
    And Alice has Grizzly Bears in her library
    And Alice has Test Toothy in her library

  Scenario: As it enters, the target player finds the partner and puts it into their hand (702.124i)
    Given Test Pir's triggered abilities target Alice
    When Alice casts Test Pir and it resolves
    Then Test Toothy is in Alice's hand
    And Alice has 1 card in her hand
    And the ruling cites CR 702.124i

  Scenario: The target player may choose not to search
    Given Test Pir's triggered abilities target Alice
    And Alice chooses not to use Test Pir's optional ability
    When Alice casts Test Pir and it resolves
    Then Test Toothy is in Alice's library
