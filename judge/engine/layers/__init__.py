"""Characteristics through the layers (CR 613), ordered by timestamp and dependency.

Implements 613.1 (layers 1–7), 613.2–613.4 (sublayers, characteristic-defining abilities first),
613.6 (an effect keeps applying to the same objects in later layers), 613.7 (timestamps),
613.8 (dependency, decided by applying one effect and watching the other change; loops fall
back to timestamp order; re-evaluated after each effect), 305.6–305.7 (basic land types and their
mana abilities), 611.3 (static abilities), 604.3 (characteristic-defining abilities) and
613.11 (rules effects such as "can't attack", applied last).

Every part of the engine that needs an object's characteristics asks `compute(state)`.
"""

from __future__ import annotations

import weakref
from typing import Any, Mapping

import networkx as nx

from judge.cards.phrases import Amount, AmountKind, ObjectFilter, Who
from judge.engine.layers.changes import instance, intrinsic_mana_abilities, modify
from judge.engine.layers.explanation import (
    Board,
    DependencyGraph,
    LayerRow,
    color_text,
    graph,
    row,
    type_line,
)
from judge.engine.layers.gathering import Effects, LayerEffect, select
from judge.engine.layers.values import (
    LAYERS,
    Characteristics,
    Layer,
    Working,
    matches,
    start,
    subtype_family,
)
from judge.engine.state import GameState, ObjectId

__all__ = [
    "Board", "Characteristics", "DependencyGraph", "LayerRow", "characteristics", "color_text",
    "compute", "matches", "source_characteristics", "subtype_family", "type_line",
]

# What each layer can change, and so what a dependency check must look at (613.8a).
WRITES: dict[Layer, frozenset[str]] = {
    Layer.COPY: frozenset({"name", "mana_cost", "colors", "types", "subtypes", "supertypes",
                           "abilities", "power", "toughness"}),
    Layer.CONTROL: frozenset({"controller"}),
    Layer.TEXT: frozenset({"abilities", "subtypes"}),
    # setting a land's subtype takes away its rules-text abilities (305.7)
    Layer.TYPE: frozenset({"types", "subtypes", "supertypes", "abilities"}),
    Layer.COLOR: frozenset({"colors"}),
    Layer.ABILITY: frozenset({"abilities"}),
    Layer.PT_DEFINE: frozenset({"power", "toughness"}),
    Layer.PT_SET: frozenset({"power", "toughness"}),
    Layer.PT_MODIFY: frozenset({"power", "toughness"}),
    Layer.PT_SWITCH: frozenset({"power", "toughness"}),
}

_cache: weakref.WeakKeyDictionary[GameState, Board] = weakref.WeakKeyDictionary()


def compute(state: GameState, explain: bool = False) -> Board:
    """All objects' characteristics in `state` (613.1), cached per state."""
    if not explain and state in _cache:
        return _cache[state]
    board = _Computation(state, explain).run()
    if not explain:
        _cache[state] = board
    return board


def characteristics(state: GameState, oid: ObjectId) -> Characteristics:
    return compute(state).chars[oid]


# ---------------------------------------------------------------- the computation


