@cr601
Feature: Counters distributed among targets (CR 601.2d)

  "Distribute three +1/+1 counters among one, two, or three target creatures": as the spell is
  cast (or the ability is put on the stack), its controller chooses one to three targets and
  announces how many counters each gets, at least one each. A target that has become illegal
  gets none, and the others get no more (608.2b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Blessing
      types: [sorcery]
      oracle: "Distribute three +1/+1 counters among one, two, or three target creatures."
      """

  Scenario: The counters go as announced as the spell was cast (601.2d)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Blessing in hand
    When Alice casts Test Blessing targeting Grizzly Bears and Llanowar Elves, dividing 2 to Grizzly Bears and 1 to Llanowar Elves, and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
    And Llanowar Elves has 1 +1/+1 counter on it

  Scenario: One target gets all three
    Given Alice controls Grizzly Bears
    And Alice has Test Blessing in hand
    When Alice casts Test Blessing targeting Grizzly Bears and it resolves
    Then Grizzly Bears has 3 +1/+1 counters on it

  Scenario: With no division announced, they go as evenly as they can, and that is assumed
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Blessing in hand
    When Alice casts Test Blessing targeting Grizzly Bears and Llanowar Elves and it resolves
    Then Grizzly Bears has 2 +1/+1 counters on it
    And Llanowar Elves has 1 +1/+1 counter on it
    And the ruling marks +1/+1 counters: 2 to Grizzly Bears as assumed

  Scenario: Each target gets at least one counter (601.2d)
    Given Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Blessing in hand
    When Alice casts Test Blessing targeting Grizzly Bears and Llanowar Elves, dividing 3 to Grizzly Bears and 0 to Llanowar Elves, and it resolves
    Then that is not allowed, by CR 601.2d

  Scenario: A target that became illegal gets none of the counters, and the other no more (608.2b)
    Given Alice controls Grizzly Bears
    And Bob controls Llanowar Elves
    And Alice has Test Blessing in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Blessing targeting Grizzly Bears and Llanowar Elves, dividing 1 to Grizzly Bears and 2 to Llanowar Elves,
    And Bob casts Lightning Bolt targeting Llanowar Elves
    And all players pass priority until the stack is empty
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Llanowar Elves is in Bob's graveyard

  Scenario: A triggered ability's counters are divided as it is put on the stack (603.3d)
    Given a card compiled from its Oracle text:
      """
      name: Test Herald
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, distribute two +1/+1 counters among one or two target creatures you control."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Herald in hand
    And Test Herald's triggered abilities target Grizzly Bears and Test Herald
    And Test Herald's triggered ability divides its damage 1 to Grizzly Bears and 1 to Test Herald
    When Alice casts Test Herald and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Test Herald has 1 +1/+1 counter on it
