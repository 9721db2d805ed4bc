@cr701
Feature: "Untap up to two lands": no targets, chosen as it resolves (CR 701.21b, 608.2d)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Search
      types: [instant]
      oracle: "Untap up to two lands."
      """
    And Alice has Test Search in hand
    And Alice controls Forest
    And Alice controls Mountain
    And Alice controls Island
    And Bob controls Swamp
    And Forest is tapped
    And Mountain is tapped
    And Island is tapped
    And Swamp is tapped

  Scenario: Not told which, its controller untaps two of their own tapped lands, assumed
    When Alice casts Test Search and it resolves
    Then Forest is untapped
    And Mountain is untapped
    And Island is tapped
    And Swamp is tapped
    And the ruling marks up to 2 to untap as assumed

  Scenario: Any lands may be chosen, an opponent's too, and fewer than two
    Given Alice chooses Swamp for Test Search's ability
    When Alice casts Test Search and it resolves
    Then Swamp is untapped
    And Forest is tapped
    And nothing is assumed
