"""Checking a scenario's `expect:` against the final state, and its checkpoints against the game
as it was at those points of the run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from judge import cr
from judge.cards import describe
from judge.engine import mana_pool
from judge.engine.events import Event, PlayerLost
from judge.engine.layers import Characteristics, LayerRow
from judge.engine.state import GameState, ObjectId
from judge.scenario.schema import (Checkpoint, Expectations, GameFacts, ObjectExpectation,
                                   PlayerExpectation)
from judge.words import Color, Zone

if TYPE_CHECKING:
    from judge.trace.ruling import BoardView, ObjectView


@dataclass(frozen=True)
class ExpectationResult:
    subject: str
    field: str
    expected: Any
    actual: Any
    when: str | None = None  # a checkpoint's point: 'after action 2'; None: at the end
    ordered: bool = False  # lists compare in order (else as sets)

    @property
    def passed(self) -> bool:
        return self.expected == self.actual if self.ordered else _same(self.expected,
                                                                       self.actual)


@dataclass(frozen=True)
class Moment:
    """The game at the end of the run or at a checkpoint: what the checks read."""

    board: BoardView
    objects: Mapping[str, ObjectView | None]  # every object named or made so far, by its key
    rows: Mapping[ObjectId, tuple[LayerRow, ...]]  # the effects applied to each, in order
    state: GameState
    log: Sequence[Event]  # the events until then
    result: str  # 'ongoing', 'draw' or the winner


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list):
        return isinstance(actual, list) and sorted(map(str, expected)) == sorted(map(str, actual))
    same: bool = expected == actual
    return same


def check(expect: Expectations, end: Moment, refused: Mapping[int, str],
          cited: Sequence[str]) -> tuple[ExpectationResult, ...]:
    """The checks on the end of the run: its facts, the refused actions and the rules cited."""
    results = list(_facts(expect.objects, expect.players, expect.game, end, None))
    for refusal in expect.refused:
        results.append(ExpectationResult(f"action {refusal.action}", "refused", refusal.rule,
                                         refused.get(refusal.action)))
    if expect.game is not None and expect.game.cites is not None:
        for number in expect.game.cites:
            results.append(ExpectationResult("game", f"cites {number}", True,
                                             number in set(cited)))
    return tuple(results)


def check_at(point: Checkpoint, moment: Moment | None) -> tuple[ExpectationResult, ...]:
    """The checks of one checkpoint on the game at its point; None: the run never got there."""
    when = point_name(point)
    if moment is None:
        return (ExpectationResult("checkpoint", "reached", True, False, when),)
    return tuple(_facts(point.objects, point.players, point.game, moment, when))


def point_name(point: Checkpoint) -> str:
    if point.after is not None:
        return f"after action {point.after}"
    assert point.at is not None
    turn = f" of turn {point.turn}" if point.turn is not None else ""
    return f"as the {point.at.value} step{turn} begins"


def _facts(objects: Mapping[str, ObjectExpectation], players: Mapping[str, PlayerExpectation],
           game: GameFacts | None, moment: Moment, when: str | None
           ) -> list[ExpectationResult]:
    results: list[ExpectationResult] = []
    for key, want in objects.items():
        view = moment.objects.get(key)
        for name, value in want.model_dump(exclude_none=True).items():
            if name == "effects":  # 613.7, 613.8: in timestamp or dependency order
                rows = moment.rows.get(ObjectId(view.id), ()) if view is not None else ()
                results += [ExpectationResult(
                    key, f"effects.{layer.value}", sources,
                    [moment.state.root(r.source) for r in rows if r.layer == layer.value],
                    when, ordered=True) for layer, sources in (want.effects or {}).items()]
                continue
            if name == "last_known":
                known = last_known(moment.state, key)
                results += [ExpectationResult(key, f"last_known.{n}", _normalize(n, v),
                                              _known_value(known, n, v), when)
                            for n, v in value.items()]
                continue
            results.append(ExpectationResult(key, name, _normalize(name, value),
                                             _object_value(view, name, value), when))
    views = {p.name: p for p in moment.board.players}
    for name, wanted in players.items():
        player = views[name]
        for field_name, value in wanted.model_dump(exclude_none=True).items():
            actual = len(player.graveyard) if field_name == "graveyard" \
                else _loss_rules(moment.log, name) if field_name == "lost_because" \
                else getattr(player, field_name)
            if field_name == "mana_pool":  # in any order, as the pool is shown
                value = mana_pool.shown(mana_pool.letters(value) or ()) or "empty"
                actual = "untracked" if actual is None else actual or "empty"
            results.append(ExpectationResult(name, field_name, value, actual, when))
    if game is not None:
        if game.result is not None:
            results.append(ExpectationResult("game", "result", game.result, moment.result,
                                             when))
        if game.stack is not None:
            results.append(ExpectationResult("game", "stack", list(game.stack),
                                             list(moment.board.stack), when, ordered=True))
        if game.triggers_waiting is not None:  # 603.3
            results.append(ExpectationResult(
                "game", "triggers_waiting", list(game.triggers_waiting),
                [moment.state.root(t.id) for t in moment.state.pending], when))
        if game.turn is not None:
            results.append(ExpectationResult("game", "turn", game.turn, moment.state.turn, when))
        if game.active is not None:
            results.append(ExpectationResult("game", "active", game.active,
                                             str(moment.state.active), when))
        if game.step is not None:
            results.append(ExpectationResult("game", "step", game.step.value,
                                             moment.state.step.value, when))
        if game.monarch is not None:
            results.append(ExpectationResult("game", "monarch", game.monarch,
                                             moment.board.monarch, when))
        if game.initiative is not None:
            results.append(ExpectationResult("game", "initiative", game.initiative,
                                             moment.board.initiative, when))
    return results


# when state-based actions are checked, not why one applied: no reason a player lost
_WHEN_CHECKED = frozenset({cr.SBA_CHECK, cr.SBA_BEFORE_PRIORITY, cr.CLEANUP_AGAIN})


def _loss_rules(log: Sequence[Event], player: str) -> list[str]:
    """The rules that made a player lose: the state-based actions that applied (704.5a–c)."""
    for e in reversed(log):
        if isinstance(e, PlayerLost) and e.player == player:
            return [r.number for r in (e.rule, *e.also) if r not in _WHEN_CHECKED]
    return []


def last_known(state: GameState, key: str) -> Characteristics | None:
    """The last known information of the object a scenario id names (608.2h, 113.7a): as it
    last existed on the battlefield or the stack; None while it is still there, or if it
    never left either."""
    found = None
    for oid, root in state.lineage.items():  # in the order the objects came to be
        if root != key:
            continue
        found = state.last_known.get(oid, found)
        obj = state.objects.get(ObjectId(oid))
        if obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            found = None
    return found


def _normalize(name: str, value: Any) -> Any:
    if name in ("colors", "types", "subtypes", "supertypes", "has", "lacks", "abilities",
                "not_types") and isinstance(value, list):
        return [str(v.value if hasattr(v, "value") else v) for v in value]
    if name == "zone":
        return str(value.value if hasattr(value, "value") else value)
    return value


def _known_value(known: Characteristics | None, name: str, wanted: Any) -> Any:
    if known is None:
        return None
    if name == "colors":
        return [c.value for c in Color if c in known.colors]
    if name == "types":
        return [t.value for t in sorted(known.types)]
    if name == "supertypes":
        return [s.value for s in sorted(known.supertypes)]
    if name == "subtypes":
        return list(known.subtypes)
    abilities = [describe.ability(a) for a in known.abilities]
    if name == "has":
        return [a for a in wanted if a in abilities]
    if name == "lacks":
        return [a for a in wanted if a not in abilities]
    return getattr(known, name)


def _object_value(view: ObjectView | None, name: str, wanted: Any) -> Any:
    if view is None:
        return "gone" if name == "zone" else None
    if name == "zone":
        return view.zone
    if name == "attached_to":
        return view.attached_to or "nothing"
    if name == "counters":
        return {k: v for k, v in view.counters.items() if v}
    if name == "colors":
        return list(view.color_list)
    if name == "types":
        return list(view.card_types)
    if name == "supertypes":
        return list(view.supertypes)
    if name == "subtypes":
        return list(view.subtypes)
    if name == "abilities":
        return list(view.abilities)
    if name == "has":
        return [a for a in wanted if a in view.abilities]
    if name == "lacks":
        return [a for a in wanted if a not in view.abilities]
    if name == "attacking":
        return view.attacking or "nobody"
    if name == "blocking":
        return list(view.blocking)
    if name == "not_types":
        kinds = {*view.card_types, *view.subtypes, *view.supertypes}
        return [t for t in wanted if t not in kinds]
    return getattr(view, name)
