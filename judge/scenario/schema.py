"""Scenario file format, version 1 (documented in docs/scenario-format.md).

The pydantic models here are the format: `judge schema` prints their JSON Schema.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Annotated, Any, Callable, Literal, TypeAlias

from pydantic import (AfterValidator, BeforeValidator, Field, StrictInt, field_validator,
                      model_validator)

from pydantic_core import core_schema

from judge.cards.definition import CardDefinition
from judge.cards.model import Strict, one_key_union
from judge.cards.phrases import (AlternativeCostKeyword, ColorField, CounterKindField,
                                 LandTypeField, Scope)
from judge.cards.vocabulary import Ability, ControlTo, Modifications
from judge.errors import has_control
from judge.words import DayNight, Designation, Layer, Step


class _ValidatedApart:
    """`cards:` and `effects:` as the scenario's own validator takes them: the loader validates
    each entry with its location (judge/scenario/load.py), so building the scenario's validator
    needn't build the whole card model at every run; the JSON Schema is the entries' model's
    all the same."""

    def __init__(self, model: Callable[[], type[Strict]]):
        self.model = model  # a function: the model may be defined further down

    def _entry(self, value: Any) -> Any:
        model = self.model()
        return value if isinstance(value, model) else model.model_validate(value)

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        return core_schema.list_schema(core_schema.no_info_plain_validator_function(self._entry))

    def __get_pydantic_json_schema__(self, schema: Any, handler: Any) -> Any:
        model = self.model()
        model.model_rebuild()
        return handler(core_schema.list_schema(model.__pydantic_core_schema__))


def _printable(what: str) -> AfterValidator:
    """Ids and names are shown everywhere and quoted in messages: no control characters."""

    def check(value: str) -> str:
        if has_control(value):
            raise ValueError(f"{what} can't hold control characters (escape, NUL, backspace, "
                             f"carriage return, line breaks, …), got {value!r}")
        return value

    return AfterValidator(check)


# a cost paid any number of times (replicate, squad) makes a copy or token for each: more than
# this many could never be ruled within the events an action may take (timeline.MAX_EVENTS)
MAX_TIMES_PAID = 1000

Id = Annotated[str, _printable("an id")]
PlayerName = Annotated[str, _printable("a player's name")]
CardName = Annotated[str, _printable("a card name")]


RULE_NUMBER = re.compile(r"[1-9]\d{2}\.\d+[a-z]?")


def rule_number(value: str) -> str:
    """A rule number as the ruling cites it: '704.5a', '104.3b'."""
    if not RULE_NUMBER.fullmatch(value):
        raise ValueError(f"expected a rule number as the ruling cites it (three digits, a dot, "
                         f"a number, maybe a letter), got {value!r}")
    return value


MANA_POOL = re.compile(r"(?:\{[WUBRGC]\})*")


def _mana_pool(value: str) -> str:
    """A mana pool as mana symbols: '{R}{R}{G}', '' for an empty one (106.4)."""
    if not MANA_POOL.fullmatch(value):
        raise ValueError(f"expected mana symbols of the six types like '{{R}}{{R}}{{G}}' "
                         f"({{W}}, {{U}}, {{B}}, {{R}}, {{G}}, {{C}}; '' for an empty pool), "
                         f"got {value!r}")
    return value


ManaPoolText = Annotated[str, AfterValidator(_mana_pool)]


def _no_bool(value: Any) -> Any:
    """Booleans are not numbers in this format (`format: true` is no version)."""
    if isinstance(value, bool):
        raise ValueError(f"expected a number, got {value!r}")
    return value


class CardInZone(Strict):
    """A card in a library, hand, graveyard or exile, with an id to refer to it."""

    id: Id | None = None
    card: CardName


CardEntry = CardName | CardInZone


MAX_UNKNOWN_LIBRARY = 1000  # far beyond any real deck; each card is an object in play


class DungeonSpec(Strict):
    """A dungeon card a player owns in the command zone (309.2b), and their venture marker."""

    name: str = Field(description="the dungeon card: Lost Mine of Phandelver, Dungeon of the Mad "
                      "Mage, Tomb of Annihilation or Undercity")
    room: str = Field(description="the room their venture marker is in (309.4)")


class PlayerSpec(Strict):
    """A player and the cards in their zones (library listed top first)."""

    name: PlayerName = Field(min_length=1)
    life: StrictInt = 20
    poison: StrictInt = Field(0, ge=0)
    energy: StrictInt = Field(0, ge=0, description="energy counters ({E}, 107.14)")
    drawn_this_turn: StrictInt = Field(0, ge=0, description="cards they drew this turn before "
                                       "the scenario starts")
    cast_this_turn: StrictInt = Field(0, ge=0, description="spells they cast this turn before "
                                      "the scenario starts")
    cast_last_turn: StrictInt = Field(0, ge=0, description="spells they cast in the turn before "
                                      "the scenario's (werewolves, day and night)")
    damaged_this_turn: StrictInt = Field(0, ge=0, description="damage dealt to them this turn "
                                         "before the scenario starts (bloodthirst)")
    life_gained_this_turn: StrictInt = Field(0, ge=0, description="life they gained this turn "
                                             "before the scenario starts")
    life_lost_this_turn: StrictInt = Field(0, ge=0, description="life they lost this turn "
                                           "before the scenario starts")
    attacked_this_turn: bool = Field(False, description="they attacked with a creature this turn "
                                     "before the scenario starts (raid)")
    left_battlefield_this_turn: StrictInt = Field(0, ge=0, description="permanents they "
                                                  "controlled that left the battlefield this "
                                                  "turn before the scenario starts (revolt)")
    descended_this_turn: StrictInt = Field(0, ge=0, description="permanent cards put into their "
                                           "graveyard this turn before the scenario starts "
                                           "(descended, 700.11)")
    left_graveyard_this_turn: StrictInt = Field(0, ge=0, description="cards that left their "
                                                "graveyard this turn before the scenario starts")
    crime_this_turn: bool = Field(False, description="they committed a crime this turn before "
                                  "the scenario starts (700.13)")
    creatures_died_this_turn: StrictInt = Field(0, ge=0, description="creatures that died under "
                                                "their control this turn before the scenario "
                                                "starts, of no known kind")
    city_blessing: bool = Field(False, description="they have the city's blessing (702.131c)")
    speed: StrictInt | None = Field(None, ge=1, le=4, description="their speed (702.179); "
                                    "leave it out for a player with no speed")
    monarch: bool = Field(False, description="they are the monarch (722.1); at most one player")
    initiative: bool = Field(False, description="they have the initiative (723.1); at most one "
                             "player")
    dungeon: DungeonSpec | None = Field(None, description="the dungeon card they own in the "
                                        "command zone and the room their venture marker is in "
                                        "(309.4)")
    completed_dungeons: list[str] = Field(default_factory=list, description="the dungeons "
                                          "they completed earlier in the game (309.7)")
    ring_tempted: StrictInt = Field(0, ge=0, description="the times the Ring tempted them "
                                    "earlier in the game: from 1 they have the Ring emblem "
                                    "(701.52c)")
    mana_pool: ManaPoolText | None = Field(
        None, description="the mana in their mana pool, '{R}{R}{G}' ('' for none): with it, "
        "judge tracks their pool, and their spells and abilities are paid from it (106.4, "
        "601.2h); without it, their mana costs are taken as paid")
    ring_bearer: str | None = Field(None, description="the id of their Ring-bearer, a creature "
                                    "they control (701.52a); only once the Ring has tempted "
                                    "them")
    library: list[CardEntry] | StrictInt = Field(
        default_factory=list, description="cards top first, or a number of unknown cards")
    hand: list[CardEntry] = []
    graveyard: list[CardEntry] = []
    exile: list[CardEntry] = []

    @field_validator("library")
    @classmethod
    def _count(cls, value: Any) -> Any:
        if isinstance(value, int) and value < 0:
            raise ValueError("a library can't hold a negative number of cards")
        if isinstance(value, int) and value > MAX_UNKNOWN_LIBRARY:
            raise ValueError(f"judge models at most {MAX_UNKNOWN_LIBRARY} unknown library cards")
        return value


class TurnSpec(Strict):
    """Whose turn it is, the step, and who has priority now (default: the active player)."""

    active: str
    step: Step = Step.PRECOMBAT_MAIN
    priority: str | None = None
    number: StrictInt = Field(1, ge=1, description="the turn's number, counted from the "
                              "game's first turn (500.1)")
    day_or_night: DayNight | None = Field(None, description="'day' or 'night' once the game has "
                                          "either designation (728.1); default: neither")
    creatures_died: StrictInt = Field(0, ge=0, description="creatures that died this turn before "
                                      "the scenario starts (700.4; morbid)")
    permanents_to_graveyard: StrictInt = Field(
        0, ge=0, description="permanents put into a graveyard from the battlefield this turn "
        "before the scenario starts, tokens too (702.69a; gravestorm); at least creatures_died")


class ChosenSpec(Strict):
    """What was chosen as a permanent entered ('as this enters, choose …', 614.1c)."""

    color: ColorField | None = None
    creature_type: str | None = None


class PermanentSpec(Strict):
    """A permanent on the battlefield."""

    id: Id = Field(min_length=1)
    card: CardName
    controller: str
    owner: str | None = Field(None, description="defaults to the controller")
    tapped: bool = False
    damage: StrictInt = Field(0, ge=0)
    counters: dict[CounterKindField, StrictInt] = {}
    attached_to: str | None = Field(None, description="an object id or a player's name")
    token: bool = False
    timestamp: StrictInt | None = Field(
        None, description="timestamp order (613.7); defaults to the order listed")
    deathtouch_damage: bool = Field(
        False, description="dealt damage by a deathtouch source since the last check (704.5h)")
    copy_of: str | None = Field(
        None, description="the id of the object it entered as a copy of (707.5)")
    chosen: ChosenSpec | None = Field(None, description="choices made as it entered")
    face_down: bool = Field(False, description="face down: a 2/2 creature with no name, text, "
                            "subtypes or mana cost (708.2a)")
    controlled_since_turn: StrictInt | None = Field(
        None, ge=1, description="the number of the turn it came under its controller's control "
        "(echo, 702.30a); default: before the scenario's first turn")
    transformed: bool = Field(False, description="its back face up: a transforming "
                              "double-faced card transformed (712.8e)")
    designations: list[Designation] = Field(
        default_factory=list, description="'monstrous', 'renowned', 'saddled': marks it got "
        "since it entered (701.31b, 702.112b, 702.171b)")
    attacked_this_turn: bool = Field(False, description="it was declared an attacker this turn "
                                     "before the scenario starts (boast, 702.142a)")
    activated_once: list[StrictInt] = Field(
        default_factory=list, description="the numbers of its 'activate only once' abilities "
        "(exhaust, 702.177a) activated before the scenario starts")
    entered_this_turn: bool = Field(False, description="it entered the battlefield under its "
                                    "controller's control this turn, before the scenario starts "
                                    "(so it came under their control this turn too)")
    protector: str | None = Field(
        None, description="a battle's protector, the player who defends it (310.8); default: "
        "its controller, or for a Siege the one opponent of its controller (310.8a, 310.11a)")
    attacking: str | None = Field(
        None, description="the player it attacks: declared an attacker before the scenario "
        "starts (508.1), in a combat step from declare attackers on")
    blocking: list[str] | str = Field(
        default_factory=list, description="the attacker it blocks, or a list of the attackers: "
        "declared a blocker before the scenario starts (509.1), in a combat step from declare "
        "blockers on")

    @property
    def blocks(self) -> list[str]:
        """The attackers it blocks, one or a list as written."""
        return [self.blocking] if isinstance(self.blocking, str) else self.blocking

    @field_validator("counters")
    @classmethod
    def _positive(cls, value: dict[str, int]) -> dict[str, int]:
        for kind, count in value.items():
            if count < 0:
                raise ValueError(f"counter {kind!r}: a count can't be negative")
        return value


class StackEntry(Strict):
    """A spell (`card`) or an activated ability (`source` + `ability`) on the stack."""

    id: Id = Field(min_length=1)
    card: CardName | None = None
    source: str | None = Field(None, description="the permanent whose ability this is")
    ability: str | StrictInt | None = Field(
        None, description="'equip', or the 1-based number of the source's activated ability")
    controller: str | None = Field(None, description="defaults to the source's controller")
    targets: list[str] = Field(
        default_factory=list, description="object ids or player names, in target order")
    modes: list[StrictInt] = Field(
        default_factory=list, description="a modal spell's chosen modes, 1 for the first")

    @model_validator(mode="after")
    def _spell_or_ability(self) -> StackEntry:
        if (self.card is None) == (self.source is None):
            raise ValueError("a stack entry names either a 'card' (a spell) or a 'source' "
                             "(an ability)")
        if self.card is not None and self.controller is None:
            raise ValueError("a spell needs a 'controller'")
        if self.source is not None and self.ability is None:
            raise ValueError("an ability needs 'ability' ('equip' or its number)")
        return self


class Resolve(Strict):
    """All players pass in succession: resolve the top N objects of the stack, or 'all'."""

    kind: Literal["resolve"] = "resolve"
    count: StrictInt | Literal["all"] = "all"


class Cast(Strict):
    """A player casts a spell from their hand (601)."""

    kind: Literal["cast"] = "cast"
    card: str = Field(description="the id of a card in hand, or a card name in hand")
    player: str
    id: Id | None = Field(None, description="the spell's id (defaults to the card's id)")
    targets: list[str] = []
    modes: list[StrictInt] = Field(
        default_factory=list, description="a modal spell's chosen modes, 1 for the first "
        "(601.2b); default: the first")
    convoke: list[str] = Field(
        default_factory=list, description="ids of the creatures tapped to pay for a spell with "
        "convoke (702.51a)")
    improvise: list[str] = Field(
        default_factory=list, description="ids of the artifacts tapped to pay for a spell with "
        "improvise (702.126a)")
    delve: list[str] = Field(
        default_factory=list, description="ids of the cards exiled from its caster's graveyard "
        "to pay for a spell with delve (702.66a)")
    x: StrictInt | None = Field(None, ge=0, description="the value chosen for {X} in its mana "
                                "cost (107.3a); default: 0, assumed")
    kicked: bool | None = Field(None, description="whether its kicker cost is paid (702.33a); "
                                "default: not, assumed")
    buyback: bool | None = Field(None, description="whether its buyback cost is paid "
                                 "(702.27a); default: not, assumed")
    offspring: bool | None = Field(None, description="whether its offspring cost is paid "
                                   "(702.175a); default: not, assumed")
    bargained: bool | None = Field(None, description="whether its bargain cost is paid "
                                   "(702.166a; the permanent sacrificed: `choices: sacrifice:`); "
                                   "default: not, assumed")
    casualty: str | None = Field(None, description="the id of the creature sacrificed for its "
                                 "casualty cost (702.153a); default: none")
    emerge: str | None = Field(None, description="with alternative_cost: emerge, the id of the "
                               "creature sacrificed (702.119a)")
    face_down: bool = Field(False, description="cast face down with its morph ability, as a "
                            "2/2 creature with no name, text or mana cost (702.37c, 708.4)")
    prototyped: bool = Field(False, description="cast prototyped: with its prototype mana "
                             "cost, power and toughness (702.160a, 718.3b)")
    alternative_cost: AlternativeCostKeyword | None = Field(
        None, description="cast for this keyword's cost rather than its mana cost (118.9): "
        "'evoke', 'dash', 'blitz', 'spectacle', 'surge', 'overload', 'awaken', 'emerge'; "
        "'pay_instead' for a card's 'you may [cost] rather than pay this spell's mana cost'; "
        "default: its mana cost, assumed")
    divide: dict[str, StrictInt] | None = Field(
        None, description="how it divides its damage among its targets, {target id or "
        "player: amount} (601.2d); default: as evenly as it goes, the first targets getting "
        "the rest, assumed")
    replicate: StrictInt | None = Field(None, ge=0, le=MAX_TIMES_PAID, description="how many "
                                        "times its replicate cost is paid (702.56a); default: "
                                        "none, assumed")
    squad: StrictInt | None = Field(None, ge=0, le=MAX_TIMES_PAID, description="how many times "
                                    "its squad cost is paid (702.157a); default: none, assumed")
    conspire: list[str] | None = Field(None, description="the two creatures tapped to pay its "
                                       "conspire cost (702.78a); default: not paid, assumed")
    pay_with: ManaPoolText | None = Field(
        None, description="with a tracked mana pool, the mana taken from it to pay the total "
        "cost, '{U}{U}{R}' (601.2h); Phyrexian symbols it leaves are paid with 2 life each "
        "(107.4f); default: a way that pays it, mana before life, assumed")


class Activate(Strict):
    """A player activates an ability of a permanent (602)."""

    kind: Literal["activate"] = "activate"
    source: str
    ability: str | StrictInt
    player: str | None = None
    id: Id | None = None
    targets: list[str] = []
    crew: list[str] = Field(default_factory=list, description="the creatures tapped to crew a "
                            "Vehicle (702.122a); default: the strongest, assumed")
    x: StrictInt | None = Field(None, ge=0, description="the value chosen for {X} in its "
                                "activation cost (107.3a, 107.3k); default: 0, assumed")
    divide: dict[str, StrictInt] | None = Field(
        None, description="how it divides its damage among its targets, {target id or "
        "player: amount} (601.2d); default: as evenly as it goes, assumed")
    pay_with: ManaPoolText | None = Field(
        None, description="with a tracked mana pool, the mana taken from it to pay the "
        "cost, '{U}{U}{R}' (602.2b, 601.2h); Phyrexian symbols it leaves are paid with 2 life "
        "each (107.4f); default: a way that pays it, mana before life, assumed")


class Play(Strict):
    """A player plays a land from their hand (305.1, a special action)."""

    kind: Literal["play"] = "play"
    card: str = Field(description="the id of a land card in hand, or its name")
    player: str


class _FromHand(Strict):
    """A special action that exiles a card from its owner's hand."""

    card: str = Field(description="the id of a card in hand with the keyword, or its name")
    player: str


