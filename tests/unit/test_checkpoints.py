"""Checkpoints and the richer expectations: base power and toughness, types an object lacks,
last known information, why a player lost, triggers waiting for the stack."""

from __future__ import annotations

import json

import pytest

from judge import explain
from judge.errors import ScenarioErrors
from judge.report.render import render
from judge.scenario.load import load_scenario


def write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


BOLT = """\
title: t
players:
  - {name: Alice, hand: [{id: bolt, card: Lightning Bolt}]}
  - {name: Bob, life: 3}
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Bob}
actions:
  - cast: {card: bolt, player: Alice, targets: [bears]}
  - resolve: all
"""


def results(ruling):
    return [(e.subject, e.field, e.when, e.passed) for e in ruling.expectations]


def test_a_checkpoint_reads_the_game_after_its_action(tmp_path):
    ruling = explain(write(tmp_path, BOLT + """\
expect:
  checkpoints:
    - after: 1
      objects: {bears: {zone: battlefield, damage: 0}}
      game: {stack: [bolt]}
  objects: {bears: {zone: graveyard}}
  game: {stack: []}
"""))
    assert results(ruling) == [
        ("bears", "zone", "after action 1", True), ("bears", "damage", "after action 1", True),
        ("game", "stack", "after action 1", True), ("bears", "zone", None, True),
        ("game", "stack", None, True)]


def test_a_failing_checkpoint_says_what_it_found_and_when(tmp_path):
    ruling = explain(write(tmp_path, BOLT + """\
expect:
  checkpoints:
    - {after: 1, game: {stack: []}}
"""))
    [failed] = ruling.expectations
    assert not failed.passed and failed.actual == ["bolt"]
    text = render(ruling, "text")
    assert "FAIL game.stack (after action 1): expected [], got ['bolt']" in text
    data = json.loads(render(ruling, "json"))
    assert data["expectations"] == [{"subject": "game", "field": "stack", "expected": [],
                                     "actual": ["bolt"], "passed": False,
                                     "when": "after action 1"}]


def test_a_step_that_never_begins_fails_its_checkpoint(tmp_path):
    ruling = explain(write(tmp_path, BOLT + """\
expect:
  checkpoints:
    - {at: end, players: {Bob: {life: 3}}}
"""))
    assert [(e.subject, e.field, e.expected, e.actual, e.when) for e in ruling.expectations] \
        == [("checkpoint", "reached", True, False, "as the end step begins")]


def test_a_step_checkpoint_can_name_its_turn(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players: [{name: Alice, library: 3}, {name: Bob, library: 3}]
turn: {active: Alice}
actions:
  - advance: draw
  - advance: draw
expect:
  checkpoints:
    - {at: draw, players: {Bob: {hand: 0}}}
    - {at: draw, turn: 3, players: {Alice: {hand: 0}, Bob: {hand: 1}}}
    - {after: 2, players: {Alice: {hand: 1}}}
"""))
    assert [(e.subject, e.field, e.when, e.passed) for e in ruling.expectations] == [
        ("Bob", "hand", "as the draw step begins", True),
        ("Alice", "hand", "as the draw step of turn 3 begins", True),
        ("Bob", "hand", "as the draw step of turn 3 begins", True),
        ("Alice", "hand", "after action 2", True)]


def test_a_refused_action_leaves_the_game_as_it_was_for_its_checkpoint(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: bolt, card: Lightning Bolt}]}
  - {name: Bob}
turn: {active: Alice}
actions:
  - resolve: 1
  - cast: {card: bolt, player: Alice, targets: [Bob]}
expect:
  refused: [{action: 1, rule: "117.4"}]
  checkpoints:
    - {after: 1, game: {stack: []}, players: {Bob: {life: 20}}}
    - {after: 2, game: {stack: [bolt]}}
"""))
    assert ruling.passed, [(e.subject, e.field, e.actual) for e in ruling.expectations]


def test_last_known_information_is_the_object_as_it_last_was_on_the_battlefield(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: growth, card: Giant Growth}, {id: bolt, card: Lightning Bolt}]}
  - {name: Bob}
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
actions:
  - cast: {card: growth, player: Alice, targets: [bears]}
  - resolve: all
  - cast: {card: bolt, player: Alice, targets: [bears]}
  - resolve: all
expect:
  checkpoints:
    - after: 2
      objects: {bears: {power: 5, base_power: 2, last_known: {power: 5}}}
  objects:
    bears: {zone: battlefield, power: 5, damage: 3, base_toughness: 2,
            last_known: {power: 2}}
"""))
    # still on the battlefield: no last known information to read
    assert [(e.field, e.actual, e.passed) for e in ruling.expectations] == [
        ("power", 5, True), ("base_power", 2, True), ("last_known.power", None, False),
        ("zone", "battlefield", True), ("damage", 3, True), ("power", 5, True),
        ("base_toughness", 2, True), ("last_known.power", None, False)]


def test_not_types_names_types_subtypes_and_supertypes_it_lacks(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
expect:
  objects:
    bears: {not_types: [artifact, Elf, legendary]}
  checkpoints:
    - {after: 1, objects: {bears: {not_types: [creature, Bear]}}}
"""))
    [at_1, end] = ruling.expectations
    assert (at_1.passed, at_1.actual) == (False, [])
    assert (end.passed, end.actual) == (True, ["artifact", "Elf", "legendary"])


