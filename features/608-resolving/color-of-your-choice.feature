@cr608
Feature: A color chosen as it resolves (CR 608.2d)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Runes
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: Target creature you control gains protection from the color of your choice until end of turn."
      """

  Scenario: The chosen color's protection makes a spell's target illegal
    Given Alice controls Test Runes
    And Alice controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Grizzly Bears
    And the color chosen for Test Runes is red
    When Alice activates Test Runes's first ability targeting Grizzly Bears and only it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears has 0 damage marked on it
    And Grizzly Bears has protection from red
