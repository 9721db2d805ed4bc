"""Tap and untap (CR 701.21): only an untapped permanent can be tapped, and the reverse."""

from __future__ import annotations

from judge.cards.phrases import Selector
from judge.cards.vocabulary import Tap, Untap
from judge import cr
from judge.cr import Rule
from judge.engine import choices, replacement
from judge.engine.events import Event, TapChanged
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.timeline import Timeline


@handles(Tap)
def _tap(tl: Timeline, res: Resolution, e: Tap) -> list[Event]:
    if not e.or_untap:
        return _set_tapped(tl, res, e.what, True, Tap.RULE)
    found: list[Event] = []
    for oid in objects(tl, res, e.what):
        obj = tl.state.objects[oid]
        tap = choices.tap_or_untap(tl, res.source, res.controller, obj, e.optional, causes(res))
        if tap is not None and obj.tapped != tap:
            found.append(TapChanged(rule=Tap.RULE if tap else Untap.RULE, causes=causes(res),
                                    obj=oid, tapped=tap))
    return replacement.happen(tl, found)


@handles(Untap)
def _untap(tl: Timeline, res: Resolution, e: Untap) -> list[Event]:
    if e.up_to is None:
        return _set_tapped(tl, res, e.what, False, Untap.RULE)
    # 608.2d: which of them, chosen as it resolves; by default its controller's own, oldest first
    tapped = [tl.state.objects[o] for o in objects(tl, res, e.what) if tl.state.objects[o].tapped]
    chosen = choices.chosen_objects(
        tl, res.source, res.controller, tapped, e.up_to, f"up to {e.up_to} to untap",
        cr.RESOLUTION_CHOICES, causes(res),
        default=[o for o in tapped if o.controller == res.controller])
    return replacement.happen(tl, [TapChanged(rule=Untap.RULE, causes=causes(res), obj=o.id,
                                              tapped=False) for o in chosen])


def _set_tapped(tl: Timeline, res: Resolution, sel: Selector, tapped: bool,
                rule: Rule) -> list[Event]:
    # an untapping goes through what replaces it: a stun counter (122.1d)
    return replacement.happen(tl, [TapChanged(rule=rule, causes=causes(res), obj=oid,
                                              tapped=tapped)
                                   for oid in objects(tl, res, sel)
                                   if tl.state.objects[oid].tapped != tapped])