def test_lost_because_names_the_rule_that_made_them_lose(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, life: 4, library: 5}
  - {name: Bob, life: 10, library: 1, hand: [Forest]}
turn: {active: Alice}
stack:
  - {id: guilt, card: "Urza's Guilt", controller: Alice}
expect:
  players:
    Alice: {lost_because: ["704.5a"]}
    Bob: {lost_because: ["704.5a"]}
"""))
    assert [(e.subject, e.actual, e.passed) for e in ruling.expectations] == [
        ("Alice", ["704.5a"], True), ("Bob", ["704.5b"], False)]


def test_effects_are_checked_in_the_order_applied_layer_by_layer(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: growth, card: Giant Growth}]}
  - {name: Bob, hand: [{id: frog, card: Turn to Frog}]}
turn: {active: Alice}
battlefield:
  - {id: vault, card: Mutavault, controller: Alice, counters: {+1/+1: 1}}
actions:
  - activate: {source: vault, ability: 2, id: animate}
  - resolve: all
  - cast: {card: growth, player: Alice, targets: [vault]}
  - resolve: all
  - cast: {card: frog, player: Bob, targets: [vault]}
  - resolve: all
expect:
  checkpoints:
    - {after: 4, objects: {vault: {effects: {7b: [animate], 7c: [growth, vault]}}}}
  objects:
    vault: {effects: {4: [animate, frog], 7b: [animate, frog], 7c: [vault, growth], 6: []}}
"""))
    assert [(e.field, e.actual, e.when, e.passed) for e in ruling.expectations] == [
        ("effects.7b", ["animate"], "after action 4", True),
        ("effects.7c", ["vault", "growth"], "after action 4", False),  # in timestamp order
        ("effects.4", ["animate", "frog"], None, True),
        ("effects.7b", ["animate", "frog"], None, True),
        ("effects.7c", ["vault", "growth"], None, True),
        ("effects.6", ["frog"], None, False)]


@pytest.mark.parametrize("expect, line_col, message", [
    ("  checkpoints: [{after: 3}]\n", "12:25", "there are only 2 actions"),
    ("  checkpoints: [{after: 1, at: end}]\n", "12:17",
     "a checkpoint is either 'after' an action or 'at' a step"),
    ("  checkpoints: [{after: 1, turn: 2}]\n", "12:17", "'turn' goes with 'at'"),
    ("  checkpoints: [{at: lunch}]\n", "12:22", "got 'lunch'"),
    ("  checkpoints: [{after: 1, objects: {bares: {power: 1}}}]\n", "12:45", "no object 'bares'"),
    ("  checkpoints: [{after: 1, players: {Carol: {life: 1}}}]\n", "12:45", "no player 'Carol'"),
    ("  checkpoints: [{after: 1, game: {cites: ['117.4']}}]\n", "12:35", "unknown field 'cites'"),
    ("  checkpoints: [{after: 1, game: {triggers_waiting: [bears]}}]\n", "12:54",
     "expected the id of a triggered ability, '<source>.trigger<n>', got 'bears'"),
    ("  checkpoints: [{after: 1, game: {triggers_waiting: [elk.trigger1]}}]\n", "12:54",
     "no object 'elk.trigger1'"),
    ("  players: {Bob: {lost_because: [life]}}\n", "12:34", "expected a rule number"),
    ("  objects: {bears: {last_known: {controller: Carol}}}\n", "12:46", "no player 'Carol'"),
    ("  objects: {bears: {effects: {7b: [bols]}}}\n", "12:36", "no object 'bols'"),
    ("  objects: {bears: {effects: {8: [bolt]}}}\n", "12:34", "input should be '1'"),
])
def test_bad_checkpoints_are_errors_where_written(tmp_path, expect, line_col, message):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, BOLT + "expect:\n" + expect))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith(line_col + ":"), line
    assert message in line


def test_timestamps_are_the_ones_the_layer_tables_show(tmp_path):
    ruling = explain(write(tmp_path, BOLT + """\
expect:
  checkpoints:
    - {after: 1, objects: {bears: {timestamp: 1}, bolt: {zone: stack, timestamp: 2}}}
  objects:
    bolt: {zone: graveyard, timestamp: 3}
"""))
    assert ruling.passed, [(e.subject, e.field, e.actual) for e in ruling.expectations]


def test_the_stack_is_checked_bottom_first(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: bolt, card: Lightning Bolt}]}
  - {name: Bob, hand: [{id: shock, card: Shock}]}
turn: {active: Alice}
actions:
  - cast: {card: bolt, player: Alice, targets: [Bob]}
  - cast: {card: shock, player: Bob, targets: [Alice]}
expect:
  checkpoints:
    - {after: 2, game: {stack: [bolt, shock]}}
    - {after: 2, game: {stack: [shock, bolt]}}
"""))
    assert [(e.actual, e.passed) for e in ruling.expectations] == [
        (["bolt", "shock"], True), (["bolt", "shock"], False)]
