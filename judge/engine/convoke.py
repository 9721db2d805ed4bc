"""Convoke (CR 702.51): creatures tapped to pay for a spell, each for one generic mana or one
mana of its own color in the spell's cost (702.51a), after the spell is put on the stack, as
its costs are paid (601.2h). Mana itself is taken as paid; the creatures are really tapped."""

from __future__ import annotations

from judge import cr
from judge.cards.definition import mana_symbols
from judge.engine.events import TapChanged
from judge.engine.keywords import Hook, joins
from judge.engine.layers import Characteristics, compute
from judge.engine.state import ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError, Location
from judge.words import COLOR_SYMBOLS, Color, Zone

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
    """A matching of every creature to a different unit it can pay (augmenting paths)."""
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

    return all(place(c, set()) for c in range(len(creatures)))
