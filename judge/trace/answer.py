"""The answer first: the final facts about what the question is about (the objects and players
the scenario's `expect:` names, or else what changed), each with the step that decided it."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Callable

from judge.engine.events import (AbilityMissing, DungeonCompleted, Event, InitiativeTaken,
                                 LifeChanged, LoopFound, MonarchChanged, NotTriggered, PlayerLost,
                                 PoisonGiven, RingTempted, SpeedChanged, Unaffected,
                                 VentureMoved)
from judge.cards.wording import article
from judge.words import count_of
from judge.engine.state import GameState

if TYPE_CHECKING:
    from judge.scenario.schema import Expectations
    from judge.trace.ruling import BoardView, ObjectView, PlayerView

MAX_LINES = 8  # an answer is short: the rest is in the steps and the final board
_WHY_NOT = (NotTriggered, AbilityMissing, Unaffected)
_WHERE = {"battlefield": "on the battlefield", "exile": "in exile", "stack": "on the stack"}


@dataclass(frozen=True)
class AnswerLine:
    subject: str  # a scenario id or a player's name
    fact: str
    step: int | None  # the step that decided it; None: no step did
    # it changed though no step did: a static ability's effect, applying as the game now is
    by_effect: bool = False


def answer(expect: Expectations | None, initial: BoardView, final: dict[str, ObjectView | None],
           players: tuple[PlayerView, ...], state: GameState, log: list[Event],
           step_of: dict[int, int]) -> tuple[AnswerLine, ...]:
    before = {o.key: o for o in initial.objects}
    before_players = {p.name: p for p in initial.players}
    keys = list(expect.objects) if expect is not None else []
    names = list(expect.players) if expect is not None else []
    if not keys and not names:  # nothing named: what changed
        keys = [k for k, v in final.items() if k in before and _changed(before[k], v)]
        names = [p.name for p in players if _player_changed(before_players[p.name], p)]
    loop = _loop(log, step_of)
    # only the lines shown are made: each reads the whole log
    lines = list(islice((line for k in keys for line in (
        _object_line(k, final.get(k), before.get(k), log, step_of, state),
        *_why_not(k, log, step_of, state))), MAX_LINES - len(loop)))
    by_name = {p.name: p for p in players}
    lines += [AnswerLine(n, _player_fact(by_name[n]), _last_step(log, step_of, _about_player(n)))
              for n in names if n in by_name]
    asked = expect is not None and expect.game is not None and expect.game.monarch is not None
    if asked or initial.monarch != state.monarch:  # 722.1
        lines.append(AnswerLine("monarch", _monarch_fact(state.monarch), _last_step(
            log, step_of, lambda e: isinstance(e, MonarchChanged))))
    asked = expect is not None and expect.game is not None \
        and expect.game.initiative is not None
    if asked or initial.initiative != state.initiative:  # 723.1
        lines.append(AnswerLine("initiative", _initiative_fact(state.initiative), _last_step(
            log, step_of, lambda e: isinstance(e, InitiativeTaken))))
    return tuple([*loop, *lines][:MAX_LINES])


def _loop(log: list[Event], step_of: dict[int, int]) -> list[AnswerLine]:
    """A loop the game entered (104.4b) comes first: it decided how everything else ended."""
    found = [e for e in log if isinstance(e, LoopFound) and e.seq in step_of]
    if not found:
        return []
    loop = found[-1]
    fact = ("The game is a draw: it repeats a loop of mandatory actions" if loop.stopper is None
            else f"The game repeats a loop until {loop.stopper} makes a different optional "
                 "choice")
    return [AnswerLine("game", fact, step_of[loop.seq])]


def fact(subject: str, initial: BoardView, final: BoardView,
         objects: dict[str, ObjectView | None]) -> str:
    """What an answer line would say of `subject` as the board ends (to compare two runs)."""
    players = {p.name: p for p in final.players}
    if subject in players:
        return _player_fact(players[subject])
    if subject == "monarch":
        return _monarch_fact(final.monarch)
    if subject == "initiative":
        return _initiative_fact(final.initiative)
    return _object_fact(subject, objects.get(subject), initial.by_key().get(subject))


def _monarch_fact(monarch: str | None) -> str:
    return f"{monarch} is the monarch" if monarch else "there is no monarch"


def _initiative_fact(player: str | None) -> str:
    return f"{player} has the initiative" if player else "no player has the initiative"


def _object_line(key: str, now: ObjectView | None, was: ObjectView | None, log: list[Event],
                 step_of: dict[int, int], state: GameState) -> AnswerLine:
    step = _last_step(log, step_of, _about_object(key, state))
    return AnswerLine(key, _object_fact(key, now, was), step, by_effect=step is None
                      and was is not None and _changed(was, now))


def _why_not(key: str, log: list[Event], step_of: dict[int, int],
             state: GameState) -> list[AnswerLine]:
    """What a judge would expect of the object that didn't happen, as the steps tell it: its
    abilities that didn't trigger or apply, an action that left it unchanged."""
    found: list[AnswerLine] = []
    for e in log:
        if e.seq not in step_of:
            continue
        if isinstance(e, NotTriggered) and state.root(e.trigger.ability.source) == key:
            fact = f"{e.trigger.ability.label} doesn't trigger: {e.detail}"
        elif isinstance(e, AbilityMissing) and state.root(e.obj) == key:
            fact = f"{state.name(e.obj)}'s ability \"{e.ability}\" doesn't apply: it doesn't " \
                f"have it on the battlefield ({'; '.join(e.taken_by)})"
        elif isinstance(e, Unaffected) and state.root(e.obj) == key:
            fact = f"{state.name(e.obj)} isn't {e.action}: {e.detail}"
        else:
            continue
        found.append(AnswerLine(key, fact, step_of[e.seq]))
    return found


