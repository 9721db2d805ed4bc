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

  Scenario: "Prevent all combat damage that would be dealt by target creature this turn" (615.1a)
    Given a card compiled from its Oracle text:
      """
      name: Test Holy Day Ward
      types: [instant]
      oracle: "Prevent all combat damage that would be dealt by target creature this turn."
      """
    And Bob controls Hill Giant
    And Alice controls Grizzly Bears
    And Alice has Test Holy Day Ward in hand
    And it is Bob's turn, beginning of combat step
    When Bob attacks with Hill Giant, and Alice casts Test Holy Day Ward targeting Hill Giant before blockers
    And the game advances to the postcombat main step
    Then Alice has 20 life

  Scenario: Damage by another source isn't prevented by a shield against one source
    Given a card compiled from its Oracle text:
      """
      name: Test Holy Day Ward
      types: [instant]
      oracle: "Prevent all combat damage that would be dealt by target creature this turn."
      """
    And Bob controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice has Test Holy Day Ward in hand
    And it is Bob's turn, beginning of combat step
    When Bob attacks with Hill Giant, and Alice casts Test Holy Day Ward targeting Grizzly Bears before blockers
    And the game advances to the postcombat main step
    Then Alice has 17 life
