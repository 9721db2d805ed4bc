"""An object's characteristics as the layer system sees them (CR 109.3, 613.1).

The values start as the ones printed on the card or given by the effect that made the object
(613.1); "the chosen color" in its abilities reads as the color chosen as it entered (607.2d);
a noncreature permanent has no power or toughness (208.3). Also the layers themselves (613.1,
613.2, 613.4), the family each subtype belongs to (205.3) and whether an object matches a
filter, which looks only at the characteristics the filter names (608.2j).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from functools import cache
from typing import Any, Callable, Mapping, Sequence

from judge import cr
from judge.cards.definition import CardDefinition, devotion_symbols, mana_symbols, mana_value
from judge.cards.phrases import (BATTLEFIELD_ONLY, THAT_PLAYER, AmountKind, Condition,
                                 ConditionKind, InCombat, ObjectFilter, Scope, Who)
from judge.cards.vocabulary import (
    ActivatedAbility,
    AddMana,
    Enchant,
    KeywordAbility,
    Morph,
    Protection,
    ProtectionQuality,
    Permission,
    Requirement,
    Restriction,
    Ward,
)
from judge.engine.memo import ByIdentity
from judge.engine.state import GameObject, GameState, ObjectId, Player, PlayerId
from judge.errors import JudgeError
from judge.words import (
    ALL_CREATURE_TYPES,
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    COLOR_SYMBOLS,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    CardType,
    Color,
    Keyword,
    Step,
    Supertype,
    TRIGGERED_KEYWORDS,
    Zone,
)

@cache
def _haste() -> KeywordAbility:
    return KeywordAbility(keyword=Keyword.HASTE)


@cache
def _disguise_ward() -> Ward:
    """A face-down disguised permanent's ward {2} (702.168a); built on first use, as the
    vocabulary's validators are (judge/start.py)."""
    return Ward.model_validate({"cost": "{2}"})


class AbilityFrom(StrEnum):
    """Where an object's ability comes from, the first part of its key."""

    OWN = "own"  # its own text (or the copiable values it copies)
    GRANTED = "granted"  # an effect that grants it (613.1f)
    INTRINSIC = "intrinsic"  # a subtype's: a basic land type (305.6), a Siege (310.11b)
    COUNTER = "counter"  # a keyword counter (122.1b)
    GIVEN = "given"  # haste given by suspend (702.62a) or riot (702.136a) as it came to be


# (AbilityFrom, …): (OWN, i) | (GRANTED, effect key, timestamp, i) | (INTRINSIC, subtype)
AbilityKey = tuple[Any, ...]
EffectKey = tuple[Any, ...]  # what tells one continuous effect from another


