"""How the layers got there, as the ruling shows it (CR 613).

For each object, a table of the effects applied to it, layer by layer, with the values after
each and the rules that put it there: its layer and sublayer (613.1a–g, 613.2a, 613.4a–d), why
it came where it did (613.3 characteristic-defining abilities first, 613.7 timestamps with the
sub-rule its timestamp comes from, 613.7a–d, or 613.8b dependency), 613.6 where it keeps the
objects it began applying to, and what its change brings with it (707.2, 305.7, 612.2,
113.11). For each layer with more than one effect or a dependency, the graph of which effect
depends on which and why (613.8a), what deciding the order again after each effect changed
(613.8c), and the order they were applied in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Mapping

from judge import cr
from judge.cards import describe, wording
from judge.cards.vocabulary import StaticAbility
from judge.cr import Rule
from judge.engine.layers.dependency import Reason
from judge.engine.layers.gathering import Origin
from judge.engine.layers.values import Characteristics, EffectKey, Working
from judge.engine.state import ObjectId
from judge.words import PRINTED_ORDER, CardType, Color, Layer, Supertype

if TYPE_CHECKING:
    from judge.engine.layers.gathering import LayerEffect

LAYER_RULES = {
    Layer.COPY: cr.COPY_LAYER, Layer.CONTROL: cr.CONTROL_LAYER, Layer.TEXT: cr.TEXT_LAYER,
    Layer.TYPE: cr.TYPE_LAYER, Layer.COLOR: cr.COLOR_LAYER, Layer.ABILITY: cr.ABILITY_LAYER,
    Layer.PT_DEFINE: cr.PT_DEFINE, Layer.PT_SET: cr.PT_SET, Layer.PT_MODIFY: cr.PT_MODIFY,
    Layer.PT_SWITCH: cr.PT_SWITCH,
}


@dataclass(frozen=True, slots=True)
class LayerRow:
    """One line of an object's layer table: an effect applied to it and the values after."""

    layer: str
    effect: str
    source: ObjectId
    source_name: str
    timestamp: int
    by_dependency: bool
    after: str
    rules: tuple[str, ...] = ()  # the layer's rule, and 613.3/613.6/613.7/613.8b as they apply


@dataclass(frozen=True, slots=True)
class DependencyGraph:
    """The effects of one layer and which depends on which (edge a -> b: a depends on b)."""

    layer: str
    effects: tuple[tuple[str, str, int], ...]  # (node id, description, timestamp)
    edges: tuple[tuple[str, str], ...]
    order: tuple[str, ...]
    vanished: tuple[str, ...] = ()  # effects that no longer existed when their turn came
    because: tuple[str, ...] = ()  # for each edge, which condition of 613.8a holds, in words
    reevaluated: str = ""  # 613.8c: the order decided again after each effect, and what changed
    rules: tuple[str, ...] = ()  # 613.8a and 613.8c, where a dependency was found


@dataclass(frozen=True, slots=True)
class Board:
    """Every object's characteristics, plus (when explaining) how each layer got there."""

    chars: Mapping[ObjectId, Characteristics]
    rows: Mapping[ObjectId, tuple[LayerRow, ...]] = field(default_factory=dict)
    start: Mapping[ObjectId, Characteristics] = field(default_factory=dict)
    graphs: tuple[DependencyGraph, ...] = ()
    pair_checks: int = 0
    # power and toughness after layers 7a and 7b, before they are modified (613.4b)
    base_pt: Mapping[ObjectId, tuple[int | None, int | None]] = field(default_factory=dict)

    def __getitem__(self, oid: ObjectId) -> Characteristics:
        return self.chars[oid]


def describe_effect(effect: LayerEffect, layer: Layer) -> str:
    """What the effect does in this layer, with the choices made for it filled in."""
    if effect.copy_of is not None:
        return f"enters as a copy of {effect.copy_of.name} (copiable values, " \
               f"{cr.COPIABLE_VALUES.number})"
    if effect.counter is not None:
        kind, n = effect.counter
        return f"{n} {kind} counter{'s' if n != 1 else ''}"
    if effect.defines is not None:
        return describe.defines(effect.defines)
    assert effect.modifications is not None
    text = describe.modifications(effect.modifications, layer.value, effect.gains_control)
    if effect.exchanged_for:
        text += f", in exchange for {effect.exchanged_for}"
    if effect.chosen_color is not None:
        text = text.replace("the chosen color", effect.chosen_color.value)
    if effect.chosen_type is not None:
        text = text.replace("the chosen creature type", effect.chosen_type).replace(
            "the chosen type", effect.chosen_type)
    if effect.chosen_land_type is not None:
        text = text.replace("the chosen basic land type", wording.article(effect.chosen_land_type))
    if effect.chosen_words is not None:
        old, new = effect.chosen_words
        text = text.replace("the chosen word in its text replaced with the other chosen "
                            "word", f"{old} replaced with {new} in its text")
    return text


