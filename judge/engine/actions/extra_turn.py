"""Extra turns (CR 500.7): given one at a time; the most recently created is taken first."""

from __future__ import annotations

from judge.cards.vocabulary import ExtraTurn
from judge.engine.events import Event, ExtraTurnAdded
from judge.engine.resolution import Resolution, causes, handles, players
from judge.engine.timeline import Timeline


@handles(ExtraTurn)
def _extra_turn(tl: Timeline, res: Resolution, e: ExtraTurn) -> list[Event]:
    return tl.emit_all([ExtraTurnAdded(rule=e.RULE, causes=causes(res), player=p)
                        for p in players(tl, res, e.player)])
