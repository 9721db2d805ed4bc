@cr723
Feature: The initiative (CR 723): taking it ventures into Undercity; combat damage takes it

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Dungeoneer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "When this creature enters, you take the initiative."
      """

  Scenario: Taking the initiative ventures into Undercity (723.1, 723.2)
    Given Alice has Test Dungeoneer in hand
    And Alice has Forest in her library
    When Alice casts Test Dungeoneer and it resolves
    Then Alice has the initiative at the end
    And Alice's venture marker is in Undercity, Secret Entrance at the end
    And Forest is in Alice's hand
    And the ruling cites CR 723.2
    And the ruling cites CR 701.46d

  Scenario: Taking the initiative from another player takes it away from them (723.3)
    Given Bob has the initiative
    And Alice has Test Dungeoneer in hand
    When Alice casts Test Dungeoneer and it resolves
    Then Alice has the initiative at the end
    And Bob does not have the initiative at the end
    And the ruling cites CR 723.3

  Scenario: Taking the initiative again ventures again (723.5)
    Given Alice has the initiative
    And Alice's venture marker is in Undercity, Secret Entrance
    And Alice chooses the room Lost Well
    And Alice has Test Dungeoneer in hand
    When Alice casts Test Dungeoneer and it resolves
    Then Alice's venture marker is in Undercity, Lost Well at the end
    And the ruling cites CR 723.5

  Scenario: At the beginning of the upkeep of the player with the initiative, they venture into Undercity (723.2)
    Given it is Alice's turn 2, untap step
    And Alice has the initiative
    And Alice's venture marker is in Undercity, Lost Well
    And Alice chooses the room Stash
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Alice's venture marker is in Undercity, Stash at the end
    And Alice controls a token named Treasure that is colorless "artifact — Treasure"

  Scenario: Another player's upkeep ventures the initiative's holder nowhere
    Given it is Alice's turn 2, untap step
    And Bob has the initiative
    When the game advances to the upkeep step
    And all players pass priority until the stack is empty
    Then Bob's venture marker is in none at the end

  Scenario: Combat damage to the player with the initiative gives it to the creatures' controller (723.2)
    Given Bob has the initiative
    And Bob's venture marker is in Undercity, Secret Entrance
    And Alice controls Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    And all players pass priority until the stack is empty
    Then Alice has the initiative at the end
    And Alice's venture marker is in Undercity, Secret Entrance at the end
    And Bob's venture marker is in Undercity, Secret Entrance at the end
    And Bob has 18 life

  Scenario: Venturing into Undercity with another dungeon in the command zone goes on in that dungeon (701.46d)
    Given Alice's venture marker is in Lost Mine of Phandelver, Cave Entrance
    And Alice chooses the room Mine Tunnels
    And Alice has Test Dungeoneer in hand
    When Alice casts Test Dungeoneer and it resolves
    Then Alice's venture marker is in Lost Mine of Phandelver, Mine Tunnels at the end

  Scenario: "If you have the initiative" asks who has it now (723.1)
    Given a card compiled from its Oracle text:
      """
      name: Test Passageway Seer
      types: [creature]
      power: 2
      toughness: 2
      oracle: "At the beginning of your end step, if you have the initiative, put a +1/+1 counter on this creature."
      """
    And Alice controls Test Passageway Seer
    And Alice has the initiative
    When the game advances to the end step
    And all players pass priority until the stack is empty
    Then Test Passageway Seer has 1 +1/+1 counter on it
