"""Objects no continuous effect can reach, left out of the layers (CR 613.1, 604.3, 611.3).

Most objects of a long game are cards in hands, libraries and graveyards: no static ability
works from there (611.3b, unless it says so), and without a characteristic-defining ability
(604.3) or a copy effect (707.2) of its own such a card has its printed values, plus the mana
abilities of its basic land types (305.6) and its keywords' own effects on rules. While every
effect of a state affects and reads only permanents (its filters name no other zone, and it
counts nothing), those cards are left out of the layers and given their own values, made once
for each object: the work of each state grows with the battlefield, not with the whole game.
An effect that reaches further has the whole computation done (judge/engine/layers/
__init__.py).

And while every effect reads only the objects it affects and its source (no condition, no
number about players or the game) and reaches no other zone, the values of the objects the
layers see depend on nothing else than those objects, the effects, combat (506.4) and the
players' Ring-bearers: a state that changes none of them (a card drawn or cast, a step begun, damage to a player) has the
values of the last one computed.
"""

from __future__ import annotations

from itertools import chain, compress
from operator import is_not
from typing import Mapping

from judge.cards.vocabulary import Defines
from judge.engine.layers.applying import (BLOCKERS_DECLARED, freeze, own_restrictions,
                                          own_values)
from judge.engine.layers.changes import intrinsic_abilities
from judge.engine.layers.explanation import Board
from judge.engine.layers.values import Characteristics
from judge.engine.memo import ByIdentity
from judge.engine.state import GameObject, GameState, ObjectId, on_battlefield
from judge.words import Zone

Split = tuple[dict[ObjectId, GameObject], dict[ObjectId, Characteristics]]


class _Parts:
    """The objects of one mapping, split: those the layers see, the others with their own
    values; whether any of those the layers see is off the battlefield (`off`)."""

    __slots__ = ("objects", "active", "inert", "off")

    def __init__(self, objects: Mapping[ObjectId, GameObject], active: dict[ObjectId, GameObject],
                 inert: dict[ObjectId, Characteristics], off: bool):
        self.objects = objects
        self.active = active
        self.inert = inert
        self.off = off


def split(state: GameState) -> Split:
    """The objects the layers must see, and the others with their values."""
    bearers = frozenset(p.ring_bearer for p in state.players if p.ring_bearer is not None)
    if bearers:  # a Ring-bearer is seen wherever it is (701.52)
        parts = _split(state.objects, bearers)
    else:
        parts = _split_alone(state.objects)  # found once for each set of objects
    return parts.active, parts.inert


def _split(objects: Mapping[ObjectId, GameObject], bearers: frozenset[ObjectId]) -> _Parts:
    active: dict[ObjectId, GameObject] = {}
    inert: dict[ObjectId, Characteristics] = {}
    off = False
    own = _values.found  # looked up here: this runs for every object of every state
    for oid, obj in objects.items():
        if obj.ability is not None:
            continue
        if obj.zone is Zone.BATTLEFIELD or oid in bearers:
            active[oid] = obj
            continue
        kept = own.get(id(obj))
        values = kept[1] if kept is not None and kept[0] is obj else _values(obj)
        if values is None:
            active[oid] = obj
            off = True
        else:
            inert[oid] = values
    return _Parts(objects, active, inert, off)


def _split_from_last(objects: Mapping[ObjectId, GameObject]) -> _Parts:
    """The split of the last objects split with no Ring-bearer, changed where the objects
    changed (objects are values: an unchanged one is the same object); all split again when
    much changed, or when an object off the battlefield is seen by the layers (the order of
    the objects they see is the state's)."""
    last = _LAST[0] if _LAST else None
    parts = _changed_parts(last, objects) if last is not None else None
    if parts is None:
        parts = _split(objects, frozenset())
    _LAST[:] = [parts]
    return parts


