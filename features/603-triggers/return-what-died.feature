@cr603
Feature: "Return it to the battlefield": the card a dies trigger found in the graveyard (CR 603.10a, 400.7)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test False Demise
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhen enchanted creature dies, return that card to the battlefield under your control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Phoenix
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, return it to the battlefield tapped under its owner's control."
      """

  Scenario: The enchanted creature's card returns under the Aura's controller's control
    Given Bob controls Grizzly Bears
    And Alice controls Test False Demise attached to Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is controlled by Alice
    And Test False Demise is in Alice's graveyard

  Scenario: A creature's own dies trigger returns its card, tapped
    Given Alice controls Test Phoenix
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Phoenix and it resolves
    Then Test Phoenix is on the battlefield
    And Test Phoenix is tapped

  Scenario: A card that left the graveyard before the trigger resolved is a new object: nothing returns (400.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Crypt
      types: [artifact]
      oracle: "{T}: Exile target card from a graveyard."
      """
    And Alice controls Test Phoenix
    And Bob controls Test Crypt
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Phoenix and only it resolves
    And Bob activates Test Crypt's first ability targeting Test Phoenix and it resolves
    Then Test Phoenix is in exile
