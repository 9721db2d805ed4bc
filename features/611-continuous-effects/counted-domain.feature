@cr611
Feature: Domain and colors among permanents: "+1/+1 for each basic land type among lands you control" (CR 305.6, 105.2, 611.3a, 613.4c)

  Domain counts the basic land types among the lands the ability's controller controls, each
  type once however many lands have it; "each color among permanents you control" counts the
  colors of their permanents, colorless being no color. A static ability counts whenever it
  applies; a resolving spell counts once, as it resolves (608.2h).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Domain Hound
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Domain — This creature gets +1/+1 for each basic land type among lands you control."
      """

  Scenario: Each basic land type among the controller's lands counts once
    Given Alice controls Test Domain Hound
    And Alice controls Forest as "first forest"
    And Alice controls Forest as "second forest"
    And Alice controls Island
    And Bob controls Plains
    When a player would receive priority
    Then Test Domain Hound is 3/3
    And the ruling says "this gets +1/+1 for each basic land type among lands you control"

  Scenario: A land of a new basic land type played counts at once
    Given Alice controls Test Domain Hound
    And Alice controls Forest
    And Alice has Mountain in hand
    When Alice plays Mountain
    Then Test Domain Hound is 3/3

  Scenario: A spell's domain is counted as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Tribal Flames
      types: [instant]
      oracle: "Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control."
      """
    And Alice controls Grizzly Bears
    And Alice controls Forest
    And Alice controls Swamp
    And Alice has Test Tribal Flames in hand
    When Alice casts Test Tribal Flames targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4

  Scenario: "For each color among permanents you control": colorless is no color (105.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Prism Golem
      types: [artifact, creature]
      power: 0
      toughness: 1
      oracle: "This creature gets +1/+1 for each color among permanents you control."
      """
    And Alice controls Test Prism Golem
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice controls Hill Giant
    And Alice controls Memnite
    And Bob controls Savannah Lions
    When a player would receive priority
    Then Test Prism Golem is 2/3
