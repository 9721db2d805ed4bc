"""Dependency among the continuous effects of one layer (CR 613.8), kept as a networkx graph.

Implements 613.8a (an effect depends on another in the same layer, or sublayer, when applying
the other would change whether it exists, what it applies to or what it does to any of them;
characteristic-defining abilities are compared only with each other), 613.8b (a dependent
effect waits until just after the effects it depends on; effects that depend on each other in a
loop go in timestamp order) and 613.8c (after each effect is applied, the order of the rest is
decided again). Dependency is found by trying: one effect is applied to a copy of the objects
it changes, and the other is watched for a difference.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any, Mapping

from judge.cards.phrases import Amount, AmountKind, ObjectFilter, Who
from judge.engine.layers.changes import instance, modify
from judge.engine.layers.gathering import Effects, LayerEffect, Origin, reads_whole_board
from judge.engine.layers.values import EffectKey, Working
from judge.engine.state import ObjectId
from judge.words import Layer

if TYPE_CHECKING:
    import networkx as nx

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


class Reason(StrEnum):
    """Which part of condition (b) of 613.8a holds: what applying the other effect changes."""

    EXISTENCE = "whether it exists"
    APPLIES_TO = "what it applies to"
    EFFECT = "what it does to what it applies to"


class Dependencies:
    """Which of one layer's remaining effects depends on which (613.8a), kept up to date.

    Applying effect b can only change another effect a on the objects b changes, unless a
    reads the whole board (counts, conditions) or b changes a's own source. So a pair is
    checked by applying b to a copy of just those objects, and a checked pair is only checked
    again (613.8c) when an applied effect changed an object the answer was drawn from.
    """

    def __init__(self, effects: Effects, board: Mapping[ObjectId, Working], layer: Layer,
                 group: list[LayerEffect]):
        self.effects, self.board, self.layer = effects, board, layer
        self.members = {e.key: self._members(e) for e in group}
        self.sources = {e.key: e.source for e in group}
        self.whole_board = {e.key for e in group if reads_whole_board(e)}
        self.known: dict[tuple[EffectKey, EffectKey], bool] = {}
        # every dependency found, and why (613.8a), for the ruling
        self.edges: dict[tuple[EffectKey, EffectKey], Reason] = {}
        # 613.8c: answers forgotten after an effect was applied: what they were, and that effect
        self.forgotten: dict[tuple[EffectKey, EffectKey], tuple[bool, EffectKey]] = {}
        # dependencies that began (True) or ended (False) after an effect was applied
        self.changes: list[tuple[EffectKey, EffectKey, bool, EffectKey]] = []
        self.checks = 0

    @cached_property
    def graph(self) -> nx.DiGraph[EffectKey]:
        """The current dependencies among the remaining effects; made only once two effects
        meet, as a layer of one effect (most of them) has nothing to order."""
        import networkx as nx

        graph: nx.DiGraph[EffectKey] = nx.DiGraph()
        graph.add_nodes_from(self.members)
        return graph

    def add(self, effect: LayerEffect, granter: LayerEffect) -> None:
        """An effect that came to exist in the middle of the layer, from `granter`."""
        self.members[effect.key] = self._members(effect)
        self.sources[effect.key] = effect.source
        if reads_whole_board(effect):
            self.whole_board.add(effect.key)
        self.graph.add_node(effect.key)
        self.edges.setdefault((effect.key, granter.key), Reason.EXISTENCE)

    def _members(self, effect: LayerEffect) -> frozenset[ObjectId] | None:
        if not self.effects.exists(effect, self.board):
            return None
        return self.effects.affected(effect, self.board, record=False)

    def next_effect(self, remaining: list[LayerEffect]) -> LayerEffect:
        """613.8b: the earliest effect that waits for nothing outside its own dependency loop.

        The dependency graph (networkx, edge a -> b: a depends on b) is explored from the
        earliest effect along depends-on edges, so only the pairs that decide the next effect
        are checked; an effect is ready when its strongly connected component (a loop, or
        itself alone) depends on nothing else.
        """
        if len(remaining) == 1:
            return remaining[0]
        import networkx as nx  # not at start-up: many runs make no graph

        keys = {e.key for e in remaining}
        for effect in remaining:  # timestamp order
            reachable = self._explore(effect, remaining)
            graph = self.graph.subgraph(reachable & keys)
            loop = next(c for c in nx.strongly_connected_components(graph) if effect.key in c)
            if all(b in loop for a in loop for b in graph.successors(a)):
                return effect
        return remaining[0]

    def _explore(self, start: LayerEffect,
                 remaining: list[LayerEffect]) -> set[tuple[EffectKey, EffectKey]]:
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
        if not reads_layer(a, self.layer):
            return []
        return [b for b in remaining if b is not a and self._depends(a, b)]

    def involved(self, effect: LayerEffect) -> bool:
        """Was this effect found to depend on another, or another on it?"""
        return any(effect.key in edge for edge in self.edges)

    def _depends(self, a: LayerEffect, b: LayerEffect) -> bool:
        pair = (a.key, b.key)
        if pair not in self.known:
            self.checks += 1
            reason = self._check(a, b)
            self.known[pair] = reason is not None
            if reason is not None:
                self.graph.add_edge(*pair)
                self.edges.setdefault(pair, reason)
            if pair in self.forgotten:
                was, after = self.forgotten.pop(pair)
                if was != self.known[pair]:
                    self.changes.append((*pair, self.known[pair], after))
        return self.known[pair]

    def _check(self, a: LayerEffect, b: LayerEffect) -> Reason | None:
        """Whether `a` depends on `b` (613.8a), and why: what applying `b` changes."""
        board, state = self.board, self.effects.state
        changed = self.members[b.key]
        if not changed:
            return None
        trial = dict(board)
        for oid in changed:
            trial[oid] = trial[oid].copy()
            modify(self.layer, b, trial[oid], trial, state)
        if a.source in changed or reads_whole_board(a):
            before, after = self._footprint(a, board), self._footprint(a, trial)
            if before == after:
                return None
            if before is None or after is None:
                return Reason.EXISTENCE
            return Reason.APPLIES_TO if [o for o, _ in before] != [o for o, _ in after] \
                else Reason.EFFECT
        if self.effects.exists(a, board) != self.effects.exists(a, trial):
            return Reason.EXISTENCE
        for oid in changed:
            before, after = self.effects.member(a, oid, board), self.effects.member(a, oid, trial)
            if before != after:
                return Reason.APPLIES_TO
            if before and instance(self.layer, a, board[oid], board, state) != \
                    instance(self.layer, a, trial[oid], trial, state):
                return Reason.EFFECT
        return None

    def _footprint(self, effect: LayerEffect, board: Mapping[ObjectId, Working]) -> Any:
        """Whether the effect exists, what it applies to, and what it does to each (613.8a)."""
        if not self.effects.exists(effect, board):
            return None
        affected = self.effects.affected(effect, board, record=False) or frozenset()
        return tuple(sorted((oid, instance(self.layer, effect, board[oid], board,
                                           self.effects.state))
                            for oid in affected))

    def applied(self, effect: LayerEffect, changed: frozenset[ObjectId],
                remaining: list[LayerEffect]) -> None:
        """Forget the answers that the objects `effect` just changed could alter (613.8c);
        an answer found again is compared with the forgotten one."""
        if not changed:
            return
        stale: set[tuple[EffectKey, EffectKey]] = set()
        for b in remaining:
            old = self.members[b.key]
            new = self._members(b)
            self.members[b.key] = new
            if new != old or (new and new & changed) or b.source in changed:
                stale.add(b.key)
        for a_key, b_key in list(self.known):
            if b_key in stale or a_key in self.whole_board or self.sources[a_key] in changed:
                self.forgotten.setdefault((a_key, b_key), (self.known[(a_key, b_key)],
                                                           effect.key))
                del self.known[(a_key, b_key)]
                if self.graph.has_edge(a_key, b_key):
                    self.graph.remove_edge(a_key, b_key)


def reads_layer(effect: LayerEffect, layer: Layer) -> bool:
    """Could applying another effect of this layer change this one? (prefilter for 613.8a)"""
    return bool(WRITES[layer] & _reads(effect))


# what the counts about a player's permanents read (305.6 domain, 105.2 colors, 700.5 devotion)
_PLAYER_READS = {AmountKind.BASIC_LAND_TYPES: {"types", "subtypes", "controller"},
                 AmountKind.COLORS_AMONG: {"colors", "controller"},
                 AmountKind.DEVOTION: {"mana_cost", "controller"},
                 AmountKind.PARTY: {"types", "subtypes", "controller"}}


def _reads(effect: LayerEffect) -> frozenset[str]:
    """The characteristics whose change could alter this effect (prefilter for 613.8a)."""
    if effect.origin in (Origin.RESOLVED, Origin.COUNTER):
        return frozenset()
    out: set[str] = set()
    if effect.origin is Origin.STATIC:
        out.add("abilities")  # existence: its source may lose the ability
    conditions = [] if effect.condition is None else [effect.condition, *effect.condition.parts]
    for sel in (effect.selector, *(c.selector for c in conditions)):
        if sel is not None:
            for f in sel.filters:
                out |= _filter_reads(f)
    amounts: list[Amount | None] = []
    if effect.defines is not None:
        amounts += [effect.defines.power, effect.defines.toughness]
    if effect.modifications is not None and effect.modifications.set_pt is not None:
        amounts += [effect.modifications.set_pt.power, effect.modifications.set_pt.toughness]
    if effect.modifications is not None and effect.modifications.pt is not None:
        amounts.append(effect.modifications.pt.per)
    if effect.modifications is not None and effect.modifications.control:
        out.add("controller")
    for amount in amounts:
        if amount is None:
            continue
        if amount.kind is AmountKind.MANA_VALUE:
            out.add("mana_cost")
        elif amount.kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
            out.add("types")
        elif amount.kind in (AmountKind.COUNT, AmountKind.GREATEST_POWER) \
                and amount.of is not None:
            for f in amount.of.filters:
                out |= _filter_reads(f)
            if amount.kind is AmountKind.GREATEST_POWER:
                out.add("power")
        elif amount.kind in _PLAYER_READS:
            out |= _PLAYER_READS[amount.kind]
        elif amount.kind in (AmountKind.POWER, AmountKind.TOUGHNESS):
            out |= {"power", "toughness"}
        elif amount.kind is AmountKind.ATTACHED and amount.what is not None:
            out |= _filter_reads(amount.what)  # an Aura or Equipment only while it is one
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
    if f.keywords or f.not_keywords:  # "creatures you control with flying" (layer 6)
        out.add("abilities")
    for quality, _, _ in f.numbers:  # "with power 2 or less", "with mana value 3"
        out |= _NUMBER_READS[quality]
    return out


_NUMBER_READS = {"power": {"power"}, "toughness": {"toughness"}, "mana value": {"mana_cost"},
                 "colors": {"colors"}}
