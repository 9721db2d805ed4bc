"""Attach (CR 701.3): an Aura or Equipment moves onto what it can be attached to, with a new
timestamp (701.3c, 613.7e); where it can't go, or where it already is, nothing happens
(701.3b)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Attach
from judge.engine import choices
from judge.engine.events import AlreadyAttached, Attached, Event, Unaffected
from judge.engine.legality import can_attach
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import GameObject, ObjectId
from judge.engine.timeline import Timeline
from judge.words import Zone


@handles(Attach)
def _attach(tl: Timeline, res: Resolution, e: Attach) -> list[Event]:
    source = tl.state.objects.get(res.source)
    done: list[Event] = []
    found = objects(tl, res, e.to)
    if e.optional and found and source is not None and source.zone is Zone.BATTLEFIELD \
            and not choices.may(tl, res.controller, res.obj, cr.RESOLUTION_CHOICES, causes(res),
                                f"whether to attach {tl.state.name(source.id)}"):
        return done
    for oid in found:
        if source is None or source.zone is not Zone.BATTLEFIELD:
            break
        done.append(attach(tl, source, oid, Attach.RULE, causes(res)))
    return done


def attach(tl: Timeline, source: GameObject, to: ObjectId, rule: cr.Rule,
           causes: tuple[int, ...]) -> Event:
    """Attach `source` to `to` (equip uses this too, 702.6a)."""
    if source.attached_to == to:
        return tl.emit(AlreadyAttached(rule=cr.ATTACH_ILLEGAL, causes=causes, obj=source.id,
                                       to=to))
    if not can_attach(tl.state, source, to):
        return tl.emit(Unaffected(rule=cr.ATTACH_ILLEGAL, causes=causes, obj=source.id,
                                  action="attached",
                                  detail=f"it can't be attached to {tl.state.name(to)}"))
    return tl.emit(Attached(rule=rule, also=(cr.ATTACH_NEW_TIMESTAMP,), causes=causes,
                            obj=source.id, to=to))
