@cr601
Feature: A tracked mana pool pays total costs (CR 106.4, 118.3a, 601.2g-h, 107.4, 605.3b, 500.4)

  Background:
    Given a card defined as:
      """
      name: Test Phyrexian Shot
      mana_cost: "{R/P}"
      types: [instant]
      abilities:
        - spell:
            targets: {t: any target}
            effects:
              - damage: {amount: 1, to: t}
      """
    And a card defined as:
      """
      name: Test Ritual Stone
      mana_cost: "{2}"
      types: [artifact]
      abilities:
        - activated: {cost: "{T}", effects: [add_mana: {mana: "{R}", keep: end of turn}]}
      """
    And a card defined as:
      """
      name: Test Prism
      mana_cost: "{2}"
      types: [artifact]
      abilities:
        - activated: {cost: "{T}", effects: [add_mana: one mana of any color]}
      """

  Scenario: Counterspell can't be paid with one blue and one red mana (601.2h, 118.3)
    Given Alice's mana pool holds {U}{R}
    And Alice has Counterspell in hand
    And it is Bob's turn
    And Bob has cast Lightning Bolt targeting Alice
    When Alice casts Counterspell targeting Lightning Bolt
    Then that is not allowed, by CR 601.2h
    And the refusal says "it lacks {U}"

  Scenario: Two Islands tapped for mana pay for Counterspell, and the pool is empty after
    Given Alice's mana pool holds nothing
    And Alice controls Island
    And Alice controls Island as "second Island"
    And Alice has Counterspell in hand
    And it is Bob's turn
    And Bob has cast Lightning Bolt targeting Alice
    When Alice taps Island for mana
    And Alice taps second Island for mana
    And Alice casts Counterspell targeting Lightning Bolt and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And Alice has 20 life
    And Alice's mana pool holds nothing
    And the ruling says "Alice pays {U}{U} for Counterspell"
    And the ruling cites CR 605.3b
    And the ruling cites CR 118.3a

  Scenario: Generic mana is paid with any type, hybrid with either half (107.4b, 107.4e)
    Given Alice's mana pool holds {W}{R}{G}
    And Alice has Kitchen Finks in hand
    When Alice casts Kitchen Finks and it resolves
    Then Kitchen Finks is on the battlefield
    And Alice's mana pool holds nothing
    And the ruling says "{R} for {1}, {G} for {G/W}, {W} for {G/W}"
    And the ruling cites CR 107.4e
    And the ruling cites CR 107.4b

  Scenario: A hybrid symbol can't be paid with a color it doesn't have (107.4e)
    Given Alice's mana pool holds {R}{R}{R}
    And Alice has Kitchen Finks in hand
    When Alice casts Kitchen Finks
    Then that is not allowed, by CR 601.2h

  Scenario: A Phyrexian symbol is paid with mana of its color where the pool has it (107.4f)
    Given Alice's mana pool holds {R}
    And Alice has Test Phyrexian Shot in hand
    When Alice casts Test Phyrexian Shot targeting Bob and it resolves
    Then Alice has 20 life
    And Bob has 19 life
    And Alice's mana pool holds nothing

  Scenario: A Phyrexian symbol the pool can't pay is paid with 2 life, assumed (107.4f)
    Given Alice's mana pool holds {G}
    And Alice has Test Phyrexian Shot in hand
    When Alice casts Test Phyrexian Shot targeting Bob and it resolves
    Then Alice has 18 life
    And Alice's mana pool holds {G}
    And the ruling says "2 life for {R/P}"
    And the ruling cites CR 107.4f

  Scenario: The caster may pay a Phyrexian symbol with life though the pool holds its mana
    Given Alice's mana pool holds {R}
    And Alice has Test Phyrexian Shot in hand
    And Alice pays for Test Phyrexian Shot with nothing from her mana pool
    When Alice casts Test Phyrexian Shot targeting Bob and it resolves
    Then Alice has 18 life
    And Alice's mana pool holds {R}
    And nothing is assumed

  Scenario: The mana the caster names must be in the pool and pay the cost exactly
    Given Alice's mana pool holds {R}{G}
    And Alice has Lightning Bolt in hand
    And Alice pays for Lightning Bolt with {R}{G} from her mana pool
    When Alice casts Lightning Bolt targeting Bob
    Then that is not allowed, by CR 601.2h

  Scenario: Unused mana empties from the pool as the main phase ends (500.4)
    Given Alice's mana pool holds {R}
    And Alice has Lightning Bolt in hand
    When the game advances to the beginning of combat step
    And Alice casts Lightning Bolt targeting Bob
    Then that is not allowed, by CR 601.2h

  Scenario: The pool's emptying is told with its rule (500.4)
    Given Alice's mana pool holds {R}{G}
    When the game advances to the beginning of combat step
    Then Alice's mana pool holds nothing
    And the ruling says "Alice's unused mana {R}{G} empties from their mana pool as the precombat main phase ends"
    And the ruling cites CR 500.4

  Scenario: Mana an effect keeps until end of turn stays as steps end (500.4)
    Given Alice's mana pool holds {G}
    And Alice controls Test Ritual Stone
    When Alice taps Test Ritual Stone for mana
    And the game advances to the end step
    Then Alice's mana pool holds {R}

  Scenario: An activated ability's mana cost is paid from the pool too (602.2b)
    Given Alice's mana pool holds {R}{R}
    And Alice controls Shivan Dragon
    When Alice activates Shivan Dragon's first ability and it resolves
    And Alice activates Shivan Dragon's first ability and it resolves
    Then Shivan Dragon is 7/5
    And Alice's mana pool holds nothing

  Scenario: An activated ability the pool can't pay for is refused (602.2b, 601.2h)
    Given Alice's mana pool holds {G}
    And Alice controls Shivan Dragon
    When Alice activates Shivan Dragon's first ability and it resolves
    Then that is not allowed, by CR 601.2h

  Scenario: Mana of a type its player chooses isn't added to a tracked pool by a guess
    Given Alice's mana pool holds nothing
    And Alice controls Test Prism
    When Alice taps Test Prism for mana
    Then that is not allowed, by CR 106.4

  Scenario: Mana of a type its player chooses is added as the scenario names it (106.1b)
    Given Alice's mana pool holds nothing
    And Alice controls Test Prism
    And Alice chooses {G} as the mana Test Prism adds
    When Alice taps Test Prism for mana
    Then Alice's mana pool holds {G}
    And the ruling says "Alice adds {G} to their mana pool (Alice's choice; it holds {G})"

  Scenario: Mana named for a choice must be one the ability can add (106.1b)
    Given Alice's mana pool holds nothing
    And Alice controls Test Prism
    And Alice chooses {C} as the mana Test Prism adds
    When Alice taps Test Prism for mana
    Then that is not allowed, by CR 106.4

  Scenario: Without a mana pool, mana costs are taken as paid, as before
    Given Alice has Counterspell in hand
    And it is Bob's turn
    And Bob has cast Lightning Bolt targeting Alice
    When Alice casts Counterspell targeting Lightning Bolt and it resolves
    Then Lightning Bolt is in Bob's graveyard
    And the ruling says "Mana costs are not modeled"

  Scenario: "Unless its controller pays {3}" can't be paid from a pool that lacks it (118.12a, 118.3)
    Given Alice's mana pool holds {R}{G}{G}
    And Alice has Lightning Bolt in hand
    And Bob has Mana Leak in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Bob
    And Bob casts Mana Leak targeting Lightning Bolt
    And all players pass priority until the stack is empty
    Then Bob has 20 life
    And Alice's mana pool holds {G}{G}
    And the ruling says "which can't pay {3}"
    And the ruling cites CR 118.3

  Scenario: Foretelling takes {2} from a tracked pool (116.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Foretold Bolt
      mana_cost: "{3}{R}"
      types: [instant]
      oracle: "Test Foretold Bolt deals 3 damage to any target.\nForetell {1}{R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)"
      """
    And Alice's mana pool holds {R}{G}{G}
    And Alice has Test Foretold Bolt in hand
    When Alice foretells Test Foretold Bolt
    Then Test Foretold Bolt is in exile
    And Alice's mana pool holds {G}
    And the ruling says "Alice pays {2} for foretelling Test Foretold Bolt"

  Scenario: A card can't be foretold with one mana in a tracked pool (116.2h, 601.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Foretold Shot
      mana_cost: "{3}{R}"
      types: [instant]
      oracle: "Test Foretold Shot deals 3 damage to any target.\nForetell {1}{R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)"
      """
    And Alice's mana pool holds {R}
    And Alice has Test Foretold Shot in hand
    When Alice foretells Test Foretold Shot
    Then that is not allowed, by CR 601.2h

  Scenario: A cost to attack is taken as paid: mana abilities can't be activated as attackers are declared here (508.1g, 508.1h)
    Given a card compiled from its Oracle text:
      """
      name: Test Pool Propaganda
      types: [enchantment]
      oracle: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."
      """
    And Bob controls Test Pool Propaganda
    And Alice controls Grizzly Bears
    And Alice's mana pool holds nothing
    When Alice attacks with Grizzly Bears and combat ends
    Then Bob has 18 life

  Scenario: A mana ability's own mana cost is paid from the pool before its mana is added (605.3b)
    Given a card defined as:
      """
      name: Test Signet
      mana_cost: "{2}"
      types: [artifact]
      abilities:
        - activated: {cost: "{1}, {T}", effects: [add_mana: "{U}{R}"]}
      """
    And Alice controls Test Signet
    And Alice's mana pool holds {G}
    When Alice taps Test Signet for mana
    Then Alice's mana pool holds {U}{R}
    And the ruling says "{G} for {1}"

  Scenario: A mana ability whose mana cost the pool can't pay can't be activated (118.3)
    Given a card defined as:
      """
      name: Test Dry Signet
      mana_cost: "{2}"
      types: [artifact]
      abilities:
        - activated: {cost: "{1}, {T}", effects: [add_mana: "{U}{R}"]}
      """
    And Alice controls Test Dry Signet
    And Alice's mana pool holds nothing
    When Alice taps Test Dry Signet for mana
    Then that is not allowed, by CR 601.2h
