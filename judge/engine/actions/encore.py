"""Encore's instructions (CR 702.141a): for each opponent, a token copy of the exiled card
that must attack that opponent this turn, with haste, sacrificed at the next end step. With
more than one opponent, each token must attack its own one: a requirement to attack a
particular player (802.3a), which isn't modeled, so that is refused rather than judged."""

from __future__ import annotations

from functools import cache

from judge.cards.vocabulary import EffectKind, EncoreTokens, Instructions
from judge.engine.events import Event
from judge.engine.resolution import Resolution, follow, handles
from judge.engine.timeline import Timeline
from judge.errors import JudgeError


@handles(EncoreTokens)
def _encore(tl: Timeline, res: Resolution, e: EncoreTokens) -> list[Event]:
    if len(tl.state.opponents(res.controller)) > 1:
        raise JudgeError(f"{res.source_chars.name}'s encore tokens each attack a different "
                         "opponent, which isn't modeled in a game of more than two players")
    return follow(tl, res, _one_token())


@cache
def _one_token() -> tuple[EffectKind, ...]:
    return tuple(Instructions.model_validate({"effects": [
        {"create_token_copy": {"of": "this"}},
        {"continuous": {"affects": "those tokens", "gain": ["haste"]}},
        {"continuous": {"affects": "those tokens", "until": "end of turn",
                        "require": ["attack each combat"]}},
        {"delayed": {"at": "the beginning of the next end step",
                     "effects": [{"sacrifice_it": "those tokens"}]}}]}).effects)
