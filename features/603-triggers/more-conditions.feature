@cr603
Feature: More conditions of triggered, static and activated abilities (CR 603.4, 611.3a, 602.5b, 608.2i)

  Scenario: Coven: three creatures with three different powers make the intervening "if" true
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    When the game advances to the beginning of combat step
    Then Test Coven Witch has flying

  Scenario: Coven: two creatures sharing a power count as one power, and the ability doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Runeclaw Bear
    When the game advances to the beginning of combat step
    Then Test Coven Witch does not have flying
    And 0 abilities triggered

  Scenario: Coven counts each creature's power as it is now, pumps included
    Given a card compiled from its Oracle text:
      """
      name: Test Coven Witch
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn."
      """
    And it is Alice's turn
    And Alice controls Test Coven Witch
    And Alice controls Grizzly Bears
    And Alice controls Runeclaw Bear
    And Alice has Giant Growth in hand
    When Alice casts Giant Growth targeting Runeclaw Bear and it resolves
    And the game advances to the beginning of combat step
    Then Test Coven Witch has flying
