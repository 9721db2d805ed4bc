"""Exile (CR 701.11), and returning permanents to their owners' hands (608.2c)."""

from __future__ import annotations

from judge.cards.vocabulary import Exile, ReturnToHand
from judge.engine.events import Event, Move
from judge.engine.resolution import Resolution, handles
from judge.engine.timeline import Timeline
from judge.engine.zones import moves
from judge.words import Zone


@handles(Exile)
def _exile(tl: Timeline, res: Resolution, e: Exile) -> list[Event]:
    return moves(tl, res, e.what, Zone.EXILE, Move.EXILED, Exile.RULE)


@handles(ReturnToHand)
def _return(tl: Timeline, res: Resolution, e: ReturnToHand) -> list[Event]:
    return moves(tl, res, e.what, Zone.HAND, Move.RETURNED, ReturnToHand.RULE)