@dataclass(frozen=True, slots=True)
class Characteristics:
    """An object's characteristics after all continuous effects (613.1)."""

    name: str
    mana_cost: str | None
    colors: frozenset[Color]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    supertypes: frozenset[Supertype]
    abilities: tuple[Any, ...]
    power: int | None
    toughness: int | None
    controller: PlayerId
    restrictions: frozenset[Restriction] = frozenset()
    requirements: frozenset[Requirement] = frozenset()
    unblockable_by: tuple[ObjectFilter, ...] = ()  # "can't be blocked by …" (509.1b)
    only_blocked_by: tuple[ObjectFilter, ...] = ()  # "… except by …" (509.1b)
    permissions: frozenset[Permission] = frozenset()  # "can attack as though …"
    must_block: tuple[ObjectId, ...] = ()  # "blocks this creature if able": those (509.1c)
    cant_block: tuple[ObjectId, ...] = ()  # "can't block this creature": those (509.1b)
    block_limit: int | None = 1  # how many creatures it may block (509.1a); None: any number
    min_blockers: int = 1  # "can't be blocked except by three or more creatures" (509.1b)
    # "can't block creatures with power 2 or greater": the attackers it can't block (509.1b)
    cant_block_creatures: tuple[ObjectFilter, ...] = ()
    # when it last began to be a world permanent (704.5k); not a characteristic itself
    world_since: int | None = field(default=None, compare=False)
    in_combat: InCombat | None = field(default=None, compare=False)  # a status (506.4)

    @property
    def mana_value(self) -> int:
        return mana_value(self.mana_cost)

    def is_(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_legendary(self) -> bool:
        return Supertype.LEGENDARY in self.supertypes

    def has(self, kind: type, predicate: Callable[[Any], bool] = lambda a: True) -> bool:
        return any(isinstance(a, kind) and predicate(a) for a in self.abilities)

    def protections(self) -> list[Protection]:
        return [a for a in self.abilities if isinstance(a, Protection)]


@dataclass(slots=True)
class Working:
    """Mutable characteristics while the layers are applied; never escapes this package."""

    obj: GameObject
    name: str
    mana_cost: str | None
    colors: frozenset[Color]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    supertypes: frozenset[Supertype]
    abilities: tuple[tuple[AbilityKey, Any], ...]
    power: int | None
    toughness: int | None
    controller: PlayerId
    restrictions: frozenset[Restriction] = frozenset()
    requirements: frozenset[Requirement] = frozenset()
    unblockable_by: tuple[ObjectFilter, ...] = ()  # "can't be blocked by …" (509.1b)
    only_blocked_by: tuple[ObjectFilter, ...] = ()  # "… except by …" (509.1b)
    permissions: frozenset[Permission] = frozenset()
    must_block: tuple[ObjectId, ...] = ()
    cant_block: tuple[ObjectId, ...] = ()
    block_limit: int | None = 1
    min_blockers: int = 1
    cant_block_creatures: tuple[ObjectFilter, ...] = ()
    cant_have: frozenset[Keyword] = frozenset()
    world_since: int | None = None
    in_combat: InCombat | None = None

    def copy(self) -> Working:
        # field by field: dataclasses.replace checks every field, and layers copy a lot
        new = object.__new__(Working)
        for name in _WORKING_FIELDS:
            object.__setattr__(new, name, getattr(self, name))
        return new

    def freeze(self) -> Characteristics:
        # 208.3: a noncreature permanent has no power or toughness, whatever is printed
        pt = CardType.CREATURE in self.types or self.obj.zone is not Zone.BATTLEFIELD
        return Characteristics(
            self.name, self.mana_cost, self.colors, self.types, self.subtypes, self.supertypes,
            tuple(a for _, a in self.abilities), self.power if pt else None,
            self.toughness if pt else None, self.controller, self.restrictions,
            self.requirements, self.unblockable_by, self.only_blocked_by, self.permissions,
            self.must_block, self.cant_block, self.block_limit, self.min_blockers,
            self.cant_block_creatures, self.world_since, self.in_combat)


_WORKING_FIELDS = tuple(f.name for f in fields(Working))


def start(obj: GameObject, in_combat: InCombat | None = None) -> Working:
    """The object's own values: printed on the card, or given by the effect that made it (613.1);
    whether it is attacking or blocking, a status the layers don't change (506.4)."""
    card = obj.face  # 712.8e: a transformed permanent has its back face's characteristics
    if obj.face_down:  # 708.2a: these are its copiable values; disguise adds ward {2}
        disguised = not obj.manifested and any(  # ward only when cast by disguise (702.168a)
            isinstance(a, Morph) and a.variant == "disguise" for a in card.abilities)
        return Working(in_combat=in_combat, obj=obj, name="", mana_cost=None,
                       colors=frozenset(), types=frozenset({CardType.CREATURE}), subtypes=(),
                       supertypes=frozenset(),
                       abilities=(((AbilityFrom.OWN, 0), _disguise_ward()),) if disguised else (),
                       power=2, toughness=2, controller=obj.controller, world_since=None)
    if obj.bestowed:  # 702.103b: an Aura enchantment with enchant creature, not a creature
        return replace(_printed(obj, card, in_combat), types=frozenset({CardType.ENCHANTMENT}),
                       subtypes=("Aura",), power=None, toughness=None,
                       abilities=own_abilities(card, obj) + (
                           ((AbilityFrom.GIVEN, 0), _enchant_creature()),))
    return _printed(obj, card, in_combat)


def _printed(obj: GameObject, card: CardDefinition, in_combat: InCombat | None) -> Working:
    return Working(
        in_combat=in_combat,
        obj=obj,
        name=card.name,
        mana_cost=card.mana_cost if obj.prototyped else obj.card.mana_cost,  # 718.3b; 712.8e:
        # a transformed permanent's mana value is its front face's
        colors=card.printed_colors,
        types=frozenset(card.types),
        subtypes=tuple(card.subtypes),
        supertypes=frozenset(card.supertypes),
        abilities=own_abilities(card, obj) + (
            (((AbilityFrom.GIVEN, 0), _haste()),) if obj.haste_from else ()),
        power=printed(card.power),
        toughness=printed(card.toughness),
        controller=obj.controller,
        world_since=obj.timestamp if Supertype.WORLD in card.supertypes else None,
    )


@cache
def _enchant_creature() -> Enchant:
    return Enchant.model_validate({"what": "creature"})


def own_abilities(card: CardDefinition,
                  obj: GameObject) -> tuple[tuple[AbilityKey, Any], ...]:
    """Its abilities, with "the chosen color" read as the color chosen as it entered (607.2d)."""
    return tuple(((AbilityFrom.OWN, i), chosen_color(a, obj.chosen_color))
                 for i, a in enumerate(card.abilities))


def printed(value: int | str | None) -> int | None:
    if value is None or isinstance(value, int):
        return value
    return int(value.replace("*", "").rstrip("+") or 0)


def chosen_color(ab: Any, color: Color | None) -> Any:
    """'protection from the chosen color' becomes protection from the color chosen; 'add one
    mana of the chosen color', mana of that color."""
    if isinstance(ab, Protection) and ab.quality is ProtectionQuality.CHOSEN_COLOR \
            and color is not None:
        return Protection(color=color)
    if isinstance(ab, ActivatedAbility) and color is not None and any(
            isinstance(e, AddMana) and "chosen color" in e.mana for e in ab.effects):
        symbol = "{" + next(s for s, c in COLOR_SYMBOLS.items() if c is color) + "}"
        return ab.model_copy(update={"effects": [
            e.of_color(symbol) if isinstance(e, AddMana) else e for e in ab.effects]})
    return ab


_TRIGGERED = frozenset(k.value for k in TRIGGERED_KEYWORDS)  # a keyword that is its own kind


def with_source_power(f: ObjectFilter, power: int | None) -> ObjectFilter:
    """'With lesser power' as a bound on power below the source's now; with no power known,
    the filter still fits nothing."""
    if not f.lesser_power or power is None:
        return f
    return replace(f, numbers=(*f.numbers, ("power", None, power - 1)), lesser_power=False)


def with_x(f: ObjectFilter, x: int) -> ObjectFilter:
    """'With mana value X or less' with the X of the spell or ability that names it (107.3a)."""
    if not f.x_numbers:
        return f
    bounds = tuple((what, x if low else None, x if high else None)
                   for what, low, high in f.x_numbers)
    return replace(f, numbers=(*f.numbers, *bounds), x_numbers=())


def controlled_by(f: ObjectFilter, defending: PlayerId | None,
                  that_player: PlayerId | None = None) -> ObjectFilter:
    """'Defending player controls' as the player the source attacks (506.2), 'that player
    controls' and 'in that player's graveyard' as the player the trigger event was about; with
    none, the filter still fits nothing."""
    if f.owner is Who.THAT_PLAYER and that_player is not None:
        f = replace(f, owner=Who.ANY, owned_by=that_player)
    player = {Who.DEFENDING: defending, Who.THAT_PLAYER: that_player}.get(f.controller)
    if player is None:
        return f
    return replace(f, controller=Who.ANY, controlled_by=player)


def with_chosen_type(f: ObjectFilter, chosen: str | None) -> ObjectFilter:
    """'Of the chosen type' as the creature type chosen for the source (614.1c); with none
    chosen, the filter still fits nothing."""
    if not f.chosen_type or chosen is None:
        return f
    return replace(f, subtypes=f.subtypes | {chosen}, chosen_type=False)


def matches(w: Working | Characteristics, f: ObjectFilter, you: PlayerId | None,
            source: ObjectId | None, obj: GameObject | None = None) -> bool:
    """Does an object with these characteristics match the filter? (608.2j: only what is named)"""
    if obj is None:
        assert isinstance(w, Working), "finished characteristics come with their object"
        obj = w.obj
    # the parts most filters name ("creatures you control", "other Elves"), then the rest
    if obj.zone not in f.zones or f.controller in (Who.DEFENDING, Who.THAT_PLAYER):
        return False  # not made concrete yet
    if f.types and not f.types <= w.types:
        return False
    if f.subtypes and not f.subtypes & set(w.subtypes) and not (
            ALL_CREATURE_TYPES in w.subtypes
            and any(subtype_family(s) is CardType.CREATURE for s in f.subtypes)):
        return False
    if f.controller is Who.YOU and w.controller != you:
        return False
    if f.controller is Who.OPPONENT and w.controller == you:
        return False
    if f.other and obj.id == source:
        return False
    return not _names_more(f) or _fits_the_rest(w, f, you, source, obj)


def _names_more_than_the_usual(f: ObjectFilter) -> bool:
    """Whether the filter names anything `_fits_the_rest` looks at."""
    return replace(f, zones=BATTLEFIELD_ONLY, types=frozenset(), subtypes=frozenset(),
                   controller=Who.ANY, other=False) != _NOTHING_NAMED


_NOTHING_NAMED = ObjectFilter()
_names_more = ByIdentity(_names_more_than_the_usual)  # decided once for each filter


def _fits_the_rest(w: Working | Characteristics, f: ObjectFilter, you: PlayerId | None,
                   source: ObjectId | None, obj: GameObject) -> bool:
    """What a filter names besides its zones, types, subtypes, controller and "other"."""
    if f.chosen_type or f.lesser_power or f.x_numbers or f.controller_target is not None \
            or f.owner in (Who.DEFENDING, Who.THAT_PLAYER):  # not made concrete yet
        return False
    if f.named is not None and w.name != f.named:  # 201.2a
        return False
    if f.any_types and not f.any_types & w.types and not (f.or_token and obj.is_token):
        return False
    if f.not_types & w.types:
        return False
    if f.not_subtypes & set(w.subtypes):
        return False
    if f.supertypes and not f.supertypes <= w.supertypes:
        return False
    if f.not_supertypes & w.supertypes:
        return False
    if f.colors and not f.colors & w.colors:
        return False
    if f.not_colors & w.colors:
        return False
    if not f.all_colors <= w.colors:  # "that's both red and white"
        return False
    if f.colorless is not None and f.colorless != (not w.colors):
        return False
    if f.multicolored is not None and f.multicolored != (len(w.colors) > 1):
        return False
    if f.controlled_by is not None and w.controller != f.controlled_by:
        return False
    if f.owner is Who.YOU and obj.owner != you:
        return False
    if f.owner is Who.OPPONENT and obj.owner == you:
        return False
    if f.owned_by is not None and obj.owner != f.owned_by:
        return False
    if f.token is not None and f.token != obj.is_token:
        return False
    if f.keywords or f.not_keywords:
        abilities = [a[1] for a in w.abilities] if isinstance(w, Working) else w.abilities
        has = {a.keyword for a in abilities if isinstance(a, KeywordAbility)} | {
            Keyword(a.kind) for a in abilities if getattr(a, "kind", None) in _TRIGGERED}
        if not f.keywords <= has or f.not_keywords & has:
            return False
    if f.kicked is not None and f.kicked != obj.kicked:  # 702.33d
        return False
    if f.single_target and len(obj.targets) != 1:  # a spell with exactly one target
        return False
    if f.x_in_cost and "X" not in mana_symbols(w.mana_cost or ""):
        return False
    if f.tapped is not None and f.tapped != obj.tapped:
        return False
    if f.with_counter is not None and not (obj.counters.get(f.with_counter) > 0
                                           if f.with_counter else
                                           any(n > 0 for _, n in obj.counters.items)):
        return False
    if f.damaged_by_source and (source is None or source not in obj.damaged_by):
        return False
    # marked damage was dealt this turn too: it is removed in each cleanup step (514.2)
    if f.damaged_this_turn and not obj.damaged_by and not obj.damage:
        return False
    if f.entered_this_turn and not obj.entered_this_turn:
        return False
    if f.historic and not (CardType.ARTIFACT in w.types or Supertype.LEGENDARY in w.supertypes
                           or "Saga" in w.subtypes):
        return False
    if f.in_combat is not None and not f.in_combat.fits(w.in_combat):
        return False
    for quality, least, most in f.numbers:
        value = {"power": w.power, "toughness": w.toughness,
                 "mana value": mana_value(w.mana_cost), "colors": len(w.colors)}[quality]
        if value is None or (least is not None and value < least) \
                or (most is not None and value > most):
            return False
    return True


def subtype_family(subtype: str) -> CardType:
    """The card type a subtype belongs to (205.3)."""
    if subtype in LAND_TYPES:
        return CardType.LAND
    if subtype in ARTIFACT_TYPES:
        return CardType.ARTIFACT
    if subtype in ENCHANTMENT_TYPES:
        return CardType.ENCHANTMENT
    return CardType.CREATURE


def devotion(state: GameState, chars: Mapping[ObjectId, Working | Characteristics],
             player: PlayerId, colors: str) -> int:
    """700.5: the mana symbols of these colors among the mana costs of the permanents the
    player controls, with control as the layers have it (700.5a: after copy, control and
    text-changing effects; no later layer changes a mana cost)."""
    return sum(devotion_symbols(chars[o.id].mana_cost, colors) for o in state.in_play_order()
               if o.id in chars and chars[o.id].controller == player)


def player_amount(state: GameState, chars: Mapping[ObjectId, Working | Characteristics],
                  player: PlayerId, kind: AmountKind) -> int | None:
    """A number about one player and what they control, or None for another kind: their life
    total (119.1), the life they gained or lost this turn, their speed (702.179), the basic
    land types among their lands (domain, 305.6), the colors among their permanents (105.2),
    the creatures in their party (700.8), their opponents' poison counters (122.1f) and cards
    in hand, all added up, their opponents' life lost this turn, and the creatures that died
    this turn (700.4), any player's or theirs."""
    if kind is AmountKind.LIFE_TOTAL:
        return state.player(player).life
    if kind is AmountKind.OPPONENTS_POISON:
        return sum(state.player(p).poison for p in state.opponents(player))
    if kind is AmountKind.CARDS_IN_OPPONENTS_HANDS:
        return sum(len(state.player(p).hand) for p in state.opponents(player))
    if kind is AmountKind.LIFE_GAINED:
        return state.player(player).life_gained_this_turn
    if kind is AmountKind.LIFE_LOST:
        return state.player(player).life_lost_this_turn
    if kind is AmountKind.OPPONENTS_LIFE_LOST:
        return sum(state.player(p).life_lost_this_turn for p in state.opponents(player))
    if kind is AmountKind.CREATURES_DIED_YOURS:  # those before the scenario too (700.4)
        theirs = state.player(player)
        return len(theirs.died_this_turn) + theirs.died_before
    if kind is AmountKind.SPEED:  # 702.179f: no speed is asked as speed 0
        return state.player(player).speed or 0
    mine = [chars[o.id] for o in state.in_play_order()
            if o.id in chars and chars[o.id].controller == player]
    if kind is AmountKind.BASIC_LAND_TYPES:
        return len({t for c in mine if CardType.LAND in c.types for t in c.subtypes
                    if t in BASIC_LAND_TYPES})
    if kind is AmountKind.COLORS_AMONG:
        return len({color for c in mine for color in c.colors})
    if kind is AmountKind.PARTY:
        return party_size([c for c in mine if CardType.CREATURE in c.types])
    if kind is AmountKind.CREATURES_DIED:  # all players' creatures, tokens too (700.4)
        return state.creatures_died_this_turn
    return None


PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(creatures: list[Working | Characteristics]) -> int:
    """700.8: up to one Cleric, one Rogue, one Warrior and one Wizard, each creature in one
    role only, counted the way that makes the most (700.8a-b)."""
    # a role with four or more candidates can always be filled from them, whatever the other
    # three roles take: no more are needed to find the best count
    candidates = [[i for i, c in enumerate(creatures)
                   if role in c.subtypes or ALL_CREATURE_TYPES in c.subtypes][:4]
                  for role in PARTY_TYPES]

    def best(roles: int, used: frozenset[int]) -> int:
        if roles == len(candidates):
            return 0
        skip = best(roles + 1, used)
        return max([skip] + [1 + best(roles + 1, used | {i})
                             for i in candidates[roles] if i not in used])

    return best(0, frozenset())


def ring_bearer(state: GameState, player: Player) -> ObjectId | None:
    """701.52e: the player's Ring-bearer: on the battlefield under their control, with the
    designation (control as the objects record it: no layer is asked here)."""
    oid = player.ring_bearer
    obj = state.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != player.id:
        return None
    return obj.id


def pairable(state: GameState, chars: Mapping[ObjectId, Working | Characteristics],
             you: PlayerId, source: ObjectId, entered: ObjectId | None) -> list[ObjectId]:
    """702.95a: the unpaired creatures `you` control that the soulbond creature `source`, itself
    an unpaired creature they control, may be paired with: the creature that entered, or, as
    `source` itself entered, any other."""
    def unpaired_mine(oid: ObjectId) -> bool:
        obj, seen = state.objects.get(oid), chars.get(oid)
        return obj is not None and seen is not None and obj.zone is Zone.BATTLEFIELD \
            and obj.paired_with is None and seen.controller == you \
            and CardType.CREATURE in seen.types
    if not unpaired_mine(source):
        return []
    if entered is not None and entered != source:
        return [entered] if unpaired_mine(entered) else []
    return [o.id for o in state.in_play_order() if o.id != source and unpaired_mine(o.id)]


def condition_holds(state: GameState, condition: Condition, you: PlayerId | None,
                    source: ObjectId | None,
                    chars: Mapping[ObjectId, Working | Characteristics],
                    triggering: ObjectId | None = None,
                    that_player: PlayerId | None = None, x: int = 0) -> bool:
    """Is a condition true now, as seen from `you` and its source ("another Elf")? `chars`:
    the objects' characteristics as far as the layers have got (611.3a: a static ability's
    "as long as" is checked while they are applied) or once they are done (603.4);
    `triggering`: what a triggered ability's event was about ("that creature"), `that_player`
    the player it was about ("if that player has no cards in hand"); `x`: the X of the spell
    its source was, read by its own enters ability (107.3m: ravenous's "if X is 5 or more")."""
    kind = condition.kind
    if kind is ConditionKind.SPELL_X_AT_LEAST:
        return x >= condition.value
    if kind is ConditionKind.BOTH:
        return all(condition_holds(state, part, you, source, chars, triggering, that_player, x)
                   for part in condition.parts)
    if condition.word == THAT_PLAYER:  # their hand or life, counted as if they were "you"
        if that_player is None:
            return False
        you = that_player
    if kind is ConditionKind.CAN_PAIR:  # 702.95a
        return source is not None and you is not None and bool(
            pairable(state, chars, you, source, triggering))
    if kind is ConditionKind.GREATER_THAN_THIS:  # 702.100a, 702.100c
        that = chars.get(triggering) if triggering is not None else None
        that = that or (state.last_known.get(triggering) if triggering is not None else None)
        this = chars.get(source) if source is not None else None
        return that is not None and this is not None and that.power is not None \
            and this.power is not None and that.toughness is not None \
            and this.toughness is not None and (that.power > this.power
                                                or that.toughness > this.toughness)
    if kind is ConditionKind.ANY_OF:
        return any(condition_holds(state, c, you, source, chars, triggering, that_player)
                   for c in condition.any_of)
    if kind is ConditionKind.OTHER_RING_BEARER:  # 701.52a: the creature chosen isn't this
        bearer = ring_bearer(state, state.player(you)) if you is not None else None
        return bearer is not None and bearer != source
    if kind in (ConditionKind.YOUR_TURN, ConditionKind.NOT_YOUR_TURN):
        return (state.active == you) == (kind is ConditionKind.YOUR_TURN)
    if kind is ConditionKind.A_PLAYER_LIFE_AT_MOST:
        return any(p.life <= condition.value for p in state.players if not p.lost)
    if kind is ConditionKind.AN_OPPONENT_LIFE_AT_MOST:
        return you is not None and any(state.player(p).life <= condition.value
                                       for p in state.opponents(you))
    if kind is ConditionKind.OPPONENT_POISON_AT_LEAST:
        return you is not None and any(state.player(p).poison >= condition.value
                                       for p in state.opponents(you))
    if kind is ConditionKind.CITY_BLESSING:
        return you is not None and state.player(you).city_blessing
    if kind is ConditionKind.OPPONENT_DAMAGED:
        return you is not None and any(state.player(p).damaged_this_turn > 0
                                       for p in state.opponents(you))
    if kind is ConditionKind.NO_SPELLS_LAST_TURN:
        return all(p.cast_last_turn == 0 for p in state.players)
    if kind is ConditionKind.TWO_SPELLS_LAST_TURN:
        return any(p.cast_last_turn >= 2 for p in state.players)
    if kind is ConditionKind.OPPONENTS_AT_LEAST:
        return sum(1 for p in state.players if p.id != you and not p.lost) >= condition.value
    if kind is ConditionKind.CREATURE_DIED:
        return state.creatures_died_this_turn >= max(condition.value, 1)
    if kind is ConditionKind.NO_ATTACK:
        return not any(p.attacked_this_turn for p in state.players)
    if you is None:
        return False
    player = state.player(you)
    if kind is ConditionKind.SPELLS_CAST:
        return _spells_cast(condition, player, source, chars)
    looked_back = _looked_back(state, condition, player)
    if looked_back is not None:
        return looked_back
    if kind is ConditionKind.ENTERED:  # as they are now, or were as they left (608.2i)
        assert condition.selector is not None
        return sum(1 for o in player.entered_this_turn if (now := chars.get(o.id) or state.
                                                              last_known.get(o.id)) is not None
                   and any(matches(now, f, you, source, o) for f in condition.selector.filters)
                   ) >= condition.value
    if kind is ConditionKind.DIED_UNDER_YOUR_CONTROL:
        return _died(state, condition, player, source)
    if kind is ConditionKind.GRAVEYARD_AT_LEAST and condition.word == "opponent":
        return any(len(state.player(p).graveyard) >= condition.value
                   for p in state.opponents(you))
    if kind is ConditionKind.TARGETS:
        assert condition.selector is not None
        spell = state.objects.get(source) if source is not None else None
        return spell is not None and any(
            t.object in chars and t.object in state.objects
            and matches(chars[t.object], condition.selector.filter, you, source,
                        state.objects[t.object]) for t in spell.targets if t.object is not None)
    if kind is ConditionKind.SPEED_AT_LEAST:
        return (player.speed or 0) >= condition.value
    if kind is ConditionKind.SPEED_BELOW:
        return (player.speed or 0) < condition.value
    if kind is ConditionKind.DEVOTION_BELOW:
        return devotion(state, chars, you, condition.word) < condition.value
    if kind is ConditionKind.MANA_VALUES_IN_GRAVEYARD:  # each card's, as it is there (202.3)
        values = {mana_value(chars[o].mana_cost if o in chars else state.objects[o].card.mana_cost)
                  for o in player.graveyard}
        return len(values) >= condition.value
    if kind is ConditionKind.HAND_AT_MOST and condition.word == "opponent":
        return any(len(state.player(p).hand) <= condition.value for p in state.opponents(you))
    if kind is ConditionKind.OPPONENT_MORE and condition.word in ("life", "hand"):
        def amount(p: Player) -> int:
            return p.life if condition.word == "life" else len(p.hand)
        return any(amount(state.player(p)) > amount(player) for p in state.opponents(you))
    if kind is ConditionKind.HAND_MORE_THAN_OPPONENTS:
        return all(len(player.hand) > len(state.player(p).hand) for p in state.opponents(you))
    if kind is ConditionKind.TOTAL_POWER_AT_LEAST:  # 207.2c formidable: their power now
        assert condition.selector is not None
        return sum(max(chars[o.id].power or 0, 0) for o in state.in_play_order()
                   if o.id in chars and any(matches(chars[o.id], f, you, source, o)
                                            for f in condition.selector.filters)
                   ) >= condition.value
    graveyard = [o for o in player.graveyard if condition.selector is None or any(
        matches(chars[o], f, you, source, state.objects[o]) for f in condition.selector.filters)]
    counted = {ConditionKind.LIFE_AT_LEAST: player.life, ConditionKind.LIFE_AT_MOST: player.life,
               ConditionKind.HAND_AT_LEAST: len(player.hand),
               ConditionKind.HAND_AT_MOST: len(player.hand),
               ConditionKind.GRAVEYARD_AT_LEAST: len(graveyard),
               ConditionKind.DRAWN_AT_LEAST: player.drawn_this_turn}
    if kind in counted:
        at_least = kind in (ConditionKind.LIFE_AT_LEAST, ConditionKind.HAND_AT_LEAST,
                            ConditionKind.GRAVEYARD_AT_LEAST, ConditionKind.DRAWN_AT_LEAST)
        value = counted[kind]
        return value >= condition.value if at_least else value <= condition.value
    if kind is ConditionKind.LIBRARY_EMPTY:
        return not player.library
    obj = state.objects.get(source) if source is not None else None
    if kind is ConditionKind.KICKED:
        return obj is not None and obj.kicked
    if kind is ConditionKind.OFFSPRING_PAID:
        return obj is not None and obj.offspring
    if kind is ConditionKind.BARGAINED:  # 702.166b, 400.7d
        return obj is not None and obj.bargained
    if kind is ConditionKind.PAID_ALTERNATIVE:
        return obj is not None and obj.alternative_cost == condition.word
    if kind is ConditionKind.ARRIVED_SINCE_LAST_UPKEEP:  # your last turn began N turns ago
        in_game = sum(1 for p in state.players if not p.lost)
        return obj is not None and obj.controlled_since > 0 and \
            obj.controlled_since >= state.turn - in_game
    if kind is ConditionKind.HAS_COUNTER:  # one, or at least the number asked (and at most)
        return obj is not None and obj.counters.get(condition.word) >= max(condition.value, 1) \
            and (condition.at_most is None or obj.counters.get(condition.word) <= condition.at_most)
    if kind is ConditionKind.NO_COUNTER:  # on the object now: one gone has none to look at
        return obj is not None and obj.counters.get(condition.word) == 0
    if kind is ConditionKind.ATTACHED:  # an Aura or Equipment is attached to it
        return obj is not None and any(
            o.attached_to == obj.id and o.id in chars and condition.word in chars[o.id].subtypes
            for o in state.battlefield())
    if kind is ConditionKind.THIS_ENTERED:
        return obj is not None and obj.entered_this_turn
    if kind is ConditionKind.ATTACKING_ALONE:  # 506.5: the only creature attacking now
        return obj is not None and [a for a, _ in state.attackers] == [obj.id]
    if kind is ConditionKind.IN_GRAVEYARD:  # the same object, still there (400.7)
        return obj is not None and obj.zone is Zone.GRAVEYARD and obj.owner == you
    if kind is ConditionKind.CASUALTY_PAID:
        return obj is not None and obj.casualty
    if kind is ConditionKind.SQUAD_PAID:  # as the creature is, or as it last was (603.4)
        was = obj if obj is not None else state.last_objects.get(source) if source else None
        return was is not None and was.squad > 0
    if kind is ConditionKind.REPLICATED:
        return obj is not None and obj.replicated > 0
    if kind is ConditionKind.CONSPIRED:
        return obj is not None and obj.conspired
    if kind is ConditionKind.THIS_ATTACKED:  # as it is, or as it last was on the battlefield
        was = obj if obj is not None else state.last_objects.get(source) if source else None
        return was is not None and (was.attacked_turn == state.turn) != (condition.word == "not")
    if kind is ConditionKind.CAST_IN_MAIN_PHASE:
        return obj is not None and obj.cast_in_main_phase
    if kind is ConditionKind.CAST:  # the permanent was a spell, cast from where it asks
        return obj is not None and obj.cast_from is not None and _cast_from(
            obj.cast_from, condition.word)
    if kind is ConditionKind.X_AT_LEAST:  # a spell's own X as it resolves (107.3a)
        if obj is None or obj.zone is not Zone.STACK:
            raise JudgeError(f"{condition.text!r} with no spell resolving to have an X")
        return obj.x >= condition.value
    if kind in (ConditionKind.DESIGNATED, ConditionKind.NOT_DESIGNATED):
        return obj is not None and (condition.word in obj.designations) == (
            kind is ConditionKind.DESIGNATED)
    if kind in _ITSELF:  # as it is, or as it last was on the battlefield (608.2h)
        return _itself(state, condition, obj, source)
    if kind is ConditionKind.HAD_NO_COUNTERS:  # as it last was (608.2h)
        counters = obj.counters if obj is not None else (
            state.last_counters.get(source) if source is not None else None)
        return counters is None or counters.get(condition.word) == 0
    if kind is ConditionKind.HAD_COUNTERS:
        counters = obj.counters if obj is not None else (
            state.last_counters.get(source) if source is not None else None)
        return counters is not None and (counters.get(condition.word) > 0 if condition.word
                                         else any(n > 0 for _, n in counters.items))
    assert condition.selector is not None
    if kind is ConditionKind.IS:
        return _one_is(state, condition, you, obj, chars)
    if kind is ConditionKind.OPPONENT_MORE:  # each player's count, as they control them
        counts = Counter(chars[o.id].controller for o in state.in_play_order()
                         if o.id in chars and any(matches(chars[o.id], f, None, source, o)
                                                  for f in condition.selector.filters))
        return any(counts[p] > counts[you] for p in state.opponents(you))
    if kind is ConditionKind.DIFFERENT_POWERS:  # one creature per power value counted
        powers = {chars[o.id].power for o in state.in_play_order() if o.id in chars and any(
            matches(chars[o.id], f, you, source, o) for f in condition.selector.filters)}
        return len(powers - {None}) >= condition.value
    filters = [_defending(state, f, source) for f in condition.selector.filters]
    found = sum(1 for o in state.in_play_order() if o.id in chars and any(
        matches(chars[o.id], f, you, source, o) for f in filters))
    if kind is ConditionKind.CONTROL_AT_LEAST:
        return found >= condition.value
    if kind is ConditionKind.CONTROL_AT_MOST:
        return found <= condition.value
    return found > 0


def _cast_from(zone: Zone, word: str) -> bool:
    """'' anywhere; 'hand', 'graveyard', 'exile': from there; 'not hand': anywhere else."""
    if word == "not hand":
        return zone is not Zone.HAND
    return word == "" or zone.value == word


_COMBAT_PHASE = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                           Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT})


