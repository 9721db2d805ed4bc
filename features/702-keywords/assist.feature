@cr702
Feature: Assist (CR 702.132a)

  Another player may pay part of a spell with assist's generic mana cost. judge takes mana
  costs as paid, so who pays changes nothing it rules: the card is modeled whole.

  Scenario: A spell with assist resolves as any other
    Given a card compiled from its Oracle text:
      """
      name: Test Bring Down
      types: [sorcery]
      oracle: "Assist (Another player can pay up to {3} of this spell's cost.)\nDestroy target creature with power 4 or greater."
      """
    And Bob controls Craw Wurm
    And Alice has Test Bring Down in hand
    When Alice casts Test Bring Down targeting Craw Wurm and it resolves
    Then Craw Wurm is in Bob's graveyard
    And the ruling does not say "these abilities were not applied"
