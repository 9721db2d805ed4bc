"""Who is still in combat (CR 506.4): a permanent that stops being a creature or comes under
another player's control is removed from combat at once, and so is an attacked planeswalker that
stops being a planeswalker or changes controller. (Leaving the battlefield and
regeneration remove it through their own events.)"""

from __future__ import annotations

from judge import cr
from judge.engine.combat_events import RemovedFromCombat
from judge.engine.layers import compute
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.words import CardType


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
    for walker in dict.fromkeys(w for a, w in state.planeswalkers_attacked.items()
                                if w is not None and w in board.chars):
        chars = board.chars[walker]  # 506.4: an attacked planeswalker
        side = next((defending[a] for a, w in state.planeswalkers_attacked.items()
                     if w == walker and a in defending), None)
        if CardType.PLANESWALKER not in chars.types:
            detail = "it is no longer a planeswalker"
        elif side is not None and chars.controller != side:
            detail = f"{chars.controller} controls it now"
        else:
            continue
        out.append(RemovedFromCombat(rule=cr.REMOVED_FROM_COMBAT, also=(cr.ATTACKS_NOTHING,),
                                     causes=causes, obj=walker, detail=detail))
    return out
