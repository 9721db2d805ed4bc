"""A starting board with continuous effects from spells and abilities that resolved before the
scenario starts (611.2), each with its timestamp among the permanents' (613.7)."""

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


BOARD = """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
  - {id: lions, card: Savannah Lions, controller: Bob, timestamp: 10}
effects:
"""


def stamps(ruling):
    return {(key, row.source, row.timestamp) for t in ruling.layer_tables for key in t.keys
            for row in t.rows}


def test_an_effect_applies_from_the_start_with_its_timestamp(tmp_path):
    ruling = explain(write(tmp_path, BOARD + """\
  - {id: big, source: Giant Growth, controller: Alice, affects: [bears], set_pt: 4/4,
     timestamp: 5}
  - {id: frog, source: Turn to Frog, controller: Bob, affects: [bears], set_pt: 1/1}
expect:
  objects:
    bears: {power: 1, base_power: 1, effects: {7b: [big, frog]}}
"""))
    assert ruling.passed
    # bears first, then the effect with timestamp 5, the lions (10), the effect without one
    assert stamps(ruling) == {("bears", "big", 2), ("bears", "frog", 4)}
    assert ruling.starting_effects == (
        "Grizzly Bears (bears): has base power and toughness 4/4 until end of turn (Giant "
        "Growth's effect, timestamp 2)",
        "Grizzly Bears (bears): has base power and toughness 1/1 until end of turn (Turn to "
        "Frog's effect, timestamp 4)")
    assert "  Effects from earlier spells and abilities:\n    Grizzly Bears (bears): has base " \
        "power and toughness 4/4" in render(ruling, "text")
    assert len(json.loads(render(ruling, "json"))["starting_effects"]) == 2


def test_a_given_timestamp_puts_an_effect_before_a_later_one(tmp_path):
    ruling = explain(write(tmp_path, BOARD + """\
  - {id: big, source: Giant Growth, controller: Alice, affects: [bears], set_pt: 4/4}
  - {id: frog, source: Turn to Frog, controller: Bob, affects: [bears], set_pt: 1/1,
     timestamp: 1}
expect:
  objects:
    bears: {power: 4, effects: {7b: [frog, big]}}
"""))
    assert ruling.passed
    assert stamps(ruling) == {("bears", "frog", 2), ("bears", "big", 4)}


def test_until_end_of_turn_effects_end_in_the_cleanup_step_and_others_stay(tmp_path):
    ruling = explain(write(tmp_path, BOARD + """\
  - {id: growth, source: Giant Growth, controller: Alice, affects: [bears], pt: +3/+3}
  - {id: wings, source: Jump, controller: Alice, affects: [bears], gain: [flying],
     until: forever}
actions:
  - advance: upkeep
expect:
  checkpoints:
    - {after: 1, objects: {bears: {power: 2, has: [flying]}}}
"""))
    assert ruling.passed
    assert any(s.rule == "514.2" for s in ruling.steps)


@pytest.mark.parametrize("effect, line_col, message", [
    ("{id: g, source: Giant Growth, controller: Alice, affects: [elk], pt: +3/+3}", "8:64",
     "no permanent 'elk' on the battlefield"),
    ("{id: g, source: Giant Growth, controller: Carol, affects: [bears], pt: +3/+3}", "8:47",
     "no player 'Carol'"),
    ("{id: bears, source: Giant Growth, controller: Alice, affects: [bears], pt: +3/+3}",
     "8:10", "duplicate id 'bears'"),
    ("{id: g, source: Kavu, controller: Alice, affects: [bears], set_chosen_color: true}",
     "8:5", "set_chosen_color needs what was chosen"),
    ("{id: g, source: Giant Growth, controller: Alice, affects: [bears], pt: +3/+3, "
     "until: its controller's next untap step}", "8:90",
     "input should be 'end of turn' or 'forever'"),
    ("{id: g, source: Giant Growth, controller: Alice, affects: [bears], pts: +3/+3}", "8:72",
     "unknown field 'pts'"),
])
def test_a_bad_effect_is_an_error_where_written(tmp_path, effect, line_col, message):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, BOARD + f"  - {effect}\n"))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith(line_col + ":"), line
    assert message in line


def test_a_bad_effect_is_reported_with_the_other_problems(tmp_path):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, BOARD.replace("controller: Bob", "controller: Dave")
                            + "  - {id: g, source: X, controller: Alice, affects: [bears], "
                              "pt: +X/+X}\n"))
    assert [line.split("s.yaml:")[1].split(":")[0] for line in caught.value.lines()] == \
        ["6", "8"]


SHIELDS = """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice, step: declare blockers}
battlefield:
  - {id: giant, card: Hill Giant, controller: Alice, tapped: true, attacking: Bob}
  - {id: bears, card: Grizzly Bears, controller: Alice, tapped: true, attacking: Bob}
  - {id: lions, card: Savannah Lions, controller: Bob, blocking: giant}
shields:
"""


def test_shields_from_earlier_in_the_turn_work_and_end_with_it(tmp_path):
    ruling = explain(write(tmp_path, SHIELDS + """\
  - {id: salve, source: Healing Salve, kind: prevent, protects: lions, amount: 3}
  - {id: salve2, source: Healing Salve, kind: prevent, protects: Bob, amount: 1}
  - {id: regen, source: Regenerate, kind: regenerate, protects: giant}
actions:
  - advance: end of combat
  - advance: upkeep
expect:
  objects: {lions: {zone: battlefield}, giant: {damage: 0}}
  players: {Bob: {life: 19}}
"""))
    assert ruling.passed
    assert ruling.starting_effects == (
        "The next 3 damage that would be dealt to Savannah Lions (lions) this turn will be "
        "prevented (Healing Salve)",
        "The next 1 damage that would be dealt to Bob this turn will be prevented (Healing "
        "Salve)",
        "Hill Giant (giant) gets a regeneration shield this turn (Regenerate)")
    # newer than every permanent, in the order listed
    load = load_scenario(write(tmp_path, SHIELDS + """\
  - {id: salve, source: Healing Salve, kind: prevent, protects: lions, combat_only: true}
  - {id: doom, source: Exile, kind: exile if it dies, protects: bears}
"""))
    assert [(s.timestamp, s.source, s.combat_only, s.remaining)
            for s in load.setup.state.shields] == [(4, "salve", True, None), (5, "doom", False,
                                                                               None)]


@pytest.mark.parametrize("shield, line_col, message", [
    ("{id: s, source: Healing Salve, kind: prevent, protects: elk}", "9:61",
     "no permanent or player 'elk' on the battlefield"),
    ("{id: s, source: Regenerate, kind: regenerate, protects: Bob}", "9:61",
     "no permanent 'Bob' on the battlefield"),
    ("{id: s, source: Regenerate, kind: regenerate, protects: giant, amount: 2}", "9:5",
     "amount is for a prevention shield (kind: prevent)"),
    ("{id: s, source: Healing Salve, kind: prevent, protects: Bob, dealt_by: elk}", "9:76",
     "no object 'elk'"),
    ("{id: s, source: Healing Salve, kind: shield, protects: Bob}", "9:42",
     "input should be 'prevent'"),
])
def test_a_bad_shield_is_an_error_where_written(tmp_path, shield, line_col, message):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, SHIELDS + f"  - {shield}\n"))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith(line_col + ":"), line
    assert message in line
