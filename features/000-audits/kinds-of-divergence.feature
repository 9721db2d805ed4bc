Feature: Auditing a game record: where the players' account leaves the rules
  A game record is a starting board and the players' account of what they did and agreed on.
  `judge audit` replays the account under the rules and names each place it leaves them, with
  its kind and its rules: an illegal action (reversed, 730.1), a missed trigger (603.2, 603.3),
  a state-based action not performed (704.3), a missed turn-based action (703.4), a wrong
  amount, and a choice made by the wrong player. It states rules facts only: no penalties.

  Scenario: An account that follows the rules
    Given a game record:
      """
      title: Bolt to the face
      players:
        - {name: Alice, hand: [{id: bolt, card: Lightning Bolt}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      account:
        - cast: {card: bolt, player: Alice, targets: [Bob]}
        - resolve: all
        - agree: {players: {Bob: {life: 17}}}
      """
    When judge audits it
    Then the account follows the rules
    And entry 3 agrees with the rules
    And the audit says "no penalties or remedies"

  Scenario: A Soul Warden trigger the players forgot
    Given a game record:
      """
      title: Forgotten Soul Warden
      players:
        - {name: Alice, hand: [{id: bears, card: Grizzly Bears}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: warden, card: Soul Warden, controller: Alice}
      account:
        - cast: {card: bears, player: Alice}
        - resolve: all
        - agree: {players: {Alice: {life: 20}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a missed trigger at entry 3 citing CR 603.3
    And under the rules, finding 1 gives "Alice: life 21"

  Scenario: A Wrath of God cast in combat is an illegal action, reversed
    Given a game record:
      """
      title: Wrath in combat
      players:
        - {name: Alice, hand: [{id: wrath, card: Wrath of God}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: bears, card: Grizzly Bears, controller: Alice}
      account:
        - attack: [bears]
        - cast: {card: wrath, player: Alice}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is an illegal action at entry 2 citing CR 730.1
    And reversing finding 1 restores "wrath goes back to the hand"
    And the audit says "730.2"

  Scenario: A creature with lethal damage left on the battlefield
    Given a game record:
      """
      title: Shock finishes the Bears
      players:
        - {name: Alice}
        - {name: Bob, hand: [{id: shock, card: Shock}]}
      turn: {active: Alice, step: postcombat main}
      battlefield:
        - {id: bears, card: Grizzly Bears, controller: Alice, damage: 1}
      account:
        - cast: {card: shock, player: Bob, targets: [bears]}
        - resolve: all
        - agree: {objects: {bears: {zone: battlefield}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a state-based action not performed at entry 3 citing CR 704.5g
    And under the rules, finding 1 gives "bears: zone graveyard"

  Scenario: A draw step without its draw
    Given a game record:
      """
      title: No draw
      players:
        - {name: Alice, hand: [Forest], library: [Island, Swamp]}
        - {name: Bob}
      turn: {active: Alice, step: upkeep}
      account:
        - advance: precombat main
        - agree: {players: {Alice: {hand: 1, library: 2}}}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a missed turn-based action at entry 2 citing CR 504.1
    And entry 2 finding 1

  Scenario: Lightning Bolt counted as two damage is a wrong amount
    Given a game record:
      """
      title: Two from a Bolt
      players:
        - {name: Alice, hand: [{id: bolt, card: Lightning Bolt}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      account:
        - cast: {card: bolt, player: Alice, targets: [Bob]}
        - resolve: all
        - life: {player: Bob, loses: 2}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a wrong amount at entry 3 citing CR 120.3a
    And under the rules, finding 1 gives "Bob loses 3 life here"

  Scenario: The opponent chooses which legend Alice keeps
    Given a game record:
      """
      title: Two Isamarus
      players:
        - {name: Alice, hand: [{id: second, card: "Isamaru, Hound of Konda"}]}
        - {name: Bob}
      turn: {active: Alice, step: precombat main}
      battlefield:
        - {id: first, card: "Isamaru, Hound of Konda", controller: Alice}
      choices: {legend_rule: [first]}
      account:
        - cast: {card: second, player: Alice}
        - resolve: all
        - chose: {player: Bob, chosen: [first]}
      """
    When judge audits it
    Then the audit finds 1 place where the account leaves the rules
    And finding 1 is a choice made by the wrong player at entry 3 citing CR 704.5j
