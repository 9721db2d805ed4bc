"""Fuzzing, at a small budget: generated scenarios and game records, and the bundled files
mutated, keep the properties of tests/fuzz.py (no traceback, exit status 0, 1 or 2, located
errors, the same output when run again). benchmarks/fuzz_benchmark.py runs thousands."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
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
title: a spell copied a billion times, each copy making two tokens
players: [{name: Alice, hand: [{id: c, card: Copycat}]}, {name: Bob}]
turn: {active: Alice}
cards:
  - {name: Copycat, mana_cost: "{R}", types: [sorcery], abilities: ["replicate {R}", {spell: {
     effects: [create_token: {token: {name: Goblin, types: [creature], power: 1, toughness: 1},
     amount: 2}]}}]}
actions:
  - cast: {card: c, player: Alice, replicate: 1000000000}
  - resolve: all
"""


@pytest.mark.skip(reason="takes 15-30 s (goal: under 10 s): the board grows to ~1000 tokens "
                  "before the 1000-event limit stops the run, and every event computes every "
                  "object's characteristics again (judge/engine/layers), quadratic in the events")
def test_a_board_that_grows_to_the_event_limit_is_ruled_quickly(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GROWING_BOARD, encoding="utf-8")
    outcome = fuzz.check_file(path, "explain", rerun=False)
    assert outcome.exit_code == 2 and not outcome.problems
    assert outcome.seconds < 10