class SuspendCard(_FromHand):
    """A player suspends a card from their hand (116.2f, 702.62a: a special action)."""

    kind: Literal["suspend"] = "suspend"


class ForetellCard(_FromHand):
    """A player foretells a card from their hand (116.2h, 702.143a: a special action)."""

    kind: Literal["foretell"] = "foretell"


class PlotCard(_FromHand):
    """A player plots a card from their hand (116.2k, 702.170a: a special action)."""

    kind: Literal["plot"] = "plot"


class TurnFaceUp(Strict):
    """A player turns a face-down permanent they control face up (702.37e, a special
    action)."""

    kind: Literal["turn_face_up"] = "turn_face_up"
    permanent: str = Field(description="the id of a face-down permanent")
    player: str | None = Field(None, description="default: its controller")


class Attack(Strict):
    """The active player attacks with these creatures (508.1); players pass until then."""

    kind: Literal["attack"] = "attack"
    attackers: list[str] | dict[str, str] = Field(
        description="the attacking creatures' ids, or {attacker id: the player or the id of the "
        "planeswalker it attacks} (508.1b; with several opponents, each its own, 802.3)")
    defender: str | None = Field(None, description="the player, or the id of a planeswalker "
                                 "an opponent controls, that the attackers attack; default: the "
                                 "next opponent")
    enlist: dict[str, str] = Field(default_factory=dict, description="{attacker id: id of the "
                                   "creature it enlists} (702.154a); default: none, assumed")


