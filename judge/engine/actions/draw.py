"""Drawing cards (CR 121): one at a time, each a draw that replacement effects may replace
(121.2, 614.11); a draw from an empty library is remembered for 704.5b (121.4)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Draw, DrawThen
from judge.engine import replacement
from judge.engine.library import top_cards
from judge.engine.events import DrewFromEmptyLibrary, Event, Move, ZoneChange
from judge.engine.proposed_events import DrawCard
from judge.engine.resolution import Resolution, amount, causes, follow, handles, players
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


def draw(tl: Timeline, player: PlayerId, count: int, causes: tuple[int, ...],
         rule: cr.Rule = Draw.RULE) -> list[Event]:
    """121.2: cards are drawn one at a time; from an empty library, 121.4."""
    done: list[Event] = []
    for _ in range(count):
        if tl.state.game_over:
            break
        for outcome in replacement.through(tl, DrawCard(rule=rule, causes=causes,
                                                        player=player)):
            if not isinstance(outcome, DrawCard):
                done += tl.emit_all([outcome])
                continue
            library = tl.state.player(player).library
            if not library:
                done.append(tl.emit(DrewFromEmptyLibrary(
                    rule=cr.DRAW_EMPTY_LIBRARY, also=(rule,), causes=causes, player=player)))
            else:
                drawn = top_cards(tl.state, player, 1, "which card is drawn")[0]
                done.append(tl.emit(move(tl, drawn, Zone.HAND, Move.DRAWN, rule, causes,
                                         player)))
    return done


@handles(Draw)
def _draw(tl: Timeline, res: Resolution, e: Draw) -> list[Event]:
    n = amount(tl, res, e.amount)
    done: list[Event] = []
    for p in players(tl, res, e.player):  # APNAP order (121.2a)
        done += draw(tl, p, n, causes(res))
    return done


@handles(DrawThen)
def _draw_then(tl: Timeline, res: Resolution, e: DrawThen) -> list[Event]:
    """608.2c: 'If you do' asks whether a card was drawn; none is from an empty library, and
    then nothing follows (121.4, 609.3)."""
    n = amount(tl, res, e.amount)
    done: list[Event] = []
    for p in players(tl, res, e.player):
        done += draw(tl, p, n, causes(res))
    if not any(isinstance(ev, ZoneChange) and ev.move is Move.DRAWN for ev in done):
        return done
    return done + follow(tl, res, e.if_drawn)
