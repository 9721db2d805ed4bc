@cr702
Feature: Casualty (CR 702.153): sacrifice a creature as it's cast, and the spell is copied

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Grim Bolt
      types: [sorcery]
      oracle: "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell. You may choose new targets for the copy.)\nTest Grim Bolt deals 3 damage to any target."
      """

  Scenario: With a creature sacrificed for casualty, the spell is copied (702.153a)
    Given Alice controls Grizzly Bears
    And Alice has Test Grim Bolt in hand
    When Alice casts Test Grim Bolt sacrificing Grizzly Bears for casualty targeting Bob and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Bob has 14 life
    And the ruling cites CR 702.153a

  Scenario: Without the casualty cost paid, it isn't copied
    Given Alice has Test Grim Bolt in hand
    When Alice casts Test Grim Bolt targeting Bob and it resolves
    Then Bob has 17 life
    And 0 abilities triggered

  Scenario: A creature with too little power can't pay for casualty (702.153a)
    Given Alice controls Llanowar Elves
    And Alice has Test Grim Bolt in hand
    When Alice casts Test Grim Bolt sacrificing Llanowar Elves for casualty targeting Bob and it resolves
    Then that is not allowed, by CR 702.153a
