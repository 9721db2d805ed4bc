"""Putting counters on permanents (CR 122.1), through replacement effects (614.16), removing
them, doubling them (701.9e) and proliferating (701.27a); players getting poison counters
(122.1f)."""

from __future__ import annotations

from judge.cards.vocabulary import (DoubleCounters, GetEnergy, GetPoison, Proliferate,
                                    PutCounters, RemoveCounters)
from judge.engine import choices, replacement
from judge.engine.events import CountersChanged, EnergyChanged, Event, PoisonGiven
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.timeline import Timeline


@handles(PutCounters)
def _put_counters(tl: Timeline, res: Resolution, e: PutCounters) -> list[Event]:
    n = amount(tl, res, e.amount)
    return replacement.happen(tl, [CountersChanged(rule=PutCounters.RULE, causes=causes(res),
                                                   obj=oid, kind=e.counter, amount=n)
                                   for oid in objects(tl, res, e.on) if n > 0])


@handles(DoubleCounters)
def _double_counters(tl: Timeline, res: Resolution, e: DoubleCounters) -> list[Event]:
    found: list[Event] = []
    for oid in objects(tl, res, e.on):
        for kind, n in tl.state.objects[oid].counters.items:
            if n > 0 and e.counter in (None, kind):
                found.append(CountersChanged(rule=e.RULE, causes=causes(res), obj=oid, kind=kind,
                                             amount=n))
    return replacement.happen(tl, found)


@handles(GetEnergy)
def _get_energy(tl: Timeline, res: Resolution, e: GetEnergy) -> list[Event]:
    return [tl.emit(EnergyChanged(rule=e.RULE, causes=causes(res), player=res.controller,
                                  amount=e.amount))]


@handles(GetPoison)
def _get_poison(tl: Timeline, res: Resolution, e: GetPoison) -> list[Event]:
    n = amount(tl, res, e.amount)
    return replacement.happen(tl, [PoisonGiven(rule=e.RULE, causes=causes(res), player=p,
                                               amount=n, source_name=res.source_chars.name,
                                               toxic=False)
                                   for p in players(tl, res, e.player) if n > 0])


@handles(Proliferate)
def _proliferate(tl: Timeline, res: Resolution, e: Proliferate) -> list[Event]:
    state = tl.state
    with_counters = [o for o in state.in_play_order() if any(n > 0 for _, n in o.counters.items)]
    poisoned = [p for p in state.apnap()
                if state.player(p).poison > 0 or state.player(p).energy > 0]
    objs, whom = choices.to_proliferate(tl, res.controller, with_counters, poisoned, e.RULE,
                                        causes(res))
    found: list[Event] = [CountersChanged(rule=e.RULE, causes=causes(res), obj=o.id, kind=kind,
                                          amount=1)
                          for o in objs for kind, n in o.counters.items if n > 0]
    found += [PoisonGiven(rule=e.RULE, causes=causes(res), player=p, amount=1,
                          source_name=res.source_chars.name, toxic=False)
              for p in whom if state.player(p).poison > 0]
    found += [EnergyChanged(rule=e.RULE, causes=causes(res), player=p, amount=1)
              for p in whom if state.player(p).energy > 0]
    return replacement.happen(tl, found)


@handles(RemoveCounters)
def _remove_counters(tl: Timeline, res: Resolution, e: RemoveCounters) -> list[Event]:
    n = amount(tl, res, e.amount)
    found: list[Event] = []
    for oid in objects(tl, res, e.source):
        have = tl.state.objects[oid].counters.get(e.counter)
        if min(n, have) > 0:
            found.append(CountersChanged(rule=e.RULE, causes=causes(res), obj=oid, kind=e.counter,
                                         amount=-min(n, have)))
    return replacement.happen(tl, found)
