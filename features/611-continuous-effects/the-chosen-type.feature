@cr611
Feature: "Of the chosen type": the creature type chosen as the source entered (CR 614.1c, 611.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Banner Lord
      types: [artifact]
      oracle: "As this artifact enters, choose a creature type.\nCreatures you control of the chosen type get +1/+1."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Kin Herald
      types: [artifact]
      oracle: "As this artifact enters, choose a creature type.\nWhenever a creature of the chosen type enters, you gain 1 life."
      """

  Scenario: Only creatures of the type chosen get the bonus
    Given Alice controls Test Banner Lord with Elf chosen as its creature type
    And Alice controls Llanowar Elves
    And Alice controls Grizzly Bears
    When a player would receive priority
    Then Llanowar Elves is 2/2
    And Grizzly Bears is 2/2

  Scenario: The type chosen as it enters, by the scenario's choice
    Given Alice has Test Banner Lord in hand
    And Alice controls Grizzly Bears
    And Alice chooses Bear as the creature type for Test Banner Lord
    When Alice casts Test Banner Lord and it resolves
    Then Grizzly Bears is 3/3

  Scenario: A trigger on a creature of the chosen type entering
    Given Alice controls Test Kin Herald with Bear chosen as its creature type
    And Alice has Grizzly Bears in hand
    And Alice has Llanowar Elves in hand
    When Alice casts Grizzly Bears and it resolves
    And Alice casts Llanowar Elves and it resolves
    Then Alice has 21 life
