"""Permanents and cards that pay for a spell as its costs are paid (CR 601.2h), after it is put
on the stack: convoke's creatures, each for one generic mana or one mana of its own color in the
spell's total cost (702.51a); improvise's artifacts (702.126a) and delve's cards exiled from
the graveyard (702.66a), each for one generic mana. Mana itself is taken as paid; the
permanents are really tapped and the cards really exiled."""

from __future__ import annotations

from judge import cr
from judge.cards.definition import mana_symbols
from judge.engine import replacement
from judge.engine.events import Move, TapChanged
from judge.engine.keywords import Hook, joins
from judge.engine.layers import Characteristics, compute
from judge.engine.state import ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.errors import IllegalActionError, Location
from judge.words import COLOR_SYMBOLS, CardType, Color, Zone, count_of

Unit = frozenset[Color] | None  # one mana of the cost: the colors that pay it; None: generic


def check(tl: Timeline, spell: Characteristics, cost: str, creatures: tuple[ObjectId, ...],
          player: PlayerId, where: Location | None) -> None:
    """The creatures can convoke this spell, each paying a different mana of its total cost
    (601.2f)."""
    if not creatures:
        return
    if not joins(spell, Hook.PAID_BY_CREATURES):
        raise IllegalActionError(f"{spell.name} doesn't have convoke", cr.CONVOKE, where)
    board = compute(tl.state)
    for i, oid in enumerate(creatures):
        obj = tl.state.objects.get(oid)
        chars = board.chars.get(oid)
        if obj is None or chars is None or obj.zone is not Zone.BATTLEFIELD \
                or not chars.is_creature or chars.controller != player:
            raise IllegalActionError(f"{tl.state.name(oid)} isn't a creature {player} controls",
                                     cr.CONVOKE, where)
        if obj.tapped or oid in creatures[:i]:
            raise IllegalActionError(f"{chars.name} ({oid}) isn't untapped to tap for "
                                     f"{spell.name}", cr.CONVOKE, where)
    units = _units(cost)
    if not _each_pays_one(units, [board.chars[o].colors for o in creatures]):
        raise IllegalActionError(
            f"{spell.name}'s total cost {cost} has no mana left for some of "
            f"these creatures: each pays one generic mana or one mana of its own color",
            cr.CONVOKE, where)


def tap(tl: Timeline, creatures: tuple[ObjectId, ...], cast: int) -> None:
    tl.emit_all([TapChanged(rule=cr.CONVOKE, also=(cr.PAY_COSTS,), causes=(cast,), obj=o,
                            tapped=True) for o in creatures])


def _units(cost: str) -> list[Unit]:
    """{3}{G}{W/U}: three generic units, one green, one white or blue; {X} asks nothing (it
    is 0 here); {C} and {2/W} can't be told apart from colored mana simply, so {C} takes no
    creature and {2/W} is its colored half."""
    units: list[Unit] = []
    for symbol in mana_symbols(cost):
        if symbol.isdigit():
            units += [None] * int(symbol)
            continue
        colors = frozenset(COLOR_SYMBOLS[p] for p in symbol.split("/") if p in COLOR_SYMBOLS)
        if colors:
            units.append(colors)
    return units


def _each_pays_one(units: list[Unit], creatures: list[frozenset[Color]]) -> bool:
    """Every creature pays a different unit."""
    return _matched(units, creatures) == len(creatures)


def _matched(units: list[Unit], creatures: list[frozenset[Color]]) -> int:
    """How many creatures can each pay a different unit: a generic one, or one of their
    colors (a largest matching, by augmenting paths)."""
    paid_by: dict[int, int] = {}  # unit index -> creature index

    def place(c: int, seen: set[int]) -> bool:
        for u, unit in enumerate(units):
            if u in seen or not (unit is None or unit & creatures[c]):
                continue
            seen.add(u)
            if u not in paid_by or place(paid_by[u], seen):
                paid_by[u] = c
                return True
        return False

    return sum(1 for c in range(len(creatures)) if place(c, set()))


def check_generic(tl: Timeline, spell: Characteristics, cost: str,
                  creatures: tuple[ObjectId, ...], artifacts: tuple[ObjectId, ...],
                  cards: tuple[ObjectId, ...], player: PlayerId, where: Location | None) -> None:
    """Improvise's artifacts and delve's cards can pay for this spell: each a different one,
    untapped artifacts its caster controls and cards in their graveyard, one generic mana each,
    with the generic mana convoke's creatures leave (702.126a, 702.66a)."""
    if not artifacts and not cards:
        return
    board = compute(tl.state)
    for ids, hook, rule, word in ((artifacts, Hook.PAID_BY_ARTIFACTS, cr.IMPROVISE, "improvise"),
                                  (cards, Hook.PAID_BY_GRAVEYARD, cr.DELVE, "delve")):
        if ids and not joins(spell, hook):
            raise IllegalActionError(f"{spell.name} doesn't have {word}", rule, where)
    for i, oid in enumerate(artifacts):
        obj, chars = tl.state.objects.get(oid), board.chars.get(oid)
        if obj is None or chars is None or obj.zone is not Zone.BATTLEFIELD \
                or not chars.is_(CardType.ARTIFACT) or chars.controller != player \
                or obj.tapped or oid in artifacts[:i] or oid in creatures:
            raise IllegalActionError(f"{tl.state.name(oid)} isn't an untapped artifact {player} "
                                     f"controls to tap for {spell.name}", cr.IMPROVISE, where)
    for i, oid in enumerate(cards):
        obj = tl.state.objects.get(oid)
        if obj is None or obj.zone is not Zone.GRAVEYARD or obj.owner != player \
                or oid in cards[:i]:
            raise IllegalActionError(f"{tl.state.name(oid)} isn't a card in {player}'s graveyard "
                                     f"to exile for {spell.name}", cr.DELVE, where)
    units = _units(cost)
    colors = [board.chars[o].colors for o in creatures]
    generic = sum(1 for u in units if u is None) - max(
        0, len(creatures) - _matched([u for u in units if u is not None], colors))
    if len(artifacts) + len(cards) > generic:
        raise IllegalActionError(
            f"{spell.name}'s total cost {cost} has {count_of(max(generic, 0), 'generic mana')} "
            f"left to pay, fewer than {len(artifacts) + len(cards)} artifacts and cards",
            cr.DELVE if cards else cr.IMPROVISE, where)


def pay_generic(tl: Timeline, artifacts: tuple[ObjectId, ...], cards: tuple[ObjectId, ...],
                cast: int) -> None:
    tl.emit_all([TapChanged(rule=cr.IMPROVISE, also=(cr.PAY_COSTS,), causes=(cast,), obj=o,
                            tapped=True) for o in artifacts])
    replacement.happen(tl, [move(tl, o, Zone.EXILE, Move.EXILED, cr.DELVE, (cast,))
                            for o in cards])

