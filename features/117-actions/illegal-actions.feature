@cr117
Feature: What players may do, and what they may not (CR 117, 305, 508, 605)

  Scenario: A land is played, never cast (305.9)
    Given Alice has Forest in hand
    When Alice casts Forest and it resolves
    Then that is not allowed, by CR 305.9

  Scenario: A mana ability doesn't use the stack (605.3b)
    Given Alice controls Llanowar Elves
    And Bob has cast Lightning Bolt targeting Alice
    When Alice activates Llanowar Elves's first ability and only it resolves
    Then Alice has 17 life
    And Llanowar Elves is tapped
    And the ruling cites CR 605.3b

  Scenario: "Another" target excludes the ability's own source (115.1)
    Given a card defined as:
      """
      name: Test Lord
      mana_cost: "{1}{W}"
      types: [creature]
      power: 2
      toughness: 2
      abilities:
        - activated:
            cost: "{1}"
            targets: {t: another creature}
            effects: [continuous: {affects: t, until: end of turn, pt: +1/+1}]
      """
    And Alice controls Test Lord
    When Alice activates Test Lord's first ability targeting Test Lord and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: A creature attacks once (508.1a)
    Given Alice controls Hill Giant
    When Alice attacks with Hill Giant and Hill Giant and combat ends
    Then that is not allowed, by CR 508.1a

  Scenario: A creature taken this turn by an Aura can't attack yet (302.6)
    Given Bob controls Hill Giant
    And Alice has Control Magic in hand
    When Alice casts Control Magic targeting Hill Giant and it resolves
    Then Hill Giant is controlled by Alice
    And the ruling cites CR 613.1b
    When Alice attacks with Hill Giant and combat ends
    Then that is not allowed, by CR 302.6

  Scenario: An Aura's restriction is checked as attackers are declared (508.1c)
    Given Alice controls Hill Giant
    And Bob controls Pacifism attached to Hill Giant
    When Alice attacks with Hill Giant and combat ends
    Then that is not allowed, by CR 508.1c

  Scenario: Without attackers, the combat damage step never comes (508.8)
    Given Alice controls Hill Giant
    When the game advances to the combat damage step
    Then that is not allowed, by CR 508.8

  Scenario: No player gets priority in the untap step (502.4)
    Given Alice has Shock in hand
    When the game advances to the untap step
    And Alice casts Shock targeting Bob and it resolves
    Then that is not allowed, by CR 502.4

  Scenario: Normally no player gets priority in the cleanup step (514.3)
    Given Alice has Shock in hand
    When the game advances to the cleanup step
    And Alice casts Shock targeting Bob and it resolves
    Then that is not allowed, by CR 514.3

  Scenario: A {T} ability needs control since its controller's most recent turn began (602.5a)
    Given Alice has Mother of Runes in hand
    And Alice controls Grizzly Bears
    When Alice casts Mother of Runes and it resolves
    And the game advances to the upkeep step
    And Alice activates Mother of Runes's first ability targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 602.5a

  Scenario: An action the scenario expects refused doesn't happen, and the run goes on
    Given Alice has Lightning Bolt in hand
    When the scenario expects action 1 refused by CR 702.33a
    And Alice casts Lightning Bolt kicked targeting Bob and it resolves
    And Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 17 life
    And every expectation passed
