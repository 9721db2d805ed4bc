"""Sacrifice (CR 701.17): a player sacrifices permanents of their choice, or an object the
ability names — only a permanent its controller still controls (701.17a); exploit's sacrifice
(702.110a)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards.vocabulary import ExploitSacrifice, Sacrifice, SacrificeIt
from judge.engine import choices, replacement
from judge.engine.events import Event, Move, Unaffected
from judge.engine.layers import compute, matches
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.state import GameObject
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Sacrifice)
def _sacrifice(tl: Timeline, res: Resolution, e: Sacrifice) -> list[Event]:
    n = amount(tl, res, e.amount)
    board = compute(tl.state)
    chosen: list[GameObject] = []
    for p in players(tl, res, e.player):
        mine = [o for o in tl.state.in_play_order()
                if board.chars[o.id].controller == p
                and matches(board.chars[o.id], e.what, p, res.source, o)]
        chosen += choices.permanents_to_sacrifice(tl, p, mine, n, Sacrifice.RULE, causes(res))
    return replacement.happen(tl, [move(tl, o.id, Zone.GRAVEYARD, Move.SACRIFICED,
                                        Sacrifice.RULE, causes(res)) for o in chosen])


@handles(SacrificeIt)
def _sacrifice_it(tl: Timeline, res: Resolution, e: SacrificeIt) -> list[Event]:
    board = compute(tl.state)
    pending: list[Event] = []
    for oid in objects(tl, res, e.what):
        if e.by_its_controller and oid in board.chars \
                and tl.state.objects[oid].zone is Zone.BATTLEFIELD:
            pending.append(move(tl, oid, Zone.GRAVEYARD, Move.SACRIFICED, SacrificeIt.RULE,
                                causes(res)))
        elif board.chars[oid].controller == res.controller:
            pending.append(move(tl, oid, Zone.GRAVEYARD, Move.SACRIFICED, SacrificeIt.RULE,
                                causes(res)))
        else:
            pending.append(Unaffected(rule=SacrificeIt.RULE, causes=causes(res), obj=oid,
                                      action="sacrificed",
                                      detail=f"{res.controller} no longer controls it"))
    return replacement.happen(tl, pending)


@handles(ExploitSacrifice)
def _exploit(tl: Timeline, res: Resolution, e: ExploitSacrifice) -> list[Event]:
    """702.110a–b: a creature of its controller's choice (`choices: sacrifice:`), exploited by
    the creature with exploit."""
    board = compute(tl.state)
    mine = [o for o in tl.state.in_play_order()
            if board.chars[o.id].controller == res.controller and board.chars[o.id].is_creature]
    chosen = choices.permanents_to_sacrifice(tl, res.controller, mine, 1, e.RULE, causes(res))
    return replacement.happen(tl, [replace(move(tl, o.id, Zone.GRAVEYARD, Move.SACRIFICED, e.RULE,
                                                causes(res)), exploited_by=res.source)
                                   for o in chosen])