# the layer an effect's sublayer belongs to (613.1a, 613.1g), and its sublayer (613.2a)
_PARENT_LAYER = {Layer.COPY: (cr.COPY_LAYER, cr.COPIABLE_SUBLAYER)} | {
    layer: (cr.PT_LAYER, LAYER_RULES[layer])
    for layer in (Layer.PT_DEFINE, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH)}

# 613.7a–d: where an effect's timestamp comes from, by what the effect comes from
_TIMESTAMP_RULES = {Origin.STATIC: cr.STATIC_TIMESTAMP, Origin.CDA: cr.STATIC_TIMESTAMP,
                    Origin.COPY: cr.ENTERED_TIMESTAMP, Origin.COUNTER: cr.COUNTER_TIMESTAMP,
                    Origin.RESOLVED: cr.RESOLVED_TIMESTAMP}


class EffectRows:
    """The table lines one effect gives the objects it applies to in one layer. What it does
    and why it came where it did are the same for each object, so worked out once; lines alike
    are one value, so objects whose tables are alike share their lines."""

    def __init__(self, layer: Layer, effect: LayerEffect, by_dependency: bool):
        self.layer = layer
        self.effect = effect
        self.by_dependency = by_dependency
        self.text = describe_effect(effect, layer)
        self.rules = tuple(r.number for r in _rules(layer, effect, by_dependency))
        self._made: dict[tuple[str, bool], LayerRow] = {}

    def line(self, w: Working, keeps_applying: bool) -> LayerRow:
        """The line for one object, `w` being its values after; `keeps_applying`: 613.6."""
        after = _show(self.layer, w)
        made = self._made.get((after, keeps_applying))
        if made is None:
            e = self.effect
            rules = self.rules + (cr.KEEPS_APPLYING.number,) if keeps_applying else self.rules
            made = LayerRow(self.layer.value, self.text, e.source, e.source_name, e.timestamp,
                            self.by_dependency, after, rules)
            self._made[after, keeps_applying] = made
        return made


def _rules(layer: Layer, effect: LayerEffect, by_dependency: bool) -> list[Rule]:
    """An effect's layer and sublayer (613.1, 613.2a, 613.4a–d), then why it came where it did
    in that layer (613.8b dependency, 613.3 characteristic-defining abilities first, or 613.7
    timestamp order with the sub-rule its timestamp comes from), then what its change brings."""
    cda_first = effect.is_cda and layer is not Layer.PT_DEFINE  # 613.3: layers 2–6
    rules = list(_PARENT_LAYER.get(layer, (LAYER_RULES[layer],)))
    rules += [cr.DEPENDENCY_ORDER] if by_dependency else [cr.CDA_FIRST] if cda_first \
        else [cr.TIMESTAMP_ORDER, _TIMESTAMP_RULES[effect.origin]]
    return rules + _consequence_rules(layer, effect)


def _consequence_rules(layer: Layer, effect: LayerEffect) -> list[Rule]:
    """Rules that say what an effect's change brings with it."""
    if effect.copy_of is not None:
        return [cr.COPIABLE_VALUES]
    m = effect.modifications
    if layer is Layer.TYPE and m is not None and (m.set_land_types is not None
                                                  or m.add_land_types):
        return [cr.LAND_TYPE_CHANGE]
    if layer is Layer.TEXT:
        return [cr.TEXT_CHANGE]
    if layer is Layer.ABILITY and m is not None and m.cant_have:
        return [cr.CANT_HAVE]
    if isinstance(m, StaticAbility) and m.KEYWORD_RULE is not None:  # a level symbol, dash
        return [m.KEYWORD_RULE]
    return []


