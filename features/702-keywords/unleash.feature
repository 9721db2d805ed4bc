@cr702
Feature: Unleash (CR 702.98): a +1/+1 counter as it enters, and then it can't block

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rakdos Cackler
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)"
      """

  Scenario: Unleashed (the default, assumed), it is bigger and can't block (702.98a)
    Given Alice has Test Rakdos Cackler in hand
    When Alice casts Test Rakdos Cackler and it resolves
    Then Test Rakdos Cackler is 2/2
    And Test Rakdos Cackler has 1 +1/+1 counter on it
    And Test Rakdos Cackler has this can't block as long as this has a +1/+1 counter on it
    And the ruling marks whether Test Rakdos Cackler enters with an additional +1/+1 counter as assumed

  Scenario: Not unleashed, it enters without the counter
    Given Alice has Test Rakdos Cackler in hand
    And Alice chooses not to use Test Rakdos Cackler's optional ability
    When Alice casts Test Rakdos Cackler and it resolves
    Then Test Rakdos Cackler is 1/1

  Scenario: With a +1/+1 counter on it, it can't block
    Given it is Bob's turn
    And Alice controls Test Rakdos Cackler with 1 +1/+1 counter
    And Bob controls Grizzly Bears
    When Bob attacks with Grizzly Bears and Test Rakdos Cackler blocks
    Then that is not allowed, by CR 509.1b
