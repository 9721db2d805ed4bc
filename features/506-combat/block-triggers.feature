@cr506
Feature: Abilities that trigger on blockers being declared (CR 509.3d, 509.3g)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Nightstalker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature attacks and isn't blocked, defending player loses 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tiger
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature becomes blocked by a creature, this creature deals 1 damage to that creature."
      """

  Scenario: Not blocked: it triggers, as blockers are declared (509.3g)
    Given Alice controls Test Nightstalker
    When Alice attacks with Test Nightstalker and combat ends
    Then Bob has 16 life
    And the ruling cites CR 509.3g

  Scenario: No creature to block with still means no blockers were declared for it
    Given Alice controls Test Nightstalker
    And Bob controls Grizzly Bears
    When Alice attacks with Test Nightstalker and combat ends
    Then Bob has 16 life

  Scenario: Blocked: it doesn't trigger
    Given Alice controls Test Nightstalker
    And Bob controls Grizzly Bears
    When Alice attacks with Test Nightstalker and Grizzly Bears blocks and combat ends
    Then Bob has 20 life
    And the ruling does not cite CR 509.3g

  Scenario: Once for each creature that blocks it, each dealt damage (509.3d)
    Given Alice controls Test Tiger
    And Bob controls Memnite
    And Bob controls Savannah Lions
    When Alice attacks with Test Tiger, which Memnite and Savannah Lions block, and combat ends
    Then Memnite is in Bob's graveyard
    And Savannah Lions is in Bob's graveyard
    And 2 abilities triggered
