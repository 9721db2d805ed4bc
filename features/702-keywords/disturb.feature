@cr702
Feature: Disturb (CR 702.146): cast transformed from the graveyard

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Mourning Patrol
      mana_cost: "{2}{W}"
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Vigilance\nDisturb {3}{W} (You may cast this card transformed from your graveyard for its disturb cost.)"
      back:
        name: Test Morning Apparition
        types: [creature]
        subtypes: [Spirit]
        power: 2
        toughness: 1
        oracle: "Flying, vigilance\nIf Test Morning Apparition would be put into a graveyard from anywhere, exile it instead."
      """

  Scenario: Cast from its owner's graveyard, it enters with its back face up (702.146a-b, 712.8c)
    Given Alice has Test Mourning Patrol in her graveyard
    When Alice casts Test Mourning Patrol and it resolves
    Then Test Mourning Patrol is on the battlefield
    And Test Mourning Patrol is 2/1
    And Test Mourning Patrol has flying
    And the ruling says "Test Morning Apparition"
    And the ruling cites CR 702.146a

  Scenario: The disturbed permanent is exiled instead of going to a graveyard
    Given Alice has Test Mourning Patrol in her graveyard
    And Bob has Lightning Bolt in hand
    When Alice casts Test Mourning Patrol and it resolves
    And Bob casts Lightning Bolt targeting Test Mourning Patrol and it resolves
    Then Test Mourning Patrol is in exile

  Scenario: Cast from the hand, it is its front face
    Given Alice has Test Mourning Patrol in hand
    When Alice casts Test Mourning Patrol and it resolves
    Then Test Mourning Patrol is 2/3
    And the ruling does not cite CR 702.146a
