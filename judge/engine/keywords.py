"""Keyword abilities (CR 702): the places in the rules each keyword changes, declared once.

Each keyword names its rule and the hooks it joins — the points where the engine asks whether
anything changes the usual rule (who may block, whether attacking taps, how damage is dealt,
what may be targeted, what survives lethal damage). Rule modules ask `joins(chars, hook)` or
walk what is registered for a hook instead of naming keywords; adding a keyword is adding its
entry here, and, for a new kind of check, the function that performs it where its hook lives.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from judge import cr
from judge.cards.vocabulary import KeywordAbility
from judge.cr import Rule
from judge.engine.layers import Characteristics
from judge.words import Keyword


class Hook(Enum):
    """A point in the rules a keyword ability can change."""

    CANT_ATTACK = "can't attack"  # 508.1c
    WHO_MAY_BLOCK_IT = "who may block it"  # 509.1b
    WHAT_IT_MAY_BLOCK = "what it may block"  # 509.1b
    ATTACKS_WITHOUT_SICKNESS = "attacks and uses {T} though just arrived"  # 302.6, 602.5a
    ATTACKS_UNTAPPED = "attacking doesn't tap it"  # 508.1f
    FIRST_STRIKE_STEP = "deals damage in the first-strike step"  # 510.4
    SECOND_STRIKE = "deals damage again in the second combat damage step"  # 510.4
    DAMAGE_ASSIGNMENT = "how its combat damage is assigned"  # 510.1c
    DAMAGE_RESULT = "what its damage does"  # 120.3
    TARGETING = "who may target it"  # 115.1
    CANT_BE_DESTROYED = "destruction and lethal damage don't remove it"  # 704.5g-h, 701.7
    CAST_TIMING = "when it may be cast"  # 307.1
    PAID_BY_CREATURES = "creatures may be tapped to pay for it"  # 601.2h
    PAID_BY_ARTIFACTS = "artifacts may be tapped to pay its generic mana"  # 601.2h
    PAID_BY_GRAVEYARD = "cards in the graveyard may be exiled to pay its generic mana"
    SAVES_ENCHANTED = "the enchanted permanent's destruction is replaced"  # 702.89a
    LOCKS_THE_STACK = "no other spell or non-mana ability while it is on the stack"  # 702.61a
    DAY_AND_NIGHT = "transforms as day and night change, and only then"  # 702.145
    REBOUNDS = "cast from hand, exiled as it resolves, to be cast again"  # 702.88a
    CITY_BLESSING = "gives its controller the city's blessing with ten permanents"  # 702.131
    GIVES_SPEED = "gives its controller speed 1 when they have none"  # 704.5z


@dataclass(frozen=True, slots=True)
class KeywordRules:
    rule: Rule
    hooks: frozenset[Hook]


def _rules(rule: Rule, *hooks: Hook) -> KeywordRules:
    return KeywordRules(rule, frozenset(hooks))


KEYWORDS: dict[Keyword, KeywordRules] = {
    Keyword.DEATHTOUCH: _rules(cr.DEATHTOUCH, Hook.DAMAGE_ASSIGNMENT, Hook.DAMAGE_RESULT),
    Keyword.DAYBOUND: _rules(cr.DAYBOUND, Hook.DAY_AND_NIGHT),
    Keyword.NIGHTBOUND: _rules(cr.NIGHTBOUND, Hook.DAY_AND_NIGHT),
    Keyword.DEFENDER: _rules(cr.DEFENDER, Hook.CANT_ATTACK),
    Keyword.DOUBLE_STRIKE: _rules(cr.DOUBLE_STRIKE, Hook.FIRST_STRIKE_STEP, Hook.SECOND_STRIKE),
    Keyword.FIRST_STRIKE: _rules(cr.FIRST_STRIKE, Hook.FIRST_STRIKE_STEP),
    Keyword.FEAR: _rules(cr.FEAR, Hook.WHO_MAY_BLOCK_IT),
    Keyword.FLASH: _rules(cr.FLASH, Hook.CAST_TIMING),
    Keyword.FLYING: _rules(cr.FLYING, Hook.WHO_MAY_BLOCK_IT, Hook.WHAT_IT_MAY_BLOCK),
    Keyword.HASTE: _rules(cr.HASTE, Hook.ATTACKS_WITHOUT_SICKNESS),
    Keyword.HEXPROOF: _rules(cr.HEXPROOF, Hook.TARGETING),
    Keyword.HORSEMANSHIP: _rules(cr.HORSEMANSHIP, Hook.WHO_MAY_BLOCK_IT),
    Keyword.INDESTRUCTIBLE: _rules(cr.INDESTRUCTIBLE, Hook.CANT_BE_DESTROYED),
    Keyword.INFECT: _rules(cr.INFECT, Hook.DAMAGE_RESULT),
    Keyword.INTIMIDATE: _rules(cr.INTIMIDATE, Hook.WHO_MAY_BLOCK_IT),
    Keyword.LIFELINK: _rules(cr.LIFELINK, Hook.DAMAGE_RESULT),
    Keyword.MENACE: _rules(cr.MENACE, Hook.WHO_MAY_BLOCK_IT),
    Keyword.REACH: _rules(cr.REACH, Hook.WHAT_IT_MAY_BLOCK),
    Keyword.SHADOW: _rules(cr.SHADOW, Hook.WHO_MAY_BLOCK_IT, Hook.WHAT_IT_MAY_BLOCK),
    Keyword.SHROUD: _rules(cr.SHROUD, Hook.TARGETING),
    Keyword.SKULK: _rules(cr.SKULK, Hook.WHO_MAY_BLOCK_IT),
    Keyword.TRAMPLE: _rules(cr.TRAMPLE, Hook.DAMAGE_ASSIGNMENT),
    Keyword.TRAMPLE_OVER_PLANESWALKERS: _rules(cr.TRAMPLE_OVER_PLANESWALKERS,
                                               Hook.DAMAGE_ASSIGNMENT),
    Keyword.UMBRA_ARMOR: _rules(cr.UMBRA_ARMOR, Hook.SAVES_ENCHANTED),
    Keyword.VIGILANCE: _rules(cr.VIGILANCE, Hook.ATTACKS_UNTAPPED),
    Keyword.CONVOKE: _rules(cr.CONVOKE, Hook.PAID_BY_CREATURES),
    Keyword.IMPROVISE: _rules(cr.IMPROVISE, Hook.PAID_BY_ARTIFACTS),
    Keyword.REBOUND: _rules(cr.REBOUND, Hook.REBOUNDS),
    Keyword.ASCEND: _rules(cr.ASCEND, Hook.CITY_BLESSING),
    Keyword.DELVE: _rules(cr.DELVE, Hook.PAID_BY_GRAVEYARD),
    Keyword.WITHER: _rules(cr.WITHER, Hook.DAMAGE_RESULT),
    Keyword.SPLIT_SECOND: _rules(cr.SPLIT_SECOND, Hook.LOCKS_THE_STACK),
    Keyword.START_YOUR_ENGINES: _rules(cr.START_YOUR_ENGINES, Hook.GIVES_SPEED),
    # DECK_KEYWORDS work before the game begins, so they join no hook (702.124a)
    Keyword.PARTNER: _rules(cr.PARTNER),
    Keyword.FRIENDS_FOREVER: _rules(cr.PARTNER),
    Keyword.CHOOSE_A_BACKGROUND: _rules(cr.PARTNER),
    Keyword.DOCTORS_COMPANION: _rules(cr.PARTNER),
}


def keywords_of(chars: Characteristics) -> frozenset[Keyword]:
    return frozenset(a.keyword for a in chars.abilities if isinstance(a, KeywordAbility))


def joining(chars: Characteristics, hook: Hook) -> list[Keyword]:
    """The object's keywords that change the rules at this hook, in declaration order."""
    return list(_joining(keywords_of(chars), hook))


@lru_cache(maxsize=4096)
def _joining(have: frozenset[Keyword], hook: Hook) -> tuple[Keyword, ...]:
    # asked for every object at every hook: the few sets of keywords answered once each
    return tuple(k for k, rules in KEYWORDS.items() if hook in rules.hooks and k in have)


def joins(chars: Characteristics, hook: Hook) -> bool:
    return bool(joining(chars, hook))
