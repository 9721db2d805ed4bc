@cr611
Feature: "Creatures target player controls get …": the creatures of a target player (CR 611.2c, 115.1)

  The spell targets a player, not the creatures. The creatures that player controls as it
  resolves are affected, and only they: one that comes under that player's control later is
  not (611.2c). If the player is no longer a legal target, the spell does nothing (608.2b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rout
      types: [instant]
      oracle: "Creatures target player controls get -1/-1 until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Charge
      types: [instant]
      oracle: "Creatures target player controls get +1/+0 and gain first strike until end of turn."
      """

  Scenario: Only the creatures the target player controls get -1/-1
    Given Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Bob controls Llanowar Elves
    And Alice has Test Rout in hand
    When Alice casts Test Rout targeting Bob and it resolves
    Then Hill Giant is 2/2
    And Llanowar Elves is in Bob's graveyard
    And Grizzly Bears is 2/2

  Scenario: They get +1/+0 and first strike for the turn
    Given Alice controls Grizzly Bears
    And Alice has Test Charge in hand
    When Alice casts Test Charge targeting Alice and it resolves
    Then Grizzly Bears is 3/2
    And Grizzly Bears has first strike

  Scenario: A creature that player gets control of later is not affected (611.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Seize
      types: [sorcery]
      oracle: "Gain control of target creature until end of turn."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Charge in hand
    And Alice has Test Seize in hand
    When Alice casts Test Charge targeting Alice and it resolves
    And Alice casts Test Seize targeting Hill Giant and it resolves
    Then Grizzly Bears is 3/2
    And Hill Giant is 3/3

  Scenario: Kicked, those creatures get what happens instead (608.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Kicked Rout
      types: [instant]
      oracle: "Kicker {2}\nCreatures target player controls get -1/-1 until end of turn. If this spell was kicked, those creatures get -2/-2 until end of turn instead."
      """
    And Bob controls Hill Giant
    And Alice has Test Kicked Rout in hand
    When Alice casts Test Kicked Rout kicked targeting Bob and it resolves
    Then Hill Giant is 1/1
