"""A few words for each event, from its own data: the label of its box in the causal graph,
beside the rule number; the step's full text says the rest."""

from __future__ import annotations

import re
from functools import singledispatch

from judge.engine.combat_events import AttackersDeclared, BlockersDeclared
from judge.engine.events import (
    AbilityFinished,
    ChoiceMade,
    CountersChanged,
    DamageDealt,
    DamagePrevented,
    EffectBegan,
    EffectEnded,
    Event,
    GameEnded,
    LifeChanged,
    Move,
    PlayerLost,
    Resolving,
    StepBegan,
    TapChanged,
    TokenCreated,
    Triggered,
    TriggerPutOnStack,
    ZoneChange,
)
from judge.engine.proposed_events import EventReplaced
from judge.engine.state import GameState, ObjectId


@singledispatch
def headline(event: Event, state: GameState) -> str:
    """The event's kind in words: 'CleanedUp' is 'cleaned up'."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).lower()


def _name(state: GameState, oid: ObjectId | None) -> str:
    return state.names.get(oid, str(oid)) if oid is not None else "nothing"


_MOVED = {Move.CAST: "cast", Move.RESOLVED: "enters", Move.FINISHED: "resolved",
          Move.COUNTERED: "countered", Move.DESTROYED: "destroyed",
          Move.SACRIFICED: "sacrificed", Move.EXILED: "exiled", Move.DRAWN: "drawn",
          Move.DISCARDED: "discarded", Move.MILLED: "milled", Move.PLAYED: "played"}


@headline.register
def _(e: ZoneChange, state: GameState) -> str:
    moved = _MOVED.get(e.move, f"to {e.destination.value}")
    return f"{_name(state, e.obj)} {moved}"


@headline.register
def _(e: Resolving, state: GameState) -> str:
    return f"all pass: {_name(state, e.obj)}"


@headline.register
def _(e: AbilityFinished, state: GameState) -> str:
    return f"{_name(state, e.obj)} leaves"


@headline.register
def _(e: DamageDealt, state: GameState) -> str:
    to = e.recipient.player or _name(state, e.recipient.object)
    return f"{e.amount} damage to {to}"


@headline.register
def _(e: DamagePrevented, state: GameState) -> str:
    return f"{e.amount} damage prevented"


@headline.register
def _(e: Triggered, state: GameState) -> str:
    return f"{e.trigger.ability.source_name} triggers"


@headline.register
def _(e: TriggerPutOnStack, state: GameState) -> str:
    return f"{e.trigger.controller} stacks trigger"


@headline.register
def _(e: ChoiceMade, state: GameState) -> str:
    return f"{e.player} chooses"


@headline.register
def _(e: StepBegan, state: GameState) -> str:
    return f"{e.step.value} step"


@headline.register
def _(e: LifeChanged, state: GameState) -> str:
    return f"{e.player} {e.amount:+d} life"


@headline.register
def _(e: CountersChanged, state: GameState) -> str:
    return f"{e.amount:+d} {e.kind} on {_name(state, e.obj)}"


@headline.register
def _(e: EffectBegan, state: GameState) -> str:
    return f"{e.effect.source_name} effect"


@headline.register
def _(e: EffectEnded, state: GameState) -> str:
    return f"{e.effect.source_name} effect ends"


@headline.register
def _(e: EventReplaced, state: GameState) -> str:
    return f"replaced by {e.source_name}"


@headline.register
def _(e: AttackersDeclared, state: GameState) -> str:
    return "attackers declared"


@headline.register
def _(e: BlockersDeclared, state: GameState) -> str:
    return "blockers declared"


@headline.register
def _(e: TapChanged, state: GameState) -> str:
    return f"{_name(state, e.obj)} {'taps' if e.tapped else 'untaps'}"


@headline.register
def _(e: TokenCreated, state: GameState) -> str:
    return f"{e.card.name} token"


@headline.register
def _(e: PlayerLost, state: GameState) -> str:
    return f"{e.player} loses"


@headline.register
def _(e: GameEnded, state: GameState) -> str:
    return "game ends"
