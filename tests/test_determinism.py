"""The same scenario gives byte-identical JSON, in one process and across processes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from judge import explain
from judge.report.render import render
from tests.conftest import REPO, SCENARIOS, scenario_id


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_json_is_identical_across_runs(path):
    relative = path.relative_to(REPO).as_posix()
    assert render(explain(relative), "json") == render(explain(relative), "json")


def test_json_is_identical_across_processes_with_different_hash_seeds():
    relative = SCENARIOS[0].relative_to(REPO).as_posix()
    outputs = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-m", "judge", "explain", relative,
                               "--format", "json"], cwd=REPO, env=env, capture_output=True,
                              check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
