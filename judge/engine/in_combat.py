"""Who is still in combat (CR 506.4): a permanent that stops being a creature or comes under
another player's control is removed from combat at once, and so is an attacked planeswalker that
stops being a planeswalker or changes controller, and an attacked battle that stops being a
battle or changes controller. (Leaving the battlefield and regeneration remove it through their
own events.)"""

from __future__ import annotations

from typing import Sequence

from judge import cr
from judge.engine.combat_events import RemovedFromCombat
from judge.engine.events import ControlChanged, Event
from judge.engine.layers import Characteristics, compute
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.words import CardType


def departures(state: GameState, causes: tuple[int, ...],
               events: Sequence[Event] = ()) -> list[RemovedFromCombat]:
    """Those removed from combat by what `events` did."""
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
        elif CardType.BATTLE in chars.types:
            detail = "it is a battle now"
        elif side is not None and chars.controller != side:
            detail = f"{chars.controller} controls it now"
        else:
            continue
        out.append(RemovedFromCombat(rule=cr.REMOVED_FROM_COMBAT, causes=causes, obj=oid,
                                     detail=detail))
    for walker in dict.fromkeys(w for a, w in state.planeswalkers_attacked.items()
                                if w is not None and w in board.chars):
        chars = board.chars[walker]  # 506.4: an attacked planeswalker or battle
        side = next((defending[a] for a, w in state.planeswalkers_attacked.items()
                     if w == walker and a in defending), None)
        gone = _battle_gone(walker, chars, events) \
            if state.objects[walker].protector is not None else _walker_gone(chars, side)
        if gone is not None:
            out.append(RemovedFromCombat(rule=cr.REMOVED_FROM_COMBAT, also=(cr.ATTACKS_NOTHING,),
                                         causes=causes, obj=walker, detail=gone))
    return out


def _walker_gone(chars: Characteristics, side: PlayerId | None) -> str | None:
    if CardType.PLANESWALKER not in chars.types:
        return "it is no longer a planeswalker"
    if side is not None and chars.controller != side:
        return f"{chars.controller} controls it now"
    return None


def _battle_gone(battle: ObjectId, chars: Characteristics, events: Sequence[Event]
                 ) -> str | None:
    """A battle's defending player is its protector (310.8d), so its controller changing is
    seen in the event that tells it."""
    if CardType.BATTLE not in chars.types:
        return "it is no longer a battle"
    if any(isinstance(e, ControlChanged) and e.obj == battle for e in events):
        return f"{chars.controller} controls it now"
    return None
