@cr506
Feature: Combat (CR 506–511)

  Scenario: An unblocked creature deals its damage to the defending player (510.1b)
    Given Alice controls Hill Giant
    When Alice attacks with Hill Giant and combat ends
    Then Bob has 17 life
    And Hill Giant is 3/3

  Scenario: First strike damage comes in its own step (510.4)
    Given Alice controls Elvish Archers
    And Bob controls Savannah Lions
    When Alice attacks with Elvish Archers and Savannah Lions blocks and combat ends
    Then Savannah Lions is in Bob's graveyard
    And Elvish Archers has 0 damage marked on it

  Scenario: Vigilance: attacking doesn't tap (702.20b)
    Given Alice controls Serra Angel
    When Alice attacks with Serra Angel and combat ends
    Then Bob has 16 life
