"""The monarch (CR 722): a player becomes the monarch, and the one before stops being it
(722.3)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import BecomeMonarch
from judge.engine.events import Event, MonarchChanged
from judge.engine.resolution import Resolution, causes, handles, players
from judge.engine.timeline import Timeline


@handles(BecomeMonarch)
def _become_monarch(tl: Timeline, res: Resolution, e: BecomeMonarch) -> list[Event]:
    done: list[Event] = []
    for player in players(tl, res, e.player):
        was = tl.state.monarch
        if was == player:
            continue  # already the monarch: nothing changes
        also = (cr.ONE_MONARCH,) if was is not None else ()
        done.append(tl.emit(MonarchChanged(rule=BecomeMonarch.RULE, also=also,
                                           causes=causes(res), player=player, was=was)))
    return done
