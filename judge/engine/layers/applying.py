"""Applying the continuous effects, layer by layer (CR 613.1–613.4, 613.7, 613.8b, 613.11).

Layers 1 to 7 in order, layer 7 in its sublayers (613.1, 613.4); within a layer,
characteristic-defining abilities first (613.3, 613.4a), then the other effects in timestamp
order (613.7) unless one waits for another it depends on (613.8b); the order of the rest is
decided again after each effect (613.8c), and an ability granted in layer 6 may itself apply in
layer 6. Once an effect has begun applying, it keeps its objects in later layers (613.6). After
layer 4, basic land types give their mana abilities (305.6); after all layers, effects on rules
apply (613.11).
"""

from __future__ import annotations

from judge.engine.layers.changes import intrinsic_abilities, modify, ring_bearers_legendary
from dataclasses import dataclass, field
from typing import Mapping

from judge.engine.layers.dependency import Dependencies, Reason, reads_layer
from judge.engine.layers.explanation import (Board, DependencyGraph, EffectRows, LayerRow,
                                             graph)
from judge.engine.layers.gathering import (Effects, LayerEffect, Selections,
                                           reaches_off_battlefield, reads_the_game, select)
from judge.engine.layers.values import Characteristics, EffectKey, Working, start
from judge.engine.memo import ByIdentity
from judge.engine.state import GameObject, GameState, ObjectId
from judge.cards.phrases import InCombat
from judge.cards.vocabulary import TriggeredAbility
from judge.words import LAYERS, Layer, Step

BLOCKERS_DECLARED = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                      Step.END_OF_COMBAT)


def combat_status(state: GameState, oid: ObjectId) -> InCombat | None:
    """506.4, 509.1h: attacking, unblocked once blockers are declared and none blocks it, or
    blocking."""
    if any(a == oid for a, _ in state.attackers):
        unblocked = state.step in BLOCKERS_DECLARED and oid not in state.blocked
        return InCombat.UNBLOCKED if unblocked else InCombat.ATTACKING
    return InCombat.BLOCKING if any(b == oid for b, _ in state.blockers) else None

def own_restrictions(w: Working) -> Working:
    """A keyword's own effect on rules (decayed: it can't block, 702.147a)."""
    own = frozenset(r for _, a in w.abilities if isinstance(a, TriggeredAbility)
                    for r in a.RESTRICTS)
    if not own - w.restrictions:
        return w
    w = w.copy()
    w.restrictions = w.restrictions | own
    return w


def own_values(obj: GameObject, in_combat: InCombat | None) -> Working:
    """An object's own values, made once for each object (objects are values: one that
    changes is a new one); a Working is copied before an effect changes it, so one is shared."""
    return _OWN[in_combat](obj)


def freeze(w: Working) -> Characteristics:
    """The final values; for an object no effect changed, its own values, frozen once."""
    if _OWN[w.in_combat].get(w.obj) is not w:
        return w.freeze()
    return _FROZEN(w)


def _own_values_for(status: InCombat | None) -> ByIdentity[GameObject, Working]:
    return ByIdentity(lambda obj: start(obj, status))


_OWN = {status: _own_values_for(status) for status in (None, *InCombat)}
_FROZEN: ByIdentity[Working, Characteristics] = ByIdentity(Working.freeze)
# layers that change no name or ability: the effects an object makes (gathering.Effects,
# which knows a Working by its identity) stay the same
_VALUES_ONLY = frozenset({Layer.CONTROL, Layer.COLOR, Layer.PT_DEFINE, Layer.PT_SET,
                          Layer.PT_MODIFY, Layer.PT_SWITCH})


class ReachesLeftOut(Exception):
    """An effect may reach an object left out of a computation."""


@dataclass
class Seen:
    """What one layer's dependency checks found, for the ruling: each dependency and why
    (613.8a), the effects that no longer existed, and what changed on re-evaluation
    (613.8c: dependent, depended on, began, after which effect)."""

    edges: dict[tuple[EffectKey, EffectKey], Reason] = field(default_factory=dict)
    vanished: set[EffectKey] = field(default_factory=set)
    changes: list[tuple[EffectKey, EffectKey, bool, EffectKey]] = field(default_factory=list)


