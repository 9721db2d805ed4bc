"""Scry (CR 701.18) and surveil (701.42): the player looks at the top cards of their library and
chooses where each goes; scrying or surveilling 0 is no event at all (701.18b, 701.42c)."""

from __future__ import annotations

from typing import Mapping

from judge.cards.vocabulary import Rearrange, Scry, Surveil
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.events import Event, LibraryOrdered, LookedAtTop, Move
from judge.engine.resolution import Resolution, amount, causes, handles, players
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


def _look(tl: Timeline, res: Resolution, e: Scry | Surveil,
          chosen: Mapping[PlayerId, choices.Placed], where: str) -> choices.Placed | None:
    """The looked-at cards placed: (back on top, the others); None when there are none."""
    looked = top_cards(tl.state, res.controller, amount(tl, res, e.amount),
                       "which cards are looked at")
    if not looked:
        return None
    return choices.looked_at_cards(tl, res.controller, looked, chosen, where, e.RULE,
                                   causes(res))


@handles(Scry)
def _scry(tl: Timeline, res: Resolution, e: Scry) -> list[Event]:
    placed = _look(tl, res, e, tl.choices.scry, "on the bottom")
    done = [] if placed is None else tl.emit_all([LibraryOrdered(
        rule=e.RULE, causes=causes(res), player=res.controller, top=placed[0],
        bottom=placed[1])])
    return done + _done(tl, res, e, "scry")


@handles(Rearrange)
def _rearrange(tl: Timeline, res: Resolution, e: Rearrange) -> list[Event]:
    """401.4: the controller looks at the top cards and puts them back in the order they
    choose."""
    n = amount(tl, res, e.amount)
    done: list[Event] = []
    for owner in players(tl, res, e.player):
        looked = top_cards(tl.state, owner, n, "which cards are looked at")
        if not looked:
            continue
        order = choices.library_order(tl, res.controller, owner, looked, e.RULE, causes(res))
        done += tl.emit_all([LibraryOrdered(rule=e.RULE, causes=causes(res), player=owner,
                                            top=order, bottom=())])
    return done


@handles(Surveil)
def _surveil(tl: Timeline, res: Resolution, e: Surveil) -> list[Event]:
    placed = _look(tl, res, e, tl.choices.surveil, "into the graveyard")
    done: list[Event] = []
    if placed is not None:
        top, away = placed
        done += tl.emit_all([LibraryOrdered(rule=e.RULE, causes=causes(res),
                                            player=res.controller, top=top, bottom=())]
                            if top else [])
        done += replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.SURVEILLED,
                                             e.RULE, causes(res)) for oid in away])
    return done + _done(tl, res, e, "surveil")


def _done(tl: Timeline, res: Resolution, e: Scry | Surveil, action: str) -> list[Event]:
    """701.18b-d, 701.42c-d: the player has scried (surveilled), even with fewer cards than
    the number, unless the number is 0."""
    n = amount(tl, res, e.amount)
    if n <= 0:
        return []
    return [tl.emit(LookedAtTop(rule=e.RULE, causes=causes(res), player=res.controller,
                                action=action, amount=n))]
