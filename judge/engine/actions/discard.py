"""Discard (CR 701.8): each player chooses, in APNAP order, then all are discarded at once
(608.2e) — or, where the words say so, the hand is revealed and the ability's controller
chooses among the cards of the kind named (701.8a)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards.vocabulary import Discard
from judge.engine import choices, replacement
from judge.engine.events import Event, Move
from judge.engine.layers import compute, matches
from judge.engine.resolution import Resolution, amount, causes, handles, players
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
        elif e.you_choose is not None:
            board = compute(tl.state)
            kind = replace(e.you_choose, zones=frozenset({Zone.HAND}))  # "from it": the hand
            fits = [o for o in tl.state.player(p).hand
                    if matches(board.chars[o], kind, res.controller, res.source,
                               tl.state.objects[o])]
            chosen += choices.cards_to_discard(tl, p, n, Discard.RULE, causes(res), fits,
                                               chooser=res.controller)
        else:
            chosen += choices.cards_to_discard(tl, p, n, Discard.RULE, causes(res))
    return replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED, Discard.RULE,
                                        causes(res)) for oid in chosen])
