"""Ascend and the city's blessing (CR 702.131): a player with ten or more permanents gets the
blessing for the rest of the game — any time, with a permanent that has ascend (702.131b), or as
a spell with ascend resolves (702.131a)."""

from __future__ import annotations

from judge import cr
from judge.engine.events import CityBlessingGotten
from judge.engine.keywords import Hook, joins
from judge.engine.layers import compute
from judge.engine.state import GameState, PlayerId
from judge.engine.timeline import Timeline

BLESSED_AT = 10  # permanents (702.131a–b)


def keep_up(tl: Timeline) -> None:
    """702.131b: not a state-based action; it happens as soon as it can."""
    state = tl.state
    board = compute(state).chars
    for player in state.players:
        if player.city_blessing:
            continue
        mine = [o for o in state.in_play_order() if board[o.id].controller == player.id]
        if len(mine) >= BLESSED_AT and any(joins(board[o.id], Hook.CITY_BLESSING)
                                          for o in mine):
            tl.emit(CityBlessingGotten(rule=cr.ASCEND, player=player.id))


def as_spell_resolves(tl: Timeline, player: PlayerId, causes: tuple[int, ...]) -> None:
    """702.131a: a spell with ascend, as it resolves."""
    state = tl.state
    if not state.player(player).city_blessing and _permanents(state, player) >= BLESSED_AT:
        tl.emit(CityBlessingGotten(rule=cr.ASCEND_SPELL, causes=causes, player=player))


def _permanents(state: GameState, player: PlayerId) -> int:
    board = compute(state).chars
    return sum(1 for o in state.in_play_order() if board[o.id].controller == player)
