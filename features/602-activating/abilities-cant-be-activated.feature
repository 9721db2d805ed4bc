@cr602
Feature: "Activated abilities of artifacts can't be activated" (CR 602.5)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Stony Silence
      types: [enchantment]
      oracle: "Activated abilities of artifacts can't be activated."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Cursed Totem
      types: [artifact]
      oracle: "Activated abilities of creatures can't be activated."
      """

  Scenario: An artifact's activated ability can't be activated
    Given Bob controls Test Stony Silence
    And Alice controls Bonesplitter
    And Alice controls Grizzly Bears
    When Alice activates Bonesplitter's equip ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 602.5

  Scenario: A creature's mana ability can't be activated either
    Given Bob controls Test Cursed Totem
    And Alice controls Llanowar Elves
    When Alice activates Llanowar Elves's first ability and it resolves
    Then that is not allowed, by CR 602.5

  Scenario: A creature's ability may be activated where only artifacts' are stopped
    Given Bob controls Test Stony Silence
    And Alice controls Llanowar Elves
    When Alice activates Llanowar Elves's first ability and it resolves
    Then Llanowar Elves is tapped
