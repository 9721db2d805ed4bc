@cr611
Feature: Static abilities that apply only while a condition holds (CR 611.3a, 604.1)

  A static ability's "as long as" is read again whenever the game looks at the
  permanent: it applies at any moment the condition is true, and not otherwise.

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Hermit
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as there are three or more cards in your graveyard, this creature gets +2/+2 and has flying."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Invader
      types: [creature]
      power: 2
      toughness: 2
      oracle: "During your turn, this creature has first strike."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Vanguard
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as this creature is attacking, it gets +2/+0."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Mattock
      types: [artifact]
      subtypes: [Equipment]
      oracle: "As long as equipped creature is a Human, it gets +1/+1.\nEquip {2}"
      """

  Scenario: Enough cards in the graveyard: the bonus and the keyword apply
    Given Alice controls Test Hermit
    And Alice has Grizzly Bears in her graveyard
    And Alice has Memnite in her graveyard
    And Alice has Ornithopter in her graveyard
    When all players pass priority until the stack is empty
    Then Test Hermit is 3/3
    And Test Hermit has flying

  Scenario: Too few cards in the graveyard: the printed values
    Given Alice controls Test Hermit
    And Alice has Grizzly Bears in her graveyard
    And Alice has Memnite in her graveyard
    When all players pass priority until the stack is empty
    Then Test Hermit is 1/1
    And Test Hermit does not have flying

  Scenario: The card that died counts as soon as it is in the graveyard
    Given Alice controls Test Hermit
    And Alice controls Grizzly Bears
    And Alice has Memnite in her graveyard
    And Alice has Ornithopter in her graveyard
    And Alice has Shock in hand
    When Alice casts Shock targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Test Hermit is 3/3

  Scenario: "During your turn" holds in its controller's turn
    Given it is Alice's turn
    And Alice controls Test Invader
    When all players pass priority until the stack is empty
    Then Test Invader has first strike

  Scenario: "During your turn" is false in an opponent's turn
    Given it is Bob's turn
    And Alice controls Test Invader
    When all players pass priority until the stack is empty
    Then Test Invader does not have first strike

  Scenario: The bonus applies while the creature is attacking, so it deals more damage
    Given it is Alice's turn
    And Alice controls Test Vanguard
    When Alice attacks with Test Vanguard and combat ends
    Then Bob has 17 life

  Scenario: The condition is about the equipped creature: a Human gets the bonus
    Given Alice controls Black Knight
    And Alice controls Test Mattock attached to Black Knight
    When all players pass priority until the stack is empty
    Then Black Knight is 3/3

  Scenario: The condition is about the equipped creature: a Bear does not
    Given Alice controls Grizzly Bears
    And Alice controls Test Mattock attached to Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is 2/2

  Scenario: "Each creature you control with a +1/+1 counter on it has trample": the ones with counters now
    Given a card compiled from its Oracle text:
      """
      name: Test Colony Lord
      types: [enchantment]
      oracle: "Each creature you control with a +1/+1 counter on it has trample."
      """
    And Alice controls Test Colony Lord
    And Alice controls Grizzly Bears with 1 +1/+1 counter
    And Alice controls Savannah Lions
    When a player would receive priority
    Then Grizzly Bears has trample
    And Savannah Lions does not have trample

  Scenario: "Enchanted creature gets +2/+0 as long as it's attacking": "it" is the enchanted creature
    Given a card compiled from its Oracle text:
      """
      name: Test Battle Cry Aura
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nEnchanted creature gets +2/+0 as long as it's attacking."
      """
    And Alice controls Grizzly Bears
    And Alice controls Test Battle Cry Aura attached to Grizzly Bears
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 16 life

  Scenario: Two conditions joined by "and" apply only while both hold
    Given a card compiled from its Oracle text:
      """
      name: Test Baron
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as you have 30 or more life and an opponent has 10 or less life, this creature gets +6/+6."
      """
    And Alice controls Test Baron
    And Alice has 30 life
    And Bob has 11 life
    When all players pass priority until the stack is empty
    Then Test Baron is 1/1

  Scenario: Two conditions joined by "and", both true: the bonus applies
    Given a card compiled from its Oracle text:
      """
      name: Test Baron
      types: [creature]
      power: 1
      toughness: 1
      oracle: "As long as you have 30 or more life and an opponent has 10 or less life, this creature gets +6/+6."
      """
    And Alice controls Test Baron
    And Alice has 30 life
    And Bob has 10 life
    When all players pass priority until the stack is empty
    Then Test Baron is 7/7
