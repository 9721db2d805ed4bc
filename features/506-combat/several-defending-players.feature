@cr506
Feature: Attacking several players: each defending player blocks their own attackers (CR 802)

  With three or more players, judge plays the attack multiple players option (802): each
  attacker attacks an opponent or a planeswalker one controls (802.3), each attacked player
  declares blockers in APNAP order for the creatures attacking them (802.4, 802.4a), and each
  one's blocks are judged apart (802.4b).

  Background:
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's turn
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions

  Scenario: Two players attacked at once each take their attacker's damage
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol
    And combat ends
    Then Bob has 18 life
    And Carol has 18 life
    And Alice has 20 life
    And the ruling says "Grizzly Bears (grizzly_bears) attacks Bob; Savannah Lions (savannah_lions) attacks Carol"
    And the ruling cites CR 802.3

  Scenario: One attacker attacks a player, another a different player's planeswalker
    Given Carol controls Garruk Wildspeaker
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Garruk Wildspeaker
    And combat ends
    Then Bob has 18 life
    And Carol has 20 life
    And Garruk Wildspeaker has 1 loyalty counter on it

  Scenario: Each defending player blocks the creature attacking them
    Given Bob controls Hill Giant
    And Carol controls Wall of Stone
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol
    And blockers are declared: Wall of Stone blocking Savannah Lions; Hill Giant blocking Grizzly Bears
    And combat ends
    Then Grizzly Bears is in Alice's graveyard
    And Savannah Lions has 0 damage marked on it
    And Wall of Stone has 2 damage marked on it
    And Bob has 20 life
    And Carol has 20 life
    And the ruling says "Bob: Hill Giant (hill_giant) blocks Grizzly Bears (grizzly_bears), then Carol: Wall of Stone (wall_of_stone) blocks Savannah Lions (savannah_lions)"
    And the ruling cites CR 802.4
    And the ruling cites CR 802.5

  Scenario: A player can't block a creature attacking another player
    Given Carol controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol
    And blockers are declared: Hill Giant blocking Grizzly Bears
    Then that is not allowed, by CR 802.4a
    And the refusal says "Hill Giant (hill_giant) is Carol's, and Grizzly Bears attacks Bob"

  Scenario: A player can't block a creature attacking another player's planeswalker
    Given Carol controls Garruk Wildspeaker
    And Bob controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Garruk Wildspeaker; Savannah Lions attacking Bob
    And blockers are declared: Hill Giant blocking Grizzly Bears
    Then that is not allowed, by CR 802.4a
    And the refusal says "Grizzly Bears attacks Carol's Garruk Wildspeaker"

  Scenario: Another player's blocker doesn't keep a creature from blocking alone (802.4b)
    Given a card compiled from its Oracle text:
      """
      name: Test Jackal
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature can't attack or block alone."
      """
    And Bob controls Test Jackal
    And Carol controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol
    And blockers are declared: Test Jackal blocking Grizzly Bears; Hill Giant blocking Savannah Lions
    Then that is not allowed, by CR 509.1b
    And the refusal says "it is the only creature Bob blocks with"

  Scenario: A creature that blocks each combat if able must block the creature attacking its controller
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [creature]
      power: 1
      toughness: 4
      oracle: "This creature blocks each combat if able."
      """
    And Bob controls Test Watchman
    And Carol controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol
    And blockers are declared: Hill Giant blocking Savannah Lions
    Then that is not allowed, by CR 509.1c
    And the refusal says "Bob's declaration obeys 0 of the blocking requirements, and one could obey 1"

  Scenario: A lure attacking one player asks nothing of another player's creatures
    Given a card compiled from its Oracle text:
      """
      name: Test Decoy
      types: [creature]
      power: 2
      toughness: 2
      oracle: "All creatures able to block this creature do so."
      """
    And Alice controls Test Decoy
    And Bob controls Hill Giant
    And Carol controls Wall of Stone
    When Alice declares attackers: Test Decoy attacking Bob; Savannah Lions attacking Carol
    And blockers are declared: Hill Giant blocking Test Decoy
    And combat ends
    Then Test Decoy is in Alice's graveyard
    And Carol has 18 life

  Scenario: "Defending player" in an attacking creature's ability is the player it attacks (802.2a)
    Given a card compiled from its Oracle text:
      """
      name: Test Afflicted
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)"
      """
    And Alice controls Test Afflicted
    And Carol controls Wall of Stone
    When Alice declares attackers: Grizzly Bears attacking Bob; Test Afflicted attacking Carol
    And blockers are declared: Wall of Stone blocking Test Afflicted
    And combat ends
    Then Carol has 18 life
    And Bob has 18 life

  Scenario: With two players attacked, "whenever a creature attacks you" triggers for each its own attackers
    Given a card compiled from its Oracle text:
      """
      name: Test Watchtower
      types: [enchantment]
      oracle: "Whenever a creature attacks you, you gain 1 life."
      """
    And Bob controls Test Watchtower
    And Carol controls Test Watchtower
    And Alice controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol; Hill Giant attacking Carol
    And combat ends
    Then Bob has 19 life
    And Carol has 17 life

  Scenario: A cost to attack a player counts only the creatures attacking that player
    Given a card compiled from its Oracle text:
      """
      name: Test Propaganda
      types: [enchantment]
      oracle: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
      """
    And Bob controls Test Propaganda
    And Alice controls Hill Giant
    When Alice declares attackers: Grizzly Bears attacking Bob; Savannah Lions attacking Carol; Hill Giant attacking Carol
    And combat ends
    Then the ruling says "Alice pays {2} to attack with 1 creature (Test Propaganda)"
    And Bob has 18 life
    And Carol has 15 life

  Scenario: Not told whom an attacker attacks, with two opponents it attacks the next one, assumed
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 18 life
    And Carol has 20 life
    And the ruling marks whom Grizzly Bears (grizzly_bears) attacks as assumed