def _defending(state: GameState, f: ObjectFilter, source: ObjectId | None) -> ObjectFilter:
    """'… defending player controls' made concrete: the player the source attacks or attacked
    this combat (508.5); else, in a two-player game's combat phase, the nonactive player
    (506.2); else no one, and nothing matches."""
    if f.controller is not Who.DEFENDING:
        return f
    defender = state.defenders.get(source) if source is not None else None
    in_game = [p.id for p in state.players if not p.lost]
    if defender is None and state.step in _COMBAT_PHASE and len(in_game) == 2:
        defender = next(p for p in in_game if p != state.active)
    if defender is None and state.step in _COMBAT_PHASE and len(in_game) > 2:
        raise JudgeError("which defending player a condition means when its source isn't "
                         "attacking, with more than one opponent: its controller chooses one, "
                         f"which isn't modeled ({cr.DEFENDER_PER_ATTACKER.number})")
    return replace(f, controller=Who.ANY, controlled_by=defender) if defender is not None \
        else replace(f, zones=frozenset())


_ITSELF = frozenset({ConditionKind.WASNT_BLOCKING, ConditionKind.NOT_TOKEN,
                     ConditionKind.WAS_CREATURE, ConditionKind.DAMAGE_DEALT_TO_IT})


def _itself(state: GameState, condition: Condition, obj: GameObject | None,
            source: ObjectId | None) -> bool:
    """The object the ability is on: as it is, or (gone from the battlefield: a dies trigger,
    603.10a) as it last existed there."""
    kind = condition.kind
    was = obj if obj is not None else state.last_objects.get(source) if source else None
    if kind is ConditionKind.NOT_TOKEN:
        return was is not None and not was.is_token
    if kind is ConditionKind.DAMAGE_DEALT_TO_IT:
        return was is not None and was.damage_this_turn >= condition.value
    last = state.last_known.get(source) if source is not None else None
    if kind is ConditionKind.WAS_CREATURE:
        return last is not None and last.is_creature
    if obj is not None:  # WASNT_BLOCKING, still on the battlefield: its status now (506.4)
        return all(b != obj.id for b, _ in state.blockers)
    return last is not None and last.in_combat is not InCombat.BLOCKING


