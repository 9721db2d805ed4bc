@cr702
Feature: Champion (CR 702.72): exile another permanent as it enters, or sacrifice it

  Champion an [object] is two linked triggered abilities (607.2k): when this permanent
  enters, sacrifice it unless you exile another [object] you control; when it leaves the
  battlefield, the exiled card returns to the battlefield under its owner's control.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Changeling Hero
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Champion a creature (When this enters, sacrifice it unless you exile another creature you control. When this leaves the battlefield, that card returns to the battlefield under its owner's control.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Goblin Champion
      types: [creature]
      subtypes: [Goblin]
      power: 2
      toughness: 2
      oracle: "Champion a Goblin"
      """

  Scenario: As it enters, another creature its controller controls is exiled (702.72a)
    Given Alice controls Grizzly Bears
    And Alice has Test Changeling Hero in hand
    When Alice casts Test Changeling Hero and it resolves
    Then Grizzly Bears is in exile
    And Test Changeling Hero is on the battlefield

  Scenario: With no other creature to exile, the champion is sacrificed
    Given Alice has Test Changeling Hero in hand
    When Alice casts Test Changeling Hero and it resolves
    Then Test Changeling Hero is in Alice's graveyard

  Scenario: Its controller may choose not to exile, and then sacrifices it
    Given Alice controls Grizzly Bears
    And Alice has Test Changeling Hero in hand
    And Alice chooses not to pay for Test Changeling Hero
    When Alice casts Test Changeling Hero and it resolves
    Then Grizzly Bears is on the battlefield
    And Test Changeling Hero is in Alice's graveyard

  Scenario: When the champion leaves the battlefield, the championed card returns (607.2k)
    Given Alice controls Grizzly Bears
    And Alice has Test Changeling Hero in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Changeling Hero and it resolves
    And Bob casts Lightning Bolt targeting Test Changeling Hero and it resolves
    Then Test Changeling Hero is in Alice's graveyard
    And Grizzly Bears is on the battlefield
    And the ruling cites CR 607.2a

  Scenario: Only a permanent of the kind it names can be championed
    Given Alice controls Grizzly Bears
    And Alice has Test Goblin Champion in hand
    When Alice casts Test Goblin Champion and it resolves
    Then Grizzly Bears is on the battlefield
    And Test Goblin Champion is in Alice's graveyard
