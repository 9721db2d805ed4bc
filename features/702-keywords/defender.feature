@cr702
Feature: Defender, and attacking as though a creature didn't have it (CR 702.3b, 613.11)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Sentry
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Defender\n{2}{G}: This creature can attack this turn as though it didn't have defender."
      """

  Scenario: A creature with defender can't attack (702.3b)
    Given Alice controls Test Sentry
    When Alice attacks with Test Sentry and combat ends
    Then that is not allowed, by CR 702.3b

  Scenario: After its ability resolves it attacks, though it still has defender
    Given Alice controls Test Sentry
    When Alice activates Test Sentry's first ability and it resolves
    And Alice attacks with Test Sentry and combat ends
    Then Bob has 17 life
    And Test Sentry has defender

  Scenario: A static ability lets it attack while its condition holds
    Given a card compiled from its Oracle text:
      """
      name: Test Cyclops
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Defender\nAs long as you've cast an instant or sorcery spell this turn, this creature can attack as though it didn't have defender."
      """
    And Alice controls Test Cyclops
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice attacks with Test Cyclops and combat ends
    Then Bob has 13 life
