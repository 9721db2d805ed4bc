@cr701
Feature: Sacrificing permanents of a player's choice (CR 701.17a)

  Scenario: "Each player sacrifices two creatures of their choice"
    Given a card compiled from its Oracle text:
      """
      name: Test Barter
      types: [sorcery]
      oracle: "Each player sacrifices two creatures of their choice."
      """
    And Alice has Test Barter in hand
    And Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And Alice controls Savannah Lions
    And Bob controls Craw Wurm
    When Alice casts Test Barter and it resolves
    Then Craw Wurm is in Bob's graveyard
    And Grizzly Bears is in Alice's graveyard
    And Savannah Lions is in Alice's graveyard
    And Hill Giant is on the battlefield
    And the ruling cites CR 701.17a

  Scenario: "Put a +1/+1 counter on each creature you control with a +1/+1 counter on it"
    Given a card compiled from its Oracle text:
      """
      name: Test Growth Surge
      types: [sorcery]
      oracle: "Put a +1/+1 counter on each creature you control with a +1/+1 counter on it."
      """
    And Alice has Test Growth Surge in hand
    And Alice controls Grizzly Bears with 1 +1/+1 counter
    And Alice controls Hill Giant
    When Alice casts Test Growth Surge and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
    And Hill Giant has no counters on it
