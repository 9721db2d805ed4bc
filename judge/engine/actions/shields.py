"""Shields a resolving spell or ability sets up for this turn: regeneration (CR 701.15a) and
"it can't be regenerated this turn" (701.15c),
"if it would die this turn, exile it instead" (614.1a) and prevention of the next N damage,
or all of it (615.7); "prevent all damage to creatures" is a
rules effect that protects whatever matches when damage would be dealt (611.2c)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.phrases import Scope
from judge.cards.vocabulary import (
    CantBeRegenerated,
    DamageCantBePrevented,
    ExileIfDies,
    PreventDamage,
    Regenerate,
)
from judge.engine import choices
from judge.engine.prevention import damage_sources, shield_rule
from judge.engine.events import Event, ShieldCreated
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.state import Shield, ShieldKind
from judge.engine.timeline import Timeline


@handles(Regenerate)
def _regenerate(tl: Timeline, res: Resolution, e: Regenerate) -> list[Event]:
    return [tl.emit(ShieldCreated(rule=Regenerate.RULE, causes=causes(res), shield=Shield(
        id=tl.next_seq, kind=ShieldKind.REGENERATE, source=res.obj.id, source_name=res.obj.name,
        timestamp=tl.state.next_timestamp, object=oid))) for oid in objects(tl, res, e.what)]


@handles(ExileIfDies)
def _exile_if_dies(tl: Timeline, res: Resolution, e: ExileIfDies) -> list[Event]:
    return [tl.emit(ShieldCreated(rule=ExileIfDies.RULE, causes=causes(res), shield=Shield(
        id=tl.next_seq, kind=ShieldKind.EXILE_IF_DIES, source=res.obj.id,
        source_name=res.obj.name, timestamp=tl.state.next_timestamp, object=oid)))
        for oid in objects(tl, res, e.what)]


@handles(CantBeRegenerated)
def _cant_be_regenerated(tl: Timeline, res: Resolution, e: CantBeRegenerated) -> list[Event]:
    return [tl.emit(ShieldCreated(rule=CantBeRegenerated.RULE, causes=causes(res), shield=Shield(
        id=tl.next_seq, kind=ShieldKind.NO_REGENERATION, source=res.obj.id,
        source_name=res.obj.name, timestamp=tl.state.next_timestamp, object=oid)))
        for oid in objects(tl, res, e.what)]


@handles(DamageCantBePrevented)
def _damage_cant_be_prevented(tl: Timeline, res: Resolution, e: DamageCantBePrevented
                              ) -> list[Event]:
    """615.12: a rules effect for the rest of the turn, on all damage (611.2c)."""
    return [tl.emit(ShieldCreated(rule=DamageCantBePrevented.RULE, causes=causes(res),
                                  shield=Shield(id=tl.next_seq, kind=ShieldKind.NO_PREVENTION,
                                                source=res.obj.id, source_name=res.obj.name,
                                                timestamp=tl.state.next_timestamp)))]


@handles(PreventDamage)
def _prevent_damage(tl: Timeline, res: Resolution, e: PreventDamage) -> list[Event]:
    limit, to = e.limit, e.recipients
    remaining = None if limit is None else amount(tl, res, limit)
    base = Shield(id=0, kind=ShieldKind.PREVENT, source=res.obj.id, source_name=res.obj.name,
                  timestamp=tl.state.next_timestamp, remaining=remaining,
                  combat_only=e.combat_only)
    if e.source_of_choice:  # 609.7a: chosen now, as the effect is created
        colors, types = frozenset(e.source_colors), frozenset(e.source_types)
        chosen = choices.chosen_objects(
            tl, res.source, res.controller, damage_sources(tl.state, colors, types), 1,
            e.source_words().replace(" of your choice", " whose damage is prevented"),
            cr.SOURCE_OF_CHOICE, causes(res))
        if not chosen:
            return []
        base = replace(base, dealt_by=chosen[0].id, next_time=e.amount == "next time",
                       source_colors=colors, source_types=types)
    shields: list[Shield] = []
    if e.by is not None:  # 615.1a: the damage those sources would deal, as it resolves
        shields += [replace(base, dealt_by=o) for o in objects(tl, res, e.by)]
    elif to is None:
        shields.append(base)
    else:
        if to.objects is not None and to.objects.scope is Scope.ALL and remaining is None:
            shields.append(replace(base, objects=to.objects, controller=res.controller))
        elif to.objects is not None:
            shields += [replace(base, object=o) for o in objects(tl, res, to.objects)]
        if to.players is not None:
            shields += [replace(base, player=p) for p in players(tl, res, to.players)]
    done = []
    for shield in shields:
        also = (cr.CONTINUOUS_FROM_RESOLUTION,) if shield.objects is not None else ()
        done.append(tl.emit(ShieldCreated(rule=shield_rule(shield), also=also,
                                          causes=causes(res),
                                          shield=replace(shield, id=tl.next_seq))))
    return done
