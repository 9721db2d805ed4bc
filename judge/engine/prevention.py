"""Prevention effects (CR 615): shields that prevent the next N damage or all of it this turn
(615.7), used up as they prevent; the shielded player or controller orders them when several
sources deal damage at once (615.7); protection preventing damage (702.16e); and damage that
can't be prevented (615.12)."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from judge import cr
from judge.cr import Rule
from judge.engine import choices
from judge.engine.candidates import Candidate, affected_player
from judge.engine.events import DamageDealt, DamagePrevented, Event, ShieldUsed
from judge.engine.layers import compute, matches
from judge.engine.legality import protection_against
from judge.engine.state import GameObject, GameState, ObjectId, Shield, ShieldKind
from judge.engine.timeline import Timeline
from judge.words import PERMANENT_TYPES, CardType, Color, Zone


def protection(state: GameState, event: DamageDealt) -> list[Candidate]:
    """702.16e: damage from a source with the stated quality is prevented."""
    if event.recipient.object is None:
        return []
    target = compute(state).chars.get(event.recipient.object)
    source = compute(state).chars.get(event.source) or state.last_known.get(event.source)
    if target is None or source is None:
        return []
    prot = protection_against(target, source)
    if prot is None:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, DamageDealt)
        return [DamagePrevented(rule=cr.PROTECTION_DAMAGE, also=(cr.PREVENTED_NEVER_HAPPENS,),
                                causes=e.causes, source=e.source,
                                source_name=e.source_name, recipient=e.recipient,
                                amount=e.amount,
                                detail=f"protection from {prot.quality_text}")], []
    return [Candidate(("protection", event.recipient.object), event.recipient.object,
                      state.name(event.recipient.object), 0, cr.PROTECTION_DAMAGE,
                      f"protection from {prot.quality_text} prevents the damage", apply,
                      prevention=True)]


def unpreventable(state: GameState, event: DamageDealt) -> tuple[str, tuple[int, ...]] | None:
    """615.12: why this damage can't be prevented (and the events that made it so), if it
    can't."""
    if event.unpreventable:
        return f"{event.source_name}'s damage can't be prevented", ()
    for shield in state.shields:
        if shield.kind is ShieldKind.NO_PREVENTION:
            return f"damage can't be prevented this turn ({shield.source_name})", (shield.id,)
    return None


def _prevention_shields(state: GameState, event: DamageDealt) -> Iterator[Shield]:
    for shield in state.shields:
        if shield.kind is not ShieldKind.PREVENT or (shield.combat_only and not event.combat):
            continue
        if shield.dealt_by is not None and shield.dealt_by != event.source:
            continue
        if not _source_still_fits(state, shield, event):
            continue
        if shield.object is not None and shield.object != event.recipient.object:
            continue
        if shield.player is not None and shield.player != event.recipient.player:
            continue
        if shield.objects is not None and not _protects(state, shield, event.recipient.object):
            continue
        yield shield


def _source_still_fits(state: GameState, shield: Shield, event: DamageDealt) -> bool:
    """615.9: a chosen source's colors or types are checked again as it would deal damage;
    if they no longer fit, the shield doesn't apply and isn't used up."""
    if not shield.source_colors and not shield.source_types:
        return True
    chars = compute(state).chars.get(event.source) or state.last_known.get(event.source)
    return chars is not None and bool(chars.colors & shield.source_colors
                                      or chars.types & shield.source_types)


def damage_sources(state: GameState, colors: frozenset[Color], types: frozenset[CardType]
                   ) -> list[GameObject]:
    """609.7a: what a player may choose as a source of damage — a permanent, a spell on the
    stack, the source of an ability on the stack — with the colors or types the effect asks
    for. Not modeled: a permanent spell (the effect would follow it onto the battlefield),
    objects referred to otherwise, the command zone."""
    board = compute(state).chars
    found: list[GameObject] = []
    for obj in state.objects.values():
        oid = obj.ability.source if obj.ability is not None else obj.id
        source = state.objects.get(oid)
        chars = board.get(oid) or state.last_known.get(oid)
        if source is None or chars is None or source in found:
            continue
        if obj.zone is Zone.STACK and obj.ability is None and chars.types & PERMANENT_TYPES:
            continue
        if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            continue
        if (colors or types) and not (chars.colors & colors or chars.types & types):
            continue
        found.append(source)
    return found


