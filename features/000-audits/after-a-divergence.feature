Feature: Auditing a game record: the account after a divergence
  Once a divergence is found, the audit goes on with the game the rules give: a later
  agreement off only by what an earlier finding left is no new finding, and the audit says
  which finding it follows from; an agreement that is off by something else is a new finding.

  Scenario: A later life total off only by a forgotten trigger
    Given a game record:
      """
      title: Forgotten Soul Warden, then a Bolt
      players:
        - {name: Alice, hand: [{id: bears, card: Grizzly Bears}]}
        - {name: Bob, hand: [{id: bolt, card: Lightning Bolt}]}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: warden, card: Soul Warden, controller: Alice}
      account:
        - cast: {card: bears, player: Alice}
        - resolve: all
        - agree: {players: {Alice: {life: 20}}}
        - cast: {card: bolt, player: Bob, targets: [Alice]}
        - resolve: all
        - agree: {players: {Alice: {life: 17}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And entry 6 differs only as finding 1 left it
    And the audit says "Alice: life 18 under the rules (the account: 17), as finding 1 left it"

  Scenario: A later agreement off by something new is a new finding
    Given a game record:
      """
      title: Forgotten Soul Warden, then Bolt counted as 4
      players:
        - {name: Alice, hand: [{id: bears, card: Grizzly Bears}]}
        - {name: Bob, hand: [{id: bolt, card: Lightning Bolt}]}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: warden, card: Soul Warden, controller: Alice}
      account:
        - cast: {card: bears, player: Alice}
        - resolve: all
        - agree: {players: {Alice: {life: 20}}}
        - cast: {card: bolt, player: Bob, targets: [Alice]}
        - resolve: all
        - agree: {players: {Alice: {life: 16}}}
      """
    When judge audits it
    Then the audit finds 2 places where the account leaves the rules
    And finding 2 is a wrong amount at entry 6 citing CR 120.3a

  Scenario: What follows an illegal action is the reversed action's doing
    Given a game record:
      """
      title: A block against flying
      players: [{name: Alice}, {name: Bob}]
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: angel, card: Serra Angel, controller: Alice}
        - {id: bears, card: Grizzly Bears, controller: Bob}
      account:
        - attack: [angel]
        - block: {bears: angel}
        - advance: end of combat
        - agree: {players: {Bob: {life: 20}}, objects: {bears: {zone: graveyard}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is an illegal action at entry 2 citing CR 702.9b
    And entry 4 differs only as finding 1 left it
    And the audit says "Bob: life 16 under the rules (the account: 20)"

  Scenario: A permanent put into a graveyard by a rule that doesn't apply
    Given a game record:
      """
      title: The legend rule across controllers
      players:
        - {name: Alice}
        - {name: Bob, hand: [{id: theirs, card: "Thalia, Guardian of Thraben"}]}
      turn: {active: Bob, step: precombat main}
      battlefield:
        - {id: mine, card: "Thalia, Guardian of Thraben", controller: Alice}
      account:
        - cast: {card: theirs, player: Bob}
        - resolve: all
        - put: {card: mine, into: graveyard, player: Alice}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is an illegal action at entry 3 citing CR 704.5j
    And under the rules, finding 1 gives "has a different controller"

  Scenario: A record that names a player not in the game is refused where it does
    Given a game record:
      """
      title: Who draws?
      players: [{name: Alice}, {name: Bob}]
      turn: {active: Alice, step: upkeep}
      account:
        - advance: draw
        - draw: Carol
      """
    When judge audits it
    Then the record is refused at line 6 with "no player 'Carol'"

  Scenario: What a trigger missing from the stack would have done follows from that finding
    Given a game record:
      """
      title: Soul Warden's trigger left off the stack
      players:
        - {name: Alice, hand: [{id: bears, card: Grizzly Bears}, {id: bolt, card: Lightning Bolt}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: warden, card: Soul Warden, controller: Alice}
      account:
        - cast: {card: bears, player: Alice}
        - resolve: 1
        - cast: {card: bolt, player: Alice, targets: [Bob]}
        - agree: {game: {stack: [bolt]}}
        - resolve: all
        - agree: {players: {Alice: {life: 20}, Bob: {life: 17}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a missed trigger at entry 4 citing CR 603.3
    And under the rules, finding 1 gives "warden.trigger1"
    And entry 6 differs only as finding 1 left it
