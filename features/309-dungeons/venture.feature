@cr309
Feature: Venturing into the dungeon (CR 309, 701.46): dungeons, rooms and completing them

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Dungeon Map
      types: [artifact]
      oracle: "{T}: Venture into the dungeon. Activate only as a sorcery."
      """

  Scenario: With no dungeon, venturing brings one in and enters its topmost room (701.46a, 309.4c)
    Given Alice controls Test Dungeon Map
    And Alice chooses the dungeon Dungeon of the Mad Mage
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Alice's venture marker is in Dungeon of the Mad Mage, Yawning Portal at the end
    And Alice has 21 life
    And the ruling cites CR 701.46a
    And the ruling cites CR 309.4c

  Scenario: The dungeon a player brings in, unnamed, is Lost Mine of Phandelver, assumed
    Given Alice controls Test Dungeon Map
    And Alice has 3 cards in her library
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Alice's venture marker is in Lost Mine of Phandelver, Cave Entrance at the end
    And the ruling marks a dungeon card to bring in from outside the game as assumed

  Scenario: Venturing moves the marker along the arrow the player chooses (701.46b)
    Given Alice controls Test Dungeon Map
    And Alice's venture marker is in Lost Mine of Phandelver, Cave Entrance
    And Alice chooses the room Goblin Lair
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Alice's venture marker is in Lost Mine of Phandelver, Goblin Lair at the end
    And Alice controls a token named Goblin that is 1/1 red "creature — Goblin"
    And the ruling cites CR 701.46b

  Scenario: A room's ability targets as it goes on the stack (309.4c)
    Given Alice controls Test Dungeon Map
    And Alice controls Grizzly Bears
    And Alice's venture marker is in Lost Mine of Phandelver, Goblin Lair
    And Alice chooses the room Storeroom
    And Alice's room abilities target Grizzly Bears
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Grizzly Bears has 1 +1/+1 counter on it

  Scenario: Reaching the bottommost room completes the dungeon once its ability has resolved (704.5t, 309.7)
    Given Alice controls Test Dungeon Map
    And Alice has 3 cards in her library
    And Alice's venture marker is in Lost Mine of Phandelver, Dark Pool
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Alice has 1 card in her hand
    And Alice's venture marker is in none at the end
    And Alice has completed 1 dungeon
    And the ruling cites CR 704.5t
    And the ruling cites CR 309.7

  Scenario: Venturing from the bottommost room completes the dungeon and brings in another (701.46c)
    Given a card compiled from its Oracle text:
      """
      name: Test Deep Delve
      types: [sorcery]
      oracle: "Venture into the dungeon. Venture into the dungeon."
      """
    And Alice has Test Deep Delve in hand
    And Alice has 3 cards in her library
    And Alice's venture marker is in Lost Mine of Phandelver, Dark Pool
    And Alice chooses the dungeon Dungeon of the Mad Mage
    When Alice casts Test Deep Delve and it resolves
    Then Alice has completed 1 dungeon
    And Alice's venture marker is in Dungeon of the Mad Mage, Yawning Portal at the end
    And Alice has 1 card in her hand
    And Alice has 21 life
    And the ruling cites CR 701.46c

  Scenario: Undercity can't be brought in by venturing into the dungeon
    Given Alice controls Test Dungeon Map
    And Alice chooses the dungeon Undercity
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then that is not allowed, by CR 701.46a

  Scenario: A room whose ability isn't modeled is not entered on a guess
    Given Alice controls Test Dungeon Map
    And Alice's venture marker is in Lost Mine of Phandelver, Mine Tunnels
    And Alice chooses the room Fungi Cavern
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then judge declines to guess, saying "the room ability of Fungi Cavern"

  Scenario: Whenever you complete a dungeon triggers as the dungeon leaves the game (309.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Wolf Ranger
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Whenever you complete a dungeon, create a 2/2 green Wolf creature token."
      """
    And Alice controls Test Dungeon Map
    And Alice controls Test Wolf Ranger
    And Alice has 3 cards in her library
    And Alice's venture marker is in Lost Mine of Phandelver, Dark Pool
    When Alice activates Test Dungeon Map's first ability and it resolves
    Then Alice has completed 1 dungeon
    And Alice controls a token named Wolf that is 2/2 green "creature — Wolf"

  Scenario: "As long as you've completed a dungeon" holds for the rest of the game (309.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Gargoyle
      types: [creature]
      power: 2
      toughness: 2
      oracle: "As long as you've completed a dungeon, this creature gets +3/+0 and has flying."
      """
    And Alice controls Test Gargoyle
    And Bob controls Test Gargoyle as "Bob's Gargoyle"
    And Alice has completed Tomb of Annihilation
    When a player would receive priority
    Then Test Gargoyle is 5/2
    And Test Gargoyle has flying
    And Bob's Gargoyle is 2/2

  Scenario: "If you haven't completed Tomb of Annihilation" names one dungeon (309.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Archlich
      types: [creature]
      supertypes: [legendary]
      power: 5
      toughness: 5
      oracle: "When Test Archlich enters, if you haven't completed Tomb of Annihilation, return Test Archlich to its owner's hand and venture into the dungeon."
      """
    And Alice has Test Archlich in hand
    And Alice has completed Lost Mine of Phandelver
    And Alice has 2 cards in her library
    When Alice casts Test Archlich and it resolves
    Then Test Archlich is in Alice's hand
    And Alice's venture marker is in Lost Mine of Phandelver, Cave Entrance at the end

  Scenario: Having completed the dungeon named, the ability doesn't trigger
    Given a card compiled from its Oracle text:
      """
      name: Test Archlich
      types: [creature]
      supertypes: [legendary]
      power: 5
      toughness: 5
      oracle: "When Test Archlich enters, if you haven't completed Tomb of Annihilation, return Test Archlich to its owner's hand and venture into the dungeon."
      """
    And Alice has Test Archlich in hand
    And Alice has completed Tomb of Annihilation
    When Alice casts Test Archlich and it resolves
    Then Test Archlich is on the battlefield
    And Alice's venture marker is in none at the end
