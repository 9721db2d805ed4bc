@cr601
Feature: "Cast this spell only during …" and "… only if …" (CR 601.3)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Ambush
      types: [instant]
      oracle: "Cast this spell only during combat.\nTarget creature gets +2/+2 until end of turn."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Blade
      types: [instant]
      oracle: "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nDestroy target attacking creature."
      """
    And it is Alice's turn
    And Alice controls Grizzly Bears

  Scenario: Outside combat it can't be cast
    Given Alice has Test Ambush in hand
    When Alice casts Test Ambush targeting Grizzly Bears and it resolves
    Then that is not allowed, by CR 601.3

  Scenario: Attacked, the defending player may cast it in the declare attackers step
    Given Bob has Test Blade in hand
    When Alice attacks with Grizzly Bears, and Bob casts Test Blade targeting Grizzly Bears before blockers
    Then Grizzly Bears is in Alice's graveyard

  Scenario: Not attacked, it can't be cast
    Given Alice has Test Blade in hand
    When Alice attacks with Grizzly Bears, and Alice casts Test Blade targeting Grizzly Bears before blockers
    Then that is not allowed, by CR 601.3
