"""An effect that says a player wins the game (CR 104.2b), unless a "can't win" effect says
otherwise (614.17)."""

from __future__ import annotations

from judge.cards.vocabulary import WinGame
from judge.engine.cant import winning
from judge.engine.events import Event
from judge.engine.resolution import Resolution, causes, handles, players
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline


@handles(WinGame)
def _win_game(tl: Timeline, res: Resolution, e: WinGame) -> list[Event]:
    return [win(tl, p, causes(res)) for p in players(tl, res, e.player)]


def win(tl: Timeline, player: PlayerId, causes: tuple[int, ...]) -> Event:
    return tl.emit(winning(tl.state, player, causes))
