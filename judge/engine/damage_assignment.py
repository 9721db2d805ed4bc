"""How a blocked attacker divides its combat damage among its blockers (CR 510.1c), and a
blocker its damage among the attackers it blocks (510.1d): the scenario's division, checked
(510.1a, 702.19b), or the documented default, marked assumed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

from judge import cr
from judge.cr import Rule
from judge.engine.events import ChoiceMade
from judge.engine.state import ObjectId, PlayerId, Target
from judge.errors import IllegalActionError, Location

if TYPE_CHECKING:
    from judge.engine.layers import Characteristics
    from judge.engine.timeline import Timeline


@dataclass(frozen=True, slots=True)
class Beyond:
    """702.19c: trample over planeswalkers, attacking a planeswalker: once `needed` (its
    loyalty, less what other creatures assign it in this step) is assigned to it, the rest
    may go to `player`, its controller."""

    player: Target
    needed: int


def divide(tl: Timeline, attacker: ObjectId, chars: Characteristics, power: int,
                  blockers: Sequence[ObjectId], attacked: Target | None,
                  lethal: Mapping[ObjectId, int], trample: bool, rule: Rule,
                  causes: tuple[int, ...], second: bool = False, deathtouch: bool = False,
                  beyond: Beyond | None = None) -> list[tuple[Target, int]]:
    """510.1c, 702.19b: how a blocked attacker divides its damage. Default: lethal damage to
    each blocker in the order they blocked (1 with deathtouch, 702.2c), then the rest with
    trample to the player or planeswalker it attacks (`attacked`; None: a blocker's division,
    or an attacker attacking nothing, 506.4c), else to the last blocker; with `beyond`
    (702.19c), only the planeswalker's loyalty to it and the rest to its controller."""
    trample = trample and attacked is not None
    beyond = beyond if trample else None
    why = ((cr.TRAMPLE,) if trample and beyond is None else ()) + (
        (cr.TRAMPLE_OVER_PLANESWALKERS,) if beyond is not None else ()) + (
        (cr.DEATHTOUCH_LETHAL,) if deathtouch else ())
    key = tl.state.root(attacker)
    # a chosen division is for the first step it deals damage in (a double striker: 510.4)
    wanted = None if second else tl.choices.damage_assignment.get(key)
    if wanted is not None:
        split = [(Target(player=PlayerId(k)) if tl.state.has_player(k)
                  else Target(object=tl.state.current(ObjectId(k)) or ObjectId(k)), n)
                 for k, n in wanted.items()]
        _check_division(tl, chars.name, split, power, blockers, attacked, lethal, trample,
                        tl.choices.where.get(("damage_assignment", key)), beyond)
        tl.emit(ChoiceMade(rule=rule, also=why, causes=causes, player=chars.controller,
                           subject=f"how {chars.name} divides its combat damage",
                           chosen=tuple(f"{n} to {t}" for t, n in split)))
        return split
    left = power
    split = []
    for blocker in blockers:
        n = min(left, lethal[blocker])
        split.append((Target(object=blocker), n))
        left -= n
    if left:
        if trample and attacked is not None:
            to_it = left if beyond is None else min(left, beyond.needed)
            split.append((attacked, to_it))
            if beyond is not None and left > to_it:
                split.append((beyond.player, left - to_it))
        else:
            last = split[-1]
            split[-1] = (last[0], last[1] + left)
    if len(blockers) > 1 or (trample and len(split) > 1):
        tl.emit(ChoiceMade(rule=rule, also=why, causes=causes,
                           assumed=True, player=chars.controller,
                           subject=f"how {chars.name} divides its combat damage",
                           chosen=tuple(f"{n} to {t}" for t, n in split)))
    return split


def _check_division(tl: Timeline, name: str, split: Sequence[tuple[Target, int]], power: int,
                    blockers: Sequence[ObjectId], attacked: Target | None,
                    lethal: Mapping[ObjectId, int], trample: bool,
                    where: Location | None, beyond: Beyond | None = None) -> None:
    """510.1a: all its power, no more; 510.1c: among its blockers; 702.19b: the player or
    planeswalker it attacks only with trample, and only once every blocker is assigned lethal
    damage; 702.19c: the planeswalker's controller only once it is assigned its loyalty too."""
    def refuse(message: str, rule: Rule) -> None:
        raise IllegalActionError(f"{name} can't divide its damage that way: {message}", rule,
                                 where)
    if any(n < 0 for _, n in split):
        refuse("an amount is negative", cr.ASSIGN_COMBAT_DAMAGE)
    if sum(n for _, n in split) != power:
        refuse(f"it assigns exactly its power, {power}", cr.COMBAT_DAMAGE_IS_POWER)
    to_player = sum(n for t, n in split if t == attacked)
    for t, n in split:
        if (t == attacked and trample) or (beyond is not None and t == beyond.player):
            continue
        if t.object is not None and t.object not in blockers:
            refuse(f"{tl.state.name(t.object)} isn't blocking it", cr.ASSIGN_COMBAT_DAMAGE)
        if t.player is not None:
            whom = f" ({attacked})" if attacked is not None else ""
            refuse(f"damage goes to {t.player} only with trample, to the player or "
                   f"planeswalker it attacks{whom}", cr.ASSIGN_COMBAT_DAMAGE)
    assigned = {t.object: n for t, n in split if t.object is not None and t != attacked}
    short = [b for b in blockers if assigned.get(b, 0) < lethal[b]]
    if to_player and short:
        refuse(f"{tl.state.name(short[0])} isn't assigned lethal damage", cr.TRAMPLE)
    if beyond is None or not any(n for t, n in split if t == beyond.player):
        return
    if short:
        refuse(f"{tl.state.name(short[0])} isn't assigned lethal damage",
               cr.TRAMPLE_OVER_PLANESWALKERS)
    if to_player < beyond.needed:
        refuse(f"damage goes to {beyond.player} only once {attacked} is assigned {beyond.needed}"
               f", its loyalty", cr.TRAMPLE_OVER_PLANESWALKERS)