class _Computation:
    def __init__(self, state: GameState, explain: bool):
        self.state = state
        self.explain = explain
        self.board: dict[ObjectId, Working] = {
            oid: start(obj) for oid, obj in state.objects.items() if obj.ability is None
        }
        self.effects = Effects(state)
        self.rows: dict[ObjectId, list[LayerRow]] = {}
        self.graphs: list[DependencyGraph] = []
        self.start_values = {oid: w.freeze() for oid, w in self.board.items()} if explain else {}
        self.pair_checks = 0  # how many pairs of effects were tested for dependency (613.8a)

    def run(self) -> Board:
        for layer in LAYERS:
            self._apply_layer(layer)
            if layer is Layer.TYPE:
                intrinsic_mana_abilities(self.board)
        self._rules_effects()
        chars = {oid: w.freeze() for oid, w in self.board.items()}
        if not self.explain:
            return Board(chars, pair_checks=self.pair_checks)
        return Board(chars, {k: tuple(v) for k, v in self.rows.items()}, self.start_values,
                     tuple(self.graphs), self.pair_checks)

    # -- one layer ---------------------------------------------------------

    def _apply_layer(self, layer: Layer) -> None:
        effects = self.effects.in_layer(layer, self.board)
        if not effects:
            return
        # 613.3/613.4a: characteristic-defining abilities first, then the rest; dependency is
        # considered only within each group (613.8a(c)).
        cdas = [e for e in effects if e.is_cda]
        others = [e for e in effects if not e.is_cda]
        edges_seen: set[tuple[tuple, tuple]] = set()
        order: list[LayerEffect] = []
        vanished: set[tuple] = set()
        for group in (cdas, others):
            self._apply_group(layer, group, edges_seen, order, vanished)
        if self.explain and (edges_seen or len(order) > 1):
            self.graphs.append(graph(layer, order, edges_seen, vanished))

    def _apply_group(self, layer: Layer, group: list[LayerEffect],
                     edges_seen: set, order: list[LayerEffect], vanished: set) -> None:
        remaining = sorted(group, key=lambda e: e.order)
        deps = _Dependencies(self, layer, remaining)
        if self.explain:  # the whole graph, for the ruling; the order is decided the same way
            for effect in remaining:
                deps.depends_on(effect, remaining)
        passed_over: set[tuple] = set()  # effects something later went ahead of
        while remaining:
            chosen = deps.next_effect(remaining)
            # by dependency only where dependency moved it from its timestamp place (613.8b);
            # a loop is applied in timestamp order, and so are effects nothing depends on
            ahead = remaining[:remaining.index(chosen)]
            passed_over |= {e.key for e in ahead}
            by_dependency = deps.involved(chosen) and (bool(ahead) or chosen.key in passed_over)
            before = dict(self.board)
            if not self._apply_effect(layer, chosen, by_dependency):
                vanished.add(chosen.key)
            order.append(chosen)
            remaining.remove(chosen)
            # 613.8c: the order of the rest is evaluated again, from what just changed
            changed = frozenset(o for o, w in self.board.items() if before.get(o) is not w)
            if changed and layer is Layer.ABILITY:
                # an ability granted just now may itself work in this layer; it depends on
                # the effect that granted it (613.8a), which has been applied
                seen = {e.key for e in order} | {e.key for e in remaining}
                arrived = [e for e in self.effects.in_layer(layer, self.board)
                           if e.key not in seen and e.is_cda == chosen.is_cda]
                for effect in arrived:
                    deps.add(effect, chosen)
                remaining = sorted(remaining + arrived, key=lambda e: e.order)
            deps.applied(changed, remaining)
        edges_seen.update(deps.edges)
        self.pair_checks += deps.checks

    def _footprint(self, layer: Layer, effect: LayerEffect,
                   board: Mapping[ObjectId, Working]) -> Any:
        """Whether the effect exists, what it applies to, and what it does to each (613.8a)."""
        if not self.effects.exists(effect, board):
            return None
        affected = self.effects.affected(effect, board, record=False) or frozenset()
        return tuple(sorted((oid, instance(layer, effect, board[oid], board, self.state))
                            for oid in affected))

    # -- applying ----------------------------------------------------------

    def _apply_effect(self, layer: Layer, effect: LayerEffect, by_dependency: bool) -> bool:
        """Apply one effect; False if it no longer exists (its source lost the ability)."""
        affected = self.effects.affected(effect, self.board, record=True)
        if affected is None:
            return False
        # 613.6: objects it affects because it began applying to them in an earlier layer
        kept = affected - set(select(effect.selector, effect, self.board)) \
            if self.explain and effect.selector is not None and effect.locked is None \
            else frozenset()
        for oid in sorted(affected):
            w = self.board[oid].copy()
            modify(layer, effect, w, self.board, self.state)
            self.board[oid] = w
            if self.explain:
                keeps_applying = effect.key in self.effects.continuing or oid in kept
                self.rows.setdefault(oid, []).append(
                    row(layer, effect, w, by_dependency, keeps_applying))
        return True

    def _rules_effects(self) -> None:
        """613.11: effects on rules ("can't attack or block") apply after all layers."""
        for effect in self.effects.on_rules(self.board):
            affected = self.effects.affected(effect, self.board, record=False) or frozenset()
            assert effect.modifications is not None and effect.modifications.restrict
            words = frozenset(r.value for r in effect.modifications.restrict)
            for oid in affected:
                w = self.board[oid].copy()
                w.restrictions = w.restrictions | words
                self.board[oid] = w


