"""Backup (CR 702.165a): the creature that got the counters, if it is another creature, gains
the abilities printed below backup until end of turn."""

from __future__ import annotations

from judge.cards.vocabulary import Backup, BackupGrant, Continuous
from judge.engine.events import Event
from judge.engine.resolution import HANDLERS, Resolution, handles, named_targets
from judge.engine.timeline import Timeline


@handles(BackupGrant)
def _backup(tl: Timeline, res: Resolution, e: BackupGrant) -> list[Event]:
    grants = res.instructions.grants if isinstance(res.instructions, Backup) else []
    target = next(iter(named_targets(res, "t")), None)
    if target is None or target.object is None or target.object == res.source \
            or target.object not in tl.state.objects or not grants:
        return []  # this creature itself already has them (702.165a)
    grant = Continuous.model_validate({"affects": "t", "until": "end of turn",
                                       "gain": list(grants)})
    return HANDLERS[Continuous](tl, res, grant)
