@cr601
Feature: "You may [cost] rather than pay this spell's mana cost": an alternative cost (CR 118.9, 601.2b)

  The caster announces the alternative cost as they cast the spell (601.2b); what it asks
  besides mana is paid as it is cast (601.2h). One alternative cost at most (118.9a).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Fireblast
      types: [instant]
      mana_cost: "{4}{R}{R}"
      oracle: "You may sacrifice two Mountains rather than pay this spell's mana cost.\nTest Fireblast deals 4 damage to any target."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Sanctuary
      types: [instant]
      mana_cost: "{3}{W}"
      oracle: "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.\nTarget creature gets +2/+2 until end of turn."
      """

  Scenario: Cast for its alternative cost, two Mountains are sacrificed as it is cast
    Given Alice controls Mountain
    And Alice controls Mountain as "second mountain"
    And Alice has Test Fireblast in hand
    When Alice casts Test Fireblast for its pay_instead cost targeting Bob and it resolves
    Then Bob has 16 life
    And Mountain is in Alice's graveyard
    And second mountain is in Alice's graveyard
    And the ruling cites CR 118.9

  Scenario: Cast for its mana cost, nothing is sacrificed
    Given Alice controls Mountain
    And Alice controls Mountain as "second mountain"
    And Alice has Test Fireblast in hand
    When Alice casts Test Fireblast targeting Bob and it resolves
    Then Bob has 16 life
    And Mountain is on the battlefield

  Scenario: With only one Mountain the alternative cost can't be paid (118.3)
    Given Alice controls Mountain
    And Alice has Test Fireblast in hand
    When Alice casts Test Fireblast for its pay_instead cost targeting Bob and it resolves
    Then that is not allowed, by CR 118.3

  Scenario: "If you control a Plains": a creature is tapped instead of paying the mana cost
    Given Alice controls Plains
    And Alice controls Grizzly Bears
    And Alice has Test Sanctuary in hand
    When Alice casts Test Sanctuary for its pay_instead cost targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 4/4
    And Grizzly Bears is tapped

  Scenario: Without a Plains the alternative cost isn't there to pay
    Given Alice controls Grizzly Bears
    And Alice has Test Sanctuary in hand
    When Alice casts Test Sanctuary for its pay_instead cost targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 118.9

  Scenario: "Pay 1 life and exile a blue card from your hand": both are paid as it is cast
    Given a card compiled from its Oracle text:
      """
      name: Test Force
      types: [instant]
      mana_cost: "{3}{U}{U}"
      oracle: "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell."
      """
    And Alice has Test Force in hand
    And Alice has Counterspell in hand
    And Bob has cast Lightning Bolt targeting Alice
    When Alice casts Test Force for its pay_instead cost targeting Lightning Bolt and it resolves
    Then Alice has 19 life
    And Counterspell is in exile
    And Lightning Bolt is in Bob's graveyard

  Scenario: With no other blue card in hand, the alternative cost can't be paid (118.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Force
      types: [instant]
      mana_cost: "{3}{U}{U}"
      oracle: "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell."
      """
    And Alice has Test Force in hand
    And Alice has Hill Giant in hand
    And Bob has cast Lightning Bolt targeting Alice
    When Alice casts Test Force for its pay_instead cost targeting Lightning Bolt and it resolves
    Then that is not allowed, by CR 118.3
