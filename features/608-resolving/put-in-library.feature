@cr608
Feature: Putting a permanent or card on the top or bottom of its owner's library (CR 608.2c, 401.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Excommunicate
      types: [sorcery]
      oracle: "Put target creature on top of its owner's library."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Companion
      types: [artifact]
      oracle: "{1}: Put target card from a graveyard on the bottom of its owner's library."
      """

  Scenario: On top: it is the next card its owner draws
    Given Bob controls Grizzly Bears
    And Bob has 2 cards in his library
    And Alice has Test Excommunicate in hand
    When Alice casts Test Excommunicate targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's library
    And Bob has 3 cards in his library

  Scenario: A card from a graveyard on the bottom
    Given Alice controls Test Companion
    And Bob has Grizzly Bears in his graveyard
    When Alice activates Test Companion's first ability targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's library

  Scenario: A player's whole graveyard is exiled at once (701.11a)
    Given a card compiled from its Oracle text:
      """
      name: Test Purge
      types: [sorcery]
      oracle: "Exile target player's graveyard."
      """
    And Bob has Grizzly Bears in his graveyard
    And Bob has Forest in his graveyard
    And Alice has Lightning Bolt in her graveyard
    And Alice has Test Purge in hand
    When Alice casts Test Purge targeting Bob and it resolves
    Then Grizzly Bears is in exile
    And Forest is in exile
    And Lightning Bolt is in Alice's graveyard

  Scenario: "Exile all graveyards": every player's
    Given a card compiled from its Oracle text:
      """
      name: Test Relic
      types: [sorcery]
      oracle: "Exile all graveyards."
      """
    And Bob has Grizzly Bears in his graveyard
    And Alice has Lightning Bolt in her graveyard
    And Alice has Test Relic in hand
    When Alice casts Test Relic and it resolves
    Then Grizzly Bears is in exile
    And Lightning Bolt is in exile
    And Test Relic is in Alice's graveyard

  Scenario: A target card in an opponent's graveyard is one its owner is an opponent of
    Given a card compiled from its Oracle text:
      """
      name: Test Grave Robber
      types: [instant]
      oracle: "Exile target card from an opponent's graveyard."
      """
    And Bob has Grizzly Bears in his graveyard
    And Alice has Forest in her graveyard
    And Alice has Test Grave Robber in hand
    When Alice casts Test Grave Robber targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in exile

  Scenario: A card in the caster's own graveyard isn't a legal target there
    Given a card compiled from its Oracle text:
      """
      name: Test Grave Robber
      types: [instant]
      oracle: "Exile target card from an opponent's graveyard."
      """
    And Alice has Forest in her graveyard
    And Alice has Test Grave Robber in hand
    When Alice casts Test Grave Robber targeting Forest and it resolves
    Then that is not allowed, by CR 115.1

  Scenario: "Target creature's owner puts it on their choice of the top or bottom of their library" (608.2d)
    Given a card compiled from its Oracle text:
      """
      name: Test Banishment
      types: [instant]
      oracle: "Target creature's owner puts it on their choice of the top or bottom of their library."
      """
    And Alice has Test Banishment in hand
    And Bob controls Hill Giant
    When Alice casts Test Banishment targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's library
    And the ruling marks whether to put Hill Giant on the top or the bottom of their library as assumed

  Scenario: "Put target creature into its owner's library second from the top": under the top card (401.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Temporal Shift
      types: [instant]
      oracle: "Put target creature into its owner's library second from the top. Its controller gains 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Tidings
      types: [sorcery]
      oracle: "Target player draws two cards."
      """
    And Bob has Forest in his library
    And Bob has Island in his library
    And Bob controls Hill Giant
    And Alice has Test Temporal Shift in hand
    And Alice has Test Tidings in hand
    When Alice casts Test Temporal Shift targeting Hill Giant and it resolves
    And Alice casts Test Tidings targeting Bob and it resolves
    Then Forest is in Bob's hand
    And Hill Giant is in Bob's hand
    And Island is in Bob's library
    And the ruling says "with 1 card(s) above it"
    And Bob has 23 life

  Scenario: With no card in that library, "second from the top" is the bottom (401.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Temporal Shift
      types: [instant]
      oracle: "Put target creature into its owner's library second from the top."
      """
    And Bob controls Hill Giant
    And Alice has Test Temporal Shift in hand
    When Alice casts Test Temporal Shift targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's library
    And the ruling cites CR 401.7

  Scenario: "Second from the top or on the bottom": its owner chooses, as it resolves (608.2d)
    Given a card compiled from its Oracle text:
      """
      name: Test Reprieve
      types: [instant]
      oracle: "The owner of target nonland permanent puts it into their library second from the top or on the bottom."
      """
    And Bob has Forest in his library
    And Bob controls Hill Giant
    And Alice has Test Reprieve in hand
    When Alice casts Test Reprieve targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's library
    And the ruling marks whether to put Hill Giant second from the top or on the bottom of their library as assumed
    And the ruling says "with 1 card(s) above it"

  Scenario: A spell put into its owner's library second from the top leaves the stack and never resolves
    Given a card compiled from its Oracle text:
      """
      name: Test Hinder
      types: [instant]
      oracle: "Put target spell or nonland permanent into its owner's library second from the top."
      """
    And Bob has Forest in his library
    And Bob has cast Lightning Bolt targeting Alice
    And Alice has cast Test Hinder targeting Lightning Bolt
    When all players pass priority until the stack is empty
    Then Lightning Bolt is in Bob's library
    And Alice has 20 life
    And the ruling says "with 1 card(s) above it"
