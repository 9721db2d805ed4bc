"""Counter a spell or ability (CR 701.5): a countered ability ceases to exist; a countered spell
goes to its owner's graveyard, or where its own words send it instead (614.15)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.phrases import parse_cost
from judge.cards.vocabulary import CantBeCountered, CounterIt
from judge.engine import choices, costs, replacement
from judge.engine.events import AbilityFinished, Event, Move, Unaffected
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import GameObject
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone

_INSTEAD = {"library top": Zone.LIBRARY, "exile": Zone.EXILE, "hand": Zone.HAND}


def _paid(tl: Timeline, res: Resolution, obj: GameObject, words: str) -> bool:
    """118.12a: its controller pays, if the cost can be paid in full (118.3, 119.4); mana from
    their mana pool where the scenario tracks it, otherwise taken as paid."""
    cost = parse_cost(words)
    chars = compute(tl.state).chars.get(obj.id) or res.source_chars
    why_not = costs.unpayable(tl, obj, chars, cost, obj.controller)
    if why_not is not None:  # told: its controller chose to pay, and can't
        tl.emit(Unaffected(rule=cr.PAY_IN_FULL, also=(cr.UNLESS_PAYS,), causes=causes(res),
                           obj=obj.id, action=f"kept from being countered by paying {words}",
                           detail=why_not))
        return False
    costs.pay(tl, obj.id, cost, obj.controller, causes(res), mana=True)
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
                and _paid(tl, res, obj, e.unless_pays):
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
