@cr702
Feature: Emerge (CR 702.119): an alternative cost that sacrifices a creature and counts its mana value

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Gryff
      types: [creature]
      subtypes: [Zombie, Hippogriff]
      mana_cost: "{7}{U}"
      power: 3
      toughness: 4
      oracle: "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nWhen you cast this spell, draw a card.\nFlying"
      """
    And Alice has Test Gryff in hand
    And Alice controls Craw Wurm
    And Alice has Forest in her library

  Scenario: The creature is sacrificed, and its mana value comes off the emerge cost (702.119a)
    When Alice casts Test Gryff sacrificing Craw Wurm to emerge and it resolves
    Then Craw Wurm is in Alice's graveyard
    And Test Gryff is on the battlefield
    And Forest is in Alice's hand
    And the ruling says "{6} less for emerge: the mana value of Craw Wurm"
    And the ruling cites CR 702.119a

  Scenario: Cast for its emerge cost, a creature must be sacrificed
    When Alice casts Test Gryff for its emerge cost and it resolves
    Then that is not allowed, by CR 702.119a
