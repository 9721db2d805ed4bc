from __future__ import annotations

from pathlib import Path

import pytest

from tests.crtext import CR_FILE  # the pinned rules, found before the tests' environment is set

REPO = Path(__file__).resolve().parent.parent
# game records (`judge audit`) live in scenarios/audits; every other file there is a scenario
RECORDS = sorted((REPO / "scenarios" / "audits").glob("*.yaml"))
SCENARIOS = sorted(set((REPO / "scenarios").rglob("*.yaml")) - set(RECORDS))


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


@pytest.fixture(autouse=True, scope="session")
def _no_rules_file(tmp_path_factory):
    """No Comprehensive Rules file for rulings to quote, whatever the user configured: the
    committed reports are rendered without the rules' texts (tests/crtext.py has already read
    JUDGE_CR_FILE for the citation checks). A test that wants rulings to quote them sets
    JUDGE_CR_FILE, or XDG_DATA_HOME for `judge rules import`."""
    data = tmp_path_factory.mktemp("data-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("JUDGE_CR_FILE", raising=False)
        patch.setenv("XDG_DATA_HOME", str(data))
        yield data


@pytest.fixture
def data_home(monkeypatch, tmp_path) -> Path:
    """A data directory of the test's own (XDG_DATA_HOME), for `judge rules import`."""
    data = tmp_path / "data-home"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


@pytest.fixture
def rules_file(monkeypatch) -> Path:
    """Rulings quote the pinned Comprehensive Rules, as for a user who set JUDGE_CR_FILE."""
    monkeypatch.setenv("JUDGE_CR_FILE", str(CR_FILE))
    return CR_FILE


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
