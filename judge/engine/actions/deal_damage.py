"""Damage dealt by a resolving spell or ability (CR 120.1, 120.3), by its source or by another
object the instruction names; damage only goes to creatures, planeswalkers, battles and
players (120.1a)."""

from __future__ import annotations

from judge.cards.vocabulary import Damage
from judge.engine import damage
from judge.engine.events import DamageDivided, Event
from judge.engine.resolution import Resolution, amount, causes, handles, known, objects, \
    players, referenced
from judge.engine.state import Target
from judge.engine.timeline import Timeline


@handles(Damage)
def _damage(tl: Timeline, res: Resolution, e: Damage) -> list[Event]:
    if e.divided:
        return _divided(tl, res, e)
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
    return damage.deal(tl, source, chars, recipients, n, causes(res),
                       unpreventable=e.unpreventable)


def _divided(tl: Timeline, res: Resolution, e: Damage) -> list[Event]:
    """601.2d: each target still legal gets the damage announced for it; one that became
    illegal gets none, and the others no more (608.2b)."""
    assert e.to.objects is not None  # a divided amount goes to targets
    group = e.to.objects.target
    shares = [(target, res.division.get(name, 0))
              for name, spec in res.instructions.targets.items()
              if group in (name, spec.group) and (target := res.targets.get(name)) is not None]
    announced = tuple(x.seq for x in tl.log if isinstance(x, DamageDivided)
                      and x.obj == res.obj.id)[-1:]
    return damage.deal_all(tl, [damage.Assignment(res.source, res.source_chars, target, n,
                                                  unpreventable=e.unpreventable)
                                for target, n in shares
                                if damage.can_be_dealt_damage(tl.state, target)],
                           causes(res) + announced)
