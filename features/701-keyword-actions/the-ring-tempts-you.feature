@cr701
Feature: The Ring tempts you (CR 701.52): the Ring emblem, its four abilities, the Ring-bearer

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Halfling
      types: [creature]
      power: 1
      toughness: 1
      oracle: "When this creature enters, the Ring tempts you."
      """

  Scenario: The Ring tempts you: the emblem, and a creature you control becomes your Ring-bearer (701.52a, 701.52c)
    Given Alice controls Grizzly Bears
    And Alice has Test Halfling in hand
    And Alice chooses the Ring-bearer Test Halfling
    When Alice casts Test Halfling and it resolves
    Then the Ring has tempted Alice 1 time
    And Alice's Ring-bearer is Test Halfling
    And the ruling cites CR 701.52a
    And the ruling cites CR 701.52c

  Scenario: The Ring-bearer chosen by default is the one already chosen, assumed
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 1 time, with Grizzly Bears as her Ring-bearer
    And Alice has Test Halfling in hand
    When Alice casts Test Halfling and it resolves
    Then the Ring has tempted Alice 2 times
    And Alice's Ring-bearer is Grizzly Bears
    And the ruling marks a creature to be their Ring-bearer as assumed

  Scenario: The Ring tempts a player who controls no creature all the same (701.52d)
    Given a card compiled from its Oracle text:
      """
      name: Test Ringsight
      types: [sorcery]
      oracle: "Draw a card. The Ring tempts you."
      """
    And Alice has Test Ringsight in hand
    And Alice has 2 cards in her library
    When Alice casts Test Ringsight and it resolves
    Then the Ring has tempted Alice 1 time
    And Alice's Ring-bearer is none
    And the ruling cites CR 701.52d

  Scenario: Your Ring-bearer is legendary (701.52c)
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 1 time, with Grizzly Bears as her Ring-bearer
    When a player would receive priority
    Then the type line of Grizzly Bears is "legendary creature — Bear"

  Scenario: Your Ring-bearer can't be blocked by creatures with greater power (701.52c)
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 1 time, with Grizzly Bears as her Ring-bearer
    And Bob controls Hill Giant
    When Alice attacks with Grizzly Bears and Hill Giant blocks
    Then that is not allowed, by CR 701.52c

  Scenario: Tempted twice, the Ring makes its bearer loot as it attacks (701.52c)
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 2 times, with Grizzly Bears as her Ring-bearer
    And Alice has 3 cards in her library
    When Alice attacks with Grizzly Bears and combat ends
    And all players pass priority until the stack is empty
    Then Alice has 0 cards in her hand
    And Alice has 2 cards in her library
    And Bob has 18 life

  Scenario: Tempted once, the Ring-bearer attacking draws nothing
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 1 time, with Grizzly Bears as her Ring-bearer
    And Alice has 3 cards in her library
    When Alice attacks with Grizzly Bears and combat ends
    And all players pass priority until the stack is empty
    Then Alice has 3 cards in her library

  Scenario: Tempted three times, a creature blocking the Ring-bearer is sacrificed at end of combat (701.52c)
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 3 times, with Grizzly Bears as her Ring-bearer
    And Alice has 3 cards in her library
    And Bob controls Wall of Stone
    When Alice attacks with Grizzly Bears, which Wall of Stone blocks, and combat ends
    And all players pass priority until the stack is empty
    Then Wall of Stone is in Bob's graveyard
    And Grizzly Bears is on the battlefield

  Scenario: Tempted four times, the Ring-bearer's combat damage to a player costs each opponent 3 life (701.52c)
    Given Alice controls Grizzly Bears
    And the Ring has tempted Alice 4 times, with Grizzly Bears as her Ring-bearer
    And Alice has 3 cards in her library
    When Alice attacks with Grizzly Bears and combat ends
    And all players pass priority until the stack is empty
    Then Bob has 15 life

  Scenario: Whenever the Ring tempts you triggers once the Ring-bearer is chosen (701.52d)
    Given a card compiled from its Oracle text:
      """
      name: Test Wraith
      types: [creature]
      power: 2
      toughness: 2
      subtypes: [Wraith]
      oracle: "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control."
      """
    And Alice controls Test Wraith
    And Alice has Test Halfling in hand
    When Alice casts Test Halfling and it resolves
    Then Test Wraith has 1 +1/+1 counter on it

  Scenario: "If you chose a creature other than this as your Ring-bearer" asks who was chosen (701.52a)
    Given a card compiled from its Oracle text:
      """
      name: Test Field Commander
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever the Ring tempts you, if you chose a creature other than Test Field Commander as your Ring-bearer, create a 1/1 white Human Soldier creature token."
      """
    And Alice controls Test Field Commander
    And Alice has Test Halfling in hand
    And Alice chooses the Ring-bearer Test Halfling
    When Alice casts Test Halfling and it resolves
    Then Alice controls 1 token

  Scenario: Choosing the creature itself as Ring-bearer makes no token
    Given a card compiled from its Oracle text:
      """
      name: Test Field Commander
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever the Ring tempts you, if you chose a creature other than Test Field Commander as your Ring-bearer, create a 1/1 white Human Soldier creature token."
      """
    And Alice controls Test Field Commander
    And Alice has Test Halfling in hand
    And Alice chooses the Ring-bearer Test Field Commander
    When Alice casts Test Halfling and it resolves
    Then Alice controls 0 tokens

  Scenario: "If you don't control a Ring-bearer" is false once one is chosen (701.52e)
    Given a card compiled from its Oracle text:
      """
      name: Test Ranger
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever a land you control enters, if you don't control a Ring-bearer, the Ring tempts you."
      """
    And Alice controls Test Ranger
    And the Ring has tempted Alice 1 time, with Test Ranger as her Ring-bearer
    And Alice has Forest in hand
    When Alice plays Forest
    Then the Ring has tempted Alice 1 time

  Scenario: With no Ring-bearer, a land entering makes the Ring tempt you
    Given a card compiled from its Oracle text:
      """
      name: Test Ranger
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever a land you control enters, if you don't control a Ring-bearer, the Ring tempts you."
      """
    And Alice controls Test Ranger
    And Alice has Forest in hand
    When Alice plays Forest
    And all players pass priority until the stack is empty
    Then the Ring has tempted Alice 1 time
    And Alice's Ring-bearer is Test Ranger

  Scenario: "When the Ring tempts you" returns a card from its owner's graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Ringwraith
      types: [creature]
      power: 5
      toughness: 5
      oracle: "When the Ring tempts you, return this card from your graveyard to your hand."
      """
    And Alice has Test Ringwraith in her graveyard
    And Alice has Test Halfling in hand
    When Alice casts Test Halfling and it resolves
    Then Test Ringwraith is in Alice's hand
