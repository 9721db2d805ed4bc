"""Replacement and prevention effects (CR 614–616): the pipeline every event goes through.

Implements 614.5 (an effect affects an event at most once, even after it was modified), 614.6
(a replaced event never happens, so it triggers nothing), 616.1a (self-replacement effects
first), 616.1 (the affected object's controller or the affected player chooses the order;
616.1f: applicable effects are looked at again after each one). What applies comes from
replacement_effects.py (614) and prevention.py (615).
Not modeled: redirection (614.9), skipping (614.10), 616.1b–d (control, copy and back-face
replacements), 616.1g.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from judge import cr
from judge.engine import choices, counter_effects, prevention, replacement_effects, triggers
from judge.engine.cant import life_gained
from judge.engine.candidates import Candidate, affected
from judge.engine.events import (
    CountersChanged,
    DamageDealt,
    DamagePrevented,
    Event,
    LifeChanged,
    NotTriggered,
    ShieldUsed,
    TapChanged,
    TokenCreated,
    ZoneChange,
)
from judge.engine.proposed_events import CreateTokens, DrawCard, EventReplaced, NotPrevented
from judge.engine.state import GameState
from judge.engine.timeline import Timeline
from judge.words import Zone


def happen(tl: Timeline, events: Iterable[Event]) -> list[Event]:
    """Each event goes through the effects that replace or prevent it; what comes out of all
    of them happens at once."""
    final: list[Event] = []
    for event in events:
        final += _through(tl, event)
    return tl.emit_all(final)


def through(tl: Timeline, event: Event) -> list[Event]:
    """What one event becomes once every applicable effect had its chance (not yet emitted)."""
    return _through(tl, event)


def _through(tl: Timeline, event: Event) -> list[Event]:
    applied: set[tuple[object, ...]] = set()
    queue = [event]
    result: list[Event] = []
    while queue:
        current = queue.pop(0)
        chooser, chooser_as = affected(tl.state, current) or (None, None)
        candidates = [c for c in candidates_for(tl.state, current) if c.key not in applied]
        for c in [c for c in candidates if c.optional]:  # "you may … instead"
            applied.add(c.key)  # asked once for this event, whatever is chosen
            if chooser is not None and c.source is not None and not choices.may(
                    tl, chooser, tl.state.objects[c.source], c.rule, current.causes,
                    f"whether to apply {c.describe}"):
                candidates.remove(c)
        applied -= {c.key for c in candidates if c.optional}
        if not candidates:
            result.append(current)
            continue
        pool = [c for c in candidates if c.self_replacement] or candidates  # 616.1a
        # who chose it, among more than one, and under which rule
        self_first = len(candidates) > 1 and len(pool) == 1 and pool != candidates
        order = ((cr.REPLACEMENT_ORDER,) + ((cr.SELF_REPLACEMENT_CHOSEN,) if pool != candidates
                                            else ())) if len(candidates) > 1 else ()
        chosen = choices.replacement_to_apply(tl, chooser, current, pool, cr.REPLACEMENT_ORDER)
        applied.add(chosen.key)
        new_events, bookkeeping = chosen.apply(current)
        if chosen.prevention and isinstance(current, DamageDealt):
            why = prevention.unpreventable(tl.state, current)
            if why is not None:  # 615.12: it applies, prevents nothing, isn't used up
                detail, made = why
                tl.emit(NotPrevented(rule=cr.UNPREVENTABLE, causes=(*current.causes, *made),
                                     damage=current, source_name=chosen.source_name,
                                     effect=chosen.describe, detail=detail))
                tl.emit_all([b for b in bookkeeping if not isinstance(b, ShieldUsed)])
                queue.insert(0, current)  # 615.12a: applied once, not again
                continue
        if isinstance(current, DamageDealt) and current.lifelink:
            # damage prevented isn't dealt: its lifelink gains no life for it (702.15b)
            new_events = [replace(e, also=(*e.also, cr.LIFELINK),
                                  detail=f"{e.detail}; as it isn't dealt, its source's "
                                         "lifelink gains no life for it")
                          if isinstance(e, DamagePrevented) else e for e in new_events]
        prevented_outright = chosen.prevention and all(
            isinstance(e, DamagePrevented) for e in new_events)
        if not prevented_outright or len(candidates) > 1:  # else that step tells it all
            never = cr.PREVENTED_NEVER_HAPPENS if chosen.prevention else \
                cr.REPLACED_NEVER_HAPPENS
            made_by = (chosen.made_by,) if chosen.made_by is not None else ()
            told = tl.emit(EventReplaced(rule=chosen.rule, also=(current.rule, never, *order),
                                         causes=(*current.causes, *made_by), replaced=current,
                                         source=chosen.source, source_name=chosen.source_name,
                                         effect=chosen.describe,
                                         chooser=chooser if order and not self_first else None,
                                         chooser_as=chooser_as if order and not self_first
                                         else None, self_first=self_first))
            # what comes out of a replacement happens because of it (a later one modifies it)
            new_events = [replace(e, causes=tuple(sorted({*e.causes, told.seq})))
                          for e in new_events]
            _never_died(tl, current, new_events, told)
        tl.emit_all(bookkeeping)
        queue = new_events + queue
    return result


def _dies(e: Event) -> bool:
    return isinstance(e, ZoneChange) and e.origin is Zone.BATTLEFIELD \
        and e.destination is Zone.GRAVEYARD


def _never_died(tl: Timeline, current: Event, instead: list[Event], told: Event) -> None:
    """A replaced death never happened (614.6): the "dies" abilities that would have seen it
    don't trigger, and the ruling says so (700.4)."""
    if not isinstance(current, ZoneChange) or not _dies(current) \
            or any(isinstance(e, ZoneChange) and _dies(e) and e.obj == current.obj
                   for e in instead):
        return
    assert isinstance(told, EventReplaced)
    name = tl.state.name(current.obj)
    tl.emit_all([NotTriggered(rule=cr.REPLACED_NEVER_HAPPENS, also=(cr.DIES, *trigger.why),
                              causes=(told.seq,), trigger=trigger,
                              detail=f"{name} doesn't die: {told.source_name}'s effect "
                                     "replaces that event")
                 for trigger in triggers.would_have_died(tl.state, current)])


