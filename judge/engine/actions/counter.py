"""Counter a spell or ability (CR 701.5): a countered ability ceases to exist; a countered spell
goes to its owner's graveyard, or where its own words send it instead (614.15)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.phrases import parse_cost
from judge.cards.vocabulary import CantBeCountered, CounterIt
from judge.engine import choices, replacement
from judge.engine.events import AbilityFinished, Event, LifeChanged, Move, Unaffected
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone

_INSTEAD = {"library top": Zone.LIBRARY, "exile": Zone.EXILE}


def _paid(tl: Timeline, res: Resolution, player: PlayerId, words: str) -> bool:
    """118.12a: the payment, if it can be made in full (118.3); mana is taken as paid."""
    cost = parse_cost(words)
    if cost.life:
        if tl.state.player(player).life < cost.life:  # 119.4
            return False
        tl.emit(LifeChanged(rule=cr.PAY_LIFE, causes=causes(res), player=player,
                            amount=-cost.life))
    if cost.discard:
        if len(tl.state.player(player).hand) < cost.discard:
            return False
        chosen = choices.cards_to_discard(tl, player, cost.discard, cr.DISCARD, causes(res))
        replacement.happen(tl, [move(tl, c, Zone.GRAVEYARD, Move.DISCARDED, cr.DISCARD,
                                     causes(res)) for c in chosen])
    return True


@handles(CounterIt)
def _counter(tl: Timeline, res: Resolution, e: CounterIt) -> list[Event]:
    done: list[Event] = []
    for oid in objects(tl, res, e.what):
        obj = tl.state.objects[oid]
        if obj.zone is not Zone.STACK:
            continue  # only a spell or an ability on the stack can be countered (701.5a)
        if e.unless_pays and choices.pays(tl, obj.controller, obj, e.unless_pays,
                                          cr.UNLESS_PAYS, causes(res)) \
                and _paid(tl, res, obj.controller, e.unless_pays):
            continue
        if obj.ability is not None:
            done.append(tl.emit(AbilityFinished(rule=CounterIt.RULE, causes=causes(res),
                                                obj=oid, resolved=False, countered=True)))
        elif compute(tl.state).chars[oid].has(CantBeCountered):
            done.append(tl.emit(Unaffected(rule=cr.CANT_WINS, also=(CounterIt.RULE,),
                                           causes=causes(res), obj=oid, action="countered",
                                           detail="it can't be countered")))
        else:
            done += replacement.happen(tl, [replace(
                move(tl, oid, Zone.GRAVEYARD, Move.COUNTERED, CounterIt.RULE, causes(res)),
                self_replaced=_INSTEAD.get(e.instead or ""))])
    return done
