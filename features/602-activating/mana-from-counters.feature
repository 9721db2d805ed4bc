@cr602
Feature: Mana for the counters a cost removes, or a permanent has (CR 107.3k, 118.3, 106.4)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Bottomless Vault
      types: [land]
      oracle: "This land enters tapped.\nYou may choose not to untap this land during your untap step.\nAt the beginning of your upkeep, if this land is tapped, put a storage counter on it.\n{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed this way."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Dreadship Reef
      types: [land]
      oracle: "{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage counters from this land: Add X mana in any combination of {U} and/or {B}."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Black Mana Battery
      types: [artifact]
      oracle: "{2}, {T}: Put a charge counter on this artifact.\n{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each charge counter removed this way."
      """

  Scenario: "Remove any number of storage counters": mana for each one removed (107.3k)
    Given Alice controls Test Bottomless Vault with 3 storage counters
    When Alice activates Test Bottomless Vault's first ability, removing 2 storage counters, and it resolves
    Then the ruling says "Alice adds {B}{B}"
    And Test Bottomless Vault has 1 storage counter on it
    And Test Bottomless Vault is tapped
    And the ruling cites CR 605.3b

  Scenario: Unsaid, every storage counter is removed, assumed
    Given Alice controls Test Bottomless Vault with 3 storage counters
    When Alice activates Test Bottomless Vault's first ability and it resolves
    Then the ruling says "Alice adds {B}{B}{B}"
    And Test Bottomless Vault has no counters on it
    And the ruling marks how many storage counters to remove from Test Bottomless Vault as assumed

  Scenario: No more counters than it has can be removed (118.3)
    Given Alice controls Test Bottomless Vault with 1 storage counter
    When Alice activates Test Bottomless Vault's first ability, removing 2 storage counters, and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: "Remove X storage counters: Add X mana in any combination of {U} and/or {B}"
    Given Alice controls Test Dreadship Reef with 4 storage counters
    When Alice activates Test Dreadship Reef's third ability with X = 3 and it resolves
    Then the ruling says "Alice adds 3 mana in any combination of {U} and/or {B} (Alice's choice;"
    And Test Dreadship Reef has 1 storage counter on it

  Scenario: "Add {B}, then add an additional {B} for each charge counter removed this way"
    Given Alice controls Test Black Mana Battery with 2 charge counters
    When Alice activates Test Black Mana Battery's second ability, removing 2 charge counters, and it resolves
    Then the ruling says "Alice adds {B}{B}{B}"
    And Test Black Mana Battery has no counters on it

  Scenario: A battery with no counters removed still adds one mana
    Given Alice controls Test Black Mana Battery
    When Alice activates Test Black Mana Battery's second ability, removing 0 charge counters, and it resolves
    Then the ruling says "Alice adds {B}"

  Scenario: "Add {C} for each storage counter on this land": counted as it resolves (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test City of Shadows
      types: [land]
      oracle: "{T}, Exile a creature you control: Put a storage counter on this land.\n{T}: Add {C} for each storage counter on this land."
      """
    And Alice controls Test City of Shadows with 2 storage counters
    When Alice activates Test City of Shadows's second ability and it resolves
    Then the ruling says "Alice adds {C}{C}"
    And Test City of Shadows has 2 storage counters on it
