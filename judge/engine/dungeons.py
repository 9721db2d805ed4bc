"""Dungeons and venturing (CR 309, 701.46).

A player with no dungeon in the command zone who ventures brings one in from outside the game
and puts their venture marker on its topmost room (701.46a, 309.4a); with one, they move the
marker along an arrow (701.46b), or, from its bottommost room, complete it and bring in another
(701.46c). Each room's ability triggers as the marker moves into it (309.4c). A dungeon whose
marker is on its bottommost room leaves the game, completed, once no room ability of it waits
(704.5t, 309.6–7). Which dungeon and which arrow come from the scenario's `choices: dungeons:`
and `choices: rooms:`; the defaults are marked assumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge import cr, ids
from judge.cards.dungeons import Dungeon, dungeons
from judge.cr import Rule
from judge.engine.events import ChoiceMade, DungeonCompleted, Event, VentureMoved
from judge.engine.state import GameState, PlayerId
from judge.errors import IllegalActionError, JudgeError

if TYPE_CHECKING:
    from judge.engine.timeline import Timeline


def venture(tl: Timeline, player: PlayerId, into: str | None, causes: tuple[int, ...]
            ) -> list[Event]:
    """701.46: `player` ventures into the dungeon (`into` None) or into [quality]."""
    rule = cr.VENTURE if into is None else cr.VENTURE_INTO
    marker = tl.state.player(player).dungeon
    done: list[Event] = []
    if marker is not None:
        dungeon = dungeons()[marker.dungeon]
        room = dungeon.rooms[marker.room]
        if room.leads_to:  # 701.46b: along an arrow, chosen among several
            goal = _next_room(tl, player, dungeon, room.leads_to, causes)
            return [tl.emit(VentureMoved(rule=cr.VENTURE_NEXT, causes=causes, player=player,
                                         dungeon=dungeon.name, room=dungeon.index(goal),
                                         room_name=goal, fork=len(room.leads_to) > 1))]
        # 701.46c: from the bottommost room, it is completed, and another comes in
        done.append(tl.emit(DungeonCompleted(rule=cr.VENTURE_LAST, also=(cr.DUNGEON_COMPLETED,),
                                             causes=causes, player=player,
                                             dungeon=dungeon.name)))
    dungeon = _dungeon_brought_in(tl, player, into, rule, causes)
    top = dungeon.rooms[0]
    _modeled(dungeon, top.name)
    done.append(tl.emit(VentureMoved(rule=rule, also=(cr.DUNGEON_OUTSIDE, cr.DUNGEON_MARKER),
                                     causes=causes, player=player, dungeon=dungeon.name,
                                     room=0, room_name=top.name, entered=True)))
    return done


def _dungeon_brought_in(tl: Timeline, player: PlayerId, into: str | None, rule: Rule,
                        causes: tuple[int, ...]) -> Dungeon:
    """309.2a, 701.46a, d: the dungeon card the player chooses from outside the game: the
    scenario's next one for them; default: the first that may be brought in, assumed."""
    allowed = [d for d in dungeons().values() if d.enterable(into)]
    before = sum(1 for e in tl.log if isinstance(e, VentureMoved) and e.entered
                 and e.player == player)
    wanted = tl.choices.dungeons.get(player, ())
    named = wanted[before] if before < len(wanted) else None
    chosen = next((d for d in allowed if d.name.casefold() == named.casefold()), None) \
        if named is not None else allowed[0]
    if chosen is None:
        what = "the dungeon" if into is None else into
        raise IllegalActionError(
            f"choices.dungeons: {player} can't bring {named} into the game venturing into "
            f"{what}; it may be {', '.join(d.name for d in allowed)}", rule,
            tl.choices.where.get(("dungeons", player)))
    if len(allowed) == 1 and named is None:
        return chosen  # no choice: the only dungeon that may come in (Undercity, 701.46d)
    tl.emit(ChoiceMade(rule=rule, also=(cr.DUNGEON_OUTSIDE,), causes=causes,
                       assumed=named is None, player=player,
                       subject="a dungeon card to bring in from outside the game",
                       chosen=(chosen.name,), options=tuple(d.name for d in allowed)))
    return chosen


def _next_room(tl: Timeline, player: PlayerId, dungeon: Dungeon, arrows: tuple[str, ...],
               causes: tuple[int, ...]) -> str:
    """309.5a: the room an arrow leads to; among several, the scenario's next choice for the
    player; default: the first whose ability is modeled, assumed."""
    if len(arrows) == 1:
        _modeled(dungeon, arrows[0])
        return arrows[0]
    before = sum(1 for e in tl.log if isinstance(e, VentureMoved) and e.fork
                 and e.player == player)
    wanted = tl.choices.rooms.get(player, ())
    named = wanted[before] if before < len(wanted) else None
    if named is None:
        goal = next((r for r in arrows if dungeon.rooms[dungeon.index(r)].ability is not None),
                    arrows[0])
    else:
        goal = next((r for r in arrows if r.casefold() == named.casefold()), "")
        if not goal:
            raise IllegalActionError(
                f"choices.rooms: {player}'s venture marker can't move into {named}: from "
                f"where it is in {dungeon.name}, the arrows lead to {' or '.join(arrows)}",
                cr.VENTURE_NEXT, tl.choices.where.get(("rooms", player)))
    tl.emit(ChoiceMade(rule=cr.VENTURE_NEXT, causes=causes, assumed=named is None,
                       player=player, subject=f"the room to move into in {dungeon.name}",
                       chosen=(goal,), options=arrows))
    _modeled(dungeon, goal)
    return goal


def _modeled(dungeon: Dungeon, room: str) -> None:
    """A room whose ability isn't modeled can't be entered here: its effect isn't known."""
    if dungeon.rooms[dungeon.index(room)].ability is None:
        raise JudgeError(f"the room ability of {room} ({dungeon.name}) is not modeled: judge "
                         "can't follow a venture into that room")


def completed(state: GameState) -> list[Event]:
    """704.5t: a dungeon whose marker is on its bottommost room, and that is the source of no
    room ability triggered and not yet left the stack, is removed from the game; its owner
    completes it (309.6, 309.7)."""
    found: list[Event] = []
    for p in state.players:
        if p.dungeon is None or dungeons()[p.dungeon.dungeon].rooms[p.dungeon.room].leads_to:
            continue
        source = ids.dungeon(p.id)
        waiting = any(t.ability.source == source for t in state.pending) or any(
            (a := state.objects[o].ability) is not None and a.source == source
            for o in state.stack)
        if not waiting:
            found.append(DungeonCompleted(rule=cr.SBA_DUNGEON, also=(cr.DUNGEON_COMPLETED,),
                                          player=p.id, dungeon=p.dungeon.dungeon))
    return found
