"""Putting cards onto the battlefield from another zone ("return it to the battlefield"): each
is a new object (CR 400.7) under its owner's control unless the effect says whose (110.2),
entering tapped or with counters as the effect says (122.6)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards.vocabulary import ReturnToBattlefield
from judge.engine import replacement
from judge.engine.events import Event, Move
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.timeline import Timeline
from judge.engine.zones import lost_track, move
from judge.words import Zone


@handles(ReturnToBattlefield)
def _onto_battlefield(tl: Timeline, res: Resolution, e: ReturnToBattlefield) -> list[Event]:
    controller = res.controller if e.under == "you" else None
    pending: list[Event] = list(lost_track(tl, res, e.what, "returned to the battlefield"))
    for oid in objects(tl, res, e.what):
        if tl.state.objects[oid].zone is Zone.BATTLEFIELD:
            continue  # only a card somewhere else can be returned to the battlefield
        change = move(tl, oid, Zone.BATTLEFIELD, Move.RETURNED, ReturnToBattlefield.RULE,
                      causes(res), controller)
        pending.append(replace(change, tapped=e.tapped,
                               counters=tuple(sorted(e.counters.items()))))
    return replacement.happen(tl, pending)
