Feature: Choices that matter: the assumed choices re-run with their alternatives
  Where the scenario leaves a decision open, the ruling takes the documented default and marks
  it assumed. `judge explain --explore` re-runs the scenario with each other legal answer to
  each assumed choice, one at a time (at most 32 runs), and tells which change the answer and
  how, and which don't.

  Scenario: Which legend the legend rule keeps changes the answer
    Given judge explores the choices the ruling assumes
    And Alice controls Thalia, Guardian of Thraben as "first"
    And Alice controls Thalia, Guardian of Thraben as "second"
    When a player would receive priority
    Then the ruling marks which Thalia, Guardian of Thraben to keep as assumed
    And the choice of which Thalia, Guardian of Thraben to keep changes the answer
    And had Alice chosen to keep first instead, first would be on the battlefield
    And had Alice chosen to keep first instead, second would be in Alice's graveyard

  Scenario: A "you may" whose answer changes nothing the ruling is about
    Given judge explores the choices the ruling assumes
    And Alice controls Herd Baloth
    And Alice has Battlegrowth in her hand
    When Alice casts Battlegrowth targeting Herd Baloth and it resolves
    Then the ruling marks whether to use the optional ability as assumed
    And the choice of whether to use the optional ability does not change the answer
    And the ruling says "also tried: no"

  Scenario: A choice the scenario makes is not re-run
    Given judge explores the choices the ruling assumes
    And Alice controls Thalia, Guardian of Thraben as "first"
    And Alice controls Thalia, Guardian of Thraben as "second"
    And Alice chooses to keep first for the legend rule
    When a player would receive priority
    Then nothing is assumed
    And the ruling says "None: the ruling assumed no choice"

  Scenario: Each other legal mode of a modal trigger is run
    Given judge explores the choices the ruling assumes
    And a card compiled from its Oracle text:
      """
      name: Test Herald
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, choose one —\n• Destroy target artifact.\n• This creature deals 2 damage to any target.\n• You gain 3 life."
      """
    And Alice has Test Herald in hand
    When Alice casts Test Herald and it resolves
    Then Bob has 18 life
    And the choice of the mode(s) of Test Herald's triggered ability changes the answer
    And the ruling says "mode 3 changes the answer"
    And the ruling says "Bob: Bob has 20 life (instead of: Bob has 18 life)"
