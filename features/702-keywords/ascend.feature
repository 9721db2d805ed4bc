@cr702
Feature: Ascend and the city's blessing (CR 702.131)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Skymarch Bloodletter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\nAs long as you have the city's blessing, this creature gets +2/+2."
      """

  Scenario: With ten permanents, its controller gets the city's blessing at once (702.131b)
    Given Alice controls Test Skymarch Bloodletter
    And Alice controls Forest as "forest 1"
    And Alice controls Forest as "forest 2"
    And Alice controls Forest as "forest 3"
    And Alice controls Forest as "forest 4"
    And Alice controls Forest as "forest 5"
    And Alice controls Forest as "forest 6"
    And Alice controls Forest as "forest 7"
    And Alice controls Forest as "forest 8"
    And Alice controls Forest as "forest 9"
    When a player would receive priority
    Then Test Skymarch Bloodletter is 4/4
    And the ruling cites CR 702.131b

  Scenario: With fewer, no blessing
    Given Alice controls Test Skymarch Bloodletter
    And Alice controls Forest as "forest 1"
    When a player would receive priority
    Then Test Skymarch Bloodletter is 2/2

  Scenario: The blessing stays when permanents leave (702.131c)
    Given Alice has the city's blessing
    And Alice controls Test Skymarch Bloodletter
    When a player would receive priority
    Then Test Skymarch Bloodletter is 4/4
