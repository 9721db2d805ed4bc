"""Putting cards onto the battlefield from another zone ("return it to the battlefield"): each
is a new object (CR 400.7) under its owner's control unless the effect says whose (110.2),
entering tapped or with counters as the effect says (122.6); and unearth's return (702.84a)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from judge import cr
from judge.cards.phrases import Scope, Selector
from judge.cards.vocabulary import (Continuous, Exile, ExileAndReturn, Instructions,
                                   PutFromHand, ReturnToBattlefield, ReturnUnearthed)
from judge.cards.wording import article
from judge.engine import choices, replacement
from judge.engine.actions.delayed import about_one
from judge.engine.combat_events import AttackersDeclared
from judge.engine.enters_attacking import defender_for
from judge.engine.events import (AbilityActivated, DelayedCreated, Event, Move, Unaffected,
                                 ZoneChange)
from judge.engine.resolution import HANDLERS, Resolution, cards_that_fit, causes, handles, objects
from judge.engine.state import DelayedTrigger, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.engine.entering import enters
from judge.engine.layers import compute
from judge.engine.legality import entering_attached
from judge.engine.zones import lost_track, move
from judge.words import Step, Zone


@handles(ReturnToBattlefield)
def _onto_battlefield(tl: Timeline, res: Resolution, e: ReturnToBattlefield) -> list[Event]:
    controller = res.controller if e.under == "you" else None
    pending: list[Event] = list(lost_track(tl, res, e.what, "returned to the battlefield"))
    for oid in objects(tl, res, e.what):
        if tl.state.objects[oid].zone is Zone.BATTLEFIELD:
            continue  # only a card somewhere else can be returned to the battlefield
        attached: tuple[ObjectId | None, tuple[cr.Rule, ...]] = (None, ())
        if e.attached_to is not None:
            found = _attached_as_it_enters(tl, res, e.attached_to, oid, controller)
            if isinstance(found, Unaffected):  # 303.4i: the Aura stays where it is
                pending.append(found)
                continue
            attached = found
        change = enters(tl, oid, Move.RETURNED, ReturnToBattlefield.RULE, causes(res),
                        controller, tapped=e.tapped, counters=tuple(sorted(e.counters.items())))
        if e.attached_to is not None:
            change = replace(change, attached_to=attached[0], also=change.also + attached[1])
        returned = _returned_for_cost(tl, res) if e.attacking_as_returned else None
        same_as = tl.state.defenders[returned] if returned is not None else None
        attacking = defender_for(tl, change.controller, causes(res), same_as) \
            if e.attacking else None
        linked = (cr.LINKED_EXILE,) if e.what.scope is Scope.EXILED else ()
        pending.append(replace(change, attacking=attacking, also=change.also + linked + (
            (cr.ENTERS_ATTACKING,) if attacking else ()), attacking_planeswalker=next(
                (w for d in tl.log if isinstance(d, AttackersDeclared)
                 for a, w in d.planeswalkers if a == returned), None) if attacking else None))
    return replacement.happen(tl, pending)


def _attached_as_it_enters(tl: Timeline, res: Resolution, sel: Selector, oid: ObjectId,
                           controller: PlayerId | None
                           ) -> Unaffected | tuple[ObjectId | None, tuple[cr.Rule, ...]]:
    """What the card enters attached to (303.4f), and the rules that say so; an Aura that
    couldn't be attached to that object, or with none, stays where it is (303.4i); an
    Equipment then enters unattached (301.5e), as any other permanent does (303.4h)."""
    obj = tl.state.objects[oid]
    entering = replace(obj, zone=Zone.BATTLEFIELD, controller=controller or obj.owner)
    chars = compute(replace(tl.state, objects={**tl.state.objects, oid: entering})).chars[oid]
    hosts = objects(tl, res, sel)
    host = hosts[0] if len(hosts) == 1 else None
    problem = entering_attached(tl.state, entering, host) if host is not None else None
    if "Aura" in chars.subtypes:
        if host is None or problem is not None:
            why = problem.detail if problem is not None else \
                "there is no object for it to be attached to"
            return Unaffected(rule=cr.AURA_CANT_ENTER, also=(problem.rule,) if problem else (),
                              causes=causes(res), obj=oid, action="returned to the battlefield",
                              detail=f"it couldn't enter attached: {why}")
        return host, (cr.AURA_TOKEN,)
    if "Equipment" in chars.subtypes:
        if host is None or problem is not None:
            return None, (cr.EQUIPMENT_ENTERS_UNATTACHED,)
        return host, ()
    return None, (cr.OTHER_ENTERS_UNATTACHED,)


def _returned_for_cost(tl: Timeline, res: Resolution) -> ObjectId | None:
    """The attacking creature returned to pay for this ability (702.49c), as it attacked."""
    paid = next((e.seq for e in tl.log if isinstance(e, AbilityActivated)
                 and e.ability == res.obj.id), None)
    # the combat's defenders keep a creature that left combat (506.2)
    return next((e.obj for e in tl.log if isinstance(e, ZoneChange)
                 and paid in e.causes and e.obj in tl.state.defenders), None)


@cache
def _haste() -> Continuous:
    """Built on first use, as the vocabulary's validators are (judge/start.py)."""
    return Continuous.model_validate({"affects": "unearthed", "gain": ["haste"]})


