"""What one continuous effect does to one object, in each layer (CR 613.1, 613.4).

Layer 1: the copiable values (707.2). 2: the controller. 3: words in its own text (612.2).
4: card types (an instant or sorcery keeps its type, 205.1a), subtypes (only of a type it has,
205.3d), basic land types (new ones replace the old and take its text's abilities, 305.7),
supertypes; becoming a world starts 704.5k's count. 5: colors. 6: abilities gained and lost,
"can't have" (113.11) and keyword counters (122.1b). 7a: power and toughness from
characteristic-defining abilities (604.3), 7b: set, 7c: modified, by effects and +1/+1 and
-1/-1 counters (122.1a), 7d: switched. And the mana ability each basic land type gives (305.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Callable, Iterable, Mapping

from judge.cards.definition import CardDefinition, mana_value
from judge.cards.phrases import Amount, AmountKind, Scope
from judge.cards.vocabulary import (
    ActivatedAbility,
    AddChosenColor,
    AddColors,
    AddLandTypes,
    AddMana,
    AddSubtypes,
    AddSupertypes,
    AddTypes,
    AllCreatureTypes,
    CantHave,
    ChangeChosenWords,
    ChangeText,
    GainAbilities,
    GainControl,
    KeywordAbility,
    LoseAllAbilities,
    LoseCreatureTypes,
    RemoveTypes,
    LoseKeywords,
    ModificationKind,
    ModifyPT,
    RemoveSupertypes,
    Require,
    Allow,
    BlockThis,
    CantBlockThis,
    ExtraBlocks,
    BlocksAny,
    Restrict,
    UnblockableBy,
    BlockableOnlyBy,
    MinBlockers,
    CantBlockCreatures,
    SetChosenColor,
    SetChosenCreatureType,
    SetChosenLandType,
    AddChosenLandType,
    SetColors,
    SetCreatureTypes,
    SetLandTypes,
    SetPT,
    SetTypes,
    SiegeAbility,
    SwitchPT,
)
from judge.engine.layers.gathering import (
    KEYWORD_COUNTERS,
    LayerEffect,
    effect_controller,
    pt_counter,
    select,
)
from judge.engine.layers.values import (
    AbilityFrom,
    Working,
    chosen_color,
    devotion,
    matches,
    own_abilities,
    player_amount,
    printed,
    subtype_family,
)
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.engine.text_change import rewrite
from judge.words import (
    ALL_CREATURE_TYPES,
    BASIC_LAND_TYPES,
    COLOR_SYMBOLS,
    LAND_TYPES,
    TRIGGERED_KEYWORDS,
    CardType,
    Keyword,
    Layer,
    Supertype,
    Zone,
)


def instance(layer: Layer, effect: LayerEffect, w: Working, board: Mapping[ObjectId, Working],
             state: GameState) -> Any:
    """What the effect does to this object, as a comparable value (613.8a 'what it does')."""
    if effect.copy_of is not None:
        return ("copy", id(effect.copy_of))
    if effect.counter is not None:
        kind, n = effect.counter
        if kind in KEYWORD_COUNTERS:
            return ("keyword counter", kind)
        p, t = pt_counter(kind) or (0, 0)
        return ("pt", p * n, t * n)
    if effect.defines is not None:
        d = effect.defines
        if layer is Layer.PT_DEFINE:
            return ("define_pt", _amount(d.power, w, effect, board, state),
                    _amount(d.toughness, w, effect, board, state))
        return ("define", layer.value)
    m = effect.modifications
    assert m is not None
    if layer is Layer.PT_SET and m.set_pt is not None:
        return ("set_pt", _amount(m.set_pt.power, w, effect, board, state),
                _amount(m.set_pt.toughness, w, effect, board, state))
    if layer is Layer.PT_MODIFY and m.pt is not None:
        per = m.pt.per  # once for each object counted
        change = m.pt if per is None else m.pt.times(per.scaled(_base(per, w, effect, board,
                                                                       state)))
        return ("pt", change.power, change.toughness)
    if layer is Layer.CONTROL:
        return ("control", _new_controller(effect, w, board))
    return (layer.value, id(m))


def modify(layer: Layer, effect: LayerEffect, w: Working, board: Mapping[ObjectId, Working],
           state: GameState) -> None:
    """Apply the effect's part in this layer to one object's values."""
    if effect.copy_of is not None:
        _copy(w, effect.copy_of)
        return
    if effect.counter is not None:
        counter = instance(layer, effect, w, board, state)
        if counter[0] == "keyword counter":
            ability = KeywordAbility(keyword=Keyword(counter[1]))
            if (AbilityFrom.COUNTER, counter[1]) not in {k for k, _ in w.abilities} \
                    and ability.keyword not in w.cant_have:  # 113.11
                w.abilities += (((AbilityFrom.COUNTER, counter[1]), ability),)
        else:
            _add_pt(w, counter[1], counter[2])
        return
    if effect.defines is not None:
        _apply_cda(layer, effect, w, instance(layer, effect, w, board, state))
        return
    m = effect.modifications
    assert m is not None
    was_world = Supertype.WORLD in w.supertypes
    for part in m.parts:
        if part.LAYER is layer:
            CHANGES[type(part)](Change(w, part, effect, board, state))
    if layer is Layer.TYPE:
        if Supertype.WORLD in w.supertypes and not was_world:  # 704.5k counts from now
            w.world_since = max(effect.timestamp, w.obj.timestamp)
        elif Supertype.WORLD not in w.supertypes:
            w.world_since = None


@dataclass(frozen=True)
class Change:
    """One modification of one effect, being applied to one object's values."""

    w: Working
    part: Any
    effect: LayerEffect
    board: Mapping[ObjectId, Working]
    state: GameState