def _protects(state: GameState, shield: Shield, oid: ObjectId | None) -> bool:
    if oid is None:
        return False
    chars = compute(state).chars.get(oid)
    return chars is not None and shield.objects is not None and any(
        matches(chars, f, shield.controller, shield.source, state.objects[oid])
        for f in shield.objects.filters)


def shield_order(tl: Timeline, events: list[DamageDealt]) -> list[DamageDealt]:
    """615.7: damage from several sources at once to a shielded permanent or player, put in
    the order its controller or that player chose for the shield to prevent it."""
    ordered = list(events)
    by_recipient: dict[str, list[int]] = {}
    for i, e in enumerate(events):
        by_recipient.setdefault(str(e.recipient.object or e.recipient.player), []).append(i)
    for shielded, places in by_recipient.items():
        group = [events[i] for i in places]
        if not _order_matters(tl.state, group):
            continue
        player = affected_player(tl.state, group[0]) or tl.state.active
        key = tl.state.root(group[0].recipient.object) if group[0].recipient.object \
            else shielded
        first = choices.prevention_order(tl, player, key, [e.source for e in group],
                                         group[0].causes)
        group.sort(key=lambda e: first.index(e.source))
        for place, e in zip(places, group):
            ordered[place] = e
    return ordered


def _order_matters(state: GameState, group: list[DamageDealt]) -> bool:
    """Damage from two or more sources, and shields that stop some of it but not all: the
    order decides whose damage is prevented."""
    shields = {s.id: s for e in group for s in _prevention_shields(state, e)}
    limits = [s.remaining for s in shields.values()]
    if any(unpreventable(state, e) for e in group):  # 615.12: no shield is used up
        return False
    return len({e.source for e in group}) > 1 and bool(limits) and None not in limits \
        and sum(n for n in limits if n is not None) < sum(e.amount for e in group)


def shield_rule(shield: Shield) -> Rule:
    """'Prevent all' is a prevention effect (615.1a); 'the next N' a shield (615.7); 'the next
    time a source would deal damage' prevents that one instance (615.8)."""
    if shield.next_time:
        return cr.PREVENTION_NEXT_TIME
    return cr.PREVENTION if shield.remaining is None else cr.PREVENTION_SHIELD


def shields(state: GameState, event: DamageDealt) -> list[Candidate]:
    """615.7: "prevent the next N damage" shields; "prevent all combat damage" (Fog)."""
    found: list[Candidate] = []
    for shield in _prevention_shields(state, event):

        def apply(e: Event, shield: Shield = shield) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, DamageDealt)
            rule = shield_rule(shield)
            what = "effect" if shield.remaining is None else "shield"
            prevented = e.amount if shield.remaining is None else min(e.amount,
                                                                      shield.remaining)
            used: list[Event] = []
            if shield.remaining is not None or shield.next_time:
                used.append(ShieldUsed(rule=cr.PREVENTION_SHIELD, causes=e.causes, shield=shield,
                                       amount=prevented))
            if prevented >= e.amount:
                return [DamagePrevented(rule=rule, also=(cr.PREVENTED_NEVER_HAPPENS,),
                                        causes=(*e.causes, shield.id), source=e.source,
                                        source_name=e.source_name, recipient=e.recipient,
                                        amount=e.amount,
                                        detail=f"{shield.source_name}'s {what}")], used
            return [replace(e, amount=e.amount - prevented)], used
        amount = "all" if shield.remaining is None else f"the next {shield.remaining}"
        told = "prevents that damage, the next time its source would deal damage" \
            if shield.next_time else f"prevents {amount} damage"
        found.append(Candidate(("shield", shield.id), shield.source, shield.source_name,
                               shield.timestamp, shield_rule(shield), told, apply,
                               prevention=True, made_by=shield.id))
    return found
