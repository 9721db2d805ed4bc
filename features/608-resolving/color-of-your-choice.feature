@cr608
Feature: A color or a creature type chosen as it resolves (CR 608.2d)

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

  Scenario: "Choose a creature type": what follows counts and affects only that type
    Given a card compiled from its Oracle text:
      """
      name: Test Melody
      types: [sorcery]
      oracle: "Choose a creature type. Creatures you control of the chosen type get +2/+0 until end of turn. Draw a card for each permanent you control of that type."
      """
    And Alice controls Llanowar Elves
    And Alice controls Grizzly Bears
    And Alice has Test Melody in hand
    And Alice has Forest in her library
    And Alice has Mountain in her library
    And Alice chooses Elf as the creature type for Test Melody
    When Alice casts Test Melody and it resolves
    Then Llanowar Elves is 3/1
    And Grizzly Bears is 2/2
    And Alice has 1 card in her hand
    And the ruling cites CR 608.2d

  Scenario: A creature type chosen as it resolves, not chosen by the scenario, is the most common among its controller's creatures
    Given a card compiled from its Oracle text:
      """
      name: Test Melody
      types: [sorcery]
      oracle: "Choose a creature type. Draw a card for each permanent you control of that type."
      """
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice controls Elvish Archers
    And Alice has Test Melody in hand
    And Alice has Forest in her library
    And Alice has Mountain in her library
    And Alice has Island in her library
    When Alice casts Test Melody and it resolves
    Then Alice has 2 cards in her hand
    And the ruling marks a creature type as assumed