def _looked_back(state: GameState, condition: Condition, player: Player) -> bool | None:
    """A condition on what `player` did or had this turn (608.2i), or on the card types in
    their graveyard (205.2a); None for any other kind."""
    kind = condition.kind
    if kind is ConditionKind.ATTACKED:
        return player.attacked_this_turn != (condition.word == "not")
    if kind is ConditionKind.MONARCH:
        return state.monarch == player.id
    if kind is ConditionKind.INITIATIVE:
        return state.initiative == player.id
    if kind in (ConditionKind.COMPLETED_DUNGEON, ConditionKind.NOT_COMPLETED_DUNGEON):
        done = any(not condition.word or d.casefold() == condition.word
                   for d in player.completed_dungeons)  # 309.7: for the rest of the game
        return done == (kind is ConditionKind.COMPLETED_DUNGEON)
    if kind is ConditionKind.NO_RING_BEARER:  # 701.52e
        return ring_bearer(state, player) is None
    if kind is ConditionKind.ATTACKING_YOU:  # not one attacking a planeswalker of theirs
        return any(defender == player.id and a not in state.planeswalkers_attacked
                   for a, defender in state.attackers)
    if kind is ConditionKind.BEEN_ATTACKED:
        return player.id in state.defenders.values()
    if kind is ConditionKind.LIFE_GAINED:
        return player.life_gained_this_turn >= max(condition.value, 1)
    if kind is ConditionKind.LIFE_CHANGED:
        return player.life_gained_this_turn > 0 or player.life_lost_this_turn > 0
    if kind is ConditionKind.OPPONENT_LOST_LIFE:
        return any(state.player(p).life_lost_this_turn > 0 for p in state.opponents(player.id))
    if kind is ConditionKind.PERMANENT_LEFT:
        return player.left_battlefield_this_turn > 0
    if kind is ConditionKind.DESCENDED:  # 700.11: it needn't be there still
        return player.descended_this_turn > 0
    if kind is ConditionKind.ATTACKED_WITH_POWER:
        return player.attacked_power_this_combat >= condition.value
    if kind is ConditionKind.CRIME:
        return player.crime_this_turn
    if kind is ConditionKind.LEFT_GRAVEYARD:
        return player.left_graveyard_this_turn >= max(condition.value, 1)
    if kind is ConditionKind.CARD_TYPES_IN_GRAVEYARD:
        types = {t for oid in player.graveyard for t in state.objects[oid].card.types}
        return len(types) >= condition.value
    return None


