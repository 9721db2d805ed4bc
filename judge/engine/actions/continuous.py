"""Continuous effects from a resolving spell or ability (CR 611.2): the objects whose
characteristics or control change are fixed as it resolves, while a rules part ("can't block")
of a non-targeted effect applies to whatever it names at each moment (611.2c); its timestamp is
now (613.7b); a number it reads from the game is read once, now (608.2h); a "for as long as"
duration that never began means it does nothing (611.2b)."""

from __future__ import annotations

from judge import cr
from judge.cards.phrases import Amount, AmountKind, PTValue, Scope
from judge.cards.vocabulary import Continuous, ControlTo, Duration
from judge.engine import durations
from judge.engine.events import EffectBegan, Event, Unaffected
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.layers import compute
from judge.engine.state import ContinuousEffect, ObjectId, PlayerId
from judge.engine.timeline import Timeline


@handles(Continuous)
def _continuous(tl: Timeline, res: Resolution, e: Continuous) -> list[Event]:
    affected = frozenset(objects(tl, res, e.affects))
    rules_for = e.affects if e.on_rules and e.affects.scope is Scope.ALL else None
    if not affected and rules_for is None:
        return []
    lasts_while = tuple(e.for_as_long_as)
    if lasts_while and not durations.holds(tl.state, lasts_while, res.source, res.controller):
        return [tl.emit(Unaffected(rule=cr.DURATION_ENDS, causes=causes(res), obj=oid,
                                   action="affected",
                                   detail=f"{res.obj.name}'s 'for as long as' duration never "
                                          "began, so the effect does nothing"))
                for oid in sorted(affected)]
    gains_control = _gains_control(tl, res, e)
    if gains_control == []:
        return [tl.emit(Unaffected(rule=cr.TARGETS_ON_RESOLUTION, causes=causes(res), obj=oid,
                                   action="given away",
                                   detail="no player is left to gain control of it"))
                for oid in sorted(affected)]
    modifications = _fixed_amounts(tl, res, e)
    # "until its controller's next untap step": each affected permanent's own (611.2a)
    groups = _by_controller(tl, affected) if e.until is Duration.NEXT_UNTAP_STEP \
        and affected else {None: affected}
    return [tl.emit(EffectBegan(rule=Continuous.RULE, causes=causes(res), effect=ContinuousEffect(
        id=tl.next_seq, source=res.obj.id, source_name=res.obj.name,
        controller=res.controller, timestamp=tl.state.next_timestamp, affected=group,
        modifications=modifications, until_end_of_turn=e.until is Duration.END_OF_TURN,
        chosen_color=res.chosen_color, chosen_words=res.chosen_words,
        chosen_type=res.chosen_type, chosen_land_type=res.chosen_land_type,
        lasts_while=lasts_while, watched=res.source if lasts_while else None,
        rules_for=rules_for, until_untap_of=untap_of, made_by=res.source,
        gains_control=gains_control[0] if gains_control else None)))
        for untap_of, group in groups.items()]


def _gains_control(tl: Timeline, res: Resolution, e: Continuous) -> list[PlayerId] | None:
    """'Target opponent gains control of …': that player, fixed now (611.2c); none if an
    illegal target (608.2b). None when no one player is named."""
    if not isinstance(e.control, ControlTo):
        return None
    return players(tl, res, e.control.player)[:1]


def _by_controller(tl: Timeline, affected: frozenset[ObjectId]
                   ) -> dict[PlayerId | None, frozenset[ObjectId]]:
    """The affected permanents by their controllers now, whose next untap steps end it."""
    board = compute(tl.state).chars
    groups: dict[PlayerId | None, set[ObjectId]] = {}
    for oid in sorted(affected):
        groups.setdefault(board[oid].controller if oid in board else None, set()).add(oid)
    return {who: frozenset(group) for who, group in groups.items()}


def _fixed_amounts(tl: Timeline, res: Resolution, e: Continuous) -> Continuous:
    """608.2h: only "its power" and the like stay read per affected object; "+1/+1 for each
    creature you control" counts once, now."""
    if e.pt is not None and e.pt.per is not None:
        e = e.updated(pt=e.pt.times(amount(tl, res, e.pt.per)))
    if e.set_pt is None:
        return e

    def fix(a: Amount) -> Amount:
        if a.is_constant or (a.of is not None and a.of.scope is Scope.IT):
            return a
        n = amount(tl, res, a)
        return Amount(AmountKind.CONSTANT, n, text=str(n))
    pt = e.set_pt
    return e.updated(set_pt=PTValue(fix(pt.power), fix(pt.toughness), text=pt.text))