class _Dependencies:
    """Which of one layer's remaining effects depends on which (613.8a), kept up to date.

    Applying effect b can only change another effect a on the objects b changes, unless a
    reads the whole board (counts, conditions) or b changes a's own source. So a pair is
    checked by applying b to a copy of just those objects, and a checked pair is only checked
    again (613.8c) when an applied effect changed an object the answer was drawn from.
    """

    def __init__(self, comp: _Computation, layer: Layer, effects: list[LayerEffect]):
        self.comp, self.layer = comp, layer
        self.members = {e.key: self._members(e) for e in effects}
        self.sources = {e.key: e.source for e in effects}
        self.whole_board = {e.key for e in effects if _reads_whole_board(e)}
        self.known: dict[tuple, bool] = {}
        self.graph = nx.DiGraph()  # the current dependencies among the remaining effects
        self.graph.add_nodes_from(e.key for e in effects)
        self.edges: set[tuple[tuple, tuple]] = set()  # every dependency found, for the ruling
        self.checks = 0

    def add(self, effect: LayerEffect, granter: LayerEffect) -> None:
        """An effect that came to exist in the middle of the layer, from `granter`."""
        self.members[effect.key] = self._members(effect)
        self.sources[effect.key] = effect.source
        if _reads_whole_board(effect):
            self.whole_board.add(effect.key)
        self.graph.add_node(effect.key)
        self.edges.add((effect.key, granter.key))

    def _members(self, effect: LayerEffect) -> frozenset[ObjectId] | None:
        if not self.comp.effects.exists(effect, self.comp.board):
            return None
        return self.comp.effects.affected(effect, self.comp.board, record=False)

    def next_effect(self, remaining: list[LayerEffect]) -> LayerEffect:
        """613.8b: the earliest effect that waits for nothing outside its own dependency loop.

        The dependency graph (networkx, edge a -> b: a depends on b) is explored from the
        earliest effect along depends-on edges, so only the pairs that decide the next effect
        are checked; an effect is ready when its strongly connected component (a loop, or
        itself alone) depends on nothing else.
        """
        keys = {e.key for e in remaining}
        for effect in remaining:  # timestamp order
            reachable = self._explore(effect, remaining)
            graph = self.graph.subgraph(reachable & keys)
            loop = next(c for c in nx.strongly_connected_components(graph) if effect.key in c)
            if all(b in loop for a in loop for b in graph.successors(a)):
                return effect
        return remaining[0]

    def _explore(self, start: LayerEffect, remaining: list[LayerEffect]) -> set[tuple]:
        """Check the out-edges of everything `start` depends on, directly or not."""
        by_key = {e.key: e for e in remaining}
        seen, todo = {start.key}, [start]
        while todo:
            current = todo.pop()
            for other in self.depends_on(current, remaining):
                if other.key not in seen:
                    seen.add(other.key)
                    todo.append(by_key[other.key])
        return seen

    def depends_on(self, a: LayerEffect, remaining: list[LayerEffect]) -> list[LayerEffect]:
        """The remaining effects `a` depends on (613.8a)."""
        if not WRITES[self.layer] & _reads(a):
            return []
        return [b for b in remaining if b is not a and self._depends(a, b)]

    def involved(self, effect: LayerEffect) -> bool:
        """Was this effect found to depend on another, or another on it?"""
        return any(effect.key in edge for edge in self.edges)

    def _depends(self, a: LayerEffect, b: LayerEffect) -> bool:
        pair = (a.key, b.key)
        if pair not in self.known:
            self.checks += 1
            self.known[pair] = self._check(a, b)
            if self.known[pair]:
                self.graph.add_edge(*pair)
                self.edges.add(pair)
        return self.known[pair]

    def _check(self, a: LayerEffect, b: LayerEffect) -> bool:
        comp, board = self.comp, self.comp.board
        changed = self.members[b.key]
        if not changed:
            return False
        trial = dict(board)
        for oid in changed:
            trial[oid] = trial[oid].copy()
            modify(self.layer, b, trial[oid], trial, comp.state)
        if a.source in changed or _reads_whole_board(a):
            return comp._footprint(self.layer, a, board) != comp._footprint(self.layer, a, trial)
        if comp.effects.exists(a, board) != comp.effects.exists(a, trial):
            return True
        for oid in changed:
            before, after = comp.effects.member(a, oid, board), comp.effects.member(a, oid, trial)
            if before != after:
                return True
            if before and instance(self.layer, a, board[oid], board, comp.state) != \
                    instance(self.layer, a, trial[oid], trial, comp.state):
                return True
        return False

    def applied(self, changed: frozenset[ObjectId], remaining: list[LayerEffect]) -> None:
        """Forget the answers that the objects just changed could alter (613.8c)."""
        if not changed:
            return
        stale: set[tuple] = set()
        for b in remaining:
            old = self.members[b.key]
            new = self._members(b)
            self.members[b.key] = new
            if new != old or (new and new & changed) or b.source in changed:
                stale.add(b.key)
        for a_key, b_key in list(self.known):
            if b_key in stale or a_key in self.whole_board or self.sources[a_key] in changed:
                del self.known[(a_key, b_key)]
                if self.graph.has_edge(a_key, b_key):
                    self.graph.remove_edge(a_key, b_key)


