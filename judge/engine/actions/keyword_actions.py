"""Keyword actions that put +1/+1 counters on a permanent the words choose (CR 701): bolster
(701.33a), adapt (701.43a), monstrosity (701.31a), amass (701.44a), explore (701.40a) and
connive (701.47a); and the keywords renown (702.112a) and fabricate (702.123a)."""

from __future__ import annotations

from judge.cards.vocabulary import (
    Adapt,
    Amass,
    BecomeRenowned,
    BecomeSaddled,
    Bolster,
    Connive,
    Continuous,
    CountersOrServos,
    CreateToken,
    Explore,
    Monstrosity,
)
from judge import cr
from judge.cr import Rule
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.actions.draw import draw
from judge.engine.events import (CountersChanged, Designated, Event, Move, PermanentActed,
                                 Revealed)
from judge.engine.layers import compute
from judge.engine.resolution import (HANDLERS, Resolution, causes, handles, known, must_know,
                                     objects)
from judge.engine.state import GameObject, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import CardType, Designation, Zone, count_of


def _counters(tl: Timeline, res: Resolution, oid: ObjectId, n: int, rule: Rule) -> list[Event]:
    """+1/+1 counters put by an effect, through replacement effects (614.16)."""
    return replacement.happen(tl, [CountersChanged(rule=rule, causes=causes(res), obj=oid,
                                                   kind="+1/+1", amount=n)])


def _yours(tl: Timeline, player: PlayerId, subtype: str | None = None) -> list[GameObject]:
    board = compute(tl.state).chars
    return [o for o in tl.state.in_play_order()
            if board[o.id].controller == player and board[o.id].is_creature
            and (subtype is None or subtype in board[o.id].subtypes)]


@handles(Bolster)
def _bolster(tl: Timeline, res: Resolution, e: Bolster) -> list[Event]:
    """701.33a: among the creatures with the least toughness, the controller chooses one."""
    mine = _yours(tl, res.controller)
    if not mine:
        return []
    board = compute(tl.state).chars
    least = min(board[o.id].toughness or 0 for o in mine)
    tied = [o for o in mine if (board[o.id].toughness or 0) == least]
    chosen = choices.chosen_objects(tl, res.source, res.controller, tied, 1,
                                    "the creature with the least toughness to bolster",
                                    e.RULE, causes(res))
    return _counters(tl, res, chosen[0].id, e.amount, e.RULE)


