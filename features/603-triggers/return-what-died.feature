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

  Scenario: "Whenever another creature is put into your graveyard from the battlefield": a creature its owner is you died (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Traitor
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever another creature is put into your graveyard from the battlefield, you may pay {B}. If you do, return this card from your graveyard to the battlefield."
      """
    And Alice has Test Traitor in her graveyard
    And Alice controls Grizzly Bears
    And Alice chooses to pay for Test Traitor
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Traitor is on the battlefield
    And Grizzly Bears is in Alice's graveyard

  Scenario: A creature another player owns going to their graveyard doesn't trigger it
    Given a card compiled from its Oracle text:
      """
      name: Test Traitor
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever another creature is put into your graveyard from the battlefield, you may pay {B}. If you do, return this card from your graveyard to the battlefield."
      """
    And Alice has Test Traitor in her graveyard
    And Bob controls Grizzly Bears
    And Alice chooses to pay for Test Traitor
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Traitor is in Alice's graveyard

  Scenario: "When this creature dies, return this card to its owner's hand": this card is the card it became (400.7, 603.10a)
    Given a card compiled from its Oracle text:
      """
      name: Test Homing Spirit
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature dies, return this card to its owner's hand."
      """
    And Alice controls Test Homing Spirit
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Homing Spirit and it resolves
    Then Test Homing Spirit is in Alice's hand
