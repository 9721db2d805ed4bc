@cr601
Feature: A permanent spell's additional cost (CR 601.2f, 601.2h)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Demon
      types: [creature]
      subtypes: [Demon]
      power: 6
      toughness: 6
      oracle: "As an additional cost to cast this spell, sacrifice a creature.\nFlying, trample"
      """

  Scenario: The creature is sacrificed as the spell is cast
    Given Alice controls Grizzly Bears
    And Alice has Test Demon in hand
    When Alice casts Test Demon and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Demon is on the battlefield

  Scenario: Without a creature to sacrifice it can't be cast (118.3)
    Given Alice has Test Demon in hand
    When Alice casts Test Demon and it resolves
    Then that is not allowed, by CR 118.3
