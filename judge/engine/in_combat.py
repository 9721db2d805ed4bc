"""Who is still in combat (CR 506.4): a permanent that stops being a creature or comes under
another player's control is removed from combat at once. (Leaving the battlefield and
regeneration remove it through their own events.)"""

from __future__ import annotations

from judge import cr
from judge.engine.combat_events import RemovedFromCombat
from judge.engine.layers import compute
from judge.engine.state import GameState, ObjectId, PlayerId


def departures(state: GameState, causes: tuple[int, ...]) -> list[RemovedFromCombat]:
    if not state.attackers and not state.blockers:
        return []
    board = compute(state)
    defending = dict(state.attackers)
    sides: list[tuple[ObjectId, PlayerId | None]] = [(a, state.active) for a, _ in state.attackers]
    sides += [(b, defending.get(a)) for b, a in state.blockers]
    out = []
    for oid, side in dict.fromkeys(sides):
        chars = board.chars.get(oid)
        if chars is None:
            continue
        if not chars.is_creature:
            detail = "it is no longer a creature"
        elif side is not None and chars.controller != side:
            detail = f"{chars.controller} controls it now"
        else:
            continue
        out.append(RemovedFromCombat(rule=cr.REMOVED_FROM_COMBAT, causes=causes, obj=oid,
                                     detail=detail))
    return out
