@cr601
Feature: A spell's total cost (CR 601.2f, 118.7a): cost increases and reductions, affinity

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Frogmite
      mana_cost: "{4}"
      types: [artifact, creature]
      subtypes: [Frog]
      power: 2
      toughness: 2
      oracle: "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)"
      """
    And a card compiled from its Oracle text:
      """
      name: Test Thalia
      mana_cost: "{1}{W}"
      types: [creature]
      subtypes: [Human, Soldier]
      power: 2
      toughness: 1
      oracle: "Noncreature spells cost {1} more to cast."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Bolt Discount
      mana_cost: "{1}{U}"
      types: [creature]
      subtypes: [Human, Wizard]
      power: 1
      toughness: 1
      oracle: "Instant and sorcery spells you cast cost {1} less to cast."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Artifact
      mana_cost: "{1}"
      types: [artifact]
      oracle: ""
      """

  Scenario: Affinity reduces the generic mana for each artifact its caster controls (702.41a)
    Given Alice controls Test Artifact
    And Alice controls Test Artifact as "second artifact"
    And Alice has Test Frogmite in hand
    When Alice casts Test Frogmite and it resolves
    Then the ruling says "The total cost of Test Frogmite"
    And the ruling says "is {2}: {4}"
    And the ruling cites CR 702.41a

  Scenario: The generic mana can't be reduced below nothing (601.2f, 118.7a)
    Given Alice controls Test Artifact
    And Alice controls Test Artifact as "second artifact"
    And Alice controls Test Artifact as "third artifact"
    And Alice controls Test Artifact as "fourth artifact"
    And Alice controls Test Artifact as "fifth artifact"
    And Alice has Test Frogmite in hand
    When Alice casts Test Frogmite and it resolves
    Then the ruling says "is {0}: {4}"

  Scenario: An increase from any player's permanent and a reduction from the caster's add up
    Given Bob controls Test Thalia
    And Alice controls Test Bolt Discount
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then the ruling says "is {R}: {R}, {1} more for Test Thalia's"
    And the ruling says "{1} less for Test Bolt Discount's"
    And the ruling cites CR 601.2f

  Scenario: A reduction of a spell its caster's own permanent doesn't name does nothing
    Given Bob controls Test Bolt Discount
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then the ruling does not cite CR 601.2f

  Scenario: "Costs {3} less if it targets a tapped creature" looks at the target chosen before the cost (601.2c, 601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Response
      mana_cost: "{4}{W}"
      types: [instant]
      oracle: "This spell costs {3} less to cast if it targets a tapped creature.\nDestroy target creature."
      """
    And Bob controls Grizzly Bears
    And Grizzly Bears is tapped
    And Alice has Test Response in hand
    When Alice casts Test Response targeting Grizzly Bears and it resolves
    Then the ruling says "is {1}{W}: {4}{W}"
    And Grizzly Bears is in Bob's graveyard

  Scenario: An untapped target leaves the cost as it is
    Given a card compiled from its Oracle text:
      """
      name: Test Response
      mana_cost: "{4}{W}"
      types: [instant]
      oracle: "This spell costs {3} less to cast if it targets a tapped creature.\nDestroy target creature."
      """
    And Bob controls Grizzly Bears
    And Alice has Test Response in hand
    When Alice casts Test Response targeting Grizzly Bears and it resolves
    Then the ruling does not say "The total cost of Test Response"
    And Grizzly Bears is in Bob's graveyard

  Scenario: Domain: one less for each basic land type among the lands its caster controls (305.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Binding
      types: [instant]
      mana_cost: "{5}{W}{U}"
      oracle: "Domain — This spell costs {1} less to cast for each basic land type among lands you control.\nDraw a card."
      """
    And Alice has Test Binding in hand
    And Alice has 1 card in her library
    And Alice controls Forest
    And Alice controls Island
    And Alice controls Forest
    When Alice casts Test Binding and it resolves
    Then the ruling says "is {3}{W}{U}: {5}{W}{U}, {2} less"

  Scenario: "For each basic land type among lands you control": domain, counted as the total cost is determined (305.6, 601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Stratadon
      types: [artifact, creature]
      mana_cost: "{10}"
      power: 5
      toughness: 5
      oracle: "Domain — This spell costs {1} less to cast for each basic land type among lands you control."
      """
    And Alice has Test Stratadon in hand
    And Alice controls Forest as "first forest"
    And Alice controls Forest as "second forest"
    And Alice controls Island
    And Alice controls Swamp
    And Bob controls Plains
    When Alice casts Test Stratadon and it resolves
    Then the ruling says "is {7}: {10}, {3} less for Test Stratadon's"

  Scenario: "For each opponent you have": one generic mana less for each opponent
    Given a card compiled from its Oracle text:
      """
      name: Test Avatar of Growth
      types: [creature]
      mana_cost: "{4}{G}{G}"
      power: 4
      toughness: 4
      oracle: "This spell costs {1} less to cast for each opponent you have."
      """
    And Alice has Test Avatar of Growth in hand
    When Alice casts Test Avatar of Growth and it resolves
    Then the ruling says "is {3}{G}{G}: {4}{G}{G}, {1} less for Test Avatar of Growth's"

  Scenario: "Costs {X} less, where X is the greatest power among creatures you control", as the total cost is determined (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Great Henge
      types: [artifact]
      mana_cost: "{7}{G}{G}"
      oracle: "This spell costs {X} less to cast, where X is the greatest power among creatures you control."
      """
    And Alice has Test Great Henge in hand
    And Alice controls Craw Wurm
    And Alice controls Grizzly Bears
    And Bob controls Shivan Dragon
    When Alice casts Test Great Henge and it resolves
    Then the ruling says "is {1}{G}{G}: {7}{G}{G}, {6} less for Test Great Henge's this spell costs {X} less to cast, where X is the greatest power among creatures you control"

  Scenario: "Costs {X} less, where X is your devotion to black" (700.5)
    Given a card compiled from its Oracle text:
      """
      name: Test Marshmist Titan
      types: [creature]
      mana_cost: "{6}{B}"
      power: 4
      toughness: 5
      oracle: "This spell costs {X} less to cast, where X is your devotion to black."
      """
    And a card defined as:
      """
      name: Test Black Relic
      mana_cost: "{B}{B}{1}"
      types: [artifact]
      """
    And Alice has Test Marshmist Titan in hand
    And Alice controls Test Black Relic
    When Alice casts Test Marshmist Titan and it resolves
    Then the ruling says "is {4}{B}: {6}{B}, {2} less for Test Marshmist Titan's"

  Scenario: "Spells your opponents cast that target this cost {2} more": a target chosen before the cost (601.2c, 601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Guardian
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Spells your opponents cast that target this creature cost {2} more to cast."
      """
    And it is Bob's turn, precombat main step
    And Alice controls Test Guardian
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Test Guardian and it resolves
    Then the ruling says "is {2}{R}: {R}, {2} more for Test Guardian's"
    And Test Guardian is in Alice's graveyard

  Scenario: A spell that targets something else costs no more
    Given a card compiled from its Oracle text:
      """
      name: Test Guardian
      types: [creature]
      power: 2
      toughness: 3
      oracle: "Spells your opponents cast that target this creature cost {2} more to cast."
      """
    And it is Bob's turn, precombat main step
    And Alice controls Test Guardian
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Alice and it resolves
    Then the ruling does not say "more for Test Guardian's"
    And Alice has 17 life

  Scenario: "Spells you cast from your graveyard cost {1} less": a flashback cost too (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Graveyard Discount
      types: [enchantment]
      oracle: "Spells you cast from your graveyard cost {1} less to cast."
      """
    And Alice controls Test Graveyard Discount
    And Alice has Firebolt in her graveyard
    When Alice casts Firebolt targeting Bob and it resolves
    Then the ruling says "is {3}{R}: {4}{R}, {1} less for Test Graveyard Discount's"

  Scenario: A spell cast from the hand isn't cast from the graveyard
    Given a card compiled from its Oracle text:
      """
      name: Test Graveyard Discount
      types: [enchantment]
      oracle: "Spells you cast from your graveyard cost {1} less to cast."
      """
    And Alice controls Test Graveyard Discount
    And Alice has Hill Giant in her hand
    When Alice casts Hill Giant and it resolves
    Then the ruling does not say "less for Test Graveyard Discount's"
    And Hill Giant is on the battlefield
