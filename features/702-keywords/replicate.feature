@cr702
Feature: Replicate (CR 702.56a)

  As a spell with replicate is cast, its caster may pay its replicate cost any number of
  times; when it's cast, if they did, a copy of it is made for each time, and new targets may
  be chosen for the copies.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Pyromatics
      types: [instant]
      oracle: "Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nTest Pyromatics deals 1 damage to any target."
      """
    And Alice has Test Pyromatics in hand

  Scenario: Paid twice, two copies: three damage in all
    When Alice casts Test Pyromatics paying its replicate cost 2 times targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling cites CR 702.56a

  Scenario: Not paid, it doesn't trigger
    When Alice casts Test Pyromatics paying its replicate cost 0 times targeting Bob and it resolves
    Then Bob has 19 life
    And 0 abilities triggered

  Scenario: Not said, not paid, marked assumed
    When Alice casts Test Pyromatics targeting Bob and it resolves
    Then Bob has 19 life
    And the ruling marks how many times to pay the replicate cost of Test Pyromatics as assumed