CHANGES: dict[type[ModificationKind], Callable[[Change], None]] = {}


def changes(*kinds: type[ModificationKind]) -> Callable[[Callable[[Change], None]],
                                                       Callable[[Change], None]]:
    """Register how a kind of modification changes an object in its layer."""
    def register(change: Callable[[Change], None]) -> Callable[[Change], None]:
        for kind in kinds:
            CHANGES[kind] = change
        return change
    return register


@changes(GainControl)
def _control(c: Change) -> None:
    who = _new_controller(c.effect, c.w, c.board)
    if who is not None:
        c.w.controller = who


def _new_controller(effect: LayerEffect, w: Working,
                    board: Mapping[ObjectId, Working]) -> PlayerId | None:
    """Who gains control (613.1b): the player fixed as the effect began, the object's owner
    (110.2), or the effect's controller ('you')."""
    if effect.gains_control is not None:
        return effect.gains_control
    if effect.modifications is not None and effect.modifications.control == "owner":
        return w.obj.owner
    return effect_controller(effect, board)


@changes(ChangeText)
def _text(c: Change) -> None:
    _change_text(c.w, c.part.value)


@changes(ChangeChosenWords)
def _chosen_words(c: Change) -> None:
    if c.effect.chosen_words is not None:
        _change_text(c.w, dict([c.effect.chosen_words]))


@changes(SetTypes)
def _set_types(c: Change) -> None:
    w = c.w
    kept = {t for t in w.types if t in (CardType.INSTANT, CardType.SORCERY)}  # 205.1a
    w.types = frozenset(c.part.value) | kept
    w.subtypes = tuple(s for s in w.subtypes if _fits_types(s, w))


@changes(AddTypes)
def _add_types(c: Change) -> None:
    c.w.types = c.w.types | frozenset(c.part.value)


@changes(RemoveTypes)
def _remove_types(c: Change) -> None:
    """205.1a: a subtype stays only while it is a subtype of a type the object still has."""
    w = c.w
    w.types = w.types - frozenset(c.part.value)
    w.subtypes = tuple(s for s in w.subtypes if _fits_types(s, w))


@changes(AllCreatureTypes)
def _all_creature_types(c: Change) -> None:
    c.w.subtypes = tuple(dict.fromkeys(c.w.subtypes + (ALL_CREATURE_TYPES,)))


