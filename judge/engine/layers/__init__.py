"""Characteristics through the layers (CR 613): what every object is, after all continuous effects.

Every part of the engine that needs an object's characteristics asks `compute(state)`, which
is cached per state; the parts, one CR area each:

- `values`: the characteristics and their starting values (109.3, 613.1, 208.3), the layers
  (613.1, 613.2, 613.4), filters (608.2j);
- `gathering`: the continuous effects that apply, their timestamps and objects (604.3, 611.2,
  611.3, 613.6, 613.7);
- `changes`: what an effect does in each layer (613.1a–f, 613.4a–d, 305.6–305.7, 612.2,
  707.2);
- `dependency`: which effect of a layer waits for which (613.8);
- `applying`: the layers in order, and the effects of each in order (613.1–613.4, 613.11);
- `explanation`: the layer tables and dependency graphs the ruling shows;
- `inert`: the objects no effect can reach, left out.
"""

from __future__ import annotations

import weakref
from dataclasses import replace

from judge.engine.layers import inert

from judge.engine.layers.applying import Computation, ReachesLeftOut
from judge.engine.layers.explanation import (
    Board,
    DependencyGraph,
    LayerRow,
    color_text,
    type_line,
)
from judge.engine.layers.values import (Characteristics, matches, share_a_creature_type,
                                        subtype_family)
from judge.engine.state import GameState, ObjectId

__all__ = [
    "Board", "Characteristics", "DependencyGraph", "LayerRow", "characteristics", "color_text",
    "compute", "forget", "matches", "source_characteristics", "share_a_creature_type",
    "subtype_family", "type_line",
]

_cache: weakref.WeakKeyDictionary[GameState, Board] = weakref.WeakKeyDictionary()


def compute(state: GameState, explain: bool = False) -> Board:
    """All objects' characteristics in `state` (613.1), cached per state."""
    if not explain and state in _cache:
        return _cache[state]
    board = _explained(state) if explain else _without_inert(state)
    if board is None:
        board = Computation(state, explain).run()
    if not explain:
        _cache[state] = board
    return board


def _explained(state: GameState) -> Board:
    """The layers with the tables and graphs a ruling shows, or those of an earlier state
    alike (judge/engine/layers/inert.py)."""
    objects = inert.layered(state)
    board = inert.earlier(state, objects, explain=True)
    if board is None:
        computation = Computation(state, True)
        board = computation.run()
        if not computation.reads_game and not computation.reaches:
            inert.keep(state, objects, board, explain=True)
    return board


def _without_inert(state: GameState) -> Board | None:
    """The layers over the objects effects can reach, or their values for an earlier state
    alike (judge/engine/layers/inert.py); None if an effect reaches the others."""
    active, rest = inert.split(state)
    board = inert.earlier(state, active)
    if board is None:
        computation = Computation(state, False, active if rest else None)
        try:
            board = computation.run()
        except ReachesLeftOut:
            return None
        if not computation.reads_game and not computation.reaches:
            inert.keep(state, active, board)
    return replace(board, chars=inert.merge(state, board.chars, rest)) if rest else board


def forget() -> None:
    """Forget every computation kept (to time one)."""
    _cache.clear()
    inert.forget()


def characteristics(state: GameState, oid: ObjectId) -> Characteristics:
    return compute(state).chars[oid]


def source_characteristics(state: GameState, oid: ObjectId) -> Characteristics | None:
    """Current characteristics, or last known information if it has left (608.2h)."""
    board = compute(state)
    if oid in board.chars:
        return board.chars[oid]
    return state.last_known.get(oid)

