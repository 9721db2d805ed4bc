@cr702
Feature: Soulbond (CR 702.95): two creatures paired for as long as both stay creatures you control

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Pilgrim
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as this creature is paired with another creature, both creatures have lifelink."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Familiar
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as this creature is paired with another creature, each of those creatures gets +2/+2."
      """

  Scenario: As the soulbond creature enters, it pairs with another creature its controller controls (702.95a)
    Given Alice controls Grizzly Bears
    And Alice has Test Pilgrim in hand
    When Alice casts Test Pilgrim and it resolves
    Then Grizzly Bears has lifelink
    And Test Pilgrim has lifelink
    And the ruling cites CR 702.95a
    And the ruling marks whether to use the optional ability as assumed

  Scenario: Another creature entering pairs with the unpaired soulbond creature (702.95a)
    Given Alice controls Test Familiar
    And Alice has Grizzly Bears in hand
    When Alice casts Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    And Test Familiar is 4/4

  Scenario: The player chooses which creature to pair with
    Given Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And Alice has Test Familiar in hand
    And Alice chooses Hill Giant for Test Familiar's ability
    When Alice casts Test Familiar and it resolves
    Then Hill Giant is 5/5
    And Grizzly Bears is 2/2
    And Test Familiar is 4/4

  Scenario: Without a choice named, the oldest unpaired creature is paired, and that is assumed
    Given Alice controls Grizzly Bears
    And Alice controls Hill Giant
    And Alice has Test Familiar in hand
    When Alice casts Test Familiar and it resolves
    Then Grizzly Bears is 4/4
    And Hill Giant is 3/3
    And the ruling marks the creature to pair Test Familiar with as assumed

  Scenario: The player may choose not to pair
    Given Alice controls Grizzly Bears
    And Alice has Test Familiar in hand
    And Alice chooses not to use Test Familiar's optional ability
    When Alice casts Test Familiar and it resolves
    Then Grizzly Bears is 2/2
    And Test Familiar is 2/2

  Scenario: With no other creature, a soulbond creature entering doesn't trigger (603.4)
    Given Alice has Test Familiar in hand
    When Alice casts Test Familiar and it resolves
    Then Test Familiar is 2/2
    And 0 abilities triggered

  Scenario: A creature entering under an opponent's control isn't paired
    Given Alice controls Test Familiar
    And Bob has Grizzly Bears in hand
    And it is Bob's turn
    When Bob casts Grizzly Bears and it resolves
    Then Grizzly Bears is 2/2
    And Test Familiar is 2/2

  Scenario: Paired creatures aren't paired again with a third creature (702.95a)
    Given Alice controls Grizzly Bears
    And Alice has Test Familiar in hand
    And Alice has Llanowar Elves in hand
    When Alice casts Test Familiar and it resolves
    And Alice casts Llanowar Elves and it resolves
    Then Grizzly Bears is 4/4
    And Llanowar Elves is 1/1

  Scenario: When one of the two leaves the battlefield, they are no longer paired (702.95a, 611.2b)
    Given Alice controls Grizzly Bears
    And Alice has Test Pilgrim in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Pilgrim and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Pilgrim does not have lifelink
    And the ruling says "are no longer paired"
    And the ruling cites CR 611.2b

  Scenario: An unpaired soulbond creature pairs with the next creature to enter
    Given Alice controls Grizzly Bears
    And Alice has Test Pilgrim in hand
    And Alice has Llanowar Elves in hand
    And Bob has Lightning Bolt in hand
    When Alice casts Test Pilgrim and it resolves
    And Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Llanowar Elves and it resolves
    Then Llanowar Elves has lifelink
    And Test Pilgrim has lifelink


  Scenario: When another player gains control of one of the two, they are no longer paired (702.95a)
    Given Alice controls Grizzly Bears
    And Alice has Test Familiar in hand
    And Bob has Act of Treason in hand
    And Bob has 1 card in his library
    When Alice casts Test Familiar and it resolves
    And the game advances to the upkeep step
    And the game advances to the precombat main step
    And Bob casts Act of Treason targeting Grizzly Bears and it resolves
    Then Grizzly Bears is controlled by Bob
    And Grizzly Bears is 2/2
    And Test Familiar is 2/2
    And the ruling says "Alice no longer controls Grizzly Bears"
