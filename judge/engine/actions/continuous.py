"""Continuous effects from a resolving spell or ability (CR 611.2): the objects whose
characteristics or control change are fixed as it resolves, while a rules part ("can't block")
of a non-targeted effect applies to whatever it names at each moment (611.2c); its timestamp is
now (613.7b); a number it reads from the game is read once, now (608.2h); a "for as long as"
duration that never began means it does nothing (611.2b)."""

from __future__ import annotations

from judge import cr
from judge.cards.phrases import Amount, AmountKind, PTValue, Scope
from judge.cards.vocabulary import Continuous, Duration
from judge.engine import durations
from judge.engine.events import EffectBegan, Event, Unaffected
from judge.engine.resolution import Resolution, amount, causes, handles, objects
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
    effect = ContinuousEffect(
        id=tl.next_seq, source=res.obj.id, source_name=res.obj.name,
        controller=res.controller, timestamp=tl.state.next_timestamp, affected=affected,
        modifications=_fixed_amounts(tl, res, e),
        until_end_of_turn=e.until is Duration.END_OF_TURN,
        chosen_color=res.chosen_color, chosen_words=res.chosen_words,
        lasts_while=lasts_while, watched=res.source if lasts_while else None,
        rules_for=rules_for, until_untap_of=_untap_of(tl, affected)
        if e.until is Duration.NEXT_UNTAP_STEP else None)
    return [tl.emit(EffectBegan(rule=Continuous.RULE, causes=causes(res), effect=effect))]


def _untap_of(tl: Timeline, affected: frozenset[ObjectId]) -> PlayerId | None:
    """Whose next untap step ends it: the affected permanent's controller now (611.2a)."""
    board = compute(tl.state).chars
    return next((board[o].controller for o in sorted(affected) if o in board), None)


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
