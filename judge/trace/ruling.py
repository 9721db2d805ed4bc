"""The ruling: what happened and why, built from the events and the states alone.

Holds the numbered steps (each with its rule and the steps that caused it), the boards before
and after, the layer tables, what was assumed, what is not modeled, and the expectations' results.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Sequence


from judge import cr
from judge.cards import describe
from judge.cards.dungeons import dungeons
from judge.cards.vocabulary import NotModeled
from judge.engine import mana_pool
from judge.engine.events import (AbilityActivated, ActionRefused, EffectBegan, Event,
                                 GameEnded, Move, ShieldCreated, ZoneChange)
from judge.engine.layers import (Board, Characteristics, DependencyGraph, LayerRow, color_text,
                                 compute, type_line)
from judge.engine.state import GameObject, GameState, ObjectId, Player
from judge.engine.timeline import Snapshot, Timeline
from judge.scenario.load import LoadedScenario
from judge.scenario.schema import Checkpoint
from judge.trace.answer import AnswerLine, answer
from judge.trace.expectations import ExpectationResult, Moment, check, check_at
from judge.trace.graph import causal_graph
from judge.trace.headline import headline
from judge.trace.narrate import QUIET, Names, narrate
from judge.words import Color, Zone


REPLACED_KINDS = frozenset({"EventReplaced", "DamagePrevented", "CantHappen"})


if TYPE_CHECKING:
    import networkx as nx

    from judge.trace.exploration import Exploration

@dataclass(frozen=True)
class Step:
    index: int
    rule: str
    title: str
    text: str
    also: tuple[str, ...]
    causes: tuple[int, ...]
    assumed: bool
    kind: str
    headline: str  # a few words, for its box in the causal graph

    @property
    def replaced(self) -> bool:
        """A step telling of an event that was replaced or prevented and never happened."""
        return self.kind in REPLACED_KINDS


@dataclass(frozen=True)
class ObjectView:
    key: str  # the scenario's id, followed across zone changes
    id: str  # the id it has now
    name: str
    zone: str
    owner: str
    controller: str
    tapped: bool
    damage: int
    counters: dict[str, int]
    attached_to: str | None
    power: int | None
    toughness: int | None
    type_line: str
    colors: str
    abilities: tuple[str, ...]
    restrictions: tuple[str, ...]
    token: bool
    targets: tuple[str, ...] = ()
    # the same characteristics as lists, in type-line and color order
    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    color_list: tuple[str, ...] = ()
    designations: tuple[str, ...] = ()  # 'monstrous', 'renowned' (701.31b, 702.112b)
    # power and toughness after the effects that define or set them (208.4b); None where the
    # board was computed without explanations
    base_power: int | None = None
    base_toughness: int | None = None
    # in combat (506.4): the player or planeswalker it attacks ('nothing' once that planeswalker
    # has left combat, 506.4c), whether it is blocked (509.1h), what it blocks
    attacking: str | None = None
    blocked: bool = False
    timestamp: int = 0  # 613.7d
    blocking: tuple[str, ...] = ()
    protector: str | None = None  # a battle's on the battlefield (310.8)

    @property
    def combat(self) -> str:
        """'attacking Bob', 'attacking jace', 'attacking Bob, blocked', 'blocking giant', or
        ''."""
        if self.attacking is not None:
            return f"attacking {self.attacking}" + (", blocked" if self.blocked else "")
        return f"blocking {', '.join(self.blocking)}" if self.blocking else ""


@dataclass(frozen=True)
class PlayerView:
    name: str
    life: int
    poison: int
    energy: int
    lost: bool
    hand: int
    library: int
    graveyard: tuple[str, ...]
    exile: tuple[str, ...]
    monarch: bool = False  # 722.1
    speed: int = 0  # 702.179f: no speed counts as 0
    initiative: bool = False  # 723.1
    dungeon: str = "none"  # their dungeon and the room of their venture marker (309.4)
    completed_dungeons: int = 0  # 309.7
    ring_tempted: int = 0  # the times the Ring tempted them (701.52c)
    ring_bearer: str = "none"  # the scenario's id of their Ring-bearer (701.52a)
    mana_pool: str | None = None  # their tracked mana pool, shown; None: untracked (106.4)


@dataclass(frozen=True)
class BoardView:
    players: tuple[PlayerView, ...]
    objects: tuple[ObjectView, ...]  # battlefield by timestamp, then the stack, then the rest
    stack: tuple[str, ...]  # keys, bottom first
    day_night: str | None = None  # 'day', 'night', or neither (728.1)
    monarch: str | None = None  # the player who is the monarch, if any (722.1)
    initiative: str | None = None  # the player who has the initiative, if any (723.1)

    def by_key(self) -> dict[str, ObjectView]:
        return {o.key: o for o in self.objects}

    def in_zone(self, zone: str) -> tuple[ObjectView, ...]:
        """The objects in one zone, in the board's order."""
        return tuple(o for o in self.objects if o.zone == zone)


