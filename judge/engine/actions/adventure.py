"""The initiative (CR 723), venturing into the dungeon (701.46) and the Ring tempting a player
(701.52): designations and counts a player keeps, changed by instructions."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import RingTempts, TakeInitiative, Venture
from judge.engine import dungeons
from judge.engine.events import ChoiceMade, Event, InitiativeTaken, RingTempted
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, players
from judge.engine.state import GameObject, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError


@handles(TakeInitiative)
def _take_initiative(tl: Timeline, res: Resolution, e: TakeInitiative) -> list[Event]:
    done: list[Event] = []
    for player in players(tl, res, e.player):
        was = tl.state.initiative
        also = (cr.ONE_INITIATIVE,) if was not in (None, player) else \
            (cr.TAKE_INITIATIVE_AGAIN,) if was == player else ()
        done.append(tl.emit(InitiativeTaken(rule=TakeInitiative.RULE, also=also,
                                            causes=causes(res), player=player, was=was)))
    return done


@handles(Venture)
def _venture(tl: Timeline, res: Resolution, e: Venture) -> list[Event]:
    done: list[Event] = []
    for player in players(tl, res, e.player):
        done += dungeons.venture(tl, player, "Undercity" if e.undercity else None, causes(res))
    return done


@handles(RingTempts)
def _ring_tempts(tl: Timeline, res: Resolution, e: RingTempts) -> list[Event]:
    done: list[Event] = []
    for player in players(tl, res, e.player):
        was = ring_bearer(tl, player)
        bearer = _bearer_chosen(tl, player, was, causes(res))
        times = tl.state.player(player).ring_tempted + 1
        also = (cr.RING_EMBLEM,) if times == 1 else ()
        done.append(tl.emit(RingTempted(
            rule=RingTempts.RULE, also=(*also, cr.RING_TEMPTED) if bearer is None else also,
            causes=causes(res), player=player, times=times,
            bearer=bearer.id if bearer is not None else None,
            was=was.id if was is not None else None)))
    return done


def ring_bearer(tl: Timeline, player: PlayerId) -> GameObject | None:
    """701.52e: the player's Ring-bearer, on the battlefield under their control."""
    oid = tl.state.player(player).ring_bearer
    obj = tl.state.objects.get(oid) if oid is not None else None
    board = compute(tl.state)
    if obj is None or oid not in board.chars or board.chars[obj.id].controller != player:
        return None
    return obj


def _bearer_chosen(tl: Timeline, player: PlayerId, was: GameObject | None,
                   causes: tuple[int, ...]) -> GameObject | None:
    """701.52a: a creature the player controls: the scenario's next choice for them; default:
    their Ring-bearer if they still control it, else the one they have controlled longest,
    assumed. None if they control no creature."""
    state, board = tl.state, compute(tl.state)
    creatures = sorted((o for o in state.battlefield() if board.chars[o.id].is_creature
                        and board.chars[o.id].controller == player), key=lambda o: o.timestamp)
    if not creatures:
        return None
    before = sum(1 for x in tl.log if isinstance(x, RingTempted) and x.player == player)
    wanted = tl.choices.ring_bearer.get(player, ())
    named = wanted[before] if before < len(wanted) else None
    if named is None:
        chosen = was if was is not None else creatures[0]
    else:
        now = state.current(ObjectId(named))
        found = next((o for o in creatures if o.id == now), None)
        if found is None:
            raise IllegalActionError(
                f"choices.ring_bearer: {named} isn't a creature {player} controls", cr.RING_TEMPTS,
                tl.choices.where.get(("ring_bearer", player)))
        chosen = found
    tl.emit(ChoiceMade(rule=cr.RING_TEMPTS, causes=causes, assumed=named is None, player=player,
                       subject="a creature to be their Ring-bearer", chosen=(chosen.id,),
                       options=tuple(o.id for o in creatures)))
    return chosen
