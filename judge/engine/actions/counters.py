"""Putting counters on permanents (CR 122.1), through replacement effects (614.16), removing
them, doubling them (701.9e) and proliferating (701.27a); players getting poison counters
(122.1f); and, beside energy, a player's extra land plays this turn (305.2)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import (DoubleCounters, ExtraLands, GetEnergy, GetPoison,
                                    MoveCounters, Proliferate, PutCounters, RemoveCounters)
from judge.engine import choices, replacement
from judge.engine.events import (CountersChanged, DamageDivided, EnergyChanged, Event,
                                 LandPlaysAdded, PoisonGiven, Unaffected)
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.timeline import Timeline


@handles(PutCounters)
def _put_counters(tl: Timeline, res: Resolution, e: PutCounters) -> list[Event]:
    if e.divided:
        return _distributed(tl, res, e)
    n = amount(tl, res, e.amount)
    return replacement.happen(tl, [CountersChanged(rule=PutCounters.RULE, causes=causes(res),
                                                   obj=oid, kind=e.counter, amount=n)
                                   for oid in objects(tl, res, e.on) if n > 0])


def _distributed(tl: Timeline, res: Resolution, e: PutCounters) -> list[Event]:
    """601.2d: each target still legal gets the counters announced for it as the spell was
    cast; one that became illegal gets none, and the others no more (608.2b)."""
    group = e.on.target
    shares = [(target.object, res.division.get(name, 0))
              for name, spec in res.instructions.targets.items()
              if group in (name, spec.group) and (target := res.targets.get(name)) is not None
              and target.object is not None]
    announced = tuple(x.seq for x in tl.log if isinstance(x, DamageDivided)
                      and x.obj == res.obj.id)[-1:]
    return replacement.happen(tl, [CountersChanged(rule=cr.DIVIDED, also=(e.RULE,),
                                                   causes=causes(res) + announced, obj=oid,
                                                   kind=e.counter, amount=n)
                                   for oid, n in shares if n > 0])


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


@handles(ExtraLands)
def _extra_lands(tl: Timeline, res: Resolution, e: ExtraLands) -> list[Event]:
    """305.2: its controller may play that many more lands this turn."""
    return [tl.emit(LandPlaysAdded(rule=e.RULE, causes=causes(res), player=res.controller,
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


@handles(MoveCounters)
def _move_counters(tl: Timeline, res: Resolution, e: MoveCounters) -> list[Event]:
    """122.5: removed from the one and put on the other, or, if either can't be, neither."""
    sources, to = objects(tl, res, e.source), objects(tl, res, e.to)
    source = sources[0] if len(sources) == 1 else None
    onto = to[0] if len(to) == 1 else None
    why = "the object it would move from or onto has left its zone" \
        if source is None or onto is None else "it would move onto the same object" \
        if source == onto else f"{tl.state.name(source)} has no {e.counter} counter" \
        if not tl.state.objects[source].counters.get(e.counter) else ""
    if why:
        return [tl.emit(Unaffected(rule=e.RULE, causes=causes(res), obj=onto or res.source,
                                   action=f"given a {e.counter} counter",
                                   detail=f"no counter moves: {why}"))]
    assert source is not None and onto is not None
    return replacement.happen(tl, [
        CountersChanged(rule=e.RULE, causes=causes(res), obj=source, kind=e.counter, amount=-1),
        CountersChanged(rule=e.RULE, causes=causes(res), obj=onto, kind=e.counter, amount=1)])


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