@dataclass(frozen=True)
class LayerTable:
    """One layer table, and every object it is for: objects whose tables are alike (the same
    name, starting values and lines) share one."""

    objects: tuple[tuple[str, str], ...]  # (key, id) of each, in the order the board lists them
    name: str
    start: str
    rows: tuple[LayerRow, ...]
    when: str = "end"  # "start": as the scenario began, for objects whose table then differed
    permanents: bool = True  # whether they are all on the battlefield

    INLINE: ClassVar[int] = 6  # ids named in a table's heading; more are listed below it
    PER_LINE: ClassVar[int] = 10  # ids to a line where plain text lists them

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(key for key, _ in self.objects)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(oid for _, oid in self.objects)

    @property
    def count(self) -> str:
        """'2,490 permanents'"""
        noun = "permanent" if self.permanents else "object"
        return f"{len(self.objects):,} {noun}{'s' if len(self.objects) != 1 else ''}"

    @property
    def listed_below(self) -> bool:
        return len(self.objects) > self.INLINE

    @property
    def for_whom(self) -> str:
        """The objects, as a table's heading names them: 'bears'; 'bears, bears2: 2
        permanents, one table'; or the first few and the last, the rest listed below."""
        ids = self.ids
        if len(ids) == 1:
            return ids[0]
        if not self.listed_below:
            return f"{', '.join(ids)}: {self.count}, one table"
        return f"{', '.join(ids[:3])}, … {ids[-1]}: {self.count}, one table, all listed below"

    @property
    def id_lines(self) -> tuple[tuple[str, ...], ...]:
        """The ids, a few to a line, for plain text."""
        ids = self.ids
        return tuple(ids[i:i + self.PER_LINE] for i in range(0, len(ids), self.PER_LINE))


@dataclass(frozen=True)
class Ruling:
    title: str
    question: str | None
    source: str | None
    file: str
    initial: BoardView
    steps: tuple[Step, ...]
    final: BoardView
    result: str
    assumptions: tuple[str, ...]
    notes: tuple[str, ...]
    not_modeled: tuple[str, ...]
    expectations: tuple[ExpectationResult, ...]
    layer_tables: tuple[LayerTable, ...]
    dependency_graphs: tuple[DependencyGraph, ...]
    refused: tuple[tuple[int, str], ...] = ()  # (action number, rule) the rules refused
    answer: tuple[AnswerLine, ...] = ()  # the final facts the question is about, first
    # the continuous effects in place as the scenario starts, from earlier spells (611.2)
    starting_effects: tuple[str, ...] = ()
    # choices that matter: the assumed choices re-run with their alternatives (`--explore`)
    exploration: Exploration | None = None
    also_cited: tuple[str, ...] = ()  # rules an audit's findings cite beyond the steps'

    @cached_property
    def graph(self) -> nx.DiGraph:
        """The causal graph (networkx), made when a report draws or lists it."""
        return causal_graph(self.steps)

    @property
    def passed(self) -> bool:
        return all(e.passed for e in self.expectations)

    @property
    def cited(self) -> tuple[str, ...]:
        from_steps = {r for s in self.steps for r in (s.rule, *s.also)}
        from_layers = {r for t in self.layer_tables for row in t.rows for r in row.rules}
        from_graphs = {r for g in self.dependency_graphs for r in g.rules}
        return tuple(sorted(from_steps | from_layers | from_graphs | set(self.also_cited)))


