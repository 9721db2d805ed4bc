"""Creating a delayed triggered ability (CR 603.7) that remembers the objects it refers to
(603.7c): the targets, the tokens just created, and what triggered the ability creating it."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import (CastIt, Delayed, Exile, Instructions, ReturnToHand,
                                   SacrificeIt)
from judge.engine.events import DelayedCreated, Event
from judge.engine.resolution import Resolution, causes, handles
from judge.engine.state import DelayedTrigger, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.words import Step


@handles(Delayed)
def _delayed(tl: Timeline, res: Resolution, e: Delayed) -> list[Event]:
    bound = [(name, t) for name, t in res.targets.items() if t is not None]
    bound += [(name, t) for name, t in res.bound.items()]
    bound += [(f"created{i}", Target(object=o)) for i, o in enumerate(res.created)]
    if res.triggering is not None:
        bound.append(("triggering", Target(object=res.triggering)))
    delayed = DelayedTrigger(
        id=tl.next_seq, at=e.step, source=res.source, source_name=res.source_chars.name,
        controller=res.controller,
        instructions=Instructions.model_construct(targets={}, choose=[], effects=list(e.effects)),
        bound=tuple(bound), amount=res.amount)
    return [tl.emit(DelayedCreated(rule=Delayed.RULE, causes=causes(res), delayed=delayed))]


def about_one(tl: Timeline, obj: ObjectId, source_name: str, controller: PlayerId,
              effect: ReturnToHand | SacrificeIt | Exile | CastIt, rule: cr.Rule,
              caused_by: tuple[int, ...], at: Step = Step.END, yours: bool = False) -> Event:
    """A keyword's delayed ability about one object, "it" (603.7c): a dashed creature's return
    (702.109a), a blitzed one's sacrifice (702.152a) and an unearthed one's exile (702.84a) at
    the next end step; a rebounding card's cast in its caster's next upkeep (702.88a)."""
    delayed = DelayedTrigger(
        id=tl.next_seq, at=at, source=obj, source_name=source_name, controller=controller,
        yours=yours,
        instructions=Instructions.model_construct(targets={}, choose=[], effects=[effect]),
        bound=(("triggering", Target(object=obj)),))
    return tl.emit(DelayedCreated(rule=rule, causes=caused_by, delayed=delayed))
