"""The continuous effects that apply, and to which objects (CR 604, 611, 613.6, 613.7).

Gathers, for one layer, the effects of static abilities on the battlefield (611.3) and of
characteristic-defining abilities in every zone (604.3), of resolved spells and abilities
(611.2), of counters (122.1a–b) and of an object that entered as a copy (707.2), each with its
timestamp (613.7a, 613.7c), and the layers each works in (613.1, 613.4; an effect with parts in
several layers applies each part in its own, 613.6). Which objects an effect applies to: a
static ability's, whatever its text says at that moment (611.3a); a resolved effect's, the set
fixed as it began (611.2c); and an effect that began applying in an earlier layer keeps applying
to the same objects, even if its source has lost the ability (613.6). Also the effects on
rules rather than on objects, which apply after the layers (613.11).
"""

from __future__ import annotations

import re
from enum import StrEnum
from dataclasses import dataclass
from typing import Any, Mapping

from judge.cards.definition import CardDefinition
from judge.cards.phrases import (BATTLEFIELD_ONLY, Amount, AmountKind, Condition, Scope,
                                 Selector)
from judge.cards.vocabulary import Defines, Modifications, StaticAbility
from judge.engine.layers.values import (
    with_chosen_type,
    AbilityFrom,
    AbilityKey,
    EffectKey,
    Working,
    condition_holds,
    matches,
)
from judge.engine.memo import ByIdentity
from judge.engine.state import ContinuousEffect, GameState, ObjectId, PlayerId
from judge.words import Color, Keyword, Layer, Zone