def build(loaded: LoadedScenario, tl: Timeline) -> Ruling:
    sc = loaded.scenario
    names = Names(tl.state)
    steps = _steps(tl.log, names)
    final_board = compute(tl.state, explain=True)
    final = board_view(tl.state, final_board)
    parts: dict[str, Any] = dict(
        title=sc.title, question=sc.question, source=sc.source, file=loaded.path,
        initial=board_view(tl.initial, compute(tl.initial)), steps=steps, final=final,
        result=_result(tl.log), assumptions=tuple(f"step {s.index}: {s.text}" for s in steps
                                              if s.assumed),
        notes=_notes(tl), not_modeled=_not_modeled(tl),
        layer_tables=_all_layer_tables(tl, final_board, frozenset(sc.expect.objects)
                                       if sc.expect is not None else frozenset()),
        dependency_graphs=final_board.graphs,
        refused=tuple((e.action, e.rule.number) for e in tl.log if isinstance(e, ActionRefused)),
        starting_effects=_starting_effects(tl.initial))
    ruling = Ruling(expectations=(), **parts)
    step_of = step_numbers(tl.log)
    ruling = replace(ruling, answer=answer(sc.expect, ruling.initial, final_objects(ruling),
                                           final.players, tl.state, tl.log, step_of))
    if sc.expect is None:
        return ruling
    end = Moment(final, final_objects(ruling), final_board.rows, tl.state, tl.log,
                 ruling.result)
    at_points = tuple(r for point in sc.expect.checkpoints
                      for r in check_at(point, moment_at(tl, ruling.initial, point)))
    return replace(ruling, expectations=at_points + check(
        sc.expect, end, dict(ruling.refused), ruling.cited))


def step_numbers(log: Sequence[Event]) -> dict[int, int]:
    """The step each told event is in the ruling, by the event's seq."""
    return {e.seq: i for i, e in enumerate((e for e in log if not isinstance(e, QUIET)), 1)}


def moment_at(tl: Timeline, initial: BoardView, point: Checkpoint) -> Moment | None:
    """The game at a checkpoint, from the snapshot the run kept; None if it never got there."""
    if point.after is not None:
        snap: Snapshot | None = tl.after_actions[point.after - 1]
    else:
        snap = next((s.snapshot for s in tl.step_starts if s.step is point.at
                     and point.turn in (None, s.turn)), None)
    if snap is None:
        return None
    layers = compute(snap.state, explain=True)
    board = board_view(snap.state, layers)
    log = tl.log[:snap.events]
    return Moment(board, objects_at(initial, board), layers.rows, snap.state, log,
                  _result(log))


def _starting_effects(state: GameState) -> tuple[str, ...]:
    """The effects and shields from earlier spells and abilities the scenario starts with,
    told as they were made (611.2, 615.7, 701.15a)."""
    names = Names(state)
    told = [narrate(EffectBegan(rule=cr.CONTINUOUS_FROM_RESOLUTION, effect=e), names)
            for e in state.effects]
    told += [narrate(ShieldCreated(rule=cr.CONTINUOUS_FROM_RESOLUTION, shield=s), names)
             for s in state.shields]
    return tuple(t[:1].upper() + t[1:] for t in told)


def _steps(log: list[Event], names: Names) -> tuple[Step, ...]:
    index_of: dict[int, int] = {}
    steps: list[Step] = []
    for event in log:
        if isinstance(event, QUIET):
            continue
        index = len(steps) + 1
        index_of[event.seq] = index
        causes = tuple(sorted({index_of[c] for c in event.causes if c in index_of}))
        text = narrate(event, names)
        steps.append(Step(index, event.rule.number, event.rule.title, text[:1].upper() + text[1:],
                          tuple(r.number for r in event.also), causes, event.assumed,
                          type(event).__name__, headline(event, names.state)))
    return tuple(steps)


def _result(log: list[Event]) -> str:
    ended = [e for e in log if isinstance(e, GameEnded)]
    if not ended:
        return "ongoing"
    return "draw" if ended[-1].winner is None else str(ended[-1].winner)


