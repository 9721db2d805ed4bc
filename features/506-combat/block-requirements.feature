@cr506
Feature: Blocking requirements: the declaration must obey as many as any legal one could (CR 509.1c)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Watchman
      types: [creature]
      power: 1
      toughness: 4
      oracle: "This creature blocks each combat if able."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Brute
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Menace"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Stalker
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature must be blocked if able."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Decoy
      types: [creature]
      power: 2
      toughness: 2
      oracle: "All creatures able to block this creature do so."
      """

  Scenario: The rules' own example: against menace, the creature that must block needs the other's help
    Given it is Bob's turn
    And Alice controls Test Watchman
    And Alice controls Grizzly Bears
    And Bob controls Test Brute
    When Bob attacks Alice with Test Brute and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: Blocking with both obeys the requirement and menace
    Given it is Bob's turn
    And Alice controls Test Watchman
    And Alice controls Grizzly Bears
    And Bob controls Test Brute
    When Bob attacks with Test Brute, which Test Watchman and Grizzly Bears block, and combat ends
    Then Alice has 20 life
    And the step saying "2 creatures block it, and menace asks two or more" cites CR 702.111b

  Scenario: With nothing to help against menace, the creature that must block can't, and need not
    Given it is Bob's turn
    And Alice controls Test Watchman
    And Bob controls Test Brute
    When Bob attacks Alice with Test Brute and combat ends
    Then Alice has 17 life

  Scenario: A creature that must be blocked if able, unblocked while a creature could block it
    Given it is Bob's turn
    And Alice controls Grizzly Bears
    And Bob controls Test Stalker
    When Bob attacks Alice with Test Stalker and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: One blocker is enough for "must be blocked"
    Given it is Bob's turn
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob controls Test Stalker
    When Bob attacks with Test Stalker, which Grizzly Bears blocks, and combat ends
    Then Alice has 20 life

  Scenario: A lure: every creature able to block it must
    Given it is Bob's turn
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob controls Test Decoy
    When Bob attacks with Test Decoy, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: All of them blocking the lure obeys every requirement
    Given it is Bob's turn
    And Alice controls Grizzly Bears
    And Alice controls Savannah Lions
    And Bob controls Test Decoy
    When Bob attacks with Test Decoy, which Grizzly Bears and Savannah Lions block, and combat ends
    Then Test Decoy is in Bob's graveyard

  Scenario: A creature that can't block isn't asked to (509.1c: restrictions first)
    Given a card compiled from its Oracle text:
      """
      name: Test Coward
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature can't block."
      """
    And it is Bob's turn
    And Alice controls Grizzly Bears
    And Alice controls Test Coward
    And Bob controls Test Decoy
    When Bob attacks with Test Decoy, which Grizzly Bears blocks, and combat ends
    Then Test Decoy is in Bob's graveyard

  Scenario: "Target creature blocks this creature this turn if able" asks that creature alone
    Given a card compiled from its Oracle text:
      """
      name: Test Bloodscale
      types: [creature]
      power: 2
      toughness: 1
      oracle: "{2}{G}: Target creature blocks this creature this turn if able."
      """
    And it is Bob's turn
    And Alice controls Grizzly Bears
    And Bob controls Test Bloodscale
    When Bob activates Test Bloodscale's first ability targeting Grizzly Bears and it resolves
    And Bob attacks Alice with Test Bloodscale and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: Provoke untaps the target and makes it block the provoking creature (702.39a)
    Given a card compiled from its Oracle text:
      """
      name: Test Provoker
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)"
      """
    And it is Bob's turn
    And Alice controls Grizzly Bears
    And Grizzly Bears is tapped
    And Bob controls Test Provoker
    And Test Provoker's triggered abilities target Grizzly Bears
    When Bob attacks Alice with Test Provoker and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: The provoked creature blocks it
    Given a card compiled from its Oracle text:
      """
      name: Test Provoker
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)"
      """
    And it is Bob's turn
    And Alice controls Grizzly Bears
    And Grizzly Bears is tapped
    And Bob controls Test Provoker
    And Test Provoker's triggered abilities target Grizzly Bears
    When Bob attacks with Test Provoker, which Grizzly Bears blocks, and combat ends
    Then Grizzly Bears is in Alice's graveyard
    And the ruling cites CR 702.39a

  Scenario: "Target creature blocks this turn if able": a block by it is required this turn (509.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Provoke
      types: [instant]
      oracle: "Target creature blocks this turn if able."
      """
    And Alice has Test Provoke in hand
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And it is Alice's turn, beginning of combat step
    When Alice casts Test Provoke targeting Grizzly Bears and it resolves
    And Alice attacks Bob with Hill Giant and combat ends
    Then that is not allowed, by CR 509.1c

  Scenario: "Blocks this turn if able" obeyed: it blocks
    Given a card compiled from its Oracle text:
      """
      name: Test Provoke
      types: [instant]
      oracle: "Target creature blocks this turn if able."
      """
    And Alice has Test Provoke in hand
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And it is Alice's turn, beginning of combat step
    When Alice casts Test Provoke targeting Grizzly Bears and it resolves
    And Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then Grizzly Bears is in Bob's graveyard
    And Bob has 20 life

  Scenario: "All creatures able to block target creature this turn do so" (509.1c)
    Given a card compiled from its Oracle text:
      """
      name: Test Lure Spell
      types: [instant]
      oracle: "All creatures able to block target creature this turn do so."
      """
    And Alice has Test Lure Spell in hand
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Bob controls Savannah Lions
    And it is Alice's turn, beginning of combat step
    When Alice casts Test Lure Spell targeting Hill Giant and it resolves
    And Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then that is not allowed, by CR 509.1c
