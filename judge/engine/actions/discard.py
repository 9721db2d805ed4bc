"""Discard (CR 701.8): each player chooses, in APNAP order, then all are discarded at once
(608.2e) — or, where the words say so, the hand is revealed and the ability's controller
chooses among the cards of the kind named (701.8a)."""

from __future__ import annotations


from judge import cr
from judge.cards.vocabulary import Discard
from judge.engine import choices, replacement
from judge.engine.events import Event, Move
from judge.engine.resolution import Resolution, amount, cards_that_fit, causes, handles, players
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Discard)
def _discard(tl: Timeline, res: Resolution, e: Discard) -> list[Event]:
    n = amount(tl, res, e.amount)
    chosen: list[ObjectId] = []
    for p in players(tl, res, e.player):
        if e.hand:
            chosen += tl.state.player(p).hand
        elif e.all_of is not None:
            chosen += cards_that_fit(tl, res, tl.state.player(p).hand, e.all_of, Zone.HAND)
        elif e.you_choose is not None:
            fits = cards_that_fit(tl, res, tl.state.player(p).hand, e.you_choose, Zone.HAND)
            chosen += choices.cards_to_discard(tl, p, n, Discard.RULE, causes(res), fits,
                                               chooser=res.controller)
        else:  # 701.8b: at random, the card that came up
            chosen += choices.cards_to_discard(
                tl, p, n, cr.DISCARD_RANDOM if e.at_random else Discard.RULE, causes(res),
                random=e.at_random)
    return replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED, Discard.RULE,
                                        causes(res)) for oid in chosen])