@changes(SetChosenCreatureType)
def _chosen_creature_type(c: Change) -> None:
    if c.effect.chosen_type is not None:
        _lose_creature_types(c)
        c.w.subtypes += (c.effect.chosen_type,)


@changes(LoseCreatureTypes)
def _lose_creature_types(c: Change) -> None:
    c.w.subtypes = tuple(s for s in c.w.subtypes if subtype_family(s) is not CardType.CREATURE)


@changes(SetCreatureTypes)
def _set_creature_types(c: Change) -> None:
    _lose_creature_types(c)
    c.w.subtypes += tuple(c.part.value)


@changes(AddSubtypes)
def _add_subtypes(c: Change) -> None:
    """205.3d: only subtypes of a type it has."""
    fitting = tuple(t for t in c.part.value if _fits_types(t, c.w))
    c.w.subtypes = tuple(dict.fromkeys(c.w.subtypes + fitting))


@changes(SetLandTypes)
def _set_land_types(c: Change) -> None:
    _land_types_become(c.w, tuple(c.part.value))


@changes(SetChosenLandType)
def _set_chosen_land_type(c: Change) -> None:
    """608.2d: the basic land type chosen as the effect's spell or ability resolved."""
    if c.effect.chosen_land_type is not None:
        _land_types_become(c.w, (c.effect.chosen_land_type,))


def _land_types_become(w: Working, types: tuple[str, ...]) -> None:
    """305.7: new basic land types replace the old; abilities from its own text are lost."""
    if CardType.LAND in w.types:
        w.subtypes = tuple(s for s in w.subtypes if s not in LAND_TYPES) + types
        w.abilities = tuple((k, a) for k, a in w.abilities
                            if k[0] not in (AbilityFrom.OWN, AbilityFrom.INTRINSIC))


@changes(AddLandTypes)
def _add_land_types(c: Change) -> None:
    if CardType.LAND in c.w.types:
        c.w.subtypes = tuple(dict.fromkeys(c.w.subtypes + tuple(c.part.value)))


@changes(AddChosenLandType)
def _add_chosen_land_type(c: Change) -> None:
    """305.7: a land type in addition keeps its land types and the abilities of its text."""
    if CardType.LAND in c.w.types and c.effect.chosen_land_type is not None:
        c.w.subtypes = tuple(dict.fromkeys(c.w.subtypes + (c.effect.chosen_land_type,)))


@changes(AddSupertypes)
def _add_supertypes(c: Change) -> None:
    c.w.supertypes = c.w.supertypes | frozenset(c.part.value)


@changes(RemoveSupertypes)
def _remove_supertypes(c: Change) -> None:
    c.w.supertypes = c.w.supertypes - frozenset(c.part.value)


@changes(SetColors)
def _set_colors(c: Change) -> None:
    c.w.colors = frozenset(c.part.value)


@changes(AddColors)
def _add_colors(c: Change) -> None:
    c.w.colors = c.w.colors | frozenset(c.part.value)


@changes(SetChosenColor)
def _set_chosen_color(c: Change) -> None:
    """608.2d: the color chosen as the effect's spell or ability resolved, and no other."""
    if c.effect.chosen_color is not None:
        c.w.colors = frozenset({c.effect.chosen_color})


@changes(AddChosenColor)
def _add_chosen_color(c: Change) -> None:
    if c.effect.chosen_color is not None:
        c.w.colors = c.w.colors | {c.effect.chosen_color}


@changes(LoseAllAbilities)
def _lose_all_abilities(c: Change) -> None:
    c.w.abilities = ()


@changes(LoseKeywords)
def _lose(c: Change) -> None:
    c.w.abilities = tuple((k, a) for k, a in c.w.abilities if not _is_one_of(a, c.part.value))


@changes(GainAbilities)
def _gain(c: Change) -> None:
    effect, w = c.effect, c.w
    gained = tuple(((AbilityFrom.GRANTED, effect.key, effect.timestamp, i),
                    chosen_color(a, effect.chosen_color)) for i, a in enumerate(c.part.value))
    existing = {k for k, _ in w.abilities}
    w.abilities += tuple((k, a) for k, a in gained
                         if k not in existing and not _is_one_of(a, w.cant_have))


