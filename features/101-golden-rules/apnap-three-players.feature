@cr101
Feature: Three players: APNAP order, turn order and "each opponent" (CR 101.4, 102.3, 603.3b)

  The players are seated in the order `players:` lists them. Choices and triggered abilities
  made at once go in APNAP order: the active player first, then each other player in turn
  order (101.4, 603.3b); the next turn is the next player's; every other player is an
  opponent (102.3).

  Background:
    Given the players in turn order are Alice, Bob and Carol
    And Alice has 5 cards in her library
    And Bob has 5 cards in his library
    And Carol has 5 cards in her library

  Scenario: Three players' triggers from one event: the last player in turn order's resolves first
    Given it is Alice's turn
    And Alice has Grizzly Bears in hand
    And Alice controls Soul Warden as "alices warden"
    And Bob controls Soul Warden as "bobs warden"
    And Carol controls Soul Warden as "carols warden"
    When Alice casts Grizzly Bears and it resolves
    Then the ruling says "in APNAP order Alice's triggered abilities go on the stack first, then Bob's, then Carol's"
    And the ruling says "in APNAP order Carol's triggered abilities go on the stack after Alice's and Bob's"
    And carols_warden resolved before bobs_warden
    And bobs_warden resolved before alices_warden
    And the ruling cites CR 101.4

  Scenario: On Bob's turn, APNAP order starts with Bob and goes round to Alice
    Given it is Bob's turn
    And Bob has Grizzly Bears in hand
    And Alice controls Soul Warden as "alices warden"
    And Bob controls Soul Warden as "bobs warden"
    And Carol controls Soul Warden as "carols warden"
    When Bob casts Grizzly Bears and it resolves
    Then the ruling says "in APNAP order Bob's triggered abilities go on the stack first, then Carol's, then Alice's"
    And alices_warden resolved before carols_warden
    And carols_warden resolved before bobs_warden

  Scenario: The next turn is the next player's in turn order
    Given it is Bob's turn
    When the game advances to the upkeep step
    Then the ruling says "Turn 2 (Carol): the upkeep step begins"

  Scenario: After the last player in turn order, the first takes the next turn
    Given it is Carol's turn
    When the game advances to the upkeep step
    Then the ruling says "Turn 2 (Alice): the upkeep step begins"

  Scenario: "Each opponent loses life" makes every other player lose it
    Given it is Bob's turn
    And Alice controls Kokusho, the Evening Star
    And Bob has Murder in hand
    When Bob casts Murder targeting Kokusho, the Evening Star and it resolves
    And all players pass priority until the stack is empty
    Then Bob has 15 life
    And Carol has 15 life
    And Alice has 30 life

  Scenario: Players choosing at once choose in APNAP order, from the active player round
    Given a card defined as:
      """
      name: Test Edict
      mana_cost: "{B}"
      types: [sorcery]
      abilities:
        - spell:
            effects: [sacrifice: {what: creature, player: each player}]
      """
    And it is Bob's turn
    And Bob has Test Edict in hand
    And Alice controls Grizzly Bears as "alices bears"
    And Bob controls Grizzly Bears as "bobs bears"
    And Carol controls Grizzly Bears as "carols bears"
    And Alice controls Savannah Lions as "alices lions"
    And Bob controls Savannah Lions as "bobs lions"
    And Carol controls Savannah Lions as "carols lions"
    When Bob casts Test Edict and it resolves
    Then the step saying "Bob chooses 1 permanent to sacrifice" comes before the one saying "Carol chooses 1 permanent to sacrifice"
    And the step saying "Carol chooses 1 permanent to sacrifice" comes before the one saying "Alice chooses 1 permanent to sacrifice"
    And the ruling marks Alice chooses 1 permanent to sacrifice as assumed
