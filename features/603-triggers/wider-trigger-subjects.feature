@cr603
Feature: Trigger events about any creature, an enchanted or equipped one, or one you control (CR 509.3, 120, 603.6c, 603.10a)

  Scenario: "Whenever a creature blocks" triggers once for each blocking creature (509.3a)
    Given a card compiled from its Oracle text:
      """
      name: Test Gladiator
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Whenever a creature blocks, that creature's controller loses 1 life."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Stand
      types: [enchantment]
      oracle: "Whenever a creature you control blocks, you gain 2 life."
      """
    And Alice controls Test Gladiator
    And Alice controls Test Stand
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Bob controls Llanowar Elves
    When Alice attacks with Hill Giant, which Grizzly Bears and Llanowar Elves block, and combat ends
    Then Bob has 18 life
    And Alice has 20 life
    And the ruling cites CR 509.1i

  Scenario: "Whenever enchanted creature attacks or blocks": the Aura's creature blocking
    Given a card compiled from its Oracle text:
      """
      name: Test Wake
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature attacks or blocks, you gain 4 life."
      """
    And Alice controls Hill Giant
    And Bob controls Grizzly Bears
    And Alice controls Test Wake attached to Grizzly Bears
    When Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then Alice has 24 life

  Scenario: "Whenever enchanted creature attacks or blocks": the Aura's creature attacking, once
    Given a card compiled from its Oracle text:
      """
      name: Test Wake
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature attacks or blocks, you gain 4 life."
      """
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Alice controls Test Wake attached to Grizzly Bears
    When Alice attacks with Hill Giant and Grizzly Bears and combat ends
    Then Alice has 24 life
    And Bob has 15 life

  Scenario: "Whenever enchanted creature blocks or becomes blocked": it is blocked (509.3c)
    Given a card compiled from its Oracle text:
      """
      name: Test Ferocity
      types: [enchantment]
      subtypes: [Aura]
      oracle: "Enchant creature\nWhenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it."
      """
    And Alice controls Hill Giant
    And Alice controls Test Ferocity attached to Hill Giant
    And Bob controls Grizzly Bears
    When Alice attacks with Hill Giant, which Grizzly Bears blocks, and combat ends
    Then Hill Giant has 1 +1/+1 counter on it
