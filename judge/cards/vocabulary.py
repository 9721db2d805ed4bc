"""The ability vocabulary: everything a card can say, as data (CR 113, 604, 609, 611, 702).

A card's abilities are keywords ("flying", "protection from black", "enchant creature",
"equip {1}"), static abilities that modify characteristics or rules (`static:`),
characteristic-defining abilities (`defines:`), spell abilities (`spell:`), activated abilities
(`activated:`) and abilities the engine does not model (`text:`), which rulings report as
*not modeled* instead of guessing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, Self, TypeAlias, Union

from pydantic import AfterValidator, Field, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema

from judge import cr
from judge.cards import wording
from judge.cards.model import Strict, kinds_by_key, one_key_union
from judge.cards.phrases import (
    PLAYER_WORDS,
    PLAYERS_WORDS,
    GameConditionField,
    STEP_OWNER_WORDS,
    Amount,
    Condition,
    ConditionKind,
    AmountField,
    AmountKind,
    CounterKindField,
    PlayersField,
    StepOwnerField,
    Who,
    WhoField,
    ColorField,
    Cost,
    spell_cost_problem,
    CostField,
    BlockersField,
    FilterField,
    LandTypeField,
    PlayerField,
    PlayerRef,
    PlayerScope,
    PTChangeField,
    Recipients,
    RecipientsField,
    Scope,
    Selector,
    PTValueField,
    SelectorField,
    TargetField,
    TargetsField,
    parse_amount,
    parse_cost,
    parse_filter,
    parse_game_condition,
    ALTERNATIVE_COST_KEYWORDS,
    parse_keyword,
    parse_player,
    parse_selector,
    parse_target,
    TargetSpec,
    targets_named,
)
from judge.cards.references import (
    GRANTED_ABILITIES,
    check_resolving,
    check_target_kinds,
    check_target_players,
    check_standing,
    check_standing_amount,
    counters_removed,
    STANDING_SCOPES,
    uses_x,
)
from judge.cr import Rule
from judge.words import (
    BASIC_LAND_TYPES,
    CardType,
    Color,
    Keyword,
    Layer,
    Step,
    Supertype,
    TRIGGERED_KEYWORDS,
    Zone,
    count_of,
)

# ---------------------------------------------------------------- keywords (702)


class KeywordAbility(Strict):
    """A keyword ability without parameters: flying, deathtouch, indestructible, …"""

    kind: SkipJsonSchema[Literal["keyword"]] = "keyword"
    keyword: Keyword

    @field_validator("keyword")
    @classmethod
    def _not_triggered(cls, keyword: Keyword) -> Keyword:
        if keyword in TRIGGERED_KEYWORDS:
            raise ValueError(f"{keyword.value} is a triggered ability: write `{keyword.value}`")
        return keyword


class ProtectionQuality(StrEnum):
    EVERYTHING = "everything"
    MULTICOLORED = "multicolored"
    MONOCOLORED = "monocolored"
    CHOSEN_COLOR = "the chosen color"


class Protection(Strict):
    """Protection from a color, a card type, everything, or the chosen color (702.16)."""

    kind: SkipJsonSchema[Literal["protection"]] = "protection"
    color: Color | None = None
    card_type: CardType | None = None
    quality: ProtectionQuality | None = None

    @model_validator(mode="after")
    def _one_quality(self) -> Protection:
        if sum(x is not None for x in (self.color, self.card_type, self.quality)) != 1:
            raise ValueError("protection names exactly one quality")
        return self

    @property
    def quality_text(self) -> str:
        if self.color:
            return self.color.value
        if self.card_type:
            return f"{self.card_type.value}s"
        assert self.quality is not None
        return self.quality.value


class Enchant(Strict):
    """Enchant [object or player]: what an Aura may target and enchant (702.5)."""

    kind: SkipJsonSchema[Literal["enchant"]] = "enchant"
    what: TargetField  # what it may target as a spell (303.4a) and enchant (303.4d)

    @field_validator("what")
    @classmethod
    def _objects_or_players(cls, value: TargetSpec) -> TargetSpec:
        if value.objects is not None and value.players is not None:
            raise ValueError(f"enchant {value.text!r}: either objects or 'player' / 'opponent'")
        return value

    @property
    def player(self) -> bool:
        return self.what.objects is None


class Landwalk(Strict):
    """[Land type]walk (702.14): unblockable while the defending player controls such a land."""

    kind: SkipJsonSchema[Literal["landwalk"]] = "landwalk"
    land_type: LandTypeField


class Equip(Strict):
    """Equip [cost]: attach to target creature you control, as a sorcery (702.6a); "equip
    [quality] [cost]" targets only a creature with that quality (702.6c); [cost] may have parts
    other than mana ('Sacrifice a creature'), paid as it is activated (602.2b)."""

    kind: SkipJsonSchema[Literal["equip"]] = "equip"
    cost: str
    what: str | None = Field(None, description="the quality of the creature it may target "
                             "(702.6c): 'Knight', 'legendary creature'")

    @model_validator(mode="after")
    def _read(self) -> Equip:
        _ = self.paid, self.target  # what judge can pay and target, or refused
        return self

    @property
    def paid(self) -> Cost:
        """What activating it costs."""
        cost = parse_cost(self.cost)
        if cost.tap or cost.untap or cost.loyalty is not None or cost.crew \
                or cost.sacrifice_self or cost.exile_self or cost.discard_self:
            raise ValueError(f"an equip cost of {self.cost!r} is not modeled")
        return cost

    @property
    def target(self) -> TargetSpec:
        """Target creature you control (with the quality)."""
        quality = self.what or ""
        creature = quality if re.search(r"\bcreature$", quality) else \
            f"{quality} creature".strip()
        return parse_target(f"{creature} you control")

    @property
    def words(self) -> str:
        """'equip {2}', 'equip Knight {1}', 'equip—sacrifice a creature'."""
        if re.fullmatch(r"(\{[^{}]+\})+", self.cost):
            return f"equip {self.what + ' ' if self.what else ''}{self.cost}"
        return "equip—" + ", ".join(p[:1].lower() + p[1:] for p in self.cost.split(", "))


class Toxic(Strict):
    """Toxic N (702.164): combat damage it deals to a player also gives that player N poison
    counters; a creature's toxic values add up (702.164b)."""

    kind: SkipJsonSchema[Literal["toxic"]] = "toxic"
    amount: int = Field(ge=1)


def _payable_by_a_player(cost: str) -> str:
    """A cost a spell's or ability's controller pays to keep it from being countered
    (118.12a): mana, life and things of their choosing ('Sacrifice a creature', 'Discard a
    card'); nothing of a particular object's own."""
    parsed = parse_cost(cost)
    if parsed.energy or spell_cost_problem(dataclasses.replace(parsed, mana="")) is not None:
        raise ValueError(f"paying {cost!r} to keep a spell from being countered is not modeled")
    return cost


UnlessCostField = Annotated[str, Field(description="mana, 'Pay 3 life', 'Discard a card', "
                                       "'Sacrifice a creature', '{2}, Pay 2 life'"),
                            AfterValidator(_payable_by_a_player)]


def _not_energy(cost: str) -> str:
    if "{E}" in cost:
        raise ValueError(f"{cost!r}: {{E}} is an energy counter, not mana "
                         f"({cr.ENERGY.number})")
    return cost


ManaCostField = Annotated[str, Field(pattern=r"^(\{[^{}]+\})+$",
                                     description="mana symbols, taken as paid"),
                          AfterValidator(_not_energy)]


def _besides_mana(cost: Cost) -> Cost:
    """A cost's parts other than mana ('Exile two other cards from your graveyard')."""
    return dataclasses.replace(cost, mana="", text=re.sub(r"^(?:\{[^{}]+\})+(?:, )?", "",
                                                           cost.text))


class _SpellCost(Strict):
    """A keyword's cost its spell's caster pays as they cast it: mana, and parts of their
    choosing (601.2h: 'Pay 3 life', 'Sacrifice a land', 'Exile two other cards from your
    graveyard'), nothing of the card's own object."""

    cost: CostField

    @model_validator(mode="after")
    def _a_spells_cost(self) -> Self:
        problem = spell_cost_problem(_besides_mana(self.cost))
        if problem is not None:
            raise ValueError(problem)
        return self

    @property
    def others(self) -> Cost:
        """What is paid besides mana."""
        return _besides_mana(self.cost)

    def keyword_words(self, name: str) -> str:
        return keyword_cost_words(name, self.cost)


def keyword_cost_words(name: str, cost: Cost) -> str:
    """'flashback {3}{R}', or with other parts 'flashback—{1}{B}, pay 3 life'."""
    if re.fullmatch(r"(\{[^{}]+\})+", cost.text):
        return f"{name} {cost.text}"
    return f"{name}—" + ", ".join(p[:1].lower() + p[1:] for p in cost.text.split(", "))


class Kicker(_SpellCost):
    """Kicker [cost] (702.33a): its caster may pay [cost] more as they cast it — its parts
    other than mana ('Sacrifice a land') as it is cast (601.2h); abilities of the card say
    what happens if it was kicked (702.33e)."""

    kind: SkipJsonSchema[Literal["kicker"]] = "kicker"


_BARGAIN_COST = "Sacrifice an artifact, enchantment, or token"


class Bargain(Strict):
    """Bargain (702.166a): its caster may sacrifice an artifact, enchantment, or token as an
    additional cost as they cast it (601.2b, 601.2h); if they do, it was bargained (702.166b),
    and abilities of the card say what happens then (702.166c)."""

    kind: SkipJsonSchema[Literal["bargain"]] = "bargain"

    @property
    def others(self) -> Cost:
        """The cost the keyword means, paid as the spell is cast."""
        return parse_cost(_BARGAIN_COST)


class PerTargetCost(Strict):
    """'This spell costs {1}{U} more to cast for each target beyond the first' (strive, 207.2c):
    the spell's own static ability, adding that mana to its total cost once for each target
    chosen for it after the first (601.2c, 601.2f)."""

    kind: SkipJsonSchema[Literal["per_target_cost"]] = "per_target_cost"
    mana: ManaCostField

    def describe(self) -> str:
        return f"this spell costs {self.mana} more to cast for each target beyond the first"


class Spree(Strict):
    """Spree (702.172a): its caster chooses one or more of its modes, each with a cost (`cost:`
    of each mode), and pays the chosen modes' costs as an additional cost."""

    kind: SkipJsonSchema[Literal["spree"]] = "spree"


class Bestow(Strict):
    """Bestow [cost] (702.103a): its caster may cast it bestowed for [cost] rather than its
    mana cost: an Aura spell with enchant creature, targeting a creature (702.103b); the Aura
    becomes a creature again when it is unattached (702.103f) or its target is illegal as it
    resolves (702.103e)."""

    kind: SkipJsonSchema[Literal["bestow"]] = "bestow"
    cost: ManaCostField


class Entwine(Strict):
    """Entwine [cost] (702.42a): its caster may choose all of a modal spell's modes, paying
    [cost] more; they are followed in the order written (702.42b)."""

    kind: SkipJsonSchema[Literal["entwine"]] = "entwine"
    cost: ManaCostField


class Morph(_SpellCost):
    """Morph [cost] (702.37a): its owner may cast it face down as a 2/2 creature with no text,
    name, subtypes or mana cost (708.2a), and turn it face up any time they have priority by
    paying [cost] (702.37e) — its parts other than mana ('Discard a card') too. Megamorph
    (702.37b) also puts a +1/+1 counter on it as it turns face up; disguise (702.168a) gives
    the face-down creature ward {2}."""

    kind: SkipJsonSchema[Literal["morph"]] = "morph"
    variant: Literal["morph", "megamorph", "disguise"] = "morph"


class Foretell(Strict):
    """Foretell [cost] (702.143a): in their turn its owner may pay {2} and exile it from their
    hand face down (a special action, 116.2h; `foretell:` among a scenario's actions); after
    that turn they may cast it from exile for [cost] rather than its mana cost."""

    kind: SkipJsonSchema[Literal["foretell"]] = "foretell"
    cost: ManaCostField


class Plot(Strict):
    """Plot [cost] (702.170a): in their main phase with an empty stack its owner may pay [cost]
    and exile it from their hand, plotted (a special action, 116.2k; `plot:`); in a later turn
    they may cast it from exile without paying its mana cost, in their main phase with an
    empty stack (702.170d)."""

    kind: SkipJsonSchema[Literal["plot"]] = "plot"
    cost: ManaCostField


class JumpStart(Strict):
    """Jump-start (702.133a): its owner may cast it from their graveyard by discarding a card
    as an additional cost; cast that way, it is exiled instead of going anywhere else when it
    leaves the stack."""

    kind: SkipJsonSchema[Literal["jump_start"]] = "jump_start"


class Disturb(Strict):
    """Disturb [cost] (702.146a): on the front face of a transforming double-faced card, its
    owner may cast it transformed from their graveyard by paying [cost] rather than its mana
    cost — a spell with its back face's characteristics and its front face's mana value
    (712.8c), which enters with its back face up (702.146b)."""

    kind: SkipJsonSchema[Literal["disturb"]] = "disturb"
    cost: ManaCostField


class Retrace(Strict):
    """Retrace (702.81a): its owner may cast it from their graveyard by discarding a land card
    as an additional cost; it goes where a spell goes afterwards, as any spell does."""

    kind: SkipJsonSchema[Literal["retrace"]] = "retrace"


class Buyback(_SpellCost):
    """Buyback [cost] (702.27a): its caster may pay [cost] more as they cast it; if they did,
    it goes to its owner's hand instead of the graveyard as it resolves. Its parts other than
    mana ('Sacrifice a land') are paid as it is cast (601.2h)."""

    kind: SkipJsonSchema[Literal["buyback"]] = "buyback"


class Flashback(_SpellCost):
    """Flashback [cost] (702.34a): its owner may cast it from their graveyard, paying [cost]
    instead of its mana cost — its mana is what it is cast for (601.2b), its other parts
    ('Pay 3 life') are paid as it is cast (601.2h); cast that way, it is exiled instead of
    going anywhere else when it leaves the stack."""

    kind: SkipJsonSchema[Literal["flashback"]] = "flashback"


class Escalate(_SpellCost):
    """Escalate [cost] (702.120a): for each mode its caster chooses beyond the first as they
    cast this modal spell, they pay [cost] more; its parts other than mana ('Discard a card')
    are paid as it is cast (601.2h), once for each such mode."""

    kind: SkipJsonSchema[Literal["escalate"]] = "escalate"


class Escape(_SpellCost):
    """Escape—[cost] (702.138a): its owner may cast it from their graveyard, paying [cost]
    rather than its mana cost — its mana is what the spell is cast for (601.2b), the rest
    ('Exile two other cards from your graveyard') is paid as it is cast (601.2h). The spell,
    and the permanent it becomes, escaped (702.138b)."""

    KEYWORD_RULE: ClassVar[Rule] = cr.ESCAPE
    kind: SkipJsonSchema[Literal["escape"]] = "escape"


_COST_KEYWORDS = ("cycling", "ward", "kicker", "flashback", "buyback", "unearth", "madness",
                  "plot", "entwine", "scavenge", "outlast", "embalm", "eternalize", "encore",
                  "ninjutsu",
                  "replicate",
                  "offspring", "squad", "recover", "escalate", "miracle", "disturb",
                  # "[keyword] {cost}"; awaken has a number too: `awaken: {amount, cost}`
                  *(k for k in ALTERNATIVE_COST_KEYWORDS if k != "awaken"))
_NUMBER_KEYWORDS = ("bushido", "rampage", "dredge", "annihilator", "afflict", "soulshift",
                    "afterlife", "crew", "toxic", "renown", "fabricate", "backup",
                    "casualty", "saddle", "ripple")  # "[keyword] N"


def parse_keyword_text(text: str) -> dict[str, Any]:
    """'flying' | 'protection from black' | 'enchant creature' | 'equip {1}' as a one-key map."""
    phrase = text.strip()
    low = phrase.lower()
    if low.startswith("protection from "):
        quality = low.removeprefix("protection from ").strip()
        if quality in {c.value for c in Color}:
            return {"protection": {"color": quality}}
        if quality.rstrip("s") in {t.value for t in CardType}:
            return {"protection": {"card_type": quality.rstrip("s")}}
        if quality in {q.value for q in ProtectionQuality} or quality == "chosen color":
            q = "the chosen color" if quality == "chosen color" else quality
            return {"protection": {"quality": q}}
        raise ValueError(f"unknown protection quality {quality!r}")
    if low.startswith("enchant "):
        return {"enchant": {"what": phrase[len("enchant "):].strip()}}
    if low.endswith("walk") and low[:-4].capitalize() in BASIC_LAND_TYPES:
        return {"landwalk": {"land_type": low[:-4].capitalize()}}
    if low == "changeling":
        return {"defines": {"all_creature_types": True}}
    if low == "devoid":  # 702.114a: a characteristic-defining ability, "this is colorless"
        return {"defines": {"colors": []}}
    if low in ("you may choose not to untap this during your untap step",
               "may choose not to untap"):
        return {"optional_untap": {}}
    if low in ("can't be countered", "this spell can't be countered"):
        return {"cant_be_countered": {}}
    if low.startswith("affinity for "):  # 702.41a
        return {"affinity": {"what": phrase[len("affinity for "):].strip()}}
    if low in ("prowess", "exalted", "undying", "persist", "flanking", "extort", "cascade",
               "evolve", "exploit", "dethrone", "storm", "mentor", "myriad", "provoke",
               "training", "ingest", "assist", "conspire", "decayed", "enlist",
               "undaunted", "gravestorm"):
        return {low: {}}
    if low == "jump-start":
        return {"jump_start": {}}
    if low == "retrace":
        return {"retrace": {}}
    if low == "bargain":
        return {"bargain": {}}
    if low == "spree":
        return {"spree": {}}
    if low == "soulbond":
        return {"soulbond": {}}
    devour = re.fullmatch(r"devour (\d+)", low)
    if devour:  # 702.82a
        return {"as_enters": {"devour": int(devour.group(1))}}
    amplify = re.fullmatch(r"amplify (\d+)", low)
    if amplify:  # 702.38a
        return {"as_enters": {"amplify": int(amplify.group(1))}}
    if low in ("living weapon", "for mirrodin!", "battle cry"):
        return {low.replace(" ", "_").rstrip("!"): {}}
    upkeep = re.fullmatch(r"(?P<kind>cumulative upkeep|echo)(?: (?P<mana>(?:\{[^{}]+\})+)|—"
                          r"(?P<other>.+))", phrase, re.IGNORECASE)
    if upkeep:  # 702.24a, 702.30a
        return {upkeep["kind"].lower().replace(" ", "_"): {
            "cost": upkeep["mana"] or upkeep["other"].rstrip(".")}}
    reinforce = re.fullmatch(r"reinforce (?P<n>\d+)—(?P<cost>(?:\{[^{}]+\})+)", phrase,
                             re.IGNORECASE)
    if reinforce:  # 702.77a
        return {"reinforce": {"amount": int(reinforce["n"]), "cost": reinforce["cost"]}}
    level_up = re.fullmatch(r"level up (?P<cost>(?:\{[^{}]+\})+)", phrase, re.IGNORECASE)
    if level_up:  # 702.87a
        return {"level_up": {"cost": level_up["cost"]}}
    typed = re.fullmatch(r"(?P<kind>[a-z]+(?: land)?)cycling (?P<cost>(?:\{[^{}]+\})+)", low)
    if typed:  # 702.29e: "plainscycling", "basic landcycling", "wizardcycling"
        kind = " ".join(w if w in ("basic", "land", "artifact", "creature") else
                        w.capitalize() for w in typed["kind"].split())
        return {"cycling": {"cost": typed["cost"].upper(), "find": f"{kind} card"}}
    name, _, rest = phrase.partition(" ")
    if name.lower() in ("morph", "megamorph", "disguise") \
            and re.fullmatch(r"(\{[^{}]+\})+", rest.strip()):
        return {"morph": {"cost": rest.strip(), "variant": name.lower()}}
    if name.lower() in _COST_KEYWORDS and re.fullmatch(r"(\{[^{}]+\})+", rest.strip()):
        return {name.lower(): {"cost": rest.strip()}}
    if name.lower() in _NUMBER_KEYWORDS and rest.strip().isdigit():
        return {name.lower(): {"amount": int(rest)}}
    if low.startswith("equip"):
        cost = phrase[len("equip"):].strip()
        if not re.fullmatch(r"(\{[^{}]+\})+", cost):
            raise ValueError(f"equip needs a cost such as {{1}}, got {cost!r}")
        return {"equip": {"cost": cost}}
    return {"keyword": {"keyword": parse_keyword(phrase).value}}


# ---------------------------------------------------------------- continuous modifications (613)


class Restriction(StrEnum):
    ATTACK = "attack"
    BLOCK = "block"
    BE_BLOCKED = "be blocked"
    BLOCK_WITHOUT_FLYING = "block creatures without flying"  # "can block only … with flying"
    BLOCKED_BY_MORE_THAN_ONE = "be blocked by more than one creature"
    ACTIVATE = "activate abilities"
    UNTAP = "untap during its controller's untap step"
    ATTACK_ALONE = "attack alone"  # 506.5: no other creature attacks with it
    BLOCK_ALONE = "block alone"  # 506.5: no other creature blocks


class Requirement(StrEnum):
    """What a creature must do if able (508.1d, 509.1c)."""

    ATTACK = "attack each combat"
    BLOCK = "block each combat"
    BE_BLOCKED = "be blocked"  # "must be blocked if able": by at least one creature
    BLOCKED_BY_ALL = "be blocked by all"  # "all creatures able to block it do so" (a lure)


class Permission(StrEnum):
    """What a creature may do though a rule would forbid it."""

    ATTACK_WITH_DEFENDER = "attack as though it didn't have defender"  # despite 702.3b
    # its controller may have it assign all its combat damage to the player or planeswalker
    # it attacks, though blocked (609.4; not 510.1c)
    DAMAGE_AS_THOUGH_UNBLOCKED = "assign its combat damage as though it weren't blocked"


_REQUIRED = {Requirement.ATTACK: "attacks each combat if able",  # as a ruling words it
             Requirement.BLOCK: "blocks each combat if able",
             Requirement.BE_BLOCKED: "must be blocked if able",
             Requirement.BLOCKED_BY_ALL: "must be blocked by all creatures able to block it"}


class ControlTo(Strict):
    """'Target opponent gains control of …' (613.1b): the one player named gains control, the
    player fixed as the effect begins (611.2c)."""

    player: PlayerField

    @field_validator("player")
    @classmethod
    def _one_player(cls, value: PlayerRef) -> PlayerRef:
        if value.scope is PlayerScope.YOU:
            raise ValueError("'you' gain control: write `control: you`")
        if value.scope in (PlayerScope.EACH, PlayerScope.EACH_OPPONENT) or (
                value.of is not None and value.of.scope is Scope.ALL):
            raise ValueError(f"{value.text!r}: one player gains control")
        return value


