@cr613
Feature: Dependency decides the order within a layer (CR 613.8)
  An effect depends on another in the same layer if applying the other would change its
  existence, what it applies to, or what it does. It waits for what it depends on.

  Background:
    Given a card defined as:
      """
      name: Swamps Become Islands
      mana_cost: "{U}"
      types: [enchantment]
      abilities:
        - static: {affects: all Swamps, set_land_types: [Island]}
      """
    And a card defined as:
      """
      name: Islands Become Swamps
      mana_cost: "{B}"
      types: [enchantment]
      abilities:
        - static: {affects: all Islands, set_land_types: [Swamp]}
      """

  Scenario: Blood Moon removes Urborg's ability before it applies (613.8a, 305.7)
    Given Alice controls Urborg, Tomb of Yawgmoth
    And Alice controls Forest
    And Bob controls Blood Moon
    When a player would receive priority
    Then Forest does not have {T}: add {B}
    And Urborg, Tomb of Yawgmoth has {T}: add {R}
    And the ruling cites CR 613.8b
    And the ruling cites CR 613.8a
    And the ruling says "4.2 depends on 4.1 (613.8a): both apply in layer 4, neither is from a characteristic-defining ability, and applying 4.1 would change whether 4.2 exists"

  Scenario: Opalescence waits for Enchanted Evening, whatever the timestamps
    Given Alice controls Opalescence
    And Alice controls Enchanted Evening
    And Alice controls Savannah Lions
    When a player would receive priority
    Then Savannah Lions is 1/1
    And Enchanted Evening is 5/5
    And the ruling cites CR 613.8b
    And the ruling says "applying 4.1 would change what 4.2 applies to"
    And the ruling says "decided again (613.8c): none began or ended"

  Scenario Outline: Effects that depend on each other fall back to timestamp order (613.8b)
    Given Alice controls Swamp
    And Alice controls Island
    And Alice controls <first>
    And Alice controls <second>
    When a player would receive priority
    Then Swamp has {T}: add {<mana>}
    And Island has {T}: add {<mana>}

    Examples:
      | first                 | second                | mana |
      | Swamps Become Islands | Islands Become Swamps | B    |
      | Islands Become Swamps | Swamps Become Islands | U    |

  Scenario: Dependencies are evaluated again after each effect is applied (613.8c)
    Given a card defined as:
      """
      name: Lands Are Islands
      mana_cost: "{U}"
      types: [enchantment]
      abilities:
        - static: {affects: all lands, add_land_types: [Island]}
      """
    And a card defined as:
      """
      name: Artifacts Awaken
      mana_cost: "{G}"
      types: [enchantment]
      abilities:
        - static: {affects: all artifacts, add_types: [creature], set_pt: 1/1}
      """
    And a card defined as:
      """
      name: Islands Are Artifacts
      mana_cost: "{1}"
      types: [enchantment]
      abilities:
        - static: {affects: all Islands, add_types: [artifact]}
      """
    And Alice controls Lands Are Islands
    And Alice controls Artifacts Awaken
    And Alice controls Islands Are Artifacts
    And Alice controls Forest
    When a player would receive priority
    Then Forest is 1/1
    And the ruling cites CR 613.8b
    And the ruling cites CR 613.8c
    And the ruling says "decided again (613.8c): after 4.1 was applied, 4.3 came to depend on 4.2"

  Scenario: An ability granted in layer 6 that grants abilities applies in layer 6 too (613.8a)
    Given a card defined as:
      """
      name: Test Banner
      mana_cost: "{2}"
      types: [enchantment]
      subtypes: [Aura]
      abilities:
        - enchant land
        - static: {affects: enchanted land, gain: [static: {affects: creatures you control, pt: +1/+1, gain: [flying]}]}
      """
    And Alice controls Forest
    And Alice controls Test Banner attached to Forest
    And Alice controls Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears is 3/3
    And Grizzly Bears has flying

  Scenario: An ability granted to "creatures with flying" waits for the effect that gives flying (613.8a)
    Given a card compiled from its Oracle text:
      """
      name: Test Wind Banner
      types: [enchantment]
      oracle: "Creatures you control with flying have trample."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sky Banner
      types: [enchantment]
      oracle: "Creatures you control have flying."
      """
    And Alice controls Test Wind Banner
    And Alice controls Test Sky Banner
    And Alice controls Grizzly Bears
    When a player would receive priority
    Then Grizzly Bears has flying
    And Grizzly Bears has trample
    And the ruling cites CR 613.8b

  Scenario: A count of creatures "with power 2 or less" waits for the anthem that changes their power (613.8a)
    Given a card compiled from its Oracle text:
      """
      name: Test Runt Champion
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +1/+1 for each other creature you control with power 2 or less."
      """
    And Alice controls Test Runt Champion
    And Alice controls Grizzly Bears
    And Alice controls Glorious Anthem
    When a player would receive priority
    Then Grizzly Bears is 3/3
    And Test Runt Champion is 2/2
    And the ruling cites CR 613.8b
