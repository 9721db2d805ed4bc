@cr702
Feature: Suspend (CR 702.62, 116.2f): exiled with time counters, cast free when the last is removed

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Rift Bolt
      mana_cost: "{2}{R}"
      types: [sorcery]
      oracle: "Test Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Suspended Giant
      mana_cost: "{5}{R}"
      types: [creature]
      power: 5
      toughness: 5
      oracle: "Suspend 1—{1}{R}"
      """

  Scenario: Suspending is a special action: the card is exiled with its time counters (116.2f)
    Given it is Alice's turn, precombat main step
    And Alice has Test Rift Bolt in hand
    When Alice suspends Test Rift Bolt
    Then Test Rift Bolt is in exile
    And Test Rift Bolt has 1 time counter on it
    And the ruling cites CR 116.2f

  Scenario: In its owner's next upkeep the last counter is removed and it is cast free (702.62a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Rift Bolt in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    And Test Rift Bolt's triggered abilities target Bob
    When Alice suspends Test Rift Bolt
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob has 17 life
    And Test Rift Bolt is in Alice's graveyard
    And the ruling cites CR 702.62a

  Scenario: A creature cast by suspend has haste (702.62a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Suspended Giant in hand
    And Alice has 3 cards in her library
    And Bob has 3 cards in his library
    When Alice suspends Test Suspended Giant
    And the game advances to the upkeep step
    And the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Test Suspended Giant is on the battlefield
    And Test Suspended Giant has haste

  Scenario: A sorcery can't be suspended when it couldn't be cast (116.2f)
    Given it is Alice's turn, upkeep step
    And Alice has Test Rift Bolt in hand
    When Alice suspends Test Rift Bolt
    Then that is not allowed, by CR 116.2f
