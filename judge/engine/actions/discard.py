"""Discard (CR 701.8): each player chooses, in APNAP order, then all are discarded at once
(608.2e) — or, where the words say so, the hand is revealed (or looked at, 701.16e) and the
ability's controller chooses among the cards of the kind named (701.8b), perhaps none where
the words let them (608.2d), and what follows turns on whether they chose one (608.2c).
'…, then draws that many cards': once all have discarded, each player draws as many as they
discarded (121.2), the active player first (121.2c)."""

from __future__ import annotations


from judge import cr
from judge.cards.vocabulary import Discard
from judge.engine import choices, replacement
from judge.engine.actions.draw import draw
from judge.engine.events import Event, LookedAt, Move, Revealed
from judge.engine.resolution import (Resolution, amount, causes, follow, hand_cards_that_fit,
                                     handles, players)
from judge.engine.state import ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Discard)
def _discard(tl: Timeline, res: Resolution, e: Discard) -> list[Event]:
    n = amount(tl, res, e.amount)
    chosen: list[ObjectId] = []
    done: list[Event] = []
    discarded: dict[PlayerId, int] = {}  # how many each player discarded this way
    for p in players(tl, res, e.player):
        hand = tl.state.player(p).hand
        if e.hand:
            if e.optional and not choices.may(tl, p, res.obj, Discard.RULE, causes(res),
                                              subject="whether to discard their hand"):
                continue
            picked = list(hand)
        elif e.all_of is not None:
            picked = hand_cards_that_fit(tl, res, p, e.all_of, "which cards are discarded")
        elif e.you_choose is not None:
            fits = hand_cards_that_fit(tl, res, p, e.you_choose, "which cards may be chosen")
            if e.reveal is not None:  # 701.16a: the cards the player chooses to show
                shown = choices.cards_to_reveal(tl, res.source, p, amount(tl, res, e.reveal),
                                                cr.REVEAL, causes(res))
                done += [tl.emit(Revealed(rule=cr.REVEAL, causes=causes(res), player=p,
                                          obj=oid)) for oid in shown]
                fits = [oid for oid in fits if oid in shown]
            if e.looked:  # 701.16e: the chooser alone sees the hand
                done.append(tl.emit(LookedAt(rule=cr.LOOK, causes=causes(res),
                                             player=res.controller, owner=p,
                                             cards=tuple(hand), hand=True)))
            picked = choices.cards_to_discard(tl, p, n, Discard.RULE, causes(res), fits,
                                              chooser=res.controller, up_to=e.up_to)
        elif e.any_number or e.up_to:  # the player's own choice, of fewer or none
            picked = choices.cards_to_discard(tl, p, len(hand) if e.any_number else n,
                                              Discard.RULE, causes(res), up_to=True)
        else:  # 701.8b: at random, the card that came up
            picked = choices.cards_to_discard(
                tl, p, n, cr.DISCARD_RANDOM if e.at_random else Discard.RULE, causes(res),
                random=e.at_random)
        discarded[p] = len(picked)
        chosen += picked
    done += replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED, Discard.RULE,
                                         causes(res)) for oid in chosen])
    if e.then_draw is not None:
        greatest = max(discarded.values(), default=0)
        for p, count in discarded.items():  # the active player first (121.2c)
            base = count if e.then_draw == "that many" else greatest
            done += draw(tl, p, max(0, base + e.draw_plus), causes(res))
    # "If you do, …" / "If you don't, …": whether a card was chosen (608.2c)
    return done + follow(tl, res, e.if_chosen if chosen else e.if_none)