class Modifications(Strict):
    """How an effect changes what it affects, by layer (613.1): each field names its layer."""

    control: Literal["you", "owner"] | ControlTo | None = Field(
        None, description="layer 2: who gains control: 'you' (the effect's controller), "
        "'owner' (each object's owner), or {player: t} (the one player named)")
    change_text: dict[str, str] | None = Field(
        None, description="layer 3: replace color words or basic land type words")
    change_chosen_words: bool = Field(
        False, description="layer 3: replace the word chosen on resolution with the other "
        "chosen word (Sleight of Mind, Magical Hack)")
    set_types: list[CardType] | None = Field(None, description="layer 4: card types become these")
    add_types: list[CardType] | None = Field(None, description="layer 4: in addition to its types")
    remove_types: list[CardType] | None = Field(
        None, description="layer 4: card types it loses ('isn't a creature'), with the subtypes "
        "only those types have (205.1a)")
    set_creature_types: list[str] | None = Field(None, description="layer 4: creature types become")
    set_chosen_creature_type: bool = Field(
        False,
        description="layer 4: its creature type becomes the type chosen as its source entered, "
        "or as the spell or ability making the effect resolved (608.2d)")
    all_creature_types: bool = Field(False, description="layer 4: has all creature types")
    add_subtypes: list[str] | None = Field(None, description="layer 4: subtypes added")
    lose_creature_types: bool = Field(False, description="layer 4: loses all creature types")
    set_land_types: list[LandTypeField] | None = Field(
        None, description="layer 4: land types become these basic types (305.7)")
    add_land_types: list[LandTypeField] | None = Field(
        None, description="layer 4: basic land types added (305.7)")
    set_chosen_land_type: bool = Field(
        False, description="layer 4: its land type becomes the basic land type chosen as the "
        "spell or ability making the effect resolved (305.7, 608.2d)")
    add_chosen_land_type: bool = Field(
        False, description="layer 4: the basic land type chosen as the spell or ability "
        "resolved, in addition to its other types (305.7)")
    add_supertypes: list[Supertype] | None = Field(None, description="layer 4")
    remove_supertypes: list[Supertype] | None = Field(None, description="layer 4")
    set_colors: list[ColorField] | None = Field(
        None, description="layer 5: colors become these ([] is colorless)")
    add_colors: list[ColorField] | None = Field(None, description="layer 5")
    add_chosen_color: bool = Field(
        False, description="layer 5: the color chosen as its source entered is added")
    set_chosen_color: bool = Field(
        False, description="layer 5: its color becomes the color chosen as the spell or "
        "ability making the effect resolved (608.2d)")
    gain: list[Ability] | None = Field(None, description="layer 6: abilities gained")
    lose: list[Keyword] | None = Field(None, description="layer 6: keyword abilities lost")
    cant_have: list[Keyword] | None = Field(
        None, description="layer 6: keyword abilities it can't have, whatever grants them")
    lose_all_abilities: bool = Field(False, description="layer 6")
    set_pt: PTValueField | None = Field(
        None, description="layer 7b: sets (base) power and toughness")
    pt: PTChangeField | None = Field(None, description="layer 7c: modifies power/toughness")
    switch_pt: bool = Field(False, description="layer 7d: switches power and toughness")
    restrict: list[Restriction] | None = Field(
        None, description="rules effect (613.11): can't attack, block, …")
    require: list[Requirement] | None = Field(
        None, description="rules effect (613.11): attacks each combat if able")
    block_this: bool = Field(
        False, description="rules effect (613.11): it blocks the effect's source if able "
        "(509.1c)")
    cant_block_this: bool = Field(
        False, description="rules effect (613.11): it can't block the effect's source (509.1b)")
    extra_blocks: Annotated[int, Field(gt=0)] | None = Field(
        None, description="rules effect (613.11): it can block this many additional creatures "
        "each combat (509.1a)")
    blocks_any: bool = Field(False, description="rules effect (613.11): it can block any number "
                             "of creatures (509.1a)")
    allow: list[Permission] | None = Field(
        None, description="rules effect (613.11): can attack as though it didn't have defender; "
        "its controller may have it assign its combat damage as though it weren't blocked")
    unblockable_by: BlockersField | None = Field(
        None, description="rules effect (613.11): can't be blocked by creatures that fit, "
        "e.g. 'creatures with power 2 or less' (509.1b)")
    blockable_only_by: BlockersField | None = Field(
        None, description="rules effect (613.11): can't be blocked except by creatures that "
        "fit, e.g. 'creatures with flying' (509.1b)")
    min_blockers: Annotated[int, Field(ge=2)] | None = Field(
        None, description="rules effect (613.11): can't be blocked except by this many or more "
        "creatures, e.g. 3 for 'three or more creatures' (509.1b)")
    cant_block_creatures: BlockersField | None = Field(
        None, description="rules effect (613.11): it can't block attacking creatures that fit, "
        "e.g. 'creatures with power 2 or greater' (509.1b)")

    @field_validator("lose", "cant_have", mode="before")
    @classmethod
    def _keywords(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [parse_keyword(v).value if isinstance(v, str) else v for v in value]
        return value

    @field_validator("set_creature_types", "add_subtypes", mode="before")
    @classmethod
    def _subtypes(cls, value: Any) -> Any:
        if isinstance(value, list):
            for v in value:
                if not isinstance(v, str) or not v[:1].isupper():
                    raise ValueError(f"subtypes are capitalized words, got {v!r}")
        return value

    def modifies_anything(self) -> bool:
        return bool(self.parts)

    @property
    def on_rules(self) -> bool:
        """Whether it has a rules effect (613.11), applied after all the layers."""
        return bool(self.restrict or self.require or self.allow or self.block_this
                    or self.cant_block_this or self.extra_blocks or self.blocks_any
                    or self.unblockable_by or self.blockable_only_by or self.min_blockers
                    or self.cant_block_creatures)

    @cached_property
    def parts(self) -> tuple[ModificationKind, ...]:
        """Its modifications as typed values, one of each kind it names, in layer order."""
        found = []
        for kind in MODIFICATION_KINDS:
            value = getattr(self, kind.KEY)
            # "become these" may be none at all (set_colors: [] is colorless); "add" may not
            if value is not None and value is not False and (
                    value != [] or kind.KEY.startswith("set_")):
                found.append(kind(value))
        return tuple(found)

    @field_validator("change_text")
    @classmethod
    def _words(cls, value: dict[str, str] | None) -> dict[str, str] | None:
        words = {c.value for c in Color} | set(BASIC_LAND_TYPES)
        for old, new in (value or {}).items():
            for word in (old, new):
                if word not in words:
                    raise ValueError(f"{word!r} is neither a color word nor a basic land type")
            if (old in BASIC_LAND_TYPES) != (new in BASIC_LAND_TYPES):
                raise ValueError(f"{old!r} and {new!r} must both be colors or both land types")
        return value


# ---------------------------------------------------------------- modifications, one kind each


@dataclass(frozen=True)
class ModificationKind:
    """One part of how a continuous effect changes what it affects (611, 613).

    KEY is its field in a static ability or `continuous:` effect; LAYER the layer it applies in
    (None: a rules effect, 613.11); RULE the rule for that layer; `describe` words it. The engine
    registers how it changes an object (judge/engine/layers/changes.py)."""

    KEY: ClassVar[str]
    LAYER: ClassVar[Layer | None]
    RULE: ClassVar[Rule]
    value: Any

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class GainControl(ModificationKind):
    KEY, LAYER, RULE = "control", Layer.CONTROL, cr.CONTROL_LAYER

    def describe(self) -> str:
        if isinstance(self.value, ControlTo):
            return f"is controlled by {wording.player(self.value.player)}"
        return "is controlled by " + ("its owner" if self.value == "owner" else "you")


@dataclass(frozen=True)
class ChangeChosenWords(ModificationKind):
    KEY, LAYER, RULE = "change_chosen_words", Layer.TEXT, cr.TEXT_LAYER

    def describe(self) -> str:
        return "has the chosen word in its text replaced with the other chosen word"


@dataclass(frozen=True)
class ChangeText(ModificationKind):
    KEY, LAYER, RULE = "change_text", Layer.TEXT, cr.TEXT_LAYER

    def describe(self) -> str:
        return "has its text changed: " + ", ".join(f"{a} → {b}" for a, b in self.value.items())


@dataclass(frozen=True)
class SetTypes(ModificationKind):
    KEY, LAYER, RULE = "set_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is " + wording.article(" ".join(t.value for t in self.value)) \
            + " (card types replaced)"


@dataclass(frozen=True)
class AddTypes(ModificationKind):
    KEY, LAYER, RULE = "add_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is " + wording.article(" ".join(t.value for t in self.value)) \
            + " in addition to its other types"


@dataclass(frozen=True)
class RemoveTypes(ModificationKind):
    KEY, LAYER, RULE = "remove_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "isn't " + " or ".join(wording.article(t.value) for t in self.value)


@dataclass(frozen=True)
class AllCreatureTypes(ModificationKind):
    KEY, LAYER, RULE = "all_creature_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "has all creature types"


@dataclass(frozen=True)
class SetChosenCreatureType(ModificationKind):
    KEY, LAYER, RULE = "set_chosen_creature_type", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is the chosen creature type"


@dataclass(frozen=True)
class LoseCreatureTypes(ModificationKind):
    KEY, LAYER, RULE = "lose_creature_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "loses all creature types"


@dataclass(frozen=True)
class SetCreatureTypes(ModificationKind):
    KEY, LAYER, RULE = "set_creature_types", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is " + wording.article(" ".join(self.value)) + " (creature types replaced)"


@dataclass(frozen=True)
class AddSubtypes(ModificationKind):
    KEY, LAYER, RULE = "add_subtypes", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is " + " ".join(self.value) + " in addition to its subtypes"


@dataclass(frozen=True)
class SetLandTypes(ModificationKind):
    KEY, LAYER, RULE = "set_land_types", Layer.TYPE, cr.LAND_TYPE_CHANGE

    def describe(self) -> str:
        return "is " + _land_types(self.value) \
            + f" (land types replaced, {cr.LAND_TYPE_CHANGE.number})"


@dataclass(frozen=True)
class AddLandTypes(ModificationKind):
    KEY, LAYER, RULE = "add_land_types", Layer.TYPE, cr.LAND_TYPE_CHANGE

    def describe(self) -> str:
        return "is " + _land_types(self.value) + " in addition to its land types"


def _land_types(types: list[str]) -> str:
    """'a Swamp'; 'a Mountain, Forest, and Plains', as Lush Growth says it."""
    if len(types) < 3:
        return wording.article(" and ".join(types))
    return wording.article(", ".join(types[:-1]) + ", and " + types[-1])


@dataclass(frozen=True)
class SetChosenLandType(ModificationKind):
    KEY, LAYER, RULE = "set_chosen_land_type", Layer.TYPE, cr.LAND_TYPE_CHANGE

    def describe(self) -> str:
        return f"is the chosen basic land type (land types replaced, {cr.LAND_TYPE_CHANGE.number})"


@dataclass(frozen=True)
class AddChosenLandType(ModificationKind):
    KEY, LAYER, RULE = "add_chosen_land_type", Layer.TYPE, cr.LAND_TYPE_CHANGE

    def describe(self) -> str:
        return "is the chosen basic land type in addition to its other types"


@dataclass(frozen=True)
class AddSupertypes(ModificationKind):
    KEY, LAYER, RULE = "add_supertypes", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "is " + " ".join(s.value for s in self.value)


@dataclass(frozen=True)
class RemoveSupertypes(ModificationKind):
    KEY, LAYER, RULE = "remove_supertypes", Layer.TYPE, cr.TYPE_LAYER

    def describe(self) -> str:
        return "isn't " + " or ".join(s.value for s in self.value)


@dataclass(frozen=True)
class SetColors(ModificationKind):
    KEY, LAYER, RULE = "set_colors", Layer.COLOR, cr.COLOR_LAYER

    def describe(self) -> str:
        return "is " + (" and ".join(c.value for c in self.value) or "colorless")


@dataclass(frozen=True)
class AddColors(ModificationKind):
    KEY, LAYER, RULE = "add_colors", Layer.COLOR, cr.COLOR_LAYER

    def describe(self) -> str:
        return "is " + " and ".join(c.value for c in self.value) + " in addition"


@dataclass(frozen=True)
class AddChosenColor(ModificationKind):
    KEY, LAYER, RULE = "add_chosen_color", Layer.COLOR, cr.COLOR_LAYER

    def describe(self) -> str:
        return "is the chosen color in addition to its other colors"


@dataclass(frozen=True)
class SetChosenColor(ModificationKind):
    KEY, LAYER, RULE = "set_chosen_color", Layer.COLOR, cr.COLOR_LAYER

    def describe(self) -> str:
        return "is the chosen color"


@dataclass(frozen=True)
class LoseAllAbilities(ModificationKind):
    KEY, LAYER, RULE = "lose_all_abilities", Layer.ABILITY, cr.ABILITY_LAYER

    def describe(self) -> str:
        return "loses all abilities"


@dataclass(frozen=True)
class LoseKeywords(ModificationKind):
    KEY, LAYER, RULE = "lose", Layer.ABILITY, cr.ABILITY_LAYER

    def describe(self) -> str:
        return "loses " + ", ".join(k.value for k in self.value)


@dataclass(frozen=True)
class GainAbilities(ModificationKind):
    KEY, LAYER, RULE = "gain", Layer.ABILITY, cr.ABILITY_LAYER

    def describe(self) -> str:
        from judge.cards.describe import ability  # abilities of every kind are worded there
        return "has " + ", ".join(ability(a) for a in self.value)


@dataclass(frozen=True)
class CantHave(ModificationKind):
    KEY, LAYER, RULE = "cant_have", Layer.ABILITY, cr.CANT_HAVE

    def describe(self) -> str:
        return "can't have " + ", ".join(k.value for k in self.value)


@dataclass(frozen=True)
class SetPT(ModificationKind):
    KEY, LAYER, RULE = "set_pt", Layer.PT_SET, cr.PT_SET

    def describe(self) -> str:
        v = self.value
        if v.power.is_constant and v.toughness.is_constant:
            text = f"{v.power.value}/{v.toughness.value}"
        elif v.power.text == v.toughness.text:
            text = f"each equal to {v.power.text}"
        else:
            text = f"{v.power.text}/{v.toughness.text}"
        return f"has base power and toughness {text}"


@dataclass(frozen=True)
class ModifyPT(ModificationKind):
    KEY, LAYER, RULE = "pt", Layer.PT_MODIFY, cr.PT_MODIFY

    def describe(self) -> str:
        return f"gets {self.value}"


@dataclass(frozen=True)
class SwitchPT(ModificationKind):
    KEY, LAYER, RULE = "switch_pt", Layer.PT_SWITCH, cr.PT_SWITCH

    def describe(self) -> str:
        return "has its power and toughness switched"


@dataclass(frozen=True)
class Restrict(ModificationKind):
    KEY, LAYER, RULE = "restrict", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return "can't " + " or ".join(r.value for r in self.value)


@dataclass(frozen=True)
class Require(ModificationKind):
    KEY, LAYER, RULE = "require", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return " and ".join(_REQUIRED[r] for r in self.value)


@dataclass(frozen=True)
class BlockThis(ModificationKind):
    KEY, LAYER, RULE = "block_this", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return "blocks this creature if able"


@dataclass(frozen=True)
class CantBlockThis(ModificationKind):
    KEY, LAYER, RULE = "cant_block_this", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return "can't block this creature"


@dataclass(frozen=True)
class ExtraBlocks(ModificationKind):
    KEY, LAYER, RULE = "extra_blocks", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        more = "an additional creature" if self.value == 1 else \
            f"{self.value} additional creatures"
        return f"can block {more} each combat"


@dataclass(frozen=True)
class BlocksAny(ModificationKind):
    KEY, LAYER, RULE = "blocks_any", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return "can block any number of creatures"


@dataclass(frozen=True)
class Allow(ModificationKind):
    KEY, LAYER, RULE = "allow", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return "can " + " and ".join(p.value for p in self.value)


@dataclass(frozen=True)
class UnblockableBy(ModificationKind):
    KEY, LAYER, RULE = "unblockable_by", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return f"can't be blocked by {self.value.text}"


@dataclass(frozen=True)
class BlockableOnlyBy(ModificationKind):
    KEY, LAYER, RULE = "blockable_only_by", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return f"can't be blocked except by {self.value.text}"


@dataclass(frozen=True)
class MinBlockers(ModificationKind):
    KEY, LAYER, RULE = "min_blockers", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return f"can't be blocked except by {self.value} or more creatures"


@dataclass(frozen=True)
class CantBlockCreatures(ModificationKind):
    KEY, LAYER, RULE = "cant_block_creatures", None, cr.RULES_EFFECTS

    def describe(self) -> str:
        return f"can't block {self.value.text}"


# in the order they are worded and, within a layer, applied
MODIFICATION_KINDS: tuple[type[ModificationKind], ...] = (
    GainControl, ChangeChosenWords, ChangeText, SetTypes, AddTypes, RemoveTypes, AllCreatureTypes,
    SetChosenCreatureType, LoseCreatureTypes, SetCreatureTypes, AddSubtypes, SetLandTypes,
    AddLandTypes, SetChosenLandType, AddChosenLandType, AddSupertypes, RemoveSupertypes,
    SetColors, AddColors, AddChosenColor, SetChosenColor,
    LoseAllAbilities, LoseKeywords, GainAbilities, CantHave, SetPT, ModifyPT, SwitchPT, Restrict,
    Require, BlockThis, CantBlockThis, ExtraBlocks, BlocksAny, Allow, UnblockableBy,
    BlockableOnlyBy, MinBlockers, CantBlockCreatures)


MAX_GRANTING_DEPTH = 2  # "creatures have 'other creatures get +1/+1'" is as deep as cards go


class StaticAbility(Modifications):
    """A static ability: continuously modifies what `affects` names (604, 611.3)."""

    KEYWORD_RULE: ClassVar[Rule | None] = None  # a keyword or symbol that stands for it
    kind: SkipJsonSchema[Literal["static"]] = "static"
    affects: SelectorField
    condition: GameConditionField | None = Field(
        None, description="only while true (611.3a): 'you control a Forest', \"it's your "
        "turn\", 'this is attacking', …")

    @model_validator(mode="after")
    def _does_something(self) -> StaticAbility:
        if not self.modifies_anything():
            raise ValueError("a static ability needs at least one modification")
        if self.change_chosen_words:
            raise ValueError("change_chosen_words needs a word chosen as a spell resolves; "
                             "a static ability has none")
        if self.set_chosen_color or self.set_chosen_land_type or self.add_chosen_land_type:
            raise ValueError("set_chosen_color and the chosen land types need a choice made as "
                             "a spell or ability resolves; a static ability has none")
        if isinstance(self.control, ControlTo):
            raise ValueError("control: {player: …} names a player chosen as a spell or ability "
                             "resolves; a static ability has none")
        # "this creature and the creature it's paired with" (702.95b): only a static's
        check_standing(self.affects, "a static ability", STANDING_SCOPES | {Scope.PAIRED})
        if self.granting_depth() > MAX_GRANTING_DEPTH:
            raise ValueError("a static ability that grants a static ability that grants "
                             "another is not modeled")
        if self.set_pt is not None:
            check_standing_amount(self.set_pt.power, "a static ability")
            check_standing_amount(self.set_pt.toughness, "a static ability")
        if self.pt is not None:
            check_standing_amount(self.pt.per, "a static ability")
        return self

    def granting_depth(self) -> int:
        """How many static abilities deep this one's grants go; each level multiplies the
        abilities in play by the number of objects, so the depth is bounded."""
        inner = [a.granting_depth() for a in self.gain or [] if isinstance(a, StaticAbility)]
        return 1 + max(inner, default=0)


def _as_long_as_paid(keyword: str, gains: list[Any]) -> Callable[[Any], Any]:
    """The static ability of an alternative-cost keyword: while the permanent's [keyword] cost
    was paid for the spell it was, it has these abilities (702.109a, 702.152a)."""
    def defaults(data: Any) -> Any:
        if isinstance(data, dict) and "affects" not in data:
            return {**data, "affects": "this", "gain": gains,
                    "condition": f"its {keyword} cost was paid"}
        return data
    return defaults


class Dash(StaticAbility):
    """Dash [cost] (702.109a): it may be cast for [cost] rather than its mana cost; if it was,
    the permanent has haste, and returns to its owner's hand at the beginning of the next end
    step (a delayed ability created as the spell resolves, judge/engine/resolving.py)."""

    KEYWORD_RULE: ClassVar[Rule] = cr.DASH
    kind: SkipJsonSchema[Literal["dash"]] = "dash"  # type: ignore[assignment]
    cost: ManaCostField
    _defaults = model_validator(mode="before")(_as_long_as_paid("dash", ["haste"]))


class Blitz(StaticAbility):
    """Blitz [cost] (702.152a): it may be cast for [cost] rather than its mana cost; if it was,
    the permanent has haste and "when this dies, draw a card", and is sacrificed at the
    beginning of the next end step (a delayed ability created as the spell resolves)."""

    KEYWORD_RULE: ClassVar[Rule] = cr.BLITZ
    kind: SkipJsonSchema[Literal["blitz"]] = "blitz"  # type: ignore[assignment]
    cost: ManaCostField
    _defaults = model_validator(mode="before")(_as_long_as_paid("blitz", [
        "haste", {"triggered": {"when": {"dies": "this"}, "effects": [{"draw": 1}]}}]))


class LevelSymbol(StaticAbility):
    """A leveler card's level symbol (711.2): "LEVEL 2-6 / 3/3 / First strike" is a static
    ability of the creature itself, `affects: this`, `set_pt: 3/3`, `gain: [first strike]`, `if:
    this has between 2 and 6 level counters on it` ("7 or more" for LEVEL 7+)."""

    KEYWORD_RULE = cr.LEVEL_SYMBOL
    kind: SkipJsonSchema[Literal["level"]] = "level"  # type: ignore[assignment]


class Overload(Strict):
    """Overload [cost] (702.96a): its caster may pay [cost] rather than its mana cost; then its
    text says "each" wherever it said "target", and it has no targets (702.96b): `effects` are
    those instructions, as the overloaded text reads them."""

    KEYWORD_RULE: ClassVar[Rule] = cr.OVERLOAD
    kind: SkipJsonSchema[Literal["overload"]] = "overload"
    cost: ManaCostField
    effects: list[Effect] = Field(min_length=1, description="what the spell does overloaded")


class Emerge(Strict):
    """Emerge [cost] (702.119a): its caster may pay [cost] and sacrifice a creature rather than
    pay its mana cost; the total cost is then reduced by that creature's mana value."""

    KEYWORD_RULE: ClassVar[Rule] = cr.EMERGE
    kind: SkipJsonSchema[Literal["emerge"]] = "emerge"
    cost: ManaCostField


class Prototype(Strict):
    """Prototype [cost] — [P]/[T] (702.160a): its caster may cast it prototyped; the spell and
    the permanent it becomes then have that mana cost, power and toughness, and that cost's
    colors (718.3b); anywhere else, its own (718.4)."""

    KEYWORD_RULE: ClassVar[Rule] = cr.PROTOTYPE
    kind: SkipJsonSchema[Literal["prototype"]] = "prototype"
    cost: ManaCostField
    power: Annotated[int, Field(ge=0)]
    toughness: Annotated[int, Field(ge=0)]


class Awaken(Strict):
    """Awaken N—[cost] (702.113a): its caster may pay [cost] rather than its mana cost; then it
    also targets a land its caster controls (702.113b), which gets N +1/+1 counters and becomes
    a 0/0 Elemental creature with haste that is still a land."""

    KEYWORD_RULE: ClassVar[Rule] = cr.AWAKEN
    TARGET: ClassVar[str] = "awaken"  # the name of the target it adds
    kind: SkipJsonSchema[Literal["awaken"]] = "awaken"
    amount: Annotated[int, Field(gt=0)]
    cost: ManaCostField

    def awakened(self, spell: SpellAbility) -> SpellAbility:
        """The spell cast for its awaken cost: its own instructions, then the awakening."""
        land = self.TARGET
        extra = Instructions.model_validate({"targets": {land: "land you control"}, "effects": [
            {"put_counters": {"counter": "+1/+1", "amount": self.amount, "on": land}},
            {"continuous": {"affects": land, "add_types": ["creature"],
                            "add_subtypes": ["Elemental"], "gain": ["haste"], "set_pt": "0/0"}}]})
        return spell.model_copy(update={"targets": {**spell.targets, **extra.targets},
                                        "effects": list(spell.effects) + list(extra.effects)})


class AlternativeCostIf(Strict):
    """A keyword that lets its spell be cast for [cost] rather than its mana cost while a
    condition holds (118.9, 601.2b)."""

    KEYWORD_RULE: ClassVar[Rule]
    CAST_IF: ClassVar[str]  # the condition, as a game condition reads it
    kind: SkipJsonSchema[str]
    cost: ManaCostField

    @property
    def condition(self) -> Condition:
        return parse_game_condition(self.CAST_IF)


class Spectacle(AlternativeCostIf):
    """Spectacle [cost] (702.137a): it may be cast for [cost] if an opponent lost life this
    turn."""

    KEYWORD_RULE = cr.SPECTACLE
    CAST_IF = "an opponent lost life this turn"
    kind: SkipJsonSchema[Literal["spectacle"]] = "spectacle"


class Surge(AlternativeCostIf):
    """Surge [cost] (702.117a): it may be cast for [cost] if its caster has cast another spell
    this turn (a team's other players are not modeled)."""

    KEYWORD_RULE = cr.SURGE
    CAST_IF = "you've cast another spell this turn"
    kind: SkipJsonSchema[Literal["surge"]] = "surge"


class PayInstead(Strict):
    """'You may [cost] rather than pay this spell's mana cost' (118.9), while a condition holds
    if it says one: its mana, if any, is what the spell is cast for (601.2b); the rest is paid
    as it is cast (601.2h)."""

    KEYWORD_RULE: ClassVar[Rule] = cr.PAY_INSTEAD
    kind: SkipJsonSchema[Literal["pay_instead"]] = "pay_instead"
    cost: CostField
    only_if: GameConditionField | None = Field(None, alias="if", description="while this holds")

    @model_validator(mode="after")
    def _a_spells_cost(self) -> PayInstead:
        problem = spell_cost_problem(dataclasses.replace(self.cost, mana=""))
        if problem is not None:
            raise ValueError(problem)
        return self

    @property
    def others(self) -> Cost:
        """What is paid besides mana."""
        return dataclasses.replace(self.cost, mana="",
                                   text=re.sub(r"^(?:\{[^{}]+\})+(?:, )?", "", self.cost.text))

    @property
    def free(self) -> bool:
        """'You may cast this spell without paying its mana cost': nothing to pay (118.9)."""
        return self.cost.text == "{0}"

    def describe(self) -> str:
        parts = [re.sub(r"^((?:\{[^{}]+\})+)$", r"pay \1", p) for p in
                 self.cost.text.split(", ")]
        said = wording.join([p[:1].lower() + p[1:] for p in parts])
        if_ = f"if {self.only_if.text}, " if self.only_if is not None else ""
        if self.free:
            return f"{if_}you may cast this spell without paying its mana cost"
        return f"{if_}you may {said} rather than pay its mana cost"


class Defines(Strict):
    """A characteristic-defining ability (604.3): this object's P/T, colors or subtypes."""

    kind: SkipJsonSchema[Literal["defines"]] = "defines"
    power: AmountField | None = None
    toughness: AmountField | None = None
    colors: list[ColorField] | None = None
    all_creature_types: bool = False

    @model_validator(mode="after")
    def _reads_the_game(self) -> Defines:
        for amount in (self.power, self.toughness):
            check_standing_amount(amount, "a characteristic-defining ability")
        return self


class EntersChoice(StrEnum):
    COLOR = "color"
    CREATURE_TYPE = "creature type"


class AsEnters(Strict):
    """'As this enters, choose …', 'enter as a copy of …', or 'you may pay [cost]; if you
    don't, it enters tapped' (614.1c, 614.12, 707.5)."""

    kind: SkipJsonSchema[Literal["as_enters"]] = "as_enters"
    choose: EntersChoice | None = None
    copy_of: FilterField | None = Field(
        None, alias="copy", description="may enter as a copy of an object like this, "
        "e.g. 'creature' (a creature on the battlefield)")
    copy_except: CopyExceptions | None = Field(
        None, description="with copy: what the copy effect changes (707.9)")
    pay_or_tapped: CostField | None = Field(
        None, description="its controller may pay this as it enters ('Pay 2 life'); if they "
        "don't, it enters tapped")
    may_add_counter: CounterKindField | None = Field(
        None, description="its controller may have it enter with an additional counter of "
        "this kind (unleash, 702.98a)")
    or_haste: bool = Field(False, description="with may_add_counter: if they don't, it has "
                           "haste (riot, 702.136a)")
    devour: Annotated[int, Field(gt=0)] | None = Field(
        None, description="devour N (702.82a): its controller may sacrifice any number of "
        "creatures as it enters; it enters with N +1/+1 counters for each")
    amplify: Annotated[int, Field(gt=0)] | None = Field(
        None, description="amplify N (702.38a): its controller may reveal any number of cards "
        "in their hand that share a creature type with it; N +1/+1 counters for each")
    choose_counters: list[CounterKindField] | None = Field(
        None, description="'enters with your choice of a deathtouch counter or a lifelink "
        "counter on it': its controller chooses among these kinds as it enters (614.12a), and "
        "it enters with one counter of each kind chosen")
    different: Annotated[int, Field(gt=0)] = Field(
        1, description="with choose_counters: how many different kinds are chosen ('your "
        "choice of two different counters on it from among …')")

    @model_validator(mode="after")
    def _one(self) -> AsEnters:
        if sum(x is not None for x in (self.choose, self.copy_of, self.pay_or_tapped,
                                       self.may_add_counter, self.devour, self.amplify,
                                       self.choose_counters)) != 1:
            raise ValueError("as_enters takes one of 'choose', 'copy', 'pay_or_tapped', "
                             "'may_add_counter', 'devour', 'amplify' and 'choose_counters'")
        if self.copy_except is not None and self.copy_of is None:
            raise ValueError("copy_except goes with copy")
        kinds = self.choose_counters
        if kinds is not None and (len(set(kinds)) != len(kinds)
                                  or not self.different < len(kinds)):
            raise ValueError("choose_counters lists different kinds, more than are chosen")
        if kinds is None and self.different != 1:
            raise ValueError("'different' goes with choose_counters")
        return self


class BeginOnBattlefield(Strict):
    """'If this card is in your opening hand, you may begin the game with it on the
    battlefield' (103.6a): done before the first turn; nothing during the game."""

    kind: SkipJsonSchema[Literal["begin_on_battlefield"]] = "begin_on_battlefield"


class AdditionalLand(Strict):
    """'You may play an additional land on each of your turns' (305.2): its controller may
    play one more land each turn, for each such ability."""

    kind: SkipJsonSchema[Literal["additional_land"]] = "additional_land"


class PlayLandsFrom(Strict):
    """'You may play lands from your graveyard' (or 'from the top of your library'): its
    controller may play a land card of theirs from there, within the usual land plays (116.2a,
    305.2)."""

    kind: SkipJsonSchema[Literal["play_lands_from"]] = "play_lands_from"
    zone: Literal["your graveyard", "the top of your library"]

    def describe(self) -> str:
        return f"you may play lands from {self.zone}"


class SkipDrawStep(Strict):
    """'Skip your draw step' (614.10): its controller's draw steps don't happen."""

    kind: SkipJsonSchema[Literal["skip_draw_step"]] = "skip_draw_step"


class NoMaximumHandSize(Strict):
    """'You have no maximum hand size' (402.2): its controller discards nothing in their
    cleanup step (514.1)."""

    kind: SkipJsonSchema[Literal["no_maximum_hand_size"]] = "no_maximum_hand_size"


class CanBeCommander(Strict):
    """'This card can be your commander' (903.3a): a deck-construction rule, nothing in a
    game."""

    kind: SkipJsonSchema[Literal["can_be_commander"]] = "can_be_commander"


class Assist(Strict):
    """Assist (702.132a): another player may pay part of the spell's generic mana cost. Who
    pays mana changes nothing judge rules: mana costs are taken as paid."""

    KEYWORD_RULE: ClassVar[Rule] = cr.ASSIST
    kind: SkipJsonSchema[Literal["assist"]] = "assist"


class DeckConstruction(Strict):
    """'A deck can have any number of cards named ~' (or 'up to seven'): a deck-construction
    rule (100.2a), nothing in a game."""

    kind: SkipJsonSchema[Literal["deck_construction"]] = "deck_construction"
    copies: Annotated[int, Field(gt=0)] | None = Field(
        None, description="how many cards of its name a deck may have; none: any number")


class TopCardKnown(Strict):
    """'You may look at the top card of your library any time' or 'Play with the top card of
    your library revealed' (401.5): what players know of the library, which changes nothing a
    ruling decides."""

    kind: SkipJsonSchema[Literal["top_card_known"]] = "top_card_known"
    revealed: bool = Field(False, description="revealed to every player, not only looked at")


class NotModeled(Strict):
    """An ability the engine does not model: shown as 'not modeled' in rulings."""

    kind: SkipJsonSchema[Literal["text"]] = "text"
    text: str


# ---------------------------------------------------------------- effects of resolving (609)


class Duration(StrEnum):
    END_OF_TURN = "end of turn"
    FOREVER = "forever"
    # "doesn't untap during its controller's next untap step": that untap step, and no longer
    NEXT_UNTAP_STEP = "its controller's next untap step"


class EffectKind(Strict):
    """One kind of instruction a resolving spell or ability follows (608.2c).

    Its YAML key is its `kind`; RULE is the rule it carries out; SHORTHAND names the field a
    scalar fills (`destroy: t`); `describe` words it as rulings do. The engine module that
    carries it out registers its handler (judge/engine/resolution.py).
    """

    RULE: ClassVar[Rule]
    SHORTHAND: ClassVar[str | None] = None

    def describe(self) -> str:
        raise NotImplementedError


class LastsWhile(StrEnum):
    """What must stay true of the permanent whose ability it is, for an effect to last
    (611.2b)."""

    CONTROLLED = "you control this"
    TAPPED = "this remains tapped"
    ON_BATTLEFIELD = "this remains on the battlefield"


class Damage(EffectKind):
    """Deal damage (120)."""

    RULE = cr.DAMAGE
    kind: SkipJsonSchema[Literal["damage"]] = "damage"
    amount: AmountField
    to: RecipientsField
    by: SelectorField | None = Field(
        None, description="the source dealing it, if not the spell or ability's own source "
        "('t': target creature you control deals damage)")
    divided: bool = Field(False, description="the amount is divided among the targets `to` "
                          "names, as its controller announced while casting or activating it, "
                          "at least 1 to each (601.2d)")
    unpreventable: bool = Field(False, description="'the damage can't be prevented' (615.12)")

    @model_validator(mode="after")
    def _divisible(self) -> Damage:
        if self.divided and (self.to.objects is None or self.to.objects.scope is not Scope.TARGET
                             or self.amount.kind not in (AmountKind.CONSTANT, AmountKind.X)
                             or self.by is not None):
            raise ValueError(f"only a fixed amount or X is divided, among targets "
                             f"({cr.DIVIDED.number})")
        return self

    def describe(self) -> str:
        never = "; the damage can't be prevented" if self.unpreventable else ""
        if self.divided:
            return (f"deal {wording.amount(self.amount)} damage divided as you choose among "
                    f"{self.to.text}{wording.per(self.amount)}{never}")
        by = f"{self.by.text} deals" if self.by is not None else "deal"
        said = wording.quantity(self.amount, "damage")
        if said.startswith("damage "):  # "damage to t equal to …"
            return f"{by} damage to {self.to.text} {said.removeprefix('damage ')}{never}"
        return (f"{by} {wording.amount(self.amount)} damage to {self.to.text}"
                f"{wording.per(self.amount)}{never}")


class Fight(EffectKind):
    """Two creatures fight: each deals damage equal to its power to the other (701.12a)."""

    RULE = cr.FIGHT
    kind: SkipJsonSchema[Literal["fight"]] = "fight"
    what: SelectorField
    other: SelectorField

    def describe(self) -> str:
        return f"{self.what.text} fights {self.other.text}"


class ExchangeControl(EffectKind):
    """Exchange control of two permanents (701.10): as it resolves, if both are still legal
    targets on the battlefield, controlled by two different players, each of those players
    gains control of the one the other controlled (701.10b); otherwise no part of it happens
    (701.10a)."""

    RULE = cr.EXCHANGE_CONTROL
    SHORTHAND = "of"
    kind: SkipJsonSchema[Literal["exchange_control"]] = "exchange_control"
    of: list[SelectorField] = Field(
        min_length=1, max_length=2, description="the two permanents: [this, t], [t, u], or [t] "
        "for 'two target creatures'")

    def describe(self) -> str:
        return "exchange control of " + " and ".join(s.text for s in self.of)


class Destroy(EffectKind):
    """Destroy (701.7)."""

    RULE = cr.DESTROY
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["destroy"]] = "destroy"
    what: SelectorField
    no_regeneration: bool = Field(False, description="'they can't be regenerated'")

    def describe(self) -> str:
        never = "; it can't be regenerated" if self.no_regeneration else ""
        return f"destroy {self.what.text}{never}"


class Exile(EffectKind):
    """Exile (701.11)."""

    RULE = cr.EXILE
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["exile"]] = "exile"
    what: SelectorField
    until_this_leaves: bool = Field(
        False, description="'until this leaves the battlefield': it returns then, under its "
        "owner's control (610.3)")

    def describe(self) -> str:
        until = " until this leaves the battlefield" if self.until_this_leaves else ""
        return f"exile {self.what.text}{until}"


class ReturnToHand(EffectKind):
    """Return to its owner's hand."""

    RULE = cr.FOLLOW_INSTRUCTIONS
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["return_to_hand"]] = "return_to_hand"
    what: SelectorField
    choose_one: bool = Field(False, description="'return a land you control': its controller "
                             "chooses one of those `what` names (`choices: choose:`)")

    @model_validator(mode="after")
    def _one_of_a_set(self) -> ReturnToHand:
        if self.choose_one and self.what.scope is not Scope.ALL:
            raise ValueError("choose_one picks one of a set, such as 'lands you control'")
        return self

    def describe(self) -> str:
        if self.choose_one:
            one = self.what.text if self.what.text.startswith("another ") \
                else f"one of {self.what.text}"
            return f"return {one} to its owner's hand"
        if self.what.scope is Scope.ALL:
            return f"return {self.what.text} to their owners' hands"
        return f"return {self.what.text} to its owner's hand"


# what an Aura is put onto the battlefield attached to: one object (303.4d)
_ONE_OBJECT = frozenset({Scope.TARGET, Scope.SELF, Scope.IT, Scope.TRIGGERING})


class ReturnToBattlefield(EffectKind):
    """Put cards onto the battlefield from where they are, under their owners' control unless
    it says otherwise (110.2); each is a new object (400.7), entering with the counters named
    (122.6)."""

    RULE = cr.PUT_ONTO_BATTLEFIELD
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["return_to_battlefield"]] = "return_to_battlefield"
    what: SelectorField
    under: Literal["owner", "you"] = Field("owner", description="whose control it enters under")
    tapped: bool = False
    attacking: bool = Field(False, description="'… tapped and attacking': it enters attacking "
                            "(508.4)")
    attacking_as_returned: bool = Field(
        False, description="with attacking (ninjutsu, 702.49c): the player the creature "
        "returned to pay its cost was attacking")
    counters: dict[CounterKindField, Annotated[int, Field(gt=0)]] = Field(
        default_factory=dict, description="counters it enters with, e.g. {+1/+1: 1}")
    attached_to: SelectorField | None = Field(
        None, description="'… attached to that creature': the one object an Aura or Equipment "
        "enters attached to ('t', 'this', 'it', 'that creature'), not targeted by the Aura "
        "(303.4f); an Aura that couldn't be attached to it stays where it is (303.4i), an "
        "Equipment enters unattached (301.5e), and so does any other permanent (303.4h)")

    @model_validator(mode="after")
    def _attached(self) -> ReturnToBattlefield:
        if self.attached_to is not None and self.attached_to.scope not in _ONE_OBJECT:
            raise ValueError("'attached_to' names one object: a target, 'this', 'it' or "
                             "'that creature'")
        if self.attached_to is not None and self.attacking:
            raise ValueError("a permanent entering attached doesn't enter attacking")
        return self

    def describe(self) -> str:
        whose = "its owner's" if self.under == "owner" else "your"
        tapped = " tapped" if self.tapped else ""
        tapped += " and attacking" if self.attacking else ""
        counters = "".join(f" with {n} {kind} counter(s) on it"
                           for kind, n in self.counters.items())
        attached = f" attached to {self.attached_to.text}" if self.attached_to is not None \
            else ""
        return f"return {self.what.text} to the battlefield{tapped} under {whose} control" \
            f"{counters}{attached}"


class PutFromHand(EffectKind):
    """'[You may] put a land card from your hand onto the battlefield [tapped]': one card of
    that kind its controller chooses (`choices: choose:` by the source's id; default: the first
    in hand, assumed), under their control (110.2); optional, by `choices: may:`."""

    RULE = cr.PUT_ONTO_BATTLEFIELD
    kind: SkipJsonSchema[Literal["put_from_hand"]] = "put_from_hand"
    what: FilterField = Field(description="the kind of card: 'land card', 'creature card'")
    tapped: bool = False
    optional: bool = Field(False, description="'you may'")

    def describe(self) -> str:
        may = "you may " if self.optional else ""
        tapped = " tapped" if self.tapped else ""
        return f"{may}put a {self.what.text or 'card'} from your hand onto the battlefield{tapped}"


class ExileAndReturn(EffectKind):
    """'Exile [it], then return that card to the battlefield': the card it became in exile
    returns as a new object (400.7), under its owner's control unless it says otherwise."""

    RULE = cr.NEW_OBJECT
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["exile_and_return"]] = "exile_and_return"
    what: SelectorField
    under: Literal["owner", "you"] = Field("owner", description="whose control it returns under")
    transformed: bool = Field(False, description="it returns with its back face up (712.14a); "
                              "a card with no back face stays in exile")
    tapped: bool = False
    at: Literal["the beginning of the next end step"] | None = Field(
        None, description="it returns then, by a delayed triggered ability (603.7), if it is "
        "still in exile (603.7c)")

    @model_validator(mode="after")
    def _later_as_itself(self) -> ExileAndReturn:
        if self.at is not None and self.transformed:
            raise ValueError("a later return transformed is not modeled")
        return self

    def describe(self) -> str:
        whose = "its owner's" if self.under == "owner" else "your"
        face = " transformed" if self.transformed else ""
        face += " tapped" if self.tapped else ""
        if self.at is not None:
            return f"exile {self.what.text}; at {self.at}, return that card to the " \
                   f"battlefield{face} under {whose} control"
        return f"exile {self.what.text}, then return that card to the battlefield{face} under " \
               f"{whose} control"


class ExileAndCast(EffectKind):
    """'Exile [it], then you may cast it [transformed] without paying its mana cost' (608.2g,
    118.9): the card it became in exile (400.7), cast as this resolves; a Siege's ability
    (310.11b). Transformed, it goes on the stack back face up (712.11a); a card with no back
    face isn't cast and stays in exile."""

    RULE = cr.CAST_WHILE_RESOLVING
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["exile_and_cast"]] = "exile_and_cast"
    what: SelectorField
    transformed: bool = Field(False, description="it is cast with its back face up (712.11a)")

    def describe(self) -> str:
        face = " transformed" if self.transformed else ""
        return f"exile {self.what.text}, then you may cast it{face} without paying its mana cost"


class CounterIt(EffectKind):
    """Counter a spell or ability (701.5)."""

    RULE = cr.COUNTER_SPELL
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["counter"]] = "counter"
    what: SelectorField
    instead: Literal["library top", "exile", "hand"] | None = Field(
        None, description="where the countered spell goes instead of its owner's graveyard "
        "(a self-replacement effect, 614.15)")
    unless_pays: UnlessCostField | None = Field(
        None, description="what its controller may pay as it resolves to keep it from being "
        "countered (118.12a): mana, 'Pay 3 life', 'Discard a card', 'Sacrifice a creature'")

    def describe(self) -> str:
        where = {"library top": " and put it on top of its owner's library instead of into "
                 "their graveyard", "exile": " and exile it instead",
                 "hand": " and put it into its owner's hand instead of into their graveyard"
                 }.get(self.instead or "", "")
        unless = f" unless its controller pays {self.unless_pays}" if self.unless_pays else ""
        return f"counter {self.what.text}{unless}{where}"


class Tap(EffectKind):
    """Tap (701.21a); "tap or untap": which, chosen as it resolves (608.2d)."""

    RULE = cr.TAP
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["tap"]] = "tap"
    what: SelectorField
    or_untap: bool = Field(False, description="'tap or untap': its controller chooses which as "
                           "it resolves (`choices: tap_or_untap:`)")
    optional: bool = Field(False, description="'you may tap or untap': or neither")

    @model_validator(mode="after")
    def _may_choose(self) -> Tap:
        if self.optional and not self.or_untap:
            raise ValueError("'optional' is for 'you may tap or untap'")
        return self

    def describe(self) -> str:
        may = "you may " if self.optional else ""
        return f"{may}tap {'or untap ' if self.or_untap else ''}{self.what.text}"


class Untap(EffectKind):
    """Untap (701.21b)."""

    RULE = cr.UNTAP
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["untap"]] = "untap"
    what: SelectorField
    up_to: Annotated[int, Field(gt=0)] | None = Field(
        None, description="'untap up to two lands': that many of them at most, chosen as it "
        "resolves (608.2d), by `choices: choose:`")

    def describe(self) -> str:
        return f"untap {'' if self.up_to is None else f'up to {self.up_to} '}{self.what.text}"


class _LifeChange(EffectKind):
    RULE = cr.LIFE_CHANGE
    VERB: ClassVar[str]
    amount: AmountField
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return f"{who} {wording.verb(who, self.VERB)} {wording.quantity(self.amount, 'life')}"


class GainLife(_LifeChange):
    """Gain life (119)."""

    VERB = "gains"
    kind: SkipJsonSchema[Literal["gain_life"]] = "gain_life"


class LoseLife(_LifeChange):
    """Lose life (119)."""

    VERB = "loses"
    kind: SkipJsonSchema[Literal["lose_life"]] = "lose_life"


class _PlayersCards(EffectKind):
    """A player does something to a number of their cards: draws, discards, mills them."""

    SHORTHAND = "amount"
    VERB: ClassVar[str]
    amount: AmountField = parse_amount(1)
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return (f"{who} {wording.verb(who, self.VERB)} "
                f"{wording.quantity(self.amount, 'card(s)', 'cards')}")


class Draw(_PlayersCards):
    """Draw cards (121)."""

    RULE = cr.DRAW
    VERB = "draws"
    kind: SkipJsonSchema[Literal["draw"]] = "draw"


class ExileFromHand(EffectKind):
    """'Target opponent exiles a card from their hand' (701.11a): the player chooses which, by
    `choices: discard:` under their name — or, with `you_choose`, 'Target opponent reveals
    their hand. You choose a nonland card from it. Exile that card.' (701.16a): the ability's
    controller chooses, by the same choices under the revealing player's name."""

    RULE = cr.EXILE
    kind: SkipJsonSchema[Literal["exile_from_hand"]] = "exile_from_hand"
    player: PlayerField
    amount: AmountField = Field(parse_amount(1), description="how many cards the player "
                                "exiles (not with `you_choose`)")
    you_choose: FilterField | None = Field(
        None, description="the hand is revealed and the ability's controller chooses a card "
        "of this kind")
    until_this_leaves: bool = Field(False, description="'Exile that card until this creature "
                                    "leaves the battlefield': it returns to its owner's hand "
                                    "then (610.3)")

    @model_validator(mode="after")
    def _one_chosen(self) -> ExileFromHand:
        if self.you_choose is not None and "amount" in self.model_fields_set:
            raise ValueError("'you_choose' chooses one card; leave out 'amount'")
        if self.until_this_leaves and self.you_choose is None:
            raise ValueError("'until_this_leaves' is for a card you choose (you_choose)")
        return self

    def describe(self) -> str:
        who = wording.player(self.player)
        if self.you_choose is None:
            whose = "your" if who == "you" else "their"
            return (f"{who} {wording.verb(who, 'exiles')} "
                    f"{wording.quantity(self.amount, 'card(s)', 'cards')} from {whose} hand")
        return (f"{who} {wording.verb(who, 'reveals')} their hand; you choose "
                f"{wording.article(self.you_choose.text)} from it and exile that card"
                + (" until this leaves the battlefield" if self.until_this_leaves else ""))


