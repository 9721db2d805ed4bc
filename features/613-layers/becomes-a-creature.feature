@cr613
Feature: A permanent that becomes a creature (CR 205.1b, 613.1d, 613.4b)

  "Becomes a 4/4 Elemental creature … It's still a land" adds the creature type and subtype
  and keeps the land's own (205.1b); the power and toughness it is given are its base ones
  (layer 7b), so other changes still apply on top.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Colonnade
      types: [land]
      oracle: "{T}: Add {W}.\n{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land."
      """
    And a card compiled from its Oracle text:
      """
      name: Animate Land
      types: [instant]
      oracle: "Until end of turn, target land becomes a 3/3 creature that's still a land."
      """

  Scenario: A creature land is a land creature with the new characteristics
    Given Alice controls Test Colonnade
    When Alice activates Test Colonnade's second ability and it resolves
    Then Test Colonnade is 4/4
    And Test Colonnade has flying
    And the type line of Test Colonnade is "land creature — Elemental"

  Scenario: A basic land keeps its land type and its mana ability (205.1b)
    Given Alice controls Forest
    And Alice has Animate Land in hand
    When Alice casts Animate Land targeting Forest and it resolves
    Then Forest is 3/3
    And the type line of Forest is "basic land creature — Forest"

  Scenario: The set power and toughness is a base that pumps apply on top of (613.4b, 613.4c)
    Given Alice controls Forest
    And Alice has Animate Land in hand
    And Alice has Giant Growth in hand
    When Alice casts Animate Land targeting Forest and it resolves
    And Alice casts Giant Growth targeting Forest and it resolves
    Then Forest is 6/6

  Scenario: "Target land becomes an Island until end of turn" replaces its land types (305.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Aquitects
      types: [creature]
      power: 1
      toughness: 3
      oracle: "{U}: Target land becomes an Island until end of turn."
      """
    And Alice controls Test Aquitects
    And Bob controls Forest
    When Alice activates Test Aquitects's first ability targeting Forest and it resolves
    Then the type line of Forest is "basic land — Island"
