"""Conditions checked against the game: an intervening "if" (CR 603.4), a replacement's or
static ability's "as long as"/"while", and "you", "an opponent" or "a player" seen from an
ability's controller."""

from __future__ import annotations


from judge.cards.phrases import Condition, Who
from judge.engine.layers import compute
from judge.engine.layers.values import condition_holds
from judge.engine.state import (
    GameState,
    ObjectId,
    PlayerId,
)


def whose_matches(who: Who, player: object, you: PlayerId) -> bool:
    """You, an opponent or any player, seen from `you`."""
    if who is Who.YOU:
        return player == you
    if who is Who.OPPONENT:
        return player != you
    return True


def holds(state: GameState, condition: Condition, you: PlayerId,
          source: ObjectId | None, triggering: ObjectId | None = None,
          that_player: PlayerId | None = None, x: int = 0) -> bool:
    """Is an intervening "if" (603.4) or a replacement's condition true now, as seen by its
    source ("another Elf") and about what its event was about ("that creature", "that
    player")? `x`: the X of the spell its source was, for its own enters ability (107.3m)."""
    return condition_holds(state, condition, you, source, compute(state).chars, triggering,
                           that_player, x)
