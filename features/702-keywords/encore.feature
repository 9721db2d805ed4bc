@cr702
Feature: Encore (CR 702.141): token copies for each opponent, attacking this turn, gone at end step

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Angel
      types: [creature]
      subtypes: [Angel]
      mana_cost: "{5}{W}{W}"
      power: 3
      toughness: 5
      oracle: "Flying\nEncore {6}{W}{W} ({6}{W}{W}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)"
      """
    And Alice has Test Angel in her graveyard

  Scenario: The card is exiled; a hasty token copy must attack this turn and goes at end step
    When Alice activates Test Angel's first ability and it resolves
    Then Test Angel is in exile
    And Alice controls a token named Test Angel that is 3/5 white "creature — Angel"
    And the ruling says "test_angel-ability-1.token1): has haste"
    And the ruling says "test_angel-ability-1.token1): attacks each combat if able until end of turn"
    And the ruling cites CR 702.141a

  Scenario: Encore only as a sorcery (702.141a)
    Given it is Bob's turn
    When Alice activates Test Angel's first ability and it resolves
    Then that is not allowed, by CR 602.5d

  Scenario: With two opponents, which token must attack whom isn't judged
    Given Carol has 20 life
    When Alice activates Test Angel's first ability and it resolves
    Then judge declines to guess, saying "each attack a different opponent"
