@cr702
Feature: Escalate (CR 702.120a): an additional cost for each mode beyond the first

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Escalating Charm
      types: [sorcery]
      oracle: "Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n• You gain 3 life.\n• Each opponent loses 2 life.\n• Each opponent loses 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Escalating Ruse
      types: [sorcery]
      oracle: "Escalate {2}\nChoose one or more —\n• You gain 3 life.\n• Each opponent loses 2 life."
      """

  Scenario: Three modes chosen, the escalate cost is paid twice (702.120a)
    Given Alice has Test Escalating Charm in hand
    And Alice has Grizzly Bears in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Escalating Charm choosing modes 1, 2 and 3 and it resolves
    Then Alice has 0 cards in her hand
    And Alice has 23 life
    And Bob has 17 life
    And the ruling cites CR 702.120a

  Scenario: One mode chosen, nothing more is paid
    Given Alice has Test Escalating Charm in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Test Escalating Charm choosing mode 2 and it resolves
    Then Alice has 1 card in her hand
    And Bob has 18 life
    And the ruling does not cite CR 702.120a

  Scenario: Without enough cards to discard, the modes can't be chosen (118.3)
    Given Alice has Test Escalating Charm in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Test Escalating Charm choosing modes 1, 2 and 3 and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: A mana escalate cost is taken as paid for the second mode
    Given Alice has Test Escalating Ruse in hand
    When Alice casts Test Escalating Ruse choosing modes 1 and 2 and it resolves
    Then Alice has 23 life
    And Bob has 18 life
    And the ruling cites CR 702.120a