def _changed(was: ObjectView, now: ObjectView | None) -> bool:
    if now is None:
        return True
    return (was.zone, was.controller, was.power, was.toughness, was.counters, was.damage,
            was.tapped, was.designations, was.card_types) != (
        now.zone, now.controller, now.power, now.toughness, now.counters, now.damage, now.tapped,
        now.designations, now.card_types)


def _player_changed(was: PlayerView, now: PlayerView) -> bool:
    return (was.life, was.poison, was.energy, was.lost, was.speed, was.dungeon,
            was.completed_dungeons, was.ring_tempted, was.ring_bearer, was.mana_pool) != (
        now.life, now.poison, now.energy, now.lost, now.speed, now.dungeon,
        now.completed_dungeons, now.ring_tempted, now.ring_bearer, now.mana_pool)


def _object_fact(key: str, view: ObjectView | None, was: ObjectView | None) -> str:
    if view is None:
        name = was.name if was is not None else key
        return f"{name} ({key}) no longer exists"
    where = _WHERE.get(view.zone, f"in {view.owner}'s {view.zone}")
    parts = [f"{view.name} ({key}) is {where}"]
    if view.zone == "battlefield" and was is not None and was.zone == view.zone \
            and was.card_types != view.card_types:
        parts.append(f"now {article(view.type_line)}")
    if view.zone == "battlefield":
        if view.power is not None:
            parts.append(f"{view.power}/{view.toughness}")
        if view.counters:
            parts.append(", ".join(f"{n} {k} counter{'s' if n != 1 else ''}"
                                   for k, n in sorted(view.counters.items()) if n))
        if view.damage:
            parts.append(f"{view.damage} damage marked")
        if view.tapped:
            parts.append("tapped")
        parts += view.designations
        if view.controller != view.owner:
            parts.append(f"controlled by {view.controller}")
    return ", ".join(parts)


def _player_fact(p: PlayerView) -> str:
    fact = f"{p.name} has {p.life} life"
    if p.poison:
        fact += f" and {p.poison} poison counter{'s' if p.poison != 1 else ''}"
    if p.energy:
        fact += f" and {p.energy} energy counter{'s' if p.energy != 1 else ''}"
    if p.speed:
        fact += f" and speed {p.speed}"
    if p.dungeon != "none":  # 309.4
        fact += f"; their venture marker is in {p.dungeon}"
    if p.completed_dungeons:  # 309.7
        fact += f"; they have completed {count_of(p.completed_dungeons, 'dungeon')}"
    if p.ring_tempted:  # 701.52c
        fact += f"; the Ring has tempted them {count_of(p.ring_tempted, 'time')}"
        if p.ring_bearer != "none":
            fact += f", their Ring-bearer is {p.ring_bearer}"
    if p.mana_pool is not None:  # 106.4
        fact += f"; their mana pool holds {p.mana_pool or 'no mana'}"
    return fact + (" and has lost the game" if p.lost else "")


def _about_object(key: str, state: GameState) -> Callable[[Event], bool]:
    """Events that happened to the object a scenario id names, in any zone (400.7)."""
    def about(e: Event) -> bool:
        if isinstance(e, _WHY_NOT):  # what didn't happen decides no fact about it
            return False
        ids = [getattr(e, name, None) for name in ("obj", "new_id")]
        recipient = getattr(e, "recipient", None)
        if recipient is not None:
            ids.append(recipient.object)
        return any(i is not None and state.root(i) == key for i in ids)
    return about


def _about_player(name: str) -> Callable[[Event], bool]:
    def about(e: Event) -> bool:
        if isinstance(e, (LifeChanged, PlayerLost, PoisonGiven, SpeedChanged, VentureMoved,
                          DungeonCompleted, RingTempted)):
            return e.player == name
        recipient = getattr(e, "recipient", None)
        return recipient is not None and recipient.player == name
    return about


def _last_step(log: list[Event], step_of: dict[int, int],
               about: Callable[[Event], bool]) -> int | None:
    for e in reversed(log):
        if e.seq in step_of and about(e):
            return step_of[e.seq]
    return None