class Block(Strict):
    """The defending player blocks (509.1): {blocker id: attacker id}, or a list of attacker
    ids for a creature that can block more than one (509.1a). Each blocker's controller blocks
    with it: with several defending players, each their own attackers' (802.4, 802.4a)."""

    kind: Literal["block"] = "block"
    blocks: dict[str, str | list[str]]


class Advance(Strict):
    """All players pass whenever the stack is empty, until this step begins (500.2)."""

    kind: Literal["advance"] = "advance"
    step: Step


# the actions, by the key each is written with (a game record's account adds its own kinds)
ACTION_KINDS: dict[str, type[Strict]] = {
    "resolve": Resolve, "cast": Cast, "activate": Activate, "advance": Advance, "play": Play,
    "attack": Attack, "block": Block, "turn_face_up": TurnFaceUp, "suspend": SuspendCard,
    "foretell": ForetellCard, "plot": PlotCard}
ACTION_SHORTHAND = {"resolve": "count", "advance": "step", "attack": "attackers",
                    "block": "blocks", "turn_face_up": "permanent"}

if TYPE_CHECKING:  # what a type checker can read of the one-key union below
    Action: TypeAlias = (Resolve | Cast | Activate | Advance | Play | Attack | Block | TurnFaceUp
                         | SuspendCard | ForetellCard | PlotCard)
