"""Exile (CR 701.11) — also "until this leaves the battlefield" (610.3), and the top cards of
a library to be played for a time (601.3, 611.2a) — and returning permanents to their owners'
hands (608.2c)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import (Exile, ExileFromHand, ExileTop, HandToTop, PlayWindow,
                                    PutInLibrary, ReturnToHand)
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.events import Event, LookedAt, Move, Unaffected, ZoneChange
from judge.engine.resolution import (Resolution, amount, causes, handles, hand_cards_that_fit,
                                     objects, players)
from judge.engine.state import GameState, ObjectId, PlayerId, PlayPermission
from judge.engine.timeline import Timeline, after_events
from judge.engine.entering import enters
from judge.engine.zones import move, moves
from judge.words import Zone


@handles(Exile)
def _exile(tl: Timeline, res: Resolution, e: Exile) -> list[Event]:
    if not e.until_this_leaves:  # remembered for "the exiled card" (607.2a); a card this
        # effect already exiled (400.7j) stays as it is
        return replacement.happen(tl, [replace(move(tl, oid, Zone.EXILE, Move.EXILED, e.RULE,
                                                    causes(res)), exiled_by=res.source)
                                       for oid in objects(tl, res, e.what)
                                       if tl.state.objects[oid].zone is not Zone.EXILE])
    return _exile_until(tl, res, objects(tl, res, e.what))


def _exile_until(tl: Timeline, res: Resolution, cards: list[ObjectId]) -> list[Event]:
    """610.3: exiled until its source leaves the battlefield — unless it already has."""
    source = tl.state.objects.get(res.source)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        # 610.3a-b: the event it lasts until has already happened: nothing moves
        rule = cr.UNTIL_ALREADY_TRIGGER if res.obj.ability is not None and \
            res.obj.ability.triggered else cr.UNTIL_ALREADY_SPELL
        gone = tuple(e.seq for e in tl.log if isinstance(e, ZoneChange)
                     and e.obj == res.source)[-1:]  # what took it away
        return tl.emit_all([Unaffected(
            rule=rule, causes=causes(res) + gone, obj=oid, action="exiled",
            detail=f"{res.source_chars.name} has already left the battlefield, so it would "
                   "return at once: it doesn't move") for oid in cards])
    pending: list[Event] = [replace(move(tl, oid, Zone.EXILE, Move.EXILED, Exile.RULE,
                                         causes(res)), also=(cr.EXILED_UNTIL,),
                                    until_leaves=res.source)
                            for oid in cards]
    return replacement.happen(tl, pending)


@handles(ExileFromHand)
def _exile_from_hand(tl: Timeline, res: Resolution, e: ExileFromHand) -> list[Event]:
    """Each player chooses the cards they exile from their hand, in APNAP order, and all are
    exiled at once (608.2e) — or the player reveals their hand (701.16a) and the controller
    chooses a card of the kind from it, which is exiled."""
    chosen: list[ObjectId] = []
    n = amount(tl, res, e.amount)
    for p in players(tl, res, e.player):
        if e.you_choose is None:
            chosen += choices.cards_to_discard(tl, p, n, e.RULE, causes(res), verb="exile")
            continue
        fits = hand_cards_that_fit(tl, res, p, e.you_choose, "which cards may be chosen")
        chosen += choices.cards_to_discard(tl, p, 1, e.RULE, causes(res), fits,
                                           chooser=res.controller, verb="exile")
    if e.until_this_leaves:
        return _exile_until(tl, res, chosen)
    return replacement.happen(tl, [move(tl, oid, Zone.EXILE, Move.EXILED, e.RULE, causes(res))
                                   for oid in chosen])


@handles(HandToTop)
def _hand_to_top(tl: Timeline, res: Resolution, e: HandToTop) -> list[Event]:
    """Each player chooses the cards from their hand, in APNAP order, and all go on top of
    their libraries at once (608.2e), several in the order their owner chooses (401.4) — or
    the ability's controller looks at the hand (701.16e) and chooses one card of the kind."""
    tops: list[ObjectId] = []
    done: list[Event] = []
    n = amount(tl, res, e.amount)
    for p in players(tl, res, e.player):
        if e.you_choose is None:
            chosen = choices.cards_to_discard(tl, p, n, e.RULE, causes(res),
                                              verb="put on top of their library")
        else:
            fits = hand_cards_that_fit(tl, res, p, e.you_choose, "which cards may be chosen")
            done.append(tl.emit(LookedAt(rule=cr.LOOK, causes=causes(res),
                                         player=res.controller, owner=p,
                                         cards=tuple(tl.state.player(p).hand), hand=True)))
            chosen = choices.cards_to_discard(tl, p, 1, e.RULE, causes(res), fits,
                                              chooser=res.controller,
                                              verb="put on top of their library")
        if len(chosen) > 1:
            chosen = list(choices.library_order(tl, p, p, chosen, cr.LIBRARY_POSITION_ORDER,
                                                causes(res)))
        tops += reversed(chosen)  # each goes on top: the last put is the top card
    return done + replacement.happen(tl, [move(tl, oid, Zone.LIBRARY, Move.PUT, e.RULE,
                                               causes(res)) for oid in tops])


