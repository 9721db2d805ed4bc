"""Transforming a permanent (CR 701.28): turning a transforming double-faced card over to its
other face (712.8e), the same object as before (712.18)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Transform
from judge.engine.events import (AbilityActivated, Event, Transformed, TriggerPutOnStack,
                                 Unaffected)
from judge.engine.keywords import Hook, joins
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline


@handles(Transform)
def _transform(tl: Timeline, res: Resolution, e: Transform) -> list[Event]:
    done: list[Event] = []
    for oid in objects(tl, res, e.what):
        obj = tl.state.objects[oid]
        if obj.card.back is None or obj.face_down:  # 701.28c, 712.15a
            done.append(tl.emit(Unaffected(
                rule=cr.TRANSFORM_NOTHING, causes=causes(res), obj=oid, action="transformed",
                detail="it is face down" if obj.face_down
                else "it isn't a transforming double-faced card")))
        elif joins(compute(tl.state).chars[oid], Hook.DAY_AND_NIGHT):  # 702.145b, 702.145e
            done.append(tl.emit(Unaffected(
                rule=cr.DAYBOUND if not obj.transformed else cr.NIGHTBOUND, causes=causes(res),
                obj=oid, action="transformed",
                detail="it transforms only as day or night begins")))
        elif oid == res.source and _transformed_since_stacked(tl, res, oid):  # 701.28f
            done.append(tl.emit(Unaffected(
                rule=cr.TRANSFORM_ONCE, causes=causes(res), obj=oid, action="transformed",
                detail="it has transformed since this ability was put on the stack")))
        else:
            done.append(tl.emit(Transformed(rule=e.RULE, also=(cr.TRANSFORMED_SAME_OBJECT,),
                                            causes=causes(res), obj=oid,
                                            back_face_up=not obj.transformed, was=obj.name)))
    return done


def _transformed_since_stacked(tl: Timeline, res: Resolution, oid: ObjectId) -> bool:
    """Whether the permanent transformed after its ability went on the stack (701.28f)."""
    for e in reversed(tl.log):
        if isinstance(e, Transformed) and e.obj == oid:
            return True
        if isinstance(e, AbilityActivated) and e.ability == res.obj.id or \
                isinstance(e, TriggerPutOnStack) and e.trigger.id == res.obj.id:
            return False
    return False
