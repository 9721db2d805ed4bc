@cr702
Feature: Myriad (CR 702.116): a copy attacking each other opponent, exiled at end of combat

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Banshee
      types: [creature]
      subtypes: [Spirit]
      power: 3
      toughness: 2
      oracle: "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of it that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)"
      """
    And it is Alice's turn
    And Alice controls Test Banshee

  Scenario: With one opponent, myriad makes no token
    When Alice attacks Bob with Test Banshee and combat ends
    Then Bob has 17 life
    And Alice controls 0 tokens

  Scenario: With two opponents, a copy attacks the other one and is exiled at end of combat
    Given Carol has 20 life
    When Alice attacks Bob with Test Banshee and combat ends
    Then Bob has 17 life
    And Carol has 17 life
    And Alice controls 0 tokens
    And the ruling cites CR 702.116a
