"""Putting counters on permanents (CR 122.1), through replacement effects (614.16)."""

from __future__ import annotations

from judge.cards.vocabulary import PutCounters
from judge.engine import replacement
from judge.engine.events import CountersChanged, Event
from judge.engine.resolution import Resolution, amount, causes, handles, objects
from judge.engine.timeline import Timeline


@handles(PutCounters)
def _put_counters(tl: Timeline, res: Resolution, e: PutCounters) -> list[Event]:
    n = amount(tl, res, e.amount)
    return replacement.happen(tl, [CountersChanged(rule=PutCounters.RULE, causes=causes(res),
                                                   obj=oid, kind=e.counter, amount=n)
                                   for oid in objects(tl, res, e.on) if n > 0])
