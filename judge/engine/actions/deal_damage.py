"""Damage dealt by a resolving spell or ability (CR 120.1, 120.3), by its source or by another
object the instruction names; damage only goes to creatures, planeswalkers, battles and
players (120.1a)."""

from __future__ import annotations

from judge.cards.vocabulary import Damage
from judge.engine import damage
from judge.engine.events import Event
from judge.engine.resolution import Resolution, amount, causes, handles, known, objects, \
    players, referenced
from judge.engine.state import Target
from judge.engine.timeline import Timeline


@handles(Damage)
def _damage(tl: Timeline, res: Resolution, e: Damage) -> list[Event]:
    n = amount(tl, res, e.amount)
    recipients: list[Target] = []
    if e.to.objects is not None:
        recipients += [Target(object=o) for o in objects(tl, res, e.to.objects)
                       if damage.can_be_dealt_damage(tl.state, Target(object=o))]
    if e.to.players is not None:
        recipients += [Target(player=p) for p in players(tl, res, e.to.players)]
    source, chars = res.source, res.source_chars
    if e.by is not None:  # "target creature you control deals damage …"
        sources = referenced(tl, res, e.by)
        info = known(tl, sources[0]) if sources else None
        if info is None:
            return []
        source, chars = sources[0], info
    return damage.deal(tl, source, chars, recipients, n, causes(res))
