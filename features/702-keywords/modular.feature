@cr702
Feature: Modular (CR 702.43): counters that move on when it dies

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Arcbound Worker
      types: [artifact, creature]
      power: 0
      toughness: 0
      oracle: "Modular 1 (This creature enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Ornithopter
      types: [artifact, creature]
      power: 0
      toughness: 2
      oracle: "Flying"
      """

  Scenario: It enters with its counters (702.43a)
    Given Alice has Test Arcbound Worker in hand
    When Alice casts Test Arcbound Worker and it resolves
    Then Test Arcbound Worker is 1/1

  Scenario: As it dies, the counters it had go on the target artifact creature (702.43a, 608.2h)
    Given Alice controls Test Arcbound Worker with 3 +1/+1 counters
    And Alice controls Test Ornithopter
    And Test Arcbound Worker's triggered abilities target Test Ornithopter
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Arcbound Worker and it resolves
    Then Test Arcbound Worker is in Alice's graveyard
    And Test Ornithopter has 3 +1/+1 counters on it
