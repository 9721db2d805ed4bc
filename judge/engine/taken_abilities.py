"""A permanent's own abilities that it doesn't have as it is: taken away by other objects'
effects — abilities lost or set (613.1f, layer 6), a land's subtype set, which takes its
rules text (305.7, layer 4). The rulings tell what those abilities would have done and which
effects took them, so a judge sees why an ability didn't trigger or apply."""

from __future__ import annotations

import weakref

from judge.engine.layers import compute
from judge.engine.state import GameObject, GameState, ObjectId
from judge.words import Layer

_TAKING = frozenset({Layer.TYPE.value, Layer.ABILITY.value})
# per state, as the layers' own cache: asked again for each event the state is checked against
_MISSING: weakref.WeakKeyDictionary[GameState, tuple[tuple[ObjectId, object], ...]] = \
    weakref.WeakKeyDictionary()


def printed(obj: GameObject) -> tuple[object, ...]:
    """The abilities of the face it has up, or of what it copied (707.2); a face-down
    permanent has none to take (708.2a)."""
    return () if obj.face_down else tuple((obj.copied or obj.face).abilities)


def takers(state: GameState, oid: ObjectId) -> tuple[str, ...]:
    """The other objects' effects that take abilities from it, as the layer tables word them;
    none where its text was changed (layer 3): a changed ability isn't a lost one."""
    rows = compute(state, explain=True).rows.get(oid, ())
    if any(row.layer == Layer.TEXT.value for row in rows):
        return ()
    return tuple(dict.fromkeys(f"{row.source_name}: {row.effect}" for row in rows
                               if row.layer in _TAKING and row.source != oid))


def missing(state: GameState) -> tuple[tuple[ObjectId, object], ...]:
    """Each permanent's own abilities it doesn't have as the layers leave it, in play order."""
    found = _MISSING.get(state)
    if found is None:
        board = compute(state).chars
        found = tuple((obj.id, ability) for obj in state.in_play_order()
                      for ability in printed(obj) if ability not in board[obj.id].abilities)
        _MISSING[state] = found
    return found
