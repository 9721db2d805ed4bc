"""What made an event of the replay happen, as a judge sorts a table mistake: a state-based
action, a triggered ability, a turn-based action, or the spell, ability or action itself."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Mapping, Sequence

from judge import cr
from judge.audit.record import Finding
from judge.cr import Rule
from judge.engine.events import Event, Resolving, Triggered, TriggerPutOnStack

# the turn-based actions a player performs and can forget (703.4): untapping, drawing,
# discarding to hand size, and damage wearing off in the cleanup step
_TURN_BASED = frozenset({cr.STEP_UNTAP, cr.STEP_DRAW, cr.CLEANUP_DISCARD, cr.CLEANUP})


@dataclass(frozen=True)
class Origin:
    """The kind of divergence a missing event makes, the rules behind it, and the event
    (a state-based action, a trigger put on the stack, a turn-based action) that is its root."""

    kind: Finding
    rules: tuple[Rule, ...]
    root: Event


def origin(event: Event, by_seq: Mapping[int, Event], triggered: frozenset[str]) -> Origin:
    """The nearest cause of `event` (itself first, then its causes, breadth first) that sorts
    it; an event none sorts is the amount an effect or action gave (WRONG_AMOUNT)."""
    queue: deque[Event] = deque([event])
    seen: set[int] = set()
    while queue:
        e = queue.popleft()
        if e.seq in seen:
            continue
        seen.add(e.seq)
        if e.rule.number.startswith(cr.STATE_BASED_ACTIONS.number):
            return Origin(Finding.STATE_BASED_ACTION, (cr.SBA_CHECK, e.rule), e)
        if isinstance(e, (Triggered, TriggerPutOnStack)) or (
                isinstance(e, Resolving) and e.obj in triggered):
            return Origin(Finding.MISSED_TRIGGER, (cr.TRIGGERS, cr.TRIGGERS_TO_STACK),
                          _triggering(e, by_seq))
        if e.rule in _TURN_BASED:
            return Origin(Finding.TURN_BASED_ACTION, (cr.TURN_BASED_ACTIONS, e.rule), e)
        if isinstance(e, Resolving):  # a spell or an activated ability: its own amounts
            break
        queue.extend(by_seq[c] for c in e.causes if c in by_seq)
    return Origin(Finding.WRONG_AMOUNT, (event.rule,), event)


def _triggering(e: Event, by_seq: Mapping[int, Event]) -> Event:
    """The ability's triggering (603.2), found back from it on the stack or resolving."""
    while not isinstance(e, Triggered):
        earlier = [by_seq[c] for c in e.causes if c in by_seq
                   and isinstance(by_seq[c], (Triggered, TriggerPutOnStack))]
        if not earlier:
            break
        e = earlier[0]
    return e


def triggered_ids(log: Sequence[Event]) -> frozenset[str]:
    """The ids triggered abilities had on the stack."""
    return frozenset(e.trigger.id for e in log if isinstance(e, TriggerPutOnStack))
