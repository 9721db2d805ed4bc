@cr702
Feature: Equip (CR 702.6): with a quality, or with a cost other than mana

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Knight's Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +2/+0.\nEquip Knight {1}"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Blood Blade
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +1/+1.\nEquip—Sacrifice a creature."
      """

  Scenario: Equip Knight attaches to a Knight its controller controls (702.6c)
    Given Alice controls Test Knight's Blade
    And Alice controls Black Knight
    When Alice activates Test Knight's Blade's equip ability targeting Black Knight and it resolves
    Then Test Knight's Blade is attached to Black Knight
    And Black Knight is 4/2

  Scenario: Equip Knight can't target a creature that isn't a Knight (702.6c)
    Given Alice controls Test Knight's Blade
    And Alice controls Grizzly Bears
    When Alice activates Test Knight's Blade's equip ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: An equip cost other than mana is paid as the ability is activated (702.6a, 602.2b)
    Given Alice controls Test Blood Blade
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice chooses to sacrifice Llanowar Elves
    When Alice activates Test Blood Blade's equip ability targeting Grizzly Bears and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Test Blood Blade is attached to Grizzly Bears
    And Grizzly Bears is 3/3