@handles(PutInLibrary)
def _put_in_library(tl: Timeline, res: Resolution, e: PutInLibrary) -> list[Event]:
    top = {2: "second from the top", 3: "third from the top"}.get(e.from_top, "on the top")
    pending: list[Event] = []
    for oid in objects(tl, res, e.what):
        obj = tl.state.objects[oid]
        put = replace(move(tl, oid, Zone.LIBRARY, Move.PUT, e.RULE, causes(res)),
                      bottom=e.bottom or e.owner_chooses and choices.on_the_bottom(
                          tl, obj.owner, obj, causes(res), top))
        if e.from_top > 1 and not put.bottom:  # under cards on top: 401.7
            cards = len(tl.state.player(obj.owner).library)
            put = replace(put, under=e.from_top - 1) if cards >= e.from_top - 1 else replace(
                put, bottom=True, also=put.also + (cr.NTH_FROM_TOP,))
        pending.append(put)
    return replacement.happen(tl, pending)


@handles(ExileTop)
def _exile_top(tl: Timeline, res: Resolution, e: ExileTop) -> list[Event]:
    state = tl.state
    permission = None if e.play is None else PlayPermission(
        res.controller, _last_turn(state, res.controller, e.play), e.cast_only, e.free)
    pending: list[Event] = [
        replace(move(tl, oid, Zone.EXILE, Move.EXILED if permission is None
                     else Move.EXILED_TO_PLAY, e.RULE, causes(res)),
                permission=permission,
                also=(cr.LASTS_AS_STATED,) if permission is not None else ())
        for p in players(tl, res, e.of or e.player)
        for oid in top_cards(state, p, amount(tl, res, e.amount), "which cards are exiled")]
    return replacement.happen(tl, pending)


def _last_turn(state: GameState, player: PlayerId, window: PlayWindow) -> int:
    """The turn at whose end the permission ends: this one, or the player's next (514.2)."""
    if window is PlayWindow.THIS_TURN:
        return state.turn
    order = [p.id for p in state.players]
    ahead = (order.index(player) - order.index(state.active)) % len(order)
    return state.turn + (ahead or len(order))


@after_events
def _returns(tl: Timeline, before: GameState, done: list[Event]) -> None:
    """610.3, 610.3d: the cards exiled until a permanent leaves return to the zone they came
    from, together, as soon as it has left: the battlefield, under their owners' control
    (610.3c), or their owners' hands."""
    if not before.exiled_until:
        return
    left = {e.obj: e.seq for e in done if isinstance(e, ZoneChange)
            and e.origin is Zone.BATTLEFIELD}
    back: list[Event] = []
    for source, card in before.exiled_until:
        obj = tl.state.objects.get(card)
        if source in left and obj is not None and obj.zone is Zone.EXILE:
            came_from = next((e.origin for e in reversed(tl.log) if isinstance(e, ZoneChange)
                              and e.new_id == card), Zone.BATTLEFIELD)
            back.append(move(tl, obj.id, Zone.HAND, Move.RETURNED, cr.EXILED_UNTIL,
                             (left[source],)) if came_from is Zone.HAND else
                        replace(enters(tl, obj.id, Move.RETURNED, cr.EXILED_UNTIL,
                                       (left[source],), obj.owner),
                                also=(cr.RETURNS_TO_OWNER,)))
    if len(back) > 1:  # 610.3d: at the same time
        back = [replace(e, also=e.also + (cr.RETURN_TOGETHER,)) for e in back]
    if back:
        replacement.happen(tl, back)


@handles(ReturnToHand)
def _return(tl: Timeline, res: Resolution, e: ReturnToHand) -> list[Event]:
    if not e.choose_one:
        return moves(tl, res, e.what, Zone.HAND, Move.RETURNED, ReturnToHand.RULE)
    fits = [tl.state.objects[o] for o in objects(tl, res, e.what)]
    if not fits:
        return []
    chosen = choices.chosen_objects(tl, res.source, res.controller, fits, 1,
                                    f"which of {e.what.text} to return", e.RULE, causes(res))
    return replacement.happen(tl, [move(tl, chosen[0].id, Zone.HAND, Move.RETURNED, e.RULE,
                                        causes(res))])
