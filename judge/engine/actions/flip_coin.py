"""Flipping a coin (CR 705): the player who flips calls it and wins or loses the flip (705.2);
how it lands is the scenario's (`choices: coin_flips:`), else a win, marked assumed."""

from __future__ import annotations

from judge.cards.vocabulary import FlipCoin
from judge.engine import choices
from judge.engine.events import CoinFlipped, Event
from judge.engine.resolution import Resolution, causes, chanced_before, follow, handles
from judge.engine.timeline import Timeline


@handles(FlipCoin)
def _flip(tl: Timeline, res: Resolution, e: FlipCoin) -> list[Event]:
    result = choices.coin_flip(tl, res.source, chanced_before(tl, res, CoinFlipped))
    done: list[Event] = [tl.emit(CoinFlipped(rule=e.RULE, causes=causes(res),
                                             assumed=result is None, player=res.controller,
                                             source=res.source, won=result is not False))]
    return done + follow(tl, res, e.won if result is not False else e.lost)
