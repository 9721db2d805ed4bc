@cr702
Feature: Split second (CR 702.61)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Sudden Death
      types: [instant]
      oracle: "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nTarget creature gets -4/-4 until end of turn."
      """

  Scenario: No spell can be cast in response (702.61a)
    Given Bob controls Grizzly Bears
    And Alice has cast Test Sudden Death targeting Grizzly Bears
    And Bob has Giant Growth in hand
    When Bob casts Giant Growth targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 702.61a

  Scenario: Nor an ability that isn't a mana ability
    Given Bob controls Mother of Runes
    And Bob controls Grizzly Bears
    And Alice has cast Test Sudden Death targeting Grizzly Bears
    When Bob activates Mother of Runes's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 702.61a

  Scenario: Once it has resolved, spells can be cast again
    Given Bob controls Grizzly Bears
    And Alice has cast Test Sudden Death targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