else:
    Action = one_key_union(ACTION_KINDS, shorthand=ACTION_SHORTHAND)


class ScryChoice(Strict):
    """Where the cards a player scried go; every card looked at is listed once (701.18a)."""

    top: list[str] = Field(default_factory=list, description="back on top, top first")
    bottom: list[str] = Field(default_factory=list, description="onto the bottom, in order")


class SurveilChoice(Strict):
    """Where the cards a player surveilled go; every card looked at is listed once (701.42a)."""

    top: list[str] = Field(default_factory=list, description="back on top, top first")
    graveyard: list[str] = Field(default_factory=list, description="into the graveyard")


class Choices(Strict):
    """Decisions players make; whatever is left out is assumed and marked in the ruling."""

    legend_rule: list[str] = Field(
        default_factory=list, description="ids of legendary permanents their controllers keep")
    colors: dict[str, ColorField] = Field(
        default_factory=dict, description="color chosen for a spell or ability, by its id")
    discard: dict[str, list[str]] = Field(
        default_factory=dict, description="cards each player discards, by player name")
    sacrifice: dict[str, list[str]] = Field(
        default_factory=dict, description="permanents each player sacrifices, by player name")
    search: dict[str, list[str]] = Field(
        default_factory=dict, description="cards each player finds searching their library, "
        "by player name ([]: none, 701.19b)")
    choose: dict[str, list[str]] = Field(
        default_factory=dict, description="the permanents a resolving spell or ability "
        "chooses without targeting (bolster's creature, amass's Army), by its source's id")
    proliferate: dict[str, list[str]] = Field(
        default_factory=dict, description="the permanents (ids) and players each player "
        "chooses as they proliferate, by player name ([]: none, 701.27a)")
    creature_types: dict[str, str] = Field(
        default_factory=dict, description="creature type chosen as a permanent enters, by its id")
    land_types: dict[str, LandTypeField] = Field(
        default_factory=dict, description="basic land type chosen as a spell or ability "
        "resolves, by its source's id")
    copies: dict[str, str] = Field(
        default_factory=dict, description="what a permanent enters as a copy of, by its id")
    words: dict[str, tuple[str, str]] = Field(
        default_factory=dict, description="[old word, new word] for a text change, by spell id")
    card_names: dict[str, str] = Field(
        default_factory=dict, description="the card name chosen as a spell or ability resolves, "
        "by its source's id (608.2d); default: the first card its target player holds, assumed")
    trigger_order: dict[str, list[str]] = Field(
        default_factory=dict, description="per player, the sources of their triggered "
        "abilities in the order they go on the stack, first lowest (603.3b)")
    trigger_targets: dict[str, list[str]] = Field(
        default_factory=dict, description="targets for a triggered ability, by its source's id")
    trigger_modes: dict[str, list[StrictInt]] = Field(
        default_factory=dict, description="the modes (1-based) chosen for a modal triggered "
        "ability as it goes on the stack, by its source's id (603.3c)")
    copy_targets: dict[str, list[list[str]]] = Field(
        default_factory=dict, description="new targets for the copies of a spell, by the "
        "spell's id: one list per copy, in the order they are made (707.10c); default: the "
        "original's targets, assumed")
    may: dict[str, bool] = Field(
        default_factory=dict, description="whether an optional ability is used, by source id")
    pay: dict[str, bool] = Field(
        default_factory=dict, description="whether a spell's or ability's controller pays to "
        "keep it from being countered ('unless its controller pays', ward), by its id")
    divide: dict[str, dict[str, StrictInt]] = Field(
        default_factory=dict, description="how a triggered ability divides its damage among "
        "its targets, by its source's id: {target id or player: amount} (601.2d, 603.3d)")
    damage_assignment: dict[str, dict[str, StrictInt]] = Field(
        default_factory=dict, description="how a blocked attacker divides its combat damage: "
        "{attacker id: {blocker id or player: amount}}")
    replacement_order: dict[str, list[str]] = Field(
        default_factory=dict, description="per affected object or player, the sources of "
        "replacement effects in the order to apply them (616.1)")
    prevention_order: dict[str, list[str]] = Field(
        default_factory=dict, description="per shielded object or player, the damage sources "
        "whose damage a prevention shield prevents first (615.7)")
    coin_flips: dict[str, list[Literal["won", "lost"]]] = Field(
        default_factory=dict, description="how the coins a spell or ability flips land for "
        "the player who flips, in order, by its source's id (705.2); default: won, assumed")
    die_rolls: dict[str, list[int]] = Field(
        default_factory=dict, description="the results of the dice a spell or ability rolls, "
        "in order, by its source's id (706.2); default: 1, assumed")
    mana: dict[str, list[ManaPoolText]] = Field(
        default_factory=dict, description="the mana a source's abilities add where their "
        "player chooses which ('one mana of any color', '{W} or {U}'), as symbols, each time "
        "in order, by the source's id (106.1b); needed only for a tracked mana pool")
    library_order: dict[str, list[str]] = Field(
        default_factory=dict, description="the order of a player's library after it is "
        "shuffled, top first, by player (701.20a): without it, an instruction that takes cards "
        "from the top of a shuffled library is refused, not guessed")
    counters_removed: dict[str, list[str]] = Field(
        default_factory=dict, description="the kind of each counter a 'remove a counter from "
        "this' cost removes, by the permanent's id (118.3); default: the kind it has most of, "
        "assumed where it has more than one kind")
    counters_chosen: dict[str, list[str]] = Field(
        default_factory=dict, description="the kinds of counter a permanent entering with "
        "'your choice of a deathtouch counter or a lifelink counter' enters with, by its id "
        "(614.12a); default: the first listed, assumed")
    tap_or_untap: dict[str, Literal["tap", "untap", "neither"]] = Field(
        default_factory=dict, description="whether a 'tap or untap' instruction taps or untaps "
        "(or, after 'you may', neither), by its source's id (608.2d); default: untap a tapped "
        "permanent, tap an untapped one, assumed")
    top_or_bottom: dict[str, Literal["top", "bottom"]] = Field(
        default_factory=dict, description="where its owner puts an object 'on their choice of "
        "the top or bottom of their library', by the object's id (608.2d); default: on top, "
        "assumed")
    clash: dict[str, Literal["top", "bottom"]] = Field(
        default_factory=dict, description="where each player who clashes puts the card they "
        "revealed, by player (701.23a); default: back on top, assumed")
    rearrange: dict[str, list[str]] = Field(
        default_factory=dict, description="the order the top cards of each player's library go "
        "back in after they were looked at ('put them back in any order', 401.4), top first, "
        "by the library's owner; default: as they were, assumed")
    dungeons: dict[str, list[str]] = Field(
        default_factory=dict, description="the dungeon cards each player brings into the game "
        "from outside it as they venture with none in the command zone, in order, by player "
        "(309.2a, 701.46a); default: the first that may be brought in (Lost Mine of "
        "Phandelver; venturing into Undercity, Undercity), assumed")
    rooms: dict[str, list[str]] = Field(
        default_factory=dict, description="the room each player's venture marker moves into "
        "where a room has several arrows, in order, by player (309.5a); default: the first "
        "listed whose ability is modeled, assumed")
    ring_bearer: dict[str, list[str]] = Field(
        default_factory=dict, description="the creature each player chooses as their "
        "Ring-bearer each time the Ring tempts them, in order, by player (701.52a); default: "
        "their Ring-bearer if they still control it, else the creature they have controlled "
        "longest, assumed")
    scry: dict[str, ScryChoice] = Field(
        default_factory=dict, description="where the cards each player scries go, by player")
    surveil: dict[str, SurveilChoice] = Field(
        default_factory=dict, description="where the cards each player surveils go, by player")


