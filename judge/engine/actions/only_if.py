"""Instructions followed only if a condition holds when the spell or ability gets to them
(CR 608.2c): "If this spell was kicked, draw a card." (702.33e); and those that replace the
ones before them if it holds ("… If this spell was kicked, that creature gets +4/+4 until end of
turn instead."), the ones replaced followed only if it doesn't."""

from __future__ import annotations

from judge.cards.phrases import ConditionKind
from judge.cards.vocabulary import OnlyIf
from judge.engine.conditions import holds
from judge.engine.events import Event
from judge.engine.resolution import Resolution, follow, handles
from judge.engine.timeline import Timeline


@handles(OnlyIf)
def _only_if(tl: Timeline, res: Resolution, e: OnlyIf) -> list[Event]:
    if e.condition.kind is ConditionKind.X_AT_LEAST:  # its own X: a spell's, or an activated
        if res.obj.x < e.condition.value:  # or triggered ability's (107.3a, 107.3k, 107.3m)
            return follow(tl, res, e.otherwise)
    elif not holds(tl.state, e.condition, res.controller, res.source):
        return follow(tl, res, e.otherwise)
    return follow(tl, res, e.effects)
