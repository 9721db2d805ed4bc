@cr608
Feature: Looking at the top cards of a library and putting them back in any order (CR 401.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Seer
      types: [sorcery]
      oracle: "Look at the top three cards of your library, then put them back in any order. Draw a card."
      """
    And Alice has Island in her library
    And Alice has Forest in her library
    And Alice has Swamp in her library
    And Alice has Test Seer in hand

  Scenario: The cards go back in the order their player chooses
    Given Alice puts the top cards of Alice's library back as Swamp and Island and Forest
    When Alice casts Test Seer and it resolves
    Then Swamp is in Alice's hand
    And Island is in Alice's library
    And the ruling cites CR 401.4

  Scenario: Not said, they go back as they were, marked assumed
    When Alice casts Test Seer and it resolves
    Then Island is in Alice's hand
    And the ruling marks the order of the top 3 cards as assumed

  Scenario: Another player's library (401.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Glimpse
      types: [instant]
      oracle: "Look at the top two cards of target player's library, then put them back in any order. That player draws a card."
      """
    And Bob has Mountain in his library
    And Bob has Plains in his library
    And Alice has Test Glimpse in hand
    And Alice puts the top cards of Bob's library back as Plains and Mountain
    When Alice casts Test Glimpse targeting Bob and it resolves
    Then the ruling says "Alice chooses the order of the top 2 cards of Bob's library"
    And Plains is in Bob's hand
