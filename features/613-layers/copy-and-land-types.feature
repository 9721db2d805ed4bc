@cr613
Feature: Copy effects (layer 1, CR 707.2) and basic land types (CR 305.7)

  Scenario: A copy gets only the copiable values (707.2)
    Given Alice controls Grizzly Bears with 2 +1/+1 counters
    And Alice controls Clone copying Grizzly Bears
    When a player would receive priority
    Then Clone is 2/2
    And the ruling cites CR 613.1a

  Scenario: A land that becomes a Mountain keeps its other types (305.7)
    Given Alice controls Dryad Arbor
    And Bob controls Magus of the Moon
    When a player would receive priority
    Then Dryad Arbor is 1/1
    And Dryad Arbor has {T}: add {R}
    And Dryad Arbor does not have {T}: add {G}
    And the ruling cites CR 305.7
