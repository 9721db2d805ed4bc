"""Destroy (CR 701.7): to the graveyard, unless indestructible (702.12b) or a regeneration
shield replaces it (701.15a) — not if "it can't be regenerated" (701.15c)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import Destroy
from judge.engine import replacement
from judge.engine.events import Event, Move, Unaffected
from judge.engine.layers import compute
from judge.engine.legality import has_keyword
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import GameObject
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Keyword, Zone


@handles(Destroy)
def _destroy(tl: Timeline, res: Resolution, e: Destroy) -> list[Event]:
    def indestructible(obj: GameObject) -> Unaffected | None:
        if obj.zone is Zone.BATTLEFIELD and has_keyword(compute(tl.state).chars[obj.id],
                                                        Keyword.INDESTRUCTIBLE):
            return Unaffected(rule=cr.INDESTRUCTIBLE, causes=causes(res), obj=obj.id,
                              action="destroyed", detail="it has indestructible")
        return None

    pending: list[Event] = []
    for oid in objects(tl, res, e.what):
        refusal = indestructible(tl.state.objects[oid])
        shielded = e.no_regeneration and any(
            s.kind == "regenerate" and s.object == oid for s in tl.state.shields)
        pending.append(refusal or replace(
            move(tl, oid, Zone.GRAVEYARD, Move.DESTROYED, Destroy.RULE, causes(res)),
            no_regeneration=e.no_regeneration,
            also=(cr.CANT_BE_REGENERATED,) if shielded else ()))
    return replacement.happen(tl, pending)
