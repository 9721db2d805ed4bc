@cr122
Feature: Counters that create replacement and prevention effects: stun, shield, finality (CR 122.1c, 122.1d, 122.1h)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Stunning Bolt
      types: [instant]
      oracle: "Tap target creature an opponent controls and put a stun counter on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wake-Up Call
      types: [instant]
      oracle: "Untap target creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Shielding
      types: [instant]
      oracle: "Put a shield counter on target creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Final Rest
      types: [instant]
      oracle: "Put a finality counter on target creature."
      """

  Scenario: A creature with a stun counter stays tapped in its untap step, and loses the counter (122.1d)
    Given it is Alice's turn, end step
    And Bob controls Grizzly Bears with 1 stun counter
    And Grizzly Bears is tapped
    When the game advances to the upkeep step
    Then Grizzly Bears is tapped
    And Grizzly Bears has no counters on it
    And the ruling cites CR 122.1d

  Scenario: The next untap step untaps it once no stun counter is left
    Given it is Alice's turn, end step
    And Bob controls Grizzly Bears with 2 stun counters
    And Grizzly Bears is tapped
    When the game advances to the upkeep step
    Then Grizzly Bears is tapped
    And Grizzly Bears has 1 stun counter on it

  Scenario: An effect that untaps it removes a stun counter instead
    Given Bob controls Grizzly Bears
    And Alice has Test Stunning Bolt in hand
    And Bob has Test Wake-Up Call in hand
    When Alice casts Test Stunning Bolt targeting Grizzly Bears and it resolves
    And Bob casts Test Wake-Up Call targeting Grizzly Bears and it resolves
    Then Grizzly Bears is tapped
    And Grizzly Bears has no counters on it

  Scenario: A shield counter prevents damage and is removed (122.1c)
    Given Bob controls Grizzly Bears
    And Bob has Test Shielding in hand
    And Alice has Lightning Bolt in hand
    When Bob casts Test Shielding targeting Grizzly Bears and it resolves
    And Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears has 0 damage marked on it
    And Grizzly Bears has no counters on it

  Scenario: A shield counter is removed instead of the creature being destroyed by an effect
    Given Bob controls Grizzly Bears with 1 shield counter
    And Alice has Murder in hand
    When Alice casts Murder targeting Grizzly Bears and it resolves
    Then Grizzly Bears is on the battlefield
    And Grizzly Bears has no counters on it

  Scenario: One shield counter is one effect: the next destruction goes through
    Given Bob controls Grizzly Bears with 1 shield counter
    And Alice has Murder in hand
    And Alice has Doom Blade in hand
    When Alice casts Murder targeting Grizzly Bears and it resolves
    And Alice casts Doom Blade targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Bob's graveyard

  Scenario: A creature with a finality counter that would die is exiled instead (122.1h)
    Given Bob controls Grizzly Bears
    And Alice has Test Final Rest in hand
    And Alice has Lightning Bolt in hand
    When Alice casts Test Final Rest targeting Grizzly Bears and it resolves
    And Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in exile
