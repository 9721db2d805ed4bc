"""Effects that say something can't happen (CR 614.17): "you can't lose the game", "your
opponents can't win the game", "players can't gain life". They are not replacement effects, but
work much like them."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Cant, GameOutcome
from judge.engine.events import Event, GameEnded, LifeChanged
from judge.engine.proposed_events import CantHappen
from judge.engine.layers import compute
from judge.engine.state import GameObject, GameState, PlayerId
from judge.engine.conditions import whose_matches


def winning(state: GameState, player: PlayerId, causes: tuple[int, ...]) -> Event:
    """104.2b: an effect says the player wins, unless a "can't win" effect says otherwise."""
    ended = GameEnded(rule=cr.WIN_BY_EFFECT, causes=causes, winner=player)
    blocker = cant(state, player, GameOutcome.WIN)
    if blocker is None:
        return ended
    return CantHappen(rule=cr.CANT, causes=causes, replaced=ended, source=blocker.id,
                      source_name=state.name(blocker.id), detail=f"{player} can't win the game")


def life_gained(state: GameState, events: list[LifeChanged]) -> list[Event]:
    """Life a player would gain, unless a "can't gain life" effect says they can't."""
    found: list[Event] = []
    for e in events:
        blocker = cant(state, e.player, GameOutcome.GAIN_LIFE) if e.amount > 0 else None
        found.append(e if blocker is None else CantHappen(
            rule=cr.CANT, causes=e.causes, replaced=e, source=blocker.id,
            source_name=state.name(blocker.id), detail=f"{e.player} can't gain life"))
    return found


def cant(state: GameState, player: PlayerId, what: GameOutcome) -> GameObject | None:
    """A permanent that says this player can't do `what` ('lose the game'), if any."""
    board = compute(state)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        for ab in chars.abilities:
            if isinstance(ab, Cant) and ab.what is what and whose_matches(
                    ab.who, player, chars.controller):
                return obj
    return None