class EarlierEffect(Modifications):
    """A continuous effect from a spell or ability that resolved before the scenario starts
    (611.2): what it does, written as a `continuous` effect's modifications, the permanents it
    affects (fixed as it resolved, 611.2c), and its timestamp (613.7b)."""

    id: Id = Field(min_length=1, description="the id of the spell or ability that made it")
    source: CardName = Field(description="the name of the card whose spell or ability it was")
    controller: str
    affects: list[str] = Field(min_length=1, description="the ids of the permanents it affects")
    until: Literal["end of turn", "forever"] = Field(
        "end of turn", description="'end of turn' (the cleanup step ends it, 514.2) or "
        "'forever'")
    timestamp: StrictInt | None = Field(
        None, description="on the scale of the battlefield's `timestamp:`; default: after "
        "every permanent, in the order listed")
    # as the effects' model has it, named again here where `Ability` is known by that name
    gain: list[Ability] | None = Field(None, description="layer 6: abilities gained")

    @model_validator(mode="after")
    def _made_already(self) -> EarlierEffect:
        chosen = [name for name in ("change_chosen_words", "set_chosen_creature_type",
                                    "set_chosen_land_type", "add_chosen_land_type",
                                    "add_chosen_color", "set_chosen_color", "block_this",
                                    "cant_block_this") if getattr(self, name)]
        if chosen:
            raise ValueError(f"{chosen[0]} needs what was chosen, or its source, as the effect "
                             f"began; write the result instead (set_colors: [blue], "
                             f"set_creature_types: [Elf], …)")
        if self.pt is not None and self.pt.per is not None:
            raise ValueError("the amount was counted once, as the effect began: give the "
                             "number (pt: +3/+3)")
        if self.set_pt is not None and not all(
                a.is_constant or (a.of is not None and a.of.scope is Scope.IT)
                for a in (self.set_pt.power, self.set_pt.toughness)):
            raise ValueError("the amount was counted once, as the effect began: give the "
                             "number (set_pt: 1/1)")
        if isinstance(self.control, ControlTo):
            raise ValueError("the player was fixed as the effect began: write them as "
                             "`controller:`, with `control: you`")
        return self


