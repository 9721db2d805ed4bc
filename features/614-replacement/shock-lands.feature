@cr614
Feature: "As this enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Breeding Pool
      types: [land]
      subtypes: [Forest, Island]
      oracle: "({T}: Add {G} or {U}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped."
      """

  Scenario: Paid, it enters untapped and its controller loses 2 life
    Given Alice has Test Breeding Pool in hand
    And Alice chooses to pay for Test Breeding Pool
    When Alice plays Test Breeding Pool
    Then Test Breeding Pool is untapped
    And Alice has 18 life
    And the ruling cites CR 614.12

  Scenario: Not said, it isn't paid: the land enters tapped, and that is assumed
    Given Alice has Test Breeding Pool in hand
    When Alice plays Test Breeding Pool
    Then Test Breeding Pool is tapped
    And Alice has 20 life
    And the ruling marks whether to pay 2 life for Test Breeding Pool as assumed

  Scenario: With no life to pay it, it enters tapped (118.3)
    Given Alice has Test Breeding Pool in hand
    And Alice has 1 life
    And Alice chooses to pay for Test Breeding Pool
    When Alice plays Test Breeding Pool
    Then Test Breeding Pool is tapped
    And Alice has 1 life

  Scenario: "Enters tapped with two charge counters": both as it enters (614.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Vivid Crag
      types: [land]
      oracle: "This land enters tapped with two charge counters on it."
      """
    And Alice has Test Vivid Crag in hand
    When Alice plays Test Vivid Crag
    Then Test Vivid Crag is tapped
    And Test Vivid Crag has 2 charge counters on it
