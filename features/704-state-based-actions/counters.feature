@cr704
Feature: +1/+1 and -1/-1 counters annihilate (CR 704.5q)

  Scenario: One of each is removed
    Given Alice controls Grizzly Bears with 2 +1/+1 counters and 1 -1/-1 counter
    When a player would receive priority
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Grizzly Bears has 0 -1/-1 counters on it
    And Grizzly Bears is 3/3
    And the ruling cites CR 704.5q

  Scenario: Counters of one kind stay
    Given Alice controls Grizzly Bears with 1 +1/+1 counter
    When a player would receive priority
    Then Grizzly Bears has 1 +1/+1 counter on it
    And the ruling does not cite CR 704.5q
