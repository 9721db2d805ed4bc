@cr702
Feature: Unearth (CR 702.84): back from the graveyard for one turn

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Unearth Ogre
      types: [creature]
      power: 3
      toughness: 3
      oracle: "Unearth {2}{B} ({2}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)"
      """

  Scenario: It returns with haste and is exiled at the beginning of the next end step (702.84a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Unearth Ogre in her graveyard
    When Alice activates Test Unearth Ogre's first ability and it resolves
    Then Test Unearth Ogre is on the battlefield
    And Test Unearth Ogre has haste
    When the game advances to the end step
    Then Test Unearth Ogre is in exile
    And the ruling cites CR 702.84a

  Scenario: Destroyed, it is exiled instead of going to the graveyard (702.84a)
    Given it is Alice's turn, precombat main step
    And Alice has Test Unearth Ogre in her graveyard
    And Alice has Murder in hand
    When Alice activates Test Unearth Ogre's first ability and it resolves
    And Alice casts Murder targeting Test Unearth Ogre and it resolves
    Then Test Unearth Ogre is in exile

  Scenario: Only as a sorcery (602.5d)
    Given it is Alice's turn, upkeep step
    And Alice has Test Unearth Ogre in her graveyard
    When Alice activates Test Unearth Ogre's first ability and it resolves
    Then that is not allowed, by CR 602.5d
