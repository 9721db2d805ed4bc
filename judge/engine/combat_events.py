"""Events of combat (CR 506–511): declarations, and creatures leaving combat. Like every
event, each carries its rule and causes (judge/engine/events.py)."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.events import Event
from judge.engine.state import ObjectId, PlayerId
from judge.words import Keyword


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AttackersDeclared(Event):
    attackers: tuple[tuple[ObjectId, PlayerId], ...]  # (attacker, its defending player)
    # (attacker, the planeswalker it attacks, which that player controls, or the battle,
    # which that player protects) (506.3, 508.1b, 310.8b)
    planeswalkers: tuple[tuple[ObjectId, ObjectId], ...] = ()
    battles: tuple[ObjectId, ...] = ()  # those of them that are battles
    # attackers that came under their controller's control this turn and attack by haste
    # (508.1a, 302.6, 702.10b), and those that attack without tapping (vigilance, 702.20b)
    by_haste: tuple[ObjectId, ...] = ()
    untapped: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RemovedFromCombat(Event):
    """506.4: a creature that changes controller or stops being a creature leaves combat."""

    obj: ObjectId
    detail: str


@dataclass(frozen=True, slots=True)
class EvasionMet:
    """A block an evasion ability of the attacker limits, and is legal (509.1b): `by` is the
    blocker's keyword that lets it block (flying or reach against flying), None where what the
    blocker is, or how many block, meets it (fear, menace)."""

    blocker: ObjectId
    attacker: ObjectId
    keyword: Keyword
    by: Keyword | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class BlockersDeclared(Event):
    blocks: tuple[tuple[ObjectId, ObjectId], ...]  # (blocker, attacker)
    evasion: tuple[EvasionMet, ...] = ()  # the evasion abilities the blocks obey, and how
    # with several defending players (802.4): each attacker's, the players in APNAP order
    defending: tuple[tuple[ObjectId, PlayerId], ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CombatEnded(Event):
    """511.3: every creature is removed from combat."""


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AttackCostPaid(Event):
    """508.1h: the attacking player pays a cost to attack (mana is taken as paid)."""

    player: PlayerId
    cost: str  # '{4}'
    attackers: int
    source: ObjectId  # the permanent whose ability asks for it
    source_name: str
