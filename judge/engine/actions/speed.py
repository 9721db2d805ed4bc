"""A player's speed increases (CR 702.179c–d): with no speed, it becomes the amount."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import IncreaseSpeed
from judge.engine.events import Event, SpeedChanged
from judge.engine.resolution import Resolution, causes, handles
from judge.engine.timeline import Timeline


@handles(IncreaseSpeed)
def _increase_speed(tl: Timeline, res: Resolution, e: IncreaseSpeed) -> list[Event]:
    was = tl.state.player(res.controller).speed
    speed = e.amount if was is None else was + e.amount  # 702.179c: none becomes the amount
    return [tl.emit(SpeedChanged(rule=cr.SPEED_TRIGGER, also=(cr.SPEED_SET,) if was is None
                                 else (), causes=causes(res), player=res.controller,
                                 speed=speed, was=was))]