@changes(CantHave)
def _cant_have(c: Change) -> None:
    """113.11: it loses the ability, and nothing can grant it later."""
    w = c.w
    w.cant_have = w.cant_have | frozenset(c.part.value)
    w.abilities = tuple((k, a) for k, a in w.abilities if not _is_one_of(a, w.cant_have))


@changes(SetPT)
def _set_pt(c: Change) -> None:
    _, p, t = instance(Layer.PT_SET, c.effect, c.w, c.board, c.state)
    c.w.power, c.w.toughness = p, t


@changes(ModifyPT)
def _modify_pt(c: Change) -> None:
    _, p, t = instance(Layer.PT_MODIFY, c.effect, c.w, c.board, c.state)
    _add_pt(c.w, p, t)


@changes(SwitchPT)
def _switch_pt(c: Change) -> None:
    c.w.power, c.w.toughness = c.w.toughness, c.w.power


@changes(Restrict, Require, BlockThis, CantBlockThis, ExtraBlocks, BlocksAny, Allow, UnblockableBy,
         BlockableOnlyBy, MinBlockers, CantBlockCreatures)
def _rules_effect(c: Change) -> None:
    """613.11: a rules effect changes no characteristic; applying.py gathers them last."""


def _fits_types(subtype: str, w: Working) -> bool:
    family = subtype_family(subtype)
    return family in w.types or (family is CardType.CREATURE and CardType.KINDRED in w.types)


def _amount(amount: Amount | None, w: Working, effect: LayerEffect,
            board: Mapping[ObjectId, Working], state: GameState) -> int | None:
    if amount is None:
        return None
    return amount.scaled(_base(amount, w, effect, board, state))


def _base(amount: Amount, w: Working, effect: LayerEffect, board: Mapping[ObjectId, Working],
          state: GameState) -> int:
    kind = amount.kind
    if kind is AmountKind.CONSTANT:
        return amount.value
    if kind is AmountKind.MANA_VALUE:
        return mana_value(w.mana_cost)
    if kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
        found: set[CardType] = set()
        for oid, other in board.items():
            if other.obj.zone is Zone.GRAVEYARD:
                found |= other.types
        return len(found)
    if kind is AmountKind.COUNT and amount.of is not None:
        return len(select(amount.of, effect, board))
    you = effect_controller(effect, board)
    if kind in (AmountKind.COUNTERS, AmountKind.ATTACHED) and amount.of is not None:
        # 611.3a: on the affected object ("it") or the ability's own object, as it is now
        holder = w.obj.id if amount.of.scope is Scope.IT else effect.source
        if kind is AmountKind.COUNTERS:
            return board[holder].obj.counters.get(amount.counter) if holder in board else 0
        return sum(1 for other in board.values() if other.obj.attached_to == holder
                   and amount.what is not None
                   and matches(other, amount.what, you, effect.source))
    if kind is AmountKind.DEVOTION:
        return devotion(state, board, you, amount.colors) if you else 0
    about_you = player_amount(state, board, you, kind) if you else None
    if about_you is not None:
        return about_you
    if kind is AmountKind.GREATEST_POWER and amount.of is not None:
        return max((board[o].power or 0 for o in select(amount.of, effect, board)), default=0)
    if kind is AmountKind.CARDS_IN_HAND:
        return len(state.player(you).hand) if you else 0
    if kind is AmountKind.OPPONENTS:
        return len(state.opponents(you)) if you else 0
    if kind in (AmountKind.POWER, AmountKind.TOUGHNESS):
        value = w.power if kind is AmountKind.POWER else w.toughness
        return value or 0
    return 0


