@cr614 @cr603
Feature: Why an ability did nothing: it was taken away, or the event it waited for never happened (CR 614.12, 603.10, 614.6)

  Whether a permanent's "enters tapped" applies is decided by the permanent as it would be on
  the battlefield, with the effects that would apply to it there (614.12); whether its "when
  this enters" ability triggers is checked on the permanent as it is just after it entered
  (603.10). An effect that takes its abilities away takes those too, and the ruling says so and
  names the effect.

  Scenario: Under Blood Moon a nonbasic land that enters tapped enters untapped, and gains no life
    Given Bob controls Blood Moon
    And Alice has Tranquil Cove in hand
    When Alice plays Tranquil Cove
    Then Tranquil Cove is untapped
    And Alice has 20 life
    And the ruling cites CR 614.12
    And the ruling cites CR 603.10
    And the ruling says "doesn't apply: on the battlefield it doesn't have that ability (Blood Moon"
    And the ruling says "doesn't trigger: Tranquil Cove doesn't have that ability (Blood Moon"

  Scenario: Without Blood Moon it enters tapped and its ability triggers, and nothing is told missing
    Given Alice has Tranquil Cove in hand
    When Alice plays Tranquil Cove
    And all players pass priority until the stack is empty
    Then Tranquil Cove is tapped
    And Alice has 21 life
    And the ruling does not cite CR 603.10
    And the ruling does not say "doesn't have that ability"

  Scenario: Under Humility, Blood Artist doesn't trigger as a creature dies, and the ruling says why
    Given Bob controls Humility
    And Alice controls Blood Artist
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in Alice's graveyard
    And Bob has 20 life
    And the ruling cites CR 603.10a
    And the ruling says "Blood Artist doesn't have that ability (Humility: loses all abilities)"

  Scenario: An intervening "if" that is false as the event happens: the ability doesn't trigger
    Given Alice controls Felidar Sovereign
    And it is Alice's turn, untap step
    When the game advances to the upkeep step
    Then Alice has 20 life
    And the ruling cites CR 603.4
    And the ruling says "its condition, you have 40 or more life, is false as the event happens"

  Scenario: A death replaced by exile never happens, and the dies trigger that waited for it doesn't trigger
    Given Alice controls Rest in Peace
    And Alice controls Blood Artist
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Grizzly Bears is in exile
    And Bob has 20 life
    And the ruling cites CR 614.6
    And the ruling says "doesn't trigger: Grizzly Bears doesn't die: Rest in Peace's effect replaces that event"
