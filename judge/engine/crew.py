"""Crew (CR 702.122): tapping other untapped creatures its controller controls, with total
power at least N, pays a Vehicle's crew cost (702.122a); each of them "crews" it (702.122b).
The creatures tapped are the scenario's (`activate: {crew: [...]}`), or assumed: the strongest
first, until their power is enough."""

from __future__ import annotations

from judge import cr
from judge.engine.events import ChoiceMade, TapChanged
from judge.engine.layers import compute
from judge.engine.state import ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError, Location
from judge.words import Zone


def crewing(tl: Timeline, vehicle: ObjectId, power: int, player: PlayerId,
            named: tuple[ObjectId, ...], where: Location | None, verb: str = "crew",
            rule: cr.Rule = cr.CREW) -> tuple[ObjectId, ...]:
    """The creatures that crew the vehicle (or saddle the Mount, 702.171c): those named,
    checked, or an assumed choice."""
    state, board = tl.state, compute(tl.state)
    able = [o.id for o in state.in_play_order()
            if o.id != vehicle and o.zone is Zone.BATTLEFIELD and not o.tapped
            and o.id in board.chars and board.chars[o.id].is_creature
            and board.chars[o.id].controller == player]
    name = board.chars[vehicle].name if vehicle in board.chars else state.name(vehicle)
    if named:
        for i, oid in enumerate(named):
            if oid not in able or oid in named[:i]:
                raise IllegalActionError(
                    f"{state.name(oid)} ({oid}) isn't another untapped creature {player} "
                    f"controls, so it can't {verb} {name}", rule, where)
        chosen = named
    else:
        picked: list[ObjectId] = []
        for oid in sorted(able, key=lambda o: -(board.chars[o].power or 0)):
            if sum(board.chars[o].power or 0 for o in picked) >= power:
                break
            picked.append(oid)
        chosen = tuple(picked)
    total = sum(board.chars[o].power or 0 for o in chosen)
    if total < power:
        gerund = f"{verb.removesuffix('e')}ing"
        raise IllegalActionError(f"{gerund} {name} needs total power {power}; "
                                 f"{'these creatures have' if named else f'{player} has'} "
                                 f"{total}", cr.PAY_IN_FULL, where)
    if not named:
        tl.emit(ChoiceMade(rule=rule, assumed=True, player=player,
                           subject=f"creatures to {verb} {name}", chosen=chosen,
                           options=tuple(able)))
    return chosen


def tap(tl: Timeline, creatures: tuple[ObjectId, ...], activated: int,
        rule: cr.Rule = cr.CREW) -> None:
    tl.emit_all([TapChanged(rule=rule, also=(cr.PAY_COSTS,), causes=(activated,), obj=o,
                            tapped=True) for o in creatures])
