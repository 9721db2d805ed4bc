@cr506
Feature: A situation written as it stands in the middle of a turn: attackers and blockers already declared, effects and shields from earlier spells (CR 508.1, 509.1, 611.2, 615.7)

  Scenario: Combat damage with the blockers already declared
    Given it is Alice's turn, declare blockers step
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Bob controls Savannah Lions
    And Hill Giant is attacking Bob
    And Grizzly Bears is attacking Bob
    And Savannah Lions is blocking Hill Giant
    When the game advances to the end of combat step
    Then Savannah Lions is in Bob's graveyard
    And Hill Giant has 2 damage marked on it
    And Bob has 18 life
    And the ruling says "attacking Bob, blocked"

  Scenario: A pump from earlier in the turn ends with the damage, at the same time
    Given it is Alice's turn, declare blockers step
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Grizzly Bears is attacking Bob
    And Hill Giant is blocking Grizzly Bears
    And Giant Growth gave Grizzly Bears +3/+3 until end of turn earlier this turn
    When the game advances to the upkeep step
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears is 2/2
    And Hill Giant is in Bob's graveyard
    And the ruling cites CR 514.2
    And the ruling says "gets +3/+3 until end of turn (Giant Growth's effect, timestamp 3)"

  Scenario: An effect from earlier in the turn applies from the start, at its timestamp
    Given Alice controls Grizzly Bears
    And Alice controls Savannah Lions with 1 +1/+1 counter
    And Giant Growth gave Grizzly Bears +3/+3 until end of turn earlier this turn, with timestamp 5
    When all players pass priority until the stack is empty
    Then Grizzly Bears is 5/5
    And the ruling says "gets +3/+3 until end of turn (Giant Growth's effect, timestamp 3)"

  Scenario: A prevention shield from earlier in the turn
    Given Alice controls Grizzly Bears
    And Healing Salve will prevent the next 3 damage to Grizzly Bears this turn
    And Bob has cast Lightning Bolt targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears has 0 damage marked on it
    And the ruling cites CR 615.7
