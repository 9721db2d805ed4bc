@cr611
Feature: "+X/+0 until end of turn": X read once, as the spell or ability resolves (CR 608.2h, 611.2c, 613.4c)

  X is the value chosen for the spell's {X}, or what the sentence says X counts ("where X is
  its power"): it is read as the effect begins and stays that number for the turn.

  Scenario: "where X is its power": the target's power as the spell resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Rush
      types: [instant]
      oracle: "Target creature gets +X/+0 until end of turn, where X is its power."
      """
    And Alice has Test Rush in hand
    And Alice controls Hill Giant
    When Alice casts Test Rush targeting Hill Giant and it resolves
    Then Hill Giant is 6/3
    And the ruling says "Hill Giant (hill_giant): gets +3/+0 until end of turn"
    And the ruling cites CR 611.2c

  Scenario: The number stays as it was read, when the power changes later (611.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Rush
      types: [instant]
      oracle: "Target creature gets +X/+0 until end of turn, where X is its power."
      """
    And Alice has Test Rush in hand
    And Alice has Giant Growth in hand
    And Alice controls Hill Giant
    When Alice casts Test Rush targeting Hill Giant and it resolves
    And Alice casts Giant Growth targeting Hill Giant and it resolves
    Then Hill Giant is 9/6

  Scenario: An ability of a land: "its" is the target the sentence is about, not the land
    Given a card compiled from its Oracle text:
      """
      name: Test Temple
      types: [land]
      oracle: "{1}{G}{U}, {T}: Target creature you control gains flying and gets +X/+X until end of turn, where X is its power."
      """
    And Alice controls Test Temple
    And Alice controls Grizzly Bears
    When Alice activates Test Temple's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    And Grizzly Bears has flying

  Scenario: "-X/-X" with X chosen as the spell is cast (107.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Shrivel
      types: [instant]
      mana_cost: "{X}{B}"
      oracle: "Target creature gets -X/-X until end of turn."
      """
    And Alice has Test Shrivel in hand
    And Bob controls Hill Giant
    When Alice casts Test Shrivel with X = 3 targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