class HandToTop(EffectKind):
    """'Target opponent puts a card from their hand on top of their library' (608.2c): the
    player chooses which, by `choices: discard:` under their name; several go there at once,
    in the order they choose (401.4, `choices: rearrange:`). With `you_choose`, 'Look at
    target opponent's hand and choose a card from it. Put that card on top of that player's
    library.': the ability's controller chooses (701.16e)."""

    RULE = cr.FOLLOW_INSTRUCTIONS
    kind: SkipJsonSchema[Literal["hand_to_top"]] = "hand_to_top"
    player: PlayerField
    amount: AmountField = parse_amount(1)
    you_choose: FilterField | None = Field(
        None, description="the hand is looked at and the ability's controller chooses a card "
        "of this kind")

    @model_validator(mode="after")
    def _one_chosen(self) -> HandToTop:
        if self.you_choose is not None and "amount" in self.model_fields_set:
            raise ValueError("'you_choose' chooses one card; leave out 'amount'")
        return self

    def describe(self) -> str:
        who = wording.player(self.player)
        if self.you_choose is not None:
            return (f"you look at {who}'s hand; you choose "
                    f"{wording.article(self.you_choose.text)} from it and put it on top of "
                    "that player's library")
        whose = "your" if who == "you" else "their"
        one = self.amount.is_constant and self.amount.value == 1
        return (f"{who} {wording.verb(who, 'puts')} "
                f"{wording.quantity(self.amount, 'card(s)', 'cards')} from {whose} hand on top "
                f"of {whose} library" + ("" if one else " in any order"))


class Discard(_PlayersCards):
    """Discard cards (701.8): the player chooses which."""

    RULE = cr.DISCARD
    VERB = "discards"
    kind: SkipJsonSchema[Literal["discard"]] = "discard"
    hand: bool = Field(False, description="discards their whole hand")
    you_choose: FilterField | None = Field(
        None, description="the hand is revealed and the ability's controller chooses the "
        "card(s), of this kind: 'nonland card' (701.8a)")
    at_random: bool = Field(False, description="'discards a card at random' (701.8b): the "
                            "card that came up, by `choices: discard:`")
    all_of: FilterField | None = Field(
        None, description="'reveals their hand and discards all nonland cards': every card "
        "of this kind in the hand, which no one chooses")
    up_to: bool = Field(False, description="'you may choose a nonland card from it', 'choose "
                        "up to two cards from it': the chooser may choose fewer, or none "
                        "(608.2d)")
    looked: bool = Field(False, description="'look at target player's hand and choose …': the "
                         "hand is shown to the chooser only (701.16e), not revealed")
    if_chosen: list[Effect] = Field([], description="'If you do, that player discards that "
                                    "card, then draws a card': followed after the discard, "
                                    "where a card was chosen")
    if_none: list[Effect] = Field([], description="'If you don't, that player discards two "
                                  "cards': followed where no card was chosen")
    any_number: bool = Field(False, description="'discards any number of cards': as many of "
                             "their cards as the player chooses, or none")
    optional: bool = Field(False, description="'you may discard all the cards in your hand': "
                           "only if the player chooses to (`choices: may:`)")
    then_draw: Literal["that many", "the greatest number"] | None = Field(
        None, description="'…, then draws that many cards': each player draws as many cards "
        "as they discarded this way; 'the greatest number': as many as the player who "
        "discarded the most")
    draw_plus: int = Field(0, description="'that many cards plus one' (1), 'minus one' (-1)")
    reveal: AmountField | None = Field(
        None, description="'reveals three cards from their hand and you choose one of them': "
        "the player reveals that many cards of their choice (`choices: choose:` by the "
        "source's id), and `you_choose` is among those")

    @model_validator(mode="after")
    def _hand_or_amount(self) -> Discard:
        if self.looked and self.you_choose is None:
            raise ValueError("'looked' is for a card chosen from the hand (you_choose)")
        if self.reveal is not None and (self.you_choose is None or self.looked or self.up_to):
            raise ValueError("'reveal' is for a card you choose among those revealed "
                             "(you_choose), not a hand looked at or a choice of fewer")
        if self.up_to and (self.hand or self.at_random or self.all_of is not None
                           or self.any_number):
            raise ValueError("'up_to' is for cards someone chooses, a number of them")
        if self.any_number and (self.hand or self.at_random or self.all_of is not None
                                or self.you_choose is not None
                                or "amount" in self.model_fields_set):
            raise ValueError("'any_number' is the player's own choice of their cards; leave "
                             "out 'amount'")
        if self.then_draw is None and self.draw_plus:
            raise ValueError("'draw_plus' is for 'then draws that many cards plus one'")
        if self.then_draw is not None and not (self.hand or self.any_number or self.up_to) \
                or self.then_draw is not None and self.you_choose is not None:
            raise ValueError("'then_draw' follows a discard of the hand, of any number of cards "
                             "or of up to a number, which the player chooses")
        if self.optional and not (self.hand and self.player.scope is PlayerScope.YOU):
            raise ValueError("'optional' is for 'you may discard all the cards in your hand'")
        if (self.if_chosen or self.if_none) and not self.up_to:
            raise ValueError("'if_chosen' and 'if_none' follow a choice that may choose none "
                             "(up_to: true)")
        if self.all_of is not None and (self.hand or self.at_random
                                        or self.you_choose is not None):
            raise ValueError("'all_of:' discards every card of a kind; nothing else is chosen")
        if self.at_random and (self.hand or self.you_choose is not None):
            raise ValueError("a random discard is of cards no one chooses")
        if self.hand and "amount" in self.model_fields_set:
            raise ValueError("'hand: true' discards the whole hand; leave out 'amount'")
        if self.hand and self.you_choose is not None:
            raise ValueError("'hand: true' discards every card; nothing is chosen")
        return self

    def describe(self) -> str:
        who = wording.player(self.player)
        if self.at_random:
            return f"{super().describe()} at random"
        if self.all_of is not None:
            return (f"{who} {wording.verb(who, 'reveals')} their hand and "
                    f"{wording.verb(who, 'discards')} all {self.all_of.text}s")
        if self.you_choose is not None:
            return self._chosen(who)
        whose = "your" if who == "you" else "their"
        if self.hand:
            said = f"{who} {wording.verb(who, 'discards')} {whose} hand"
            said = "you may discard your hand" if self.optional else said
        elif self.any_number:
            said = f"{who} {wording.verb(who, 'discards')} any number of cards"
        elif self.up_to:
            said = (f"{who} {wording.verb(who, 'discards')} up to "
                    f"{wording.quantity(self.amount, 'card(s)', 'cards')}")
        else:
            said = super().describe()
        if self.then_draw is None:
            return said
        more = {0: "", 1: " plus one", -1: " minus one"}.get(self.draw_plus,
                                                           f" plus {self.draw_plus}")
        count = "that many cards" if self.then_draw == "that many" else \
            "cards equal to the greatest number of cards a player discarded this way"
        then = "; if you do, " if self.optional else ", then "
        return f"{said}{then}{wording.verb(who, 'draws')} {count}{more}"

    def _chosen(self, who: str) -> str:
        """'target opponent reveals their hand; you may choose 1 nonland card from it; if you
        do, that player discards it, then …; if you don't, …'"""
        assert self.you_choose is not None
        seen = f"you look at {who}'s hand" if self.looked \
            else f"{who} {wording.verb(who, 'reveals')} their hand"
        if self.reveal is not None:
            shown = wording.quantity(self.reveal, "card(s)", "cards")
            shown = re.sub(r"^cards (equal to .+)", r"a number of cards from their hand \1",
                           shown) if shown.startswith("cards equal") else \
                f"{shown} from their hand"
            seen = f"{who} {wording.verb(who, 'reveals')} {shown}"
        one = self.amount.is_constant and self.amount.value == 1
        choose = "you may choose" if self.up_to and one else \
            "you choose up to" if self.up_to else "you choose"
        kind = self.you_choose.text if one else re.sub(r"\bcard\b", "cards",
                                                       self.you_choose.text, count=1)
        among = "among them" if self.reveal is not None else "from it"
        said = f"{seen}; {choose} {wording.amount(self.amount)} {kind} {among}" \
            f"{wording.per(self.amount)}; "
        discards = f"that player discards {'it' if one else 'them'}"
        if not (self.if_chosen or self.if_none):
            return said + discards
        said += "if you do, " + discards + "".join(f", then {e.describe()}"
                                                 for e in self.if_chosen)
        if self.if_none:
            said += "; if you don't, " + "; ".join(e.describe() for e in self.if_none)
        return said


class Mill(_PlayersCards):
    """Mill (701.13): cards from the top of a library into its owner's graveyard, as many as
    there are (701.13b)."""

    RULE = cr.MILL
    VERB = "mills"
    kind: SkipJsonSchema[Literal["mill"]] = "mill"


class BecomeMonarch(EffectKind):
    """A player becomes the monarch (722.1); there is only one (722.3)."""

    RULE = cr.MONARCH
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["become_monarch"]] = "become_monarch"
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return f"{who} {'become' if who == 'you' else 'becomes'} the monarch"


class TakeInitiative(EffectKind):
    """A player takes the initiative (723.1); the one who had it loses it (723.3). Whenever a
    player takes it, they venture into Undercity, even if they had it (723.2, 723.5)."""

    RULE = cr.INITIATIVE
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["take_initiative"]] = "take_initiative"
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return f"{who} {'take' if who == 'you' else 'takes'} the initiative"


class Venture(EffectKind):
    """Venture into the dungeon (701.46): bring a dungeon in from outside the game, or move the
    venture marker to the next room; `undercity`: venture into Undercity (701.46d)."""

    RULE = cr.VENTURE
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["venture"]] = "venture"
    player: PlayerField = parse_player("you")
    undercity: bool = Field(False, description="'venture into Undercity': a dungeon brought "
                            "in is Undercity (701.46d)")

    def describe(self) -> str:
        who = wording.player(self.player)
        into = "Undercity" if self.undercity else "the dungeon"
        return f"{who} {'venture' if who == 'you' else 'ventures'} into {into}"


class RingTempts(EffectKind):
    """The Ring tempts you (701.52a): you choose a creature you control as your Ring-bearer,
    getting the Ring emblem first if you have none (701.52c)."""

    RULE = cr.RING_TEMPTS
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["ring_tempts"]] = "ring_tempts"
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        return f"the Ring tempts {wording.player(self.player)}"


class IncreaseSpeed(EffectKind):
    """Your speed increases (702.179d); with none, it becomes the amount (702.179c)."""

    RULE = cr.SPEED_SET
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["increase_speed"]] = "increase_speed"
    amount: Annotated[int, Field(gt=0)] = 1

    def describe(self) -> str:
        return f"your speed increases by {self.amount}"


class ExileGraveyard(EffectKind):
    """Exile a player's graveyard: every card in it, at once (701.11a)."""

    RULE = cr.EXILE
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["exile_graveyard"]] = "exile_graveyard"
    player: PlayerField

    def describe(self) -> str:
        return f"exile {wording.possessive(wording.player(self.player))} graveyard"


class Scry(EffectKind):
    """Scry (701.18): look at the top cards of your library, put any of them on the bottom and
    the rest back on top, each in any order."""

    RULE = cr.SCRY
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["scry"]] = "scry"
    amount: AmountField = parse_amount(1)

    def describe(self) -> str:
        if self.amount.is_constant:
            return f"scry {wording.amount(self.amount)}"
        return f"scry a number of cards equal to the {self.amount.text}"


class Rearrange(EffectKind):
    """Look at the top cards of a player's library, then put them back in any order (401.4):
    its controller chooses the order (`choices: rearrange:`)."""

    RULE = cr.LIBRARY_POSITION_ORDER
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["rearrange"]] = "rearrange"
    amount: AmountField = parse_amount(1)
    player: PlayerField = Field(parse_player("you"), description="whose library")

    def describe(self) -> str:
        who = wording.player(self.player)
        library = "your library" if who == "you" else f"the library of {who}"
        return (f"look at the top {wording.quantity(self.amount, 'card(s)', 'cards')} of "
                f"{library}, then put them back in any order")


class Surveil(EffectKind):
    """Surveil (701.42): look at the top cards of your library, put any of them into your
    graveyard and the rest back on top in any order."""

    RULE = cr.SURVEIL
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["surveil"]] = "surveil"
    amount: AmountField = parse_amount(1)

    def describe(self) -> str:
        return f"surveil {wording.amount(self.amount)}{wording.per(self.amount)}"


class SearchLibrary(EffectKind):
    """Search your library for cards that fit (701.19a), put them somewhere, then shuffle
    (701.20a); a search for a quality may find fewer, or none (701.19b)."""

    RULE = cr.SEARCH
    kind: SkipJsonSchema[Literal["search_library"]] = "search_library"
    find: FilterField = Field(description="what fits: 'basic land card', 'creature card', …")
    amount: Annotated[int, Field(gt=0)] = 1
    to: Literal["battlefield", "hand", "graveyard", "top"] = Field(
        "hand", description="'top': the library is shuffled, then the card put on top")
    tapped: bool = Field(False, description="onto the battlefield tapped")
    reveal: bool = False
    player: PlayerField = Field(parse_player("you"), description="who searches their own "
                                "library: 'controller of t' ('its controller may search …')")
    optional: bool = Field(False, description="'may search': the player chooses whether to "
                           "(`choices: may:` by the source's id; default: they do, assumed)")

    def describe(self) -> str:
        who = wording.player(self.player)
        if who != "you" or self.optional:
            said = SearchLibrary.describe(self.model_copy(update={
                "player": parse_player("you"), "optional": False}))
            said = said.replace("your library", "their library", 1) if who != "you" else said
            return f"{who} {'may search' if self.optional else wording.verb(who, 'searches')}" \
                f"{said.removeprefix('search')}"
        if self.to == "top":
            reveal = "reveal it, " if self.reveal else ""
            return (f"search your library for {wording.article(self.find.text or 'card')}, "
                    f"{reveal}then shuffle and put that card on top")
        where = {"battlefield": "onto the battlefield", "hand": "into your hand",
                 "graveyard": "into your graveyard"}[self.to]
        tapped = " tapped" if self.tapped else ""
        them = "it" if self.amount == 1 else "them"
        reveal = f"reveal {them}, " if self.reveal else ""
        what = self.find.text or "card"
        up_to = wording.article(what) if self.amount == 1 else f"up to {self.amount} {what}"
        return f"search your library for {up_to}, {reveal}put {them} {where}{tapped}, then shuffle"


class ExileNamed(EffectKind):
    """'Search target player's graveyard, hand, and library for any number of cards with that
    name and exile them. Then that player shuffles.' (701.19a, 701.20a): the name is the one
    chosen as it resolves (608.2d); a search of the hand and library may find fewer (701.19b),
    by `choices: search:` (default: every one, or the first `up_to`)."""

    RULE = cr.SEARCH
    kind: SkipJsonSchema[Literal["exile_named"]] = "exile_named"
    player: PlayerField
    up_to: Annotated[int, Field(gt=0)] | None = Field(None, description="none: any number")

    def describe(self) -> str:
        whose = wording.possessive(wording.player(self.player))
        many = "any number of" if self.up_to is None else f"up to {self.up_to}"
        return (f"search {whose} graveyard, hand and library for {many} cards with the chosen "
                f"name and exile them; that player shuffles")


def _cards(kind: str) -> str:
    """'Goblin creature card with mana value 5 or less' -> 'Goblin creature cards with …'."""
    return re.sub(r"\bcard\b", "cards", kind, count=1)


class LookAtTop(EffectKind):
    """Look at the top cards of your library, put some of them (of a kind, if it says) into
    your hand, and the rest into your graveyard or on the bottom of your library, in the order
    you choose (401.4)."""

    RULE = cr.FOLLOW_INSTRUCTIONS
    kind: SkipJsonSchema[Literal["look_at_top"]] = "look_at_top"
    amount: AmountField = Field(description="how many cards are looked at: a number, or one "
                                "read as it resolves ('X', 'number of lands you control')")
    take: Annotated[int, Field(gt=0)] | Literal["all", "any"] = Field(
        1, description="how many go to your hand (or onto the battlefield): 'all' for every "
        "card that fits `find`, which no one chooses; 'any': any number of those that fit")
    up_to: bool = Field(False, description="'up to two of them': fewer, or none, if the player "
                        "chooses; without it or `find:`, exactly `take` of them (all there are, "
                        "if fewer)")
    find: FilterField | None = Field(
        None, description="'you may reveal a creature card from among them': only such cards, "
        "and none if you choose")
    must: bool = Field(False, description="with `find:`, 'Put a land card from among them into "
                       "your hand' (no 'you may'): as many as it says, where that many fit")
    each: list[FilterField] = Field(
        [], description="'a creature card and/or a land card': at most one card of each kind, "
        "each a different card (one of two kinds counts as either), and none if you choose")
    onto: Literal["hand", "battlefield", "graveyard", "top"] = Field(
        "hand", description="where the cards taken go: 'top', back on top of your library (in "
        "the order the player chooses)")
    tapped: bool = Field(False, description="onto the battlefield tapped")
    rest: Literal["bottom", "graveyard", "hand", "exile", "top", "top in any order"] = Field(
        "bottom", description="where the others go: 'top' leaves them where they are; 'top in "
        "any order': back on top in the order the player chooses")
    order: Literal["any", "random"] = Field(
        "any", description="the order the rest go on the bottom in: the player's ('any'; as "
        "they were, by default), or 'random', which no one knows (what turns on it is refused)")
    if_none: list[Effect] = Field([], description="'If you didn't put a card into your hand "
                                  "this way, draw a card': followed where none was taken")
    rest_optional: bool = Field(False, description="'If you don't put the card into your hand, "
                                "you may put it into your graveyard': the others go there only "
                                "if the player chooses (`choices: may:`), else they stay")

    @model_validator(mode="after")
    def _all_of_a_kind(self) -> LookAtTop:
        if self.amount.is_constant and self.amount.value < 1:
            raise ValueError("look at one card or more")
        if self.take in ("all", "any") and self.find is None:
            raise ValueError(f"take: {self.take} needs `find:`, the kind of card taken")
        if self.up_to and (self.find is not None or self.take == "all"):
            raise ValueError("up_to: only without `find:` (a card of a kind is never forced)")
        if self.rest_optional and self.rest == "top":
            raise ValueError("rest_optional: where the others would go instead of staying")
        if self.order == "random" and self.rest != "bottom":
            raise ValueError("order: random is for the rest on the bottom of the library")
        if self.onto == "top" and self.rest.startswith("top"):
            raise ValueError("onto: top needs the rest to go elsewhere")
        if self.must and (self.find is None or not isinstance(self.take, int)):
            raise ValueError("must: a number of cards of the kind `find:` names")
        if self.each and (len(self.each) < 2 or self.find is not None or self.take != 1
                          or self.up_to):
            raise ValueError("each: two kinds or more, instead of `find:` and `take:`")
        return self

    def describe(self) -> str:
        where = "onto the battlefield" + (" tapped" if self.tapped else "") \
            if self.onto == "battlefield" else "back on top of your library" + (
                " in any order" if self.take != 1 else "") if self.onto == "top" \
            else f"into your {self.onto}"
        rest = {"bottom": "on the bottom of your library", "top": "", "exile": "into exile",
                "top in any order": "on top of your library in any order",
                "graveyard": "into your graveyard", "hand": "into your hand"}[self.rest]
        if self.order == "random":
            rest += " in a random order"
        may = "you may " if self.rest_optional else ""
        if self.amount.is_constant and self.amount.value == 1 and self.find is not None:
            # "Look at the top card of your library. If it's a land card, you may reveal it and
            # put it into your hand. If you don't put the card into your hand, …"
            if self.take == "all":
                then = f"put it {where}" + (f"; otherwise, {may}put it {rest}" if rest else "")
            else:
                then = f"you may put it {where}" + (f"; if you don't, {may}put it {rest}"
                                                    if rest else "")
            said = (f"look at the top card of your library; if it's "
                    f"{wording.article(self.find.text)}, {then}")
        else:
            said = self._several(where, rest, may)
        if self.if_none:
            said += (f"; if you didn't put a card {where.removesuffix(' tapped')} this way, "
                     + "; ".join(e.describe() for e in self.if_none))
        return said

    def _several(self, where: str, rest_place: str, may: str) -> str:
        them = "one" if self.take == 1 else str(self.take)
        if self.each:
            kinds = [wording.article(f.text) for f in self.each]
            what = (f"you may reveal {', '.join(kinds[:-1])}{',' if len(kinds) > 2 else ''} "
                    f"and/or {kinds[-1]} from among them and put them")
        elif self.take == "all" and self.find is not None:
            what = f"put all {_cards(self.find.text)} from among them"
        elif self.take == "any" and self.find is not None:
            what = f"you may put any number of {_cards(self.find.text)} from among them"
        elif self.find is not None and self.must:
            kind = wording.article(self.find.text) if self.take == 1 else \
                f"{self.take} {_cards(self.find.text)}"
            what = f"put {kind} from among them"
        elif self.find is not None and self.take != 1:
            what = (f"you may reveal up to {self.take} {_cards(self.find.text)} from among them "
                    "and put them")
        elif self.find is not None:
            what = f"you may reveal {wording.article(self.find.text)} from among them and put it"
        else:
            what = f"put {'up to ' if self.up_to else ''}{them} of them"
        # "Put one into your hand and the other into your graveyard": one card left
        other = "the other" if self.amount.is_constant and isinstance(self.take, int) \
            and self.amount.value - self.take == 1 and self.find is None \
            and not (self.up_to or self.each) else "the rest"
        rest = "" if not rest_place else f"; {may}put {other} {rest_place}" if may \
            else f", and exile {other}" if self.rest == "exile" else f" and {other} {rest_place}"
        cards = "card" if self.amount.is_constant and self.amount.value == 1 else \
            f"{wording.amount(self.amount)} cards"
        return (f"look at the top {cards} of your library{wording.per(self.amount)}; {what} "
                f"{where}{rest}")


class LookAt(EffectKind):
    """'Look at the top card of target player's library', 'look at target player's hand'
    (701.16e): its controller sees them; nothing moves."""

    RULE = cr.LOOK
    kind: SkipJsonSchema[Literal["look_at"]] = "look_at"
    amount: Annotated[int, Field(gt=0)] = 1
    player: PlayerField = Field(parse_player("you"), description="whose library (or hand)")
    zone: Literal["library", "hand"] = Field("library", description="'hand': every card in "
                                             "that hand, not the top of the library")

    def describe(self) -> str:
        who = wording.player(self.player)
        if self.zone == "hand":
            return "look at your hand" if who == "you" else f"look at the hand of {who}"
        cards = "card" if self.amount == 1 else f"{self.amount} cards"
        library = "your library" if who == "you" else f"the library of {who}"
        return f"look at the top {cards} of {library}"


class RevealUntil(EffectKind):
    """'Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest on the bottom of your library in a random order.'
    (701.16a): one card at a time, until one of the kind."""

    RULE = cr.REVEAL
    kind: SkipJsonSchema[Literal["reveal_until"]] = "reveal_until"
    find: FilterField
    onto: Literal["hand", "battlefield", "graveyard"] = "hand"
    tapped: bool = Field(False, description="onto the battlefield tapped")
    rest: Literal["bottom", "graveyard"] = "bottom"

    def describe(self) -> str:
        where = "onto the battlefield" + (" tapped" if self.tapped else "") \
            if self.onto == "battlefield" else f"into your {self.onto}"
        rest = "on the bottom of your library in a random order" if self.rest == "bottom" \
            else "into your graveyard"
        return (f"reveal cards from the top of your library until you reveal "
                f"{wording.article(self.find.text)}; put that card {where} and the rest {rest}")


class PutCounters(EffectKind):
    """Put counters on permanents (122)."""

    RULE = cr.COUNTERS
    kind: SkipJsonSchema[Literal["put_counters"]] = "put_counters"
    counter: CounterKindField
    amount: AmountField = parse_amount(1)
    on: SelectorField
    divided: bool = Field(False, description="'distribute two +1/+1 counters among one or two "
                          "target creatures': the amount is divided among the targets `on` "
                          "names, as its controller announced while casting or activating it, "
                          "at least 1 to each (601.2d)")

    @model_validator(mode="after")
    def _divisible(self) -> PutCounters:
        if self.divided and (self.on.scope is not Scope.TARGET
                             or self.amount.kind is not AmountKind.CONSTANT):
            raise ValueError(f"only a fixed number of counters is distributed, among targets "
                             f"({cr.DIVIDED.number})")
        return self

    def describe(self) -> str:
        if self.divided:
            return (f"distribute {wording.amount(self.amount)} {self.counter} counters among "
                    f"{self.on.text}")
        return (f"put {wording.amount(self.amount)} {self.counter} counter(s) on {self.on.text}"
                f"{wording.per(self.amount)}")


class RemoveCounters(EffectKind):
    """Remove counters of one kind from permanents (122.1): as many as each has, at most."""

    RULE = cr.COUNTERS
    kind: SkipJsonSchema[Literal["remove_counters"]] = "remove_counters"
    counter: CounterKindField
    amount: AmountField = parse_amount(1)
    source: SelectorField = Field(alias="from")

    def describe(self) -> str:
        return (f"remove {wording.amount(self.amount)} {self.counter} counter(s) from "
                f"{self.source.text}{wording.per(self.amount)}")


class MoveCounters(EffectKind):
    """Move a counter from one object onto another (122.5): it is removed from the first and
    put on the second, or, if either can't be done (the same object, no such counter, either
    gone from its zone), neither happens."""

    RULE = cr.MOVE_COUNTERS
    kind: SkipJsonSchema[Literal["move_counters"]] = "move_counters"
    counter: CounterKindField
    source: SelectorField = Field(alias="from")
    to: SelectorField

    def describe(self) -> str:
        return f"move a {self.counter} counter from {self.source.text} onto {self.to.text}"


class DoubleCounters(EffectKind):
    """Double the number of counters of a kind, or of each kind, on permanents: each gets as
    many more as it has (701.9e), put on it as counters are (122.1, 614.16)."""

    RULE = cr.DOUBLE_COUNTERS
    kind: SkipJsonSchema[Literal["double_counters"]] = "double_counters"
    counter: CounterKindField | None = Field(None, description="the kind doubled; none: each "
                                             "kind it has")
    on: SelectorField

    def describe(self) -> str:
        kind = f"{self.counter} counters" if self.counter else "each kind of counter"
        return f"double the number of {kind} on {self.on.text}"


class GetEnergy(EffectKind):
    """A player gets energy counters ({E}, 107.14)."""

    RULE = cr.ENERGY
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["get_energy"]] = "get_energy"
    amount: Annotated[int, Field(gt=0)]

    def describe(self) -> str:
        return f"you get {'{E}' * self.amount}"


class ExtraLands(EffectKind):
    """'You may play an additional land this turn' (305.2): its controller may play that many
    more lands this turn."""

    RULE = cr.ONE_LAND
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["extra_lands"]] = "extra_lands"
    amount: Annotated[int, Field(gt=0)] = 1

    def describe(self) -> str:
        if self.amount == 1:
            return "you may play an additional land this turn"
        return f"you may play up to {self.amount} additional lands this turn"


class GetPoison(EffectKind):
    """A player gets poison counters (122.1f); with ten or more they lose (704.5c)."""

    RULE = cr.POISON_COUNTERS
    kind: SkipJsonSchema[Literal["get_poison"]] = "get_poison"
    amount: AmountField = parse_amount(1)
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return (f"{who} {wording.verb(who, 'gets')} "
                f"{wording.quantity(self.amount, 'poison counter(s)', 'poison counters')}")


class PlayWindow(StrEnum):
    """How long a card exiled to be played may be (611.2a)."""

    THIS_TURN = "this turn"
    NEXT_TURN = "until the end of your next turn"


class ExileTop(EffectKind):
    """Exile the top cards of a player's library (701.11a); its controller may play them, or
    only cast them, for a time (601.3, 611.2a)."""

    RULE = cr.EXILE
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["exile_top"]] = "exile_top"
    amount: AmountField = parse_amount(1)
    player: PlayerField = Field(parse_player("you"), description="whose library: the player "
                                "exiles its top cards")
    of: PlayerField | None = Field(None, description="instead of `player`: the ability's "
                                   "controller exiles the top cards of this player's library "
                                   "('exile the top card of each player's library')")
    play: PlayWindow | None = Field(
        None, description="'this turn' or 'until the end of your next turn': you may play them")
    cast_only: bool = Field(False, description="only cast them (a land can't be played)")
    free: bool = Field(False, description="cast without paying their mana costs (118.9)")

    def describe(self) -> str:
        cards = "the top card" if self.amount.is_constant and self.amount.value == 1 else \
            f"the top {wording.amount(self.amount)} cards"
        who = wording.player(self.player)
        said = f"{who} {wording.verb(who, 'exiles')} {cards} of " \
            f"{'your' if who == 'you' else 'their'} library{wording.per(self.amount)}"
        if self.of is not None:
            said = f"exile {cards} of {wording.possessive(wording.player(self.of))} library" \
                f"{wording.per(self.amount)}"
        if self.play is not None:
            verb = "cast" if self.cast_only else "play"
            one = self.amount.is_constant and self.amount.value == 1
            them = "it" if one else "them"
            free = "" if not self.free else " without paying its mana cost" \
                if one else " without paying their mana costs"
            said += f"; you may {verb} {them}{free} {self.play.value}"
        return said


class Bolster(EffectKind):
    """Bolster N (701.33a): N +1/+1 counters on a creature its controller controls with the
    least toughness (`choices: choose:` among those tied)."""

    RULE = cr.BOLSTER
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["bolster"]] = "bolster"
    amount: Annotated[int, Field(gt=0)]

    def describe(self) -> str:
        return f"bolster {self.amount}"


class Adapt(EffectKind):
    """Adapt N (701.43a): N +1/+1 counters on this permanent, if it has none."""

    RULE = cr.ADAPT
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["adapt"]] = "adapt"
    amount: Annotated[int, Field(gt=0)]

    def describe(self) -> str:
        return f"adapt {self.amount}"


class Monstrosity(EffectKind):
    """Monstrosity N (701.31a): if this permanent isn't monstrous, N +1/+1 counters on it and
    it becomes monstrous."""

    RULE = cr.MONSTROSITY
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["monstrosity"]] = "monstrosity"
    amount: Annotated[int, Field(gt=0)]

    def describe(self) -> str:
        return f"monstrosity {self.amount}"


class BecomeRenowned(EffectKind):
    """'It becomes renowned' (702.112b): a designation this permanent keeps until it leaves
    the battlefield."""

    RULE = cr.RENOWNED
    kind: SkipJsonSchema[Literal["become_renowned"]] = "become_renowned"

    def describe(self) -> str:
        return "it becomes renowned"


class BecomeSaddled(EffectKind):
    """'This permanent becomes saddled until end of turn' (702.171b): a designation it keeps
    until the turn ends or it leaves the battlefield."""

    RULE = cr.SADDLED
    kind: SkipJsonSchema[Literal["become_saddled"]] = "become_saddled"

    def describe(self) -> str:
        return "it becomes saddled until end of turn"


class CountersOrServos(EffectKind):
    """Fabricate N as it resolves (702.123a): its controller may put N +1/+1 counters on this
    permanent; if they don't (or it has left the battlefield), N 1/1 colorless Servo artifact
    creature tokens."""

    RULE = cr.FABRICATE
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["counters_or_servos"]] = "counters_or_servos"
    amount: Annotated[int, Field(gt=0)]

    def describe(self) -> str:
        return f"fabricate {self.amount}"


class ReturnUnearthed(EffectKind):
    """What unearth does as it resolves (702.84a): this card returns from its owner's graveyard
    to the battlefield, gains haste, is exiled at the beginning of the next end step, and is
    exiled if it would leave the battlefield any other way."""

    RULE = cr.UNEARTH
    kind: SkipJsonSchema[Literal["return_unearthed"]] = "return_unearthed"

    def describe(self) -> str:
        return ("return this card from your graveyard to the battlefield; it gains haste; "
                "exile it at the beginning of the next end step, or if it would leave the "
                "battlefield")


class Transform(EffectKind):
    """Transform a permanent: turn it over to its other face (701.28a); nothing happens to one
    that isn't a transforming double-faced card (701.28c)."""

    RULE = cr.TRANSFORM
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["transform"]] = "transform"
    what: SelectorField

    def describe(self) -> str:
        return f"transform {self.what.text}"


class CastIt(EffectKind):
    """'You may cast [it] without paying its mana cost' (608.2g, 118.9): as this resolves, its
    controller may cast the card from where it is; no player gets priority after it's cast."""

    RULE = cr.CAST_WHILE_RESOLVING
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["cast_it"]] = "cast_it"
    what: SelectorField
    optional: bool = Field(True, description="'you may' (`choices: may:`); false: 'cast …', "
                           "which its controller does if they can (608.2g)")
    exile_instead: bool = Field(False, description="'if that spell would be put into a "
                                "graveyard, exile it instead' (614.1a)")

    def describe(self) -> str:
        may = "you may " if self.optional else ""
        return f"{may}cast {self.what.text} without paying its mana cost{_exiled(self)}"


def _exiled(effect: CastIt | CastCard) -> str:
    return "; if that spell would be put into a graveyard, exile it instead" \
        if effect.exile_instead else ""


class CastCard(EffectKind):
    """'[You may] cast a [kind of] spell [with mana value N or less] from your hand (your
    graveyard, a graveyard) without paying its mana cost' (608.2g, 118.9): as this resolves,
    its controller may cast one card of that kind (never a land, 305.9) from there, the one
    they choose (`choices: choose:` by the source's id, [] for none; default: the first that
    fits, assumed)."""

    RULE = cr.CAST_WHILE_RESOLVING
    kind: SkipJsonSchema[Literal["cast_card"]] = "cast_card"
    what: FilterField = Field(description="the kind of card: 'card', 'instant or sorcery card'")
    zone: Literal["your hand", "your graveyard", "a graveyard"] = Field(
        "your hand", alias="from", description="where the card is")
    max_mana_value: AmountField | None = Field(
        None, description="its mana value is this or less, counted as this resolves (608.2h)")
    optional: bool = Field(False, description="'you may' (`choices: may:`)")
    exile_instead: bool = Field(False, description="'if that spell would be put into a "
                                "graveyard, exile it instead' (614.1a)")

    def describe(self) -> str:
        may = "you may " if self.optional else ""
        spell = re.sub(r"\bcard\b", "spell", self.what.text or "card")
        most = self.max_mana_value
        the = "the " if most is not None and re.match(
            r"(?:number|amount|greatest|power|toughness|mana value) ", most.text) else ""
        said = "that amount" if most is not None and most.kind is AmountKind.THAT_MUCH \
            else f"{the}{most.text}" if most is not None else ""
        value = "" if most is None else f" with mana value {said} or less" \
            if most.is_constant or most.kind is AmountKind.X \
            else f" with mana value less than or equal to {said}"
        return (f"{may}cast {wording.article(spell)}{value} from {self.zone} without paying its "
                f"mana cost{_exiled(self)}")