class Computation:
    """One pass through the layers over every object of one state."""

    def __init__(self, state: GameState, explain: bool,
                 objects: Mapping[ObjectId, GameObject] | None = None):
        self.state = state
        self.explain = explain
        self.board: dict[ObjectId, Working] = {
            oid: own_values(obj, combat_status(state, oid))
            for oid, obj in (state.objects if objects is None else objects).items()
            if obj.ability is None
        }
        # with objects left out (judge/engine/layers/inert.py), an effect that may reach them
        # stops the computation: the whole one is needed
        self.left_out = objects is not None
        self.reaches = False  # whether an effect may reach objects off the battlefield
        # whether an effect read more of the game than its objects (see `reads_the_game`)
        self.reads_game = False
        self.effects = Effects(state)
        self.rows: dict[ObjectId, list[LayerRow]] = {}
        self.graphs: list[DependencyGraph] = []
        self.start_values = {oid: w.freeze() for oid, w in self.board.items()} if explain else {}
        self.pair_checks = 0  # how many pairs of effects were tested for dependency (613.8a)

    def run(self) -> Board:
        base: dict[ObjectId, tuple[int | None, int | None]] = {}
        for layer in LAYERS:
            self._apply_layer(layer)
            if layer is Layer.TYPE:
                intrinsic_abilities(self.board)
                ring_bearers_legendary(self.state, self.board)
            if layer is Layer.PT_SET and self.explain:  # base power and toughness (613.4b)
                base = {oid: (w.power, w.toughness) for oid, w in self.board.items()}
        self._rules_effects()
        chars = {oid: freeze(w) for oid, w in self.board.items()}
        if not self.explain:
            return Board(chars, pair_checks=self.pair_checks)
        return Board(chars, {k: tuple(v) for k, v in self.rows.items()}, self.start_values,
                     tuple(self.graphs), self.pair_checks, base)

    # -- one layer ---------------------------------------------------------

    def _gather(self, layer: Layer) -> list[LayerEffect]:
        effects = self.effects.in_layer(layer, self.board)
        self._note(effects)
        return effects

    def _note(self, effects: list[LayerEffect]) -> None:
        if not self.reaches and any(reaches_off_battlefield(e) for e in effects):
            if self.left_out:
                raise ReachesLeftOut
            self.reaches = True
        if not self.reads_game:
            self.reads_game = any(reads_the_game(e) for e in effects)

    def _apply_layer(self, layer: Layer) -> None:
        effects = self._gather(layer)
        if not effects:
            return
        # 613.3/613.4a: characteristic-defining abilities first, then the rest; dependency is
        # considered only within each group (613.8a(c)).
        cdas = [e for e in effects if e.is_cda]
        others = [e for e in effects if not e.is_cda]
        seen = Seen()
        order: list[LayerEffect] = []
        for group in (cdas, others):
            self._apply_group(layer, group, seen, order)
        if self.explain and (seen.edges or len(order) > 1):
            self.graphs.append(graph(layer, order, seen.edges, seen.vanished, seen.changes))

    def _apply_group(self, layer: Layer, group: list[LayerEffect], seen: Seen,
                     order: list[LayerEffect]) -> None:
        remaining = sorted(group, key=lambda e: e.order)
        if layer is not Layer.ABILITY and not any(reads_layer(e, layer) for e in remaining):
            # nothing can depend on anything (613.8a): timestamp order, with nothing to check
            owned: set[ObjectId] = set()
            found_by: Selections = {}
            for effect in remaining:
                if not self._apply_effect(layer, effect, by_dependency=False, owned=owned,
                                          found_by=found_by):
                    seen.vanished.add(effect.key)
                order.append(effect)
            return
        deps = Dependencies(self.effects, self.board, layer, remaining)
        if self.explain:  # the whole graph, for the ruling; the order is decided the same way
            for effect in remaining:
                deps.depends_on(effect, remaining)
        passed_over: set[EffectKey] = set()  # effects something later went ahead of
        while remaining:
            chosen = deps.next_effect(remaining)
            # by dependency only where dependency moved it from its timestamp place (613.8b);
            # a loop is applied in timestamp order, and so are effects nothing depends on
            ahead = remaining[:remaining.index(chosen)]
            passed_over |= {e.key for e in ahead}
            by_dependency = deps.involved(chosen) and (bool(ahead) or chosen.key in passed_over)
            before = dict(self.board)
            if not self._apply_effect(layer, chosen, by_dependency):
                seen.vanished.add(chosen.key)
            order.append(chosen)
            remaining.remove(chosen)
            # 613.8c: the order of the rest is evaluated again, from what just changed
            changed = frozenset(o for o, w in self.board.items() if before.get(o) is not w)
            if changed and layer is Layer.ABILITY:
                # an ability granted just now may itself work in this layer; it depends on
                # the effect that granted it (613.8a), which has been applied
                known = {e.key for e in order} | {e.key for e in remaining}
                arrived = [e for e in self._gather(layer)
                           if e.key not in known and e.is_cda == chosen.is_cda]
                for effect in arrived:
                    deps.add(effect, chosen)
                remaining = sorted(remaining + arrived, key=lambda e: e.order)
            deps.applied(chosen, changed, remaining)
            if self.explain:  # 613.8c told whole: every pair of the rest is decided again
                for effect in remaining:
                    deps.depends_on(effect, remaining)
        for pair, reason in deps.edges.items():
            seen.edges.setdefault(pair, reason)
        seen.changes += deps.changes
        self.pair_checks += deps.checks

    # -- applying ----------------------------------------------------------

    def _apply_effect(self, layer: Layer, effect: LayerEffect, by_dependency: bool,
                      owned: set[ObjectId] | None = None,
                      found_by: Selections | None = None) -> bool:
        """Apply one effect; False if it no longer exists (its source lost the ability).

        Values are copied before they change: others may hold them. Those in `owned` were
        copied by this layer already, and no one else holds them (a table line keeps only its
        text, and in these layers the effects an object makes stay the same), so they change
        in place. `found_by`: what selectors alike found in this layer so far."""
        started = effect.key in self.effects.started
        affected = self.effects.affected(effect, self.board, record=True, found_by=found_by)
        if affected is None:
            return False
        # 613.6: objects it affects because it began applying to them in an earlier layer (an
        # effect that begins here affects just what its selector finds)
        kept = affected - set(select(effect.selector, effect, self.board)) \
            if self.explain and started and effect.selector is not None \
            and effect.locked is None else frozenset()
        lines = EffectRows(layer, effect, by_dependency) if self.explain else None
        mine = owned if layer in _VALUES_ONLY else None
        for oid in sorted(affected):
            if mine is not None and oid in mine:
                w = self.board[oid]
            else:
                w = self.board[oid].copy()
                if mine is not None:
                    mine.add(oid)
            modify(layer, effect, w, self.board, self.state)
            self.board[oid] = w
            if lines is not None:
                keeps_applying = effect.key in self.effects.continuing or oid in kept
                self.rows.setdefault(oid, []).append(lines.line(w, keeps_applying))
        return True

    def _rules_effects(self) -> None:
        """613.11: effects on rules ("can't attack or block") apply after all layers, a
        keyword's own among them (decayed: it can't block, 702.147a)."""
        for oid, w in list(self.board.items()):
            self.board[oid] = own_restrictions(w)
        rules_effects = self.effects.on_rules(self.board)
        self._note(rules_effects)
        for effect in rules_effects:
            affected = self.effects.affected(effect, self.board, record=False) or frozenset()
            assert effect.modifications is not None
            restricted = frozenset(effect.modifications.restrict or ())
            required = frozenset(effect.modifications.require or ())
            allowed = frozenset(effect.modifications.allow or ())
            # "blocks this creature if able": the effect's source, the attacker it must block
            must_block = (effect.made_by,) if effect.modifications.block_this \
                and effect.made_by is not None else ()
            cant_block = (effect.made_by,) if effect.modifications.cant_block_this \
                and effect.made_by is not None else ()
            unblockable = effect.modifications.unblockable_by
            only_by = effect.modifications.blockable_only_by
            for oid in affected:
                w = self.board[oid].copy()
                w.restrictions = w.restrictions | restricted
                w.requirements = w.requirements | required
                w.permissions = w.permissions | allowed
                w.must_block = w.must_block + must_block
                w.cant_block = w.cant_block + cant_block
                if effect.modifications.blocks_any:
                    w.block_limit = None
                elif w.block_limit is not None and effect.modifications.extra_blocks:
                    w.block_limit += effect.modifications.extra_blocks
                if unblockable is not None:
                    w.unblockable_by = w.unblockable_by + (unblockable,)
                if only_by is not None:
                    w.only_blocked_by = w.only_blocked_by + (only_by,)
                if effect.modifications.min_blockers is not None:
                    w.min_blockers = max(w.min_blockers, effect.modifications.min_blockers)
                if effect.modifications.cant_block_creatures is not None:
                    w.cant_block_creatures = w.cant_block_creatures + (
                        effect.modifications.cant_block_creatures,)
                self.board[oid] = w
