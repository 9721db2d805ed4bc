@cr602
Feature: Mana of the color chosen as the permanent entered (CR 607.2d, 106.1)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Coldsteel Heart
      types: [artifact]
      oracle: "This artifact enters tapped.\nAs this artifact enters, choose a color.\n{T}: Add one mana of the chosen color."
      """

  Scenario: The ability adds mana of the color chosen
    Given Alice controls Test Coldsteel Heart with blue chosen as it entered
    When Alice activates Test Coldsteel Heart's first ability and it resolves
    Then the ruling says "adds {U}"
    And Test Coldsteel Heart is tapped
