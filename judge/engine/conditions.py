"""Conditions checked against the game: an intervening "if" (CR 603.4), a replacement's or
static ability's "as long as"/"while", and "you", "an opponent" or "a player" seen from an
ability's controller."""

from __future__ import annotations


from judge.cards.phrases import (
    Condition,
    ConditionKind,
    Who,
)
from judge.engine.layers import compute, matches
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
          source: ObjectId | None) -> bool:
    """Is an intervening "if" (603.4) or a replacement's condition true now, as seen by its
    source ("another Elf")?"""
    player = state.player(you)
    if condition.kind is ConditionKind.LIFE_AT_LEAST:
        return player.life >= condition.value
    if condition.kind is ConditionKind.LIFE_AT_MOST:
        return player.life <= condition.value
    if condition.kind is ConditionKind.LIBRARY_EMPTY:
        return not player.library
    obj = state.objects.get(source) if source is not None else None
    if condition.kind is ConditionKind.KICKED:
        return obj is not None and obj.kicked
    if condition.kind is ConditionKind.HAD_NO_COUNTERS:  # as it last was (608.2h)
        counters = obj.counters if obj is not None else (
            state.last_counters.get(source) if source is not None else None)
        return counters is None or counters.get(condition.counter) == 0
    assert condition.selector is not None
    board = compute(state)
    found = sum(1 for o in state.in_play_order() if any(
        matches(board.chars[o.id], f, you, source, o) for f in condition.selector.filters))
    if condition.kind is ConditionKind.CONTROL_AT_LEAST:
        return found >= condition.value
    if condition.kind is ConditionKind.CONTROL_AT_MOST:
        return found <= condition.value
    return found > 0
