@cr603
Feature: Trigger events read from Oracle text: "or another", "enters or attacks", attachments

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Battlesinger
      types: [creature]
      subtypes: [Human, Ally]
      power: 1
      toughness: 1
      oracle: "Whenever this creature or another Ally you control enters, you gain 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Ally
      types: [creature]
      subtypes: [Ally]
      power: 2
      toughness: 2
      oracle: ""
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sentinel
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature enters or attacks, you gain 2 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Spear
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Whenever equipped creature attacks, it gets +2/+0 until end of turn.\nEquip {1}"
      """

  Scenario: "This or another Ally" sees the creature itself enter (603.6a)
    Given Alice has Test Battlesinger in hand
    When Alice casts Test Battlesinger and it resolves
    Then Alice has 21 life

  Scenario: "This or another Ally" sees another Ally enter
    Given Alice controls Test Battlesinger
    And Alice has Test Ally in hand
    When Alice casts Test Ally and it resolves
    Then Alice has 21 life

  Scenario: "Enters or attacks" triggers on each event
    Given Alice has Test Sentinel in hand
    When Alice casts Test Sentinel and it resolves
    Then Alice has 22 life

  Scenario: "Enters or attacks": the attack
    Given Alice controls Test Sentinel
    When Alice attacks with Test Sentinel and combat ends
    Then Alice has 22 life
    And Bob has 18 life

  Scenario: An Equipment's trigger sees the creature it is attached to attack
    Given Alice controls Grizzly Bears
    And Alice controls Test Spear attached to Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 16 life

  Scenario: "It" after the ability names this creature is this creature
    Given a card compiled from its Oracle text:
      """
      name: Test Coil Weird
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. Untap it."
      """
    And Alice controls Test Coil Weird
    And Test Coil Weird is tapped
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Test Coil Weird is untapped
    And Test Coil Weird is 2/2

  Scenario: "It" in a trigger on a creature of a kind dealing damage is that creature
    Given a card compiled from its Oracle text:
      """
      name: Test Hunt Shaman
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on it."
      """
    And Alice controls Test Hunt Shaman
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Test Hunt Shaman has no counters on it

  Scenario: "This and at least two other creatures attack" needs three attackers
    Given a card compiled from its Oracle text:
      """
      name: Test Battalion Sergeant
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever this creature and at least two other creatures attack, you gain 3 life."
      """
    And Alice controls Test Battalion Sergeant
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Test Battalion Sergeant and Grizzly Bears and Savannah Lions and combat ends
    Then Alice has 23 life

  Scenario: With only one other attacker it doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Battalion Sergeant
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever this creature and at least two other creatures attack, you gain 3 life."
      """
    And Alice controls Test Battalion Sergeant
    And Alice controls Grizzly Bears
    When Alice attacks with Test Battalion Sergeant and Grizzly Bears and combat ends
    Then Alice has 20 life
    And 0 abilities triggered

  Scenario: "This and at least one other creature token attack" counts only tokens beside it
    Given a card compiled from its Oracle text:
      """
      name: Test Tag Teammate
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Whenever this creature and at least one other creature token attack, put a +1/+1 counter on this creature."
      """
    And Alice controls a token Test Tag Teammate as "First Teammate"
    And Alice controls a token Test Tag Teammate as "Second Teammate"
    And Alice controls Grizzly Bears
    When Alice attacks with First Teammate and Second Teammate and Grizzly Bears and combat ends
    Then First Teammate has 1 +1/+1 counter on it
    And Second Teammate has 1 +1/+1 counter on it

  Scenario: "This and at least one other creature token attack" ignores a nontoken attacker
    Given a card compiled from its Oracle text:
      """
      name: Test Tag Teammate
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Whenever this creature and at least one other creature token attack, put a +1/+1 counter on this creature."
      """
    And Alice controls a token Test Tag Teammate
    And Alice controls Grizzly Bears
    When Alice attacks with Test Tag Teammate and Grizzly Bears and combat ends
    Then Test Tag Teammate has no counters on it
    And 0 abilities triggered

  Scenario: "One or more creatures deal combat damage to a player" triggers once for the player
    Given a card compiled from its Oracle text:
      """
      name: Test Raid Leader
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever one or more creatures you control deal combat damage to a player, you gain 2 life."
      """
    And Alice controls Test Raid Leader
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    When Alice attacks with Grizzly Bears and Savannah Lions and combat ends
    Then Alice has 22 life
    And Bob has 16 life
    And 1 abilities triggered

  Scenario: "Whenever a creature you control becomes blocked" is about that creature (509.3c)
    Given a card compiled from its Oracle text:
      """
      name: Test Close Quarters
      types: [enchantment]
      oracle: "Whenever a creature you control becomes blocked, you gain 2 life."
      """
    And Alice controls Test Close Quarters
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    When Alice attacks with Grizzly Bears and Hill Giant blocks
    And all players pass priority until the stack is empty
    Then Alice has 22 life

  Scenario: "When an opponent casts a creature spell"
    Given a card compiled from its Oracle text:
      """
      name: Test Watcher
      types: [enchantment]
      oracle: "When an opponent casts a creature spell, you gain 1 life."
      """
    And Alice controls Test Watcher
    And Bob has Grizzly Bears in hand
    And it is Bob's turn
    When Bob casts Grizzly Bears and it resolves
    Then Alice has 21 life

  Scenario: "Combat damage to a player or battle": an unblocked attacker damages the player
    Given a card compiled from its Oracle text:
      """
      name: Test Skywarden
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature deals combat damage to a player or battle, you gain 3 life."
      """
    And Alice controls Test Skywarden
    When Alice attacks with Test Skywarden and combat ends
    Then Alice has 23 life
    And Bob has 18 life

  Scenario: "Combat damage to a player or battle": damage to a blocker doesn't count
    Given a card compiled from its Oracle text:
      """
      name: Test Skywarden
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever this creature deals combat damage to a player or battle, you gain 3 life."
      """
    And Alice controls Test Skywarden
    And Bob controls Grizzly Bears
    When Alice attacks with Test Skywarden and Grizzly Bears blocks and combat ends
    Then Alice has 20 life

  Scenario: "Whenever a creature you control enters, you may attach this Equipment to it": the creature that entered (701.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Katana
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Whenever a creature you control enters, you may attach this Equipment to it.\nEquipped creature gets +2/+0.\nEquip {3}"
      """
    And Alice controls Test Katana
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Test Katana is attached to Grizzly Bears
    And Grizzly Bears is 4/2

  Scenario: "When this land enters untapped" triggers only if it did (614.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Mine
      types: [land]
      subtypes: [Mountain]
      oracle: "This land enters tapped unless you control three or more other Mountains.\nWhen this land enters untapped, create a 1/1 red Dwarf creature token."
      """
    And Alice controls Mountain as "first mountain"
    And Alice controls Mountain as "second mountain"
    And Alice controls Mountain as "third mountain"
    And Alice has Test Mine in hand
    When Alice plays Test Mine
    And all players pass priority until the stack is empty
    Then Test Mine is untapped
    And Alice controls 1 token

  Scenario: Entering tapped, it doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Mine
      types: [land]
      subtypes: [Mountain]
      oracle: "This land enters tapped unless you control three or more other Mountains.\nWhen this land enters untapped, create a 1/1 red Dwarf creature token."
      """
    And Alice controls Mountain
    And Alice has Test Mine in hand
    When Alice plays Test Mine
    And all players pass priority until the stack is empty
    Then Test Mine is tapped
    And Alice controls 0 tokens
