@cr700
Feature: "For each creature in your party": up to one Cleric, Rogue, Warrior and Wizard, counted the way that makes the most (CR 700.8)

  A player's party is up to one each of a Cleric, a Rogue, a Warrior and a Wizard they control;
  a creature of several of those types fills only one role, and the game counts it in the role
  that gives the highest number (700.8a-b), between 0 and 4.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Party Mace
      types: [artifact]
      subtypes: [Equipment]
      oracle: "Equipped creature gets +1/+0 for each creature in your party and has menace.\nEquip {1}"
      """
    And a card defined as:
      """
      name: Test Cleric
      types: [creature]
      subtypes: [Human, Cleric]
      power: 1
      toughness: 1
      """
    And a card defined as:
      """
      name: Test Cleric Wizard
      types: [creature]
      subtypes: [Human, Cleric, Wizard]
      power: 1
      toughness: 1
      """
    And a card defined as:
      """
      name: Test Warrior
      types: [creature]
      subtypes: [Human, Warrior]
      power: 1
      toughness: 1
      """
    And a card compiled from its Oracle text:
      """
      name: Test Shapeshifter
      types: [creature]
      subtypes: [Shapeshifter]
      power: 1
      toughness: 1
      oracle: "Changeling"
      """

  Scenario: A creature of two party types fills the role that makes the party biggest (700.8b)
    Given Alice controls Test Cleric Wizard
    And Alice controls Test Cleric
    And Alice controls Grizzly Bears
    And Alice controls Test Party Mace attached to Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 4/2
    And Grizzly Bears has menace
    And the ruling says "equipped creature has menace and gets +1/+0 for each creature in your party"

  Scenario: Two creatures of one type fill one role; an opponent's creatures aren't in the party
    Given Alice controls Test Warrior as "first warrior"
    And Alice controls Test Warrior as "second warrior"
    And Bob controls Test Cleric
    And Alice controls Test Party Mace attached to first warrior
    When a player would receive priority
    Then first warrior is 2/1

  Scenario: Changelings fill every role, but a party has no more than four (700.8a)
    Given Alice controls Test Shapeshifter as "shifter one"
    And Alice controls Test Shapeshifter as "shifter two"
    And Alice controls Test Shapeshifter as "shifter three"
    And Alice controls Test Shapeshifter as "shifter four"
    And Alice controls Test Shapeshifter as "shifter five"
    And Alice controls Test Party Mace attached to shifter one
    When a player would receive priority
    Then shifter one is 5/1

  Scenario: A spell costs less for each creature in its caster's party (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Deadly Alliance
      types: [instant]
      mana_cost: "{4}{B}"
      oracle: "This spell costs {1} less to cast for each creature in your party.\nDestroy target creature or planeswalker."
      """
    And Alice controls Test Cleric Wizard
    And Alice controls Test Warrior
    And Bob controls Hill Giant
    And Alice has Test Deadly Alliance in hand
    When Alice casts Test Deadly Alliance targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
    And the ruling says "is {2}{B}: {4}{B}, {2} less for Test Deadly Alliance's"

  Scenario: A resolving ability counts the party once, as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Shepherd
      types: [creature]
      subtypes: [Kor, Warrior]
      power: 1
      toughness: 1
      oracle: "When this creature enters, you gain 2 life for each creature in your party."
      """
    And Alice controls Test Cleric
    And Alice has Test Shepherd in hand
    When Alice casts Test Shepherd and it resolves
    And all players pass priority until the stack is empty
    Then Alice has 24 life