def _reads_whole_board(effect: LayerEffect) -> bool:
    """Counts and conditions look at every object, not only the ones an effect changes."""
    if effect.condition is not None:
        return True
    amounts: list[Amount | None] = []
    if effect.defines is not None:
        amounts += [effect.defines.power, effect.defines.toughness]
    m = effect.modifications
    if m is not None and m.set_pt is not None:
        amounts += [m.set_pt.power, m.set_pt.toughness]
    return any(a is not None and a.kind in (AmountKind.COUNT, AmountKind.CARDS_IN_HAND,
                                            AmountKind.CARD_TYPES_IN_GRAVEYARDS)
               for a in amounts)


def _reads(effect: LayerEffect) -> frozenset[str]:
    """The characteristics whose change could alter this effect (prefilter for 613.8a)."""
    if effect.origin in ("resolved", "counter"):
        return frozenset()
    out: set[str] = set()
    if effect.origin == "static":
        out.add("abilities")  # existence: its source may lose the ability
    for sel in (effect.selector, effect.condition):
        if sel is not None:
            for f in sel.filters:
                out |= _filter_reads(f)
    amounts: list[Amount | None] = []
    if effect.defines is not None:
        amounts += [effect.defines.power, effect.defines.toughness]
    if effect.modifications is not None and effect.modifications.set_pt is not None:
        amounts += [effect.modifications.set_pt.power, effect.modifications.set_pt.toughness]
    if effect.modifications is not None and effect.modifications.control:
        out.add("controller")
    for amount in amounts:
        if amount is None:
            continue
        if amount.kind is AmountKind.MANA_VALUE:
            out.add("mana_cost")
        elif amount.kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
            out.add("types")
        elif amount.kind is AmountKind.COUNT and amount.of is not None:
            for f in amount.of.filters:
                out |= _filter_reads(f)
        elif amount.kind in (AmountKind.POWER, AmountKind.TOUGHNESS):
            out |= {"power", "toughness"}
    return frozenset(out)


def _filter_reads(f: ObjectFilter) -> set[str]:
    out = set()
    if f.types or f.any_types or f.not_types:
        out.add("types")
    if f.subtypes or f.not_subtypes:
        out.add("subtypes")
    if f.supertypes or f.not_supertypes:
        out.add("supertypes")
    if f.colors or f.not_colors or f.colorless is not None or f.multicolored is not None:
        out.add("colors")
    if f.controller is not Who.ANY:
        out.add("controller")
    return out


def source_characteristics(state: GameState, oid: ObjectId) -> Characteristics | None:
    """Current characteristics, or last known information if it has left (608.2h)."""
    board = compute(state)
    if oid in board.chars:
        return board.chars[oid]
    return state.last_known.get(oid)