class CascadeFromLibrary(EffectKind):
    """What cascade does as it resolves (702.85a): its controller exiles cards from the top of
    their library until a nonland card with lesser mana value than this spell's; they may cast
    it without paying its mana cost; the rest go on the bottom in a random order."""

    RULE = cr.CASCADE
    kind: SkipJsonSchema[Literal["cascade_from_library"]] = "cascade_from_library"

    def describe(self) -> str:
        return ("exile cards from the top of your library until you exile a nonland card with "
                "lesser mana value; you may cast it without paying its mana cost; put the rest "
                "on the bottom of your library in a random order")


class CopySpell(EffectKind):
    """Copy a spell (707.10): a copy goes on the stack under the copier's control with the
    original's characteristics and the choices made for it (modes, targets, X, costs paid); it
    isn't cast. 'You may choose new targets for the copy' (707.10c)."""

    RULE = cr.COPY_SPELL
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["copy_spell"]] = "copy_spell"
    what: SelectorField
    new_targets: bool = Field(False, description="its controller may choose new targets for "
                              "the copy (707.10c)")

    def describe(self) -> str:
        new = "; you may choose new targets for the copy" if self.new_targets else ""
        return f"copy {self.what.text}{new}"


class ChangeTarget(EffectKind):
    """'Change the target of target spell with a single target' (115.7a): its controller
    changes that spell's one target to another legal target for it, which it chooses as this
    resolves; if there is none, the target stays."""

    RULE = cr.CHANGE_TARGET
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["change_target"]] = "change_target"
    what: SelectorField

    def describe(self) -> str:
        return f"change the target of {self.what.text}"


class ReplicateCopies(EffectKind):
    """What replicate does as it resolves (702.56a): a copy of its spell for each time its
    replicate cost was paid; new targets may be chosen for any of them."""

    RULE = cr.REPLICATE
    kind: SkipJsonSchema[Literal["replicate_copies"]] = "replicate_copies"

    def describe(self) -> str:
        return ("copy that spell for each time its replicate cost was paid; you may choose new "
                "targets for the copies")


class SquadCopies(EffectKind):
    """What squad does as it resolves (702.157a): a token copy of this creature for each time
    its squad cost was paid as it was cast."""

    RULE = cr.SQUAD
    kind: SkipJsonSchema[Literal["squad_copies"]] = "squad_copies"

    def describe(self) -> str:
        return "create a token that's a copy of this for each time its squad cost was paid"


class RippleReveal(EffectKind):
    """What ripple N does as it resolves (702.60a): reveal the top N cards of your library (all
    of them, if fewer); you may cast any with the same name as this spell without paying
    their mana costs; the rest go on the bottom of your library in any order."""

    RULE = cr.RIPPLE
    kind: SkipJsonSchema[Literal["ripple_reveal"]] = "ripple_reveal"
    amount: int = Field(ge=1)

    def describe(self) -> str:
        return (f"reveal the top {self.amount} cards of your library; you may cast any of them "
                "with the same name as this spell without paying their mana costs; put the "
                "rest on the bottom of your library in any order")


class SearchForPartner(EffectKind):
    """What 'partner with [name]' does as its trigger resolves (702.124i): the target player
    may search their library for a card named [name], reveal it, put it into their hand, then
    shuffle (`choices: may:` by the source's id; default: they do; a search may find none,
    701.19b)."""

    RULE = cr.PARTNER_WITH
    kind: SkipJsonSchema[Literal["search_for_partner"]] = "search_for_partner"
    name: str = Field(min_length=1, description="the partner's name")
    player: PlayerField = Field(description="who searches: the target player, 't'")

    def describe(self) -> str:
        return (f"target player may search their library for a card named {self.name}, reveal "
                "it, put it into their hand, then shuffle")


class GravestormCopies(EffectKind):
    """What gravestorm does as it resolves (702.69a): a copy of its spell for each permanent
    put into a graveyard from the battlefield this turn; new targets may be chosen for any."""

    RULE = cr.GRAVESTORM
    kind: SkipJsonSchema[Literal["gravestorm_copies"]] = "gravestorm_copies"

    def describe(self) -> str:
        return ("copy this spell for each permanent put into a graveyard from the battlefield "
                "this turn; you may choose new targets for the copies")


class StormCopies(EffectKind):
    """What storm does as it resolves (702.40a): a copy of its spell for each other spell cast
    before it this turn; new targets may be chosen for any of them."""

    RULE = cr.STORM
    kind: SkipJsonSchema[Literal["storm_copies"]] = "storm_copies"

    def describe(self) -> str:
        return ("copy this spell for each other spell cast before it this turn; you may choose "
                "new targets for the copies")


class Discover(EffectKind):
    """Discover N (701.55a): exile cards from the top of your library until a nonland card
    with mana value N or less; you may cast it without paying its mana cost, else it goes to
    your hand; the rest go on the bottom in a random order."""

    RULE = cr.DISCOVER
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["discover"]] = "discover"
    amount: Annotated[int, Field(ge=0)]

    def describe(self) -> str:
        return f"discover {self.amount}"


class BackupGrant(EffectKind):
    """What backup gives as it resolves (702.165a): if its target is another creature, that
    creature gains the abilities printed below backup until end of turn; they were fixed as
    the ability was put on the stack (702.165d)."""

    RULE = cr.BACKUP
    kind: SkipJsonSchema[Literal["backup_grant"]] = "backup_grant"

    def describe(self) -> str:
        return "if that's another creature, it gains the abilities below backup until end of turn"


class CastForMadness(EffectKind):
    """Madness's trigger as it resolves (702.35a): the card's owner may cast it from exile by
    paying its madness cost; if they don't, it goes to their graveyard."""

    RULE = cr.MADNESS
    kind: SkipJsonSchema[Literal["cast_for_madness"]] = "cast_for_madness"

    def describe(self) -> str:
        return ("you may cast this card by paying its madness cost; if you don't, put it into "
                "your graveyard")


class CastForMiracle(EffectKind):
    """Miracle's trigger as it resolves (702.94a): the card's owner may cast it from their hand
    by paying its miracle cost, whatever the timing (608.2g)."""

    RULE = cr.MIRACLE
    kind: SkipJsonSchema[Literal["cast_for_miracle"]] = "cast_for_miracle"

    def describe(self) -> str:
        return "you may cast this card by paying its miracle cost"


class ExploitSacrifice(EffectKind):
    """What exploit does as it resolves (702.110a): its controller may sacrifice a creature;
    the creature with exploit exploits it (702.110b)."""

    RULE = cr.EXPLOIT
    kind: SkipJsonSchema[Literal["exploit_sacrifice"]] = "exploit_sacrifice"

    def describe(self) -> str:
        return "you may sacrifice a creature"


class PairSoulbond(EffectKind):
    """What soulbond does as it resolves (702.95a): pair the creature that entered with this
    one — or, as this one entered, another unpaired creature its controller controls, of their
    choice — unless either is no longer a creature on the battlefield under their control
    (702.95c)."""

    RULE = cr.SOULBOND
    kind: SkipJsonSchema[Literal["pair_soulbond"]] = "pair_soulbond"

    def describe(self) -> str:
        return "pair this creature with the creature that entered (as this one entered, " \
               "another unpaired creature you control)"


class Amass(EffectKind):
    """Amass [subtype] N (701.44a): if its controller controls no Army, a 0/0 black [subtype]
    Army token first; then N +1/+1 counters on an Army they control, which becomes a
    [subtype] too."""

    RULE = cr.AMASS
    kind: SkipJsonSchema[Literal["amass"]] = "amass"
    amount: Annotated[int, Field(gt=0)]
    army: str = Field("Zombie", description="the creature type: 'Zombie', 'Orc'")

    def describe(self) -> str:
        return f"amass {self.army} {self.amount}"


class Explore(EffectKind):
    """The permanent explores (701.40a): its controller reveals the top card of their library;
    a land goes to their hand, else a +1/+1 counter on the permanent and they may put the card
    into their graveyard (`choices: may:`, by the ability's source; default: they do)."""

    RULE = cr.EXPLORE
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["explore"]] = "explore"
    what: SelectorField = parse_selector("this")

    def describe(self) -> str:
        return f"{self.what.text} explores"


class Connive(EffectKind):
    """The permanent connives (701.47a): its controller draws a card, then discards a card;
    a nonland card discarded puts a +1/+1 counter on it."""

    RULE = cr.CONNIVE
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["connive"]] = "connive"
    what: SelectorField = parse_selector("this")

    def describe(self) -> str:
        return f"{self.what.text} connives"


class PutInLibrary(EffectKind):
    """Put objects on the top or the bottom of their owners' libraries (608.2c; several at once
    in the order their owner chooses, 401.4)."""

    RULE = cr.FOLLOW_INSTRUCTIONS
    kind: SkipJsonSchema[Literal["put_in_library"]] = "put_in_library"
    what: SelectorField
    bottom: bool = Field(False, description="on the bottom rather than on top")
    owner_chooses: bool = Field(False, description="on top or on the bottom, as its owner "
                                "chooses (`choices: top_or_bottom:` by its id; default: top, "
                                "assumed)")
    from_top: int = Field(1, ge=1, le=3, description="its place from the top where it goes "
                          "on top: 2 is 'second from the top'; the bottom of a library with "
                          "fewer cards (401.7)")

    @model_validator(mode="after")
    def _one_place(self) -> PutInLibrary:
        if self.bottom and (self.owner_chooses or self.from_top > 1):
            raise ValueError("'bottom' or 'owner_chooses' or 'from_top', not both")
        return self

    def describe(self) -> str:
        top = {2: "second from the top", 3: "third from the top"}.get(self.from_top)
        if self.owner_chooses:
            return (f"{self.what.text}'s owner puts it on their choice of the top or bottom of "
                    "their library") if top is None else (
                f"the owner of {self.what.text} puts it into their library {top} or on the "
                "bottom")
        if top is not None:
            return f"put {self.what.text} into its owner's library {top}"
        where = "the bottom" if self.bottom else "top"
        return f"put {self.what.text} on {where} of its owner's library"


class Proliferate(EffectKind):
    """Choose any number of permanents and players that have counters; each gets one more
    counter of each kind it already has (701.27a)."""

    RULE = cr.PROLIFERATE
    kind: SkipJsonSchema[Literal["proliferate"]] = "proliferate"

    def describe(self) -> str:
        return "proliferate"


def check_characteristics(name: str, types: list[CardType], subtypes: list[str],
                          power: Any, toughness: Any, loyalty: int | None,
                          abilities: list[Any]) -> None:
    """What a card or token needs to have given its types (303.4a, 306.5b, 604.3)."""
    if CardType.CREATURE in types and (power is None or toughness is None):
        raise ValueError(f"{name!r} is a creature and needs power and toughness")
    stars = [what for what, v in (("power", power), ("toughness", toughness))
             if isinstance(v, str)]
    defines = [a for a in abilities if isinstance(a, Defines)]
    if stars and not defines:
        raise ValueError(f"{name!r} has '*' power or toughness but no 'defines' ability")
    for what in stars:
        if all(getattr(a, what) is None for a in defines):
            raise ValueError(f"{name!r} has '*' {what} but its 'defines' ability doesn't "
                             "define it")
    if "Aura" in subtypes and not any(isinstance(a, Enchant) for a in abilities):
        raise ValueError(f"{name!r} is an Aura and needs an enchant ability "
                         f"({cr.AURA_ENCHANT.number})")
    if CardType.PLANESWALKER in types and loyalty is None:
        raise ValueError(f"{name!r} is a planeswalker and needs loyalty")


class TokenSpec(Strict):
    """The characteristics a token is created with (111.2)."""

    name: str
    colors: list[ColorField] = []
    types: list[CardType]
    subtypes: list[str] = []
    supertypes: list[Supertype] = []
    power: int | Literal["X"] | None = Field(None, description="a number, or X: the number "
                                             "the effect's `x` gives as it creates it")
    toughness: int | Literal["X"] | None = None
    loyalty: int | None = Field(None, ge=0)
    abilities: list[Ability] = []

    @model_validator(mode="after")
    def _complete(self) -> TokenSpec:
        check_characteristics(self.name, self.types, self.subtypes,
                              0 if self.power == "X" else self.power,
                              0 if self.toughness == "X" else self.toughness,
                              self.loyalty, self.abilities)
        if any(isinstance(a, AsEnters) for a in self.abilities):
            raise ValueError("choices as a token enters are not modeled")
        return self


class Incubate(EffectKind):
    """Incubate N (701.51a): an Incubator token with N +1/+1 counters on it — a transforming
    double-faced token, front a colorless Incubator artifact with "{2}: Transform this
    artifact", back a 0/0 colorless Phyrexian artifact creature named Phyrexian Token
    (701.51b)."""

    RULE = cr.INCUBATE
    SHORTHAND = "amount"
    kind: SkipJsonSchema[Literal["incubate"]] = "incubate"
    amount: AmountField

    def describe(self) -> str:
        return f"incubate {wording.amount(self.amount)}{wording.per(self.amount)}"


class CreateToken(EffectKind):
    """Create tokens (701.6)."""

    RULE = cr.CREATE_TOKEN
    kind: SkipJsonSchema[Literal["create_token"]] = "create_token"
    token: TokenSpec
    amount: AmountField = parse_amount(1)
    player: PlayerField = parse_player("you")
    tapped: bool = Field(False, description="'create a tapped … token': it enters tapped")
    attacking: bool = Field(False, description="'… that's tapped and attacking' (with tapped): "
                            "it enters attacking (508.4)")
    x: AmountField | None = Field(None, description="what X is in the token's power or "
                                  "toughness ('an X/X … token'), read as it is created (608.2h)")
    attached_to: SelectorField | None = Field(
        None, description="an Aura token: the object it enters attached to ('t', 'this', 'it', "
        "'that creature'), with no target of its own (303.4f); if it can't enchant that "
        "object, or there is none, the token isn't created (303.4i)")

    @model_validator(mode="after")
    def _x(self) -> CreateToken:
        if ("X" in (self.token.power, self.token.toughness)) != (self.x is not None):
            raise ValueError("'x' says what X is in the token's power or toughness, and only "
                             "there")
        aura = "Aura" in self.token.subtypes
        if aura and self.attached_to is None:
            raise ValueError("an Aura token needs 'attached_to': choosing what it enchants as "
                             f"it enters ({cr.AURA_TOKEN.number}) is not modeled")
        if self.attached_to is not None and not aura:
            raise ValueError("only an Aura token is created attached to something: another "
                             "permanent would enter unattached")
        if self.attached_to is not None and self.attached_to.scope not in _ONE_OBJECT:
            raise ValueError("'attached_to' names one object: a target, 'this', 'it' or "
                             "'that creature'")
        if self.attached_to is not None and self.attacking:
            raise ValueError("an Aura token doesn't enter attacking")
        return self

    def describe(self) -> str:
        t = self.token
        pt = f"{t.power}/{t.toughness} " if t.power is not None else ""
        colors = " ".join(c.value for c in t.colors)
        from judge.cards.describe import ability  # abilities of every kind are worded there
        # 111.3: keywords by name (those standing for triggered abilities too), other
        # abilities quoted
        has = [ability(a) if isinstance(a, (KeywordAbility, Enchant)) or (
            isinstance(a, TriggeredAbility) and a.KEYWORD_RULE is not None)
            else f'"{ability(a)}"' for a in t.abilities]
        with_ = f" with {' and '.join(has)}" if has else ""
        tapped = "tapped " if self.tapped else ""
        attacking = " that are attacking" if self.attacking else ""
        x = wording.per(self.x) if self.x is not None and self.x.text != self.amount.text else ""
        attached = f" attached to {self.attached_to.text}" if self.attached_to is not None \
            else ""
        name = f"{t.name} Role" if "Role" in t.subtypes else t.name  # 111.10j–r
        return (f"create {wording.amount(self.amount)} {tapped}{pt}{colors} {name} token(s)"
                f"{with_}{attacking}{attached}{wording.per(self.amount)}{x}").replace("  ", " ")


class CopyExceptions(Strict):
    """What a copy effect changes of the values it copies (707.9a–b): the changed values are
    the copy's copiable values."""

    colors: list[ColorField] | None = Field(None, description="its colors instead")
    power: int | None = Field(None, description="its power instead (with toughness)")
    toughness: int | None = None
    add_types: list[CardType] = Field(default_factory=list,
                                      description="card types in addition to its other types")
    add_subtypes: list[str] = Field(default_factory=list,
                                    description="subtypes in addition to its other types")
    no_mana_cost: bool = Field(False, description="it has no mana cost")
    not_legendary: bool = Field(False, description="it isn't legendary")
    gain: list[Ability] = Field(default_factory=list, description="abilities it has too")

    @model_validator(mode="after")
    def _both(self) -> CopyExceptions:
        if (self.power is None) != (self.toughness is None):
            raise ValueError("an exception sets power and toughness together ('it's 1/1')")
        return self

    def describe(self) -> str:
        from judge.cards.describe import ability  # abilities of every kind are worded there
        said = [f"it's {' and '.join(c.value for c in self.colors)}"] if self.colors else []
        if self.power is not None:
            said.append(f"it's {self.power}/{self.toughness}")
        if self.add_types or self.add_subtypes:
            said.append(f"it's a {' '.join(self.add_subtypes + list(self.add_types))} in "
                        "addition to its other types")
        if self.no_mana_cost:
            said.append("it has no mana cost")
        if self.not_legendary:
            said.append("it isn't legendary")
        if self.gain:
            said.append("it has " + wording.join([ability(a) for a in self.gain]))
        return wording.join(said)


class CreateTokenCopy(EffectKind):
    """Create tokens that are copies of an object (707.2, 111.12): its copiable values, as
    the exceptions change them (707.9); a copy of a transformed permanent is a transforming
    token with its back face up (707.8a)."""

    RULE = cr.COPIABLE_VALUES
    SHORTHAND = "of"
    kind: SkipJsonSchema[Literal["create_token_copy"]] = "create_token_copy"
    of: SelectorField = Field(description="what is copied: 'this', 't', 'it'")
    amount: AmountField = parse_amount(1)
    player: PlayerField = parse_player("you")
    tapped: bool = Field(False, description="'create a tapped token that's a copy …'")
    attacking: bool = Field(False, description="'… that's tapped and attacking' (with tapped): "
                            "it enters attacking (508.4)")
    except_: CopyExceptions | None = Field(None, alias="except")

    def describe(self) -> str:
        tapped = "tapped " if self.tapped else ""
        attacking = " and attacking" if self.attacking else ""
        but = f", except {self.except_.describe()}" if self.except_ else ""
        who = wording.player(self.player)
        return (f"{who} {wording.verb(who, 'creates')} {wording.amount(self.amount)} {tapped}"
                f"token(s) that are copies of {self.of.text}{attacking}{but}"
                f"{wording.per(self.amount)}")


class MyriadCopies(EffectKind):
    """What myriad does as it resolves (702.116a): for each opponent other than the defending
    player, a token copy of its source tapped and attacking that player, if its controller
    chooses (`choices: may:` by the source's id; default: they do, assumed)."""

    RULE = cr.MYRIAD
    kind: SkipJsonSchema[Literal["myriad_copies"]] = "myriad_copies"

    def describe(self) -> str:
        return ("for each opponent other than the defending player, you may create a token "
                "that's a copy of this, tapped and attacking that player")


class Populate(EffectKind):
    """Populate (701.30): its controller chooses a creature token they control and creates a
    token that's a copy of it; with no creature token, nothing (701.30b)."""

    RULE = cr.POPULATE
    kind: SkipJsonSchema[Literal["populate"]] = "populate"

    def describe(self) -> str:
        return "populate"


class Sacrifice(EffectKind):
    """A player sacrifices permanents of their choice (701.17)."""

    RULE = cr.SACRIFICE
    kind: SkipJsonSchema[Literal["sacrifice"]] = "sacrifice"
    what: FilterField
    amount: AmountField = parse_amount(1)
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return (f"{who} {wording.verb(who, 'sacrifices')} {wording.amount(self.amount)} "
                f"{self.what.text or 'permanent'}(s) of {'your' if who == 'you' else 'their'} "
                f"choice{wording.per(self.amount)}")


class Continuous(Modifications, EffectKind):
    """Create a continuous effect with a duration (611.2)."""

    RULE = cr.CONTINUOUS_FROM_RESOLUTION
    kind: SkipJsonSchema[Literal["continuous"]] = "continuous"
    affects: SelectorField
    until: Duration = Duration.FOREVER
    for_as_long_as: list[LastsWhile] = Field(
        default_factory=list, description="the effect ends when any of these stops being "
        "true (611.2b); 'this' is the permanent whose ability it is")

    @model_validator(mode="after")
    def _no_entering_choice(self) -> Continuous:
        if self.add_chosen_color:
            raise ValueError("a choice made as a permanent entered belongs to a static "
                             "ability of that permanent, not to a resolving effect")
        if self.on_rules and any(f.controller_target for f in self.affects.filters):
            raise ValueError("a rules effect on 'creatures t controls' is not modeled: it "
                             f"would apply to what fits at each moment ({cr.CONTINUOUS_FROM_RESOLUTION.number})")
        return self

    def describe(self) -> str:
        from judge.cards.describe import modifications  # it words abilities of every kind
        if self.until is Duration.NEXT_UNTAP_STEP and self.restrict == [Restriction.UNTAP]:
            verb = "don't" if self.affects.scope is Scope.ALL else "doesn't"
            return f"{self.affects.text} {verb} untap during its controller's next untap step"
        until = " until end of turn" if self.until is Duration.END_OF_TURN else ""
        if self.for_as_long_as:
            until += " for as long as " + " and ".join(w.value for w in self.for_as_long_as)
        given = self._given_to()
        if given is not None:  # as the card says it: "target opponent gains control of …"
            return given + until
        changes = modifications(self)
        # "+X/+0 until end of turn, where X is …": what X is, said last
        where = str(self.pt)[str(self.pt).index(", where X is"):] \
            if self.pt is not None and ", where X is" in str(self.pt) else ""
        said = wording.agree(self.affects.text, changes.replace(where, ""))
        if self.until is Duration.END_OF_TURN and self.require and not self.for_as_long_as \
                and said.endswith(("if able", "able to block it")):  # 'attacks this turn if able'
            said = re.sub(r"( each combat)? if able$", " this turn if able", said) \
                if said.endswith("if able") else f"{said} this turn"
            until = ""
        return f"{self.affects.text} {said}{until}{where}"


    def _given_to(self) -> str | None:
        """'Target opponent gains control of t', 'each player gains control of all creatures
        they own': a control change to another player, and nothing else."""
        if len(self.parts) != 1 or self.control is None or self.control == "you":
            return None
        if isinstance(self.control, ControlTo):
            return f"{wording.player(self.control.player)} gains control of {self.affects.text}"
        if self.affects.scope is Scope.ALL:
            return f"each player gains control of {self.affects.text} they own"
        return f"its owner gains control of {self.affects.text}"


class Attach(EffectKind):
    """Attach this Aura or Equipment to something (701.3)."""

    RULE = cr.ATTACH
    SHORTHAND = "to"
    kind: SkipJsonSchema[Literal["attach"]] = "attach"
    to: SelectorField
    optional: bool = Field(False, description="'you may attach …': its controller chooses as it "
                           "resolves whether to (608.2d)")

    def describe(self) -> str:
        may = "you may " if self.optional else ""
        return f"{may}attach it to {self.to.text}"


class SpendOnly(Strict):
    """'Spend this mana only to cast creature spells or activate abilities of artifacts'
    (106.6): what the mana may pay for. Mana is taken as paid, so a ruling decides nothing by
    it yet; the ability says it as its card does."""

    spells: FilterField | None = Field(None, description="casting spells of this kind: "
                                       "'creature spell', 'instant or sorcery spell'")
    abilities: bool = Field(False, description="activating abilities (of `sources`, if given)")
    sources: FilterField | None = Field(None, description="the kind of source whose abilities: "
                                        "'artifact'")
    not_spells: FilterField | None = Field(None, description="'this mana can't be spent to cast "
                                           "a nonartifact spell': anything else, alone")

    @model_validator(mode="after")
    def _something(self) -> SpendOnly:
        if (self.spells is None and not self.abilities) == (self.not_spells is None):
            raise ValueError("spend_only names spells, abilities or both; or, alone, "
                             "'not_spells'")
        if self.sources is not None and not self.abilities:
            raise ValueError("'sources' is for abilities")
        return self

    def describe(self) -> str:
        def some(text: str) -> str:  # as the card says it: "a creature spell", "artifacts"
            return text if text.endswith("s") else wording.article(text)
        if self.not_spells is not None:
            return f"it can't be spent to cast {some(self.not_spells.text)}"
        said = [f"cast {some(self.spells.text)}"] if self.spells else []
        if self.abilities:
            of = f" of {some(self.sources.text)}" if self.sources else ""
            said.append(f"activate abilities{of}")
        return "spend it only to " + " or ".join(said)


PRODUCED = "one mana of any type that land produced"  # 106.12a: the mana its trigger saw


class AddMana(EffectKind):
    """Add mana (106): mana abilities are listed, not simulated."""

    RULE = cr.MANA
    SHORTHAND = "mana"
    kind: SkipJsonSchema[Literal["add_mana"]] = "add_mana"
    mana: str = Field(description="mana symbols ('{G}', '{C}{C}'), a choice of them ('{W} or "
                      "{U}', '{W}{W}, {W}{U}, or {U}{U}'), or 'one mana of any color', "
                      "'two mana of any one color'")
    times: AmountField | None = Field(
        None, description="'add {G} for each Elf you control': the symbols that many times, "
        "counted as it resolves")
    spend_only: SpendOnly | None = Field(None, description="what the mana may be spent on "
                                         "(106.6)")
    could_produce: SelectorField | None = Field(
        None, description="'one mana of any color that a land an opponent controls could "
        "produce': the permanents whose mana abilities say which types (106.7)")
    player: PlayerField | None = Field(
        None, description="'that player adds …': the player who tapped the land for mana "
        "(106.12a), not the ability's controller")
    additional: bool = Field(False, description="'adds an additional {G}': as the card says it")
    keep: Literal["end of turn", "end of combat"] | None = Field(
        None, description="'until end of turn, you don't lose this mana as steps and phases "
        "end': the mana stays in the pool until then (500.4)")

    @field_validator("mana")
    @classmethod
    def _mana(cls, value: str) -> str:
        some = r"(?:\{[WUBRGC]\})+"
        if not (re.fullmatch(some, value) or value == "one mana of any color"
                or re.fullmatch(rf"(?:{some} or )?one mana of the chosen color", value)
                or re.fullmatch(r"(?:two|three|four|five|X) mana (?:of any one color|in any "
                                r"combination of colors|of different colors)", value)
                or re.fullmatch(r"X mana in any combination of \{[WUBRG]\} and/or \{[WUBRG]\}",
                                value)
                or value in (PRODUCED, "one mana of any type")
                or re.fullmatch(rf"{some}(?:, {some})*,? or {some}", value)):
            raise ValueError(f"mana {value!r} is not modeled: mana symbols, a choice of "
                             "them, 'one mana of any color', 'two mana of any one color', "
                             "'X mana in any combination of colors' or 'of the chosen color'")
        return value

    @model_validator(mode="after")
    def _could_produce(self) -> AddMana:
        allowed = ("one mana of any type", "one mana of any color")
        if self.could_produce is not None and self.mana not in allowed \
                or self.could_produce is None and self.mana == allowed[0]:
            raise ValueError("'one mana of any type' is of a type permanents `could_produce` "
                             "name; `could_produce` goes with 'one mana of any color' or "
                             "'one mana of any type'")
        return self

    def of_color(self, symbol: str) -> AddMana:
        """'one mana of the chosen color' with the color chosen as its source entered
        (607.2d)."""
        return self.model_copy(update={"mana": self.mana.replace(
            "one mana of the chosen color", symbol)})

    @property
    def chosen(self) -> bool:
        """Does the player choose which mana as it is added (106.1b)?"""
        return " or " in self.mana or re.search(r"any (?:one )?color|any combination|different "
                                                r"colors", self.mana) is not None

    @model_validator(mode="after")
    def _one_symbol_counted(self) -> AddMana:
        if self.mana.startswith("X ") != (self.times is not None and not re.fullmatch(
                r"\{[WUBRGC]\}", self.mana)):
            raise ValueError("'times' repeats one mana symbol, or says what X is in 'X mana "
                             "of any one color' (and X needs it)")
        return self

    def added(self, n: int) -> str:
        """The mana as it is added, X (or each symbol `times`) made the number `n`."""
        if self.mana.startswith("X "):
            return f"{n} {self.mana[2:]}"
        return self.mana * n

    def describe(self) -> str:
        only = f"; {self.spend_only.describe()}" if self.spend_only is not None else ""
        if self.keep is not None:
            steps = "steps" if self.keep == "end of combat" else "steps and phases"
            only += f"; until {self.keep}, it isn't lost as {steps} end"
        if self.could_produce is not None:
            return f"add {self.mana} that {self.could_produce.text} could produce{only}"
        if self.player is not None or self.additional:
            who = self.player.text if self.player is not None else "you"
            more = "an additional " if self.additional else ""
            return f"{who} {wording.verb(who, 'adds')} {more}{self.mana}{only}"
        if self.times is not None and self.times.kind is AmountKind.COUNTERS_REMOVED \
                and not self.mana.startswith("X "):
            each = f"for each {self.times.counter} counter removed this way"
            if self.times.plus:
                return f"add {self.mana}, then an additional {self.mana} {each}{only}"
            return f"add {self.mana} {each}{only}"
        if self.mana.startswith("X ") and self.times is not None:
            return f"add {self.mana}{wording.per(self.times) or ''}{only}"
        if self.times is not None and self.times.text.startswith("number of "):
            return f"add {self.mana} for each {self.times.text.removeprefix('number of ')}{only}"
        if self.times is not None:
            return f"add an amount of {self.mana} equal to the {self.times.text}{only}"
        return f"add {self.mana}{only}"


class SacrificeIt(EffectKind):
    """Sacrifice a named object, if its controller still controls it (701.17a)."""

    RULE = cr.SACRIFICE
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["sacrifice_it"]] = "sacrifice_it"
    what: SelectorField
    by_its_controller: bool = Field(False, description="'that creature's controller sacrifices "
                                    "it': whoever controls it then, not the ability's "
                                    "controller")

    def describe(self) -> str:
        if self.by_its_controller:
            return f"{self.what.text}'s controller sacrifices it"
        return f"sacrifice {self.what.text}"


class Regenerate(EffectKind):
    """Regenerate (701.15): the next destruction this turn is replaced."""

    RULE = cr.REGENERATE
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["regenerate"]] = "regenerate"
    what: SelectorField

    def describe(self) -> str:
        return f"regenerate {self.what.text}"


class ExileIfDies(EffectKind):
    """'If that creature would die this turn, exile it instead' (614.1a): a replacement effect
    on that one object until the turn ends."""

    RULE = cr.REPLACEMENT
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["exile_if_dies"]] = "exile_if_dies"
    what: SelectorField

    def describe(self) -> str:
        return f"if {self.what.text} would die this turn, exile it instead"


class DamageCantBePrevented(EffectKind):
    """'Damage can't be prevented this turn' (615.12): until the turn ends, prevention effects
    apply to damage but prevent none of it."""

    RULE = cr.UNPREVENTABLE
    SHORTHAND = "until"
    kind: SkipJsonSchema[Literal["damage_cant_be_prevented"]] = "damage_cant_be_prevented"
    until: Literal["end of turn"] = "end of turn"

    def describe(self) -> str:
        return "damage can't be prevented this turn"


class CantBeRegenerated(EffectKind):
    """'Target creature can't be regenerated this turn' (701.15c): regeneration shields, and
    abilities that would regenerate it, don't apply to that object until the turn ends."""

    RULE = cr.CANT_BE_REGENERATED
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["cant_be_regenerated"]] = "cant_be_regenerated"
    what: SelectorField

    def describe(self) -> str:
        return f"{self.what.text} can't be regenerated this turn"


class PreventDamage(EffectKind):
    """Prevent the next N damage (615.7), or all damage, that would be dealt this turn; or the
    next time a source of your choice would deal damage (615.8)."""

    RULE = cr.PREVENTION_SHIELD
    kind: SkipJsonSchema[Literal["prevent_damage"]] = "prevent_damage"
    amount: AmountField | Literal["all", "next time"] = "all"
    to: RecipientsField | Literal["anything"] = "anything"
    combat_only: bool = False
    by: SelectorField | None = Field(None, description="only the damage this source would deal "
                                     "('dealt by target creature')")
    source_of_choice: bool = Field(False, description="only damage from a source its "
                                   "controller chooses as it resolves (609.7a)")
    source_colors: list[Color] = Field(default_factory=list, description="'a red source of "
                                       "your choice': of one of these colors, checked again "
                                       "as it would deal damage (615.9)")
    source_types: list[CardType] = Field(default_factory=list, description="'an artifact "
                                         "source of your choice': of one of these card types")

    @model_validator(mode="after")
    def _one_shield_each(self) -> PreventDamage:
        if self.by is not None and (self.amount != "all" or self.to != "anything"):
            raise ValueError("'by' is modeled for all damage a source would deal, to anything")
        if (self.amount == "next time" or self.source_colors or self.source_types) \
                and not self.source_of_choice:
            raise ValueError("'next time' and a source's colors or types go with "
                             "source_of_choice: true")
        if self.source_of_choice and (self.by is not None or self.combat_only
                                      or self.amount not in ("all", "next time")):
            raise ValueError("a source of your choice: all its damage, or the next time")
        if self.amount != "all" and self.to != "anything" and self.to.objects is not None \
                and self.to.objects.scope is Scope.ALL:
            raise ValueError("a shield for the next N damage to each of several objects is "
                             "not modeled; name a target, or prevent all of it")
        return self

    @property
    def limit(self) -> Amount | None:
        """How much it prevents; None: all of it (the next time: all of that damage)."""
        return None if isinstance(self.amount, str) else self.amount

    def source_words(self) -> str:
        """'a red source of your choice', 'an artifact source of your choice'."""
        quality = " or ".join([c.value for c in self.source_colors]
                              + [t.value for t in self.source_types])
        quality = f"{quality} " if quality else ""
        return f"{'an' if quality[:1] in tuple('aeiou') else 'a'} {quality}source of your choice"

    @property
    def recipients(self) -> Recipients | None:
        """Whom it protects; None: anything."""
        return None if isinstance(self.to, str) else self.to

    def describe(self) -> str:
        to = "" if self.to == "anything" else f" to {self.to.text}"
        if self.amount == "next time":
            return (f"the next time {self.source_words()} would deal damage{to} this turn, "
                    "prevent that damage")
        if self.source_of_choice:
            return f"prevent all damage {self.source_words()} would deal{to} this turn"
        amount = "all" if self.amount == "all" else f"the next {wording.amount(self.amount)}"
        combat = " combat" if self.combat_only else ""
        if self.by is not None:
            to = f" by {self.by.text}"
        per = "" if self.amount == "all" else wording.per(self.amount)
        return f"prevent {amount}{combat} damage that would be dealt{to} this turn{per}"


class WinGame(EffectKind):
    """A player wins the game (104.2b)."""

    RULE = cr.WIN_BY_EFFECT
    kind: SkipJsonSchema[Literal["win_game"]] = "win_game"
    player: PlayerField = parse_player("you")

    @field_validator("player")
    @classmethod
    def _one_player(cls, value: PlayerRef) -> PlayerRef:
        if value.scope in (PlayerScope.EACH, PlayerScope.EACH_OPPONENT) or (
                value.of is not None and value.of.scope is Scope.ALL):
            raise ValueError(f"{value.text!r}: one player wins the game")
        return value

    def describe(self) -> str:
        who = wording.player(self.player)
        return f"{who} {wording.verb(who, 'wins')} the game"


