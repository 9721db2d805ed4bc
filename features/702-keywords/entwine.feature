@cr702
Feature: Entwine (CR 702.42): all modes of a modal spell, for an additional cost

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Twin Strike
      types: [sorcery]
      oracle: "Choose one —\n• Test Twin Strike deals 2 damage to any target.\n• You gain 3 life.\nEntwine {2}"
      """

  Scenario: Entwined, every mode is followed, in the order written (702.42a, 702.42b)
    Given Alice has Test Twin Strike in hand
    When Alice casts Test Twin Strike choosing modes 1 and 2 targeting Bob and it resolves
    Then Bob has 18 life
    And Alice has 23 life
    And the ruling cites CR 702.42a

  Scenario: Without entwine, two modes of a "choose one" spell are refused (700.2a)
    Given a card compiled from its Oracle text:
      """
      name: Test Plain Choice
      types: [sorcery]
      oracle: "Choose one —\n• Test Plain Choice deals 2 damage to any target.\n• You gain 3 life."
      """
    And Alice has Test Plain Choice in hand
    When Alice casts Test Plain Choice choosing modes 1 and 2 targeting Bob and it resolves
    Then that is not allowed, by CR 700.2a