@handles(Adapt)
def _adapt(tl: Timeline, res: Resolution, e: Adapt) -> list[Event]:
    obj = tl.state.objects.get(res.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.counters.get("+1/+1") > 0:
        return []
    return _counters(tl, res, obj.id, e.amount, e.RULE)


@handles(Monstrosity)
def _monstrosity(tl: Timeline, res: Resolution, e: Monstrosity) -> list[Event]:
    obj = tl.state.objects.get(res.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or Designation.MONSTROUS in obj.designations:
        return []
    done = _counters(tl, res, obj.id, e.amount, e.RULE)
    return done + [tl.emit(Designated(rule=e.RULE, causes=causes(res), obj=obj.id,
                                      designation=Designation.MONSTROUS))]


@handles(BecomeSaddled)
def _saddled(tl: Timeline, res: Resolution, e: BecomeSaddled) -> list[Event]:
    return _designate(tl, res, e.RULE, Designation.SADDLED)


@handles(BecomeRenowned)
def _renowned(tl: Timeline, res: Resolution, e: BecomeRenowned) -> list[Event]:
    return _designate(tl, res, e.RULE, Designation.RENOWNED)


def _designate(tl: Timeline, res: Resolution, rule: Rule,
               designation: Designation) -> list[Event]:
    """The ability's permanent gets the mark, if it is still on the battlefield."""
    obj = tl.state.objects.get(res.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    return [tl.emit(Designated(rule=rule, causes=causes(res), obj=obj.id,
                               designation=designation))]


_SERVO = {"name": "Servo", "colors": [], "types": ["artifact", "creature"],
          "subtypes": ["Servo"], "power": 1, "toughness": 1}


@handles(CountersOrServos)
def _fabricate(tl: Timeline, res: Resolution, e: CountersOrServos) -> list[Event]:
    """702.123a: counters if its controller wants them and can put them on it; else Servos."""
    obj = tl.state.objects.get(res.source)
    if obj is not None and obj.zone is Zone.BATTLEFIELD and choices.may(
            tl, res.controller, obj, e.RULE, causes(res),
            f"whether to put {count_of(e.amount, '+1/+1 counter')} on {obj.name} rather than "
            f"create Servos"):
        return _counters(tl, res, obj.id, e.amount, e.RULE)
    servos = CreateToken.model_validate({"amount": e.amount, "token": _SERVO})
    return HANDLERS[CreateToken](tl, res, servos)


@handles(Amass)
def _amass(tl: Timeline, res: Resolution, e: Amass) -> list[Event]:
    """701.44a: an Army token first if there is none; then the counters on the one chosen."""
    done: list[Event] = []
    if not _yours(tl, res.controller, "Army"):
        token = CreateToken.model_validate({"token": {
            "name": f"{e.army} Army", "colors": ["black"], "types": ["creature"],
            "subtypes": [e.army, "Army"], "power": 0, "toughness": 0}})
        done += HANDLERS[CreateToken](tl, res, token)
    armies = _yours(tl, res.controller, "Army")
    if not armies:
        return done
    army = choices.chosen_objects(tl, res.source, res.controller, armies, 1,
                                  "the Army to amass on", e.RULE, causes(res))[0]
    done += _counters(tl, res, army.id, e.amount, e.RULE)
    if e.army not in compute(tl.state).chars[army.id].subtypes:
        res.bound = {**res.bound, "army": Target(object=army.id)}
        becomes = Continuous.model_validate({"affects": "army", "add_subtypes": [e.army]})
        done += HANDLERS[Continuous](tl, res, becomes)
    return done


@handles(Explore)
def _explore(tl: Timeline, res: Resolution, e: Explore) -> list[Event]:
    """701.40a: its controller reveals their top card; a land goes to their hand, otherwise a
    +1/+1 counter on it, and they may put the card into their graveyard."""
    done: list[Event] = []
    for oid in objects(tl, res, e.what) or [res.source]:
        info = known(tl, oid)  # 701.40c: as it last was, if it has left
        if info is None:
            continue
        player = info.controller
        done += _explore_one(tl, res, e, oid, player)
        # 701.40b: it has explored, whatever it could do
        done.append(tl.emit(PermanentActed(rule=cr.EXPLORED, causes=causes(res), obj=oid,
                                           player=player, action="explore")))
    return done


def _explore_one(tl: Timeline, res: Resolution, e: Explore, oid: ObjectId,
                 player: PlayerId) -> list[Event]:
    done: list[Event] = []
    if not tl.state.player(player).library:
        return done
    top = top_cards(tl.state, player, 1, "which card is revealed")[0]
    must_know(tl.state, top, "exploring")  # 701.40a: a land card or not
    done.append(tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=player, obj=top)))
    if CardType.LAND in compute(tl.state).chars[top].types:
        return done + replacement.happen(tl, [move(tl, top, Zone.HAND, Move.PUT, e.RULE,
                                                   causes(res))])
    if oid in tl.state.objects and tl.state.objects[oid].zone is Zone.BATTLEFIELD:
        done += _counters(tl, res, oid, 1, e.RULE)
    if choices.may(tl, player, res.obj, e.RULE, causes(res),
                   subject=f"whether to put {tl.state.name(top)} into the graveyard"):
        done += replacement.happen(tl, [move(tl, top, Zone.GRAVEYARD, Move.PUT, e.RULE,
                                             causes(res))])
    return done


@handles(Connive)
def _connive(tl: Timeline, res: Resolution, e: Connive) -> list[Event]:
    """701.47a: draw a card, then discard a card; a nonland card discarded: a +1/+1
    counter."""
    done: list[Event] = []
    for oid in objects(tl, res, e.what) or [res.source]:
        info = known(tl, oid)  # 701.47c
        if info is None:
            continue
        player = info.controller
        done += draw(tl, player, 1, causes(res), e.RULE)
        chosen = choices.cards_to_discard(tl, player, 1, e.RULE, causes(res))
        board = compute(tl.state).chars
        nonland = [c for c in chosen if CardType.LAND not in board[c].types]
        done += replacement.happen(tl, [move(tl, c, Zone.GRAVEYARD, Move.DISCARDED, e.RULE,
                                             causes(res)) for c in chosen])
        if nonland and oid in tl.state.objects \
                and tl.state.objects[oid].zone is Zone.BATTLEFIELD:
            done += _counters(tl, res, oid, 1, e.RULE)
        done.append(tl.emit(PermanentActed(rule=cr.CONNIVED, causes=causes(res), obj=oid,
                                           player=player, action="connive")))  # 701.47b
    return done
