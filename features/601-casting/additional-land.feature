@cr601
Feature: Playing more than one land a turn (CR 305.2)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Explorer
      types: [creature]
      power: 1
      toughness: 2
      oracle: "You may play an additional land on each of your turns."
      """
    And Alice has Forest in hand
    And Alice has Plains in hand
    And Alice has Island in hand

  Scenario: With the effect, a second land may be played
    Given Alice controls Test Explorer
    When Alice plays Forest
    And Alice plays Plains
    Then Plains is on the battlefield

  Scenario: But not a third
    Given Alice controls Test Explorer
    When Alice plays Forest
    And Alice plays Plains
    And Alice plays Island
    Then that is not allowed, by CR 305.2

  Scenario: Without it, one land a turn
    When Alice plays Forest
    And Alice plays Plains
    Then that is not allowed, by CR 305.2

  Scenario: "You may play an additional land this turn": a second land this turn
    Given a card compiled from its Oracle text:
      """
      name: Test Explore
      mana_cost: "{1}{G}"
      types: [sorcery]
      oracle: "You may play an additional land this turn.\nDraw a card."
      """
    And Alice has Test Explore in hand
    And Alice has 3 cards in her library
    When Alice casts Test Explore and it resolves
    And Alice plays Forest
    And Alice plays Plains
    Then Plains is on the battlefield
    And the ruling cites CR 305.2

  Scenario: The additional land is this turn's only
    Given a card compiled from its Oracle text:
      """
      name: Test Explore
      mana_cost: "{1}{G}"
      types: [sorcery]
      oracle: "You may play an additional land this turn.\nDraw a card."
      """
    And Alice has Test Explore in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice casts Test Explore and it resolves
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    And the game advances to the precombat main step
    And Alice plays Forest
    And Alice plays Plains
    Then that is not allowed, by CR 305.2

  Scenario: "You may play lands from your graveyard": a land played from there counts as the turn's land
    Given a card compiled from its Oracle text:
      """
      name: Test Crucible
      types: [artifact]
      oracle: "You may play lands from your graveyard."
      """
    And Alice controls Test Crucible
    And Alice has Forest in her graveyard as "Graveyard Forest"
    When Alice plays Graveyard Forest
    Then Graveyard Forest is on the battlefield
    When Alice plays Plains
    Then that is not allowed, by CR 305.2

  Scenario: Without such a permanent, a land isn't played from the graveyard
    Given Alice has Forest in her graveyard as "Graveyard Forest"
    When Alice plays Graveyard Forest
    Then that is not allowed, by CR 116.2a

  Scenario: "You may play lands from the top of your library": the top card only
    Given a card compiled from its Oracle text:
      """
      name: Test Courser
      types: [creature]
      power: 2
      toughness: 4
      oracle: "You may play lands from the top of your library."
      """
    And Alice controls Test Courser
    And Alice has Mountain in her library as "Top Mountain"
    And Alice has Swamp in her library as "Second Swamp"
    When Alice plays Second Swamp
    Then that is not allowed, by CR 116.2a

  Scenario: The top card of the library may be played as a land
    Given a card compiled from its Oracle text:
      """
      name: Test Courser
      types: [creature]
      power: 2
      toughness: 4
      oracle: "You may play lands from the top of your library."
      """
    And Alice controls Test Courser
    And Alice has Mountain in her library as "Top Mountain"
    And Alice has Swamp in her library as "Second Swamp"
    When Alice plays Top Mountain
    Then Top Mountain is on the battlefield
