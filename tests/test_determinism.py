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


def test_json_names_the_file_the_same_however_its_path_is_typed(tmp_path, monkeypatch):
    folder = tmp_path / "work" / "cases"
    folder.mkdir(parents=True)
    (folder / "s.yaml").write_text(SCENARIOS[0].read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(folder)
    spellings = ["s.yaml", "./s.yaml", str(folder / "s.yaml"), "../cases/./s.yaml"]
    outputs = {render(explain(spelling), "json") for spelling in spellings}
    assert len(outputs) == 1
    assert '"file": "s.yaml",' in outputs.pop()
    monkeypatch.chdir(tmp_path / "work")
    assert '"file": "cases/s.yaml",' in render(explain(str(folder / "s.yaml")), "json")
    monkeypatch.chdir(tmp_path / "work" / "cases")
    outside = tmp_path / "t.yaml"
    outside.write_text(SCENARIOS[0].read_text(encoding="utf-8"), encoding="utf-8")
    assert f'"file": "{outside.resolve().as_posix()}",' in render(explain("../../t.yaml"), "json")
