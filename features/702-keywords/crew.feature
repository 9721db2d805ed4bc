@cr702
Feature: Crew (CR 702.122): creatures tapped to make a Vehicle an artifact creature

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Skiff
      types: [artifact]
      subtypes: [Vehicle]
      power: 3
      toughness: 3
      oracle: "Flying\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)"
      """

  Scenario: Tapping creatures with enough total power makes the Vehicle a creature (702.122a)
    Given Alice controls Test Skiff
    And Alice controls Grizzly Bears
    When Alice activates Test Skiff's first ability and it resolves
    Then the type line of Test Skiff is "artifact creature — Vehicle"
    And Test Skiff is 3/3
    And Grizzly Bears is tapped
    And the ruling cites CR 702.122a
    And the ruling marks creatures to crew Test Skiff as assumed

  Scenario: Not enough power can't pay the crew cost (118.3)
    Given Alice controls Test Skiff
    And Alice controls Llanowar Elves
    When Alice activates Test Skiff's first ability and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: The Vehicle becomes a creature only until end of turn (702.122a, 514.2)
    Given Alice controls Test Skiff
    And Alice controls Grizzly Bears
    When Alice activates Test Skiff's first ability and it resolves
    And the game advances to the cleanup step
    Then the type line of Test Skiff is "artifact — Vehicle"
