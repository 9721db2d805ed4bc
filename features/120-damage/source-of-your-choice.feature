@cr120
Feature: Preventing damage from a source of your choice (CR 609.7a, 615.8, 615.9)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Healing Grace
      types: [instant]
      oracle: "The next time a source of your choice would deal damage to you this turn, prevent that damage."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Twin Pinger
      types: [artifact]
      oracle: "{1}: Test Twin Pinger deals 1 damage to any target."
      """

  Scenario: The next time the chosen source would deal damage to you, all of it is prevented (615.8)
    Given Bob has cast Lightning Bolt targeting Alice
    And Alice has Test Healing Grace in hand
    And Alice chooses Lightning Bolt for Test Healing Grace's ability
    When Alice casts Test Healing Grace and only it resolves
    And all players pass priority until the stack is empty
    Then Alice has 20 life
    And the ruling cites CR 615.8
    And the ruling cites CR 609.7a

  Scenario: Only the next time: that source's later damage is dealt
    Given Bob controls Test Twin Pinger
    And Alice has Test Healing Grace in hand
    And Alice chooses Test Twin Pinger for Test Healing Grace's ability
    When Alice casts Test Healing Grace and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Alice and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Alice and it resolves
    Then Alice has 19 life

  Scenario: Damage from a source not chosen is dealt
    Given Bob controls Test Twin Pinger
    And Bob controls Hill Giant
    And Alice has Test Healing Grace in hand
    And Alice chooses Hill Giant for Test Healing Grace's ability
    When Alice casts Test Healing Grace and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Alice and it resolves
    Then Alice has 19 life

  Scenario: Damage the chosen source deals to another player or permanent isn't prevented
    Given Bob controls Test Twin Pinger
    And Alice controls Grizzly Bears
    And Alice has Test Healing Grace in hand
    And Alice chooses Test Twin Pinger for Test Healing Grace's ability
    When Alice casts Test Healing Grace and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears has 1 damage marked on it

  Scenario: "A red source of your choice": only a red source can be chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Circle of Protection Red
      types: [enchantment]
      oracle: "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage."
      """
    And Alice controls Test Circle of Protection Red
    And Bob controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Alice
    When Alice activates Test Circle of Protection Red's first ability and only it resolves
    And all players pass priority until the stack is empty
    Then Alice has 20 life

  Scenario: "Prevent all damage a source of your choice would deal this turn": every time
    Given a card compiled from its Oracle text:
      """
      name: Test Reverent Silence
      types: [instant]
      oracle: "Prevent all damage a source of your choice would deal this turn."
      """
    And Bob controls Test Twin Pinger
    And Alice has Test Reverent Silence in hand
    And Alice chooses Test Twin Pinger for Test Reverent Silence's ability
    When Alice casts Test Reverent Silence and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Alice and it resolves
    And Bob activates Test Twin Pinger's first ability targeting Alice and it resolves
    Then Alice has 20 life