class Delayed(EffectKind):
    """Create a delayed triggered ability (603.7) that refers to these objects."""

    RULE = cr.DELAYED_TRIGGER
    kind: SkipJsonSchema[Literal["delayed"]] = "delayed"
    at: Literal["the beginning of the next end step", "the beginning of the next upkeep",
                "end of combat"]
    effects: list[Effect]

    @property
    def step(self) -> Step:
        """The step whose beginning it waits for ("at end of combat": the end of combat step,
        511.2)."""
        return {"the beginning of the next end step": Step.END,
                "the beginning of the next upkeep": Step.UPKEEP,
                "end of combat": Step.END_OF_COMBAT}[self.at]

    def describe(self) -> str:
        return f"at {self.at}, " + "; ".join(e.describe() for e in self.effects)


def _told(action: str, *outcomes: tuple[str, list[Any]]) -> str:
    """'clash with an opponent; if you win, …; otherwise, …': an action and what follows each
    of its outcomes."""
    return action + "".join(f"; {lead}, " + "; ".join(e.describe() for e in effects)
                            for lead, effects in outcomes if effects)


class Clash(EffectKind):
    """'Clash with an opponent. If you win, …. Otherwise, ….' (701.23b): you and an opponent
    each reveal your top card, each may put it on the bottom (`choices: clash:`), and you win
    with the higher mana value (701.23d)."""

    RULE = cr.CLASH_WITH_AN_OPPONENT
    kind: SkipJsonSchema[Literal["clash"]] = "clash"
    effects: list[Effect] = Field(default_factory=list, description="if you win")
    otherwise: list[Effect] = Field(default_factory=list, description="if you don't")

    def describe(self) -> str:
        return _told("clash with an opponent", ("if you win", self.effects),
                     ("otherwise", self.otherwise))


class ExtraTurn(EffectKind):
    """'Take an extra turn after this one' (500.7): the player's extra turn comes directly
    after this turn, before any given earlier."""

    RULE = cr.EXTRA_TURN
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["extra_turn"]] = "extra_turn"
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        return f"{who} {wording.verb(who, 'takes')} an extra turn after this one"


class FlipCoin(EffectKind):
    """'Flip a coin. If you win the flip, …. If you lose the flip, ….' (705.2): the result is
    the scenario's (`choices: coin_flips:`)."""

    RULE = cr.COIN_FLIP
    kind: SkipJsonSchema[Literal["flip_coin"]] = "flip_coin"
    won: list[Effect] = Field(default_factory=list, description="if you win the flip")
    lost: list[Effect] = Field(default_factory=list, description="if you lose the flip")

    def describe(self) -> str:
        return _told("flip a coin", ("if you win the flip", self.won),
                     ("if you lose the flip", self.lost))


class Manifest(EffectKind):
    """'Manifest the top card of your library' (701.34a): face down, a 2/2 creature with no
    name, text or mana cost; a creature card among them may be turned face up for its mana
    cost (701.34b). 'Manifest dread' (701.60a): of the top two, the one chosen by `choices:
    search:` (default: the top one), the other into the graveyard."""

    RULE = cr.MANIFEST
    kind: SkipJsonSchema[Literal["manifest"]] = "manifest"
    amount: Annotated[int, Field(gt=0)] = 1
    dread: bool = False

    @model_validator(mode="after")
    def _dread_is_one(self) -> Manifest:
        if self.dread and self.amount != 1:
            raise ValueError("manifest dread manifests one card")
        return self

    def describe(self) -> str:
        if self.dread:
            return "manifest dread"
        cards = "card" if self.amount == 1 else f"{self.amount} cards"
        return f"manifest the top {cards} of your library"


class RevealTop(EffectKind):
    """'Reveal the top card of your library [and put that card into your hand]' (701.16a):
    what follows may read "the revealed card" ("you lose life equal to its mana value")."""

    RULE = cr.REVEAL
    kind: SkipJsonSchema[Literal["reveal_top"]] = "reveal_top"
    to: Literal["top", "hand"] = Field("top", description="where it goes: 'top' stays there")

    def describe(self) -> str:
        return "reveal the top card of your library" + (
            " and put it into your hand" if self.to == "hand" else "")


class RevealFromHand(EffectKind):
    """'Target opponent reveals a card at random from their hand' (701.16a): the card that
    came up is shown to all and stays in the hand; what follows may read it as "that card" or
    "the revealed card" ("you gain life equal to that card's mana value")."""

    RULE = cr.REVEAL
    kind: SkipJsonSchema[Literal["reveal_from_hand"]] = "reveal_from_hand"
    player: PlayerField = parse_player("you")

    def describe(self) -> str:
        who = wording.player(self.player)
        whose = "your" if who == "you" else "their"
        return f"{who} {wording.verb(who, 'reveals')} a card at random from {whose} hand"


class EncoreTokens(EffectKind):
    """Encore's instructions (702.141a): a token copy of the card for the opponent, with haste,
    that attacks this turn if able and is sacrificed at the next end step."""

    RULE = cr.ENCORE
    kind: SkipJsonSchema[Literal["encore_tokens"]] = "encore_tokens"

    def describe(self) -> str:
        return ("for each opponent, create a token that's a copy of this that attacks that "
                "opponent this turn if able; the tokens gain haste; sacrifice them at the "
                "beginning of the next end step")


class RevealIf(EffectKind):
    """'Look at the top card of your library. If it shares a creature type with this creature
    [if it's a land], you may reveal it. If you do, …' (701.16a): its controller sees the top
    card; if it is of that kind, they may reveal it (`choices: may:`, default: yes), and then
    the instructions are followed."""

    RULE = cr.REVEAL
    kind: SkipJsonSchema[Literal["reveal_if"]] = "reveal_if"
    find: FilterField | None = Field(None, description="the kind of card; none: one that "
                                     "shares a creature type with this")
    effects: list[Effect] = Field(min_length=1)

    def describe(self) -> str:
        kind = "it shares a creature type with this" if self.find is None \
            else f"it's {wording.article(self.find.text)}"
        return (f"look at the top card of your library; if {kind}, you may reveal it; if you "
                f"do, " + "; ".join(e.describe() for e in self.effects))


class ShuffleIntoLibrary(EffectKind):
    """'Shuffle ~ into its owner's library' (this spell or permanent, wherever it still is) or
    'Target player shuffles their graveyard into their library' (701.20a)."""

    RULE = cr.SHUFFLE
    kind: SkipJsonSchema[Literal["shuffle_into_library"]] = "shuffle_into_library"
    this: bool = Field(False, description="this spell or permanent itself")
    graveyard_of: PlayerField | None = Field(None, description="each card in this player's "
                                             "graveyard")
    hand: bool = Field(False, description="with graveyard_of: their hand too ('shuffles their "
                       "hand and graveyard into their library')")

    @model_validator(mode="after")
    def _one(self) -> ShuffleIntoLibrary:
        if self.this == (self.graveyard_of is not None):
            raise ValueError("shuffle_into_library takes one of 'this' and 'graveyard_of'")
        if self.hand and self.graveyard_of is None:
            raise ValueError("'hand' goes with 'graveyard_of'")
        return self

    def describe(self) -> str:
        if self.this:
            return "shuffle this into its owner's library"
        who = wording.player(self.graveyard_of) if self.graveyard_of is not None else ""
        what = "hand and graveyard" if self.hand else "graveyard"
        return f"{who} {wording.verb(who, 'shuffles')} their {what} into their library"


class DieResults(Strict):
    """One line of a results table, 'low—high | …' or 'low+ | …': what happens if the result
    is in that range (706.3a)."""

    low: int = Field(ge=1)
    high: int | None = Field(None, description="none: the low result or higher")
    effects: list[Effect] = Field(min_length=1)

    def holds(self, result: int) -> bool:
        return self.low <= result and (self.high is None or result <= self.high)

    def describe(self) -> str:
        said = f"{self.low}+" if self.high is None else str(self.low) if self.low == self.high \
            else f"{self.low}–{self.high}"
        return f"on {said}: " + "; ".join(e.describe() for e in self.effects)


class RollDie(EffectKind):
    """'Roll a d20.' (706.1): the result is the scenario's (`choices: die_rolls:`); the lines
    of a results table whose ranges hold it are followed (706.3a), and "the result" counts it
    in the instructions after (706.4)."""

    RULE = cr.DIE_ROLL
    kind: SkipJsonSchema[Literal["roll_die"]] = "roll_die"
    sides: int = Field(ge=2, description="a dN: N sides, showing 1 to N (706.1a)")
    results: list[DieResults] = Field(default_factory=list, description="the results table")

    @model_validator(mode="after")
    def _on_the_die(self) -> RollDie:
        for line in self.results:
            if line.low > self.sides or (line.high or line.low) > self.sides \
                    or (line.high is not None and line.high < line.low):
                raise ValueError(f"results {line.low}–{line.high} aren't on a d{self.sides}")
        return self

    def describe(self) -> str:
        return "; ".join([f"roll a d{self.sides}"] + [r.describe() for r in self.results])


class OnlyIf(EffectKind):
    """Instructions followed only if a condition holds as the spell or ability gets to them
    (608.2c): "If this spell was kicked, draw a card." """

    RULE = cr.FOLLOW_INSTRUCTIONS
    kind: SkipJsonSchema[Literal["only_if"]] = "only_if"
    condition: GameConditionField = Field(alias="if")
    effects: list[Effect]
    otherwise: list[Effect] = Field(
        default_factory=list, description="what the condition's instructions replace: '… . If "
        "this spell was kicked, that creature gets +4/+4 until end of turn instead.' — "
        "followed only if it doesn't hold (608.2c)")

    def describe(self) -> str:
        said = f"if {self.condition.text}, " + "; ".join(e.describe() for e in self.effects)
        if self.otherwise:
            return "; ".join(e.describe() for e in self.otherwise) + f"; {said} instead"
        return said


class IfYouDo(EffectKind):
    """'[You may] [cost]. If you do, [effects]. If you don't, [effects].': the cost is paid as
    the spell or ability resolves, and what follows depends on whether it was (118.12)."""

    RULE = cr.COST_ON_RESOLUTION
    kind: SkipJsonSchema[Literal["if_you_do"]] = "if_you_do"
    cost: CostField
    optional: bool = Field(True, description="'you may': the player chooses whether to pay")
    effects: list[Effect] = Field(default_factory=list, description="if it was paid")
    otherwise: list[Effect] = Field(default_factory=list, description="if it wasn't")
    reflexive: bool = Field(False, description="'When you do': `effects` are a reflexive "
                            "triggered ability, with `targets` of its own (603.12)")
    targets: TargetsField = Field(default_factory=dict)
    per_counter: CounterKindField | None = Field(
        None, description="the cost is paid once for each counter of this kind on this "
        "(cumulative upkeep: 'age'); mana, life, and what its payer chooses ('Sacrifice a "
        "creature', 'Discard a card')")

    @model_validator(mode="after")
    def _payable_on_resolution(self) -> IfYouDo:
        if self.cost.loyalty is not None or self.cost.crew or self.cost.discard_self:
            raise ValueError(f"{self.cost.text!r} is not a cost paid as an effect resolves")
        if self.per_counter is not None and \
                spell_cost_problem(dataclasses.replace(self.cost, mana="")) is not None:
            raise ValueError("a cost paid once for each counter is modeled for mana, life and "
                             "what its payer chooses (sacrificing, discarding, …) only")
        if not self.effects and not self.otherwise:
            raise ValueError("say what happens if it is paid (effects) or isn't (otherwise)")
        if self.targets and not self.reflexive:
            raise ValueError("`targets:` here are a reflexive ability's ('reflexive: true')")
        if self.reflexive:
            for effect in self.effects:
                for name in referenced_targets(effect):
                    if name not in self.targets:
                        raise ValueError(f"the reflexive ability refers to {name!r}, which "
                                         "is not one of its targets")
        return self

    def describe(self) -> str:
        cost = self.cost.text[:1].lower() + self.cost.text[1:]
        if cost.startswith("{"):
            cost = "pay " + cost
        said = f"you may {cost}" if self.optional else cost
        if self.per_counter is not None:
            said += f" for each {self.per_counter} counter on this"
        if self.effects:
            when = "when" if self.reflexive else "if"
            then = "; ".join(e.describe() for e in self.effects)
            for name, spec in self.targets.items():  # the reflexive ability's own targets
                then = re.sub(rf"(?<![\w'’]){re.escape(name)}(?![\w'’])",
                              f"target {spec.text}".replace("target any target", "any target"),
                              then)
            said += f"; {when} you do, {then}"
        if self.otherwise:
            said += "; if you don't, " + "; ".join(e.describe() for e in self.otherwise)
        return said


class DrawThen(_PlayersCards):
    """'Draw a card. If you do, [effects].': what follows happens only if a card was drawn
    (608.2c); one asked of an empty library isn't, so nothing follows (121.4, 609.3)."""

    RULE = cr.DRAW
    VERB = "draws"
    kind: SkipJsonSchema[Literal["draw_then"]] = "draw_then"
    if_drawn: list[Effect] = Field(description="followed only if a card was drawn")

    def describe(self) -> str:
        return (f"{super().describe()}; if a card is drawn, "
                + "; ".join(e.describe() for e in self.if_drawn))


EFFECT_KINDS: dict[str, type[EffectKind]] = kinds_by_key(
    Damage, Destroy, Exile, ReturnToHand, ReturnToBattlefield, CounterIt, Tap, Untap, GainLife,
    LoseLife, Draw, DrawThen, Discard, PutCounters, CreateToken, CreateTokenCopy, Populate,
    MyriadCopies,
    Sacrifice,
    Continuous, Attach, AddMana, SacrificeIt,
    Regenerate, PreventDamage, WinGame, Delayed, Fight, ExchangeControl, Mill, Scry, Surveil,
    SearchLibrary, OnlyIf, IfYouDo, LookAtTop, Proliferate, ExileTop, GetEnergy, Bolster, Adapt,
    Monstrosity,
    Amass, Explore, Connive, PutInLibrary, BecomeRenowned, BecomeSaddled, CountersOrServos,
    Rearrange, Clash, FlipCoin, RollDie, Manifest, RevealTop, RevealIf, ExileNamed, EncoreTokens,
    ShuffleIntoLibrary,
    ExileFromHand, RevealFromHand, HandToTop,
    ExtraTurn,
    ReplicateCopies, SquadCopies, GravestormCopies, CastForMiracle, RippleReveal, MoveCounters,
    SearchForPartner,
    RevealUntil, LookAt,
    Incubate,
    ReturnUnearthed,
    Transform, CastIt, CastCard, CascadeFromLibrary, CastForMadness, RemoveCounters, ExileAndReturn,
    ExileAndCast,
    ExploitSacrifice, CopySpell, StormCopies, Discover, ExileIfDies, CantBeRegenerated,
    DamageCantBePrevented, ExileGraveyard,
    BackupGrant, BecomeMonarch, IncreaseSpeed, GetPoison, PutFromHand, DoubleCounters,
    ExtraLands, ChangeTarget, TakeInitiative, Venture, RingTempts, PairSoulbond)
if TYPE_CHECKING:  # what a type checker can read of the one-key union below
    Effect: TypeAlias = (Damage | Destroy | Exile | ReturnToHand | ReturnToBattlefield
                         | CounterIt | Tap | Untap
                         | GainLife | LoseLife | Draw | DrawThen | Discard | PutCounters
                         | CreateToken
                         | CreateTokenCopy | Populate | MyriadCopies
                         | Sacrifice | Continuous | Attach | AddMana | SacrificeIt | Regenerate
                         | PreventDamage | WinGame | Delayed | Fight | ExchangeControl
                         | Mill | Scry
                         | Surveil | SearchLibrary | OnlyIf | IfYouDo | LookAtTop
                         | Proliferate | ExileTop | GetEnergy | Bolster | Adapt | Monstrosity
                         | Amass | Explore | Connive | PutInLibrary | BecomeRenowned
                         | BecomeSaddled | Rearrange | Clash | FlipCoin | RollDie | Manifest
                         | RevealTop | RevealIf | ExileNamed | EncoreTokens
                         | ShuffleIntoLibrary
                         | ExileFromHand | RevealFromHand | HandToTop
                         | ExtraTurn | ReplicateCopies | SquadCopies | GravestormCopies
                         | CastForMiracle | RippleReveal | MoveCounters | SearchForPartner
                         | RevealUntil | LookAt
                         | Incubate
                         | CountersOrServos | ReturnUnearthed | Transform | CastIt | CastCard
                         | CascadeFromLibrary | CastForMadness | RemoveCounters
                         | ExileAndReturn | ExileAndCast | ExploitSacrifice | PairSoulbond
                         | CopySpell
                         | StormCopies
                         | Discover | ExileIfDies | CantBeRegenerated | DamageCantBePrevented
                         | ExileGraveyard
                         | BackupGrant
                         | BecomeMonarch | IncreaseSpeed | GetPoison | PutFromHand
                         | DoubleCounters | ExtraLands | ChangeTarget | TakeInitiative
                         | Venture | RingTempts)
else:
    Effect = one_key_union(
        EFFECT_KINDS,
        shorthand={key: kind.SHORTHAND for key, kind in EFFECT_KINDS.items() if kind.SHORTHAND},
    )


class ResolutionChoice(StrEnum):
    """A choice made as a spell or ability resolves (608.2d)."""

    COLOR = "color"
    CREATURE_TYPE = "creature type"
    CARD_NAME = "card name"
    NONLAND_CARD_NAME = "nonland card name"
    COLOR_WORD = "color word"
    LAND_TYPE_WORD = "land type word"
    BASIC_LAND_TYPE = "basic land type"


class Instructions(Strict):
    """Targets and instructions, followed in order as the spell or ability resolves (608.2c)."""

    targets: TargetsField = Field(
        default_factory=dict, description="each target by a short name, e.g. {t: creature}")
    choose: list[ResolutionChoice] = Field(
        default_factory=list, description="choices made on resolution (608.2d)")
    effects: list[Effect]

    @model_validator(mode="after")
    def _names_declared(self) -> Instructions:
        optional = [spec.optional for spec in self.targets.values()]
        if optional != sorted(optional):
            raise ValueError("an 'up to one' target comes after the targets that must be chosen")
        names = list(self.targets)
        for i, spec in enumerate(self.targets.values()):
            for other in spec.other_than:
                if other not in names[:i]:
                    raise ValueError(f"{spec.text!r}: {other!r} is not a target declared "
                                     "before it")
        if not self.effects and self._needs_effects():  # can't be told from one left out
            raise ValueError("no effects: list what it does, or write it as `text:`")
        for effect in self.effects:
            for name in referenced_targets(effect):
                if name not in self.targets:
                    raise ValueError(
                        f"effect {effect.kind!r} refers to {name!r}, which is not a declared "
                        f"target (targets: {', '.join(self.targets) or 'none'})")
        check_target_kinds(self.targets, self.effects)
        check_resolving(self.effects, self.event_kind(), self.reads_spell_x())
        check_target_players(self.targets.values(), self.event_kind())
        words = {ResolutionChoice.COLOR_WORD, ResolutionChoice.LAND_TYPE_WORD} & set(self.choose)
        if not words and any(getattr(e, "change_chosen_words", False) for e in self.effects):
            raise ValueError("change_chosen_words needs `choose: [color word]` or "
                             "`choose: [land type word]`")
        for field, needs in (("set_chosen_color", ResolutionChoice.COLOR),
                             ("set_chosen_creature_type", ResolutionChoice.CREATURE_TYPE),
                             ("set_chosen_land_type", ResolutionChoice.BASIC_LAND_TYPE),
                             ("add_chosen_land_type", ResolutionChoice.BASIC_LAND_TYPE)):
            if needs not in self.choose and any(getattr(e, field, False) for e in self.effects):
                raise ValueError(f"{field} needs `choose: [{needs.value}]`")
        return self

    def event_kind(self) -> str | None:
        """What it triggers on; None for a spell or an activated ability."""
        return None

    def reads_spell_x(self) -> bool:
        """Whether X may mean a value chosen for a cost: a spell's or an activated ability's
        own (107.3a, 107.3k)."""
        return True

    def _needs_effects(self) -> bool:
        return True


class ModeCount(StrEnum):
    """How many modes of a modal spell its controller chooses (700.2)."""

    ONE = "one"
    ONE_OR_BOTH = "one or both"
    TWO = "two"
    ONE_OR_MORE = "one or more"
    UP_TO_ONE = "up to one"
    THREE = "three"
    FOUR = "four"
    FIVE = "five"
    ONE_OR_TWO = "one or two"

    def allows(self, chosen: int, modes: int) -> bool:
        low, high = self._bounds(modes)
        return low <= chosen <= high

    def _bounds(self, modes: int) -> tuple[int, int]:
        return {ModeCount.ONE: (1, 1), ModeCount.ONE_OR_BOTH: (1, 2), ModeCount.TWO: (2, 2),
                ModeCount.ONE_OR_MORE: (1, modes), ModeCount.UP_TO_ONE: (0, 1),
                ModeCount.THREE: (3, 3), ModeCount.FOUR: (4, 4), ModeCount.FIVE: (5, 5),
                ModeCount.ONE_OR_TWO: (1, 2)}[self]

    @property
    def least(self) -> int:
        return self._bounds(2)[0]

    @property
    def wanted(self) -> int:
        """How many the default choice takes: the least, but one where none is allowed."""
        return max(self.least, 1)


class Mode(Instructions):
    """One mode of a modal spell or ability: its targets and instructions (700.2)."""

    cost: ManaCostField | None = Field(
        None, description="spree: the mode's cost, paid as an additional cost if it is "
        "chosen (702.172a)")


class MoreModes(Strict):
    """'Choose one. If [condition], you may choose both instead.': how many modes are chosen
    where the condition holds as they are chosen (700.2a)."""

    condition: GameConditionField = Field(alias="if")
    choose: ModeCount


class Modal(Instructions):
    """Instructions that may be modal: a list of modes, of which the controller chooses as
    the spell is cast (601.2b, 700.2a) or the triggered ability is put on the stack (700.2b)."""

    effects: list[Effect] = []
    choose_modes: ModeCount | None = Field(None, description="modal: how many modes are chosen")
    modes: list[Mode] = Field(default_factory=list, description="the modes, each with its "
                              "targets and effects (700.2)")
    repeat_modes: bool = Field(False, description="the same mode may be chosen more than once "
                               "(700.2d)")
    more_modes: MoreModes | None = Field(None, description="more modes where a condition holds "
                                         "as they are chosen")

    @model_validator(mode="before")
    @classmethod
    def _modal_or_not(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("modes") and not data.get("effects"):
            data = {**data, "effects": []}
        return data

    def _needs_effects(self) -> bool:
        return not self.modes

    @model_validator(mode="after")
    def _modes(self) -> Modal:
        if bool(self.modes) != (self.choose_modes is not None):
            raise ValueError("`choose_modes:` and `modes:` go together")
        names = list(self.targets) + [n for m in self.modes for n in m.targets]
        if len(names) != len(set(names)):
            raise ValueError("each target of a modal spell or ability needs a name of its own")
        count = self.choose_modes
        if count is not None and not self.repeat_modes \
                and not count.allows(count.wanted, len(self.modes)):
            raise ValueError(f"{len(self.modes)} modes are too few to choose {count.value}")
        if self.more_modes is not None and (count is None or not self.more_modes.choose.allows(
                self.more_modes.choose.wanted, len(self.modes))):
            raise ValueError("`more_modes:` needs `choose_modes:` and enough modes to choose "
                             "from")
        costs = [m.cost is not None for m in self.modes]
        if any(costs) and (not all(costs) or count is None or count.value != "one or more"):
            raise ValueError(f"spree modes ({cr.SPREE.number}): each mode has a `cost:`, and "
                             "one or more are chosen")
        if self.repeat_modes and count is not None and count.least < 2:
            raise ValueError(f"`repeat_modes:` needs more than one mode chosen, not "
                             f"{count.value}")
        return self

    def with_modes(self, chosen: tuple[int, ...]) -> Self:
        """What it does with these modes (1-based) chosen: their targets and instructions,
        in the order printed (700.2); a mode chosen again comes again, with targets of its own
        (700.2d)."""
        if not self.modes:
            return self
        picked: list[Mode] = []
        order = sorted(chosen)
        for at, i in enumerate(order):
            mode, before = self.modes[i - 1], order[:at].count(i)
            picked.append(_renamed(mode, {n: f"{n}{before + 1}" for n in mode.targets})
                          if before else mode)
        targets = dict(self.targets)
        for mode in picked:
            targets.update(mode.targets)
        return self.model_copy(update={
            "targets": targets, "choose_modes": None, "modes": [], "repeat_modes": False,
            "more_modes": None,
            "effects": list(self.effects) + [e for m in picked for e in m.effects]})


def _renamed(value: Any, names: dict[str, str]) -> Any:
    """The value with each target it names by a key of `names` named by its value instead: a
    mode chosen again has targets of its own (700.2d)."""
    if isinstance(value, Selector) and value.scope is Scope.TARGET:
        return dataclasses.replace(value, target=names.get(value.target, value.target))
    if isinstance(value, PlayerRef) and value.scope is PlayerScope.TARGET:
        return dataclasses.replace(value, target=names.get(value.target, value.target),
                                   of=_renamed(value.of, names))
    if isinstance(value, Strict):
        update = {key: _renamed(getattr(value, key), names) for key in type(value).model_fields}
        if isinstance(value, Instructions):
            update["targets"] = {names.get(n, n): spec for n, spec in value.targets.items()}
        return value.model_copy(update=update)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(value, **{
            f.name: _renamed(getattr(value, f.name), names)
            for f in dataclasses.fields(value) if f.init})
    if isinstance(value, (list, tuple)):
        return type(value)(_renamed(v, names) for v in value)
    return value


def referenced_targets(effect: Any) -> list[str]:
    """The declared target names an effect refers to (inside delayed abilities too; an
    ability it grants has targets of its own)."""
    names: list[str] = []
    for name, value in effect.__dict__.items():
        if name in GRANTED_ABILITIES:
            continue
        if getattr(effect, "reflexive", False) and name in ("effects", "targets"):
            continue  # a reflexive ability's targets are its own (603.12)
        if isinstance(value, list):
            for item in value:
                if isinstance(item, Strict):
                    names += referenced_targets(item)
        elif isinstance(value, ControlTo):
            names += targets_named(value.player)
        else:
            names += targets_named(value)
    return names


# ---------------------------------------------------------------- triggered abilities (603)


class TriggerKind(Strict):
    """One kind of trigger event (603.1): what happened, and which objects or players it
    watches, named like a static ability's affected objects.

    Its YAML key is its `kind`; RULE is the rule that says when such abilities trigger;
    LOOKS_BACK marks leaves-the-battlefield events (603.10a); `describe` words it. The engine
    registers how it recognises the event (judge/engine/triggers.py).
    """

    RULE: ClassVar[Rule] = cr.TRIGGERS
    SHORTHAND: ClassVar[str | None] = "what"
    LOOKS_BACK: ClassVar[bool] = False

    @model_validator(mode="after")
    def _standing(self) -> TriggerKind:
        for value in self.__dict__.values():
            if isinstance(value, Selector):
                check_standing(value, "a trigger event")
        return self

    def describe(self) -> str:
        raise NotImplementedError


_ONE_OR_MORE = Field(False, description="'whenever one or more … enter/die': once for all "
                    "of them that do at once, one event (603.2c)")


class EntersTrigger(TriggerKind):
    """When/whenever … enters (603.6a)."""

    RULE = cr.ENTERS_TRIGGER
    kind: SkipJsonSchema[Literal["enters"]] = "enters"
    what: SelectorField
    one_or_more: bool = _ONE_OR_MORE
    untapped: bool = Field(False, description="'when this land enters untapped': only if it "
                           "entered untapped")

    def describe(self) -> str:
        if self.one_or_more:
            return f"whenever one or more {self.what.text} enter"
        return f"whenever {self.what.text} enters{' untapped' if self.untapped else ''}"


class DiesTrigger(TriggerKind):
    """When/whenever … dies: put into a graveyard from the battlefield (700.4, 603.10a)."""

    RULE = cr.LOOK_BACK
    LOOKS_BACK = True
    kind: SkipJsonSchema[Literal["dies"]] = "dies"
    what: SelectorField
    one_or_more: bool = _ONE_OR_MORE

    def describe(self) -> str:
        if self.one_or_more:
            return f"whenever one or more {self.what.text} die"
        return f"whenever {self.what.text} dies"


class SacrificesTrigger(TriggerKind):
    """Whenever a player sacrifices …: a permanent its controller sacrificed (701.17a), as it
    last existed on the battlefield (603.10a); `player` is who sacrificed it."""

    RULE = cr.LOOK_BACK
    LOOKS_BACK = True
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["sacrifices"]] = "sacrifices"
    what: SelectorField
    player: WhoField = Who.YOU
    one_or_more: bool = Field(False, description="'whenever you sacrifice one or more "
                              "creatures': once for all of them sacrificed at once (603.2c)")

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        what = f"one or more {self.what.text}" if self.one_or_more else self.what.text
        return f"whenever {who} {wording.verb(who, 'sacrifices')} {what}"


class LeavesGraveyardTrigger(TriggerKind):
    """Whenever one or more cards leave your graveyard: once for cards leaving at once, as
    they were there (603.10a)."""

    RULE = cr.LOOK_BACK
    LOOKS_BACK = True
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["leave_graveyard"]] = "leave_graveyard"
    what: FilterField = Field(default_factory=lambda: parse_filter("card")[0])

    def describe(self) -> str:
        what = self.what.text or "card"
        return f"whenever one or more {what}s leave your graveyard"


class LooksAtTopTrigger(TriggerKind):
    """Whenever you scry / surveil: once the player has, even with too few cards in their
    library (701.18d, 701.42d)."""

    SHORTHAND = "action"
    kind: SkipJsonSchema[Literal["looks_at_top"]] = "looks_at_top"
    action: Literal["scry", "surveil"]
    player: WhoField = Who.YOU

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        return f"whenever {who} {wording.verb(who, self.action + 's')}"


class LeavesTrigger(TriggerKind):
    """When/whenever … leaves the battlefield (603.6c, 603.10a)."""

    RULE = cr.LOOK_BACK
    LOOKS_BACK = True
    kind: SkipJsonSchema[Literal["leaves"]] = "leaves"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} leaves the battlefield"


class GraveyardTrigger(TriggerKind):
    """Whenever … is put into a graveyard from anywhere (603.6c): the card as it is there,
    into its owner's graveyard (404.2)."""

    kind: SkipJsonSchema[Literal["put_into_graveyard"]] = "put_into_graveyard"
    what: SelectorField
    one_or_more: bool = _ONE_OR_MORE
    from_library: bool = Field(False, description="'from your library': only a card put there "
                               "from a library")

    def describe(self) -> str:
        where = "a library" if self.from_library else "anywhere"
        if self.one_or_more:
            return f"whenever one or more {self.what.text} are put into a graveyard from {where}"
        return f"whenever {self.what.text} is put into a graveyard from {where}"


class StepTrigger(TriggerKind):
    """At the beginning of a step (603.2b)."""

    RULE = cr.BEGINNING_TRIGGER
    SHORTHAND = "step"
    kind: SkipJsonSchema[Literal["beginning_of"]] = "beginning_of"
    step: Step
    whose: StepOwnerField = Who.ANY
    of_enchanted: bool = Field(False, description="the step of the enchanted player, or of "
                               "the enchanted permanent's controller (an Aura's)")

    @model_validator(mode="after")
    def _one_owner(self) -> StepTrigger:
        if self.of_enchanted and self.whose is not Who.ANY:
            raise ValueError("of_enchanted names whose step it is; leave out 'whose'")
        return self

    def describe(self) -> str:
        if self.of_enchanted:
            return f"at the beginning of the {self.step.value} step of the enchanted player " \
                   "or the enchanted permanent's controller"
        if self.step is Step.BEGINNING_OF_COMBAT:  # a step named for its phase (506.1)
            turn = {Who.YOU: " on your turn", Who.OPPONENT: " on an opponent's turn"}
            return f"at the beginning of combat{turn.get(self.whose, '')}"
        return f"at the beginning of {STEP_OWNER_WORDS[self.whose]} {self.step.value} step"


class CastFrom(StrEnum):
    """The zone a spell was cast from (601.2a); "their": the caster's own (a card in a hand,
    library or graveyard is in its owner's, 400.3)."""

    THEIR_HAND = "their hand"
    THEIR_GRAVEYARD = "their graveyard"
    A_GRAVEYARD = "a graveyard"
    THEIR_LIBRARY = "their library"
    EXILE = "exile"


class CastTrigger(TriggerKind):
    """Whenever a player casts a spell (601.2i)."""

    RULE = cr.CAST_TRIGGER
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["casts"]] = "casts"
    player: WhoField = Who.ANY
    spell: FilterField = Field(default_factory=lambda: parse_filter("spell")[0])
    targets_this: bool = Field(False, description="'a spell that targets this': one of its "
                               "targets, as it was cast, is this permanent")
    targets_a: FilterField | None = Field(None, description="'a spell that targets a creature "
                                          "you control': one of its targets, as it was cast, "
                                          "is of that kind")
    or_spell: FilterField | None = Field(None, description="'an instant, sorcery, or Wizard "
                                         "spell': a spell of this kind fits too")
    targets_only: bool = Field(False, description="'that targets only ~', 'that targets only a "
                               "single creature you control': with `targets_this` or "
                               "`targets_a`, all its targets are that one object")
    this_spell: bool = Field(False, description="'when you cast this spell': the spell's own "
                             "ability, which triggers from the stack (113.6k)")
    nth: Annotated[int, Field(ge=1)] | None = Field(
        None, description="'casts their second spell each turn': only that spell of the turn "
        "('your first spell during each opponent's turn': 1, with on_opponents_turn)")
    or_copies: bool = Field(False, description="'casts or copies': also as a copy of a spell is "
                            "put on the stack under that player's control (707.10)")
    not_from_hand: bool = Field(False, description="'a spell from anywhere other than your "
                                "hand': only a spell cast from another zone")
    on_opponents_turn: bool = Field(False, description="'during an opponent's turn': only a "
                                    "spell cast in another player's turn")
    during: TimingWindow | None = Field(None, description="'during your turn', 'during your "
                                        "main phase', 'during combat': only a spell cast then")
    on_their_turn: bool = Field(False, description="'an opponent casts a spell during their "
                                "turn': only a spell cast in its caster's own turn")
    chosen_color: bool = Field(False, description="'a spell of the chosen color': the spell is "
                               "the color chosen for this permanent as it entered (614.1c)")
    not_first: bool = Field(False, description="'a spell other than your first spell each "
                            "turn': any of its caster's spells of that kind this turn but the "
                            "first")
    cast_from: CastFrom | None = Field(None, description="'a spell from your graveyard': the "
                                       "zone it was cast from (601.2a); 'their' is the caster's")

    def describe(self) -> str:
        if self.this_spell:
            return "when you cast this spell"
        if self.nth is not None:
            who = PLAYER_WORDS[self.player]
            whose = "your" if who == "you" else "their"
            kind = self.spell.text or "spell"
            kind += "" if re.search(r"\bspells?\b", kind) else " spell"
            per = "during each opponent's turn" if self.on_opponents_turn else \
                "during each of your turns" if self.during is TimingWindow.YOUR_TURN else \
                "during their turn" if self.on_their_turn else "each turn"
            return f"whenever {who} {wording.verb(who, 'casts')} {whose} " \
                   f"{_ORDINALS[self.nth]} {kind} {per}"
        spell = self.spell.text or "spell"
        spell += "" if re.search(r"\bspells?\b", spell) else " spell"
        who = PLAYER_WORDS[self.player]
        if self.or_spell is not None:
            spell += f" or {wording.article(self.or_spell.text)}"
        if self.chosen_color:
            spell += " of the chosen color"
        if self.not_first:
            whose = "your" if who == "you" else "their"
            spell += f" other than {whose} first {spell.removeprefix('another ')} each turn"
        that = " that targets this" if self.targets_this else ""
        if self.targets_a is not None:
            that = f" that targets {wording.article(self.targets_a.text)}"
        if self.targets_only:
            that = " that targets only this" if self.targets_this else \
                f" that targets only a single {self.targets_a.text if self.targets_a else ''}"
        verb = wording.verb(who, "casts") + (
            (" or copy" if who == "you" else " or copies") if self.or_copies else "")
        where = " from anywhere other than their hand" if self.not_from_hand else ""
        if self.cast_from is not None:
            where = " from " + (self.cast_from.value.replace("their ", "your ")
                                if who == "you" else self.cast_from.value)
        during = " during an opponent's turn" if self.on_opponents_turn else ""
        if self.during is not None:
            during = f" during {self.during.value}"
        if self.on_their_turn:
            during = " during their turn"
        spell = spell if spell.startswith("another ") else wording.article(spell)
        return f"whenever {who} {verb} {spell}{where}{that}{during}"


