"""Scry (CR 701.18) and surveil (701.42): the player looks at the top cards of their library and
chooses where each goes; scrying or surveilling 0 is no event at all (701.18b, 701.42c)."""

from __future__ import annotations

from judge.cards.vocabulary import Scry, Surveil
from judge.engine import choices, replacement
from judge.engine.events import Event, LibraryOrdered, Move
from judge.engine.resolution import Resolution, amount, causes, handles
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Scry)
def _scry(tl: Timeline, res: Resolution, e: Scry) -> list[Event]:
    looked = tl.state.player(res.controller).library[:amount(tl, res, e.amount)]
    if not looked:
        return []
    top, bottom = choices.looked_at_cards(tl, res.controller, looked, tl.choices.scry,
                                          "on the bottom", Scry.RULE, causes(res))
    return tl.emit_all([LibraryOrdered(rule=Scry.RULE, causes=causes(res),
                                       player=res.controller, top=top, bottom=bottom)])


@handles(Surveil)
def _surveil(tl: Timeline, res: Resolution, e: Surveil) -> list[Event]:
    looked = tl.state.player(res.controller).library[:amount(tl, res, e.amount)]
    if not looked:
        return []
    top, away = choices.looked_at_cards(tl, res.controller, looked, tl.choices.surveil,
                                        "into the graveyard", Surveil.RULE, causes(res))
    ordered = tl.emit_all([LibraryOrdered(rule=Surveil.RULE, causes=causes(res),
                                          player=res.controller, top=top, bottom=())]
                          if top else [])
    return ordered + replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.SURVEILLED,
                                                  Surveil.RULE, causes(res)) for oid in away])
