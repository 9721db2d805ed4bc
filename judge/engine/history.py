"""Looking back through the events for the causes of a later one."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from judge.engine.events import (
    AbilityActivated,
    Attached,
    CleanedUp,
    ControlChanged,
    CountersChanged,
    DamageDealt,
    DrewFromEmptyLibrary,
    EffectBegan,
    EffectEnded,
    Event,
    LifeChanged,
    SpellCopied,
    StateChecked,
    StepBegan,
    TokenCreated,
    TriggerPutOnStack,
    Unattached,
    ZoneChange,
)
from judge.engine.memo import ByIdentity
from judge.engine.state import ContinuousEffect, ObjectId, PlayerId
from judge.words import Step


def this_turn(log: Sequence[Event]) -> Sequence[Event]:
    """The events since the current turn's untap step began (all of them if the scenario
    started in this turn)."""
    starts = [i for i, e in enumerate(log) if isinstance(e, StepBegan) and e.step is Step.UNTAP]
    return log[starts[-1]:] if starts else log


def subjects(event: Event) -> frozenset[str]:
    """The objects and players an event changed or concerned."""
    if isinstance(event, ZoneChange):
        return frozenset({event.obj, event.new_id})
    if isinstance(event, DamageDealt):
        return frozenset({str(event.recipient)})
    if isinstance(event, (CountersChanged, ControlChanged)):
        return frozenset({event.obj})
    if isinstance(event, (EffectBegan, EffectEnded)):
        return event.effect.affected
    if isinstance(event, Attached):
        return frozenset({event.obj, event.to})
    if isinstance(event, Unattached):
        return frozenset({event.obj} | ({event.was} if event.was else set()))
    if isinstance(event, (LifeChanged, DrewFromEmptyLibrary)):
        return frozenset({event.player})
    return frozenset()


def last_check(log: Sequence[Event]) -> int:
    """Index in `log` just after the last state-based action check."""
    for i in range(len(log) - 1, -1, -1):
        if isinstance(log[i], StateChecked):
            return i + 1
    return 0


def entered(log: Sequence[Event], oid: ObjectId) -> int:
    """Index in `log` where the object came to be (0 if it was there from the start)."""
    return _index(log).entered.get(oid, 0)


def put_there(log: Sequence[Event], oid: ObjectId) -> tuple[int, ...]:
    """Seqs of the events that put an object on the stack: cast or moved there, activated,
    copied or triggered (the causes of its resolving, 608.1)."""
    return tuple(_index(log).put_there.get(oid, ()))


class _Index:
    """What the lookups above find, kept as the log grows: each event is read once, and each
    lookup costs the same however long the game has been."""

    def __init__(self, log: Sequence[Event]):
        self.log = log
        self._reset()

    def _reset(self) -> None:
        self.read = 0  # how many events were read
        self.last: Event | None = None  # the last one read: the log still begins as it did
        self.entered: dict[ObjectId, int] = {}
        self.put_there: dict[ObjectId, list[int]] = {}

    def catch_up(self) -> _Index:
        log = self.log
        if self.read > len(log) or (self.read and log[self.read - 1] is not self.last):
            self._reset()  # events were taken back (a refused action, an explored branch)
        for i in range(self.read, len(log)):
            e = log[i]
            made = _made(e)
            if made is not None:
                if isinstance(e, ZoneChange):
                    self.entered.setdefault(made, i)
                self.put_there.setdefault(made, []).append(e.seq)
        if len(log) > self.read:
            self.read, self.last = len(log), log[-1]
        return self


def _made(e: Event) -> ObjectId | None:
    if isinstance(e, ZoneChange):
        return e.new_id
    if isinstance(e, AbilityActivated):
        return e.ability
    if isinstance(e, SpellCopied):
        return e.copy
    if isinstance(e, TriggerPutOnStack):
        return e.trigger.id
    return None


_indexes = ByIdentity(_Index, keep=16)  # a slice of a log is looked in once


def _index(log: Sequence[Event]) -> _Index:
    return _indexes(log).catch_up()


def attached(log: Sequence[Event], oid: ObjectId) -> int | None:
    """Index in `log` of the event that last attached the object, or put it where it is."""
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if (isinstance(e, Attached) and e.obj == oid) or (
                isinstance(e, ZoneChange) and e.new_id == oid) or (
                isinstance(e, TokenCreated) and e.obj == oid):
            return i
    return None


def touching(log: Sequence[Event], who: ObjectId | PlayerId, kinds: tuple[type, ...],
             start: int = 0) -> list[int]:
    """Seqs of events of these kinds that concerned `who`, from `start` on."""
    return [e.seq for e in log[start:] if isinstance(e, kinds) and who in subjects(e)]


def cleanups_ending(log: Sequence[Event], oid: ObjectId, start: int = 0,
                    which: Callable[[ContinuousEffect], bool] = lambda effect: True
                    ) -> list[int]:
    """514.2: the cleanup steps that ended an 'until end of turn' effect (of this kind) on the
    object, from `start` on."""
    ended = []
    for i in range(start, len(log)):
        e = log[i]
        if isinstance(e, EffectBegan) and e.effect.until_end_of_turn \
                and oid in e.effect.affected and which(e.effect):
            ended += [c.seq for c in log[i + 1:] if isinstance(c, CleanedUp)][:1]
    return ended


def seqs(events: Iterable[Event]) -> tuple[int, ...]:
    return tuple(sorted({e.seq for e in events}))


def summoning_sick(log: Sequence[Event], oid: ObjectId, controller: PlayerId) -> bool:
    """302.6, 602.5a: it hasn't been under its controller's control since the start of that
    player's most recent turn (as far as the scenario shows: a permanent the scenario starts
    with has been there since before the turn it starts in)."""
    turn_started = max((i for i, e in enumerate(log) if isinstance(e, StepBegan)
                        and e.step is Step.UNTAP and e.active == controller), default=-1)
    for e in log[turn_started + 1:]:
        if isinstance(e, ZoneChange) and e.new_id == oid:
            return True
        if isinstance(e, TokenCreated) and e.obj == oid:
            return True
        if isinstance(e, ControlChanged) and e.obj == oid:
            return True
    return False
