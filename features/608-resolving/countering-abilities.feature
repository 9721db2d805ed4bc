@cr608
Feature: Countering an activated or triggered ability on the stack (CR 701.5a, 115.2)

  An ability on the stack can be a target where the words say so (115.2); countered, it is
  removed from the stack and none of its effects happen (701.5a). Its cost stays paid.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Stifle
      types: [instant]
      oracle: "Counter target activated or triggered ability."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Pinger
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: Test Pinger deals 1 damage to any target."
      """

  Scenario: The countered ability does nothing
    Given Bob controls Test Pinger
    And Alice controls Grizzly Bears
    And Bob has activated Test Pinger's first ability targeting Grizzly Bears
    And Alice has Test Stifle in hand
    When Alice casts Test Stifle targeting Test Pinger ability and it resolves
    And all players pass priority until the stack is empty
    Then Grizzly Bears has 0 damage marked on it
    And Test Stifle is in Alice's graveyard
    And the ruling cites CR 701.5a

  Scenario: An ability is no spell: "counter target spell" can't target it
    Given Bob controls Test Pinger
    And Alice controls Grizzly Bears
    And Bob has activated Test Pinger's first ability targeting Grizzly Bears
    And Alice has Counterspell in hand
    When Alice casts Counterspell targeting Test Pinger ability and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: "Counter target activated ability" can't target a spell
    Given a card compiled from its Oracle text:
      """
      name: Test Nullify
      types: [instant]
      oracle: "Counter target activated ability."
      """
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has Test Nullify in hand
    When Alice casts Test Nullify targeting Lightning Bolt and it resolves
    Then that is not allowed, by CR 115.1
