"""A player leaving a game of three or more players that goes on (800.4a): the objects they
own leave the game with them, effects giving them control end, the abilities they control on
the stack cease to exist, and what they still control is exiled. Not a state-based action: it
happens as they leave (right after the state-based actions that made them lose)."""

from __future__ import annotations

from judge import cr
from judge.engine import replacement
from judge.engine.events import CeasedToExist, EffectEnded, Event, LeftGame, Move
from judge.engine.layers import compute
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


def leave(tl: Timeline, player: PlayerId, causes: tuple[int, ...]) -> None:
    """800.4a, in its order: owned objects leave, control effects end, then abilities they
    control on the stack cease to exist, then what they still control is exiled."""
    left = tl.emit(LeftGame(rule=cr.LEAVES_THE_GAME, causes=causes, player=player))
    why = (left.seq,)
    state = tl.state
    tl.emit_all(CeasedToExist(rule=cr.LEAVES_THE_GAME, causes=why, obj=o.id, zone=o.zone)
                for o in list(state.objects.values())
                if o.owner == player and o.ability is None)  # an ability has no owner
    tl.emit_all(EffectEnded(rule=cr.LEAVES_THE_GAME, causes=why, effect=e)
                for e in tl.state.effects if e.gives_control_to == player)
    tl.emit_all(CeasedToExist(rule=cr.LEAVES_THE_GAME, causes=why, obj=o.id, zone=o.zone,
                              ability=True)
                for o in list(tl.state.objects.values())
                if o.zone is Zone.STACK and o.ability is not None and o.controller == player)
    board = compute(tl.state)
    kept: list[Event] = [move(tl, oid, Zone.EXILE, Move.EXILED, cr.LEAVES_THE_GAME, why)
                         for oid, chars in board.chars.items()
                         if chars.controller == player
                         and tl.state.objects[oid].zone is Zone.BATTLEFIELD]
    replacement.happen(tl, kept)
