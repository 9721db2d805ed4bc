@cr702
Feature: Miracle (CR 702.94a): the turn's first card drawn, revealed, cast for its miracle cost

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Miraculous Bolt
      mana_cost: "{5}{R}{R}"
      types: [sorcery]
      oracle: "Test Miraculous Bolt deals 3 damage to each opponent.\nMiracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"
      """

  Scenario: Drawn as the first card of the turn, it is revealed and cast for its miracle cost (702.94a)
    Given it is Alice's turn, upkeep step
    And Alice has Test Miraculous Bolt in her library
    When the game advances to the precombat main step
    Then Bob has 17 life
    And Test Miraculous Bolt is in Alice's graveyard
    And the ruling cites CR 702.94a
    And the ruling says "for its miracle cost"

  Scenario: Drawn on an opponent's turn, a sorcery with miracle is cast all the same (608.2g)
    Given it is Bob's turn
    And Alice has Test Miraculous Bolt in her library
    And Alice has Grizzly Bears in her library
    And Alice has Llanowar Elves in her library
    And Alice has Ancestral Recall in hand
    When Alice casts Ancestral Recall targeting Alice and it resolves
    Then Bob has 17 life
    And Test Miraculous Bolt is in Alice's graveyard

  Scenario: Its owner may choose not to reveal it
    Given it is Alice's turn, upkeep step
    And Alice has Test Miraculous Bolt in her library
    And Alice chooses not to use Test Miraculous Bolt's optional ability
    When the game advances to the precombat main step
    Then Bob has 20 life
    And Test Miraculous Bolt is in Alice's hand

  Scenario: The second card drawn in a turn can't be revealed for miracle
    Given it is Alice's turn, upkeep step
    And Alice drew 1 card this turn
    And Alice has Test Miraculous Bolt in her library
    When the game advances to the precombat main step
    Then Bob has 20 life
    And Test Miraculous Bolt is in Alice's hand
