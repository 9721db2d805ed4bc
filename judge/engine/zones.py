"""Moving objects between zones (CR 400.7, 608.2f): a zone change as an event that carries the
object's last known information (608.2h, 704.8), and many objects moved at once."""

from __future__ import annotations

from typing import Callable

from judge import cr
from judge.cards.phrases import Scope, Selector
from judge.cards.vocabulary import Madness
from judge.engine import replacement
from judge.engine.apply import new_id
from judge.engine.events import Event, Move, Unaffected, ZoneChange
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, objects
from judge.engine.state import GameObject, ObjectId, PlayerId, ShieldKind
from judge.engine.timeline import Timeline
from judge.words import Zone


def move(tl: Timeline, oid: ObjectId, destination: Zone, how: Move, rule: cr.Rule,
         causes: tuple[int, ...], controller: PlayerId | None = None) -> ZoneChange:
    """A zone change as an event, with the object's last known information (for 704.8)."""
    state = tl.state
    obj = state.objects[oid]
    also: tuple[cr.Rule, ...] = ()
    if obj.flashback and destination is not Zone.EXILE:  # 702.34a: leaving the stack
        destination, also = Zone.EXILE, (cr.FLASHBACK,)
    if obj.unearthed and destination is not Zone.EXILE:  # 702.84a: leaving the battlefield
        destination, also = Zone.EXILE, (cr.UNEARTH,)
    madness = how is Move.DISCARDED and obj.zone is Zone.HAND and any(
        isinstance(a, Madness) for a in obj.card.abilities)
    if madness:  # 702.35a: discarded, but into exile
        destination, also = Zone.EXILE, (cr.MADNESS,)
    # the hand and graveyard too: a card discarded (702.29a) or exiled from a graveyard (113.6m)
    # to pay for its own ability is that ability's source
    stopped = state.cant_be_regenerated(oid) if how is Move.DESTROYED else None
    if stopped is not None and any(s.kind is ShieldKind.REGENERATE and s.object == oid
                                   for s in state.shields):
        # 701.15c: its regeneration shield won't apply, because of that effect
        also, causes = (*also, cr.CANT_BE_REGENERATED), tuple(sorted({*causes, stopped}))
    lki = compute(state).chars.get(oid) if obj.zone in (
        Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD) else None
    return ZoneChange(rule=rule, also=also, causes=causes, obj=oid, new_id=new_id(state, oid),
                      origin=obj.zone, destination=destination, move=how,
                      controller=controller or obj.owner, last_known=lki, madness=madness)


def moves(tl: Timeline, res: Resolution, sel: Selector, destination: Zone, how: Move,
          rule: cr.Rule, allowed: Callable[[GameObject], Unaffected | None] | None = None
          ) -> list[Event]:
    """Move every selected object at once (608.2f), through replacement effects (614)."""
    pending: list[Event] = []
    for oid in objects(tl, res, sel):
        obj = tl.state.objects[oid]
        refusal = allowed(obj) if allowed else None
        pending.append(refusal or move(tl, oid, destination, how, rule, causes(res)))
    return replacement.happen(tl, pending)


def lost_track(tl: Timeline, res: Resolution, sel: Selector, action: str) -> list[Unaffected]:
    """The object a triggered ability found where its event put it (400.7e), if it has moved
    again since: a new object the ability can't find (400.7), so the instruction can't act on
    it."""
    found = res.triggering
    if sel.scope is not Scope.TRIGGERING or found is None or found in tl.state.objects:
        return []
    moved = [e.seq for e in tl.log if isinstance(e, ZoneChange) and e.obj == found]
    return [Unaffected(rule=cr.NEW_OBJECT, causes=causes(res) + tuple(moved[-1:]), obj=found,
                       action=action, detail="it has moved since, and the card it became is a "
                       "new object the ability can't find")]