def ring_bearers_legendary(state: GameState, board: dict[ObjectId, Working]) -> None:
    """701.52c: the Ring emblem's 'Your Ring-bearer is legendary', a type-changing effect
    (layer 4) on the player's Ring-bearer while they control it (701.52e). Applied after the
    other layer-4 effects: none of them takes a supertype away."""
    for p in state.players:
        oid = p.ring_bearer
        w = board.get(oid) if oid is not None and p.ring_tempted else None
        if oid is not None and w is not None and w.controller == p.id \
                and Supertype.LEGENDARY not in w.supertypes:
            w = w.copy()
            w.supertypes = w.supertypes | {Supertype.LEGENDARY}
            board[oid] = w


def intrinsic_abilities(board: dict[ObjectId, Working]) -> None:
    """The abilities an object has by its subtypes, before layer 6 may take them away: 305.6,
    each basic land type gives its land '{T}: Add [its mana]'; 310.11b, a Siege has its
    'when the last defense counter is removed …' ability."""
    for oid, w in board.items():
        have = {k[1] for k, _ in w.abilities if k[0] is AbilityFrom.INTRINSIC}
        wanted = [t for t in w.subtypes if t not in have and (
            t in BASIC_LAND_TYPES or t == "Siege" and CardType.BATTLE in w.types)]
        if wanted:
            w = w.copy()
            w.abilities += tuple(((AbilityFrom.INTRINSIC, t), _intrinsic(t)) for t in wanted)
            board[oid] = w


def _intrinsic(subtype: str) -> ActivatedAbility | SiegeAbility:
    return _siege_ability() if subtype == "Siege" else _mana_ability(subtype)


@cache
def _siege_ability() -> SiegeAbility:
    return SiegeAbility()


def _add_pt(w: Working, p: int, t: int) -> None:
    if w.power is not None:
        w.power += p
    if w.toughness is not None:
        w.toughness += t


def _apply_cda(layer: Layer, effect: LayerEffect, w: Working, value: Any) -> None:
    d = effect.defines
    assert d is not None
    if layer is Layer.PT_DEFINE:
        _, p, t = value
        if p is not None:
            w.power = p
        if t is not None:
            w.toughness = t
    elif layer is Layer.COLOR and d.colors is not None:
        w.colors = frozenset(d.colors)
    elif layer is Layer.TYPE and d.all_creature_types:
        w.subtypes = tuple(dict.fromkeys(w.subtypes + (ALL_CREATURE_TYPES,)))


def _change_text(w: Working, mapping: Mapping[str, str]) -> None:
    """612.2: color words and basic land type words in the object's own text are replaced."""
    w.abilities = tuple((k, rewrite(a, mapping)) if k[0] is AbilityFrom.OWN else (k, a)
                        for k, a in w.abilities)
    w.subtypes = tuple(mapping.get(s, s) if s in LAND_TYPES else s for s in w.subtypes)


def _copy(w: Working, card: CardDefinition) -> None:
    """707.2: the copiable values replace the object's own (layer 1); a face-down permanent
    keeps its face-down values until it is turned face up (708.10)."""
    if w.obj.face_down:
        return
    w.name, w.mana_cost, w.colors = card.name, card.mana_cost, card.printed_colors
    w.types, w.subtypes = frozenset(card.types), tuple(card.subtypes)
    w.supertypes = frozenset(card.supertypes)
    w.world_since = w.obj.timestamp if Supertype.WORLD in card.supertypes else None
    w.abilities = own_abilities(card, w.obj)
    w.power, w.toughness = printed(card.power), printed(card.toughness)


def _is_one_of(ability: Any, keywords: Iterable[Keyword]) -> bool:
    """Is the ability one of these keyword abilities (a structural test, never by wording)?
    A triggered keyword (flanking, cascade) is an ability kind of its own."""
    wanted = set(keywords)
    if isinstance(ability, KeywordAbility):
        return ability.keyword in wanted
    return any(k in TRIGGERED_KEYWORDS and getattr(ability, "kind", None) == k.value
               for k in wanted)


def _mana_ability(land_type: str) -> ActivatedAbility:
    symbol = next(s for s, c in COLOR_SYMBOLS.items() if c is BASIC_LAND_TYPES[land_type])
    return ActivatedAbility(cost="{T}", effects=[AddMana(mana=f"{{{symbol}}}")])
