"""Day and night (CR 728) and the keywords that follow them, daybound and nightbound (702.145):
the untap step's check of the last turn (502.2, 728.2), and what happens at once, not as a
state-based action, while such a permanent is on the battlefield (702.145c–d, f–g)."""

from __future__ import annotations

from judge import cr
from judge.engine.events import DayNightChanged, StepBegan, Transformed, ZoneChange
from judge.engine.layers import compute
from judge.engine.legality import has_keyword
from judge.engine.state import GameState, PlayerId
from judge.engine.timeline import Timeline
from judge.words import DayNight, Keyword


def untap_step(tl: Timeline, began: StepBegan) -> None:
    """502.2: by day, no spell cast by the last turn's active player makes it night (728.2a);
    by night, two or more make it day (728.2b); with neither, nothing (728.2c)."""
    state = tl.state
    if state.day_night is None:
        return
    cast = state.player(_last_active(state)).cast_last_turn
    if state.day_night is DayNight.DAY and cast == 0:
        tl.emit(DayNightChanged(rule=cr.DAY_NIGHT_CHECK, also=(cr.BECOMES_NIGHT,),
                                causes=(began.seq,), becomes=DayNight.NIGHT))
    elif state.day_night is DayNight.NIGHT and cast >= 2:
        tl.emit(DayNightChanged(rule=cr.DAY_NIGHT_CHECK, also=(cr.BECOMES_DAY,),
                                causes=(began.seq,), becomes=DayNight.DAY))


def _last_active(state: GameState) -> PlayerId:
    """Whose turn the last one was: the player before the active one in turn order."""
    playing = [p.id for p in state.players if not p.lost or p.id == state.active]
    return playing[playing.index(state.active) - 1]


def keep_up(tl: Timeline) -> bool:
    """702.145c–d, f–g: with a daybound or nightbound permanent on the battlefield, it becomes
    day or night if it is neither, and a permanent whose face doesn't fit the time transforms.
    Returns whether anything happened."""
    state = tl.state
    board = compute(state).chars
    bound = [(o, board[o.id]) for o in state.in_play_order()
             if has_keyword(board[o.id], Keyword.DAYBOUND)
             or has_keyword(board[o.id], Keyword.NIGHTBOUND)]
    if not bound:
        return False
    if state.day_night is None:
        day = any(has_keyword(chars, Keyword.DAYBOUND) for _, chars in bound)
        tl.emit(DayNightChanged(
            rule=cr.DAYBOUND_MAKES_DAY if day else cr.NIGHTBOUND_MAKES_NIGHT,
            causes=tuple(e.seq for e in tl.log if isinstance(e, ZoneChange)
                         and any(e.new_id == o.id for o, _ in bound)),
            becomes=DayNight.DAY if day else DayNight.NIGHT))
    night = tl.state.day_night is DayNight.NIGHT
    turning = [(o, cr.DAYBOUND_TRANSFORMS if night else cr.NIGHTBOUND_TRANSFORMS)
               for o, chars in bound
               if o.card.back is not None and not o.face_down
               and (has_keyword(chars, Keyword.DAYBOUND) and night and not o.transformed
                    or has_keyword(chars, Keyword.NIGHTBOUND) and not night and o.transformed)]
    became = next((e.seq for e in reversed(tl.log) if isinstance(e, DayNightChanged)), None)
    tl.emit_all([Transformed(rule=rule, also=(cr.TRANSFORMED_SAME_OBJECT,), obj=o.id,
                             causes=(became,) if became is not None else (),
                             back_face_up=not o.transformed, was=o.name) for o, rule in turning])
    return state.day_night is None or bool(turning)