def _changed_parts(last: _Parts, objects: Mapping[ObjectId, GameObject]) -> _Parts | None:
    before = last.objects
    if last.off:
        return None
    changed = list(compress(objects.keys(), map(is_not, map(before.get, objects.keys()),
                                                   objects.values())))
    if len(changed) * 4 > len(objects):
        return None
    added = sum(1 for oid in changed if oid not in before)
    gone = before.keys() - objects.keys() if len(objects) - added < len(before) else set()
    inert = dict(last.inert)
    for oid in chain(gone, changed):
        inert.pop(oid, None)
    for oid in changed:
        obj = objects[oid]
        if obj.ability is None and obj.zone is not Zone.BATTLEFIELD:
            values = _values(obj)
            if values is None:
                return None
            inert[oid] = values
    # the permanents, listed in the objects' order once for each set of objects
    active = {obj.id: obj for obj in on_battlefield(objects)}
    return _Parts(objects, active, inert, False)


# the last objects split with no Ring-bearer, to split the next from
_LAST: list[_Parts] = []
_split_alone: ByIdentity[Mapping[ObjectId, GameObject], _Parts] = ByIdentity(
    _split_from_last, keep=16)


def _own(obj: GameObject) -> Characteristics | None:
    """An object's values off the battlefield, if nothing of its own works in the layers."""
    w = own_values(obj, None)  # off the battlefield: in no combat (506.4)
    if obj.copied is not None or any(isinstance(a, Defines) for _, a in w.abilities):
        return None
    board = {obj.id: w}
    intrinsic_abilities(board)  # 305.6: a Forest card has "{T}: Add {G}" in any zone
    return freeze(own_restrictions(board[obj.id]))


_values = ByIdentity(_own)  # made once for each object


def merge(state: GameState, computed: Mapping[ObjectId, Characteristics],
          inert: Mapping[ObjectId, Characteristics]) -> dict[ObjectId, Characteristics]:
    """All objects' values, in the state's order, as the whole computation gives them."""
    chars: dict[ObjectId, Characteristics | None] = dict.fromkeys(state.objects)
    chars.update(inert)
    chars.update(computed)
    if len(chars) > len(inert) + len(computed):  # abilities on the stack have no values
        for oid, obj in state.objects.items():
            if obj.ability is not None:
                del chars[oid]
    return chars  # type: ignore[return-value]  # every object left has its values


def _same_for_layers(state: GameState, objects: tuple[GameObject, ...]) -> tuple[object, ...]:
    """What the values of objects whose effects read nothing else depend on."""
    # the step only tells whether blockers were declared, for an attacker (506.4, 509.1h)
    step = state.step in BLOCKERS_DECLARED if state.attackers else None
    return (objects, state.effects, step, state.attackers, state.blockers, state.blocked,
            tuple((p.ring_bearer, p.ring_tempted) for p in state.players))


# the last few computed, newest last: values alone, and with the tables a ruling shows
_EARLIER: dict[bool, list[tuple[tuple[object, ...], Board]]] = {False: [], True: []}


def earlier(state: GameState, objects: Mapping[ObjectId, GameObject],
            explain: bool = False) -> Board | None:
    """The values computed for an earlier state alike (see the module's docstring)."""
    now = _same_for_layers(state, tuple(objects.values()))
    for then, board in reversed(_EARLIER[explain]):
        if _alike(then, now):
            return board
    return None


def keep(state: GameState, objects: Mapping[ObjectId, GameObject], board: Board,
         explain: bool = False) -> None:
    """Keep values no effect of which read more than the objects (see `earlier`)."""
    kept = _EARLIER[explain]
    kept.append((_same_for_layers(state, tuple(objects.values())), board))
    del kept[:-4]


def forget() -> None:
    """Forget the values kept (to time a computation)."""
    _LAST.clear()
    for kept in _EARLIER.values():
        kept.clear()


def layered(state: GameState) -> dict[ObjectId, GameObject]:
    """All the objects the layers see (abilities on the stack have no characteristics)."""
    return {oid: obj for oid, obj in state.objects.items() if obj.ability is None}


def _alike(then: tuple[object, ...], now: tuple[object, ...]) -> bool:
    objects, was = then[0], now[0]
    assert isinstance(objects, tuple) and isinstance(was, tuple)
    return len(objects) == len(was) and all(a is b for a, b in zip(objects, was)) \
        and then[1] is now[1] and then[2:] == now[2:]
