"""Dealing damage and its results (CR 120, 120.3a–f), deathtouch (702.2), lifelink (702.15),
infect and wither (120.3b, 120.3d), and damage prevented by protection (702.16e)."""

from __future__ import annotations

from typing import Sequence

from judge import cr
from judge.engine.events import DamageDealt, DamagePrevented, Event, LifeChanged
from judge.engine.layers import Characteristics, compute
from judge.engine.legality import has_keyword, protection_against
from judge.engine.state import GameState, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.words import CardType, Keyword


def deal(tl: Timeline, source: ObjectId, source_chars: Characteristics, recipients: Sequence[Target],
         amount: int, causes: tuple[int, ...]) -> list[Event]:
    """One source deals `amount` damage to each recipient at once (120.1)."""
    if amount <= 0:  # 614.7a: 0 damage is no damage
        return []
    events = []
    for recipient in recipients:
        events.append(_one(tl.state, source, source_chars, recipient, amount, causes))
    done = tl.emit_all(events)
    dealt = [e for e in done if isinstance(e, DamageDealt)]
    if dealt and has_keyword(source_chars, Keyword.LIFELINK):
        total = sum(e.amount for e in dealt)
        done.append(tl.emit(LifeChanged(
            rule=cr.LIFELINK_DAMAGE, causes=tuple(e.seq for e in dealt),
            player=source_chars.controller, amount=total)))
    return done


def _one(state: GameState, source: ObjectId, chars: Characteristics, recipient: Target,
         amount: int, causes: tuple[int, ...]) -> Event:
    name = chars.name
    if recipient.object is not None:
        target_chars = compute(state).chars[recipient.object]
        prot = protection_against(target_chars, chars)
        if prot is not None:
            return DamagePrevented(rule=cr.PROTECTION_DAMAGE, causes=causes, source=source,
                                   source_name=name, recipient=recipient, amount=amount,
                                   detail=f"protection from {prot.quality_text}")
    infect = has_keyword(chars, Keyword.INFECT)
    wither = has_keyword(chars, Keyword.WITHER)
    return DamageDealt(
        rule=_result_rule(state, recipient, infect, wither), causes=causes, source=source,
        source_name=name, recipient=recipient, amount=amount,
        deathtouch=has_keyword(chars, Keyword.DEATHTOUCH),
        lifelink=has_keyword(chars, Keyword.LIFELINK), infect=infect, wither=wither)


def _result_rule(state: GameState, recipient: Target, infect: bool, wither: bool):
    if recipient.player is not None:
        return cr.INFECT_TO_PLAYER if infect else cr.DAMAGE_TO_PLAYER
    chars = compute(state).chars[recipient.object]
    if chars.is_creature:
        return cr.WITHER_TO_CREATURE if (infect or wither) else cr.DAMAGE_TO_CREATURE
    if CardType.PLANESWALKER in chars.types:
        return cr.DAMAGE_TO_PLANESWALKER
    return cr.DAMAGE_RESULTS


def can_be_dealt_damage(state: GameState, target: Target) -> bool:
    """Only players, creatures, planeswalkers and battles can be dealt damage (120.1)."""
    if target.player is not None:
        return state.has_player(target.player) and not state.player(target.player).lost
    chars = compute(state).chars.get(target.object)
    return chars is not None and bool(chars.types & {CardType.CREATURE, CardType.PLANESWALKER,
                                                     CardType.BATTLE})