def gain_life(tl: Timeline, events: Iterable[LifeChanged]) -> list[Event]:
    """Life gained (or lost) at once: each gain through the effects that replace it (614.1a,
    119.10), then 'can't gain life' (614.17)."""
    changed: list[LifeChanged] = []
    for event in events:
        for e in _through(tl, event) if event.amount > 0 else [event]:
            assert isinstance(e, LifeChanged)  # a gain is only ever replaced by another
            changed.append(e)
    return tl.emit_all(life_gained(tl.state, changed))


def candidates_for(state: GameState, event: Event) -> list[Candidate]:
    found: list[Candidate] = []
    if isinstance(event, ZoneChange):
        found += replacement_effects.self_replacement(event)
        found += replacement_effects.regeneration(state, event)
        found += replacement_effects.umbra_armor(state, event)
        found += replacement_effects.exiled_if_dies(state, event)
        found += counter_effects.shield_destruction(state, event)
        found += counter_effects.finality(state, event)
        found += replacement_effects.zone_statics(state, event)
        if event.destination is Zone.BATTLEFIELD:
            found += replacement_effects.entering_effects(state, event)
    elif isinstance(event, TokenCreated):
        found += replacement_effects.entering_effects(state, event)
    elif isinstance(event, DamageDealt):
        found += prevention.protection(state, event)
        found += prevention.shields(state, event)
        found += counter_effects.shield_damage(state, event)
        found += replacement_effects.damage_statics(state, event)
    elif isinstance(event, CountersChanged) and event.amount > 0:
        found += replacement_effects.counter_statics(state, event, {event.kind: event.amount}, None)
    elif isinstance(event, TapChanged):
        found += counter_effects.stun(state, event)
    elif isinstance(event, LifeChanged) and event.amount > 0:
        found += replacement_effects.life_statics(state, event)
    elif isinstance(event, CreateTokens):
        found += replacement_effects.token_statics(state, event)
    elif isinstance(event, DrawCard):
        found += replacement_effects.draw_statics(state, event)
        found += replacement_effects.dredge(state, event)
    return found
