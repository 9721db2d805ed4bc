from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((REPO / "scenarios").rglob("*.yaml"))


def scenario_id(path: Path) -> str:
    return str(path.relative_to(REPO / "scenarios"))


@pytest.fixture(autouse=True)
def _repo_cwd(monkeypatch):
    """Scenario paths in rulings are relative to the repository, as in the README."""
    monkeypatch.chdir(REPO)
