@cr611
Feature: "For as long as this remains tapped" (CR 611.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rust Tick
      types: [artifact]
      oracle: "You may choose not to untap this artifact during your untap step.\n{1}, {T}: Tap target creature. It doesn't untap during its controller's untap step for as long as this artifact remains tapped."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Helm
      types: [artifact]
      oracle: "{1}, {T}: Target creature gets +2/+2 for as long as this artifact remains tapped."
      """

  Scenario: The creature stays tapped through its controller's untap steps while the artifact stays tapped
    Given it is Alice's turn, precombat main step
    And Alice controls Test Rust Tick
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice activates Test Rust Tick's first ability targeting Grizzly Bears and it resolves
    And the game advances to the upkeep step
    Then Grizzly Bears is tapped
    And the ruling says "an effect says it doesn't untap during its controller's untap step"

  Scenario: Once the artifact untaps, the effect ends and the creature untaps in its controller's next untap step
    Given it is Alice's turn, precombat main step
    And Alice controls Test Rust Tick
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    And Alice chooses not to use Test Rust Tick's optional ability
    When Alice activates Test Rust Tick's first ability targeting Grizzly Bears and it resolves
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    Then Test Rust Tick is untapped
    And Grizzly Bears is untapped
    And the ruling cites CR 611.2b

  Scenario: A P/T change for as long as the artifact remains tapped outlasts the turn
    Given it is Alice's turn, precombat main step
    And Alice controls Test Helm
    And Alice controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice activates Test Helm's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    When the game advances to the upkeep step
    Then Grizzly Bears is 4/4

  Scenario: The P/T change ends as the artifact untaps
    Given it is Alice's turn, precombat main step
    And Alice controls Test Helm
    And Alice controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice activates Test Helm's first ability targeting Grizzly Bears and it resolves
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    Then Grizzly Bears is 2/2
