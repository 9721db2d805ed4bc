"""The stack (CR 405) as the rules see it: which ability of a permanent an action names, what
goes on the stack for it (405.1, 602.2a), what a spell or ability may target (115.1, 303.4a,
702.6a) and the instructions it will follow. Casting and activating are in casting.py,
resolving in resolving.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Sequence

from judge.cards.phrases import ObjectFilter, TargetSpec, Who
from judge.cards.vocabulary import (
    ActivatedAbility,
    Awaken,
    Overload,
    Crew,
    Cycling,
    Enchant,
    Equip,
    Instructions,
    SpellAbility,
)
from judge.engine.layers import compute
from judge.engine.state import GameObject, GameState, StackedAbility
from judge.words import CardType

EQUIP_TARGET = TargetSpec(ObjectFilter(types=frozenset({CardType.CREATURE}),
                                       controller=Who.YOU), None, text="creature you control")


@dataclass(frozen=True)
class AbilityRef:
    """Which activated ability of a permanent: 'equip' or its number (1-based)."""

    equip: bool
    number: int = 0


def find_ability(abilities: Iterable[object], ref: AbilityRef
                 ) -> tuple[int, Equip | ActivatedAbility] | None:
    """The ability a reference names among an object's abilities."""
    if ref.equip:
        for ab in abilities:
            if isinstance(ab, Equip):
                return 0, ab
        return None
    activated = [ab for ab in abilities if isinstance(ab, ActivatedAbility)]
    if 1 <= ref.number <= len(activated):
        return ref.number, activated[ref.number - 1]
    return None


def stacked(source: GameObject, name: str, number: int,
            ability: Equip | ActivatedAbility) -> StackedAbility:
    """An activated ability of `source` (currently named `name`) as an object on the stack."""
    if isinstance(ability, Equip):  # its quality restricts its target (702.6c)
        return StackedAbility(source.id, name, 0, None, f"{name}'s equip ability",
                              equip_target=ability.target if ability.what else None)
    label = f"{name}'s cycling ability" if isinstance(ability, Cycling) \
        else f"{name}'s crew {ability.amount} ability" if isinstance(ability, Crew) \
        else f"{name}'s {ability.kind} ability" if ability.kind != "activated" \
        else f"{name}'s ability {ability.cost.text}"
    return StackedAbility(source.id, name, number, ability, label)


def target_specs(state: GameState, obj: GameObject) -> dict[str, TargetSpec]:
    """The targets a spell or ability requires, by name, in order (115.1)."""
    if obj.ability is not None:
        if obj.ability.instructions is None:  # equip (702.6a, 702.6c)
            return {"creature": obj.ability.equip_target or EQUIP_TARGET}
        return dict(obj.ability.instructions.targets)
    if obj.alternative_cost == "overload":  # 702.96b
        return {}
    chars = compute(state).chars[obj.id]
    return card_target_specs(chars.abilities, chars.subtypes, obj.modes, obj.alternative_cost)


def card_target_specs(abilities: Sequence[object], subtypes: Collection[str],
                      modes: tuple[int, ...] = (),
                      alternative_cost: str = "") -> dict[str, TargetSpec]:
    """A modal spell's targets are those of its chosen modes (700.2c); one cast for its awaken
    cost also targets the land it awakens (702.113b)."""
    spell = _as_cast(abilities, modes, alternative_cost)
    if spell is not None:
        return dict(spell.targets)
    if "Aura" in subtypes:  # 303.4a, 115.1b: an Aura spell targets what it will enchant
        enchant = next((a for a in abilities if isinstance(a, Enchant)), None)
        if enchant is not None:
            return {"enchant": enchant.what}
    return {}


def instructions_of(state: GameState, obj: GameObject) -> Instructions | None:
    if obj.ability is not None:
        return obj.ability.instructions
    chars = compute(state).chars[obj.id]
    spell = next((a for a in chars.abilities if isinstance(a, SpellAbility)), None)
    if spell is not None and obj.alternative_cost == "overload":  # 702.96a-b: "each"
        overload = next(a for a in chars.abilities if isinstance(a, Overload))
        return spell.model_copy(update={"effects": overload.effects, "targets": {}})
    return _as_cast(chars.abilities, obj.modes, obj.alternative_cost)


def _as_cast(abilities: Sequence[object], modes: tuple[int, ...],
             alternative_cost: str) -> SpellAbility | None:
    """The spell ability with the modes chosen (700.2), and the awakening where its awaken
    cost was paid (702.113a)."""
    spell = next((a for a in abilities if isinstance(a, SpellAbility)), None)
    if spell is None:
        return None
    spell = spell.with_modes(modes)
    awaken = next((a for a in abilities if isinstance(a, Awaken)), None)
    return awaken.awakened(spell) if awaken is not None and alternative_cost == "awaken" \
        else spell
