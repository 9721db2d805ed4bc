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

  Scenario: Soulshift returns a Spirit card of low enough mana value as it dies (702.46a)
    Given a card compiled from its Oracle text:
      """
      name: Test Soulshifter
      mana_cost: "{3}{B}"
      types: [creature]
      subtypes: [Spirit]
      power: 2
      toughness: 2
      oracle: "Soulshift 3 (When this creature dies, you may return target Spirit card with mana value 3 or less from your graveyard to your hand.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wisp
      mana_cost: "{1}{W}"
      types: [creature]
      subtypes: [Spirit]
      power: 1
      toughness: 1
      oracle: "Flying"
      """
    And Bob controls Test Soulshifter
    And Bob has Test Wisp in his graveyard
    And Test Soulshifter's triggered abilities target Test Wisp
    When Alice casts Lightning Bolt targeting Test Soulshifter and it resolves
    Then Test Wisp is in Bob's hand
    And Test Soulshifter is in Bob's graveyard
    And the ruling cites CR 702.46a

  Scenario: Afterlife makes Spirit tokens as the creature dies (702.135a)
    Given a card compiled from its Oracle text:
      """
      name: Test Afterlifer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)"
      """
    And Bob controls Test Afterlifer
    When Alice casts Lightning Bolt targeting Test Afterlifer and it resolves
    Then Bob controls 2 tokens
    And the ruling cites CR 702.135a

  Scenario: "When this dies, return it to its owner's hand" finds the card in the graveyard (400.7e)
    Given a card compiled from its Oracle text:
      """
      name: Test Homing Ghost
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature dies, return it to its owner's hand."
      """
    And Bob controls Test Homing Ghost
    When Alice casts Lightning Bolt targeting Test Homing Ghost and it resolves
    Then Test Homing Ghost is in Bob's hand