class EarlierShield(Strict):
    """A shield from a spell or ability that resolved before the scenario starts, lasting this
    turn: prevention (615.7), regeneration (701.15a), 'if it would die, exile it instead'
    (614.1a), or 'can't be regenerated' (701.15c)."""

    id: Id = Field(min_length=1, description="the id of the spell or ability that made it")
    source: CardName = Field(description="the name of the card whose spell or ability it was")
    kind: Literal["prevent", "regenerate", "exile if it dies", "can't be regenerated"]
    protects: str = Field(description="the permanent it is about, or (prevent) a player")
    amount: StrictInt | None = Field(
        None, ge=1, description="prevent: the damage it can still prevent; default: all")
    combat_only: bool = Field(False, description="prevent: combat damage only")
    dealt_by: str | None = Field(
        None, description="prevent: only damage this permanent would deal (615.1a)")

    @model_validator(mode="after")
    def _prevention_only(self) -> EarlierShield:
        given = [name for name in ("amount", "combat_only", "dealt_by")
                 if getattr(self, name) not in (None, False)]
        if given and self.kind != "prevent":
            raise ValueError(f"{given[0]} is for a prevention shield (kind: prevent)")
        return self


class ObjectExpectation(Strict):
    """What an object (followed across zone changes) should look like at the end."""

    zone: Literal["library", "hand", "battlefield", "graveyard", "stack", "exile",
                  "gone"] | None = Field(None, description="'gone': a token that ceased to exist")
    controller: str | None = None
    owner: str | None = None
    tapped: bool | None = None
    damage: StrictInt | None = None
    counters: dict[str, StrictInt] | None = None
    attached_to: str | None = Field(None, description="an id, a player, or 'nothing'")
    power: StrictInt | None = None
    toughness: StrictInt | None = None
    colors: list[ColorField] | None = None
    types: list[str] | None = None
    subtypes: list[str] | None = None
    supertypes: list[str] | None = None
    name: str | None = None
    abilities: list[str] | None = Field(
        None, description="exactly these abilities, as the ruling writes them ([] for none)")
    has: list[str] | None = Field(None, description="abilities it has, e.g. [flying]")
    lacks: list[str] | None = Field(None, description="abilities it doesn't have")
    base_power: StrictInt | None = Field(
        None, description="its power after the effects that define or set it, before those "
        "that modify it and counters (208.4b, 613.4b)")
    base_toughness: StrictInt | None = Field(None, description="its toughness, likewise")
    not_types: list[str] | None = Field(
        None, description="card types, subtypes and supertypes it doesn't have, e.g. [creature]")
    last_known: LastKnownExpectation | None = Field(
        None, description="what it was as it last existed on the battlefield or the stack, "
        "once it has left (608.2h, 113.7a)")
    timestamp: StrictInt | None = Field(None, description="its timestamp, as the ruling's "
                                        "layer tables number them (613.7d, 613.7e)")
    attacking: str | None = Field(None, description="the player it attacks, or the id of the "
                                  "planeswalker (508.1b); 'nothing' once that planeswalker has "
                                  "left combat (506.4c); 'nobody': not attacking (506.4)")
    blocked: bool | None = Field(None, description="an attacker that has become blocked "
                                 "(509.1h)")
    blocking: list[str] | None = Field(None, description="the attackers it blocks; [] for none")
    effects: dict[Annotated[Layer, BeforeValidator(str)], list[str]] | None = Field(
        None, description="by layer ('4', '7b'), the ids of the sources of the continuous "
        "effects applied to it there, in the order they were applied (613.7, 613.8)")