def _notes(tl: Timeline) -> tuple[str, ...]:
    log = tl.log
    notes = [f"choices.{name} was never needed: no decision in this ruling asked for it"
             for name in tl.choices.unasked()]
    tracked = [p.id for p in tl.initial.players if p.mana_pool is not None]
    if any(isinstance(e, AbilityActivated) or (isinstance(e, ZoneChange) and e.move is Move.CAST)
           for e in log) and len(tracked) < len(tl.initial.players):
        notes.append("Mana costs are not modeled: spells and abilities are taken as paid for."
                     if not tracked else "Mana pools are tracked only for "
                     f"{' and '.join(tracked)}: other players' spells and abilities are taken "
                     "as paid for.")
    if tl.not_taken:
        lines = ", ".join(str(line) for line in tl.not_taken)
        notes.append(f"The game had ended ({cr.GAME_ENDS}), so the actions on line(s) {lines} "
                     "were not taken.")
    return tuple(notes)


def _not_modeled(tl: Timeline) -> tuple[str, ...]:
    """Abilities of the objects in this scenario that the engine does not model."""
    seen: dict[str, None] = {}
    for state in (tl.initial, tl.state):
        for obj in state.objects.values():
            for ab in obj.card.abilities:
                if isinstance(ab, NotModeled):
                    seen[f"{obj.card.name}: {ab.text}"] = None
    return tuple(seen)


class _ObjectTable(NamedTuple):
    """One object's layer table, before tables alike are put together."""

    key: str
    id: str
    name: str
    start: str
    rows: tuple[LayerRow, ...]
    permanent: bool


def _all_layer_tables(tl: Timeline, final_board: Board,
                      asked: frozenset[str]) -> tuple[LayerTable, ...]:
    """The tables at the end, and those from the start that no longer hold at the end; of a
    card in a hand or a library, only if the expectations ask about it (`asked`)."""
    end = _object_tables(tl.state, final_board, asked)
    still = {(t.key, t.rows) for t in end}
    start = [t for t in _object_tables(tl.initial, compute(tl.initial, explain=True), asked)
             if (t.key, t.rows) not in still]
    return _alike_together(start, "start") + _alike_together(end, "end")


def _alike_together(tables: list[_ObjectTable], when: str) -> tuple[LayerTable, ...]:
    """One table for the objects whose tables are alike: the same name, starting values and
    lines (each the same effect, source, timestamp, rules and values after), in the place of
    the first of them. Tables that differ in anything stay apart."""
    alike: dict[tuple[str, str, tuple[LayerRow, ...]], list[_ObjectTable]] = {}
    for t in tables:
        alike.setdefault((t.name, t.start, t.rows), []).append(t)
    return tuple(LayerTable(tuple((t.key, t.id) for t in group), name, start, rows, when,
                            all(t.permanent for t in group))
                 for (name, start, rows), group in alike.items())


def _object_tables(state: GameState, board: Board,
                   asked: frozenset[str]) -> list[_ObjectTable]:
    tables = []
    for obj in _display_order(state):
        rows = board.rows.get(obj.id)
        if not rows or (obj.zone in (Zone.HAND, Zone.LIBRARY) and state.root(obj.id) not in asked):
            continue
        tables.append(_ObjectTable(state.root(obj.id), obj.id, obj.card.name,
                                   _starting_as(board.start[obj.id]), rows,
                                   obj.zone is Zone.BATTLEFIELD))
    return tables


def _starting_as(start: Characteristics) -> str:
    """What a table says an object starts as: 'Creature — Bear; green; 2/2'."""
    summary = (f"{type_line(start.supertypes, start.types, start.subtypes)}; "
               f"{color_text(start.colors)}")
    if start.power is not None:
        summary += f"; {start.power}/{start.toughness}"
    return summary


def _display_order(state: GameState) -> list[GameObject]:
    battlefield = state.in_play_order()
    stack = [state.objects[o] for o in state.stack]
    rest = sorted((o for o in state.objects.values()
                   if o.zone not in (Zone.BATTLEFIELD, Zone.STACK)),
                  key=lambda o: (o.owner, o.zone.value, o.id))
    return battlefield + stack + rest


