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

  Scenario: "Blocks a creature" triggers once for each attacker it blocks, and "that creature" is the attacker (509.3b)
    Given a card compiled from its Oracle text:
      """
      name: Test Wall
      types: [creature]
      power: 0
      toughness: 4
      oracle: "Reach\nWhenever this creature blocks a creature with flying, this creature gets +2/+0 until end of turn."
      """
    And Alice controls Serra Angel
    And Bob controls Test Wall
    When Alice attacks with Serra Angel, which Test Wall blocks, and combat ends
    Then Serra Angel has 2 damage marked on it
    And the ruling cites CR 509.3b

  Scenario: It doesn't trigger for an attacker without the quality
    Given a card compiled from its Oracle text:
      """
      name: Test Wall
      types: [creature]
      power: 0
      toughness: 4
      oracle: "Reach\nWhenever this creature blocks a creature with flying, this creature gets +2/+0 until end of turn."
      """
    And Alice controls Grizzly Bears
    And Bob controls Test Wall
    When Alice attacks with Grizzly Bears, which Test Wall blocks, and combat ends
    Then Grizzly Bears has 0 damage marked on it

  Scenario: "At end of combat" waits for the end of combat step (511.2, 603.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Basilisk Wall
      types: [creature]
      power: 0
      toughness: 4
      oracle: "Whenever this creature blocks a creature, destroy that creature at end of combat."
      """
    And Alice controls Grizzly Bears
    And Bob controls Test Basilisk Wall
    When Alice attacks with Grizzly Bears, which Test Basilisk Wall blocks, and combat ends
    Then Grizzly Bears is in Alice's graveyard
    And the ruling cites CR 603.7

  Scenario: "Blocks or becomes blocked by a non-Wall creature": either side, and only for a creature of that kind (509.3b, 509.3d)
    Given a card compiled from its Oracle text:
      """
      name: Test Cockatrice
      types: [creature]
      power: 2
      toughness: 4
      oracle: "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat."
      """
    And Alice controls Test Cockatrice
    And Bob controls Hill Giant
    And Bob controls Wall of Stone
    When Alice attacks with Test Cockatrice, which Hill Giant and Wall of Stone block, and combat ends
    Then Hill Giant is in Bob's graveyard
    And Wall of Stone is on the battlefield
    And 2 abilities triggered
    And the ruling cites CR 509.3d

  Scenario: A basilisk that blocks a creature of that kind destroys it at end of combat (509.3b)
    Given a card compiled from its Oracle text:
      """
      name: Test Cockatrice
      types: [creature]
      power: 2
      toughness: 4
      oracle: "Whenever this creature blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat."
      """
    And Alice controls Hill Giant
    And Bob controls Test Cockatrice
    When Alice attacks with Hill Giant, which Test Cockatrice blocks, and combat ends
    Then Hill Giant is in Alice's graveyard
    And the ruling cites CR 509.3b
