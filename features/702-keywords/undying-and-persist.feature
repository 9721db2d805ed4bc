@cr702
Feature: Undying and persist (CR 702.93, 702.79): the creature returns, once

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Undying Ghoul
      types: [creature]
      subtypes: [Zombie]
      power: 2
      toughness: 1
      oracle: "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Persist Kithkin
      types: [creature]
      subtypes: [Kithkin]
      power: 2
      toughness: 2
      oracle: "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)"
      """
    And Alice has Lightning Bolt in hand

  Scenario: A creature with undying and no +1/+1 counter returns with one (702.93a)
    Given Bob controls Test Undying Ghoul
    When Alice casts Lightning Bolt targeting Test Undying Ghoul and it resolves
    Then Test Undying Ghoul is on the battlefield
    And Test Undying Ghoul has 1 +1/+1 counter on it
    And Test Undying Ghoul is 3/2
    And Test Undying Ghoul is controlled by Bob
    And the ruling cites CR 702.93a
    And the ruling cites CR 603.10a

  Scenario: With a +1/+1 counter on it as it died, undying doesn't trigger (603.4)
    Given Bob controls Test Undying Ghoul with 1 +1/+1 counter
    When Alice casts Lightning Bolt targeting Test Undying Ghoul and it resolves
    Then Test Undying Ghoul is in Bob's graveyard
    And 0 abilities triggered

  Scenario: A creature with persist and no -1/-1 counter returns with one (702.79a)
    Given Bob controls Test Persist Kithkin
    When Alice casts Lightning Bolt targeting Test Persist Kithkin and it resolves
    Then Test Persist Kithkin is on the battlefield
    And Test Persist Kithkin has 1 -1/-1 counter on it
    And Test Persist Kithkin is 1/1
    And the ruling cites CR 702.79a

  Scenario: With a -1/-1 counter on it as it died, persist doesn't trigger (603.4)
    Given Bob controls Test Persist Kithkin with 1 -1/-1 counter
    When Alice casts Lightning Bolt targeting Test Persist Kithkin and it resolves
    Then Test Persist Kithkin is in Bob's graveyard
    And 0 abilities triggered
