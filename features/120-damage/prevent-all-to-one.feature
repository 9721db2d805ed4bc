@cr120
Feature: Preventing all the damage one creature or player would be dealt this turn (CR 615.1a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Safeguard
      types: [instant]
      oracle: "Prevent all damage that would be dealt to target creature this turn."
      """

  Scenario: The creature is dealt no damage for the rest of the turn
    Given Alice has Test Safeguard in hand
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Alice casts Test Safeguard targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears has 0 damage marked on it
    And the ruling cites CR 615.1a

  Scenario: Another creature isn't protected
    Given Alice has Test Safeguard in hand
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob has Lightning Bolt in hand
    When Alice casts Test Safeguard targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Savannah Lions and it resolves
    Then Savannah Lions is in Alice's graveyard
