"""What a static ability prohibits a player from beginning to do (CR 601.3, 101.2): "each
player can't cast more than one spell each turn". A "can't" wins over any rule or effect that
allows the action, a resolving spell's "you may cast" among them."""

from __future__ import annotations

from dataclasses import replace

from judge.cards.phrases import ObjectFilter
from judge.cards.vocabulary import CastLimit
from judge.engine.conditions import whose_matches
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.state import GameObject, GameState, PlayerId
from judge.errors import JudgeError
from judge.words import Zone


def cast_prohibited(state: GameState, player: PlayerId, card: GameObject,
                    chars: Characteristics) -> str | None:
    """Why `player` can't begin to cast `card` (with these characteristics as a spell), or
    None: a permanent's limit on how many spells of its kind they cast each turn."""
    board = compute(state).chars
    spell = replace(card, zone=Zone.STACK, controller=player)
    me = state.player(player)
    for obj in state.in_play_order():
        source = board[obj.id]
        for limit in (a for a in source.abilities if isinstance(a, CastLimit)):
            if not whose_matches(limit.who, player, source.controller) \
                    or not matches(chars, limit.spells, source.controller, obj.id, spell):
                continue
            cast = sum(1 for c in me.spells_this_turn
                       if matches(c.chars, limit.spells, source.controller, obj.id, c.spell))
            before = me.cast_this_turn - len(me.spells_this_turn)  # of no known kind
            if replace(limit.spells, text="") == _ANY_SPELL:
                cast += before
            elif before and cast < limit.most:
                raise JudgeError(
                    f"whether {player} may cast {chars.name} turns on the {before} spell(s) they "
                    "cast this turn before the scenario began, and their kind isn't known: cast "
                    "them in the scenario's actions instead of counting them in cast_this_turn")
            if cast >= limit.most:
                return (f"{source.name} says {limit.describe()}, and {player} has cast "
                        f"{cast} this turn")
    return None


_ANY_SPELL = ObjectFilter(zones=frozenset({Zone.STACK}))