class AttacksTrigger(TriggerKind):
    """Whenever … attacks (508.1m); `most_life`: only the player with the most life or tied
    for most life (dethrone, 702.105a)."""

    RULE = cr.ATTACK_TRIGGERS
    kind: SkipJsonSchema[Literal["attacks"]] = "attacks"
    what: SelectorField
    most_life: bool = False
    with_others: int = Field(0, ge=0, description="'whenever ~ and at least two other creatures "
                             "attack': how many other creatures must attack with it")
    others: FilterField | None = Field(None, description="what those others must be: 'whenever "
                                       "~ and at least one other creature token attack'")
    with_stronger: bool = Field(False, description="'attacks with another creature with greater "
                                "power' (training, 702.149a)")
    while_saddled: bool = Field(False, description="'attacks while saddled': it is saddled as "
                                "it attacks (702.171b)")
    you: Literal["", "you", "you or a planeswalker you control"] = Field(
        "", description="'attacks you': only a creature attacking this ability's controller "
        "(or a planeswalker they control)")

    def describe(self) -> str:
        whom = " the player with the most life or tied for most life" if self.most_life else ""
        whom += f" {self.you}" if self.you else ""
        if self.with_others:
            others = self.others.text if self.others is not None else "creature"
            return f"whenever {self.what.text} and at least {self.with_others} other " \
                   f"{others}(s) attack{whom}"
        if self.with_stronger:
            return f"whenever {self.what.text} attacks with another creature with greater power"
        if self.while_saddled:
            return f"whenever {self.what.text} attacks while saddled{whom}"
        return f"whenever {self.what.text} attacks{whom}"


class AttacksAloneTrigger(TriggerKind):
    """Whenever … attacks alone: it is the only creature declared as an attacker (506.5)."""

    RULE = cr.ATTACKS_ALONE
    kind: SkipJsonSchema[Literal["attacks_alone"]] = "attacks_alone"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} attacks alone"


class ChapterTrigger(TriggerKind):
    """A Saga's chapter N (714.2b): when lore counters are put on it, if it had fewer than N
    and now has at least N."""

    RULE = cr.CHAPTER
    SHORTHAND = "number"
    kind: SkipJsonSchema[Literal["chapter"]] = "chapter"
    number: Annotated[int, Field(ge=1)]

    def describe(self) -> str:
        return f"chapter {self.number}"


class TransformsTrigger(TriggerKind):
    """When … transforms (701.28a); an ability of the back face, "transforms into [this]",
    is there to trigger only once it has (701.28e)."""

    RULE = cr.TRANSFORMS_INTO
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["transforms"]] = "transforms"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} transforms"


class LastCounterTrigger(TriggerKind):
    """When the last [kind] counter is removed from … (vanishing 702.63a, suspend 702.62a)."""

    RULE = cr.COUNTERS
    kind: SkipJsonSchema[Literal["last_counter_removed"]] = "last_counter_removed"
    what: SelectorField
    counter: CounterKindField

    def describe(self) -> str:
        return f"when the last {self.counter} counter is removed from {self.what.text}"


class ExploitsTrigger(TriggerKind):
    """When … exploits a creature (702.110b): it triggers even if it sacrificed itself."""

    RULE = cr.EXPLOITS
    LOOKS_BACK = True
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["exploits"]] = "exploits"
    what: SelectorField

    def describe(self) -> str:
        return f"when {self.what.text} exploits a creature"


class EnlistsTrigger(TriggerKind):
    """When … enlists a creature (702.154a, c): its enlist cost was paid by tapping another
    creature as it attacked; "that creature" is the one tapped."""

    RULE = cr.ENLIST
    SHORTHAND = "what"
    kind: SkipJsonSchema[Literal["enlists"]] = "enlists"
    what: SelectorField

    def describe(self) -> str:
        return f"when {self.what.text} enlists a creature"


class StateTrigger(TriggerKind):
    """When [a state of the game] (603.8): it triggers as soon as the state holds, and not
    again until the ability has left the stack."""

    RULE = cr.STATE_TRIGGER
    SHORTHAND = "condition"
    kind: SkipJsonSchema[Literal["state"]] = "state"
    condition: GameConditionField

    def describe(self) -> str:
        return f"when {self.condition.text}"


class MadnessTrigger(TriggerKind):
    """When this card is exiled by its madness ability (702.35a): the card's own, from exile."""

    RULE = cr.MADNESS
    kind: SkipJsonSchema[Literal["exiled_by_madness"]] = "exiled_by_madness"

    def describe(self) -> str:
        return "when this card is exiled this way"


class MiracleTrigger(TriggerKind):
    """When this card is revealed with its miracle ability (702.94a): the card's own, from its
    owner's hand."""

    RULE = cr.MIRACLE
    kind: SkipJsonSchema[Literal["revealed_for_miracle"]] = "revealed_for_miracle"

    def describe(self) -> str:
        return "when you reveal this card this way"


class MonstrousTrigger(TriggerKind):
    """When … becomes monstrous (701.31b)."""

    RULE = cr.MONSTROSITY
    kind: SkipJsonSchema[Literal["becomes_monstrous"]] = "becomes_monstrous"
    what: SelectorField

    def describe(self) -> str:
        return f"when {self.what.text} becomes monstrous"


class TurnedFaceUpTrigger(TriggerKind):
    """When … is turned face up (702.37e, 708.8): it has its abilities again as it does."""

    RULE = cr.TURN_FACE_UP
    kind: SkipJsonSchema[Literal["turned_face_up"]] = "turned_face_up"
    what: SelectorField

    def describe(self) -> str:
        return f"when {self.what.text} is turned face up"


class BlocksCreatureTrigger(TriggerKind):
    """Whenever … blocks a creature [that fits]: once for each attacker it blocks, which is
    "that creature" (509.3b)."""

    RULE = cr.BLOCKS_A_CREATURE
    kind: SkipJsonSchema[Literal["blocks_a_creature"]] = "blocks_a_creature"
    what: SelectorField
    creature: FilterField | None = Field(None, description="what the attacker must be: "
                                         "'creature with flying'")

    def describe(self) -> str:
        blocked = self.creature.text if self.creature is not None else "creature"
        return f"whenever {self.what.text} blocks {wording.article(blocked)}"


class UnblockedTrigger(TriggerKind):
    """Whenever … attacks and isn't blocked: no creature was declared as a blocker for it
    (509.3g)."""

    RULE = cr.UNBLOCKED_TRIGGERS
    kind: SkipJsonSchema[Literal["attacks_unblocked"]] = "attacks_unblocked"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} attacks and isn't blocked"


class BlockedByTrigger(TriggerKind):
    """Whenever … becomes blocked by a creature [that fits]: once for each such blocker, which
    is "that creature" (509.3d)."""

    RULE = cr.BLOCKED_BY_TRIGGERS
    kind: SkipJsonSchema[Literal["blocked_by"]] = "blocked_by"
    what: SelectorField
    by: FilterField | None = Field(None, description="what the blocker must be: 'creature "
                                   "without flanking'")

    def describe(self) -> str:
        by = self.by.text if self.by is not None else "creature"
        return f"whenever {self.what.text} becomes blocked by {wording.article(by)}"


class BecomesBlockedTrigger(TriggerKind):
    """Whenever … becomes blocked: once, however many creatures block it (509.3c)."""

    RULE = cr.BLOCK_TRIGGERS
    kind: SkipJsonSchema[Literal["becomes_blocked"]] = "becomes_blocked"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} becomes blocked"


class BlocksTrigger(TriggerKind):
    """Whenever … blocks or becomes blocked (509.1i, 509.3)."""

    RULE = cr.BLOCK_TRIGGERS
    kind: SkipJsonSchema[Literal["blocks"]] = "blocks"
    what: SelectorField
    or_becomes_blocked: bool = False

    def describe(self) -> str:
        return f"whenever {self.what.text} blocks" + (
            " or becomes blocked" if self.or_becomes_blocked else "")


class DamageRecipient(StrEnum):
    """What the damage of a "deals damage" trigger must go to."""

    ANYTHING = "anything"
    PLAYER = "a player"
    OPPONENT = "an opponent"
    CREATURE = "a creature"
    PLAYER_OR_PLANESWALKER = "a player or planeswalker"
    PLAYER_OR_BATTLE = "a player or battle"
    YOU = "you"  # the ability's controller


class DealsDamageTrigger(TriggerKind):
    """Whenever … deals damage (120.4b)."""

    SHORTHAND = "source"
    kind: SkipJsonSchema[Literal["deals_damage"]] = "deals_damage"
    source: SelectorField
    to: DamageRecipient = DamageRecipient.ANYTHING
    combat: bool | None = None
    one_or_more: bool = Field(False, description="'whenever one or more creatures you control "
                              "deal damage to a player': once for each player dealt damage at "
                              "once, however many of them dealt it")

    def describe(self) -> str:
        combat = {True: " combat", False: " noncombat", None: ""}[self.combat]
        to = f" to {self.to.value}" if self.to is not DamageRecipient.ANYTHING else ""
        if self.one_or_more:
            return f"whenever one or more of {self.source.text} deal{combat} damage{to}"
        return f"whenever {self.source.text} deals{combat} damage{to}"


class DealtDamageTrigger(TriggerKind):
    """Whenever … is dealt damage: an object, or a player (`player`); damage from several
    sources at once is one event, of all that damage (120.4b, 603.2c)."""

    kind: SkipJsonSchema[Literal["is_dealt_damage"]] = "is_dealt_damage"
    what: SelectorField | None = None
    player: WhoField | None = Field(None, description="'whenever you're dealt damage', 'an "
                                    "opponent is dealt damage': a player instead of an object")
    combat: bool | None = Field(None, description="true: only combat damage ('is dealt combat "
                                "damage'); false: only noncombat damage")

    @model_validator(mode="after")
    def _one_recipient(self) -> DealtDamageTrigger:
        if (self.what is None) == (self.player is None):
            raise ValueError("say what is dealt damage: 'what' (an object) or 'player'")
        return self

    def describe(self) -> str:
        combat = {True: " combat", False: " noncombat", None: ""}[self.combat]
        if self.player is not None:
            who = PLAYER_WORDS[self.player]
            return f"whenever {who} {'are' if who == 'you' else 'is'} dealt{combat} damage"
        assert self.what is not None
        return f"whenever {self.what.text} is dealt{combat} damage"


class PlayerAttacksTrigger(TriggerKind):
    """Whenever a player attacks: one or more creatures they control are declared as
    attackers (508.3d)."""

    RULE = cr.PLAYER_ATTACKS
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["player_attacks"]] = "player_attacks"
    player: WhoField = Who.YOU
    at_least: int = Field(1, ge=1, description="'whenever you attack with three or more "
                          "creatures': how many attack at once")

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        with_ = f" with {self.at_least} or more creatures" if self.at_least > 1 else ""
        return f"whenever {who} {wording.verb(who, 'attacks')}{with_}"


class CardsTrigger(TriggerKind):
    """Whenever a player draws or discards a card: each card is an event of its own (121.2,
    701.8a)."""

    RULE = cr.DRAWS_ONE_AT_A_TIME
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["draws"]] = "draws"
    player: WhoField = Who.YOU
    discards: bool = Field(False, description="'discards a card' instead")
    nth: Annotated[int, Field(ge=2)] | None = Field(
        None, description="'draws their second card each turn': only that card of the turn")
    one_or_more: bool = Field(False, description="with discards: 'discards one or more cards', "
                              "once for the cards discarded at once")
    card: FilterField | None = Field(None, description="with discards: what the card discarded "
                                     "must be ('creature card'), seen where it went")

    @model_validator(mode="after")
    def _nth_draw(self) -> CardsTrigger:
        if self.nth is not None and self.discards:
            raise ValueError("'nth' counts cards drawn, not discarded")
        if self.one_or_more and not self.discards:
            raise ValueError("'one_or_more' is for cards discarded at once; each card is drawn "
                             f"on its own ({cr.DRAWS_ONE_AT_A_TIME.number})")
        if self.card is not None and not self.discards:
            raise ValueError("'card' is the kind of card discarded; a card drawn is hidden")
        return self

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        verb = "discards" if self.discards else "draws"
        card = (self.card.text or "card") if self.card is not None else "card"
        if self.one_or_more:
            return f"whenever {who} {wording.verb(who, verb)} one or more {card}s"
        if self.nth is not None:
            return f"whenever {who} {wording.verb(who, verb)} their {_ORDINALS[self.nth]} card " \
                   "each turn"
        return f"whenever {who} {wording.verb(who, verb)} {wording.article(card)}"


_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


class CyclesTrigger(TriggerKind):
    """When you cycle this card (702.29c: it triggers from the zone the card goes to), or
    whenever a player cycles a card."""

    RULE = cr.CYCLE_TRIGGERS
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["cycles"]] = "cycles"
    player: WhoField = Who.YOU
    this_card: bool = Field(False, description="'when you cycle this card'")

    def describe(self) -> str:
        if self.this_card:
            return "when you cycle this card"
        who = PLAYER_WORDS[self.player]
        return f"whenever {who} {wording.verb(who, 'cycles')} a card"


class BecomesTappedTrigger(TriggerKind):
    """Whenever … becomes tapped, or untapped (701.21)."""

    RULE = cr.TAP
    kind: SkipJsonSchema[Literal["becomes_tapped"]] = "becomes_tapped"
    what: SelectorField
    untapped: bool = Field(False, description="'becomes untapped' instead")

    def describe(self) -> str:
        return f"whenever {self.what.text} becomes {'untapped' if self.untapped else 'tapped'}"


class TappedForManaTrigger(TriggerKind):
    """Whenever … is tapped for mana: a mana ability of it with {T} in its cost resolves and
    produces mana (106.12, 106.12a). An ability that triggers so and adds mana, with no
    target, is a mana ability itself: it resolves at once (605.1b, 605.4a)."""

    RULE = cr.TAPPED_FOR_MANA
    kind: SkipJsonSchema[Literal["tapped_for_mana"]] = "tapped_for_mana"
    what: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} is tapped for mana"


class _LifeTrigger(TriggerKind):
    SHORTHAND = "player"
    VERB: ClassVar[str]
    player: WhoField = Who.YOU

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        first = " for the first time each turn" if getattr(self, "first_time_each_turn",
                                                           False) else ""
        return f"whenever {who} {wording.verb(who, self.VERB)} life{first}"


class GainsLifeTrigger(_LifeTrigger):
    """Whenever a player gains life (119.9)."""

    VERB = "gains"
    kind: SkipJsonSchema[Literal["gains_life"]] = "gains_life"
    first_time_each_turn: bool = Field(False, description="'for the first time each turn': "
                                       "not if that player gained life earlier this turn")


class LosesLifeTrigger(_LifeTrigger):
    """Whenever a player loses life (119.9)."""

    VERB = "loses"
    kind: SkipJsonSchema[Literal["loses_life"]] = "loses_life"


class CrimeTrigger(TriggerKind):
    """Whenever a player commits a crime (700.13): casts a spell, activates an ability or puts a
    triggered ability on the stack that targets an opponent, something an opponent controls,
    or a card in an opponent's graveyard."""

    RULE = cr.CRIME
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["commits_crime"]] = "commits_crime"
    player: WhoField = Who.YOU

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        return f"whenever {who} {wording.verb(who, 'commits')} a crime"


class BecomesTargetTrigger(TriggerKind):
    """Whenever … becomes the target of a spell or ability (603.2, 115.1), as it is cast,
    activated or put on the stack; `by` says whose spell or ability."""

    kind: SkipJsonSchema[Literal["becomes_target"]] = "becomes_target"
    what: SelectorField
    by: WhoField = Who.ANY
    first_time_each_turn: bool = Field(
        False, description="'for the first time each turn': only if it hadn't become the "
        "target of such a spell or ability this turn before (valiant)")
    spells_only: bool = Field(False, description="'becomes the target of a spell': not of an "
                              "ability")

    def describe(self) -> str:
        who = PLAYER_WORDS[self.by]
        whose = f" {who} {wording.verb(who, 'controls')}" if self.by is not Who.ANY else ""
        first = " for the first time each turn" if self.first_time_each_turn else ""
        of = "a spell" if self.spells_only else "a spell or ability"
        return f"whenever {self.what.text} becomes the target of {of}{whose}{first}"

    @model_validator(mode="after")
    def _first_of_all(self) -> BecomesTargetTrigger:
        if self.spells_only and self.first_time_each_turn:
            raise ValueError("'for the first time each turn' counts spells and abilities alike")
        return self


class BecomesAttachedTrigger(TriggerKind):
    """Whenever an Aura or Equipment becomes attached to …: as it is attached, or enters
    attached (603.2f, 701.3a); "that creature" is what it became attached to."""

    RULE = cr.BECOMES_TRIGGER
    kind: SkipJsonSchema[Literal["becomes_attached"]] = "becomes_attached"
    what: SelectorField
    to: SelectorField

    def describe(self) -> str:
        return f"whenever {self.what.text} becomes attached to {self.to.text}"


class ActsTrigger(TriggerKind):
    """Whenever … explores / connives: once it has, even if it could do nothing (701.40b,
    701.47b); the permanent as it last was, if it has left (701.40c, 701.47c)."""

    RULE = cr.EXPLORED
    kind: SkipJsonSchema[Literal["acts"]] = "acts"
    what: SelectorField
    action: Literal["explore", "connive"]

    def describe(self) -> str:
        return f"whenever {self.what.text} {self.action}s"


class PlaysLandTrigger(TriggerKind):
    """Whenever a player plays a land (305.1): the special action puts it onto the
    battlefield; a land an effect puts there isn't played."""

    RULE = cr.PLAY_LAND
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["plays_land"]] = "plays_land"
    player: WhoField = Who.YOU

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        return f"whenever {who} {wording.verb(who, 'plays')} a land"


class RoomTrigger(TriggerKind):
    """A dungeon's room ability: "When you move your venture marker into this room" (309.4c),
    the trigger condition not printed on the card; `room` is the room's name."""

    RULE = cr.ROOM_ABILITY
    SHORTHAND = "room"
    kind: SkipJsonSchema[Literal["enters_room"]] = "enters_room"
    room: str

    def describe(self) -> str:
        return f"when you move your venture marker into {self.room}"


class RingTemptsTrigger(TriggerKind):
    """Whenever the Ring tempts you (701.52d): once you have chosen, even if no creature could
    be chosen."""

    RULE = cr.RING_TEMPTED
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["ring_tempts"]] = "ring_tempts"
    player: WhoField = Who.YOU

    def describe(self) -> str:
        return f"whenever the Ring tempts {PLAYER_WORDS[self.player]}"


class CompletesDungeonTrigger(TriggerKind):
    """Whenever a player completes a dungeon: as it is removed from the game (309.7)."""

    RULE = cr.DUNGEON_COMPLETED
    SHORTHAND = "player"
    kind: SkipJsonSchema[Literal["completes_dungeon"]] = "completes_dungeon"
    player: WhoField = Who.YOU

    def describe(self) -> str:
        who = PLAYER_WORDS[self.player]
        return f"whenever {who} {wording.verb(who, 'completes')} a dungeon"


class CountersTrigger(TriggerKind):
    """Whenever one or more counters are put on a permanent (122.6); `each`: whenever a
    counter is, once for each counter put at once (603.2c)."""

    SHORTHAND = "on"
    kind: SkipJsonSchema[Literal["counters_put"]] = "counters_put"
    on: SelectorField
    counter: str | None = None
    each: bool = Field(False, description="'whenever a +1/+1 counter is put on …': once for "
                       "each counter put, not once for all put at once")

    def describe(self) -> str:
        kind = f"{self.counter} " if self.counter else ""
        if self.each:
            return f"whenever {wording.article(kind + 'counter')} is put on {self.on.text}"
        return f"whenever {kind}counters are put on {self.on.text}"


TRIGGER_KINDS: dict[str, type[TriggerKind]] = kinds_by_key(
    EntersTrigger, DiesTrigger, LeavesTrigger, GraveyardTrigger, StepTrigger, CastTrigger,
    AttacksTrigger, BlocksTrigger, DealsDamageTrigger, DealtDamageTrigger, GainsLifeTrigger,
    LosesLifeTrigger, CountersTrigger, BecomesTargetTrigger, AttacksAloneTrigger,
    BecomesBlockedTrigger, PlayerAttacksTrigger, BecomesTappedTrigger, BlockedByTrigger,
    CardsTrigger, UnblockedTrigger, TurnedFaceUpTrigger, CyclesTrigger, BlocksCreatureTrigger,
    MonstrousTrigger, ChapterTrigger, TransformsTrigger, MadnessTrigger, LastCounterTrigger,
    ExploitsTrigger, StateTrigger, SacrificesTrigger, LooksAtTopTrigger, LeavesGraveyardTrigger,
    CrimeTrigger, PlaysLandTrigger, ActsTrigger, BecomesAttachedTrigger, EnlistsTrigger,
    MiracleTrigger, TappedForManaTrigger, RoomTrigger, RingTemptsTrigger,
    CompletesDungeonTrigger)
if TYPE_CHECKING:
    TriggerEvent: TypeAlias = (EntersTrigger | DiesTrigger | LeavesTrigger | GraveyardTrigger
                               | StepTrigger | CastTrigger | AttacksTrigger | BlocksTrigger
                               | DealsDamageTrigger | DealtDamageTrigger | GainsLifeTrigger
                               | LosesLifeTrigger | CountersTrigger | BecomesTargetTrigger
                               | AttacksAloneTrigger | BecomesBlockedTrigger
                               | PlayerAttacksTrigger | BecomesTappedTrigger
                               | BlockedByTrigger | CardsTrigger | UnblockedTrigger
                               | TurnedFaceUpTrigger | CyclesTrigger | BlocksCreatureTrigger
                               | MonstrousTrigger | ChapterTrigger | TransformsTrigger
                               | MadnessTrigger | LastCounterTrigger | ExploitsTrigger
                               | StateTrigger | SacrificesTrigger | LooksAtTopTrigger
                               | LeavesGraveyardTrigger | CrimeTrigger | PlaysLandTrigger
                               | ActsTrigger | BecomesAttachedTrigger | EnlistsTrigger
                               | MiracleTrigger | TappedForManaTrigger | RoomTrigger
                               | RingTemptsTrigger | CompletesDungeonTrigger)
else:
    TriggerEvent = one_key_union(
        TRIGGER_KINDS,
        shorthand={key: kind.SHORTHAND for key, kind in TRIGGER_KINDS.items() if kind.SHORTHAND},
    )


class TriggeredAbility(Modal):
    """[When/Whenever/At] [event], [if condition,] [effect] (603.1, 603.4)."""

    KEYWORD_RULE: ClassVar[Rule | None] = None  # a keyword that stands for the ability
    WORKS_IN_EXILE: ClassVar[bool] = False  # it triggers from exile (suspend, 702.62a)
    # what the keyword's static part forbids its object (decayed: blocking, 702.147a)
    RESTRICTS: ClassVar[frozenset[Restriction]] = frozenset()
    kind: SkipJsonSchema[Literal["triggered"]] = "triggered"
    when: TriggerEvent
    condition: GameConditionField | None = Field(None, alias="if",
                                                description="an intervening 'if' (603.4)")
    optional: bool = Field(False, description="'you may': chosen as it resolves (603.5)")
    once_each_turn: bool = Field(False, description="'This ability triggers only once each "
                                 "turn.'")
    functions_in: Literal["battlefield", "graveyard"] = Field(
        "battlefield", description="where it triggers: 'graveyard' for one that returns its "
        "card from there (113.6m)")

    def event_kind(self) -> str | None:
        return self.when.kind

    def reads_spell_x(self) -> bool:
        """107.3m: its source's own enters trigger reads the X of the spell it was."""
        return isinstance(self.when, EntersTrigger) and self.when.what.scope is Scope.SELF


def _prowess_trigger() -> CastTrigger:
    return CastTrigger.model_validate({"player": "you", "spell": "noncreature spell"})


def _prowess_effects() -> list[Any]:
    return [Continuous.model_validate({"affects": "this", "until": "end of turn",
                                       "pt": "+1/+1"})]


class Prowess(TriggeredAbility):
    """Prowess (702.108a): a triggered ability — whenever you cast a noncreature spell, this
    creature gets +1/+1 until end of turn; each instance triggers (702.108b)."""

    KEYWORD_RULE = cr.PROWESS
    kind: SkipJsonSchema[Literal["prowess"]] = "prowess"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_prowess_trigger)
    effects: list[Effect] = Field(default_factory=_prowess_effects)


def _enters_trigger() -> EntersTrigger:
    return EntersTrigger.model_validate({"what": "this"})


def _attacks_trigger() -> AttacksTrigger:
    return AttacksTrigger.model_validate({"what": "this"})


def _mentoring(data: Any) -> Any:
    if isinstance(data, dict) and "effects" not in data:
        return {**data, "targets": {"t": "attacking creature with lesser power"},
                "effects": [{"put_counters": {"counter": "+1/+1", "amount": 1, "on": "t"}}]}
    return data


class Mentor(TriggeredAbility):
    """Mentor (702.134a): whenever this creature attacks, a +1/+1 counter on target attacking
    creature with power less than its power."""

    KEYWORD_RULE = cr.MENTOR
    kind: SkipJsonSchema[Literal["mentor"]] = "mentor"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_attacks_trigger)
    _defaults = model_validator(mode="before")(_mentoring)


def _armed(token: dict[str, Any]) -> Callable[[], list[Any]]:
    """'create [token], then attach this Equipment to it'."""
    return lambda: [CreateToken.model_validate({"token": token}),
                    Attach.model_validate({"to": "that token"})]


class LivingWeapon(TriggeredAbility):
    """Living weapon (702.92a): when this Equipment enters, a 0/0 black Phyrexian Germ token,
    then this attached to it."""

    KEYWORD_RULE = cr.LIVING_WEAPON
    kind: SkipJsonSchema[Literal["living_weapon"]] = "living_weapon"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    effects: list[Effect] = Field(default_factory=_armed({
        "name": "Phyrexian Germ", "colors": ["black"], "types": ["creature"],
        "subtypes": ["Phyrexian", "Germ"], "power": 0, "toughness": 0}))


class ForMirrodin(TriggeredAbility):
    """For Mirrodin! (702.163a): when this Equipment enters, a 2/2 red Rebel token, then this
    attached to it."""

    KEYWORD_RULE = cr.FOR_MIRRODIN
    kind: SkipJsonSchema[Literal["for_mirrodin"]] = "for_mirrodin"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    effects: list[Effect] = Field(default_factory=_armed({
        "name": "Rebel", "colors": ["red"], "types": ["creature"], "subtypes": ["Rebel"],
        "power": 2, "toughness": 2}))


def _dies_trigger() -> DiesTrigger:
    return DiesTrigger.model_validate({"what": "this"})


def _comes_back(counter: str) -> Callable[[], list[Any]]:
    """'return it to the battlefield under its owner's control with a [counter] counter on
    it': "it" is the card the permanent became in the graveyard (400.7e)."""
    def effects() -> list[Any]:
        return [ReturnToBattlefield.model_validate({"what": "that card",
                                                    "counters": {counter: 1}})]
    return effects


def _exalted_trigger() -> AttacksAloneTrigger:
    return AttacksAloneTrigger.model_validate({"what": "a creature you control"})


def _exalted_effects() -> list[Any]:
    return [Continuous.model_validate({"affects": "that creature", "until": "end of turn",
                                       "pt": "+1/+1"})]


class Exalted(TriggeredAbility):
    """Exalted (702.83a): whenever a creature you control attacks alone, that creature gets
    +1/+1 until end of turn; each instance triggers on its own (702.83b)."""

    KEYWORD_RULE = cr.EXALTED
    kind: SkipJsonSchema[Literal["exalted"]] = "exalted"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_exalted_trigger)
    effects: list[Effect] = Field(default_factory=_exalted_effects)


def _blocks_or_blocked() -> BlocksTrigger:
    return BlocksTrigger.model_validate({"what": "this", "or_becomes_blocked": True})


def _flanked() -> BlockedByTrigger:
    return BlockedByTrigger.model_validate({"what": "this", "by": "creature without flanking"})


def _flanking_effects() -> list[Any]:
    return [Continuous.model_validate({"affects": "that creature", "until": "end of turn",
                                       "pt": "-1/-1"})]


class Flanking(TriggeredAbility):
    """Flanking (702.25a): whenever a creature without flanking blocks this creature, the
    blocking creature gets -1/-1 until end of turn; each instance triggers (702.25b)."""

    KEYWORD_RULE = cr.FLANKING
    kind: SkipJsonSchema[Literal["flanking"]] = "flanking"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_flanked)
    effects: list[Effect] = Field(default_factory=_flanking_effects)


def _this_attacks() -> AttacksTrigger:
    return AttacksTrigger.model_validate({"what": "this"})


class Provoke(TriggeredAbility):
    """Provoke (702.39a): whenever this creature attacks, you may have target creature the
    defending player controls block it this combat if able; if you do, untap that creature.
    (Within the turn: a second combat in it keeps the requirement, which is not modeled.)"""

    KEYWORD_RULE = cr.PROVOKE
    kind: SkipJsonSchema[Literal["provoke"]] = "provoke"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_attacks)
    optional: bool = True

    @model_validator(mode="before")
    @classmethod
    def _provoking(cls, data: Any) -> Any:
        """Its target and what it does, read like any triggered ability's."""
        if isinstance(data, dict) and "effects" not in data:
            data = {**data, "targets": {"t": "creature defending player controls"},
                    "effects": [{"continuous": {"affects": "t", "until": "end of turn",
                                                "block_this": True}}, {"untap": "t"}]}
        return data


def _you_cast() -> CastTrigger:
    return CastTrigger.model_validate({"player": "you"})


def _extort_effects() -> list[Any]:
    return [IfYouDo.model_validate({"cost": "{W/B}", "effects": [
        {"lose_life": {"amount": 1, "player": "each opponent"}},
        {"gain_life": {"amount": "the life lost this way", "player": "you"}}]})]


class Extort(TriggeredAbility):
    """Extort (702.101a): whenever you cast a spell, you may pay {W/B}; if you do, each
    opponent loses 1 life and you gain the life lost this way; each instance triggers
    (702.101b). Mana isn't tracked: whether {W/B} is paid comes from `choices: pay:`."""

    KEYWORD_RULE = cr.EXTORT
    kind: SkipJsonSchema[Literal["extort"]] = "extort"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_you_cast)
    effects: list[Effect] = Field(default_factory=_extort_effects)


class _KeywordN(TriggeredAbility):
    """A keyword "[name] N" for a triggered ability whose instructions depend on N."""

    amount: Annotated[int, Field(ge=1)]
    effects: list[Effect] = []

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def _more(cls, n: int) -> dict[str, Any]:
        """Targets and the like, besides the effect."""
        return {}

    @model_validator(mode="before")
    @classmethod
    def _instructions(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("amount"),
                                                                            int):
            n = data["amount"]
            return {**data, **cls._more(n), "effects": [cls._effect(n)]}
        return data


def _attacks() -> AttacksTrigger:
    return AttacksTrigger.model_validate({"what": "this"})


def _rallying() -> list[Any]:
    return [Continuous.model_validate({"affects": "other attacking creatures",
                                       "until": "end of turn", "pt": "+1/+0"})]


def _myriad_effects() -> list[Any]:
    return [MyriadCopies(), Delayed.model_validate({"at": "end of combat",
                                                    "effects": [{"exile": "those tokens"}]})]


class Myriad(TriggeredAbility):
    """Myriad (702.116a): whenever this creature attacks, for each opponent other than the
    defending player, its controller may create a token copy of it tapped and attacking that
    player; the tokens are exiled at end of combat. With one opponent, it makes none."""

    KEYWORD_RULE = cr.MYRIAD
    kind: SkipJsonSchema[Literal["myriad"]] = "myriad"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_attacks)
    effects: list[Effect] = Field(default_factory=_myriad_effects)


class BattleCry(TriggeredAbility):
    """Battle cry (702.91a): whenever this creature attacks, each other attacking creature
    gets +1/+0 until end of turn."""

    KEYWORD_RULE = cr.BATTLE_CRY
    kind: SkipJsonSchema[Literal["battle_cry"]] = "battle_cry"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_attacks)
    effects: list[Effect] = Field(default_factory=_rallying)


def _becomes_blocked() -> BecomesBlockedTrigger:
    return BecomesBlockedTrigger.model_validate({"what": "this"})


def _trains() -> AttacksTrigger:
    return AttacksTrigger.model_validate({"what": "this", "with_stronger": True})


def _training_effects() -> list[Any]:
    return [PutCounters.model_validate({"counter": "+1/+1", "amount": 1, "on": "this"})]


class Training(TriggeredAbility):
    """Training (702.149a): whenever this creature and at least one other creature with
    greater power attack, put a +1/+1 counter on this creature."""

    KEYWORD_RULE = cr.TRAINING
    kind: SkipJsonSchema[Literal["training"]] = "training"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_trains)
    effects: list[Effect] = Field(default_factory=_training_effects)


class Offspring(TriggeredAbility):
    """Offspring [cost] (702.175a): its caster may pay [cost] more as they cast it; when the
    permanent enters, if that cost was paid, create a token that's a copy of it, except it's
    1/1."""

    KEYWORD_RULE = cr.OFFSPRING
    kind: SkipJsonSchema[Literal["offspring"]] = "offspring"  # type: ignore[assignment]
    cost: ManaCostField
    when: TriggerEvent = Field(default_factory=_enters_trigger)

    @model_validator(mode="before")
    @classmethod
    def _offspring(cls, data: Any) -> Any:
        """Its condition and what it does, read like any triggered ability's."""
        if isinstance(data, dict) and "effects" not in data:
            data = {**data, "if": "its offspring cost was paid",
                    "effects": [{"create_token_copy": {
                        "of": "this", "except": {"power": 1, "toughness": 1}}}]}
        return data


def _squad_paid() -> Condition:
    return parse_game_condition("its squad cost was paid")


def _squad_copies() -> list[Any]:
    return [SquadCopies()]


