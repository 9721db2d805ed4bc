"""Destroy (CR 701.7): to the graveyard, unless indestructible (702.12b) or a regeneration
shield replaces it (701.15a) — not if "it can't be regenerated" (701.15c)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import Destroy
from judge.engine import replacement
from judge.engine.events import Event, Move, Unaffected
from judge.engine.layers import compute
from judge.engine.keywords import KEYWORDS, Hook, joining
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import GameObject, ShieldKind
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Destroy)
def _destroy(tl: Timeline, res: Resolution, e: Destroy) -> list[Event]:
    def indestructible(obj: GameObject) -> Unaffected | None:
        chars = compute(tl.state).chars.get(obj.id)
        if obj.zone is not Zone.BATTLEFIELD or chars is None:
            return None
        keyword = next(iter(joining(chars, Hook.CANT_BE_DESTROYED)), None)
        return None if keyword is None else Unaffected(
            rule=KEYWORDS[keyword].rule, causes=causes(res), obj=obj.id, action="destroyed",
            detail=f"it has {keyword.value}")

    pending: list[Event] = []
    # only a permanent is destroyed (701.7a): not one this effect already moved (400.7j)
    for oid in (o for o in objects(tl, res, e.what)
                if tl.state.objects[o].zone is Zone.BATTLEFIELD):
        refusal = indestructible(tl.state.objects[oid])
        shielded = e.no_regeneration and any(
            s.kind is ShieldKind.REGENERATE and s.object == oid for s in tl.state.shields)
        moved = move(tl, oid, Zone.GRAVEYARD, Move.DESTROYED, Destroy.RULE, causes(res))
        pending.append(refusal or replace(
            moved, no_regeneration=e.no_regeneration,
            also=moved.also + ((cr.CANT_BE_REGENERATED,) if shielded else ())))
    return replacement.happen(tl, pending)