class LastKnownExpectation(Strict):
    """An object's last known information: its characteristics as it last existed on the
    battlefield or the stack (608.2h, 113.7a)."""

    name: str | None = None
    controller: str | None = None
    power: StrictInt | None = None
    toughness: StrictInt | None = None
    colors: list[ColorField] | None = None
    types: list[str] | None = None
    subtypes: list[str] | None = None
    supertypes: list[str] | None = None
    has: list[str] | None = Field(None, description="abilities it had, e.g. [flying]")
    lacks: list[str] | None = Field(None, description="abilities it didn't have")


class PlayerExpectation(Strict):
    # what a player keeps in the command zone: 'Lost Mine of Phandelver, Goblin Lair' or 'none'
    dungeon: str | None = Field(None, description="their dungeon and the room their venture "
                                "marker is in, 'Lost Mine of Phandelver, Goblin Lair', or "
                                "'none' (309.4)")
    completed_dungeons: StrictInt | None = Field(None, description="how many dungeons they "
                                                 "have completed (309.7)")
    ring_tempted: StrictInt | None = Field(None, description="the times the Ring has tempted "
                                           "them (701.52)")
    ring_bearer: str | None = Field(None, description="the id of their Ring-bearer, or 'none' "
                                    "(701.52a)")
    mana_pool: ManaPoolText | None = Field(
        None, description="the mana left in their tracked mana pool, '{G}' or '' for none, in "
        "any order (106.4)")
    life: StrictInt | None = None
    poison: StrictInt | None = None
    energy: StrictInt | None = None
    lost: bool | None = None
    hand: StrictInt | None = Field(None, description="number of cards in hand")
    library: StrictInt | None = None
    graveyard: StrictInt | None = None
    speed: StrictInt | None = Field(None, description="their speed (702.179); 0 for none "
                                    "(702.179f)")
    lost_because: list[Annotated[str, AfterValidator(rule_number)]] | None = Field(
        None, description="the rules that made them lose, e.g. ['704.5a']; [] for none")


