@cr614
Feature: "Enters tapped unless …" checks its condition as the permanent would enter (CR 614.1c, 614.12)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Campground
      types: [land]
      oracle: "This land enters tapped unless a player has 13 or less life.\n{T}: Add {W}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Promenade
      types: [land]
      oracle: "This land enters tapped unless you have two or more opponents.\n{T}: Add {G}."
      """

  Scenario: A player at 13 or less life: it enters untapped
    Given Bob has 10 life
    And Alice has Test Campground in hand
    When Alice plays Test Campground
    Then Test Campground is untapped

  Scenario: Every player above 13 life: it enters tapped
    Given Alice has Test Campground in hand
    When Alice plays Test Campground
    Then Test Campground is tapped

  Scenario: In a two-player game there is one opponent: it enters tapped
    Given Alice has Test Promenade in hand
    When Alice plays Test Promenade
    Then Test Promenade is tapped

  Scenario: Two opponents: it enters untapped
    Given Carol has 20 life
    And Alice has Test Promenade in hand
    When Alice plays Test Promenade
    Then Test Promenade is untapped
