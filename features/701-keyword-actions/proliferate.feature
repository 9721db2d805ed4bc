@cr701
Feature: Proliferate (CR 701.27a)

  To proliferate, a player chooses any number of permanents and players that have a
  counter; each gets one more counter of each kind it already has.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Spread
      types: [sorcery]
      oracle: "Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)"
      """

  Scenario: Each kind of counter on a chosen permanent grows by one
    Given Alice controls Grizzly Bears with 2 +1/+1 counters and 1 charge counter
    And Alice has Test Spread in hand
    And Alice chooses to proliferate Grizzly Bears
    When Alice casts Test Spread and it resolves
    Then Grizzly Bears has 3 +1/+1 counters on it
    And Grizzly Bears has 2 charge counters on it
    And Grizzly Bears is 5/5

  Scenario: A permanent not chosen keeps its counters
    Given Alice controls Grizzly Bears with 2 +1/+1 counters
    And Bob controls Hill Giant with 1 -1/-1 counter
    And Alice has Test Spread in hand
    And Alice chooses to proliferate Hill Giant
    When Alice casts Test Spread and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
    And Hill Giant has 2 -1/-1 counters on it

  Scenario: A player with poison counters can be chosen
    Given Bob has 9 poison counters
    And Alice has Test Spread in hand
    And Alice chooses to proliferate Bob
    When Alice casts Test Spread and it resolves
    Then Bob has 10 poison counters
    And Bob has lost the game

  Scenario: Unless the scenario says, the caster's own permanents and opponents are chosen, and the ruling says so
    Given Alice controls Grizzly Bears with 1 +1/+1 counter
    And Bob controls Hill Giant with 1 +1/+1 counter
    And Bob has 2 poison counters
    And Alice has Test Spread in hand
    When Alice casts Test Spread and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
    And Hill Giant has 1 +1/+1 counter on it
    And Bob has 3 poison counters
    And the ruling marks the permanents and players to proliferate as assumed
