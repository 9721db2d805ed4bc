@cr701
Feature: "You choose a nonland card from it. That player discards that card." (CR 701.8a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Duress
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
      """

  Scenario: The caster chooses among the cards of the kind named
    Given Alice has Test Duress in hand
    And Bob has Mountain in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    And Bob chooses to discard Giant Growth
    When Alice casts Test Duress targeting Bob and it resolves
    Then Giant Growth is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And Mountain is in Bob's hand

  Scenario: A land can't be chosen; with no other card, nothing is discarded
    Given Alice has Test Duress in hand
    And Bob has Mountain in hand
    When Alice casts Test Duress targeting Bob and it resolves
    Then Mountain is in Bob's hand

  Scenario: "That player discards a card at random": the card that came up (701.8b)
    Given a card compiled from its Oracle text:
      """
      name: Test Specter
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Flying\nWhenever this creature deals damage to an opponent, that player discards a card at random."
      """
    And Alice controls Test Specter
    And Bob has Lightning Bolt in hand
    And Bob has Grizzly Bears in hand
    And Bob chooses to discard Grizzly Bears
    When Alice attacks with Test Specter and combat ends
    Then Grizzly Bears is in Bob's graveyard
    And Lightning Bolt is in Bob's hand
    And the ruling cites CR 701.8b

  Scenario: "You choose a nonland card from it and exile that card": exiled, not discarded
    Given a card compiled from its Oracle text:
      """
      name: Test Castigate
      types: [sorcery]
      oracle: "Target opponent reveals their hand. You choose a nonland card from it and exile that card."
      """
    And Alice has Test Castigate in hand
    And Bob has Mountain in hand
    And Bob has Lightning Bolt in hand
    And Bob has Giant Growth in hand
    When Alice casts Test Castigate targeting Bob and it resolves
    Then Lightning Bolt is in exile
    And Mountain is in Bob's hand
    And Giant Growth is in Bob's hand
    And the ruling marks Alice chooses 1 card to exile from Bob's hand as assumed

  Scenario: "With mana value 3 or less" after "from it"
    Given a card compiled from its Oracle text:
      """
      name: Test Inquisition
      types: [sorcery]
      oracle: "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card."
      """
    And Alice has Test Inquisition in hand
    And Bob has Craw Wurm in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Inquisition targeting Bob and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Craw Wurm is in Bob's hand

  Scenario: "Reveals their hand and discards all nonland cards": every such card, no one chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Amnesia
      types: [sorcery]
      oracle: "Target player reveals their hand and discards all nonland cards."
      """
    And Alice has Test Amnesia in hand
    And Bob has Craw Wurm in hand
    And Bob has Lightning Bolt in hand
    And Bob has Forest in hand
    When Alice casts Test Amnesia targeting Bob and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Craw Wurm is in Bob's graveyard
    And Forest is in Bob's hand
    And nothing is assumed
