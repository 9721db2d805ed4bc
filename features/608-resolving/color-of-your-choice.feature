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

  Scenario: "Choose a color. Creatures you control gain protection from the chosen color"
    Given a card compiled from its Oracle text:
      """
      name: Test Blessing
      types: [instant]
      oracle: "Choose a color. Creatures you control gain protection from the chosen color until end of turn."
      """
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Blessing in hand
    And the color chosen for Test Blessing is black
    When Alice casts Test Blessing and it resolves
    Then Grizzly Bears has protection from black
    And Llanowar Elves has protection from black
    And Grizzly Bears does not have protection from red
