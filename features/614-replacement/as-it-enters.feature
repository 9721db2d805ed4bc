@cr614
Feature: What is decided as a permanent enters, however it gets there (CR 614.1c, 614.12)

  "As this enters …" and "enters with …" are replacement effects of the permanent itself: they
  apply whenever it enters the battlefield — cast, played, returned from a graveyard or exile,
  put there from a hand or a library — as the permanent would be on the battlefield.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Reanimation
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Flicker
      types: [instant]
      oracle: "Exile target creature you control, then return that card to the battlefield under your control."
      """

  Scenario: A creature returned from a graveyard chooses its color as it enters
    Given Alice has Voice of All in graveyard
    And Alice has Test Reanimation in hand
    And Bob has Lightning Bolt in hand
    And the color chosen for Voice of All is red
    When Alice casts Test Reanimation targeting Voice of All and it resolves
    And Bob casts Lightning Bolt targeting Voice of All and it resolves
    Then that is not allowed, by CR 702.16b

  Scenario: Not said, the color chosen as it returns is assumed, and the ruling says so
    Given Alice has Voice of All in graveyard
    And Alice has Test Reanimation in hand
    When Alice casts Test Reanimation targeting Voice of All and it resolves
    Then Voice of All is on the battlefield
    And the ruling cites CR 614.1c
    And the ruling marks Alice chooses a color as assumed

  Scenario: A flickered creature is a new object and chooses again
    Given Alice controls Voice of All with green chosen as it entered
    And Alice has Test Flicker in hand
    And Bob has Lightning Bolt in hand
    And the color chosen for Voice of All is red
    When Alice casts Test Flicker targeting Voice of All and it resolves
    And Bob casts Lightning Bolt targeting Voice of All and it resolves
    Then that is not allowed, by CR 702.16b

  Scenario: A Saga put onto the battlefield from a graveyard enters with a lore counter (714.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Chronicle
      types: [enchantment]
      subtypes: [Saga]
      oracle: "I — You gain 2 life.\nII — You gain 3 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Restoration
      types: [sorcery]
      oracle: "Return target enchantment card from your graveyard to the battlefield."
      """
    And Alice has Test Chronicle in graveyard
    And Alice has Test Restoration in hand
    When Alice casts Test Restoration targeting Test Chronicle and it resolves
    And all players pass priority until the stack is empty
    Then Test Chronicle has 1 lore counter on it
    And Alice has 22 life
    And the ruling cites CR 714.3a
