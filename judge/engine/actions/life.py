"""Gaining and losing life (CR 119.3); "the life lost this way" is remembered for later
instructions of the same resolution."""

from __future__ import annotations

from judge import cr
from judge.cards.phrases import PlayerRef, PlayerScope
from judge.cards.vocabulary import GainLife, LoseLife
from judge.engine import replacement
from judge.engine.events import Event, LifeChanged
from judge.engine.resolution import Resolution, amount, causes, handles, players, referenced
from judge.engine.timeline import Timeline


@handles(GainLife)
def _gain_life(tl: Timeline, res: Resolution, e: GainLife) -> list[Event]:
    return _life(tl, res, e, +1)


@handles(LoseLife)
def _lose_life(tl: Timeline, res: Resolution, e: LoseLife) -> list[Event]:
    done = _life(tl, res, e, -1)
    res.life_lost += sum(-x.amount for x in done if isinstance(x, LifeChanged))
    return done


def _life(tl: Timeline, res: Resolution, e: GainLife | LoseLife, sign: int) -> list[Event]:
    n = amount(tl, res, e.amount)
    if n <= 0:
        return []
    also = (cr.EFFECT_LOOKS_AT_LKI,) if _from_last_known(tl, res, e.player) else ()
    return replacement.gain_life(tl, [
        LifeChanged(rule=e.RULE, also=also, causes=causes(res), player=p, amount=sign * n)
        for p in players(tl, res, e.player)])


def _from_last_known(tl: Timeline, res: Resolution, ref: PlayerRef) -> bool:
    """Does 'controller of t' read an object that has left its zone (608.2h)?"""
    return ref.scope is PlayerScope.CONTROLLER_OF and ref.of is not None and any(
        oid not in tl.state.objects for oid in referenced(tl, res, ref.of))