def board_view(state: GameState, board: Board) -> BoardView:
    objects = []
    for obj in _display_order(state):
        chars = board.chars.get(obj.id)
        if chars is None:  # an ability on the stack
            objects.append(ObjectView(
                state.root(obj.id), obj.id, obj.name, obj.zone.value, obj.owner, obj.controller,
                False, 0, {}, None, None, None, "ability", "", (), (), False,
                tuple(str(t) for t in obj.targets)))
            continue
        on_battlefield = obj.zone is Zone.BATTLEFIELD
        attached = obj.attached_to
        objects.append(ObjectView(
            key=state.root(obj.id), id=obj.id, name=chars.name or f"face-down {obj.card.name}",
            zone=obj.zone.value,
            owner=obj.owner,
            controller=chars.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK)
            else obj.owner,
            tapped=obj.tapped, damage=obj.damage, counters=obj.counters.as_dict(),
            attached_to=(state.root(ObjectId(attached))
                         if attached is not None and attached in state.lineage else attached)
            if on_battlefield else None,
            power=chars.power, toughness=chars.toughness,
            type_line=type_line(chars.supertypes, chars.types, chars.subtypes),
            colors=color_text(chars.colors),
            abilities=tuple(describe.ability(a) for a in chars.abilities),
            restrictions=tuple(sorted(r.value for r in chars.restrictions)), token=obj.is_token,
            targets=tuple(str(t) for t in obj.targets),
            supertypes=tuple(s.value for s in sorted(chars.supertypes)),
            card_types=tuple(t.value for t in sorted(chars.types)),
            subtypes=tuple(chars.subtypes),
            designations=tuple(sorted(obj.designations)),
            color_list=tuple(c.value for c in Color if c in chars.colors),
            base_power=board.base_pt.get(obj.id, (None, None))[0],
            base_toughness=board.base_pt.get(obj.id, (None, None))[1],
            timestamp=obj.timestamp,
            attacking=_attacking(state, obj.id),
            blocked=obj.id in state.blocked,
            blocking=tuple(state.root(a) for b, a in state.blockers if b == obj.id),
            protector=obj.protector if on_battlefield else None))
    players = tuple(PlayerView(
        p.id, p.life, p.poison, p.energy, p.lost, len(p.hand), len(p.library),
        tuple(state.name(o) for o in p.graveyard), tuple(state.name(o) for o in p.exile),
        p.id == state.monarch, p.speed or 0, p.id == state.initiative,
        f"{p.dungeon.dungeon}, {dungeons()[p.dungeon.dungeon].rooms[p.dungeon.room].name}"
        if p.dungeon is not None else "none", len(p.completed_dungeons), p.ring_tempted,
        _ring_bearer(state, p), mana_pool.pool_text(state, p.id))
        for p in state.players)
    return BoardView(players, tuple(objects), tuple(state.root(o) for o in state.stack),
                     state.day_night.value if state.day_night is not None else None,
                     state.monarch, state.initiative)


def _attacking(state: GameState, oid: ObjectId) -> str | None:
    """The player or planeswalker it attacks (508.1b), 'nothing' once that planeswalker has
    left combat (506.4c), or None: not attacking."""
    defender = next((d for a, d in state.attackers if a == oid), None)
    if defender is None or oid not in state.planeswalkers_attacked:
        return defender
    walker = state.planeswalkers_attacked[oid]
    return "nothing" if walker is None else state.root(walker)


def _ring_bearer(state: GameState, p: Player) -> str:
    """701.52e: their Ring-bearer is on the battlefield under their control."""
    obj = state.objects.get(p.ring_bearer) if p.ring_bearer is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return "none"
    chars = compute(state).chars.get(obj.id)
    return state.root(obj.id) if chars is not None and chars.controller == p.id else "none"


def final_objects(ruling: Ruling) -> dict[str, ObjectView | None]:
    """Every object the scenario named or created, by its key; None if it no longer exists."""
    return objects_at(ruling.initial, ruling.final)


def objects_at(initial: BoardView, board: BoardView) -> dict[str, ObjectView | None]:
    """Every object the scenario named, or that exists in `board`, by its key; None if it
    doesn't exist there."""
    present = board.by_key()
    keys: dict[str, None] = {}
    for view in initial.objects:
        if view.type_line != "ability":
            keys[view.key] = None
    for view in board.objects:
        keys[view.key] = None
    return {k: present.get(k) for k in keys}
