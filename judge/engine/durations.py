"""How long continuous effects from resolutions last (CR 611.2a–b, 514.2).

"For as long as" durations end the moment their condition stops being true, and an effect
whose duration never starts does nothing (611.2b).
"""

from __future__ import annotations

from judge.cards.vocabulary import LastsWhile
from judge.engine.layers import compute
from judge.engine.state import ContinuousEffect, GameState, ObjectId, PlayerId
from judge.words import Zone

def holds(state: GameState, conditions: tuple[LastsWhile, ...], watched: ObjectId | None,
          controller: PlayerId) -> bool:
    """Is every "for as long as" condition still true?"""
    obj = state.objects.get(watched) if watched is not None else None
    for condition in conditions:
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return False
        if condition is LastsWhile.CONTROLLED \
                and compute(state).chars[obj.id].controller != controller:
            return False
        if condition is LastsWhile.TAPPED and not obj.tapped:
            return False
    return True


def expired(state: GameState) -> list[ContinuousEffect]:
    return [e for e in state.effects
            if e.lasts_while and not holds(state, e.lasts_while, e.watched, e.controller)]
