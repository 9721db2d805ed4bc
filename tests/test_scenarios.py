"""Each bundled scenario is a conformance check: its expectations must hold."""

from __future__ import annotations

import pytest

from judge import explain
from tests.conftest import REPO, SCENARIOS, scenario_id


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_scenario_expectations_hold(path):
    ruling = explain(path.relative_to(REPO).as_posix())
    assert ruling.expectations, "a bundled scenario must say what it expects"
    failed = [e for e in ruling.expectations if not e.passed]
    if failed:
        steps = "\n".join(f"  {s.index}. [CR {s.rule}] {s.text}" for s in ruling.steps)
        wrong = "\n".join(f"  {e.subject}.{e.field}: expected {e.expected!r}, got {e.actual!r}"
                          for e in failed)
        pytest.fail(f"expectations failed:\n{wrong}\nsteps:\n{steps}")


def test_there_are_enough_scenarios():
    assert len(SCENARIOS) >= 12
