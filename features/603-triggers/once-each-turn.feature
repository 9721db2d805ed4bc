@cr603
Feature: Abilities that trigger only once each turn, and destruction that can't be regenerated

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Mourner
      types: [creature]
      power: 1
      toughness: 3
      oracle: "Whenever another creature you control dies, you gain 2 life. This ability triggers only once each turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wrath
      types: [sorcery]
      oracle: "Destroy target creature. It can't be regenerated."
      """

  Scenario: The second death in a turn triggers nothing, and the ruling says why
    Given Alice controls Test Mourner
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Bob casts Shock targeting Savannah Lions and it resolves
    Then Savannah Lions is in Alice's graveyard
    And Alice has 22 life
    And the ruling cites CR 603.2

  Scenario: A regeneration shield doesn't save it (701.15c)
    Given Bob controls River Boa
    And Alice has Test Wrath in hand
    When Bob activates River Boa's first ability and it resolves
    And Alice casts Test Wrath targeting River Boa and it resolves
    Then River Boa is in Bob's graveyard
