from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((REPO / "scenarios").rglob("*.yaml"))


def scenario_id(path: Path) -> str:
    return str(path.relative_to(REPO / "scenarios"))


@pytest.fixture(autouse=True, scope="session")
def _card_store(tmp_path_factory):
    """The card store (and the compiled library beside it) in a folder of the test session,
    never the user's own: JUDGE_CARDS, which the commands tests run inherit too."""
    path = tmp_path_factory.mktemp("card-store") / "cards.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_CARDS", str(path))
        yield path


@pytest.fixture
def new_store(_card_store, request) -> Path:
    """A path for a card store of the test's own, in the session's folder (where the compiled
    library already is)."""
    name = "".join(c if c.isalnum() else "-" for c in request.node.name)
    path = _card_store.parent / f"{name}.sqlite3"
    path.unlink(missing_ok=True)
    return path


@pytest.fixture(autouse=True)
def _repo_cwd(monkeypatch):
    """Scenario paths in rulings are relative to the repository, as in the README."""
    monkeypatch.chdir(REPO)
