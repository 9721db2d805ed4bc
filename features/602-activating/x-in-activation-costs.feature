@cr602
Feature: X in an activation cost is announced as the ability is activated (CR 107.3a, 107.3k)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Ballista
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{X}, {T}: This creature deals X damage to any target."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Battery
      types: [artifact]
      oracle: "{X}{X}, {T}: Put X charge counters on this artifact."
      """

  Scenario: The X the player announces is the ability's X as it resolves
    Given Alice controls Test Ballista
    And Bob controls Hill Giant
    When Alice activates Test Ballista's first ability with X = 3 targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
    And nothing is assumed

  Scenario: X not announced is 0, and that is assumed
    Given Alice controls Test Ballista
    And Bob controls Hill Giant
    When Alice activates Test Ballista's first ability targeting Hill Giant and it resolves
    Then Hill Giant is on the battlefield
    And the ruling marks the value of X for Test Ballista's ability as assumed

  Scenario: {X}{X} asks for one X, paid twice
    Given Alice controls Test Battery
    When Alice activates Test Battery's first ability with X = 2 and it resolves
    Then Test Battery has 2 charge counters on it

  Scenario: An ability with no {X} in its cost refuses an X
    Given Alice controls Mother of Runes
    And Alice controls Grizzly Bears
    When Alice activates Mother of Runes's first ability with X = 2 targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 107.3k