def _spells_cast(condition: Condition, player: Player, source: ObjectId | None,
                 chars: Mapping[ObjectId, Working | Characteristics]) -> bool:
    """608.2i: the spells `player` cast this turn, of the kind asked. Those cast before the
    scenario began are counted but not known by kind: where the answer turns on their kind,
    the scenario has to cast them."""
    assert condition.selector is not None
    kind, word = condition.selector.filter, condition.word
    mine = [c for c in player.spells_this_turn if not (word == "another" and c.spell.id == source)]
    before = player.cast_this_turn - len(player.spells_this_turn)
    if replace(kind, text="") == _ANY_SPELL and word != "none from hand":
        counted = len(mine) + before
    else:
        counted = sum(1 for c in mine if matches(c.chars, kind, player.id, source, c.spell) and (
            word != "none from hand" or c.spell.cast_from is Zone.HAND))
        if before and (counted == 0 if word.startswith("none") else counted < condition.value):
            raise JudgeError(
                f"whether {condition.text!r} turns on the {before} spell(s) {player.id} cast "
                "this turn before the scenario began, and their kind isn't known: cast them in "
                "the scenario's actions instead of counting them in cast_this_turn")
    return counted == 0 if word.startswith("none") else counted >= condition.value


_ANY_SPELL = ObjectFilter(zones=frozenset({Zone.STACK}))


