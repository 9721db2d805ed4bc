@cr702
Feature: Convoke (CR 702.51)

  Background:
    Given a card defined as:
      """
      name: Test Convoked Call
      mana_cost: "{2}{W}"
      types: [sorcery]
      abilities:
        - convoke
        - spell: {effects: [gain_life: {amount: 4, player: you}]}
      """

  Scenario: Creatures tapped for convoke pay for the spell and stay tapped (702.51a)
    Given Alice has Test Convoked Call in hand
    And Alice controls Savannah Lions
    And Alice controls Grizzly Bears
    When Alice casts Test Convoked Call, tapping Savannah Lions and Grizzly Bears for convoke, and it resolves
    Then Alice has 24 life
    And Savannah Lions is tapped
    And Grizzly Bears is tapped
    And the ruling cites CR 702.51a

  Scenario: Each creature pays one mana of the cost: four can't pay for three (702.51a)
    Given Alice has Test Convoked Call in hand
    And Alice controls Savannah Lions as "lions 1"
    And Alice controls Savannah Lions as "lions 2"
    And Alice controls Grizzly Bears as "bears 1"
    And Alice controls Grizzly Bears as "bears 2"
    When Alice casts Test Convoked Call, tapping lions 1 and lions 2 and bears 1 and bears 2 for convoke, and it resolves
    Then that is not allowed, by CR 702.51a

  Scenario: A creature pays generic mana or mana of its own color only (702.51a)
    Given a card defined as:
      """
      name: Test Green Convoke
      mana_cost: "{G}{G}"
      types: [sorcery]
      abilities:
        - convoke
        - spell: {effects: [gain_life: {amount: 1, player: you}]}
      """
    And Alice has Test Green Convoke in hand
    And Alice controls Savannah Lions
    When Alice casts Test Green Convoke, tapping Savannah Lions for convoke, and it resolves
    Then that is not allowed, by CR 702.51a

  Scenario: A spell without convoke can't be paid for by tapping creatures (702.51a)
    Given Alice has Wrath of God in hand
    And Alice controls Grizzly Bears
    When Alice casts Wrath of God, tapping Grizzly Bears for convoke, and it resolves
    Then that is not allowed, by CR 702.51a