class GameFacts(Strict):
    """The game as a whole, at the end or at a checkpoint."""

    result: Literal["ongoing", "draw"] | str | None = Field(
        None, description="'ongoing', 'draw', or the winner's name")
    stack: list[str] | None = Field(None, description="ids on the stack, bottom first")
    triggers_waiting: list[str] | None = Field(
        None, description="triggered abilities that have triggered and wait to be put on the "
        "stack, by their ids ('artist.trigger1'), in any order (603.3)")
    monarch: str | None = Field(None, description="the player who is the monarch (722.1)")
    initiative: str | None = Field(None, description="the player who has the initiative (723.1)")
    turn: StrictInt | None = Field(None, description="the number of the turn it is")
    active: PlayerName | None = Field(None, description="the player whose turn it is")
    step: Step | None = Field(None, description="the step it is")


class GameExpectation(GameFacts):
    cites: list[str] | None = Field(None, description="rule numbers the ruling must cite")


class RefusedExpectation(Strict):
    """An action the rules must refuse: it doesn't happen, and the run goes on without it."""

    action: StrictInt = Field(ge=1, description="its place in `actions:`, 1 for the first")
    rule: str = Field(description="the rule number the refusal must cite, e.g. '118.3'")


class Checkpoint(Strict):
    """Checks on the game at one point of the run: after an action, or as a step begins."""

    after: StrictInt | None = Field(
        None, ge=1, description="after this action, 1 for the first in `actions:`")
    at: Step | None = Field(None, description="as this step begins, before its turn-based "
                            "actions and before any player gets priority")
    turn: StrictInt | None = Field(
        None, ge=1, description="with `at:`, the number of the turn; default: the first time "
        "the step begins")
    objects: dict[str, ObjectExpectation] = {}
    players: dict[str, PlayerExpectation] = {}
    game: GameFacts | None = None

    @model_validator(mode="after")
    def _one_point(self) -> Checkpoint:
        if (self.after is None) == (self.at is None):
            raise ValueError("a checkpoint is either 'after' an action or 'at' a step")
        if self.turn is not None and self.at is None:
            raise ValueError("'turn' goes with 'at' (a step)")
        return self


class Expectations(Strict):
    """Checks on the final state, turning a scenario into a conformance test."""

    objects: dict[str, ObjectExpectation] = {}
    players: dict[str, PlayerExpectation] = {}
    game: GameExpectation | None = None
    refused: list[RefusedExpectation] = Field(
        default_factory=list, description="actions the rules must refuse, each with its rule")
    checkpoints: list[Checkpoint] = Field(
        default_factory=list, description="checks on the game at points of the run, in order")


def _resolve_all() -> list[Action]:
    return [Resolve()]


class Scenario(Strict):
    """A board situation and what happens next."""

    format: Annotated[Literal[1], BeforeValidator(_no_bool)] = 1
    title: str
    question: str | None = None
    source: str | None = Field(None, description="where the situation comes from")
    players: list[PlayerSpec] = Field(min_length=1)
    turn: TurnSpec
    battlefield: list[PermanentSpec] = []
    stack: list[StackEntry] = Field(default_factory=list, description="bottom first")
    actions: list[Action] = Field(
        default_factory=_resolve_all,
        description="what happens, in order (default: resolve the whole stack)")
    choices: Choices = Choices()
    effects: Annotated[list[EarlierEffect], _ValidatedApart(lambda: EarlierEffect)] = Field(
        default_factory=list, description="continuous effects from spells and abilities that "
        "resolved before the scenario starts (611.2)")
    shields: list[EarlierShield] = Field(
        default_factory=list, description="shields from spells and abilities that resolved "
        "earlier this turn (615.7, 701.15a)")
    cards: Annotated[list[CardDefinition], _ValidatedApart(lambda: CardDefinition)] = Field(
        default_factory=list, description="card definitions; they override library cards")
    expect: Expectations | None = None
