"""Soulbond (CR 702.95): pairing two creatures as the ability resolves (702.95a, c), and the
pairing ending the moment either is no longer a creature on the battlefield under the control
of the player who paired them (702.95a: "for as long as", 611.2b)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import PairSoulbond
from judge.engine import choices
from judge.engine.events import Event, Paired, Unaffected, Unpaired
from judge.engine.layers import compute
from judge.engine.layers.values import pairable
from judge.engine.resolution import Resolution, causes, handles
from judge.engine.state import GameState
from judge.engine.timeline import Timeline, after_events
from judge.words import CardType, Zone


@handles(PairSoulbond)
def _pair(tl: Timeline, res: Resolution, e: PairSoulbond) -> list[Event]:
    """702.95a: the creature that entered, or, as this one entered, another unpaired creature
    of its controller's choice (`choices: choose:` under this creature's id; default: the
    oldest, assumed); 702.95c: neither is paired if either isn't a creature on the battlefield
    under the ability's controller's control now."""
    board = compute(tl.state).chars
    entered = res.triggering if res.triggering != res.source else None
    found = pairable(tl.state, board, res.controller, res.source, entered)
    if not found:
        return [tl.emit(Unaffected(
            rule=cr.PAIRING_FAILS, causes=causes(res), obj=entered or res.source,
            action="paired", detail="the two aren't both unpaired creatures on the battlefield "
            f"under {res.controller}'s control"))]
    if entered is None:
        chosen = choices.chosen_objects(
            tl, res.source, res.controller, [tl.state.objects[o] for o in found], 1,
            f"the creature to pair {tl.state.name(res.source)} with", cr.SOULBOND, causes(res))
        partner = chosen[0].id
    else:
        partner = entered
    return [tl.emit(Paired(rule=cr.SOULBOND, also=(cr.PAIRED,), causes=causes(res),
                           obj=res.source, other=partner, player=res.controller))]


@after_events
def _unpair(tl: Timeline, before: GameState, done: list[Event]) -> None:
    """702.95a: paired for as long as both remain creatures on the battlefield under the
    control of the player who paired them; once either doesn't, the pairing is over (611.2b)."""
    state = tl.state
    if not any(o.paired_with is not None for o in state.battlefield()):
        return
    board = compute(state).chars
    ended: list[Event] = []
    for obj in state.in_play_order():
        partner = obj.paired_with
        if partner is None or (partner in state.objects and partner < obj.id
                               and state.objects[partner].paired_with == obj.id):
            continue  # told once, from the first of the two
        why = None
        for oid in (obj.id, partner):
            there = state.objects.get(oid)
            if there is None or there.zone is not Zone.BATTLEFIELD:
                why = f"{state.name(oid)} left the battlefield"
            elif CardType.CREATURE not in board[oid].types:
                why = f"{state.name(oid)} is no longer a creature"
            elif board[oid].controller != obj.paired_by:
                why = f"{obj.paired_by} no longer controls {state.name(oid)}"
            if why is not None:
                break
        if why is not None:
            ended.append(Unpaired(rule=cr.SOULBOND, also=(cr.DURATION_ENDS,),
                                  causes=(done[-1].seq,), obj=obj.id, other=partner,
                                  detail=why))
    if ended:
        tl.emit_all(ended)