class Squad(TriggeredAbility):
    """Squad [cost] (702.157a): as you cast this creature spell, you may pay [cost] any number
    of times (`cast: {squad: 2}`); when it enters, if you did, a token copy of it for each
    time."""

    KEYWORD_RULE = cr.SQUAD
    kind: SkipJsonSchema[Literal["squad"]] = "squad"  # type: ignore[assignment]
    cost: ManaCostField
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    condition: GameConditionField | None = Field(default_factory=_squad_paid, alias="if")
    effects: list[Effect] = Field(default_factory=_squad_copies)


def _enlists() -> EnlistsTrigger:
    return EnlistsTrigger.model_validate({"what": "this"})


def _enlisted_power() -> list[Any]:
    return [Continuous.model_validate({"affects": "this", "until": "end of turn",
                                       "pt": "+X/+0, where X is power of that creature"})]


class Enlist(TriggeredAbility):
    """Enlist (702.154a): as this creature attacks, its controller may tap another untapped
    creature they control that isn't attacking and has haste or has been under their control
    since the turn began (an optional cost to attack, 508.1g; `attack: {enlist: …}`); when
    they do, this creature gets +X/+0 until end of turn, X being the tapped creature's power
    as the ability resolves (608.2h)."""

    KEYWORD_RULE = cr.ENLIST
    kind: SkipJsonSchema[Literal["enlist"]] = "enlist"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_enlists)
    effects: list[Effect] = Field(default_factory=_enlisted_power)


def _a_creature_of_yours_dies() -> DiesTrigger:
    return DiesTrigger.model_validate({"what": "a creature you own"})


class Recover(TriggeredAbility):
    """Recover [cost] (702.59a): while this card is in its owner's graveyard, when a creature
    is put into that graveyard from the battlefield (a creature they own dies), they may pay
    [cost]; if they do, this card returns to their hand; otherwise it is exiled."""

    KEYWORD_RULE = cr.RECOVER
    kind: SkipJsonSchema[Literal["recover"]] = "recover"  # type: ignore[assignment]
    cost: CostField
    when: TriggerEvent = Field(default_factory=_a_creature_of_yours_dies)
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    effects: list[Effect] = []

    @model_validator(mode="before")
    @classmethod
    def _pay_or_exile(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("cost"), str):
            return {**data, "effects": [{"if_you_do": {
                "cost": data["cost"], "effects": [{"return_to_hand": "this"}],
                "otherwise": [{"exile": "this"}]}}]}
        return data


def _x_is_five_or_more() -> Condition:
    return Condition(ConditionKind.SPELL_X_AT_LEAST, value=5, text="X is 5 or more")


def _a_card_drawn() -> list[Any]:
    return [Draw.model_validate({"amount": 1})]


class Ravenous(TriggeredAbility):
    """Ravenous's triggered ability (702.156a): when this permanent enters, if X is 5 or more,
    draw a card — the X of the spell it was (107.3m). The keyword's replacement, "this
    permanent enters with X +1/+1 counters on it", is written beside it."""

    KEYWORD_RULE = cr.RAVENOUS
    kind: SkipJsonSchema[Literal["ravenous"]] = "ravenous"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    condition: GameConditionField | None = Field(default_factory=_x_is_five_or_more, alias="if")
    effects: list[Effect] = Field(default_factory=_a_card_drawn)


class Rampage(_KeywordN):
    """Rampage N (702.23a): whenever this creature becomes blocked, it gets +N/+N until end of
    turn for each creature blocking it beyond the first, counted as it resolves (702.23b)."""

    KEYWORD_RULE = cr.RAMPAGE
    kind: SkipJsonSchema[Literal["rampage"]] = "rampage"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_becomes_blocked)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"continuous": {"affects": "this", "until": "end of turn",
                               "pt": f"+{n}/+{n} for each creature blocking it beyond the first"}}


class Bushido(_KeywordN):
    """Bushido N (702.45a): whenever this creature blocks or becomes blocked, it gets +N/+N
    until end of turn; each instance triggers on its own (702.45b)."""

    KEYWORD_RULE = cr.BUSHIDO
    kind: SkipJsonSchema[Literal["bushido"]] = "bushido"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_blocks_or_blocked)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"continuous": {"affects": "this", "until": "end of turn", "pt": f"+{n}/+{n}"}}


class Annihilator(_KeywordN):
    """Annihilator N (702.86a): whenever this creature attacks, defending player sacrifices N
    permanents; each instance triggers on its own (702.86b)."""

    KEYWORD_RULE = cr.ANNIHILATOR
    kind: SkipJsonSchema[Literal["annihilator"]] = "annihilator"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_attacks)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"sacrifice": {"what": "permanent", "amount": n, "player": "defending player"}}


class Afflict(_KeywordN):
    """Afflict N (702.130a): whenever this creature becomes blocked, defending player loses N
    life; each instance triggers on its own (702.130b)."""

    KEYWORD_RULE = cr.AFFLICT
    kind: SkipJsonSchema[Literal["afflict"]] = "afflict"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_becomes_blocked)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"lose_life": {"amount": n, "player": "defending player"}}


class Soulshift(_KeywordN):
    """Soulshift N (702.46a): when this permanent dies, you may return target Spirit card with
    mana value N or less from your graveyard to your hand."""

    KEYWORD_RULE = cr.SOULSHIFT
    kind: SkipJsonSchema[Literal["soulshift"]] = "soulshift"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_dies_trigger)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"return_to_hand": "t"}

    @classmethod
    def _more(cls, n: int) -> dict[str, Any]:
        return {"targets": {"t": f"Spirit card in your graveyard with mana value {n} or less"},
                "optional": True}


class Afterlife(_KeywordN):
    """Afterlife N (702.135a): when this permanent dies, create N 1/1 white and black Spirit
    creature tokens with flying."""

    KEYWORD_RULE = cr.AFTERLIFE
    kind: SkipJsonSchema[Literal["afterlife"]] = "afterlife"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_dies_trigger)

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"create_token": {"amount": n, "token": {
            "name": "Spirit", "colors": ["white", "black"], "types": ["creature"],
            "subtypes": ["Spirit"], "power": 1, "toughness": 1, "abilities": ["flying"]}}}


def _ward_trigger() -> BecomesTargetTrigger:
    return BecomesTargetTrigger.model_validate({"what": "this", "by": "an opponent"})


class Ward(TriggeredAbility):
    """Ward [cost] (702.21a): whenever this permanent becomes the target of a spell or ability
    an opponent controls, counter that spell or ability unless that player pays [cost]."""

    KEYWORD_RULE = cr.WARD
    kind: SkipJsonSchema[Literal["ward"]] = "ward"  # type: ignore[assignment]
    cost: UnlessCostField
    when: TriggerEvent = Field(default_factory=_ward_trigger)
    effects: list[Effect] = []

    @model_validator(mode="before")
    @classmethod
    def _counters(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("cost"), str):
            return {**data, "effects": [{"counter": {"what": "that spell or ability",
                                                     "unless_pays": data["cost"]}}]}
        return data


def _your_upkeep() -> StepTrigger:
    return StepTrigger.model_validate({"step": "upkeep", "whose": "your"})


class CumulativeUpkeep(TriggeredAbility):
    """Cumulative upkeep [cost] (702.24a): at the beginning of your upkeep, put an age counter
    on this permanent; then you may pay [cost] for each age counter on it; if you don't,
    sacrifice it."""

    KEYWORD_RULE = cr.CUMULATIVE_UPKEEP
    kind: SkipJsonSchema[Literal["cumulative_upkeep"]] = \
        "cumulative_upkeep"  # type: ignore[assignment]
    cost: CostField
    when: TriggerEvent = Field(default_factory=_your_upkeep)
    effects: list[Effect] = []

    @model_validator(mode="before")
    @classmethod
    def _age(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("cost"), str):
            return {**data, "effects": [
                {"put_counters": {"counter": "age", "on": "this"}},
                {"if_you_do": {"cost": data["cost"], "per_counter": "age",
                               "otherwise": [{"sacrifice_it": "this"}]}}]}
        return data


def _amount_effects(effects: Callable[[int], list[dict[str, Any]]]) -> Callable[[Any], Any]:
    """A numbered keyword's effects, from its number ('renown 2')."""
    def defaults(data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("amount"),
                                                                           int):
            return {**data, "effects": effects(data["amount"])}
        return data
    return defaults


def _combat_damage_to_a_player() -> DealsDamageTrigger:
    return DealsDamageTrigger.model_validate({"source": "this", "to": "a player",
                                              "combat": True})


def _not_renowned() -> Condition:
    return parse_game_condition("it isn't renowned")


def _ingested() -> list[Any]:
    return [ExileTop.model_validate({"player": "that player"})]


class Ingest(TriggeredAbility):
    """Ingest (702.115a): whenever this creature deals combat damage to a player, that player
    exiles the top card of their library."""

    KEYWORD_RULE = cr.INGEST
    kind: SkipJsonSchema[Literal["ingest"]] = "ingest"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_combat_damage_to_a_player)
    effects: list[Effect] = Field(default_factory=_ingested)


class Renown(TriggeredAbility):
    """Renown N (702.112a): when this creature deals combat damage to a player, if it isn't
    renowned, N +1/+1 counters on it and it becomes renowned."""

    KEYWORD_RULE = cr.RENOWN
    kind: SkipJsonSchema[Literal["renown"]] = "renown"  # type: ignore[assignment]
    amount: Annotated[int, Field(gt=0)]
    when: TriggerEvent = Field(default_factory=_combat_damage_to_a_player)
    condition: GameConditionField | None = Field(default_factory=_not_renowned, alias="if")
    effects: list[Effect] = []
    _defaults = model_validator(mode="before")(_amount_effects(lambda n: [
        {"put_counters": {"counter": "+1/+1", "amount": n, "on": "this"}},
        {"become_renowned": {}}]))


class Fabricate(TriggeredAbility):
    """Fabricate N (702.123a): when this permanent enters, N +1/+1 counters on it or N 1/1
    Servo tokens, as its controller chooses when the ability resolves."""

    KEYWORD_RULE = cr.FABRICATE
    kind: SkipJsonSchema[Literal["fabricate"]] = "fabricate"  # type: ignore[assignment]
    amount: Annotated[int, Field(gt=0)]
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    effects: list[Effect] = []
    _defaults = model_validator(mode="before")(_amount_effects(lambda n: [
        {"counters_or_servos": n}]))


def _backup_effects(data: Any) -> Any:
    """Backup N: N +1/+1 counters on target creature, then the grant (702.165a)."""
    if isinstance(data, dict) and "effects" not in data and isinstance(data.get("amount"), int):
        return {**data, "targets": data.get("targets", {"t": "creature"}), "effects": [
            {"put_counters": {"counter": "+1/+1", "amount": data["amount"], "on": "t"}},
            {"backup_grant": {}}]}
    return data


class Backup(TriggeredAbility):
    """Backup N (702.165a): when this creature enters, N +1/+1 counters on target creature;
    if that's another creature, it gains this creature's abilities printed below backup until
    end of turn (`grants`)."""

    KEYWORD_RULE = cr.BACKUP
    kind: SkipJsonSchema[Literal["backup"]] = "backup"  # type: ignore[assignment]
    amount: Annotated[int, Field(gt=0)]
    grants: list[Ability] = Field(default_factory=list, description="the abilities printed "
                                  "below backup, which another creature gains")
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    _defaults = model_validator(mode="before")(_backup_effects)


def _this_spell_cast() -> CastTrigger:
    return CastTrigger.model_validate({"player": "you", "this_spell": True})


def _casualty_paid() -> Condition:
    return parse_game_condition("a casualty cost was paid for it")


def _copy_it() -> list[Any]:
    return [CopySpell.model_validate({"what": "that spell", "new_targets": True})]


def _conspired() -> Condition:
    return parse_game_condition("its conspire cost was paid")


class Conspire(TriggeredAbility):
    """Conspire (702.78a): as you cast this spell, you may tap two untapped creatures you
    control that each share a color with it (`cast: {conspire: [a, b]}`); when you cast it,
    if you did, copy it, with new targets if you choose."""

    KEYWORD_RULE = cr.CONSPIRE
    kind: SkipJsonSchema[Literal["conspire"]] = "conspire"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    condition: GameConditionField | None = Field(default_factory=_conspired, alias="if")
    effects: list[Effect] = Field(default_factory=_copy_it)


def _replicated() -> Condition:
    return parse_game_condition("its replicate cost was paid")


def _replicate_copies() -> list[Any]:
    return [ReplicateCopies()]


class Replicate(TriggeredAbility):
    """Replicate [cost] (702.56a): as you cast this spell, you may pay [cost] any number of
    times (`cast: {replicate: 2}`); when you cast it, if you did, a copy of it for each time,
    with new targets if you choose."""

    KEYWORD_RULE = cr.REPLICATE
    kind: SkipJsonSchema[Literal["replicate"]] = "replicate"  # type: ignore[assignment]
    cost: ManaCostField
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    condition: GameConditionField | None = Field(default_factory=_replicated, alias="if")
    effects: list[Effect] = Field(default_factory=_replicate_copies)


class Casualty(TriggeredAbility):
    """Casualty N (702.153a): as you cast this spell, you may sacrifice a creature with power
    N or greater (`cast: {casualty: <id>}`); when you cast it, if you did, copy it, with new
    targets if you choose."""

    KEYWORD_RULE = cr.CASUALTY
    kind: SkipJsonSchema[Literal["casualty"]] = "casualty"  # type: ignore[assignment]
    amount: Annotated[int, Field(gt=0)]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    condition: GameConditionField | None = Field(default_factory=_casualty_paid, alias="if")
    effects: list[Effect] = Field(default_factory=_copy_it)


def _cascading() -> list[Any]:
    return [CascadeFromLibrary()]


class Cascade(TriggeredAbility):
    """Cascade (702.85a): when you cast this spell, exile cards from the top of your library
    until a nonland card with lesser mana value; you may cast it free; the rest go to the
    bottom in a random order. Each instance triggers (702.85c)."""

    KEYWORD_RULE = cr.CASCADE
    kind: SkipJsonSchema[Literal["cascade"]] = "cascade"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    effects: list[Effect] = Field(default_factory=_cascading)


def _storming() -> list[Any]:
    return [StormCopies()]


def _gravestorming() -> list[Any]:
    return [GravestormCopies()]


def _another_creature_enters() -> EntersTrigger:
    return EntersTrigger.model_validate({"what": "another creature"})


def _has_a_counter() -> Condition:
    return parse_game_condition("this has a +1/+1 counter on it")


def _graft_move() -> list[Any]:
    return [MoveCounters.model_validate({"counter": "+1/+1", "from": "this",
                                         "to": "that creature"})]


class Graft(TriggeredAbility):
    """Graft's triggered ability (702.58a): whenever another creature enters, if this has a
    +1/+1 counter on it, you may move a +1/+1 counter from it onto that creature. The
    keyword's replacement, "this enters with N +1/+1 counters on it", is written beside it;
    each instance works separately (702.58b)."""

    KEYWORD_RULE = cr.GRAFT
    kind: SkipJsonSchema[Literal["graft"]] = "graft"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_another_creature_enters)
    condition: GameConditionField | None = Field(default_factory=_has_a_counter, alias="if")
    optional: bool = True
    effects: list[Effect] = Field(default_factory=_graft_move)


class PartnerWith(TriggeredAbility):
    """Partner with [name] (702.124i): with its deck-construction part, which does nothing in
    a game, "when this permanent enters, target player may search their library for a card
    named [name], reveal it, put it into their hand, then shuffle"."""

    KEYWORD_RULE = cr.PARTNER_WITH
    kind: SkipJsonSchema[Literal["partner_with"]] = "partner_with"  # type: ignore[assignment]
    partner: str = Field(min_length=1, description="the name of the card it partners with")
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    effects: list[Effect] = []

    @model_validator(mode="before")
    @classmethod
    def _searching(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("partner"),
                                                                          str):
            return {**data, "targets": {"t": "player"},
                    "effects": [{"search_for_partner": {"name": data["partner"],
                                                        "player": "t"}}]}
        return data


class Ripple(_KeywordN):
    """Ripple N (702.60a): when you cast this spell, you may reveal the top N cards of your
    library and cast those with its name free; each instance triggers (702.60b)."""

    KEYWORD_RULE = cr.RIPPLE
    kind: SkipJsonSchema[Literal["ripple"]] = "ripple"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    optional: bool = True

    @classmethod
    def _effect(cls, n: int) -> dict[str, Any]:
        return {"ripple_reveal": {"amount": n}}


class Gravestorm(TriggeredAbility):
    """Gravestorm (702.69a): when you cast this spell, copy it for each permanent put into a
    graveyard from the battlefield this turn, counted as it resolves; each instance triggers
    (702.69b)."""

    KEYWORD_RULE = cr.GRAVESTORM
    kind: SkipJsonSchema[Literal["gravestorm"]] = "gravestorm"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    effects: list[Effect] = Field(default_factory=_gravestorming)


class Storm(TriggeredAbility):
    """Storm (702.40a): when you cast this spell, copy it for each other spell cast before it
    this turn; each instance triggers (702.40b)."""

    KEYWORD_RULE = cr.STORM
    kind: SkipJsonSchema[Literal["storm"]] = "storm"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_spell_cast)
    effects: list[Effect] = Field(default_factory=_storming)


def _exiled_by_madness() -> MadnessTrigger:
    return MadnessTrigger()


def _cast_for_madness() -> list[Any]:
    return [CastForMadness()]


class Madness(TriggeredAbility):
    """Madness [cost] (702.35a): if its owner would discard this card, it is exiled instead;
    when it is, they may cast it by paying [cost] rather than its mana cost (an alternative
    cost, 702.35b), or else it goes to their graveyard."""

    KEYWORD_RULE = cr.MADNESS
    kind: SkipJsonSchema[Literal["madness"]] = "madness"  # type: ignore[assignment]
    cost: ManaCostField
    when: TriggerEvent = Field(default_factory=_exiled_by_madness)
    effects: list[Effect] = Field(default_factory=_cast_for_madness)


def _evoke_paid() -> Condition:
    return parse_game_condition("its evoke cost was paid")


def _sacrificed() -> list[Any]:
    return [SacrificeIt.model_validate({"what": "this"})]


def _revealed_for_miracle() -> MiracleTrigger:
    return MiracleTrigger()


def _cast_for_miracle() -> list[Any]:
    return [CastForMiracle()]


class Miracle(TriggeredAbility):
    """Miracle [cost] (702.94a): its owner may reveal it from their hand as they draw it, if
    it's the first card they've drawn this turn (`choices: may:` by the card's id; default:
    they do); when they do, they may cast it by paying [cost] rather than its mana cost (an
    alternative cost, 118.9)."""

    KEYWORD_RULE = cr.MIRACLE
    kind: SkipJsonSchema[Literal["miracle"]] = "miracle"  # type: ignore[assignment]
    cost: ManaCostField
    when: TriggerEvent = Field(default_factory=_revealed_for_miracle)
    effects: list[Effect] = Field(default_factory=_cast_for_miracle)


class Evoke(TriggeredAbility):
    """Evoke [cost] (702.74a): it may be cast for [cost] rather than its mana cost — the mana
    is what it is cast for (601.2b), other parts ('Exile a red card from your hand') are paid
    as it is cast (601.2h); when the permanent enters, if it was, its controller sacrifices
    it."""

    KEYWORD_RULE = cr.EVOKE
    kind: SkipJsonSchema[Literal["evoke"]] = "evoke"  # type: ignore[assignment]
    cost: CostField

    @model_validator(mode="after")
    def _a_spells_cost(self) -> Evoke:
        problem = spell_cost_problem(_besides_mana(self.cost))
        if problem is not None:
            raise ValueError(problem)
        return self

    @property
    def others(self) -> Cost:
        """What is paid besides mana."""
        return _besides_mana(self.cost)
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    condition: GameConditionField | None = Field(default_factory=_evoke_paid, alias="if")
    effects: list[Effect] = Field(default_factory=_sacrificed)


def _arrived_since_last_upkeep() -> Condition:
    return parse_game_condition("this came under your control since the beginning of your last "
                                "upkeep")


class Echo(TriggeredAbility):
    """Echo [cost] (702.30a): at the beginning of your upkeep, if this came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]."""

    KEYWORD_RULE = cr.ECHO
    kind: SkipJsonSchema[Literal["echo"]] = "echo"  # type: ignore[assignment]
    cost: CostField
    when: TriggerEvent = Field(default_factory=_your_upkeep)
    condition: GameConditionField | None = Field(default_factory=_arrived_since_last_upkeep,
                                                alias="if")
    effects: list[Effect] = []

    @model_validator(mode="before")
    @classmethod
    def _unless_paid(cls, data: Any) -> Any:
        if isinstance(data, dict) and "effects" not in data and isinstance(data.get("cost"), str):
            return {**data, "effects": [{"if_you_do": {
                "cost": data["cost"], "otherwise": [{"sacrifice_it": "this"}]}}]}
        return data


def _has_a_time_counter() -> Condition:
    return parse_game_condition("this has a time counter on it")


def _time_counter_removed() -> list[Any]:
    return [RemoveCounters.model_validate({"counter": "time", "from": "this"})]


class Vanishing(TriggeredAbility):
    """Vanishing's upkeep ability (702.63a): at the beginning of your upkeep, if this has a
    time counter on it, remove one. The keyword's other abilities are written beside it: it
    enters with N time counters, and "when the last time counter is removed from this,
    sacrifice it" (`last_counter_removed`)."""

    KEYWORD_RULE = cr.VANISHING
    kind: SkipJsonSchema[Literal["vanishing"]] = "vanishing"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_your_upkeep)
    condition: GameConditionField | None = Field(default_factory=_has_a_time_counter,
                                                alias="if")
    effects: list[Effect] = Field(default_factory=_time_counter_removed)


def _fade_or_sacrifice() -> list[Any]:
    return [IfYouDo.model_validate({"cost": "Remove a fade counter from this", "optional": False,
                                    "otherwise": [{"sacrifice_it": "this"}]})]


class Fading(TriggeredAbility):
    """Fading's upkeep ability (702.32a): at the beginning of your upkeep, remove a fade counter
    from this; if you can't, sacrifice it. Written beside it: it enters with N fade
    counters."""

    KEYWORD_RULE = cr.FADING
    kind: SkipJsonSchema[Literal["fading"]] = "fading"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_your_upkeep)
    effects: list[Effect] = Field(default_factory=_fade_or_sacrifice)


def _last_defense_counter() -> LastCounterTrigger:
    return LastCounterTrigger.model_validate({"what": "this", "counter": "defense"})


def _cast_transformed() -> list[Any]:
    return [ExileAndCast.model_validate({"what": "this", "transformed": True})]


class SiegeAbility(TriggeredAbility):
    """The ability every Siege has by its battle type, printed on no card (310.11b): when the
    last defense counter is removed from this permanent, exile it, then you may cast it
    transformed without paying its mana cost. The layers give it to each Siege
    (judge/engine/layers/changes.py), as a basic land type gives its mana ability."""

    KEYWORD_RULE = cr.SIEGE_DEFEATED  # no keyword: the rule that gives it, cited as it triggers
    kind: SkipJsonSchema[Literal["siege"]] = "siege"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_last_defense_counter)
    effects: list[Effect] = Field(default_factory=_cast_transformed)


def _last_time_counter() -> LastCounterTrigger:
    return LastCounterTrigger.model_validate({"what": "this", "counter": "time"})


def _cast_this() -> list[Any]:
    return [CastIt.model_validate({"what": "this"})]


class Suspend(TriggeredAbility):
    """Suspend N—[cost] (702.62a): its owner may pay [cost] and exile it from their hand with N
    time counters, any time they could begin to cast it (a special action, 116.2f; `suspend:`
    among a scenario's actions); while it is suspended (in exile with a time counter,
    702.62b), at the beginning of its owner's upkeep a time counter is removed from it. Its
    cast ability is the keyword's other part (`suspend_cast`)."""

    KEYWORD_RULE = cr.SUSPEND
    WORKS_IN_EXILE: ClassVar[bool] = True
    kind: SkipJsonSchema[Literal["suspend"]] = "suspend"  # type: ignore[assignment]
    time: Annotated[int, Field(ge=0)] = Field(description="N: the time counters")
    cost: CostField
    when: TriggerEvent = Field(default_factory=_your_upkeep)
    condition: GameConditionField | None = Field(default_factory=_has_a_time_counter,
                                                alias="if")
    effects: list[Effect] = Field(default_factory=_time_counter_removed)


class SuspendCast(TriggeredAbility):
    """Suspend's last ability (702.62a): when the last time counter is removed from this card
    in exile, its owner may cast it without paying its mana cost; a creature spell cast this
    way has haste until they lose control of it."""

    KEYWORD_RULE = cr.SUSPEND
    WORKS_IN_EXILE: ClassVar[bool] = True
    kind: SkipJsonSchema[Literal["suspend_cast"]] = "suspend_cast"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_last_time_counter)
    effects: list[Effect] = Field(default_factory=_cast_this)


def _creature_of_yours_enters() -> EntersTrigger:
    return EntersTrigger.model_validate({"what": "a creature you control"})


def _greater_than_this() -> Condition:
    return parse_game_condition("that creature's power is greater than this creature's power "
                                "and/or that creature's toughness is greater than this "
                                "creature's toughness")


def _counter_on_this() -> list[Any]:
    return [PutCounters.model_validate({"counter": "+1/+1", "on": "this"})]


def _exploiting() -> list[Any]:
    return [ExploitSacrifice()]


class Exploit(TriggeredAbility):
    """Exploit (702.110a): when this creature enters, its controller may sacrifice a
    creature."""

    KEYWORD_RULE = cr.EXPLOIT
    kind: SkipJsonSchema[Literal["exploit"]] = "exploit"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_enters_trigger)
    optional: bool = True
    effects: list[Effect] = Field(default_factory=_exploiting)


def _attacks_the_leader() -> AttacksTrigger:
    return AttacksTrigger.model_validate({"what": "this", "most_life": True})


class Dethrone(TriggeredAbility):
    """Dethrone (702.105a): whenever this creature attacks the player with the most life or
    tied for most life, a +1/+1 counter on it."""

    KEYWORD_RULE = cr.DETHRONE
    kind: SkipJsonSchema[Literal["dethrone"]] = "dethrone"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_attacks_the_leader)
    effects: list[Effect] = Field(default_factory=_counter_on_this)


class Evolve(TriggeredAbility):
    """Evolve (702.100a): whenever a creature you control enters, if its power or toughness is
    greater than this creature's, a +1/+1 counter on this creature; checked again as it
    resolves (603.4)."""

    KEYWORD_RULE = cr.EVOLVE
    kind: SkipJsonSchema[Literal["evolve"]] = "evolve"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_creature_of_yours_enters)
    condition: GameConditionField | None = Field(default_factory=_greater_than_this, alias="if")
    effects: list[Effect] = Field(default_factory=_counter_on_this)


def _had_none(counter: str) -> Callable[[], Condition]:
    """'if it had no [counter] counters on it': as it last was on the battlefield."""
    return lambda: parse_game_condition(f"it had no {counter} counters on it")


def _sacrificed_at_end_of_combat() -> list[Any]:
    return [Delayed.model_validate({"at": "end of combat", "effects": [{"sacrifice_it": "it"}]})]


def _either_enters() -> EntersTrigger:
    return EntersTrigger.model_validate({"what": "this or another creature you control"})


def _both_unpaired() -> Condition:
    return parse_game_condition("you control both creatures and both are unpaired")


def _pair() -> list[Any]:
    return [PairSoulbond()]


class Soulbond(TriggeredAbility):
    """Soulbond (702.95a): its two triggered abilities as one — when this creature or another
    creature you control enters, if you control both and both are unpaired (as this one
    entered: it, and some other creature you control), you may pair them, for as long as both
    remain creatures on the battlefield under your control."""

    KEYWORD_RULE = cr.SOULBOND
    kind: SkipJsonSchema[Literal["soulbond"]] = "soulbond"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_either_enters)
    condition: GameConditionField | None = Field(default_factory=_both_unpaired, alias="if")
    optional: bool = True
    effects: list[Effect] = Field(default_factory=_pair)


class Decayed(TriggeredAbility):
    """Decayed (702.147a): this creature can't block, and when it attacks, it is sacrificed at
    end of combat (a delayed triggered ability, 603.7)."""

    KEYWORD_RULE = cr.DECAYED
    RESTRICTS = frozenset({Restriction.BLOCK})
    kind: SkipJsonSchema[Literal["decayed"]] = "decayed"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_this_attacks)
    effects: list[Effect] = Field(default_factory=_sacrificed_at_end_of_combat)


class Undying(TriggeredAbility):
    """Undying (702.93a): when this permanent dies, if it had no +1/+1 counters on it, it
    returns to the battlefield with a +1/+1 counter on it."""

    KEYWORD_RULE = cr.UNDYING
    kind: SkipJsonSchema[Literal["undying"]] = "undying"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_dies_trigger)
    condition: GameConditionField | None = Field(default_factory=_had_none("+1/+1"), alias="if")
    effects: list[Effect] = Field(default_factory=_comes_back("+1/+1"))


class Persist(TriggeredAbility):
    """Persist (702.79a): when this permanent dies, if it had no -1/-1 counters on it, it
    returns to the battlefield with a -1/-1 counter on it."""

    KEYWORD_RULE = cr.PERSIST
    kind: SkipJsonSchema[Literal["persist"]] = "persist"  # type: ignore[assignment]
    when: TriggerEvent = Field(default_factory=_dies_trigger)
    condition: GameConditionField | None = Field(default_factory=_had_none("-1/-1"), alias="if")
    effects: list[Effect] = Field(default_factory=_comes_back("-1/-1"))


# ---------------------------------------------------------------- replacement effects (614)


class ReplacementKind(Strict):
    """A static ability that replaces one kind of event with another (614.1).

    Written `replacement: {event: E, …}`: `event` is its key among replacement kinds, and each
    kind takes only what the engine applies, so nothing is ignored silently. RULE is the rule it
    follows; `describe` words it; the engine registers how it applies
    (judge/engine/replacement.py).
    """

    RULE: ClassVar[Rule] = cr.REPLACEMENT
    kind: SkipJsonSchema[Literal["replacement"]] = "replacement"
    condition: GameConditionField | None = Field(None, alias="if",
                                                description="only while this is true")
    unless: GameConditionField | None = Field(None, description="only while this is false")

    @model_validator(mode="after")
    def _watches_the_board(self) -> ReplacementKind:
        what = getattr(self, "what", None)
        if what is not None:
            check_standing(what, "a replacement effect", {Scope.SELF, Scope.ALL})
        return self

    def describe(self) -> str:
        condition = f" while {self.condition.text}" if self.condition else ""
        if self.condition is not None and self.condition.kind is ConditionKind.KICKED:
            condition = " and was kicked"  # a fact of the spell it was, not a state (702.33d)
        if self.unless is not None:
            condition += f" unless {self.unless.text}"
        return f"if {self.event_words()}{condition}, {self.instead_words()}"

    def event_words(self) -> str:
        raise NotImplementedError

    def instead_words(self) -> str:
        raise NotImplementedError


_WHAT = Field(None, description="the objects it watches: 'this', 'a card or token', "
              "'a card an opponent owns', 'a creature you control'")


class GraveyardDestination(StrEnum):
    EXILE = "exile"
    HAND = "hand"
    LIBRARY_TOP = "library top"
    LIBRARY_SHUFFLED = "shuffle into library"


class GraveyardReplacement(ReplacementKind):
    """If a card would be put into a graveyard, it goes elsewhere instead (614.1a)."""

    event: Literal["put_into_graveyard"]
    what: SelectorField | None = _WHAT
    instead: GraveyardDestination
    dies: bool = Field(False, description="'would die': only from the battlefield (700.4)")

    def event_words(self) -> str:
        if self.dies:
            return f"{self.what.text if self.what else 'a permanent'} would die"
        return f"{self.what.text if self.what else 'a card'} would be put into a graveyard"

    def instead_words(self) -> str:
        return {GraveyardDestination.EXILE: "exile it instead",
                GraveyardDestination.HAND: "put it into its owner's hand instead",
                GraveyardDestination.LIBRARY_TOP: "put it on top of its owner's library instead",
                GraveyardDestination.LIBRARY_SHUFFLED:
                    "shuffle it into its owner's library instead"}[self.instead]


class EntersReplacement(ReplacementKind):
    """A permanent enters tapped, or with counters (614.1c–d)."""

    RULE = cr.AS_ENTERS
    event: Literal["enters"]
    what: SelectorField | None = _WHAT
    instead: Literal["tapped", "with counters"]
    counters: dict[CounterKindField, AmountField] = Field(
        default_factory=dict, description="for 'with counters': how many of each kind — a "
        "number; X (the X paid to cast it); or a count read from the game as it enters, "
        "'for each creature that died this turn', 'number of other creatures on the "
        "battlefield'")

    @model_validator(mode="after")
    def _counters_with_counters(self) -> EntersReplacement:
        if (self.instead == "with counters") != bool(self.counters):
            raise ValueError("'counters:' goes with instead: 'with counters', and only with it")
        for n in self.counters.values():
            if n.kind not in ENTERS_COUNTS:
                raise ValueError(f"{n.text!r}: a permanent enters with a number of counters, "
                                 "X, or a count of the game as it enters")
            if n.of is not None:  # counted among the objects there are (614.12)
                check_standing(n.of, "an 'enters with' replacement", {Scope.ALL})
        return self

    @property
    def tapped(self) -> bool:
        return self.instead == "tapped"

    def event_words(self) -> str:
        return f"{self.what.text if self.what else 'a permanent'} would enter"

    def instead_words(self) -> str:
        if self.tapped:
            return "it enters tapped"
        return "it enters with " + ", ".join(_counters_words(k, n)
                                             for k, n in self.counters.items())


# what "enters with" counters may count: read from the game as the permanent enters (614.12)
ENTERS_COUNTS = frozenset({
    AmountKind.CONSTANT, AmountKind.X, AmountKind.COUNT, AmountKind.GREATEST_POWER,
    AmountKind.COUNTERS_AMONG, AmountKind.DEVOTION, AmountKind.OPPONENTS,
    AmountKind.CARDS_IN_HAND, AmountKind.CARD_TYPES_IN_GRAVEYARDS, AmountKind.LIFE_TOTAL,
    AmountKind.LIFE_GAINED, AmountKind.LIFE_LOST, AmountKind.OPPONENTS_LIFE_LOST,
    AmountKind.SPEED, AmountKind.BASIC_LAND_TYPES, AmountKind.COLORS_AMONG,
    AmountKind.OPPONENTS_POISON, AmountKind.CARDS_IN_OPPONENTS_HANDS, AmountKind.PARTY,
    AmountKind.CREATURES_DIED, AmountKind.CREATURES_DIED_YOURS})


def _counters_words(kind: str, n: Amount) -> str:
    """'2 +1/+1 counters', 'X +1/+1 counters', '1 +1/+1 counter for each Gate you control',
    'X +1/+1 counters, where X is the number of other creatures on the battlefield'."""
    said = wording.amount(n)
    noun = f"{kind} counter"
    per = re.sub(r" \+ (\d+)$", r" plus \1", wording.per(n))
    return (count_of(int(said), noun) if said.isdigit() else f"{said} {noun}s") + per


class DamageReplacement(ReplacementKind):
    """A source deals double damage instead (614.1a)."""

    event: Literal["damage"]
    instead: Literal["double"]

    def event_words(self) -> str:
        return "a source would deal damage"

    def instead_words(self) -> str:
        return "it deals double that damage instead"


