@cr602
Feature: Mana of the color chosen as the permanent entered (CR 607.2d, 106.1)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Coldsteel Heart
      types: [artifact]
      oracle: "This artifact enters tapped.\nAs this artifact enters, choose a color.\n{T}: Add one mana of the chosen color."
      """

  Scenario: The ability adds mana of the color chosen
    Given Alice controls Test Coldsteel Heart with blue chosen as it entered
    When Alice activates Test Coldsteel Heart's first ability and it resolves
    Then the ruling says "adds {U}"
    And Test Coldsteel Heart is tapped

  Scenario: "Add {G} for each Elf you control": counted as the ability resolves (106.4, 608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Archdruid
      types: [creature]
      subtypes: [Elf, Druid]
      power: 2
      toughness: 2
      oracle: "{T}: Add {G} for each Elf you control."
      """
    And Alice controls Test Archdruid
    And Alice controls Llanowar Elves
    When Alice activates Test Archdruid's first ability and it resolves
    Then the ruling says "adds {G}{G}"

  Scenario: "Add an amount of {G} equal to this creature's power"
    Given a card compiled from its Oracle text:
      """
      name: Test Clearcutter
      types: [creature]
      power: 3
      toughness: 3
      oracle: "{T}: Add an amount of {G} equal to this creature's power."
      """
    And Alice controls Test Clearcutter
    When Alice activates Test Clearcutter's first ability and it resolves
    Then the ruling says "adds {G}{G}{G}"

  Scenario: "Spend this mana only to cast a creature spell": the mana says what it may pay for (106.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Guide
      types: [creature]
      power: 1
      toughness: 1
      oracle: "{T}: Add one mana of any color. Spend this mana only to cast a creature spell."
      """
    And Alice controls Test Guide
    When Alice activates Test Guide's first ability and it resolves
    Then the ruling says "spend it only to cast a creature spell"
    And Test Guide is tapped

  Scenario: "Add X mana of any one color, where X is this creature's power"
    Given a card compiled from its Oracle text:
      """
      name: Test Channeler
      types: [creature]
      power: 3
      toughness: 3
      oracle: "{T}: Add X mana of any one color, where X is this creature's power."
      """
    And Alice controls Test Channeler
    When Alice activates Test Channeler's first ability and it resolves
    Then the ruling says "Alice adds 3 mana of any one color (Alice's choice;"

  Scenario: "Add two mana in any combination of colors" (106.1b)
    Given a card compiled from its Oracle text:
      """
      name: Test Prism
      types: [artifact]
      oracle: "{T}: Add two mana in any combination of colors."
      """
    And Alice controls Test Prism
    When Alice activates Test Prism's first ability and it resolves
    Then the ruling says "Alice adds two mana in any combination of colors (Alice's choice;"
