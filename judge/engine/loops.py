"""Loops (CR 104.4b, 729.1b, 729.4): the game repeating a sequence of events forever.

104.4b calls a game that enters a loop of mandatory actions, "repeating a sequence of events
with no way to stop", a draw; a loop that holds an optional action is not one (a player can
choose differently, 729.1b).

How judge tells that a sequence repeats with no way to stop: the engine is deterministic, so
when the game comes back to a state it was in, with the same things to do next, it goes through
the same events again, forever. The state is compared each time a player would get priority
with something on the stack (a loop that needs no player's action runs through the stack), as
a key that leaves out what can't change what happens next:

- which object it is (400.7): a card back where it was is the same thing, `bears#2` as
  `bears#5`; a trigger on the stack alike (`alarm.trigger3` as `alarm.trigger9`); timestamps
  and event numbers, which only grow, the same way;
- the record of the past (names, last known information) and the turn's running tallies
  (life gained this turn, permanents that left the battlefield this turn …): each cycle of
  the loop adds to them, so no loop would ever repeat if they counted.

Only states within one of the scenario's actions are compared: the actions are the players' own
choices, and in them the players pass priority as the action says (no player has to act to
break a loop, 729.5).

Leaving the tallies out assumes nothing in the loop reads them. To rely less on that, a draw is
ruled only once the game has come to the same state three times and the events of the two
cycles between are the same ones: a tally read once ("the first time each turn") changes the
second cycle. A loop whose numbers grow (life, counters, tokens) never repeats a state; it goes
on to the event cap (judge/engine/timeline.py), which refuses with a located message.

A cycle in which a player made a choice is a loop with an optional action. Judge's default
(*assumed*): the player of the first "you may" in the cycle stops it by answering no the next
time (729.1b: how a loop is broken). A cycle holding another kind of choice with another
answer (a target, the order of triggers) is refused: judge doesn't pick which answer ends it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import fields, is_dataclass
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Mapping

from pydantic import BaseModel

from judge import cr
from judge.engine.events import ChoiceMade, Event, GameEnded, LoopFound
from judge.engine.memo import ByIdentity
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.errors import RunawayError

if TYPE_CHECKING:
    from judge.engine.timeline import Timeline

# numbers that only grow: when something happened, not what the game is
_WHEN = frozenset({"seq", "batch", "causes", "timestamp", "next_timestamp", "stamps",
                   "controlled_since", "delayed_id"})
# the record of the past, and tallies of this turn a loop adds to on each cycle
_PAST = frozenset({"lineage", "names", "last_known", "last_counters", "last_objects",
                   "damaged_by", "died_before"})
_TALLY = ("_this_turn", "_this_combat")
# the number an engine-made id counts with (judge/engine/ids.py): `bears#2`, `alarm.trigger3`
_COUNTED = re.compile(r"(#|\.token|\.trigger|\.copy)\d+")
_FIELDS: dict[type, tuple[str, ...]] = {}


@lru_cache(maxsize=65536)
def _uncounted_id(text: str) -> str:
    return _COUNTED.sub(_uncounted, text)


def _uncounted(made: re.Match[str]) -> str:
    # `bears#2` is the scenario's `bears` in a new zone; `alarm.trigger3` stays a trigger
    return "" if made.group(1) == "#" else made.group(1)


class _Text:
    """Card text in a key: the same object, not an equal one (comparing by value costs too
    much); held, so that its id is never another's."""

    __slots__ = ("model",)

    def __init__(self, model: BaseModel):
        self.model = model

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Text) and other.model is self.model

    def __hash__(self) -> int:
        return id(self.model)


def _kept(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in fields(cls) if f.name not in _WHEN
                      and f.name not in _PAST and not f.name.endswith(_TALLY))
        _FIELDS[cls] = names
    return names


def canonical(value: Any) -> Any:
    """`value` as a key that two moments of a loop share (see the module's docstring)."""
    kind = _KINDS.get(type(value))
    if kind is None:
        kind = _KINDS[type(value)] = _kind(type(value))
    return kind(value)


def _kind(cls: type) -> Callable[[Any], Any]:
    """How a value of this class becomes a key, decided once for each class."""
    if issubclass(cls, str):
        return _uncounted_id
    if cls is type(None) or issubclass(cls, (bool, int, float, Enum)):
        return _same
    if issubclass(cls, BaseModel):  # card text: shared, never changed
        return _Text
    if is_dataclass(cls):  # a frozen one's key made once for each value: states share most
        # of their parts, and a part that changes is a new value
        return _made if cls.__dataclass_params__.frozen else _key  # type: ignore[attr-defined]
    if issubclass(cls, Mapping):
        return _mapping
    # a state's tuples and sets are shared by the states after it, like its other parts
    if issubclass(cls, frozenset):
        return _made_set
    if issubclass(cls, tuple):
        return _made_sequence
    if issubclass(cls, list):
        return _sequence
    return repr


def _same(value: Any) -> Any:
    return value


def _mapping(value: Mapping[Any, Any]) -> Any:  # in no order: the same members, the same key
    return ("{}", frozenset(Counter(zip(map(canonical, value.keys()),
                                        map(canonical, value.values()))).items()))


