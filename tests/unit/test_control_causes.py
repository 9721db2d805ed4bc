"""A change of control (CR 613.1b) names as its causes the events that changed it: the
control-changing permanent that left, not every event of its batch."""

from __future__ import annotations

from judge.engine.events import CeasedToExist, ControlChanged
from judge.engine.play import run
from judge.scenario.load import load_scenario

BOARD = """\
title: Alice leaves with her Control Magic, her Holy Strength and her Soul Warden (800.4a)
players: [{name: Alice, life: 0}, {name: Bob}, {name: Carol}]
turn: {active: Bob, step: precombat main}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Bob}
  - {id: magic, card: Control Magic, controller: Alice, attached_to: bears}
  - {id: lions, card: Savannah Lions, controller: Carol}
  - {id: strength, card: Holy Strength, controller: Alice, attached_to: lions}
  - {id: warden, card: Soul Warden, controller: Alice}
"""


def test_control_returns_because_the_control_magic_left(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(BOARD, encoding="utf-8")
    log = run(load_scenario(path).setup).log
    left = {e.obj: e.seq for e in log if isinstance(e, CeasedToExist)}
    assert set(left) == {"magic", "strength", "warden"}  # one batch, 800.4a
    [changed] = [e for e in log if isinstance(e, ControlChanged)]
    assert (changed.obj, changed.controller, changed.was) == ("bears", "Bob", "Alice")
    assert changed.causes == (left["magic"],)
