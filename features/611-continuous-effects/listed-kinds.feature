@cr611
Feature: "Other Skeletons, Vampires, and Zombies you control get +1/+1": the list's "other" and "you control" belong to each kind named (CR 611.3a, 613.4c, 205.3)

  A list of creature types or card types followed by "you control" names the objects of each of
  those kinds that the ability's controller controls; a leading "other" excludes the source
  from all of them.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Death Priest
      types: [creature]
      subtypes: [Human, Cleric]
      power: 1
      toughness: 1
      oracle: "Skeletons, Vampires, and Zombies you control get +1/+1."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Vampire Lord
      types: [creature]
      subtypes: [Vampire]
      power: 2
      toughness: 2
      oracle: "Other Skeletons, Vampires, and Zombies you control get +1/+1."
      """

  Scenario: Only the controller's creatures of the listed kinds, of each kind
    Given Alice controls Test Death Priest
    And Alice controls Vampire Nighthawk
    And Alice controls Geralf's Messenger
    And Bob controls Geralf's Messenger as "bob's zombie"
    And Alice controls Grizzly Bears
    When a player would receive priority
    Then Vampire Nighthawk is 3/4
    And Geralf's Messenger is 4/3
    And bob's zombie is 3/2
    And Grizzly Bears is 2/2

  Scenario: A leading "other" leaves out the source, whichever kind it is
    Given Alice controls Test Vampire Lord
    And Alice controls Vampire Nighthawk
    And Bob controls Vampire Nighthawk as "bob's vampire"
    When a player would receive priority
    Then Test Vampire Lord is 2/2
    And Vampire Nighthawk is 3/4
    And bob's vampire is 2/3