def _set(value: frozenset[Any]) -> Any:
    return ("set", frozenset(Counter(map(canonical, value)).items()))


def _sequence(value: tuple[Any, ...] | list[Any]) -> tuple[Any, ...]:
    return tuple(map(canonical, value))


def _key(value: Any) -> tuple[Any, ...]:
    return (type(value).__name__, *(_member(name, getattr(value, name))
                                    for name in _kept(type(value))))


class _Made:
    """A frozen value's key, hashed once: a state's key holds the keys of all its objects."""

    __slots__ = ("key", "hash")

    def __init__(self, key: tuple[Any, ...]):
        self.key = key
        self.hash = hash(key)

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, _Made) and self.hash == other.hash
                                 and self.key == other.key)

    def __hash__(self) -> int:
        return self.hash


_made: ByIdentity[Any, _Made] = ByIdentity(lambda value: _Made(_key(value)))
_made_set: ByIdentity[frozenset[Any], Any] = ByIdentity(_set)
_made_sequence: ByIdentity[tuple[Any, ...], tuple[Any, ...]] = ByIdentity(_sequence)
_KINDS: dict[type, Callable[[Any], Any]] = {}


def _member(name: str, value: Any) -> Any:
    # an effect's, a shield's or a delayed trigger's id is the event that made it: a time
    return None if name == "id" and isinstance(value, int) else canonical(value)


class Seen:
    """The states seen as a player would get priority, and where in the log each was.

    A state's key costs as much as the state is big, and most states never come back: each is
    first filed by a glance, a few numbers its key decides (two states of one key have the same
    glance), and keyed only once another state has the same glance."""

    def __init__(self) -> None:
        # a glance seen once -> that state, not keyed yet; None once its states are keyed
        self.glanced: dict[tuple[Any, ...], tuple[GameState, int] | None] = {}
        self.keyed: dict[tuple[PlayerId, Any], list[int]] = {}

    def clear(self) -> None:
        self.glanced.clear()
        self.keyed.clear()

    def add(self, player: PlayerId, state: GameState, at: int) -> list[int]:
        """Where in the log the states with the key of `state` were, `at` the last."""
        glance = (player, *_glance(state))
        if glance not in self.glanced:
            self.glanced[glance] = (state, at)
            return [at]
        first = self.glanced[glance]
        if first is not None:
            self.glanced[glance] = None
            self._key(player, *first)
        return self._key(player, state, at)

    def _key(self, player: PlayerId, state: GameState, at: int) -> list[int]:
        points = self.keyed.setdefault((player, canonical(state)), [])
        points.append(at)
        return points


def _glance(state: GameState) -> tuple[int, ...]:
    """Numbers that two states of one key share: how many objects, things on the stack,
    effects, and each player's life."""
    return (len(state.objects), len(state.stack), len(state.effects), len(state.pending),
            *(p.life for p in state.players))


def check(tl: Timeline, player: PlayerId) -> None:
    """As `player` would get priority: rule on a loop the game has entered, if it has."""
    if not tl.state.stack or tl.state.game_over:
        tl.seen.clear()  # no loop without a player's action goes through an empty stack
        return
    points = tl.seen.add(player, tl.state, len(tl.log))
    if len(points) < 3:
        return
    first, second, now = points[-3:]
    cycle = tl.log[second:now]
    if [canonical(e) for e in tl.log[first:second]] != [canonical(e) for e in cycle]:
        return
    _rule(tl, cycle)


def _rule(tl: Timeline, cycle: list[Event]) -> None:
    """104.4b: a draw if every action of the cycle is mandatory; else a player stops it."""
    chosen = [e for e in cycle if isinstance(e, ChoiceMade) and _open(e)]
    seqs = tuple(e.seq for e in cycle)
    if not chosen:
        found = tl.emit(LoopFound(rule=cr.MANDATORY_LOOP, also=(cr.LOOP_DRAW,), causes=seqs))
        tl.emit(GameEnded(rule=cr.MANDATORY_LOOP, causes=(found.seq,), winner=None))
        return
    may = next(((e.player, e.decision.key) for e in chosen
                if e.decision is not None and e.decision.section == "may"), None)
    if may is None:
        raise RunawayError(
            "the game repeats the same events forever unless a player chooses otherwise: "
            f"{chosen[0].player} chooses {chosen[0].subject} in them; judge doesn't pick which "
            "choice ends the loop", cr.MANDATORY_LOOP)
    player, source = may
    tl.stop_loop.add(ObjectId(source))
    tl.emit(LoopFound(rule=cr.LOOP_SHORTCUT, also=(cr.MANDATORY_LOOP,), causes=seqs,
                      stopper=player, assumed=True))


def _open(choice: ChoiceMade) -> bool:
    """Whether the choice had another answer: a way for the loop to go otherwise."""
    if choice.decision is not None:
        return bool(choice.decision.others or choice.decision.more)
    return len(choice.options) != 1


def stops(tl: Timeline, source: ObjectId) -> bool:
    """Whether the "you may" of `source` is answered no to stop a loop (see `_rule`); once."""
    if source not in tl.stop_loop:
        return False
    tl.stop_loop.discard(source)
    return True
