@cr611
Feature: "It doesn't untap during its controller's next untap step" (CR 611.2a, 502.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Frost Breath
      types: [instant]
      oracle: "Tap target creature. It doesn't untap during its controller's next untap step."
      """

  Scenario: It stays tapped through its controller's next untap step, and only that one
    Given it is Alice's turn, precombat main step
    And Alice has Test Frost Breath in hand
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice casts Test Frost Breath targeting Grizzly Bears and it resolves
    And the game advances to the upkeep step
    Then Grizzly Bears is tapped
    And the ruling cites CR 611.2a
    When the game advances to the upkeep step
    And the game advances to the upkeep step
    Then Grizzly Bears is untapped

  Scenario: Its controller's untap step, not another player's
    Given it is Bob's turn, precombat main step
    And Alice has Test Frost Breath in hand
    And Bob controls Grizzly Bears
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice casts Test Frost Breath targeting Grizzly Bears and it resolves
    And the game advances to the upkeep step
    Then Grizzly Bears is tapped
    When the game advances to the upkeep step
    Then Grizzly Bears is tapped

  Scenario: Two creatures of two players each stay tapped through their own controller's next untap step (611.2a)
    Given a card compiled from its Oracle text:
      """
      name: Test Chilling Grasp
      types: [instant]
      oracle: "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step."
      """
    And it is Bob's turn, end step
    And Alice controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Bob has Test Chilling Grasp in hand
    And Alice has 5 cards in her library
    And Bob has 5 cards in his library
    When Bob casts Test Chilling Grasp targeting Grizzly Bears and Llanowar Elves and it resolves
    And the game advances to the upkeep step
    And the game advances to the end step
    And the game advances to the upkeep step
    Then Llanowar Elves is tapped
    And the game is still going
