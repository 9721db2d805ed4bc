@cr701
Feature: Manifest and manifest dread (CR 701.34, 701.60)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Summons
      types: [sorcery]
      oracle: "Manifest the top card of your library."
      """
    And Alice has Test Summons in hand

  Scenario: A manifested card is a face-down 2/2 creature with no name (701.34a, 708.2a)
    Given Alice has Craw Wurm in her library
    When Alice casts Test Summons and it resolves
    Then Craw Wurm is on the battlefield
    And Craw Wurm is 2/2
    And the type line of Craw Wurm is "creature"
    And the ruling cites CR 701.34a

  Scenario: A manifested creature card is turned face up for its mana cost (701.34b)
    Given Alice has Craw Wurm in her library
    When Alice casts Test Summons and it resolves
    And Alice turns Craw Wurm face up
    Then Craw Wurm is 6/4
    And the ruling cites CR 701.34b

  Scenario: A manifested instant card can't be turned face up (701.34g)
    Given Alice has Lightning Bolt in her library
    When Alice casts Test Summons and it resolves
    And Alice turns Lightning Bolt face up
    Then that is not allowed, by CR 701.34g

  Scenario: Manifest dread: one of the top two is manifested, the other goes to the graveyard (701.60a)
    Given a card compiled from its Oracle text:
      """
      name: Test Dread
      types: [sorcery]
      oracle: "Manifest dread."
      """
    And Alice has Test Dread in hand
    And Alice has Forest in her library
    And Alice has Craw Wurm in her library
    And Alice chooses to find Craw Wurm
    When Alice casts Test Dread and it resolves
    Then Craw Wurm is on the battlefield
    And Craw Wurm is 2/2
    And Forest is in Alice's graveyard
    And the ruling cites CR 701.60a

  Scenario: Manifesting two cards manifests them one at a time (701.34e)
    Given a card compiled from its Oracle text:
      """
      name: Test Ambush
      types: [instant]
      oracle: "Manifest the top two cards of your library."
      """
    And Alice has Test Ambush in hand
    And Alice has Forest in her library
    And Alice has Craw Wurm in her library
    When Alice casts Test Ambush and it resolves
    Then Forest is 2/2
    And Craw Wurm is 2/2
    And the ruling cites CR 701.34e