def _died(state: GameState, condition: Condition, player: Player,
          source: ObjectId | None) -> bool:
    """700.4, 608.2i: the creatures that died under `player`'s control this turn, of the kind
    asked, as they last existed on the battlefield. Those that died before the scenario began
    are counted but not known by kind: where the answer turns on their kind, the scenario has
    to make them die."""
    assert condition.selector is not None
    kind = condition.selector.filter
    counted = sum(1 for o in player.died_this_turn if o.id in state.last_known
                  and matches(state.last_known[o.id], kind, player.id, source, o))
    if replace(kind, text="") == _ANY_CREATURE:
        counted += player.died_before
    elif player.died_before and counted < condition.value:
        raise JudgeError(
            f"whether {condition.text!r} turns on the {player.died_before} creature(s) that "
            f"died under {player.id}'s control this turn before the scenario began, and their "
            "kind isn't known: make them die in the scenario's actions instead")
    return counted >= max(condition.value, 1)


_ANY_CREATURE = ObjectFilter(types=frozenset({CardType.CREATURE}))


def _one_is(state: GameState, condition: Condition, you: PlayerId, source: GameObject | None,
            chars: Mapping[ObjectId, Working | Characteristics]) -> bool:
    """'this is attacking', 'equipped creature is a Human': the one object named fits."""
    assert condition.selector is not None
    if source is None:
        return False
    scope = condition.selector.scope
    oid = source.id if scope is Scope.SELF else source.attached_to
    if oid is None or oid not in chars or oid not in state.objects:
        return False
    return matches(chars[ObjectId(oid)], condition.selector.filter, you, source.id,
                   state.objects[ObjectId(oid)])


def share_a_creature_type(first: Sequence[str], second: Sequence[str]) -> bool:
    """Whether two objects have a creature type in common; one with every creature type
    (changeling, 702.73a) shares one with any that has one."""
    kinds = [frozenset(t for t in s if subtype_family(t) is CardType.CREATURE)
             for s in (first, second)]
    if any(ALL_CREATURE_TYPES in k for k in kinds):
        return all(kinds)
    return bool(kinds[0] & kinds[1])
