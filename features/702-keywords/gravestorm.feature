@cr702
Feature: Gravestorm (CR 702.69a): a copy for each permanent put into a graveyard this turn

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Bitter Ordeal
      types: [sorcery]
      oracle: "Target player loses 1 life.\nGravestorm (When you cast this spell, copy it for each permanent put into a graveyard this turn. You may choose new targets for the copies.)"
      """
    And Alice has Test Bitter Ordeal in hand

  Scenario: Two permanents went to graveyards before the scenario: two copies (702.69a)
    Given 2 permanents were put into a graveyard from the battlefield this turn
    When Alice casts Test Bitter Ordeal targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling cites CR 702.69a

  Scenario: A permanent put into a graveyard during the scenario counts too
    Given Alice controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Bitter Ordeal targeting Bob and it resolves
    Then Bob has 18 life

  Scenario: With none put there this turn, no copy
    When Alice casts Test Bitter Ordeal targeting Bob and it resolves
    Then Bob has 19 life
