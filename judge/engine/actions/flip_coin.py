"""Flipping a coin (CR 705): the player who flips calls it and wins or loses the flip (705.2);
how it lands is the scenario's (`choices: coin_flips:`), else a win, marked assumed."""

from __future__ import annotations

from judge.cards.vocabulary import FlipCoin
from judge.engine import choices
from judge.engine.events import CoinFlipped, Event
from judge.engine.resolution import Resolution, causes, follow, handles
from judge.engine.timeline import Timeline


@handles(FlipCoin)
def _flip(tl: Timeline, res: Resolution, e: FlipCoin) -> list[Event]:
    source = res.obj.ability.source if res.obj.ability is not None else res.obj.id
    root = tl.state.root(source)
    flipped = sum(1 for x in tl.log if isinstance(x, CoinFlipped)
                  and tl.state.root(x.source) == root)
    result = choices.coin_flip(tl, source, flipped)
    done: list[Event] = [tl.emit(CoinFlipped(rule=e.RULE, causes=causes(res),
                                             assumed=result is None, player=res.controller,
                                             source=source, won=result is not False))]
    return done + follow(tl, res, e.won if result is not False else e.lost)
