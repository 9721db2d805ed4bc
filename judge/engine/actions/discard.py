"""Discard (CR 701.8): each player chooses, in APNAP order, then all are discarded at once
(608.2e) — or, where the words say so, the hand is revealed (or looked at, 701.16e) and the
ability's controller chooses among the cards of the kind named (701.8b), perhaps none where
the words let them (608.2d), and what follows turns on whether they chose one (608.2c)."""

from __future__ import annotations


from judge import cr
from judge.cards.vocabulary import Discard
from judge.engine import choices, replacement
from judge.engine.events import Event, LookedAt, Move
from judge.engine.resolution import (Resolution, amount, causes, follow, hand_cards_that_fit,
                                     handles, players)
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Discard)
def _discard(tl: Timeline, res: Resolution, e: Discard) -> list[Event]:
    n = amount(tl, res, e.amount)
    chosen: list[ObjectId] = []
    done: list[Event] = []
    for p in players(tl, res, e.player):
        if e.hand:
            chosen += tl.state.player(p).hand
        elif e.all_of is not None:
            chosen += hand_cards_that_fit(tl, res, p, e.all_of, "which cards are discarded")
        elif e.you_choose is not None:
            fits = hand_cards_that_fit(tl, res, p, e.you_choose, "which cards may be chosen")
            if e.looked:  # 701.16e: the chooser alone sees the hand
                done.append(tl.emit(LookedAt(rule=cr.LOOK, causes=causes(res),
                                             player=res.controller, owner=p,
                                             cards=tuple(tl.state.player(p).hand), hand=True)))
            chosen += choices.cards_to_discard(tl, p, n, Discard.RULE, causes(res), fits,
                                               chooser=res.controller, up_to=e.up_to)
        else:  # 701.8b: at random, the card that came up
            chosen += choices.cards_to_discard(
                tl, p, n, cr.DISCARD_RANDOM if e.at_random else Discard.RULE, causes(res),
                random=e.at_random)
    done += replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED, Discard.RULE,
                                         causes(res)) for oid in chosen])
    # "If you do, …" / "If you don't, …": whether a card was chosen (608.2c)
    return done + follow(tl, res, e.if_chosen if chosen else e.if_none)
