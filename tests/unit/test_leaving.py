"""A player leaving a game of three or more (CR 800.4a): what they own leaves with them; an
ability they control on the stack, which no card represents and nobody owns, ceases to exist
in its own step."""

from __future__ import annotations

from pathlib import Path

from judge import explain
from judge.engine.events import CeasedToExist
from judge.engine.play import run
from judge.scenario.load import load_scenario

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "state-based-actions" / \
    "a-leaving-players-trigger-ceases-to-exist.yaml"


def test_the_trigger_ceases_to_exist_as_an_ability_not_as_an_owned_card():
    log = run(load_scenario(SCENARIO).setup).log
    gone = {e.obj: e.ability for e in log if isinstance(e, CeasedToExist)}
    assert gone == {"warden": False, "warden.trigger1": True}
    text = "\n".join(step.text for step in explain(SCENARIO).steps)
    assert "Soul Warden's triggered ability (warden.trigger1) ceases to exist: its controller " \
           "left the game" in text
    assert "Alice leaves the game; it goes on without Alice" in text
