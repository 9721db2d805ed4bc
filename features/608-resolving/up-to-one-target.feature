@cr608
Feature: "Up to one target": a target that may be left unchosen (CR 601.2c, 608.2b)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Shatter
      types: [instant]
      oracle: "Destroy up to one target artifact. Draw a card."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Jailer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, tap up to one target creature."
      """

  Scenario: Cast with no target, the spell still resolves (601.2c)
    Given Alice has Test Shatter in hand
    And Alice has 5 cards in her library
    When Alice casts Test Shatter and it resolves
    Then Alice has 4 cards in her library

  Scenario: Cast with its target, it does what it says
    Given Bob controls Sol Ring
    And Alice has Test Shatter in hand
    And Alice has 5 cards in her library
    When Alice casts Test Shatter targeting Sol Ring and it resolves
    Then Sol Ring is in Bob's graveyard
    And Alice has 4 cards in her library

  Scenario: A triggered ability with no legal target for "up to one" still resolves
    Given Alice has Test Jailer in hand
    When Alice casts Test Jailer and it resolves
    Then Test Jailer is on the battlefield
    And Test Jailer is untapped
    And the ruling marks a target (up to one creature), rather than one of their own as assumed

  Scenario: A triggered ability's "up to one" target is chosen when there is one
    Given Bob controls Grizzly Bears
    And Alice has Test Jailer in hand
    When Alice casts Test Jailer and it resolves
    Then Grizzly Bears is tapped
