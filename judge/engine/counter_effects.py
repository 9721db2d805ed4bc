"""The replacement and prevention effects that counters create (CR 122.1c, 122.1d, 122.1h):
however many shield, stun or finality counters a permanent has, each kind is one effect."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.engine.candidates import Candidate
from judge.engine.events import (
    CountersChanged,
    DamageDealt,
    DamagePrevented,
    Event,
    Move,
    TapChanged,
    ZoneChange,
)
from judge.engine.state import GameObject, GameState, ObjectId
from judge.words import Zone


def _with(state: GameState, oid: ObjectId, kind: str) -> GameObject | None:
    """The permanent, if it is on the battlefield with a counter of this kind."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.counters.get(kind) <= 0:
        return None
    return obj


def _one_removed(e: Event, kind: str, rule: cr.Rule) -> CountersChanged:
    assert isinstance(e, (TapChanged, ZoneChange))
    return CountersChanged(rule=rule, causes=e.causes, obj=e.obj, kind=kind, amount=-1,
                           by_effect=False)


def stun(state: GameState, event: TapChanged) -> list[Candidate]:
    """122.1d: a permanent with a stun counter that would become untapped loses a stun
    counter instead."""
    obj = None if event.tapped else _with(state, event.obj, "stun")
    if obj is None:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        return [_one_removed(e, "stun", cr.STUN_COUNTERS)], []
    return [Candidate(("stun", obj.id), obj.id, state.name(obj.id), obj.timestamp,
                      cr.STUN_COUNTERS, "a stun counter is removed from it instead of it "
                      "untapping", apply)]


def finality(state: GameState, event: ZoneChange) -> list[Candidate]:
    """122.1h: a permanent with a finality counter that would go to a graveyard from the
    battlefield is exiled instead."""
    obj = _with(state, event.obj, "finality") if event.origin is Zone.BATTLEFIELD \
        and event.destination is Zone.GRAVEYARD else None
    if obj is None:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, ZoneChange)
        return [replace(e, destination=Zone.EXILE)], []
    return [Candidate(("finality", obj.id), obj.id, state.name(obj.id), obj.timestamp,
                      cr.FINALITY_COUNTERS, "it is exiled instead of going to the graveyard",
                      apply)]


def shield_destruction(state: GameState, event: ZoneChange) -> list[Candidate]:
    """122.1c: a permanent with a shield counter that an effect would destroy loses a shield
    counter instead (destruction by a state-based action is not an effect's)."""
    by_effect = event.move is Move.DESTROYED and not event.rule.number.startswith("704")
    obj = _with(state, event.obj, "shield") if by_effect else None
    if obj is None:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        return [_one_removed(e, "shield", cr.SHIELD_COUNTERS)], []
    return [Candidate(("shield", obj.id), obj.id, state.name(obj.id), obj.timestamp,
                      cr.SHIELD_COUNTERS, "a shield counter is removed from it instead of it "
                      "being destroyed", apply)]


def shield_damage(state: GameState, event: DamageDealt) -> list[Candidate]:
    """122.1c: damage that would be dealt to a permanent with a shield counter is prevented,
    and a shield counter is removed from it."""
    oid = event.recipient.object
    obj = _with(state, oid, "shield") if oid is not None else None
    if obj is None:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, DamageDealt)
        prevented = DamagePrevented(rule=cr.SHIELD_COUNTERS, also=(cr.PREVENTED_NEVER_HAPPENS,),
                                    causes=e.causes, source=e.source, source_name=e.source_name,
                                    recipient=e.recipient, amount=e.amount,
                                    detail="a shield counter")
        removed = CountersChanged(rule=cr.SHIELD_COUNTERS, causes=e.causes, obj=obj.id,
                                  kind="shield", amount=-1, by_effect=False)
        return [prevented], [removed]
    return [Candidate(("shield damage", obj.id), obj.id, state.name(obj.id), obj.timestamp,
                      cr.SHIELD_COUNTERS, "a shield counter prevents the damage and is removed",
                      apply, prevention=True)]
