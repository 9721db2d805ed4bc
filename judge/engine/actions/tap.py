"""Tap and untap (CR 701.21): only an untapped permanent can be tapped, and the reverse."""

from __future__ import annotations

from judge.cards.phrases import Selector
from judge.cards.vocabulary import Tap, Untap
from judge.cr import Rule
from judge.engine import replacement
from judge.engine.events import Event, TapChanged
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.timeline import Timeline


@handles(Tap)
def _tap(tl: Timeline, res: Resolution, e: Tap) -> list[Event]:
    return _set_tapped(tl, res, e.what, True, Tap.RULE)


@handles(Untap)
def _untap(tl: Timeline, res: Resolution, e: Untap) -> list[Event]:
    return _set_tapped(tl, res, e.what, False, Untap.RULE)


def _set_tapped(tl: Timeline, res: Resolution, sel: Selector, tapped: bool,
                rule: Rule) -> list[Event]:
    # an untapping goes through what replaces it: a stun counter (122.1d)
    return replacement.happen(tl, [TapChanged(rule=rule, causes=causes(res), obj=oid,
                                              tapped=tapped)
                                   for oid in objects(tl, res, sel)
                                   if tl.state.objects[oid].tapped != tapped])
