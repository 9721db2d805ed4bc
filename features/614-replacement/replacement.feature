@cr614
Feature: Replacement and prevention effects (CR 614–616)

  Background:
    Given a card defined as:
      """
      name: Test Forge
      mana_cost: "{R}"
      types: [enchantment]
      abilities:
        - replacement: {event: damage, instead: double}
      """

  Scenario: Each replacement effect applies to an event only once (the 614.5 example)
    Given Bob controls Test Forge as "first forge"
    And Bob controls Test Forge as "second forge"
    And Alice controls Craw Wurm
    And Bob has cast Shock targeting Craw Wurm
    When all players pass priority until the stack is empty
    Then Craw Wurm is in Alice's graveyard
    And the ruling cites CR 614.6

  Scenario: Two doublings make 8, not more (614.5)
    Given Bob controls Test Forge as "first forge"
    And Bob controls Test Forge as "second forge"
    And Alice controls Darksteel Colossus
    And Bob has cast Shock targeting Darksteel Colossus
    When all players pass priority until the stack is empty
    Then Darksteel Colossus has 8 damage marked on it

  Scenario: A self-replacement effect applies first (614.15)
    Given Alice controls Rest in Peace
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Memory Lapse targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Lightning Bolt is in Bob's library
    And the ruling cites CR 614.15
    And the step saying "a self-replacement effect: it applies before the others" cites CR 616.1a

  Scenario: A counterspell that returns the spell to its owner's hand (614.15)
    Given a card compiled from its Oracle text:
      """
      name: Test Remand
      mana_cost: "{1}{U}"
      types: [instant]
      oracle: "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.\nDraw a card."
      """
    And Alice has 1 card in her library
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Remand targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Lightning Bolt is in Bob's hand
    And Alice has 20 life
    And the ruling cites CR 614.15

  Scenario: A counterspell that exiles the spell, and the spell's controller paid nothing (614.15, 118.12a)
    Given a card compiled from its Oracle text:
      """
      name: Test Dissipate
      mana_cost: "{1}{U}{U}"
      types: [instant]
      oracle: "Counter target spell unless its controller pays {3}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
      """
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Dissipate targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Lightning Bolt is in exile
    And Alice has 20 life

  Scenario: The affected object's controller chooses which replacement applies (the 616.1 example)
    Given Alice controls Rest in Peace
    And Bob controls Darksteel Colossus
    And for Darksteel Colossus the replacement effects apply in the order Darksteel Colossus
    And Alice has cast Diabolic Edict targeting Bob
    When all players pass priority until the stack is empty
    Then Darksteel Colossus is in Bob's library
    And the ruling cites CR 616.1
    And nothing is assumed
    And the step saying "Bob, the affected object's controller, chose to apply it first" cites CR 616.1

  Scenario: The other order, chosen
    Given Alice controls Rest in Peace
    And Bob controls Darksteel Colossus
    And for Darksteel Colossus the replacement effects apply in the order Rest in Peace
    And Alice has cast Diabolic Edict targeting Bob
    When all players pass priority until the stack is empty
    Then Darksteel Colossus is in exile

  Scenario: A replaced event never happens, so it triggers nothing (614.6, 603.2h)
    Given Alice controls Rest in Peace
    And Alice controls Blood Artist
    And Bob controls Grizzly Bears
    And Alice has cast Murder targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in exile
    And 0 abilities triggered

  Scenario: Regeneration replaces destruction (701.15a)
    Given Alice controls River Boa
    And Bob has Murder in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Murder targeting River Boa and it resolves
    Then River Boa is on the battlefield
    And the ruling cites CR 701.15a

  Scenario: "Can't be regenerated" stops the shield (701.15c)
    Given it is Bob's turn
    And Alice controls River Boa
    And Bob has Wrath of God in hand
    When Alice activates River Boa's first ability and it resolves
    And Bob casts Wrath of God and it resolves
    Then River Boa is in Alice's graveyard

  Scenario: A replacement that watches an opponent's tokens leaves its controller's alone (614.1a)
    Given a card defined as:
      """
      name: Test Mirror
      mana_cost: "{U}"
      types: [enchantment]
      abilities:
        - replacement: {event: tokens, player: an opponent, instead: double}
      """
    And Alice controls Test Mirror
    And Alice has cast Raise the Alarm
    And Bob has cast Raise the Alarm as "bob's alarm"
    When all players pass priority until the stack is empty
    Then Alice controls 2 tokens
    And Bob controls 4 tokens

  Scenario: A shield for each creature and each player protects both (615.7)
    Given a card defined as:
      """
      name: Test Sanctuary
      mana_cost: "{W}"
      types: [instant]
      abilities:
        - spell:
            effects:
              - prevent_damage: {amount: all, to: each creature and each player}
      """
    And a card defined as:
      """
      name: Test Flame Wave
      mana_cost: "{R}"
      types: [sorcery]
      abilities:
        - spell:
            effects:
              - damage: {amount: 2, to: each creature and each player}
      """
    And Bob controls Grizzly Bears
    And Alice has cast Test Flame Wave
    And Alice has cast Test Sanctuary
    When all players pass priority until the stack is empty
    Then Grizzly Bears has 0 damage marked on it
    And Alice has 20 life
    And Bob has 20 life

  Scenario: A card's own "from anywhere" replacement works from the hand too (113.6b)
    Given a card defined as:
      """
      name: Test Mind Rot
      mana_cost: "{2}{B}"
      types: [sorcery]
      abilities:
        - spell:
            targets: {p: player}
            effects: [discard: {amount: 2, player: p}]
      """
    And Alice has Darksteel Colossus in hand
    And Bob has cast Test Mind Rot targeting Alice
    When all players pass priority until the stack is empty
    Then Darksteel Colossus is in Alice's library

  Scenario: "Permanents enter tapped" doesn't affect the permanent that says it (the 614.12 example)
    Given a card defined as:
      """
      name: Test Orb of Dreams
      mana_cost: "{3}"
      types: [artifact]
      abilities:
        - replacement: {event: enters, instead: tapped}
      """
    And Alice has Test Orb of Dreams in hand
    And Alice has Grizzly Bears in hand
    When Alice casts Test Orb of Dreams and it resolves
    And Alice casts Grizzly Bears and it resolves
    Then Test Orb of Dreams is untapped
    And Grizzly Bears is tapped

  Scenario: A token enters under the replacement effects that apply to it (614.12)
    Given a card defined as:
      """
      name: Test Frozen Aether
      mana_cost: "{3}{U}"
      types: [enchantment]
      abilities:
        - replacement: {event: enters, what: a permanent an opponent controls, instead: tapped}
      """
    And Bob controls Test Frozen Aether
    And Alice has cast Raise the Alarm
    When all players pass priority until the stack is empty
    Then Alice controls 2 tokens
    And every token Alice controls is tapped

  Scenario: An "enters tapped if" condition of the permanent itself is checked (614.1d)
    Given a card defined as:
      """
      name: Test Moody Land
      types: [land]
      abilities:
        - replacement: {event: enters, what: this, if: you control a Forest, instead: tapped}
      """
    And Alice has Test Moody Land in hand
    When Alice plays Test Moody Land
    Then Test Moody Land is untapped

  Scenario: A win that replaces a draw still can't happen through "can't win the game" (614.17)
    Given Alice controls Laboratory Maniac
    And Bob controls Platinum Angel
    And Alice has 0 cards in their library
    And Alice has Divination in hand
    When Alice casts Divination and it resolves
    Then the game is still going
    And Alice has not lost the game

  Scenario: "If a creature would die" doesn't see a creature card discarded from a hand (614.1a)
    Given a card defined as:
      """
      name: Test Kalitas
      mana_cost: "{2}{B}{B}"
      types: [enchantment]
      abilities:
        - replacement: {event: put_into_graveyard, what: nontoken creature an opponent controls, instead: exile}
      """
    And a card defined as:
      """
      name: Test Mind Rot
      mana_cost: "{2}{B}"
      types: [sorcery]
      abilities:
        - spell:
            targets: {p: player}
            effects: [discard: {amount: 2, player: p}]
      """
    And Alice controls Test Kalitas
    And Bob controls Grizzly Bears
    And Bob has Hill Giant in hand
    And Alice has cast Murder targeting Grizzly Bears
    And Alice has cast Test Mind Rot targeting Bob
    When all players pass priority until the stack is empty
    Then Hill Giant is in Bob's graveyard
    And Grizzly Bears is in exile

  Scenario: The shielded player chooses whose damage a prevention shield prevents (615.7)
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice controls Vampire Nighthawk
    And Bob has cast Mending Hands targeting Bob
    And for Bob the prevention shield prevents damage from Vampire Nighthawk first
    When all players pass priority until the stack is empty
    And Alice attacks Bob with Grizzly Bears and Savannah Lions and Vampire Nighthawk and combat ends
    Then Bob has 18 life
    And Alice has 20 life
    And the ruling cites CR 615.7

  Scenario: Unchosen, the shield takes the damage in the order it is dealt, marked assumed
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Alice controls Vampire Nighthawk
    And Bob has cast Mending Hands targeting Bob
    When all players pass priority until the stack is empty
    And Alice attacks Bob with Grizzly Bears and Savannah Lions and Vampire Nighthawk and combat ends
    Then Bob has 18 life
    And Alice has 22 life
    And the ruling marks whose damage the prevention shield prevents first as assumed

  Scenario: A land that enters tapped unless you control two or fewer other lands (614.1d)
    Given a card compiled from its Oracle text:
      """
      name: Test Fastland
      types: [land]
      oracle: "This land enters tapped unless you control two or fewer other lands."
      """
    And Alice has Test Fastland in hand
    And Alice controls Forest as "forest one"
    And Alice controls Forest as "forest two"
    When Alice plays Test Fastland
    Then Test Fastland is untapped

  Scenario: With three other lands it enters tapped (614.1d)
    Given a card compiled from its Oracle text:
      """
      name: Test Fastland
      types: [land]
      oracle: "This land enters tapped unless you control two or fewer other lands."
      """
    And Alice has Test Fastland in hand
    And Alice controls Forest as "forest one"
    And Alice controls Forest as "forest two"
    And Alice controls Forest as "forest three"
    When Alice plays Test Fastland
    Then Test Fastland is tapped
