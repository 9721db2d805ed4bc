@cr702
Feature: Devour (CR 702.82): creatures sacrificed as it enters, counters for each

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Devourer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Devour 2 (As this creature enters, you may sacrifice any number of creatures. This creature enters with twice that many +1/+1 counters on it.)"
      """

  Scenario: The creatures its controller chooses are sacrificed, two counters for each (702.82a)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Devourer in hand
    And Alice chooses Grizzly Bears and Llanowar Elves for Test Devourer's ability
    When Alice casts Test Devourer and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Llanowar Elves is in Alice's graveyard
    And Test Devourer has 4 +1/+1 counters on it
    And the ruling cites CR 702.82a

  Scenario: With no choice given, it devours nothing, and that is assumed
    Given Alice controls Grizzly Bears
    And Alice has Test Devourer in hand
    When Alice casts Test Devourer and it resolves
    Then Grizzly Bears is on the battlefield
    And Test Devourer is 2/2
    And the ruling marks creatures for Test Devourer to devour as assumed
