"""Mill (CR 701.13): the top cards of a player's library go to their graveyard, at once; a player
mills as many as their library holds (701.13b). A player's whole graveyard exiled (701.11a)."""

from __future__ import annotations

from judge.cards.vocabulary import ExileGraveyard, Mill
from judge.engine import replacement
from judge.engine.library import top_cards
from judge.engine.events import Event, Move
from judge.engine.resolution import Resolution, amount, causes, handles, players
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Mill)
def _mill(tl: Timeline, res: Resolution, e: Mill) -> list[Event]:
    n = amount(tl, res, e.amount)
    milled = [oid for p in players(tl, res, e.player)
              for oid in top_cards(tl.state, p, n, "which cards are milled")]
    return replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.MILLED, Mill.RULE,
                                        causes(res)) for oid in milled])


@handles(ExileGraveyard)
def _exile_graveyard(tl: Timeline, res: Resolution, e: ExileGraveyard) -> list[Event]:
    cards = [oid for p in players(tl, res, e.player) for oid in tl.state.player(p).graveyard]
    return replacement.happen(tl, [move(tl, oid, Zone.EXILE, Move.EXILED, ExileGraveyard.RULE,
                                        causes(res)) for oid in cards])
