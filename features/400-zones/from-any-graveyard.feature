@cr400
Feature: A creature card put onto the battlefield from any graveyard under your control (CR 110.2)

  The card becomes a new object on the battlefield (400.7); the effect that moved it there
  finds it for its other parts, so "it gains haste" applies to the creature (400.7j).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Upheaval
      types: [sorcery]
      oracle: "Put target creature card from a graveyard onto the battlefield under your control. It gains haste."
      """

  Scenario: An opponent's creature card enters under the caster's control, and can attack
    Given Bob has Grizzly Bears in his graveyard
    And Alice has Test Upheaval in hand
    When Alice casts Test Upheaval targeting Grizzly Bears and it resolves
    And Alice attacks with Grizzly Bears and combat ends
    Then Grizzly Bears is controlled by Alice
    And Bob has 18 life
    And the ruling cites CR 110.2

  Scenario: "Return … to the battlefield with a finality counter on it": exiled if it would die (122.1h)
    Given a card compiled from its Oracle text:
      """
      name: Test Last Rites
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield with a finality counter on it."
      """
    And Alice has Test Last Rites in hand
    And Alice has Grizzly Bears in graveyard
    And Bob has Lightning Bolt in hand
    When Alice casts Test Last Rites targeting Grizzly Bears and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in exile
