"""Fuzzing, at a small budget: generated scenarios and game records, and the bundled files
mutated, keep the properties of tests/fuzz.py (no traceback, exit status 0, 1 or 2, located
errors, the same output when run again). benchmarks/fuzz_benchmark.py runs thousands."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests import fuzz

SMALL = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _keeps_the_properties(item: tuple[str, bytes]) -> None:
    command, raw = item
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.yaml"
        path.write_bytes(raw)
        outcome = fuzz.check_file(path, command, others=True)
    assert not outcome.problems, (outcome.problems, raw[:2000])


@SMALL
@given(fuzz.generated_files())
def test_generated_scenarios_and_records_keep_the_properties(item):
    _keeps_the_properties(item)


@SMALL
@given(fuzz.mutated_files())
def test_mutated_bundled_files_keep_the_properties(item):
    _keeps_the_properties(item)


GROWING_BOARD = """\
title: a spell copied a thousand times (the most the format allows), each making two tokens
players: [{name: Alice, hand: [{id: c, card: Copycat}]}, {name: Bob}]
turn: {active: Alice}
cards:
  - {name: Copycat, mana_cost: "{R}", types: [sorcery], abilities: ["replicate {R}", {spell: {
     effects: [create_token: {token: {name: Goblin, types: [creature], power: 1, toughness: 1},
     amount: 2}]}}]}
actions:
  - cast: {card: c, player: Alice, replicate: 1000}
  - resolve: all
"""


def test_a_board_that_grows_to_the_event_limit_is_ruled_quickly(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GROWING_BOARD, encoding="utf-8")
    outcome = fuzz.check_file(path, "explain", rerun=False)
    assert outcome.exit_code == 2 and not outcome.problems
    assert outcome.seconds < 10


def test_a_cost_paid_a_billion_times_is_refused_where_written(tmp_path):
    # a replicate count multiplied its cost's text a billion times over: out of memory
    from typer.testing import CliRunner

    from judge.cli import app

    path = tmp_path / "s.yaml"
    path.write_text(GROWING_BOARD.replace("replicate: 1000}", "replicate: 1000000000}"),
                    encoding="utf-8")
    result = CliRunner().invoke(app, ["explain", str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "s.yaml:9:" in result.output and "less than or equal to 1000" in result.output


LEAVING_WITH_A_SPELL = """\
title: a player at 0 life leaves a game of three with her spell on the stack
players:
  - {name: Alice, life: 0, hand: [Gray Ogre], library: 3}
  - {name: Bob}
  - {name: Carol}
turn: {active: Alice, step: precombat main}
stack: [{id: s1, controller: Alice, card: Grizzly Bears}]
"""


def test_a_player_leaves_with_her_spell_on_the_stack(tmp_path):
    # the spell left the game (800.4a) but stayed listed on the stack: a KeyError
    from judge import explain

    path = tmp_path / "s.yaml"
    path.write_text(LEAVING_WITH_A_SPELL, encoding="utf-8")
    assert fuzz.check_file(path, "explain", rerun=False).problems == []
    ruling = explain(path)
    assert ruling.final.stack == () and "s1" not in ruling.final.objects
    assert "800.4a" in {str(c) for c in ruling.cited}


def test_the_event_limit_met_before_any_action_names_the_file(tmp_path):
    # a player who loses leaves with a thousand library cards, before any action is taken
    path = tmp_path / "s.yaml"
    path.write_text(LEAVING_WITH_A_SPELL.replace("library: 3", "library: 1000"), encoding="utf-8")
    outcome = fuzz.check_file(path, "explain", rerun=False)
    assert outcome.exit_code == 2 and outcome.problems == []


def test_what_the_engine_cant_rule_is_told_where_the_action_is(tmp_path):
    # Bob's initiative ventures into the Undercity at his upkeep (725.2): its first room
    # searches a library the scenario only counts, which judge refuses to guess at
    path = tmp_path / "s.yaml"
    path.write_text("""\
title: a search of a library given as a number
players: [{name: Alice}, {name: Bob, initiative: true, library: 23}]
turn: {active: Alice}
actions:
  - advance: upkeep
  - resolve: all
""", encoding="utf-8")
    assert fuzz.check_file(path, "explain", rerun=False).problems == []
    result = fuzz.RUNNER.invoke(fuzz.app, ["explain", str(path)])
    assert result.exit_code == 2
    assert "s.yaml:6:5: which cards the search can find" in result.output
