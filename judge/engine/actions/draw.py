"""Drawing cards (CR 121): one at a time, each a draw that replacement effects may replace
(121.2, 614.11); a draw from an empty library is remembered for 704.5b (121.4)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Draw, DrawThen, Miracle
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.events import DrewFromEmptyLibrary, Event, Move, Revealed, ZoneChange
from judge.engine.layers import compute
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
                moved = tl.emit(move(tl, drawn, Zone.HAND, Move.DRAWN, rule, causes, player))
                done += [moved] + _miracle(tl, moved, player)
    return done


def _miracle(tl: Timeline, drawn: Event, player: PlayerId) -> list[Event]:
    """702.94a: a card with miracle may be revealed as it is drawn, if it's the first card its
    owner has drawn this turn (those drawn before the scenario count: `drawn_this_turn:`)."""
    assert isinstance(drawn, ZoneChange)
    card = tl.state.objects.get(drawn.new_id)
    if card is None or card.zone is not Zone.HAND or tl.state.player(player).drawn_this_turn != 1 \
            or not any(isinstance(a, Miracle) for a in compute(tl.state).chars[card.id].abilities):
        return []
    if not choices.may(tl, player, card, cr.MIRACLE, (drawn.seq,),
                       subject=f"whether to reveal {card.card.name} for its miracle ability"):
        return []
    return [tl.emit(Revealed(rule=cr.MIRACLE, causes=(drawn.seq,), player=player, obj=card.id,
                             miracle=True))]


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
