@cr608
Feature: "… instead": an instruction that replaces the one before it if a condition holds (CR 608.2c)

  "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
  +5/+5 until end of turn instead." The later sentence changes what the earlier one does: a
  kicked spell gives +5/+5 only, never both; not kicked, +2/+2.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Kicked Growth
      types: [instant]
      oracle: "Kicker {2}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Kicked Blast
      types: [instant]
      oracle: "Kicker {1}\nTest Kicked Blast deals 2 damage to any target. If this spell was kicked, it deals 5 damage instead."
      """

  Scenario: Kicked, the creature gets only what happens instead (608.2c, 702.33e)
    Given Alice controls Grizzly Bears
    And Alice has Test Kicked Growth in hand
    When Alice casts Test Kicked Growth kicked targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 7/7

  Scenario: Not kicked, the creature gets what the first sentence says
    Given Alice controls Grizzly Bears
    And Alice has Test Kicked Growth in hand
    When Alice casts Test Kicked Growth targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4

  Scenario: Kicked, the spell deals the greater damage to the same target, once
    Given Alice has Test Kicked Blast in hand
    When Alice casts Test Kicked Blast kicked targeting Bob and it resolves
    Then Bob has 15 life

  Scenario: Not kicked, the spell deals the damage the first sentence says
    Given Alice has Test Kicked Blast in hand
    When Alice casts Test Kicked Blast targeting Bob and it resolves
    Then Bob has 18 life

  Scenario: A condition is checked as the spell resolves: lands are colorless, so +2/+2 it is
    Given a card compiled from its Oracle text:
      """
      name: Test Guild Growth
      types: [instant]
      oracle: "Target creature gets +2/+2 until end of turn. If you control a blue permanent and a black permanent, that creature gets +4/+4 until end of turn instead."
      """
    And Alice controls Grizzly Bears
    And Alice controls Island
    And Alice controls Swamp
    And Alice has Test Guild Growth in hand
    When Alice casts Test Guild Growth targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