KEYWORD_COUNTERS = frozenset(k.value for k in Keyword if k.value in (  # 122.1b
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance"))


class Origin(StrEnum):
    """What a continuous effect comes from."""

    STATIC = "static"  # a static ability (611.3)
    CDA = "cda"  # a characteristic-defining ability (604.3)
    COPY = "copy"  # entering as a copy (707.5)
    COUNTER = "counter"  # counters (613.4c, 122.1b)
    RESOLVED = "resolved"  # a resolved spell or ability (611.2)


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """One continuous effect as the layer system sees it."""

    key: EffectKey
    source: ObjectId
    source_name: str
    timestamp: int
    origin: Origin
    modifications: Modifications | None = None
    defines: Defines | None = None
    selector: Selector | None = None
    locked: frozenset[ObjectId] | None = None
    controller: PlayerId | None = None
    counter: tuple[str, int] | None = None
    condition: Condition | None = None  # a static ability's "as long as" (611.3a)
    chosen_color: Color | None = None
    chosen_type: str | None = None
    chosen_land_type: str | None = None  # a basic land type chosen as its ability resolved
    chosen_words: tuple[str, str] | None = None
    copy_of: CardDefinition | None = None
    after_own: bool = False  # a granted ability: after the object's own at one timestamp (613.7a)
    made_by: ObjectId | None = None  # the object whose ability it comes from ("this creature")
    gains_control: PlayerId | None = None  # the player a resolved effect gives control to
    exchanged_for: str = ""  # an exchange's other permanent, named (701.10b)

    @property
    def is_cda(self) -> bool:
        return self.origin is Origin.CDA

    @property
    def order(self) -> tuple[Any, ...]:
        """Timestamp order (613.7), ties broken the same way every time."""
        return (self.timestamp, self.after_own, repr(self.key))

    def layers(self) -> frozenset[Layer]:
        if self.copy_of is not None:
            return frozenset({Layer.COPY})
        if self.counter is not None:
            return frozenset({Layer.PT_MODIFY if pt_counter(self.counter[0]) else Layer.ABILITY})
        if self.defines is not None:
            return _cda_layers(self.defines)
        assert self.modifications is not None
        return _modification_layers(self.modifications)


def _modification_layers(m: Modifications) -> frozenset[Layer]:
    return frozenset(part.LAYER for part in m.parts if part.LAYER is not None)


def _cda_layers(d: Defines) -> frozenset[Layer]:
    out = set()
    if d.all_creature_types:
        out.add(Layer.TYPE)
    if d.colors is not None:
        out.add(Layer.COLOR)
    if d.power is not None or d.toughness is not None:
        out.add(Layer.PT_DEFINE)
    return frozenset(out)


def pt_counter(kind: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind)
    return (int(m.group(1)), int(m.group(2))) if m else None


class Effects:
    """The continuous effects of one computation, and the objects each applies to."""

    def __init__(self, state: GameState):
        self.state = state
        # 613.6: effects that began to apply, with the objects they apply to from then on
        self.started: dict[EffectKey, tuple[LayerEffect, frozenset[ObjectId]]] = {}
        self.continuing: set[EffectKey] = set()
        self._resolved: list[tuple[LayerEffect, frozenset[Layer]]] | None = None
        # each object's own effects, made again only when its Working was replaced
        self._of_object: dict[ObjectId, tuple[Working, list[tuple[LayerEffect,
                                                                  frozenset[Layer]]]]] = {}

    def in_layer(self, layer: Layer, board: Mapping[ObjectId, Working]) -> list[LayerEffect]:
        found: list[tuple[LayerEffect, frozenset[Layer]]] = []
        for oid, w in board.items():
            kept = self._of_object.get(oid)
            if kept is None or kept[0] is not w:  # a Working is copied before it changes
                kept = (w, [(e, e.layers()) for e in self._object_effects(oid, w)])
                self._of_object[oid] = kept
            found += kept[1]
        if self._resolved is None:
            self._resolved = [_resolved(eff) for eff in self.state.effects]
        found += self._resolved
        # 613.6: an effect that started in an earlier layer still exists, even if its
        # source lost the ability generating it.
        present = {e.key for e, _ in found}
        self.continuing = {key for key in self.started if key not in present}
        found += [(self.started[key][0], self.started[key][0].layers())
                  for key in self.continuing]
        return [e for e, layers in found if layer in layers]

    def _object_effects(self, oid: ObjectId, w: Working) -> list[LayerEffect]:
        """The effects one object's characteristics make: its abilities, a copy, counters."""
        found: list[LayerEffect] = []
        on_battlefield = w.obj.zone is Zone.BATTLEFIELD
        for key, ab in w.abilities:
            if isinstance(ab, StaticAbility) and on_battlefield:
                found.append(LayerEffect(
                    key=("static", oid, key), source=oid, source_name=w.name,
                    timestamp=_ability_timestamp(w, key), origin=Origin.STATIC,
                    modifications=ab, selector=ab.affects, condition=ab.condition,
                    chosen_color=w.obj.chosen_color, chosen_type=w.obj.chosen_type,
                    after_own=key[0] is AbilityFrom.GRANTED))
            elif isinstance(ab, Defines):  # CDAs work in every zone (604.3)
                found.append(LayerEffect(
                    key=("cda", oid, key), source=oid, source_name=w.name,
                    timestamp=w.obj.timestamp, origin=Origin.CDA, defines=ab,
                    selector=Selector(Scope.SELF, text="this")))
        if w.obj.copied is not None:  # entered as a copy: layer 1 (707.2)
            found.append(LayerEffect(
                key=("copy", oid), source=oid, source_name=w.obj.card.name,
                timestamp=w.obj.timestamp, origin=Origin.COPY, copy_of=w.obj.copied,
                locked=frozenset({oid})))
        if on_battlefield:  # counters: +N/+N in 7c, keywords in 6 (122.1a–b, 613.7c)
            for kind, n in w.obj.counters.items:
                if pt_counter(kind) is not None or kind in KEYWORD_COUNTERS:
                    found.append(LayerEffect(
                        key=("counter", oid, kind), source=oid, source_name=w.name,
                        timestamp=w.obj.counters.stamp(kind), origin=Origin.COUNTER,
                        counter=(kind, n), locked=frozenset({oid})))
        return found

    def on_rules(self, board: Mapping[ObjectId, Working]) -> list[LayerEffect]:
        """613.11: effects on rules ("can't attack or block"), in timestamp order."""
        effects: list[LayerEffect] = []
        for w in board.values():
            for key, ab in w.abilities:
                if isinstance(ab, StaticAbility) and ab.on_rules and w.obj.zone is Zone.BATTLEFIELD:
                    effects.append(LayerEffect(
                        key=("static", w.obj.id, key), source=w.obj.id, source_name=w.name,
                        timestamp=w.obj.timestamp, origin=Origin.STATIC, modifications=ab,
                        selector=ab.affects, condition=ab.condition, made_by=w.obj.id))
        for eff in self.state.effects:
            if eff.modifications.on_rules:  # its own part, with its own set (611.2c)
                effects.append(LayerEffect(
                    key=("resolved rules", eff.id), source=eff.source,
                    source_name=eff.source_name, timestamp=eff.timestamp, origin=Origin.RESOLVED,
                    modifications=eff.modifications, controller=eff.controller,
                    selector=eff.rules_for, locked=None if eff.rules_for else eff.affected,
                    made_by=eff.made_by))
        return sorted(effects, key=lambda e: e.timestamp)

    def member(self, effect: LayerEffect, oid: ObjectId,
               board: Mapping[ObjectId, Working]) -> bool:
        """Would the effect apply to this one object? (the affected set, one object at a time)"""
        if effect.key in self.started:
            return oid in self.started[effect.key][1]
        if effect.locked is not None:
            return oid in effect.locked
        assert effect.selector is not None
        source = board.get(effect.source)
        you = effect_controller(effect, board)
        sel = effect.selector
        if sel.scope is Scope.SELF:
            return oid == effect.source and source is not None
        if sel.scope is Scope.PAIRED:
            return oid in select(sel, effect, board)
        if sel.scope in (Scope.ENCHANTED, Scope.EQUIPPED):
            if source is None or source.obj.attached_to != oid:
                return False
        return any(matches(board[oid], f, you, effect.source) for f in sel.filters)

    def exists(self, effect: LayerEffect, board: Mapping[ObjectId, Working]) -> bool:
        if effect.origin is not Origin.STATIC or effect.key in self.started:
            return True
        _, oid, ability_key = effect.key
        w = board.get(oid)
        if w is None or not any(k == ability_key for k, _ in w.abilities):
            return False
        if effect.condition is not None:
            return condition_holds(self.state, effect.condition, effect_controller(effect, board),
                                   effect.source, board)
        return True

    def affected(self, effect: LayerEffect, board: Mapping[ObjectId, Working],
                 record: bool, found_by: Selections | None = None) -> frozenset[ObjectId] | None:
        """The objects the effect applies to; `found_by`: what selectors alike have found on
        this board as it is (see `Selections`)."""
        if effect.key in self.started:
            return self.started[effect.key][1]
        if effect.locked is not None:
            found = frozenset(o for o in effect.locked if o in board)
        else:
            if not self.exists(effect, board):
                return None
            assert effect.selector is not None
            key = _selection_key(effect, board) if found_by is not None else None
            kept = found_by.get(key) if found_by is not None and key is not None else None
            if kept is not None and kept[0] is effect.selector:
                found = kept[1]
            else:
                found = frozenset(select(effect.selector, effect, board))
                if found_by is not None and key is not None:
                    found_by[key] = (effect.selector, found)
        if record:
            self.started[effect.key] = (effect, found)
        return found


# Which objects selectors found, by what decides it besides the board: the selector (by its
# identity, kept with it), who "you" is, and the chosen type. Only while nothing changes what
# they read: within a layer none of whose effects reads what the layer changes (613.8a).
Selections = dict[tuple[int, PlayerId | None, str | None],
                  tuple[Selector, frozenset[ObjectId]]]


def _selection_key(effect: LayerEffect, board: Mapping[ObjectId, Working]
                   ) -> tuple[int, PlayerId | None, str | None] | None:
    """What decides the objects an effect's selector finds on a board, unless the selector
    names the effect's source ("other", "this or another", "dealt damage by this")."""
    sel = effect.selector
    if sel is None or sel.scope is not Scope.ALL or sel.or_self \
            or any(f.other or f.damaged_by_source for f in sel.filters):
        return None
    return id(sel), effect_controller(effect, board), effect.chosen_type


def _made(eff: ContinuousEffect) -> tuple[LayerEffect, frozenset[Layer]]:
    effect = LayerEffect(
        key=("resolved", eff.id), source=eff.source, source_name=eff.source_name,
        timestamp=eff.timestamp, origin=Origin.RESOLVED, modifications=eff.modifications,
        locked=eff.affected, controller=eff.controller, chosen_color=eff.chosen_color,
        chosen_words=eff.chosen_words, chosen_type=eff.chosen_type,
        chosen_land_type=eff.chosen_land_type, gains_control=eff.gains_control,
        exchanged_for=eff.exchanged_for)
    return effect, effect.layers()


# a resolved spell's or ability's effect (611.2) and its layers: the same in every state it
# lasts through, so made once
_resolved = ByIdentity(_made)


def reads_whole_board(effect: LayerEffect) -> bool:
    """Counts and conditions look at every object, not only the ones an effect changes."""
    if effect.condition is not None:
        return True
    return any(a is not None and a.kind in _BOARD_AMOUNTS for a in _amounts(effect))


def _amounts(effect: LayerEffect) -> list[Amount | None]:
    """The numbers an effect reads as it applies."""
    amounts: list[Amount | None] = []
    if effect.defines is not None:
        amounts += [effect.defines.power, effect.defines.toughness]
    m = effect.modifications
    if m is not None and m.set_pt is not None:
        amounts += [m.set_pt.power, m.set_pt.toughness]
    if m is not None and m.pt is not None:
        amounts.append(m.pt.per)
    return amounts


# amounts read from objects other than the ones an effect changes
_BOARD_AMOUNTS = frozenset({AmountKind.COUNT, AmountKind.CARDS_IN_HAND,
                            AmountKind.CARD_TYPES_IN_GRAVEYARDS, AmountKind.DEVOTION,
                            AmountKind.ATTACHED, AmountKind.GREATEST_POWER,
                            AmountKind.BASIC_LAND_TYPES, AmountKind.COLORS_AMONG,
                            AmountKind.PARTY})


def reaches_off_battlefield(effect: LayerEffect) -> bool:
    """Could the effect read or change an object that isn't on the battlefield: a count or a
    condition, or a filter of cards in other zones?"""
    return _reach(effect)[0]


def reads_the_game(effect: LayerEffect) -> bool:
    """Does what the effect does depend on more than the objects it affects and its source: a
    condition, or a number about players or the game (a life total, devotion, cards in hand)?"""
    return _reach(effect)[1]


def _reaches(effect: LayerEffect) -> tuple[bool, bool]:
    """Both answers above."""
    sel = effect.selector
    amounts = [a for a in _amounts(effect) if a is not None]
    reaches = reads_whole_board(effect) or any(
        a.kind not in _OWN_AMOUNTS or a.of is not None or a.what is not None
        for a in amounts) or (
        sel is not None and any(f.zones != BATTLEFIELD_ONLY for f in sel.filters))
    reads = effect.condition is not None or any(a.kind not in _OBJECT_AMOUNTS for a in amounts)
    return reaches, reads


_reach = ByIdentity(_reaches)  # decided once for each effect
# numbers read from the players, the permanents or the affected object: none from other zones
_OWN_AMOUNTS = frozenset({AmountKind.CONSTANT, AmountKind.POWER, AmountKind.TOUGHNESS,
                          AmountKind.MANA_VALUE, AmountKind.X, AmountKind.LIFE_TOTAL,
                          AmountKind.LIFE_GAINED, AmountKind.LIFE_LOST, AmountKind.SPEED,
                          AmountKind.OPPONENTS_POISON, AmountKind.OPPONENTS_LIFE_LOST})
# numbers read from the affected object alone (or none)
_OBJECT_AMOUNTS = frozenset({AmountKind.CONSTANT, AmountKind.POWER, AmountKind.TOUGHNESS,
                             AmountKind.MANA_VALUE})


def effect_controller(effect: LayerEffect,
                      board: Mapping[ObjectId, Working]) -> PlayerId | None:
    """Who 'you' is for an effect: its own controller (a resolved one), or its source's now
    (109.5)."""
    if effect.controller is not None:
        return effect.controller
    source = board.get(effect.source)
    return source.controller if source is not None else None


def select(selector: Selector, effect: LayerEffect,
           board: Mapping[ObjectId, Working]) -> list[ObjectId]:
    source = board.get(effect.source)
    you = effect_controller(effect, board)
    if selector.scope is Scope.SELF:
        return [effect.source] if source is not None else []
    if selector.scope is Scope.PAIRED:  # 702.95b: both, while it is paired
        partner = source.obj.paired_with if source is not None else None
        return [effect.source, partner] if partner is not None and partner in board else []
    if selector.scope in (Scope.ENCHANTED, Scope.EQUIPPED):
        host = source.obj.attached_to if source is not None else None
        if host is None or host not in board:  # attached to a player, or to nothing
            return []
        attached = ObjectId(host)
        return [attached] if matches(board[attached], selector.filter, you, effect.source) \
            else []
    filters = [with_chosen_type(f, effect.chosen_type) for f in selector.filters]
    return [oid for oid, w in board.items()
            if (selector.or_self and oid == effect.source)
            or any(matches(w, f, you, effect.source) for f in filters)]


def _ability_timestamp(w: Working, key: AbilityKey) -> int:
    """613.7a: an ability's effect has its object's timestamp or its granter's, if later."""
    if key[0] is AbilityFrom.GRANTED:
        granted: int = key[2]
        return max(w.obj.timestamp, granted)
    return w.obj.timestamp