def graph(layer: Layer, order: list[LayerEffect],
          edges: Mapping[tuple[EffectKey, EffectKey], Reason], vanished: set[EffectKey],
          changes: list[tuple[EffectKey, EffectKey, bool, EffectKey]]) -> DependencyGraph:
    """One layer's effects in the order applied, the dependencies found among them and why
    (613.8a), and what deciding the order again after each effect changed (613.8c)."""
    ids = {e.key: f"{layer.value}.{i + 1}" for i, e in enumerate(order)}
    cda = {e.key: e.is_cda for e in order}
    nodes = tuple((ids[e.key], f"{e.source_name}: {describe_effect(e, layer)}", e.timestamp)
                  for e in order)
    shown = sorted((ids[a], ids[b], _because(layer, ids[a], ids[b], cda[a], reason))
                   for (a, b), reason in edges.items() if a in ids and b in ids)
    told = [f"after {ids[after]} was applied, {ids[a]} "
            f"{'came to depend' if began else 'no longer depended'} on {ids[b]}"
            for a, b, began, after in changes if a in ids and b in ids and after in ids]
    reevaluated = (f"After each effect was applied, the dependencies among the effects not yet "
                   f"applied were decided again ({cr.ORDER_REEVALUATED.number}): "
                   + ("; ".join(told) if told else "none began or ended")) if shown else ""
    return DependencyGraph(layer.value, nodes, tuple((a, b) for a, b, _ in shown),
                           tuple(ids[e.key] for e in order),
                           tuple(ids[k] for k in sorted(vanished, key=lambda k: ids[k])),
                           tuple(why for _, _, why in shown), reevaluated,
                           (cr.DEPENDS.number, cr.ORDER_REEVALUATED.number) if shown else ())


_CHANGES = {Reason.EXISTENCE: "whether {} exists", Reason.APPLIES_TO: "what {} applies to",
            Reason.EFFECT: "what {} does to the objects it applies to"}


def _because(layer: Layer, dependent: str, other: str, cda: bool, reason: Reason) -> str:
    """613.8a in words: (a) the same layer, (b) what applying the other changes, (c) both or
    neither from characteristic-defining abilities."""
    where = "sublayer" if layer.value.startswith("7") else "layer"
    alike = "both are from characteristic-defining abilities" if cda \
        else "neither is from a characteristic-defining ability"
    return (f"{dependent} depends on {other} ({cr.DEPENDS.number}): both apply in {where} "
            f"{layer.value}, {alike}, and applying {other} would change "
            f"{_CHANGES[reason].format(dependent)}")


def _show(layer: Layer, w: Working) -> str:
    if layer is Layer.COPY:
        pt = f", {w.power}/{w.toughness}" if w.power is not None else ""
        return f"{w.name}: {type_line(w.supertypes, w.types, w.subtypes)}{pt}"
    if layer is Layer.CONTROL:
        return f"controller {w.controller}"
    if layer is Layer.TEXT:
        return "; ".join(describe.ability(a) for _, a in w.abilities) or "no abilities"
    if layer is Layer.TYPE:
        return type_line(w.supertypes, w.types, w.subtypes)
    if layer is Layer.COLOR:
        return color_text(w.colors)
    if layer is Layer.ABILITY:
        return ", ".join(describe.ability(a) for _, a in w.abilities) or "no abilities"
    return f"{w.power}/{w.toughness}"


def type_line(supertypes: frozenset[Supertype], types: frozenset[CardType],
              subtypes: tuple[str, ...]) -> str:
    return _type_line(supertypes, types, subtypes)


def color_text(colors: frozenset[Color]) -> str:
    """'white', 'white and blue', 'white, blue and black', or 'colorless'."""
    return _color_text(colors)


# a board's objects have few type lines and colors among them: each worked out once
@lru_cache(maxsize=4096)
def _type_line(supertypes: frozenset[Supertype], types: frozenset[CardType],
               subtypes: tuple[str, ...]) -> str:
    left = " ".join([s.value for s in sorted(supertypes)]
                    + [t.value for t in sorted(types, key=PRINTED_ORDER.index)])
    subs = " ".join(subtypes)
    return f"{left} — {subs}" if subs else left


@lru_cache(maxsize=256)
def _color_text(colors: frozenset[Color]) -> str:
    names = [c.value for c in Color if c in colors]
    if len(names) > 1:
        return ", ".join(names[:-1]) + " and " + names[-1]
    return names[0] if names else "colorless"
