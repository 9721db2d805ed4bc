@cr601
Feature: Damage divided as its caster chooses among targets (CR 601.2d, 608.2b)

  "Divided as you choose among one, two, or three targets" is one word "target" choosing one
  to three objects or players. As the spell is cast, its caster announces how the damage is
  divided, at least 1 to each target. A target that has become illegal when it resolves gets
  none of it, and the others get no more than announced.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Forked Bolt
      types: [sorcery]
      oracle: "Test Forked Bolt deals 2 damage divided as you choose among one or two targets."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Arc Lightning
      types: [sorcery]
      oracle: "Test Arc Lightning deals 3 damage divided as you choose among one, two, or three targets."
      """

  Scenario: Two targets, one damage each
    Given Bob controls Llanowar Elves
    And Alice has Test Forked Bolt in hand
    When Alice casts Test Forked Bolt targeting Llanowar Elves and Bob, dividing 1 to Llanowar Elves and 1 to Bob, and it resolves
    Then Llanowar Elves is in Bob's graveyard
    And Bob has 19 life
    And the ruling cites CR 601.2d

  Scenario: One target gets all of it
    Given Alice has Test Forked Bolt in hand
    When Alice casts Test Forked Bolt targeting Bob and it resolves
    Then Bob has 18 life

  Scenario: The caster's division, not an even one
    Given Bob controls Grizzly Bears
    And Alice has Test Arc Lightning in hand
    When Alice casts Test Arc Lightning targeting Grizzly Bears and Bob, dividing 2 to Grizzly Bears and 1 to Bob, and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Bob has 19 life

  Scenario: Not said: divided as evenly as it goes, and marked assumed
    Given Bob controls Grizzly Bears
    And Alice has Test Arc Lightning in hand
    When Alice casts Test Arc Lightning targeting Grizzly Bears and Bob and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Bob has 19 life
    And the ruling marks Alice divides Test Arc Lightning as assumed

  Scenario: Each target gets at least 1 (601.2d)
    Given Bob controls Grizzly Bears
    And Alice has Test Arc Lightning in hand
    When Alice casts Test Arc Lightning targeting Grizzly Bears and Bob, dividing 3 to Grizzly Bears and 0 to Bob, and it resolves
    Then that is not allowed, by CR 601.2d

  Scenario: The division adds up to the whole amount (601.2d)
    Given Bob controls Grizzly Bears
    And Alice has Test Arc Lightning in hand
    When Alice casts Test Arc Lightning targeting Grizzly Bears and Bob, dividing 1 to Grizzly Bears and 1 to Bob, and it resolves
    Then that is not allowed, by CR 601.2d

  Scenario: An illegal target gets none of it; the others get what was announced (608.2b)
    Given Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Alice has Test Arc Lightning in hand
    And Alice has Unsummon in hand
    When Alice casts Test Arc Lightning targeting Grizzly Bears and Llanowar Elves and Bob, dividing 1 to Grizzly Bears and 1 to Llanowar Elves and 1 to Bob,
    And Alice casts Unsummon targeting Llanowar Elves and it resolves
    Then Llanowar Elves is in Bob's hand
    And Grizzly Bears has 1 damage marked on it
    And Bob has 19 life

  Scenario: An activated ability divides as it's activated (602.2b)
    Given a card compiled from its Oracle text:
      """
      name: Test Hellkite
      types: [creature]
      power: 4
      toughness: 4
      oracle: "{T}: This creature deals 3 damage divided as you choose among one or two target creatures."
      """
    And Alice controls Test Hellkite
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    When Alice activates Test Hellkite's first ability targeting Grizzly Bears and Llanowar Elves, dividing 2 to Grizzly Bears and 1 to Llanowar Elves, and it resolves
    Then Grizzly Bears is in Bob's graveyard
    And Llanowar Elves is in Bob's graveyard

  Scenario: A triggered ability divides as it goes on the stack (603.3d)
    Given a card compiled from its Oracle text:
      """
      name: Test Inferno Titan
      types: [creature]
      power: 6
      toughness: 6
      oracle: "When this creature enters, it deals 3 damage divided as you choose among one, two, or three targets."
      """
    And Alice has Test Inferno Titan in hand
    And Bob controls Grizzly Bears
    And Test Inferno Titan's triggered abilities target Grizzly Bears and Bob
    And Test Inferno Titan's triggered ability divides its damage 1 to Grizzly Bears and 2 to Bob
    When Alice casts Test Inferno Titan and it resolves
    Then Grizzly Bears has 1 damage marked on it
    And Bob has 18 life
