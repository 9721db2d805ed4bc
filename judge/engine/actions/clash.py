"""Clash (CR 701.23): you and an opponent each reveal the top card of your library (701.23a-c);
you win with a higher mana value than every other card revealed (701.23d). Then, in APNAP order,
each of you may put the card on the bottom of your library, and what the clash decides is done."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Clash
from judge.engine import choices
from judge.engine.library import top_cards
from judge.engine.events import ChoiceMade, Clashed, Event, LibraryOrdered, Revealed
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, follow, handles, must_know
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline


@handles(Clash)
def _clash(tl: Timeline, res: Resolution, e: Clash) -> list[Event]:
    you = res.controller
    opponent = _opponent(tl, res)
    state = tl.state
    clashing = [p for p in state.apnap() if p in (you, opponent)]
    revealed = {p: top_cards(state, p, 1, "which card is revealed")[0] for p in clashing
                if state.player(p).library}
    done: list[Event] = []
    for p, card in revealed.items():
        must_know(state, card, "a clash")
        done.append(tl.emit(Revealed(rule=cr.CLASH, causes=causes(res), player=p, obj=card)))
    board = compute(tl.state).chars
    value = {p: board[card].mana_value for p, card in revealed.items()}
    won = you in value and all(value[you] > v for p, v in value.items() if p != you)
    shown = ", ".join(f"{p}: {tl.state.name(card)}, mana value {value[p]}"
                      for p, card in revealed.items()) or "no cards"
    done.append(tl.emit(Clashed(rule=cr.CLASH_WON, causes=tuple(d.seq for d in done) or
                                causes(res), player=you, opponent=opponent, won=won,
                                detail=shown)))
    for p, card in revealed.items():  # 701.23c: decided in APNAP order, then moved together
        if choices.clash_to_bottom(tl, p, card, cr.CLASH, causes(res)):
            done += tl.emit_all([LibraryOrdered(rule=cr.CLASH, causes=causes(res), player=p,
                                                top=(), bottom=(card,))])
    return done + follow(tl, res, e.effects if won else e.otherwise)


def _opponent(tl: Timeline, res: Resolution) -> PlayerId:
    """701.23b: the opponent the player chooses; with several, the next in turn order,
    assumed."""
    living = [p for p in tl.state.opponents(res.controller) if not tl.state.player(p).lost]
    if len(living) > 1:
        tl.emit(ChoiceMade(rule=cr.CLASH_WITH_AN_OPPONENT, causes=causes(res), assumed=True,
                           player=res.controller, subject="the opponent to clash with",
                           chosen=(living[0],), options=tuple(living)))
    return living[0]