class CountersReplacement(ReplacementKind):
    """Twice that many counters, or one more, are put instead (614.1a, 614.16)."""

    RULE = cr.COUNTER_REPLACEMENT
    event: Literal["counters"]
    what: SelectorField | None = _WHAT
    counter: str | None = Field(None, description="which counters, e.g. '+1/+1'")
    instead: Literal["double", "plus one"]
    effects_only: bool = Field(False, description="'if an effect would put counters': not "
                               "counters that are the result of combat damage (614.16)")

    def more(self, n: int) -> int:
        return n * 2 if self.instead == "double" else n + 1

    def event_words(self) -> str:
        what = self.what.text if self.what else "a permanent"
        return f"an effect would put counters on {what}" if self.effects_only \
            else f"counters would be put on {what}"

    def instead_words(self) -> str:
        return "twice that many instead" if self.instead == "double" \
            else "that many plus one instead"


class TokensReplacement(ReplacementKind):
    """Twice that many tokens are created instead (614.1a, 614.16)."""

    RULE = cr.COUNTER_REPLACEMENT
    event: Literal["tokens"]
    player: WhoField | None = Field(None, description="whose tokens")
    instead: Literal["double"]

    def event_words(self) -> str:
        return f"{PLAYER_WORDS[self.player] if self.player else 'a player'} would create tokens"

    def instead_words(self) -> str:
        return "twice that many instead"


class DrawReplacement(ReplacementKind):
    """A draw is replaced by winning the game (614.11)."""

    RULE = cr.DRAW_REPLACEMENT
    event: Literal["draw"]
    player: WhoField | None = Field(None, description="whose draws")
    instead: Literal["win the game"]

    def event_words(self) -> str:
        return f"{PLAYER_WORDS[self.player] if self.player else 'a player'} would draw a card"

    def instead_words(self) -> str:
        return "win the game instead"


class LifeReplacement(ReplacementKind):
    """A player gains more life instead (614.1a): "if a source would cause you to gain life"
    (119.10), so never for 0 life."""

    event: Literal["gain_life"]
    player: WhoField | None = Field(None, description="who would gain life")
    instead: Literal["double", "plus"]
    plus: int = Field(0, description="for 'plus': 'that much life plus 1'")

    @model_validator(mode="after")
    def _plus_with_plus(self) -> LifeReplacement:
        if (self.instead == "plus") != (self.plus > 0):
            raise ValueError("'plus: N' (at least 1) goes with instead: plus, and only with it")
        return self

    def more(self, n: int) -> int:
        return n * 2 if self.instead == "double" else n + self.plus

    def event_words(self) -> str:
        return f"{PLAYER_WORDS[self.player] if self.player else 'a player'} would gain life"

    def instead_words(self) -> str:
        who = "you gain" if self.player is Who.YOU else "that player gains"
        return f"{who} twice that much life instead" if self.instead == "double" \
            else f"{who} that much life plus {self.plus} instead"


REPLACEMENT_KINDS: dict[str, type[ReplacementKind]] = {
    kind.model_fields["event"].annotation.__args__[0]: kind  # type: ignore[union-attr]
    for kind in (GraveyardReplacement, EntersReplacement, DamageReplacement,
                 CountersReplacement, TokensReplacement, DrawReplacement, LifeReplacement)}
if TYPE_CHECKING:
    Replacement: TypeAlias = (GraveyardReplacement | EntersReplacement | DamageReplacement
                              | CountersReplacement | TokensReplacement | DrawReplacement
                              | LifeReplacement)
else:
    Replacement = Annotated[Union[tuple(REPLACEMENT_KINDS.values())],
                            Field(discriminator="event")]


class Dredge(Strict):
    """Dredge N (702.52a): while this card is in its owner's graveyard and they have at least N
    cards in their library (702.52b), they may replace a draw by milling N cards and returning
    this card to their hand."""

    kind: SkipJsonSchema[Literal["dredge"]] = "dredge"
    amount: Annotated[int, Field(ge=1)]


class CantBeCountered(Strict):
    """'This spell can't be countered': countering it does nothing (101.2: "can't" wins)."""

    kind: SkipJsonSchema[Literal["cant_be_countered"]] = "cant_be_countered"


# what a cost change may count besides objects: about the player whose it is, as the total
# cost is determined (601.2f; domain 305.6, 105.2)
COST_COUNTS = frozenset({AmountKind.OPPONENTS, AmountKind.BASIC_LAND_TYPES,
                         AmountKind.COLORS_AMONG, AmountKind.PARTY, AmountKind.DEVOTION,
                         AmountKind.LIFE_GAINED, AmountKind.GREATEST_POWER,
                         AmountKind.CREATURES_DIED})


class CostChange(Strict):
    """'[Spells] cost {N} more/less to cast' (601.2f): a static ability that changes the total
    cost of the spells it names as they are cast, by generic mana (118.7a); with `this_spell`,
    the spell's own, which works while it is being cast."""

    kind: SkipJsonSchema[Literal["cost_change"]] = "cost_change"
    generic: int = Field(description="generic mana more (2) or less (-2)")
    spells: FilterField = Field(default_factory=lambda: parse_filter("spell")[0],
                                description="the spells it changes: 'noncreature spell', …")
    caster: WhoField = Field(Who.ANY, description="who casts them: 'you', 'an opponent' or "
                             "'a player'")
    this_spell: bool = Field(False, description="'this spell costs …': its own cost only")
    targeting_this: bool = Field(False, description="'spells … that target this': only spells "
                                 "with this permanent among their targets (601.2c)")
    cast_from: Literal["graveyard", "not hand"] | None = Field(
        None, description="'spells you cast from your graveyard' ('graveyard': the caster's "
        "own), 'from anywhere other than your hand' ('not hand')")
    for_each: AmountField | None = Field(
        None, description="'for each …': the change once for each, e.g. 'number of artifacts "
        "you control'")
    condition: GameConditionField | None = Field(None, alias="if",
                                                description="only while true")

    @field_validator("generic")
    @classmethod
    def _changes(cls, value: int) -> int:
        if value == 0:
            raise ValueError("a cost change of {0} changes nothing")
        return value

    @model_validator(mode="after")
    def _others_spells(self) -> CostChange:
        if self.this_spell and (self.targeting_this or self.cast_from):
            raise ValueError("targeting_this and cast_from are about other spells, not this one")
        if self.cast_from == "graveyard" and self.caster is not Who.YOU:
            raise ValueError("'from your graveyard' goes with caster: you")
        return self

    @field_validator("for_each")
    @classmethod
    def _counted(cls, value: Amount | None) -> Amount | None:
        if value is not None and value.kind not in COST_COUNTS and (
                value.kind is not AmountKind.COUNT or value.of is None
                or value.of.scope is not Scope.ALL):
            raise ValueError("a cost change counts objects ('number of artifacts you control'), "
                             "opponents, or the basic land types or colors among its "
                             "controller's permanents")
        return value

    def describe(self) -> str:
        more = "more" if self.generic > 0 else "less"
        cost = f"{{{abs(self.generic)}}} {more}"
        each = f" for each of the {self.for_each.text.removeprefix('number of ')}" \
            if self.for_each is not None else ""
        if self.for_each is not None and abs(self.generic) == 1 \
                and not self.for_each.text.startswith("number of "):
            cost, each = f"{{X}} {more}", f", where X is {wording.the(self.for_each.text)}"
        when = f" if {self.condition.text}" if self.condition is not None else ""
        if self.this_spell:
            return f"this spell costs {cost} to cast{each}{when}"
        who = {Who.YOU: " you cast", Who.OPPONENT: " your opponents cast"}.get(self.caster, "")
        where = {"graveyard": " from your graveyard",
                 "not hand": " from anywhere other than your hand"}.get(self.cast_from or "", "")
        target = " that target this" if self.targeting_this else ""
        spells = re.sub(r"\bspell$", "spells", self.spells.text or "spell")
        return f"{spells}{who}{where}{target} cost {cost} to cast{each}{when}"


class Affinity(CostChange):
    """Affinity for [text] (702.41a): this spell costs {1} less to cast for each [text] you
    control."""

    kind: SkipJsonSchema[Literal["affinity"]] = "affinity"  # type: ignore[assignment]
    what: str = Field(description="what it counts: 'artifacts', 'Plains'")
    generic: int = -1
    this_spell: bool = True

    @model_validator(mode="before")
    @classmethod
    def _counts(cls, data: Any) -> Any:
        if isinstance(data, dict) and "for_each" not in data and isinstance(data.get("what"),
                                                                          str):
            return {**data, "for_each": f"number of {data['what']} you control"}
        return data

    def describe(self) -> str:
        return f"affinity for {self.what}"


class Undaunted(CostChange):
    """Undaunted (702.125a): this spell costs {1} less to cast for each opponent its caster
    has — not those who have left the game (702.125b); each instance applies (702.125c)."""

    kind: SkipJsonSchema[Literal["undaunted"]] = "undaunted"  # type: ignore[assignment]
    generic: int = -1
    this_spell: bool = True
    for_each: AmountField | None = Field(default_factory=lambda: parse_amount(
        "number of opponents"))

    def describe(self) -> str:
        return "undaunted"


class AttackUnless(Strict):
    """'This can't attack unless defending player controls an Island' (508.1c): a restriction
    checked against the player it would attack."""

    kind: SkipJsonSchema[Literal["cant_attack_unless"]] = "cant_attack_unless"
    defender_controls: FilterField = Field(description="what the defending player must "
                                           "control: 'Island'")

    def describe(self) -> str:
        return f"this can't attack unless defending player controls {self.defender_controls.text}"


class AttackTax(Strict):
    """'Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you' (508.1d, 508.1h): a cost to attack its controller, which
    the attacking player needn't pay — a creature that must attack needn't, if it costs."""

    kind: SkipJsonSchema[Literal["attack_tax"]] = "attack_tax"
    generic: Annotated[int, Field(gt=0)] = Field(description="generic mana for each creature")
    planeswalkers: bool = Field(False, description="'or planeswalkers you control' too")

    def describe(self) -> str:
        also = " or planeswalkers you control" if self.planeswalkers else ""
        return (f"creatures can't attack you{also} unless their controller pays "
                f"{{{self.generic}}} for each of those creatures")


class OptionalUntap(Strict):
    """'You may choose not to untap this during your untap step' (502.3)."""

    kind: SkipJsonSchema[Literal["optional_untap"]] = "optional_untap"


class CastLimit(Strict):
    """'Each player can't cast more than one spell each turn' (601.3, 101.2): a player who
    has cast that many spells of the kind this turn can't begin to cast another of it."""

    kind: SkipJsonSchema[Literal["cast_limit"]] = "cast_limit"
    who: PlayersField = Field(description="whose casting it limits: 'players' (each player), "
                              "'you' or 'your opponents'")
    spells: FilterField = Field(default_factory=lambda: parse_filter("spell")[0],
                                description="the spells counted and limited: 'spell', "
                                "'noncreature spell'")
    most: Annotated[int, Field(gt=0)] = Field(1, description="how many each turn")

    def describe(self) -> str:
        who = "each player" if self.who is Who.ANY else PLAYERS_WORDS[self.who]
        spell = self.spells.text or "spell"
        most = "one" if self.most == 1 else str(self.most)
        return f"{who} can't cast more than {most} {spell} each turn"


class UntapDuringOthers(Strict):
    """'Untap this during each other player's untap step' (502.3): as the active player
    untaps their permanents, the ability's controller untaps these, when it isn't their
    turn."""

    kind: SkipJsonSchema[Literal["untap_during_others"]] = "untap_during_others"
    what: SelectorField = Field(description="what untaps: 'this', or permanents its controller "
                                "controls: 'creatures you control', 'permanents you control'")

    @field_validator("what")
    @classmethod
    def _yours(cls, what: Selector) -> Selector:
        if what.scope is not Scope.SELF and (what.scope is not Scope.ALL or any(
                f.controller is not Who.YOU for f in what.filters)):
            raise ValueError("what untaps during another player's untap step is this, or "
                             "permanents you control")
        return what

    def describe(self) -> str:
        return f"untap {self.what.text} during each other player's untap step"


class GameOutcome(StrEnum):
    LOSE = "lose the game"
    WIN = "win the game"
    GAIN_LIFE = "gain life"


class Cant(Strict):
    """'You can't lose the game' and similar: not a replacement, but similar (614.17)."""

    kind: SkipJsonSchema[Literal["cant"]] = "cant"
    who: PlayersField
    what: GameOutcome


class TimingWindow(StrEnum):
    """'Activate only during …' (602.5b), 'cast this spell only during …' (601.3): when in
    the turn it may be activated or cast."""

    YOUR_TURN = "your turn"
    YOUR_UPKEEP = "your upkeep"
    COMBAT = "combat"
    BEFORE_ATTACKERS = "your turn, before attackers are declared"
    BEFORE_BLOCKERS = "combat before blockers are declared"
    AFTER_BLOCKERS = "combat after blockers are declared"
    DECLARE_ATTACKERS = "the declare attackers step"
    DECLARE_BLOCKERS = "the declare blockers step"
    OPPONENTS_TURN = "an opponent's turn"
    COMBAT_ON_OPPONENTS_TURN = "combat on an opponent's turn"
    OPPONENTS_UPKEEP = "an opponent's upkeep"
    YOUR_END_STEP = "your end step"
    YOUR_MAIN_PHASE = "your main phase"  # either of its main phases (505.1)


class SpellAbility(Modal):
    """What an instant or sorcery does as it resolves (113.3a); a modal one lists its modes,
    of which its controller chooses as they cast it (601.2b, 700.2a)."""

    kind: SkipJsonSchema[Literal["spell"]] = "spell"
    additional_cost: CostField | None = Field(
        None, description="'sacrifice a creature', 'discard a card', 'pay 2 life': paid as it "
        "is cast (601.2h)")
    cast_during: TimingWindow | None = Field(
        None, description="'cast this spell only during combat' (601.3): when it may be cast")
    cast_if: GameConditionField | None = Field(
        None, description="'cast this spell only if …' (601.3): a condition as it is cast")

    def _needs_effects(self) -> bool:
        """A permanent spell's only words as a spell may be its additional cost (601.2f) or
        when it may be cast (601.3)."""
        return super()._needs_effects() and self.additional_cost is None \
            and self.cast_during is None and self.cast_if is None

    @field_validator("additional_cost")
    @classmethod
    def _cost_a_spell_can_have(cls, cost: Cost | None) -> Cost | None:
        problem = spell_cost_problem(cost) if cost is not None else None
        if problem is not None:
            raise ValueError(problem)
        return cost


class ActivatedAbility(Instructions):
    """[Cost]: [Effect] (602)."""

    KEYWORD_RULE: ClassVar[Rule | None] = None  # a keyword that stands for the ability
    kind: SkipJsonSchema[Literal["activated"]] = "activated"
    cost: CostField
    functions_in: Literal["battlefield", "graveyard"] = Field(
        "battlefield", description="where it can be activated: 'graveyard' for one that "
        "returns its card from there, or exiles it from there as its cost (113.6m)")
    sorcery_speed: bool = False
    once_each_turn: bool = Field(False, description="'activate only once each turn' (602.5b)")
    max_each_turn: Annotated[int, Field(ge=2)] | None = Field(
        None, description="'activate no more than twice each turn' (602.5b)")
    during: TimingWindow | None = Field(
        None, description="'activate only during your turn' (or 'your upkeep', 'combat', "
        "'your turn, before attackers are declared') (602.5b)")
    only_if: GameConditionField | None = Field(
        None, description="'activate only if …': a condition checked as it is activated "
        "(602.5b), e.g. 'you have no cards in hand'")
    only_once: bool = Field(False, description="'activate only once' (602.5b): never again "
                            "while it is the same object (400.7)")
    any_player: bool = Field(False, description="'any player may activate this ability' "
                             "(602.1b): the player who activates it pays its cost and controls "
                             "it; 'you' is that player")

    @model_validator(mode="after")
    def _x_from_its_cost(self) -> ActivatedAbility:
        if uses_x(self.effects) and "{X}" not in self.cost.mana \
                and self.cost.remove_x_counters is None:
            raise ValueError(f"X in what it does needs an {{X}} in its cost, or 'remove X "
                             f"counters' ({cr.X_ACTIVATION.number})")
        for kind in counters_removed(self.effects):
            if kind != self.cost.remove_x_counters:
                raise ValueError(f"'{kind} counters removed this way' needs a cost that removes "
                                 f"a chosen number of {kind} counters")
        return self

    @property
    def home(self) -> Zone:
        """Where it can be activated, and where its source must still be: its owner's hand
        where its cost discards, reveals or exiles it from there (702.29a, 702.49a, 113.6m),
        the graveyard (113.6m), else the battlefield."""
        if self.cost.discard_self or self.cost.reveal_self or self.cost.exile_self_from_hand:
            return Zone.HAND
        return Zone.GRAVEYARD if self.functions_in == "graveyard" else Zone.BATTLEFIELD

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, it could add mana, and it isn't a loyalty ability (its other
        instructions, "if there are no depletion counters on this land, sacrifice it", don't
        make it one that uses the stack)."""
        return not self.targets and self.cost.loyalty is None and any(
            e.kind == "add_mana" for e in self.effects)


def _cycling_effects() -> list[Any]:
    return [Draw.model_validate({"amount": 1})]


def _with_cost_part(data: Any, part: str) -> Any:
    """A keyword's cost as written ('{2}{G}') and the part the keyword adds to it ('Exile this
    from your graveyard'), once."""
    if isinstance(data, dict) and isinstance(data.get("cost"), str) \
            and part.lower() not in data["cost"].lower():
        return {**data, "cost": f"{data['cost']}, {part}"}
    return data


class Cycling(ActivatedAbility):
    """Cycling [cost] (702.29a): "[cost], discard this card: draw a card" — its cost of
    discarding its card makes it work only while the card is in its owner's hand. Typecycling
    (702.29e, `find:`): "[cost], discard this card: search your library for a [type] card,
    reveal it, put it into your hand, then shuffle"."""

    kind: SkipJsonSchema[Literal["cycling"]] = "cycling"  # type: ignore[assignment]
    effects: list[Effect] = Field(default_factory=_cycling_effects)
    find: FilterField | None = Field(
        None, description="typecycling (702.29e): the card it searches for, e.g. 'basic land "
        "card', 'Plains card'")

    @model_validator(mode="before")
    @classmethod
    def _discarding(cls, data: Any) -> Any:
        """'cycling {2}' costs {2} and discarding the card; typecycling searches instead of
        drawing."""
        data = _with_cost_part(data, "Discard this card")
        if isinstance(data, dict) and data.get("find") and "effects" not in data:
            data = {**data, "effects": [{"search_library": {"find": data["find"],
                                                            "reveal": True}}]}
        return data

    @property
    def type_word(self) -> str:
        """'' for cycling, 'basic land' for basic landcycling, 'Plains' for plainscycling."""
        return self.find.text.removesuffix(" card") if self.find is not None else ""


def _unearthed() -> list[Any]:
    return [ReturnUnearthed()]


class Unearth(ActivatedAbility):
    """Unearth [cost] (702.84a): "[cost]: return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead. Activate only as a sorcery." """

    KEYWORD_RULE = cr.UNEARTH
    kind: SkipJsonSchema[Literal["unearth"]] = "unearth"  # type: ignore[assignment]
    effects: list[Effect] = Field(default_factory=_unearthed)
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    sorcery_speed: bool = True


def _scavenging(data: Any) -> Any:
    """'scavenge {2}{G}' costs {2}{G} and exiling the card from its owner's graveyard."""
    data = _with_cost_part(data, "Exile this from your graveyard")
    if isinstance(data, dict) and "effects" not in data:
        data = {**data, "targets": {"t": "creature"}, "effects": [{"put_counters": {
            "counter": "+1/+1", "amount": "power of this", "on": "t"}}]}
    return data


def _a_level_counter() -> list[Any]:
    return [PutCounters.model_validate({"counter": "level", "amount": 1, "on": "this"})]


class LevelUp(ActivatedAbility):
    """Level up [cost] (702.87a): "[cost]: put a level counter on this permanent; activate
    only as a sorcery". The leveler card's level symbols are static abilities written with
    `if: this has between 2 and 6 level counters on it` (711.2a) or `… 7 or more …` (711.2b)."""

    KEYWORD_RULE = cr.LEVEL_UP
    kind: SkipJsonSchema[Literal["level_up"]] = "level_up"  # type: ignore[assignment]
    effects: list[Effect] = Field(default_factory=_a_level_counter)
    sorcery_speed: bool = True


class Outlast(ActivatedAbility):
    """Outlast [cost] (702.107a): "[cost], {T}: put a +1/+1 counter on this creature; activate
    only as a sorcery"."""

    KEYWORD_RULE = cr.OUTLAST
    kind: SkipJsonSchema[Literal["outlast"]] = "outlast"  # type: ignore[assignment]
    effects: list[Effect] = Field(default_factory=_training_effects)
    sorcery_speed: bool = True

    @model_validator(mode="before")
    @classmethod
    def _tapping(cls, data: Any) -> Any:
        return _with_cost_part(data, "{T}")


def _attacked_this_turn() -> Condition:
    return parse_game_condition("this creature attacked this turn")


class Boast(ActivatedAbility):
    """Boast — [cost]: [effect] (702.142a): activate only if this creature attacked this turn
    and only once each turn."""

    KEYWORD_RULE = cr.BOAST
    kind: SkipJsonSchema[Literal["boast"]] = "boast"  # type: ignore[assignment]
    once_each_turn: bool = True
    only_if: GameConditionField | None = Field(default_factory=_attacked_this_turn)


class Exhaust(ActivatedAbility):
    """Exhaust — [cost]: [effect] (702.177a): activate only once."""

    KEYWORD_RULE = cr.EXHAUST
    kind: SkipJsonSchema[Literal["exhaust"]] = "exhaust"  # type: ignore[assignment]
    only_once: bool = True


class Forecast(ActivatedAbility):
    """Forecast — [cost], reveal this card from your hand: [effect] (702.57a): activated only
    from its owner's hand, revealing the card, during their upkeep and only once each turn
    (702.57b)."""

    KEYWORD_RULE = cr.FORECAST
    kind: SkipJsonSchema[Literal["forecast"]] = "forecast"  # type: ignore[assignment]
    once_each_turn: bool = True
    during: TimingWindow | None = TimingWindow.YOUR_UPKEEP

    @model_validator(mode="after")
    def _from_hand(self) -> Forecast:
        if not self.cost.reveal_self:  # 702.57a: the card is revealed from its owner's hand
            raise ValueError("a forecast ability's cost reveals its card from its owner's hand")
        return self


class Scavenge(ActivatedAbility):
    """Scavenge [cost] (702.97a): "[cost], exile this card from your graveyard: put a number
    of +1/+1 counters equal to its power on target creature; activate only as a sorcery" — the
    power of the card as it last existed in the graveyard (608.2h)."""

    KEYWORD_RULE = cr.SCAVENGE
    kind: SkipJsonSchema[Literal["scavenge"]] = "scavenge"  # type: ignore[assignment]
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    sorcery_speed: bool = True
    _defaults = model_validator(mode="before")(_scavenging)


def _token_copy_from_graveyard(but: dict[str, Any]) -> Callable[[Any], Any]:
    """'[keyword] {cost}' costs the mana and exiling the card from its owner's graveyard, and
    makes a token copy of the card with these exceptions (702.128a, 702.129a)."""
    def defaults(data: Any) -> Any:
        data = _with_cost_part(data, "Exile this from your graveyard")
        if isinstance(data, dict) and "effects" not in data:
            data = {**data, "effects": [{"create_token_copy": {"of": "this", "except": but}}]}
        return data
    return defaults


def _ninjutsu(data: Any) -> Any:
    """'ninjutsu {1}{U}' costs {1}{U}, revealing the card and returning an unblocked attacker;
    the card enters tapped and attacking."""
    data = _with_cost_part(data, "Reveal this card from your hand, Return an unblocked "
                           "attacking creature you control to its owner's hand")
    if isinstance(data, dict) and "effects" not in data:
        data = {**data, "effects": [{"return_to_battlefield": {
            "what": "this", "under": "you", "tapped": True, "attacking": True,
            "attacking_as_returned": True}}]}
    return data


class Ninjutsu(ActivatedAbility):
    """Ninjutsu [cost] (702.49a): "[cost], reveal this card from your hand, return an
    unblocked attacking creature you control to its owner's hand: put this card onto the
    battlefield from your hand tapped and attacking" — attacking whom the returned creature
    attacked (702.49c); there is an unblocked attacker only once blockers are declared."""

    KEYWORD_RULE = cr.NINJUTSU
    kind: SkipJsonSchema[Literal["ninjutsu"]] = "ninjutsu"  # type: ignore[assignment]
    _defaults = model_validator(mode="before")(_ninjutsu)


class Embalm(ActivatedAbility):
    """Embalm [cost] (702.128a): "[cost], exile this card from your graveyard: create a token
    that's a copy of it, except it's white, it has no mana cost, and it's a Zombie in addition
    to its other types; activate only as a sorcery"."""

    KEYWORD_RULE = cr.EMBALM
    kind: SkipJsonSchema[Literal["embalm"]] = "embalm"  # type: ignore[assignment]
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    sorcery_speed: bool = True
    _defaults = model_validator(mode="before")(_token_copy_from_graveyard(
        {"colors": ["white"], "no_mana_cost": True, "add_subtypes": ["Zombie"]}))


class Encore(ActivatedAbility):
    """Encore [cost] (702.141a): "[cost], exile this card from your graveyard: for each
    opponent, create a token that's a copy of it that attacks that opponent this turn if able;
    the tokens gain haste; sacrifice them at the beginning of the next end step; activate only
    as a sorcery"."""

    KEYWORD_RULE = cr.ENCORE
    kind: SkipJsonSchema[Literal["encore"]] = "encore"  # type: ignore[assignment]
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    sorcery_speed: bool = True
    _defaults = model_validator(mode="before")(lambda data: _encored(data))


def _encored(data: Any) -> Any:
    data = _with_cost_part(data, "Exile this from your graveyard")
    if isinstance(data, dict) and "effects" not in data:
        data = {**data, "effects": [{"encore_tokens": {}}]}
    return data


class Eternalize(ActivatedAbility):
    """Eternalize [cost] (702.129a): as embalm, but the token is black and 4/4."""

    KEYWORD_RULE = cr.ETERNALIZE
    kind: SkipJsonSchema[Literal["eternalize"]] = "eternalize"  # type: ignore[assignment]
    functions_in: Literal["battlefield", "graveyard"] = "graveyard"
    sorcery_speed: bool = True
    _defaults = model_validator(mode="before")(_token_copy_from_graveyard(
        {"colors": ["black"], "power": 4, "toughness": 4, "no_mana_cost": True,
         "add_subtypes": ["Zombie"]}))


def _reinforcing(data: Any) -> Any:
    """'reinforce 2—{1}{W}' costs {1}{W} and discarding the card."""
    data = _with_cost_part(data, "Discard this card")
    if isinstance(data, dict) and "effects" not in data and isinstance(data.get("amount"), int):
        data = {**data, "targets": {"t": "creature"}, "effects": [{"put_counters": {
            "counter": "+1/+1", "amount": data["amount"], "on": "t"}}]}
    return data


class Reinforce(ActivatedAbility):
    """Reinforce N—[cost] (702.77a): "[cost], discard this card: put N +1/+1 counters on
    target creature" — it works only while the card is in its owner's hand."""

    kind: SkipJsonSchema[Literal["reinforce"]] = "reinforce"  # type: ignore[assignment]
    amount: Annotated[int, Field(gt=0)]
    _defaults = model_validator(mode="before")(_reinforcing)


def _crewed() -> list[Any]:
    return [Continuous.model_validate({"affects": "this", "until": "end of turn",
                                       "add_types": ["artifact", "creature"]})]


def _tapping_power(data: Any) -> Any:
    """'crew 3', 'saddle 3' cost tapping other untapped creatures with total power 3 or greater
    (702.122a, 702.171a)."""
    if isinstance(data, dict) and "cost" not in data and isinstance(data.get("amount"), int):
        return {**data, "cost": "Tap any number of other untapped creatures you control "
                                f"with total power {data['amount']} or greater"}
    return data


def _saddled() -> list[Any]:
    return [BecomeSaddled()]


class Saddle(ActivatedAbility):
    """Saddle N (702.171a): "tap any number of other untapped creatures you control with total
    power N or greater: this permanent becomes saddled until end of turn; activate only as a
    sorcery" (the CR's 702.171a leaves out "total"; the cards' reminder text has it)."""

    KEYWORD_RULE = cr.SADDLE
    kind: SkipJsonSchema[Literal["saddle"]] = "saddle"  # type: ignore[assignment]
    amount: Annotated[int, Field(ge=1)]
    effects: list[Effect] = Field(default_factory=_saddled)
    sorcery_speed: bool = True

    _cost = model_validator(mode="before")(_tapping_power)


class Crew(ActivatedAbility):
    """Crew N (702.122a): "tap any number of other untapped creatures you control with total
    power N or greater: this becomes an artifact creature until end of turn"; a Vehicle has
    its printed power and toughness only while it is a creature (301.7a)."""

    kind: SkipJsonSchema[Literal["crew"]] = "crew"  # type: ignore[assignment]
    amount: Annotated[int, Field(ge=0)]
    effects: list[Effect] = Field(default_factory=_crewed)

    _cost = model_validator(mode="before")(_tapping_power)


# the abilities that let their own spell be cast for another cost than its mana cost (118.9);
# foretell's, too, only from exile (702.143a)
ALTERNATIVE_COSTS = (Evoke, Dash, Blitz, Madness, Bestow, AlternativeCostIf, Overload, Awaken,
                     Emerge, PayInstead, Miracle)

ABILITY_KINDS: dict[str, Any] = {
    "keyword": KeywordAbility, "protection": Protection, "enchant": Enchant, "equip": Equip,
    "landwalk": Landwalk, "static": StaticAbility, "defines": Defines, "as_enters": AsEnters,
    "spell": SpellAbility, "triggered": TriggeredAbility, "replacement": Replacement,
    "cant": Cant, "cast_limit": CastLimit, "optional_untap": OptionalUntap,
    "untap_during_others": UntapDuringOthers, "cant_be_countered": CantBeCountered,
    "prowess": Prowess, "exalted": Exalted, "flanking": Flanking, "extort": Extort,
    "provoke": Provoke, "training": Training, "offspring": Offspring, "squad": Squad,
    "bushido": Bushido, "rampage": Rampage,
    "annihilator": Annihilator, "afflict": Afflict, "soulshift": Soulshift,
    "afterlife": Afterlife, "ward": Ward, "undying": Undying, "persist": Persist, "toxic": Toxic,
    "cycling": Cycling, "crew": Crew, "flashback": Flashback, "kicker": Kicker, "buyback": Buyback,
    "morph": Morph, "cumulative_upkeep": CumulativeUpkeep, "activated": ActivatedAbility,
    "living_weapon": LivingWeapon, "for_mirrodin": ForMirrodin, "battle_cry": BattleCry,
    "can_be_commander": CanBeCommander, "no_maximum_hand_size": NoMaximumHandSize,
    "top_card_known": TopCardKnown, "assist": Assist, "deck_construction": DeckConstruction,
    "replicate": Replicate, "conspire": Conspire,
    "begin_on_battlefield": BeginOnBattlefield, "additional_land": AdditionalLand,
    "play_lands_from": PlayLandsFrom,
    "skip_draw_step": SkipDrawStep, "evoke": Evoke, "dash": Dash, "blitz": Blitz,
    "renown": Renown, "fabricate": Fabricate, "echo": Echo, "unearth": Unearth,
    "cost_change": CostChange, "affinity": Affinity, "cascade": Cascade, "madness": Madness,
    "storm": Storm, "backup": Backup, "entwine": Entwine, "scavenge": Scavenge, "mentor": Mentor,
    "embalm": Embalm, "eternalize": Eternalize, "encore": Encore, "ninjutsu": Ninjutsu,
    "bestow": Bestow,
    "myriad": Myriad,
    "casualty": Casualty,
    "reinforce": Reinforce,
    "vanishing": Vanishing, "fading": Fading, "suspend": Suspend, "suspend_cast": SuspendCast,
    "foretell": Foretell, "plot": Plot, "evolve": Evolve, "exploit": Exploit,
    "cant_attack_unless": AttackUnless, "attack_tax": AttackTax, "jump_start": JumpStart, "retrace": Retrace,
    "dethrone": Dethrone, "dredge": Dredge, "outlast": Outlast, "ingest": Ingest,
    "boast": Boast, "exhaust": Exhaust, "forecast": Forecast, "level_up": LevelUp,
    "level": LevelSymbol,
    "spectacle": Spectacle, "surge": Surge, "saddle": Saddle, "overload": Overload,
    "awaken": Awaken, "prototype": Prototype, "emerge": Emerge, "pay_instead": PayInstead,
    "decayed": Decayed, "escape": Escape, "ravenous": Ravenous, "recover": Recover,
    "enlist": Enlist, "undaunted": Undaunted, "escalate": Escalate, "gravestorm": Gravestorm,
    "miracle": Miracle, "ripple": Ripple, "graft": Graft, "disturb": Disturb,
    "partner_with": PartnerWith, "bargain": Bargain, "spree": Spree,
    "per_target_cost": PerTargetCost, "soulbond": Soulbond,
    "text": NotModeled,
}
if TYPE_CHECKING:
    Ability: TypeAlias = (KeywordAbility | Protection | Enchant | Equip | Landwalk
                          | StaticAbility | Defines | AsEnters | SpellAbility | TriggeredAbility
                          | Prowess | Exalted | Flanking | Extort | Bushido | Annihilator
                          | Afflict
                          | Soulshift | Afterlife | Ward | Undying | Persist | Toxic
                          | Replacement | Cant | CastLimit | OptionalUntap | UntapDuringOthers
                          | CantBeCountered | Cycling | Crew | Flashback | Kicker | Buyback | Morph
                          | CumulativeUpkeep | ActivatedAbility | CanBeCommander | NotModeled
                          | LivingWeapon | ForMirrodin | NoMaximumHandSize | BattleCry
                          | BeginOnBattlefield | AdditionalLand | PlayLandsFrom | SkipDrawStep
                          | Evoke | Dash
                          | Blitz | Renown | Fabricate | Echo | Unearth | CostChange
                          | Affinity | Cascade | Storm | Backup | Entwine | Scavenge | Reinforce
                          | Embalm | Eternalize | Encore | Ninjutsu | Bestow | Myriad
                          | Mentor | Casualty
                          | Madness | Vanishing
                          | Suspend
                          | SuspendCast | Foretell | Plot | Evolve | Exploit | AttackUnless
                          | AttackTax
                          | JumpStart | Retrace | Dethrone | Provoke | Training | Rampage
                          | Dredge | Offspring | Outlast | Ingest | Boast | Exhaust | Spectacle
                          | Surge | Saddle | LevelUp | LevelSymbol | TopCardKnown | Overload
                          | Assist | Replicate | DeckConstruction | Conspire | Awaken
                          | Prototype | Emerge | PayInstead | Decayed | Squad
                          | Escape | Ravenous | Recover | Enlist | Undaunted | Escalate
                          | Gravestorm | Miracle | Ripple | Graft | Disturb | Forecast
                          | PartnerWith | Bargain | Spree | PerTargetCost | Soulbond)
else:
    Ability = one_key_union(
        ABILITY_KINDS,
        shorthand={"text": "text"},
        strings=parse_keyword_text,
        string_schema={
            "type": "string",
            "description": "a keyword: 'flying', 'first strike', 'protection from black', "
            "'enchant creature', 'equip {1}', …",
        },
    )
