@cr613
Feature: Colors and types that become what a player chooses (CR 613.1d, 613.1e, 305.7, 608.2d)

  Scenario: "Becomes the color of your choice until end of turn": only the chosen color (613.1e)
    Given a card compiled from its Oracle text:
      """
      name: Test Kavu Chameleon
      types: [creature]
      subtypes: [Kavu]
      colors: [green]
      power: 4
      toughness: 4
      oracle: "{G}: This creature becomes the color of your choice until end of turn."
      """
    And Alice controls Test Kavu Chameleon
    And the color chosen for Test Kavu Chameleon is blue
    When Alice activates Test Kavu Chameleon's first ability and it resolves
    Then the color of Test Kavu Chameleon is blue
    And the ruling cites CR 608.2d
    And the ruling cites CR 613.1e

  Scenario: The chosen color lasts only until the turn ends (514.2)
    Given a card compiled from its Oracle text:
      """
      name: Test Rainbow Crow
      types: [creature]
      subtypes: [Bird]
      colors: [blue]
      power: 1
      toughness: 1
      oracle: "{1}: This creature becomes the color of your choice until end of turn."
      """
    And Alice controls Test Rainbow Crow
    And the color chosen for Test Rainbow Crow is red
    When Alice activates Test Rainbow Crow's first ability and it resolves
    And the game advances to the cleanup step
    Then the color of Test Rainbow Crow is blue

  Scenario: "Gets +1/+1 and becomes the color of your choice": both for the turn
    Given a card compiled from its Oracle text:
      """
      name: Test Mongrel
      types: [creature]
      subtypes: [Dog]
      colors: [green]
      power: 2
      toughness: 2
      oracle: "Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn."
      """
    And Alice controls Test Mongrel
    And Alice has Grizzly Bears in her hand
    And the color chosen for Test Mongrel is black
    When Alice activates Test Mongrel's first ability and it resolves
    Then Test Mongrel is 3/3
    And the color of Test Mongrel is black

  Scenario: "Becomes colorless until end of turn": it has no color (105.2c)
    Given a card compiled from its Oracle text:
      """
      name: Test Ancient Kavu
      types: [creature]
      subtypes: [Kavu]
      colors: [red]
      power: 3
      toughness: 3
      oracle: "{2}: This creature becomes colorless until end of turn."
      """
    And Alice controls Test Ancient Kavu
    When Alice activates Test Ancient Kavu's first ability and it resolves
    Then the color of Test Ancient Kavu is colorless

  Scenario: A target permanent becomes the color its controller's opponent chooses
    Given a card compiled from its Oracle text:
      """
      name: Test Distorting Lens
      types: [artifact]
      oracle: "{T}: Target permanent becomes the color of your choice until end of turn."
      """
    And Alice controls Test Distorting Lens
    And Bob controls Grizzly Bears
    And the color chosen for Test Distorting Lens is white
    When Alice activates Test Distorting Lens's first ability targeting Grizzly Bears and it resolves
    Then the color of Grizzly Bears is white

  Scenario: "Becomes the creature type of your choice": its creature types are replaced (613.1d)
    Given a card compiled from its Oracle text:
      """
      name: Test Mistform Wall
      types: [creature]
      subtypes: [Illusion, Wall]
      colors: [blue]
      power: 1
      toughness: 4
      oracle: "{1}: This creature becomes the creature type of your choice until end of turn."
      """
    And Alice controls Test Mistform Wall
    And Alice chooses Elf as the creature type for Test Mistform Wall
    When Alice activates Test Mistform Wall's first ability and it resolves
    Then the type line of Test Mistform Wall is "creature — Elf"
    And the ruling cites CR 613.1d

  Scenario: "Target land becomes the basic land type of your choice": old types and abilities go (305.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Reef Shaman
      types: [creature]
      subtypes: [Merfolk, Shaman]
      colors: [blue]
      power: 0
      toughness: 2
      oracle: "{T}: Target land becomes the basic land type of your choice until end of turn."
      """
    And Alice controls Test Reef Shaman
    And Bob controls Forest
    And Alice chooses Island as the basic land type for Test Reef Shaman
    When Alice activates Test Reef Shaman's first ability targeting Forest and it resolves
    Then the type line of Forest is "basic land — Island"
    And Forest has {T}: add {U}
    And Forest does not have {T}: add {G}
    And the ruling says "is an Island (land types replaced, 305.7) until end of turn"

  Scenario: Unsaid, the basic land type chosen is the first the land doesn't have, assumed
    Given a card compiled from its Oracle text:
      """
      name: Test Dream Thrush
      types: [creature]
      subtypes: [Bird]
      colors: [blue]
      power: 1
      toughness: 1
      oracle: "{T}: Target land becomes the basic land type of your choice until end of turn."
      """
    And Alice controls Test Dream Thrush
    And Bob controls Plains
    When Alice activates Test Dream Thrush's first ability targeting Plains and it resolves
    Then the type line of Plains is "basic land — Island"
    And the ruling marks a basic land type as assumed

  Scenario: "In addition to its other types": the land keeps its own type and ability (305.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Navigator's Compass
      types: [artifact]
      oracle: "{T}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types."
      """
    And Alice controls Test Navigator's Compass
    And Alice controls Forest
    And Alice chooses Swamp as the basic land type for Test Navigator's Compass
    When Alice activates Test Navigator's Compass's first ability targeting Forest and it resolves
    Then the type line of Forest is "basic land — Forest Swamp"
    And Forest has {T}: add {G}
    And Forest has {T}: add {B}

  Scenario: "Enchanted land is a Swamp": its land types and rules text are replaced (305.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Evil Presence
      types: [enchantment]
      subtypes: [Aura]
      colors: [black]
      oracle: "Enchant land\nEnchanted land is a Swamp."
      """
    And Bob controls Dryad Arbor
    And Alice controls Test Evil Presence attached to Dryad Arbor
    When a player would receive priority
    Then Dryad Arbor has {T}: add {B}
    And Dryad Arbor does not have {T}: add {G}
    And Dryad Arbor is 1/1
