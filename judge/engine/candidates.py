"""A replacement or prevention effect that would apply to an event (CR 614.1, 615.1), who
chooses among several (616.1), and the registry of where each kind of replacement ability
applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, TypeVar

from judge.cards.vocabulary import ReplacementKind
from judge.cr import Rule
from judge.engine.events import (
    CountersChanged,
    DamageDealt,
    Event,
    LifeChanged,
    TapChanged,
    TokenCreated,
    ZoneChange,
)
from judge.engine.proposed_events import Affected, CreateTokens, DrawCard
from judge.engine.layers import compute
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.words import Zone


@dataclass(frozen=True)
class Candidate:
    """One replacement or prevention effect that would apply to an event."""

    key: tuple[object, ...]  # the same effect has the same key (614.5)
    source: ObjectId | None
    source_name: str
    timestamp: int
    rule: Rule
    describe: str
    apply: Callable[[Event], tuple[list[Event], list[Event]]]  # (new events, bookkeeping)
    self_replacement: bool = False
    prevention: bool = False  # a prevention effect (615), not a replacement (614)
    made_by: int | None = None  # the event that created it (a shield), a cause of its use
    optional: bool = False  # "you may … instead": its player chooses whether it applies


F = TypeVar("F", bound=Callable[..., list[Candidate]])
APPLIERS: dict[type[ReplacementKind], Callable[..., list[Candidate]]] = {}


def applies(kind: type[ReplacementKind]) -> Callable[[F], F]:
    """Register the function that finds where a replacement kind applies."""
    def register(finder: F) -> F:
        APPLIERS[kind] = finder
        return finder
    return register


def affected_player(state: GameState, event: Event) -> PlayerId | None:
    """616.1: the affected object's controller (or owner), or the affected player."""
    found = affected(state, event)
    return found[0] if found is not None else None


def affected(state: GameState, event: Event) -> tuple[PlayerId, Affected] | None:
    """616.1: who chooses among the effects that would modify the event, and as whom."""
    if isinstance(event, ZoneChange):
        obj = state.objects.get(event.obj)
        if obj is None:
            return None
        if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            chars = compute(state).chars.get(obj.id)
            return (chars.controller if chars else obj.controller), Affected.CONTROLLER
        return obj.owner, Affected.OWNER
    if isinstance(event, DamageDealt):
        if event.recipient.player is not None:
            return event.recipient.player, Affected.PLAYER
        oid = event.recipient.object
        chars = compute(state).chars.get(oid) if oid is not None else None
        return (chars.controller, Affected.CONTROLLER) if chars else None
    if isinstance(event, (CountersChanged, TapChanged)):
        chars = compute(state).chars.get(event.obj)
        return (chars.controller, Affected.CONTROLLER) if chars else None
    if isinstance(event, (DrawCard, CreateTokens, LifeChanged)):
        return event.player, Affected.PLAYER
    if isinstance(event, TokenCreated):
        return event.controller, Affected.CONTROLLER
    return None