@cache
def _exile_it() -> Exile:
    return Exile.model_validate({"what": "it"})


@handles(ReturnUnearthed)
def _unearth(tl: Timeline, res: Resolution, e: ReturnUnearthed) -> list[Event]:
    card = tl.state.objects.get(res.source)
    if card is None or card.zone is not Zone.GRAVEYARD:  # 113.6m: it left the graveyard
        return []
    change = enters(tl, card.id, Move.RETURNED, e.RULE, causes(res), res.controller)
    done = replacement.happen(tl, [replace(change, unearthed=True)])
    permanent = next((d.new_id for d in done if isinstance(d, ZoneChange)
                      and d.obj == card.id and d.destination is Zone.BATTLEFIELD), None)
    if permanent is None:
        return done
    res.bound = {**res.bound, "unearthed": Target(object=permanent)}
    done += HANDLERS[Continuous](tl, res, _haste())
    return done + [about_one(tl, permanent, card.card.name, res.controller, _exile_it(),
                                    e.RULE, causes(res))]


@handles(ExileAndReturn)
def _exile_and_return(tl: Timeline, res: Resolution, e: ExileAndReturn) -> list[Event]:
    """Each is exiled, then the card it became returns, a new object (400.7)."""
    done: list[Event] = []
    for oid in objects(tl, res, e.what):
        exiled, card = exiled_as(tl, move(tl, oid, Zone.EXILE, Move.EXILED, e.RULE,
                                          causes(res)))
        done += exiled
        if card is None:
            continue
        if e.at is not None:  # 603.7: a delayed triggered ability returns it, if it can
            done.append(_returns_later(tl, res, e, card))
            continue
        if e.transformed and tl.state.objects[card].card.back is None:
            done.append(tl.emit(Unaffected(  # 712.14a: it stays where it is
                rule=cr.ENTERS_TRANSFORMED, causes=causes(res), obj=card,
                action="returned transformed", detail="it has no back face")))
            continue
        done += replacement.happen(tl, [enters(
            tl, card, Move.RETURNED, e.RULE, causes(res),
            res.controller if e.under == "you" else None, tapped=e.tapped,
            transformed=e.transformed)])
    return done


def exiled_as(tl: Timeline, exile: ZoneChange) -> tuple[list[Event], ObjectId | None]:
    """The exile, through replacement effects, and the card the object became there (400.7):
    none if a token ceased to exist (111.7) or a replacement sent it elsewhere."""
    done = replacement.happen(tl, [exile])
    return done, next((x.new_id for x in done if isinstance(x, ZoneChange)
                       and x.obj == exile.obj and x.destination is Zone.EXILE), None)


def _returns_later(tl: Timeline, res: Resolution, e: ExileAndReturn, card: ObjectId) -> Event:
    """603.7c: the delayed ability refers to the card in exile; if that card has left exile,
    it is a new object the ability doesn't find (400.7)."""
    back = ReturnToBattlefield.model_validate({"what": "it", "under": e.under,
                                                "tapped": e.tapped})
    delayed = DelayedTrigger(
        id=tl.next_seq, at=Step.END, source=res.source, source_name=res.source_chars.name,
        controller=res.controller,
        instructions=Instructions.model_construct(targets={}, choose=[], effects=[back]),
        bound=(("triggering", Target(object=card)),))
    return tl.emit(DelayedCreated(rule=cr.DELAYED_TRIGGER, causes=causes(res), delayed=delayed))


@handles(PutFromHand)
def _put_from_hand(tl: Timeline, res: Resolution, e: PutFromHand) -> list[Event]:
    """One card of the kind from its controller's hand, if they have one (and want to)."""
    fits = cards_that_fit(tl, res, tl.state.player(res.controller).hand, e.what, Zone.HAND)
    if not fits or (e.optional and not choices.may(
            tl, res.controller, res.obj, e.RULE, causes(res),
            f"whether to put {article(e.what.text or 'card')} from their hand onto the "
            "battlefield")):
        return []
    (card,) = choices.chosen_objects(tl, res.source, res.controller,
                                     [tl.state.objects[o] for o in fits], 1,
                                     f"{e.what.text or 'card'} to put onto the battlefield",
                                     e.RULE, causes(res))
    return replacement.happen(tl, [enters(tl, card.id, Move.PUT, e.RULE, causes(res),
                                          res.controller, tapped=e.tapped)])
