"""Dealing damage and its results (CR 120, 120.3a–f), deathtouch (702.2), lifelink (702.15),
infect and wither (120.3b, 120.3d), and damage prevented by protection (702.16e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from judge import cr
from judge.cr import Rule
from judge.engine import replacement
from judge.engine.prevention import shield_order
from judge.cards.vocabulary import Toxic
from judge.engine.events import (
    CountersChanged,
    DamageDealt,
    DamageResult,
    Event,
    LifeChanged,
    PoisonGiven,
)
from judge.engine.layers import Characteristics, compute
from judge.engine.legality import has_keyword
from judge.engine.state import GameState, ObjectId, Target
from judge.engine.timeline import Timeline
from judge.words import CardType, Keyword


@dataclass(frozen=True)
class Assignment:
    """Damage one source is about to deal to one recipient."""

    source: ObjectId
    chars: Characteristics  # the source's, or its last known information (702.2e, 702.15c)
    recipient: Target
    amount: int
    why: tuple[Rule, ...] = ()  # a rule that sent the damage where it goes (702.19d)
    unpreventable: bool = False  # "the damage can't be prevented" (615.12)


def deal(tl: Timeline, source: ObjectId, source_chars: Characteristics,
         recipients: Sequence[Target], amount: int, causes: tuple[int, ...],
         combat: bool = False, unpreventable: bool = False) -> list[Event]:
    """One source deals `amount` damage to each recipient at once (120.1)."""
    return deal_all(tl, [Assignment(source, source_chars, r, amount, unpreventable=unpreventable)
                         for r in recipients], causes, combat)


def deal_all(tl: Timeline, assignments: Sequence[Assignment], causes: tuple[int, ...],
             combat: bool = False) -> list[Event]:
    """Damage from one or more sources, dealt at once (120.4, 510.2). 0 damage is no damage
    (120.8); prevention and replacement come first (120.4b); each lifelink source gains its
    controller life separately (702.15e)."""
    events = [_one(tl.state, a, causes, combat) for a in assignments if a.amount > 0]
    done = replacement.happen(tl, shield_order(tl, events))
    # 120.4b: then the results that are counters, which replacement effects may change
    done += replacement.happen(tl, [
        CountersChanged(rule=cr.WITHER_TO_CREATURE, causes=(e.seq,), obj=e.recipient.object,
                        kind="-1/-1", amount=e.amount, by_effect=not combat)
        for e in done if isinstance(e, DamageDealt) and e.result is DamageResult.MINUS_COUNTERS
        and e.recipient.object is not None])  # a creature: always an object
    done += tl.emit_all(_toxic(assignments, done))
    lifelink = {a.source: a.chars for a in assignments if has_keyword(a.chars, Keyword.LIFELINK)}
    for source, chars in lifelink.items():
        dealt = [e for e in done if isinstance(e, DamageDealt) and e.source == source]
        if dealt:
            done += replacement.gain_life(tl, [LifeChanged(
                rule=cr.LIFELINK_DAMAGE, causes=tuple(e.seq for e in dealt),
                player=chars.controller, amount=sum(e.amount for e in dealt))])
    return done


def _toxic(assignments: Sequence[Assignment], done: list[Event]) -> list[Event]:
    """702.164c: combat damage a creature with toxic dealt to a player also gives that player
    poison counters, as many as its toxic values add up to (702.164b)."""
    toxic = {a.source: sum(t.amount for t in a.chars.abilities if isinstance(t, Toxic))
             for a in assignments}
    return [PoisonGiven(rule=cr.TOXIC, causes=(e.seq,), player=e.recipient.player,
                        amount=toxic[e.source], source_name=e.source_name)
            for e in done if isinstance(e, DamageDealt) and e.combat and toxic.get(e.source)
            and e.recipient.player is not None]


def _one(state: GameState, a: Assignment, causes: tuple[int, ...], combat: bool) -> DamageDealt:
    source, chars, recipient, amount = a.source, a.chars, a.recipient, a.amount
    name = chars.name
    infect = has_keyword(chars, Keyword.INFECT)
    wither = has_keyword(chars, Keyword.WITHER)
    also = ((cr.COMBAT_DAMAGE,) if combat else ()) + (
        (cr.EFFECT_LOOKS_AT_LKI,) if source not in state.objects else ()) + a.why  # 608.2h
    result = _result(state, recipient, infect, wither)
    kind = _COUNTERS_LOST.get(result)
    there = state.objects[recipient.object].counters.get(kind) \
        if kind is not None and recipient.object is not None else None
    return DamageDealt(
        rule=RESULT_RULES[result], also=also, causes=causes, source=source,
        source_name=name, recipient=recipient, amount=amount, result=result,
        deathtouch=has_keyword(chars, Keyword.DEATHTOUCH),
        lifelink=has_keyword(chars, Keyword.LIFELINK), infect=infect, wither=wither,
        combat=combat, unpreventable=a.unpreventable, counters_there=there)


# the counters damage removes, by its result (120.3c, 120.3h)
_COUNTERS_LOST = {DamageResult.LOYALTY_LOSS: "loyalty", DamageResult.DEFENSE_LOSS: "defense"}


def _result(state: GameState, recipient: Target, infect: bool, wither: bool) -> DamageResult:
    """120.3: what the damage does, from what it is dealt to and its source's abilities."""
    if recipient.player is not None:
        return DamageResult.POISON if infect else DamageResult.LIFE_LOSS
    assert recipient.object is not None  # a target is a player or an object
    chars = compute(state).chars[recipient.object]
    if chars.is_creature:
        return DamageResult.MINUS_COUNTERS if (infect or wither) else DamageResult.MARKED
    if CardType.PLANESWALKER in chars.types:
        return DamageResult.LOYALTY_LOSS
    if CardType.BATTLE in chars.types:
        return DamageResult.DEFENSE_LOSS
    return DamageResult.NONE


RESULT_RULES = {DamageResult.LIFE_LOSS: cr.DAMAGE_TO_PLAYER,
                DamageResult.POISON: cr.INFECT_TO_PLAYER,
                DamageResult.LOYALTY_LOSS: cr.DAMAGE_TO_PLANESWALKER,
                DamageResult.DEFENSE_LOSS: cr.DAMAGE_TO_BATTLE,
                DamageResult.MINUS_COUNTERS: cr.WITHER_TO_CREATURE,
                DamageResult.MARKED: cr.DAMAGE_TO_CREATURE,
                DamageResult.NONE: cr.DAMAGE_RESULTS}


def can_be_dealt_damage(state: GameState, target: Target) -> bool:
    """Only players, creatures, planeswalkers and battles can be dealt damage (120.1)."""
    if target.player is not None:
        return state.has_player(target.player) and not state.player(target.player).lost
    chars = compute(state).chars.get(target.object) if target.object is not None else None
    return chars is not None and bool(chars.types & {CardType.CREATURE, CardType.PLANESWALKER,
                                                     CardType.BATTLE})
