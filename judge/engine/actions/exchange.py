"""Exchange control of two permanents (CR 701.10): whole or not at all (701.10a). Both must
still be legal targets on the battlefield (608.2b), controlled by two different players; then
each of those players gains control of the other's permanent at once (701.10b), by two
continuous effects with one timestamp (613.1b, 613.7b)."""

from __future__ import annotations

from judge import cr
from judge.cards.phrases import PlayerRef, PlayerScope
from judge.cards.vocabulary import ControlTo, ExchangeControl, Modifications
from judge.engine.events import EffectBegan, Event, Unaffected
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import ContinuousEffect, ObjectId
from judge.engine.timeline import Timeline
from judge.words import Zone


@handles(ExchangeControl)
def _exchange_control(tl: Timeline, res: Resolution, e: ExchangeControl) -> list[Event]:
    found = [o for sel in e.of for o in objects(tl, res, sel)
             if tl.state.objects[o].zone is Zone.BATTLEFIELD]
    if len(found) != 2:
        return _called_off(tl, res, found, cr.EXCHANGE, "the other permanent is gone or an "
                           "illegal target, so no part of the exchange happens")
    board = compute(tl.state).chars
    one, two = found
    if board[one].controller == board[two].controller:  # also "this" and itself as target
        return _called_off(tl, res, list(dict.fromkeys(found)), cr.EXCHANGE_CONTROL,
                           f"both are controlled by {board[one].controller}, so the exchange "
                           "does nothing")
    timestamp = tl.state.next_timestamp
    return tl.emit_all(EffectBegan(rule=ExchangeControl.RULE, causes=causes(res), effect=(
        ContinuousEffect(
            id=tl.next_seq + i, source=res.obj.id, source_name=res.obj.name,
            controller=res.controller, timestamp=timestamp, affected=frozenset({mine}),
            modifications=_given(tl, theirs), until_end_of_turn=False, made_by=res.source,
            gains_control=board[theirs].controller,
            exchanged_for=f"{tl.state.name(theirs)} ({theirs})")))
        for i, (mine, theirs) in enumerate(((one, two), (two, one))))


def _given(tl: Timeline, other: ObjectId) -> Modifications:
    """What the effect says, for its table row: the other permanent's controller gains it."""
    name = tl.state.objects[other].name
    return Modifications(control=ControlTo.model_construct(player=PlayerRef(
        PlayerScope.CONTROLLER_OF, text=f"the controller of {name}")))


def _called_off(tl: Timeline, res: Resolution, found: list[ObjectId], rule: cr.Rule,
                detail: str) -> list[Event]:
    return [tl.emit(Unaffected(rule=rule, causes=causes(res), obj=o, action="exchanged",
                               detail=detail)) for o in found]
