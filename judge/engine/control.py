"""Who controls what (CR 613.1b): a permanent's controller comes from the layers, so a change
of control is noticed by comparing the board before and after events, whatever caused it — a
resolving effect, an Aura's static ability arriving or leaving, an effect ending."""

from __future__ import annotations

from judge import cr
from judge.engine.events import ControlChanged
from judge.engine.layers import compute
from judge.engine.state import GameState
from judge.words import Zone


def changes(before: GameState, after: GameState, causes: tuple[int, ...]) -> list[ControlChanged]:
    was = compute(before).chars
    now = compute(after).chars
    return [ControlChanged(rule=cr.CONTROL_LAYER, causes=causes, obj=obj.id,
                           controller=now[obj.id].controller, was=was[obj.id].controller)
            for obj in after.in_play_order()
            if obj.zone is Zone.BATTLEFIELD and obj.id in was and obj.id in now
            and before.objects[obj.id].zone is Zone.BATTLEFIELD
            and was[obj.id].controller != now[obj.id].controller]
