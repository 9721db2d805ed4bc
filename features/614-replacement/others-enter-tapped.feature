@cr614
Feature: Permanents of others that enter tapped (CR 614.1d, 614.12)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Consuls
      types: [enchantment]
      oracle: "Creatures your opponents control enter tapped."
      """
    And Alice controls Test Consuls

  Scenario: An opponent's creature enters tapped
    Given it is Bob's turn
    And Bob has Grizzly Bears in hand
    When Bob casts Grizzly Bears and it resolves
    Then Grizzly Bears is tapped
    And the ruling cites CR 614.1d

  Scenario: Its controller's own creature enters untapped
    Given Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is untapped

  Scenario: Artifacts, creatures, and lands of an opponent enter tapped; a land they play too
    Given a card compiled from its Oracle text:
      """
      name: Test Frozen Aether
      types: [enchantment]
      oracle: "Artifacts, creatures, and lands your opponents control enter tapped."
      """
    And Alice controls Test Frozen Aether
    And it is Bob's turn
    And Bob has Forest in hand
    When Bob plays Forest
    Then Forest is tapped
    And the ruling cites CR 614.1d
