@cr702
Feature: Bestow (CR 702.103): a creature cast as an Aura, which becomes a creature again

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Nymph
      mana_cost: "{2}{W}"
      types: [enchantment, creature]
      subtypes: [Nymph]
      power: 2
      toughness: 2
      oracle: "Bestow {3}{W} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +2/+2."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Nymph in hand

  Scenario: Cast bestowed, it is an Aura that enchants the creature (702.103b)
    When Alice casts Test Nymph for its bestow cost targeting Grizzly Bears and it resolves
    Then Test Nymph is attached to Grizzly Bears
    And Grizzly Bears is 4/4
    And the type line of Test Nymph is "enchantment — Aura"

  Scenario: Cast for its mana cost, it is a creature
    When Alice casts Test Nymph and it resolves
    Then Test Nymph is 2/2
    And Test Nymph is not attached to anything

  Scenario: When the enchanted creature dies, the Aura becomes a creature instead of going to the graveyard (702.103f)
    Given Bob has Murder in hand
    When Alice casts Test Nymph for its bestow cost targeting Grizzly Bears and it resolves
    And Bob casts Murder targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Nymph is on the battlefield
    And Test Nymph is 2/2
    And the ruling cites CR 702.103f

  Scenario: With its target gone as it resolves, it enters as a creature (702.103e)
    Given Bob has Lightning Bolt in hand
    When Alice casts Test Nymph for its bestow cost targeting Grizzly Bears
    And Bob casts Lightning Bolt targeting Grizzly Bears
    And all players pass priority until the stack is empty
    Then Test Nymph is on the battlefield
    And Test Nymph is 2/2
    And the ruling cites CR 702.103e
