@cr702
Feature: Exalted (CR 702.83), and a creature that can block only creatures with flying (509.1b)

  Scenario: Each exalted instance gives a creature attacking alone +1/+1 (702.83a, 702.83b)
    Given a card compiled from its Oracle text:
      """
      name: Test Squire
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)"
      """
    And Alice controls Test Squire as "squire one"
    And Alice controls Test Squire as "squire two"
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 16 life
    And 2 abilities triggered
    And the ruling cites CR 702.83a

  Scenario: Two attackers don't attack alone (506.5)
    Given a card compiled from its Oracle text:
      """
      name: Test Squire
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Exalted"
      """
    And Alice controls Test Squire
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and Test Squire and combat ends
    Then Bob has 17 life
    And 0 abilities triggered

  Scenario: It can't block a creature without flying (509.1b)
    Given a card compiled from its Oracle text:
      """
      name: Test Percher
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Flying\nThis creature can block only creatures with flying."
      """
    And it is Bob's turn
    And Alice controls Test Percher
    And Bob controls Grizzly Bears
    When Bob attacks with Grizzly Bears and Test Percher blocks
    Then that is not allowed, by CR 509.1b

  Scenario: It may block a creature with flying
    Given a card compiled from its Oracle text:
      """
      name: Test Percher
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Flying\nThis creature can block only creatures with flying."
      """
    And it is Bob's turn
    And Alice controls Test Percher
    And Bob controls Air Elemental
    When Bob attacks with Air Elemental, which Test Percher blocks, and combat ends
    Then Test Percher is in Alice's graveyard

  Scenario: A creature that is sacrificed when it becomes a target (603.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Walker
      types: [creature]
      power: 2
      toughness: 3
      oracle: "When this creature becomes the target of a spell or ability, sacrifice it."
      """
    And Alice controls Test Walker
    And Bob has Giant Growth in hand
    When Bob casts Giant Growth targeting Test Walker and it resolves
    Then Test Walker is in Alice's graveyard
    And Giant Growth is in Bob's graveyard

  Scenario: Bushido gives +N/+N to a creature that becomes blocked (702.45a)
    Given a card compiled from its Oracle text:
      """
      name: Test Samurai
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)"
      """
    And Alice controls Test Samurai
    And Bob controls Hill Giant
    When Alice attacks with Test Samurai, which Hill Giant blocks, and combat ends
    Then Hill Giant is in Bob's graveyard
    And Test Samurai is 4/4
    And the ruling cites CR 702.45a

  Scenario: Annihilator makes the defending player sacrifice permanents as it attacks (702.86a)
    Given a card compiled from its Oracle text:
      """
      name: Test Eldrazi
      types: [creature]
      power: 4
      toughness: 4
      oracle: "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents of their choice.)"
      """
    And Alice controls Test Eldrazi
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Bob controls Forest
    When Alice attacks with Test Eldrazi and combat ends
    Then Bob has 16 life
    And Grizzly Bears is on the battlefield
    And Forest is in Bob's graveyard
    And Llanowar Elves is in Bob's graveyard
    And the ruling cites CR 702.86a
    And the ruling marks permanents to sacrifice as assumed

  Scenario: Afflict makes the defending player lose life when it becomes blocked (702.130a)
    Given a card compiled from its Oracle text:
      """
      name: Test Afflicted
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)"
      """
    And Alice controls Test Afflicted
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    When Alice attacks with Test Afflicted, which Grizzly Bears and Llanowar Elves block, and combat ends
    Then Bob has 18 life
    And 1 abilities triggered
