@cr702
Feature: Bloodthirst (CR 702.54): +1/+1 counters if an opponent was dealt damage this turn

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Blood Ogre
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)"
      """

  Scenario: After damage to an opponent this turn, it enters with the counters (702.54a)
    Given Alice has Lightning Bolt in hand
    And Alice has Test Blood Ogre in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Blood Ogre and it resolves
    Then Test Blood Ogre is 3/3

  Scenario: With no damage to an opponent this turn, it enters without
    Given Alice has Test Blood Ogre in hand
    When Alice casts Test Blood Ogre and it resolves
    Then Test Blood Ogre is 2/2

  Scenario: Damage earlier in the turn, before the scenario, as the scenario says
    Given Bob was dealt 2 damage this turn
    And Alice has Test Blood Ogre in hand
    When Alice casts Test Blood Ogre and it resolves
    Then Test Blood Ogre is 3/3
