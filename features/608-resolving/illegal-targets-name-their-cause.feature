@cr608
Feature: A target that is illegal as its spell resolves names what made it so (CR 608.2b)

  As a spell or ability resolves, each target is checked again (608.2b). Where one is illegal
  now, the ruling names the step that made it so — the protection or hexproof it gained, the
  zone it left — not only the resolution that found it.

  Scenario: Protection gained in response is the cause of the target being illegal
    Given Alice controls Grizzly Bears
    And Bob has cast Lightning Bolt targeting Grizzly Bears
    And Alice has Gods Willing in hand
    And the color chosen for Gods Willing is red
    When Alice casts Gods Willing targeting Grizzly Bears
    And all players pass priority until the stack is empty
    Then Grizzly Bears is on the battlefield
    And the ruling cites CR 702.16b
    And the step that says "is illegal now: it has protection from red" is caused by the step that says "has protection from red until end of turn"
    And the ruling does not say "Lightning Bolt (bolt), on top of the stack, resolves"
