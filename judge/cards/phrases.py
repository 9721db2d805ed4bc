"""The small English the ability vocabulary is written in, parsed into values.

Cards say who or what an ability affects in words a judge reads ("creatures you control",
"other Elves", "nonblack creature", "any target", "power of t", "+2/+0"). Each phrase parses into
a frozen value here, or raises ValueError naming the word it could not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Annotated, Any, Callable, Iterable, Literal, Sequence, TypeVar, get_args

from pydantic import AfterValidator, PlainValidator, WithJsonSchema

from judge import cr
from judge.cards.model import suggest
from judge.words import (
    BASIC_LAND_TYPES,
    PERMANENT_TYPES,
    CardType,
    Color,
    Keyword,
    Supertype,
    Zone,
    singular,
)

COLORS = {c.value: c for c in Color}
TYPES = {t.value: t for t in CardType}
SUPERTYPES = {s.value: s for s in Supertype}
BATTLEFIELD_ONLY = frozenset({Zone.BATTLEFIELD})
T = TypeVar("T")


class Who(StrEnum):
    """Whose objects or which players, relative to the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    # the player the ability's source attacks (506.2): made concrete as the source's
    # defending player (`defended_by`) before an object is matched
    DEFENDING = "defending player"
    # "that player": the player a triggered ability's event was about, made concrete alike
    THAT_PLAYER = "that player"


class InCombat(StrEnum):
    """'attacking creature', 'blocking creature', 'attacking or blocking creature' (506.4)."""

    ATTACKING = "attacking"
    BLOCKING = "blocking"
    EITHER = "attacking or blocking"
    # attacking, and no creature was declared to block it (509.1h): only once blockers are
    UNBLOCKED = "unblocked"

    def fits(self, status: InCombat | None) -> bool:
        """Whether a permanent with this status is what the words name: an unblocked
        creature is attacking too."""
        if status is None:
            return False
        return self is InCombat.EITHER or self is status or (
            self is InCombat.ATTACKING and status is InCombat.UNBLOCKED)


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects match: every set field must hold (608.2j reads only what is named)."""

    types: frozenset[CardType] = frozenset()  # has all of these
    any_types: frozenset[CardType] = frozenset()  # has at least one ("artifact or creature")
    not_types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()  # has at least one
    not_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    not_supertypes: frozenset[Supertype] = frozenset()
    colors: frozenset[Color] = frozenset()  # has at least one
    not_colors: frozenset[Color] = frozenset()
    colorless: bool | None = None
    multicolored: bool | None = None
    controller: Who = Who.ANY
    controlled_by: str | None = None  # this player, the defending player made concrete
    # "creatures t controls": the target player t, made concrete as the effect resolves
    controller_target: str | None = None
    owner: Who = Who.ANY
    owned_by: str | None = None  # this player, "that player's graveyard" made concrete
    other: bool = False
    token: bool | None = None
    # "an artifact, enchantment, or token": a token fits too, whatever its types
    or_token: bool = False
    zones: frozenset[Zone] = BATTLEFIELD_ONLY
    cards: bool = False  # the words said "card(s)" without naming a zone
    keywords: frozenset[Keyword] = frozenset()  # "with flying": has all of these
    not_keywords: frozenset[Keyword] = frozenset()  # "without flying"
    # "with power 2 or less", "with mana value 3 or greater": (quality, at least, at most)
    numbers: tuple[tuple[str, int | None, int | None], ...] = ()
    in_combat: InCombat | None = None
    tapped: bool | None = None  # "tapped creature", "untapped land" (110.5)
    historic: bool = False  # an artifact, a legendary object or a Saga (700.6)
    # "creature dealt damage by ~ this turn": the ability's source dealt it damage this turn
    damaged_by_source: bool = False
    damaged_this_turn: bool = False  # "creature that was dealt damage this turn"
    entered_this_turn: bool = False  # "creature that entered this turn"
    # "with a +1/+1 counter on it": one or more of that kind ('' for any kind, 122.1)
    with_counter: str | None = None
    # "with lesser power", "with power less than ~'s power": than its source's power now
    lesser_power: bool = False
    # "with mana value X or less": (quality, bounded below, bounded above) by the X of the
    # spell or ability (107.3a); it fits nothing until X is known
    x_numbers: tuple[tuple[str, bool, bool], ...] = ()
    # "of the chosen type": the creature type chosen for the ability's source as it entered
    # (614.1c); it fits nothing until one is chosen
    chosen_type: bool = False
    named: str | None = None  # 'card named "Relentless Rats"': that name (201.2a)
    kicked: bool | None = None  # "a kicked spell": its kicker cost was paid (702.33d)
    all_colors: frozenset[Color] = frozenset()  # "that's both red and white": each of these
    x_in_cost: bool = False  # "with {X} in its mana cost" (107.3, 202.1)
    # "spell with a single target": one that has exactly one target, whatever its words say
    single_target: bool = False
    text: str = field(default="", compare=False)


class Scope(StrEnum):
    SELF = "self"
    ENCHANTED = "enchanted"
    EQUIPPED = "equipped"
    TARGET = "target"
    ALL = "all"
    IT = "it"  # the object an effect is being applied to ("its mana value")
    CREATED = "created"  # the tokens this resolution created ("those tokens")
    TRIGGERING = "triggering"  # the object whose event made the ability trigger
    DAMAGED = "damaged"  # what this resolution has dealt damage to so far ("this way")
    EXILED = "exiled"  # "the exiled card": what this object's linked ability exiled (607.2a)
    # "the sacrificed creature": what was sacrificed to pay for this spell or ability, as it
    # last existed (608.2h)
    SACRIFICED = "sacrificed"
    REVEALED = "revealed"  # "the revealed card": the card this resolution revealed last
    # "this creature and the creature it's paired with": both, while it is paired (702.95b);
    # nothing while it isn't
    PAIRED = "paired"


@dataclass(frozen=True, slots=True)
class Selector:
    """What an ability or effect affects: itself, what it's attached to, a target, or a set."""

    scope: Scope
    filter: ObjectFilter = ObjectFilter()
    target: str = ""
    text: str = field(default="", compare=False)
    more: tuple[ObjectFilter, ...] = ()  # "cards that aren't on the battlefield, spells, and …"
    or_self: bool = False  # "this or another Ally you control": the source too, whatever it is

    @property
    def filters(self) -> tuple[ObjectFilter, ...]:
        return (self.filter,) + self.more


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """What a target may be (115): objects matching a filter and/or players."""

    objects: ObjectFilter | None
    players: Who | None
    text: str = field(default="", compare=False)
    optional: bool = False  # "up to one target creature": it may be left unchosen (601.2c)
    count: int = 1  # "two target creatures": one word "target", several objects (601.2c)
    group: str = ""  # the name of the "target" word this one is a part of, once expanded
    # of `count`, how many must be chosen: "one, two, or three targets" is 1 (601.2c)
    at_least: int | None = None
    one_graveyard: bool = False  # "cards from a single graveyard": all in one player's
    # abilities on the stack it may be (115.2): 'activated', 'triggered'
    abilities: frozenset[str] = frozenset()
    # "Target creature gets +2/+2 … Another target creature gets -2/-2 …": the names of the
    # targets before it that it must differ from ('creature other than t'), by its own words
    # (601.2c); without them one object could be chosen for both words "target" (115.3)
    other_than: tuple[str, ...] = ()


def expand_targets(specs: dict[str, TargetSpec]) -> dict[str, TargetSpec]:
    """'t: two creatures' is one instance of the word target that chooses two objects
    (601.2c): it becomes targets t, t 2, … of one group, chosen in order, none of them the same
    object; the effects that name t affect them all."""
    out: dict[str, TargetSpec] = {}
    for name, spec in specs.items():
        if spec.count == 1:
            out[name] = spec
            continue
        for i in range(spec.count):
            optional = spec.optional or (spec.at_least is not None and i >= spec.at_least)
            out[name if i == 0 else f"{name} {i + 1}"] = replace(
                spec, count=1, group=name, optional=optional, at_least=None)
    return out


def required_targets(specs: Iterable[TargetSpec | None]) -> int:
    """How many targets must be chosen: the optional ones come last (601.2c)."""
    return sum(1 for s in specs if s is None or not s.optional)


class PlayerScope(StrEnum):
    YOU = "you"
    EACH = "each player"
    EACH_OPPONENT = "each opponent"
    TARGET = "target"
    CONTROLLER_OF = "controller of"
    OWNER_OF = "owner of"
    DEFENDING = "defending player"  # the player the ability's source attacks (506.2)
    THAT_PLAYER = "that player"  # the player the trigger event was about: damaged, drawing …


@dataclass(frozen=True, slots=True)
class PlayerRef:
    scope: PlayerScope
    target: str = ""
    of: Selector | None = None
    text: str = field(default="", compare=False)


class AmountKind(StrEnum):
    CONSTANT = "constant"
    POWER = "power"
    TOUGHNESS = "toughness"
    MANA_VALUE = "mana value"
    COUNT = "count"
    CARD_TYPES_IN_GRAVEYARDS = "card types among cards in all graveyards"
    CARDS_IN_HAND = "number of cards in your hand"
    THAT_MUCH = "that much"  # the amount of the event that triggered the ability
    LIFE_LOST_THIS_WAY = "the life lost this way"
    DIE_RESULT = "the result"  # of the die this spell or ability rolled last (706.2)
    OPPONENTS = "number of opponents"  # of the ability's controller (102.2)
    X = "X"  # the value chosen for {X} as the spell was cast (107.3a)
    COUNTERS = "counters"  # of one kind on an object, as it last was (modular, 702.43a)
    # the ability's source: rampage's count, as it resolves (702.23b)
    BLOCKERS_BEYOND_FIRST = "creatures blocking it beyond the first"
    BLOCKERS = "creatures blocking it"  # the ability's source, as it resolves
    DEVOTION = "devotion"  # the controller's devotion to `colors` (700.5)
    GREATEST_POWER = "greatest power"  # among the objects `of` selects; 0 if none
    LIFE_TOTAL = "your life total"  # the controller's (119.1)
    LIFE_GAINED = "the amount of life you gained this turn"  # the controller's
    LIFE_LOST = "the amount of life you've lost this turn"  # the controller's (119.3)
    SPEED = "your speed"  # the controller's; 0 while they have none (702.179f)
    # domain: the basic land types among the lands the controller controls (305.6)
    BASIC_LAND_TYPES = "number of basic land types among lands you control"
    # the colors among the permanents the controller controls (105.2)
    COLORS_AMONG = "number of colors among permanents you control"
    # the poison counters all the controller's opponents have together (122.1f)
    OPPONENTS_POISON = "number of poison counters your opponents have"
    CARDS_IN_OPPONENTS_HANDS = "number of cards in your opponents' hands"  # all of them
    PARTY = "number of creatures in your party"  # the controller's (700.8)
    CREATURES_DIED = "number of creatures that died this turn"  # any player's (700.4)
    # the controller's own: those that were theirs as they died (700.4, 608.2i)
    CREATURES_DIED_YOURS = "number of creatures that died under your control this turn"
    # all the controller's opponents' life lost this turn, added up (119.3)
    OPPONENTS_LIFE_LOST = "the total life lost by your opponents this turn"
    # the counters of one kind (`counter`) on all the objects `of` selects, added up (122.1)
    COUNTERS_AMONG = "counters among"
    # the counters of one kind (`counter`) its activation cost removed: the ability's X (107.3k)
    COUNTERS_REMOVED = "counters removed this way"
    # the Auras and/or Equipment (`what`) attached to one object (`of`: the affected object or
    # the ability's source), counted again whenever a static ability applies (611.3a)
    ATTACHED = "attached"


@dataclass(frozen=True, slots=True)
class Amount:
    """A number an effect uses: fixed, or read from the game when the effect applies (608.2h)."""

    kind: AmountKind
    value: int = 0
    of: Selector | None = None
    plus: int = 0
    times: int = 1  # "2 life for each creature": twice the count
    counter: str = ""  # the kind of counter COUNTERS counts
    colors: str = ""  # the colors DEVOTION counts: 'B', 'WB'
    what: ObjectFilter | None = None  # what ATTACHED counts: 'Aura', 'Aura and Equipment'
    text: str = field(default="", compare=False)

    @property
    def is_constant(self) -> bool:
        return self.kind is AmountKind.CONSTANT

    def scaled(self, base: int) -> int:
        """The number once the game has given its base value."""
        return base * self.times + self.plus


@dataclass(frozen=True, slots=True)
class PTChange:
    """'+2/+0': a power/toughness modification (layer 7c); '+1/+1 for each Elf you control'
    applies once for each object counted."""

    power: int
    toughness: int
    per: Amount | None = None
    # '+X/+0, where X is power of t' (each of power and toughness X or 0): `per` is X
    x: bool = field(default=False, compare=False)

    def __str__(self) -> str:
        if self.x and self.per is not None:
            less = self.power < 0 or self.toughness < 0  # "-X/-0": the 0 signed as the X
            change = "/".join(f"{'-' if n < 0 or (less and not n) else '+'}{'X' if n else '0'}"
                              for n in (self.power, self.toughness))
            if self.per.kind is AmountKind.X:
                return change
            the = "the " if re.match(r"(?:number|amount|greatest|power|toughness|mana value) ",
                                     self.per.text) else ""
            return f"{change}, where X is {the}{self.per.text}"
        change = f"{self.power:+d}/{self.toughness:+d}"
        return f"{change} {self.per.text}" if self.per is not None else change

    def times(self, n: int) -> PTChange:
        return PTChange(self.power * n, self.toughness * n)


@dataclass(frozen=True, slots=True)
class PTValue:
    """'1/1' or a pair of amounts: power and toughness an effect sets (layer 7b)."""

    power: Amount
    toughness: Amount
    text: str = field(default="", compare=False)


# ---------------------------------------------------------------- parsing


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,]+", text.strip()) if w]


_CONTROLLER_CLAUSES = [
    (("you", "control"), Who.YOU),
    (("you", "don't", "control"), Who.OPPONENT),
    (("an", "opponent", "controls"), Who.OPPONENT),
    (("your", "opponents", "control"), Who.OPPONENT),
    (("opponents", "control"), Who.OPPONENT),
    (("defending", "player", "controls"), Who.DEFENDING),
    (("that", "player", "controls"), Who.THAT_PLAYER),
]
_OWNER_CLAUSES = [
    (("you", "own"), Who.YOU),
    (("you", "don't", "own"), Who.OPPONENT),  # owned by another player
    (("an", "opponent", "owns"), Who.OPPONENT),
    (("your", "opponents", "own"), Who.OPPONENT),
]
PERMANENT_SPELL_TYPES = frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE,
                                   CardType.ENCHANTMENT, CardType.PLANESWALKER})
OFF_BATTLEFIELD = frozenset({Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE})
_ZONE_CLAUSES = [
    (("that", "aren't", "on", "the", "battlefield"), OFF_BATTLEFIELD),
    (("that", "isn't", "on", "the", "battlefield"), OFF_BATTLEFIELD),
    (("in", "all", "graveyards"), frozenset({Zone.GRAVEYARD})),
    (("in", "graveyards"), frozenset({Zone.GRAVEYARD})),
    (("in", "a", "graveyard"), frozenset({Zone.GRAVEYARD})),
    (("in", "your", "graveyard"), frozenset({Zone.GRAVEYARD})),
    (("in", "an", "opponent's", "graveyard"), frozenset({Zone.GRAVEYARD})),
    (("in", "that", "player's", "graveyard"), frozenset({Zone.GRAVEYARD})),
    (("on", "the", "battlefield"), BATTLEFIELD_ONLY),
]


def _strip_suffix(words: list[str], clauses: Sequence[tuple[tuple[str, ...], T]]
                  ) -> tuple[list[str], T | None]:
    lowered = [w.lower() for w in words]
    for clause, value in clauses:
        n = len(clause)
        if tuple(lowered[-n:]) == clause:
            return words[:-n], value
    return words, None


_WITH = re.compile(r"^(?P<head>.+?) (?P<with>with|without) (?P<what>.+?)(?P<tail> (?:you|an "
                   r"opponent|your opponents) controls?| in (?:your|a|an opponent's|that "
                   r"player's) graveyards?)?$", re.IGNORECASE)
_NUMBER_CLAUSE = re.compile(r"(power|toughness|mana value) (\d+|x)(?: or (less|greater))?")


def _with_clause(text: str) -> tuple[str, dict[str, Any]]:
    """'creatures you control with flying' -> ('creatures you control', keywords): a "with" or
    "without" clause naming keywords (702), or a number of power, toughness or mana value."""
    m = _WITH.match(text.strip())
    if m is None:
        return text, {}
    what = m["what"].lower()
    number = _NUMBER_CLAUSE.fullmatch(what)
    if number is not None and m["with"].lower() == "with" and number.group(2) == "x":
        low, high = number.group(3) != "less", number.group(3) != "greater"
        return m["head"] + (m["tail"] or ""), {"x_numbers": ((number.group(1), low, high),)}
    if number is not None and m["with"].lower() == "with":
        n = int(number.group(2))
        bound = (n, None) if number.group(3) == "greater" else (None, n) if number.group(3) \
            else (n, n)  # "with mana value 3": exactly
        return m["head"] + (m["tail"] or ""), {"numbers": ((number.group(1), *bound),)}
    try:
        found = frozenset(parse_keyword(k) for k in re.split(r",? and |, ", what))
    except ValueError:
        raise ValueError(f"unknown clause {m['with']} {m['what']!r} in {text!r}") from None
    key = "keywords" if m["with"].lower() == "with" else "not_keywords"
    return m["head"] + (m["tail"] or ""), {key: found}


_HUE = r"(?:white|blue|black|red|green)"
_THATS = re.compile(rf" that's (?:(?P<one>{_HUE}(?:(?:, {_HUE})*,? or {_HUE})?)|"
                    rf"both (?P<a>{_HUE}) and (?P<b>{_HUE})|"
                    r"(?P<exactly>exactly )?(?P<n>one|two|three|four|five)(?P<more> or more)? "
                    r"colors?)$")


def _color_clause(text: str) -> tuple[str, dict[str, Any]]:
    """'spell that's white', 'that's both red and white', 'that's exactly two colors', 'that's
    one or more colors' (105.2): the object's colors, as it is now."""
    m = _THATS.search(text)
    if m is None:
        return text, {}
    head = text[:m.start()]
    if m["one"]:  # "that's white, blue, black, or red": any one of them
        return head, {"colors": frozenset(COLORS[c] for c in re.findall(_HUE, m["one"]))}
    if m["a"]:
        return head, {"all_colors": frozenset({COLORS[m["a"]], COLORS[m["b"]]})}
    n = _COUNT_WORDS[m["n"]]
    if m["more"] and not m["exactly"]:
        return head, {"numbers": (("colors", n, None),)}
    if m["exactly"] and not m["more"]:
        return head, {"numbers": (("colors", n, n),)}
    raise ValueError(f"how many colors {m[0].strip()!r} means")


def parse_filter(text: str) -> tuple[ObjectFilter, bool]:
    """Parse '<other> <colors/types/subtypes...> [you control] [with <keywords or a number>]';
    also says if players were named."""
    chosen = re.search(r" of the chosen (?:creature )?type\b", text)
    if chosen:
        text = text[:chosen.start()] + text[chosen.end():]
    named = re.search(r' named "(?P<name>[^"]+)"', text)
    if named:
        text = text[:named.start()] + text[named.end():]
    lesser = re.search(r" with (?:lesser power|power less than (?:~|this creature)'s power)\b",
                       text)
    if lesser:
        text = text[:lesser.start()] + text[lesser.end():]
    damaged = re.search(r" dealt damage by (?:~|this(?: creature)?) this turn\b", text)
    if damaged:
        text = text[:damaged.start()] + text[damaged.end():]
    dealt = re.search(r" (?:that was|that were) dealt damage this turn\b", text)
    if dealt:
        text = text[:dealt.start()] + text[dealt.end():]
    entered = re.search(r" that entered (?:the battlefield )?this turn\b", text)
    if entered:
        text = text[:entered.start()] + text[entered.end():]
    whose = re.search(r" (?P<t>[t-z]) controls$", text)  # a target player's (115.1)
    if whose:
        text = text[:whose.start()]
    text, hue = _color_clause(text)
    text = re.sub(r" that (?:has|have) (?=[a-z])", " with ", text)  # "spell that has convoke"
    x_cost = re.search(r" with (?:\{X\} in its mana cost|a mana cost that contains \{X\})",
                       text)
    if x_cost:
        text = text[:x_cost.start()] + text[x_cost.end():]
    single = re.search(r" with a single target$", text)
    if single:
        text = text[:single.start()]
    counter = re.search(r" with (?:(?:a|an|one or more) )?(?:(?P<kind>[+-]1/[+-]1|[a-z]+) )?"
                        r"counters? on (?:it|them)\b", text)
    if counter:
        text = text[:counter.start()] + text[counter.end():]
    text, clause = _with_clause(text)
    if chosen:
        clause = {**clause, "chosen_type": True}
    if named:
        clause = {**clause, "named": named["name"]}
    if damaged:
        clause = {**clause, "damaged_by_source": True}
    if dealt:
        clause = {**clause, "damaged_this_turn": True}
    if entered:
        clause = {**clause, "entered_this_turn": True}
    if lesser:
        clause = {**clause, "lesser_power": True}
    if counter:
        clause = {**clause, "with_counter": counter["kind"] or ""}
    if x_cost:
        clause = {**clause, "x_in_cost": True}
    if whose:
        clause = {**clause, "controller_target": whose["t"]}
    if single:
        clause = {**clause, "single_target": True}
    if "numbers" in hue:
        clause = {**clause, "numbers": clause.get("numbers", ()) + hue["numbers"]}
    if "all_colors" in hue:
        clause = {**clause, "all_colors": hue["all_colors"]}
    words = _words(text)
    zone: frozenset[Zone] | None = None
    controller: Who | None = None
    owner: Who | None = None
    if [w.lower() for w in words[-3:]] == ["in", "your", "graveyard"]:
        owner = Who.YOU  # cards go to their owner's graveyard (404.1)
    if [w.lower() for w in words[-4:]] == ["in", "an", "opponent's", "graveyard"]:
        owner = Who.OPPONENT
    if [w.lower() for w in words[-4:]] == ["in", "that", "player's", "graveyard"]:
        owner = Who.THAT_PLAYER  # the player the trigger event was about
    for _ in range(3):  # the clauses may come in any order: "cards you own that aren't on …"
        words, z = _strip_suffix(words, _ZONE_CLAUSES)
        words, c = _strip_suffix(words, _CONTROLLER_CLAUSES)
        words, o = _strip_suffix(words, _OWNER_CLAUSES)
        zone, controller, owner = zone or z, controller or c, owner or o
    f: dict[str, Any] = {k: set() for k in (
        "types", "any_types", "not_types", "subtypes", "not_subtypes", "supertypes",
        "not_supertypes", "colors", "not_colors")}
    flags: dict[str, Any] = {}
    zones: set[Zone] = set()
    players = False
    alternatives = False
    combat: set[str] = set()
    for i, raw in enumerate(words):
        word = raw.lower()
        if word in ("token", "tokens") and i and words[i - 1].lower() in ("or", "and"):
            flags["or_token"] = True  # a noun of the list, not "a creature token" (111.1)
            continue
        base = singular(raw)
        if word in ("all", "each", "every", "a", "an", "target", "the"):
            continue
        if word in ("other", "another"):
            flags["other"] = True
        elif word in ("attacking", "blocking", "unblocked"):
            combat.add(word)
        elif word in ("tapped", "untapped"):
            flags["tapped"] = word == "tapped"
        elif word == "historic":
            flags["historic"] = True
        elif word == "kicked":
            flags["kicked"] = True
        elif word == "or":
            alternatives = True
        elif word == "and":
            alternatives = True  # "artifacts and creatures" names either kind
        elif word in ("token", "tokens"):
            flags["token"] = True
        elif word == "nontoken":
            flags["token"] = False
        elif word == "colorless":
            flags["colorless"] = True
        elif word == "multicolored":
            flags["multicolored"] = True
        elif word == "monocolored":
            flags["multicolored"] = False
            flags["colorless"] = False
        elif word in COLORS:
            f["colors"].add(COLORS[word])
        elif base.lower() in TYPES:
            f["types"].add(TYPES[base.lower()])
        elif word in SUPERTYPES:
            f["supertypes"].add(SUPERTYPES[word])
        elif base.lower() in ("permanent",):
            zones.add(Zone.BATTLEFIELD)
        elif base.lower() == "spell":
            zones.add(Zone.STACK)
        elif base.lower() == "card":
            flags["card"] = True  # the zone comes from a clause ("in graveyards")
        elif base.lower() in ("player", "opponent"):
            players = True
        elif word.startswith("non"):
            rest = raw[3:].lstrip("-")
            low = singular(rest).lower()
            if low in COLORS:
                f["not_colors"].add(COLORS[low])
            elif low in TYPES:
                f["not_types"].add(TYPES[low])
            elif low in SUPERTYPES:
                f["not_supertypes"].add(SUPERTYPES[low])
            elif rest[:1].isupper():
                f["not_subtypes"].add(singular(rest))
            else:
                raise ValueError(f"unknown word {raw!r} in {text!r}")
        elif raw[:1].isupper():
            f["subtypes"].add(base)
        else:
            raise ValueError(f"unknown word {raw!r} in {text!r}")
    if alternatives and len(f["types"]) > 1:
        f["any_types"], f["types"] = f["types"], set()
    if flags.get("or_token") and not f["types"] and not f["any_types"]:
        del flags["or_token"]  # "a card or token" (below): no card type to be one of
        flags["token"] = True
    if flags.get("or_token"):
        if f["subtypes"] or flags.get("token") is not None:
            raise ValueError(f"{text!r}: 'or token' beside no card type, or beside another "
                             "kind of object")
        f["any_types"], f["types"] = f["any_types"] | f["types"], set()
    if re.search(r"\bpermanent spells?\b", text, re.IGNORECASE):
        # 110.4b: a spell of a type that enters the battlefield, not a permanent or a spell
        if f["types"] or f["any_types"]:
            raise ValueError(f"a card type beside 'permanent spell' in {text!r}")
        zones = {Zone.STACK}
        f["any_types"] = PERMANENT_SPELL_TYPES
    if combat:
        flags["in_combat"] = (InCombat.UNBLOCKED if "unblocked" in combat  # "unblocked attacking"
                              else InCombat.EITHER if len(combat) > 1 else InCombat(combat.pop()))
    if flags.pop("card", False):
        if alternatives and flags.get("token"):
            del flags["token"]  # "a card or token": any object
        else:
            flags["token"] = False  # a token isn't a card (108.2)
        flags["cards"] = zone is None and not zones
    if zone is not None:
        zones = set(zone)
    if "colors" in hue:
        if f["colors"] or f["not_colors"]:  # "a white spell that's red" would be both
            raise ValueError(f"two colors clauses in {text!r}")
        f["colors"] = set(hue["colors"])
    sets: dict[str, Any] = {k: frozenset(v) for k, v in f.items()}
    result = ObjectFilter(
        **sets,
        controller=controller or Who.ANY,
        owner=owner or Who.ANY,
        zones=frozenset(zones) or BATTLEFIELD_ONLY,
        **flags, **clause,
    )
    return result, players


_SELF_WORDS = {"this", "self", "~", "this creature", "this permanent", "this land",
               "this artifact", "this enchantment"}
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


def parse_selector(text: str) -> Selector:
    """'this' | 'enchanted creature' | 'equipped creature' | a target's name |
    'all creatures…'."""
    phrase = text.strip()
    low = phrase.lower()
    if not _words(phrase):
        raise ValueError("an empty phrase; name what it refers to ('this', 'all creatures', …)")
    if low in _SELF_WORDS:
        return Selector(Scope.SELF, text=phrase)
    named = re.fullmatch(r"(?:this|~) or (another .+)", phrase, re.IGNORECASE)
    if named:
        others = parse_selector(named.group(1))
        if others.scope is not Scope.ALL:
            raise ValueError(f"{text!r}: 'this or another …' names a kind of object")
        return replace(others, or_self=True, text=phrase)
    if low in ("it", "its", "that object", "the affected object"):
        return Selector(Scope.IT, text=phrase)
    if low in ("the exiled card", "the exiled cards"):
        return Selector(Scope.EXILED, text=phrase)
    if low == "the revealed card":
        return Selector(Scope.REVEALED, text=phrase)
    if low in ("this creature and the creature it's paired with",
               "this and the creature it's paired with"):
        return Selector(Scope.PAIRED, text=phrase)
    if re.fullmatch(r"the sacrificed (?:creature|artifact|permanent|land)", low):
        return Selector(Scope.SACRIFICED, text=phrase)
    if low in ("created", "the created tokens", "those tokens", "the token", "that token"):
        return Selector(Scope.CREATED, text=phrase)
    if low in ("creatures dealt damage this way", "each creature dealt damage this way"):
        return Selector(Scope.DAMAGED, text=phrase)
    if low in ("that creature", "that card", "that permanent", "that land", "the triggering object",
               "that spell", "that ability", "that spell or ability"):
        return Selector(Scope.TRIGGERING, text=phrase)
    first, _, rest = phrase.partition(" ")
    if first.lower() in ("enchanted", "equipped") and rest:
        filt, _ = _not_relative(parse_filter(rest))
        scope = Scope.ENCHANTED if first.lower() == "enchanted" else Scope.EQUIPPED
        return Selector(scope, filt, text=phrase)
    if _NAME.match(phrase) and phrase not in TYPES and singular(phrase) not in TYPES \
            and phrase not in ("permanents", "spells"):
        return Selector(Scope.TARGET, target=phrase, text=phrase)
    parts = [p.strip() for p in re.split(r",\s*(?:and/or\s+|and\s+|or\s+)?", phrase)
             if p.strip()]
    filters = []
    for part in _shared_clauses(parts):
        filt, players = _not_relative(parse_filter(part))
        if players:
            raise ValueError(f"{text!r} names players; an object is expected")
        filters.append(filt)
    return Selector(Scope.ALL, filters[0], text=phrase, more=tuple(filters[1:]))


# a clause after the last noun of a list that the whole list shares: whose, where, with what
_SHARED_TAIL = re.compile(r"(?:you|your|an opponent|opponents|defending player|that player|on "
                          r"the battlefield|in |with |without )")


def _shared_clauses(parts: list[str]) -> list[str]:
    """'Other Skeletons, Vampires, and Zombies you control': a list of bare nouns whose leading
    'other' and trailing 'you control' belong to each of them, not to the first or the last
    only."""
    first, last = parts[0].split(), parts[-1].split(maxsplit=1)
    leading = [w for w in first[:-1] if w.lower() in ("other", "another", "each", "all")]
    lead = " ".join(leading)
    if len(parts) < 2 or len(first) != len(leading) + 1 or len(last) != 2 \
            or any(len(p.split()) != 1 for p in parts[1:-1]) \
            or not _SHARED_TAIL.match(last[1]):
        return parts
    nouns = [first[-1], *parts[1:-1], last[0]]
    return [" ".join(w for w in (lead, noun, last[1]) if w) for noun in nouns]


def _not_relative(found: tuple[ObjectFilter, bool]) -> tuple[ObjectFilter, bool]:
    """'With lesser power' compares with the source's power as a target is chosen; anywhere
    else it is not modeled."""
    if found[0].lesser_power:
        raise ValueError("'with lesser power' is modeled for a target only")
    return found


def parse_target(text: str) -> TargetSpec:
    """'creature' | 'nonblack creature' | 'any target' (115.4) | 'player' | 'spell' | ..."""
    phrase = text.strip()
    if re.search(r"(?:\band|,) target\b", phrase, re.IGNORECASE):  # 115.1: each "target" word
        raise ValueError(f"{text!r} names several targets, not one")  # is one target
    if phrase.lower().startswith("up to one "):
        return replace(parse_target(phrase[len("up to one "):]), optional=True, text=phrase)
    other = re.fullmatch(r"(?P<what>.+) other than (?P<names>[t-z](?:(?:,| and) [t-z])*)",
                         phrase)
    if other:  # not an object or player chosen for the targets named (601.2c)
        return replace(parse_target(other["what"]),
                       other_than=tuple(re.findall(r"\b[t-z]\b", other["names"])), text=phrase)
    single = re.search(r" in a single graveyard$", phrase)
    if single:  # one player's graveyard, whichever, for all the cards
        found = parse_target(phrase[:single.start()] + " in a graveyard")
        return replace(found, one_graveyard=True, text=phrase)
    several = re.fullmatch(r"(?P<up>up to |one (?:to|or) )?(?P<n>two|three|four|five|[2-9]|"
                           r"1\d) (?P<what>.+)", phrase, re.IGNORECASE)
    if several and several["up"] and several["up"].lower().startswith("one"):
        # "one to three targets": one word target, at least one of them chosen (601.2c)
        what = "any target" if several["what"].lower() == "targets" else several["what"]
        return replace(parse_target(f"{several['n']} {what}"), optional=False, at_least=1,
                       text=phrase)
    if several:
        one = parse_target(several["what"])
        if one.players is not None and one.objects is None:
            raise ValueError(f"{text!r}: several target players are not modeled")
        return replace(one, optional=bool(several["up"]), count=_count(several["n"].lower()),
                       text=phrase)
    low = phrase.lower().removeprefix("target ").strip()
    if low in ("any", "any target"):
        return TargetSpec(
            ObjectFilter(any_types=frozenset({CardType.CREATURE, CardType.PLANESWALKER,
                                              CardType.BATTLE})),
            Who.ANY, text="any target")
    for suffix, who in ((" or planeswalker", Who.ANY),):
        if low.endswith(suffix) and low.removesuffix(suffix).strip() in ("player", "opponent"):
            return TargetSpec(ObjectFilter(types=frozenset({CardType.PLANESWALKER})),
                              Who.OPPONENT if low.startswith("opponent") else who, text=phrase)
    if low in ("player", "opponent"):
        return TargetSpec(None, Who.OPPONENT if low == "opponent" else Who.ANY, text=phrase)
    abilities = re.fullmatch(r"(?:(?P<spell>[\w ]*spell), )?(?P<kinds>activated|triggered|activated "
                             r"or triggered)(?: ability|,? or (?P<also>activated|triggered) "
                             r"ability)", low.replace("ability, or triggered", "or triggered"))
    if abilities:  # abilities on the stack (115.2), and spells where it says so
        kinds = frozenset(re.findall(r"activated|triggered", low))
        return TargetSpec(parse_filter(abilities["spell"])[0] if abilities["spell"] else None,
                          None, text=phrase, abilities=kinds)
    filt, players = parse_filter(low if not any(c.isupper() for c in phrase) else
                                 phrase.removeprefix("target ").strip())
    if players:
        raise ValueError(f"cannot mix players with objects in {text!r}")
    return TargetSpec(filt, None, text=phrase)


def parse_player(text: str) -> PlayerRef:
    """'you' | 'each player' | 'each opponent' | a target's name | 'controller of <thing>'."""
    phrase = text.strip()
    low = phrase.lower()
    if low == "you":
        return PlayerRef(PlayerScope.YOU, text=phrase)
    if low in ("each player", "all players", "every player"):
        return PlayerRef(PlayerScope.EACH, text=phrase)
    if low in ("each opponent", "all opponents"):
        return PlayerRef(PlayerScope.EACH_OPPONENT, text=phrase)
    if low == "defending player":
        return PlayerRef(PlayerScope.DEFENDING, text=phrase)
    if low == "that player":
        return PlayerRef(PlayerScope.THAT_PLAYER, text=phrase)
    for prefix, scope in (("controller of ", PlayerScope.CONTROLLER_OF),
                          ("owner of ", PlayerScope.OWNER_OF)):
        if low.startswith(prefix):
            return PlayerRef(scope, of=parse_selector(phrase[len(prefix):]), text=phrase)
    if _NAME.match(phrase):
        return PlayerRef(PlayerScope.TARGET, target=phrase, text=phrase)
    raise ValueError(f"unknown player phrase {text!r} (expected you, each player, each opponent, "
                     "a target's name, or 'controller of …')")


def parse_amount(value: Any) -> Amount:
    """An integer, or 'power of t', 'its mana value', 'number of <objects>', '<amount> + N'."""
    if isinstance(value, Amount):
        return value
    if isinstance(value, bool):
        raise ValueError(f"expected a number, got {value!r}")
    if isinstance(value, int):
        return Amount(AmountKind.CONSTANT, value, text=str(value))
    if not isinstance(value, str):
        raise ValueError(f"expected a number or an amount phrase, got {value!r}")
    phrase = value.strip()
    if re.fullmatch(r"-?\d+", phrase):
        return Amount(AmountKind.CONSTANT, int(phrase), text=phrase)
    plus = 0
    m = re.fullmatch(r"(.+?)\s*(plus|\+)\s*(\d+)", phrase)
    if m:
        phrase, plus = m.group(1).strip(), int(m.group(3))
    low = phrase.lower()
    for kind in (AmountKind.POWER, AmountKind.TOUGHNESS, AmountKind.MANA_VALUE):
        if low.startswith(f"its {kind.value}"):
            return Amount(kind, of=Selector(Scope.IT, text="it"), plus=plus, text=value)
        if low.startswith(f"{kind.value} of "):
            of = parse_selector(phrase[len(kind.value) + 4:])
            return Amount(kind, of=of, plus=plus, text=str(value))
    if low == AmountKind.CARD_TYPES_IN_GRAVEYARDS.value or low == (
            "number of " + AmountKind.CARD_TYPES_IN_GRAVEYARDS.value):
        return Amount(AmountKind.CARD_TYPES_IN_GRAVEYARDS, plus=plus, text=str(value))
    if low == AmountKind.CARDS_IN_HAND.value:
        return Amount(AmountKind.CARDS_IN_HAND, plus=plus, text=str(value))
    for kind in (AmountKind.LIFE_TOTAL, AmountKind.LIFE_GAINED, AmountKind.LIFE_LOST,
                 AmountKind.SPEED, AmountKind.BASIC_LAND_TYPES, AmountKind.COLORS_AMONG,
                 AmountKind.OPPONENTS_LIFE_LOST):
        if low in (kind.value, kind.value.removeprefix("the ").removeprefix("number of ")):
            return Amount(kind, plus=plus, text=str(value))
    m = re.fullmatch(r"(?:the )?greatest power among (?P<what>.+)", phrase)
    if m:
        return Amount(AmountKind.GREATEST_POWER, of=parse_selector(m["what"]), plus=plus,
                      text=str(value))
    if phrase == "X":
        return Amount(AmountKind.X, plus=plus, text=str(value))
    if phrase == "twice X":  # "twice X +1/+1 counters": the X chosen, times two
        return Amount(AmountKind.X, plus=plus, times=2, text=str(value))
    m = re.fullmatch(r"(?:the )?number of (?P<kind>[+-]1/[+-]1|[a-z]+) counters on "
                     r"(?P<what>it|this)", phrase)
    if m:
        return Amount(AmountKind.COUNTERS, of=parse_selector(m["what"]), plus=plus,
                      counter=m["kind"], text=str(value))
    m = re.fullmatch(r"(?:the )?number of (?P<kind>[+-]1/[+-]1|[a-z]+) counters? removed this "
                     r"way", phrase)
    if m:
        return Amount(AmountKind.COUNTERS_REMOVED, plus=plus,
                      counter=parse_counter_kind(m["kind"]), text=str(value))
    if low in ("that much", "that many"):
        return Amount(AmountKind.THAT_MUCH, plus=plus, text=str(value))
    m = re.fullmatch(r"(?:your )?devotion to (?P<colors>[a-z ]+)", low)
    if m:
        return Amount(AmountKind.DEVOTION, plus=plus, colors=devotion_colors(m["colors"]),
                      text=str(value))
    if low == AmountKind.LIFE_LOST_THIS_WAY.value:
        return Amount(AmountKind.LIFE_LOST_THIS_WAY, plus=plus, text=str(value))
    if low == AmountKind.DIE_RESULT.value:
        return Amount(AmountKind.DIE_RESULT, plus=plus, text=str(value))
    if low in ("for each creature blocking it beyond the first",
               AmountKind.BLOCKERS_BEYOND_FIRST.value):
        return Amount(AmountKind.BLOCKERS_BEYOND_FIRST, plus=plus, text=str(value))
    if low in ("for each creature blocking it", "number of creatures blocking it"):
        return Amount(AmountKind.BLOCKERS, plus=plus, text=str(value))
    m = re.fullmatch(r"(?:(\d+) )?for each (.+)", phrase)
    if m:  # "2 for each creature you control": the count, times 2
        base = _counted(m.group(2))
        return replace(base, plus=plus, times=int(m.group(1) or 1), text=str(value))
    if low.startswith("number of "):
        base = _counted(phrase[len("number of "):])
        return replace(base, plus=plus, text=str(value))
    raise ValueError(f"unknown amount {value!r} (expected a number, 'power of <target>', "
                     "'its mana value', 'number of <objects>', …)")


def devotion_colors(words: str) -> str:
    """'black' -> 'B', 'white and black' -> 'WB': the colors a devotion counts (700.5)."""
    names = words.split(" and ")
    if not 1 <= len(names) <= 2 or any(n not in _COLOR_LETTERS for n in names):
        raise ValueError(f"devotion to {words!r}: one color or two")
    return "".join(_COLOR_LETTERS[n] for n in names)


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _counted(words: str) -> Amount:
    """What 'for each …' or 'the number of …' counts: objects, cards in hand, opponents,
    counters of one kind on an object, or the Auras and Equipment attached to one."""
    low = words.strip().lower()
    counters = re.fullmatch(r"(?P<kind>[+-]1/[+-]1|[a-z]+) counters? on (?P<on>it|this|~)", low)
    if counters:
        return Amount(AmountKind.COUNTERS, of=parse_selector(counters["on"]),
                      counter=parse_counter_kind(counters["kind"]))
    attached = re.fullmatch(r"(?P<what>.+?) attached to (?P<on>it|this|~)", words.strip())
    if attached:
        what, players = parse_filter(attached["what"])
        if players or not what.subtypes <= {"Aura", "Equipment"} or not what.subtypes \
                or what != ObjectFilter(subtypes=what.subtypes):
            raise ValueError(f"{words!r}: what is attached is counted as Auras and/or Equipment")
        return Amount(AmountKind.ATTACHED, of=parse_selector(attached["on"]), what=what)
    if low in ("card in your hand", "cards in your hand"):
        return Amount(AmountKind.CARDS_IN_HAND)
    if low in ("opponent", "opponents", "opponent you have", "opponents you have"):
        return Amount(AmountKind.OPPONENTS)
    if low in ("basic land type among lands you control", "color among permanents you control"):
        return Amount(AmountKind.BASIC_LAND_TYPES if low.startswith("basic")  # 305.6, 105.2
                      else AmountKind.COLORS_AMONG)
    if low in ("creature in your party", "creatures in your party"):
        return Amount(AmountKind.PARTY)
    if low in ("creature that died this turn", "creatures that died this turn"):
        return Amount(AmountKind.CREATURES_DIED)
    if low in ("creature that died under your control this turn",
               "creatures that died under your control this turn"):
        return Amount(AmountKind.CREATURES_DIED_YOURS)
    among = re.fullmatch(r"(?P<kind>[+-]1/[+-]1|[a-z]+) counters? among (?P<what>.+)", low)
    if among:  # "+1/+1 counter among other creatures you control": on all of them together
        return Amount(AmountKind.COUNTERS_AMONG, of=parse_selector(words.strip()[
            among.start("what"):]), counter=parse_counter_kind(among["kind"]))
    if low in ("poison counter your opponents have", "poison counters your opponents have"):
        return Amount(AmountKind.OPPONENTS_POISON)
    if low in ("card in your opponents' hands", "cards in your opponents' hands"):
        return Amount(AmountKind.CARDS_IN_OPPONENTS_HANDS)
    return Amount(AmountKind.COUNT, of=parse_selector(words))


def parse_pt_change(value: Any) -> PTChange:
    if isinstance(value, PTChange):
        return value
    x = re.fullmatch(r"\s*(?P<p>[+-](?:X|0))/(?P<t>[+-](?:X|0))(?:,? where X is (?P<x>.+))?\s*",
                     str(value))
    if x and "X" in x["p"] + x["t"]:  # X from the spell's cost, or as the sentence counts it
        def sign(part: str) -> int:
            return 0 if part[1] == "0" else (1 if part[0] == "+" else -1)
        return PTChange(sign(x["p"]), sign(x["t"]), parse_amount(x["x"] or "X"), x=True)
    m = re.fullmatch(r"\s*([+-]\d+)\s*/\s*([+-]\d+)\s*(for each .+)?", str(value))
    if not m:
        raise ValueError(f"expected a change like '+2/+0', '-1/-1', '+1/+1 for each "
                         f"creature you control' or '+X/+0, where X is power of t', got "
                         f"{value!r}")
    per = parse_amount(m.group(3).strip()) if m.group(3) else None
    return PTChange(int(m.group(1)), int(m.group(2)), per)


def parse_pt_value(value: Any) -> PTValue:
    if isinstance(value, PTValue):
        return value
    if isinstance(value, dict):
        unknown = set(value) - {"power", "toughness"}
        if unknown or len(value) != 2:
            raise ValueError("expected {power: …, toughness: …}")
        return PTValue(parse_amount(value["power"]), parse_amount(value["toughness"]),
                       text=f"{value['power']}/{value['toughness']}")
    m = re.fullmatch(r"\s*(-?\d+)\s*/\s*(-?\d+)\s*", str(value))
    if not m:
        raise ValueError(f"expected power/toughness like '1/1' or {{power: …, toughness: …}}, "
                         f"got {value!r}")
    return PTValue(parse_amount(int(m.group(1))), parse_amount(int(m.group(2))), text=str(value))


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (602.2b, 118): what the engine pays. Mana is taken as paid."""

    mana: str = ""
    tap: bool = False
    loyalty: int | None = None  # [+1], [-2], [0] (606.4)
    sacrifice_self: bool = False
    discard_self: bool = False  # its ability works only from its owner's hand (702.29a)
    reveal_self: bool = False  # "Reveal this card from your hand": from there too (702.49a)
    exile_self_from_hand: bool = False  # "Exile this card from your hand": from there (113.6m)
    life: int = 0
    energy: int = 0  # {E}: energy counters the payer removes from themselves (107.14)
    remove_counters: tuple[str, int] | None = None  # "Remove a +1/+1 counter from this"
    remove_any_counters: int = 0  # "Remove a counter from this": of whatever kinds it has
    # "Remove X storage counters from this", "Remove any number of charge counters from this":
    # that kind, as many as its controller chooses as they activate it, the ability's X
    # (107.3k, 601.2b); `remove_any_number` says which of the two it words
    remove_x_counters: str | None = None
    remove_any_number: bool = False
    # "Remove a +1/+1 counter from a creature you control": from one of the payer's permanents
    # that has that many of them (kind, what, how many)
    remove_counters_from: tuple[str, ObjectFilter, int] | None = None
    # "Sacrifice a creature", "Sacrifice two lands": that many permanents the payer controls
    sacrifice: tuple[ObjectFilter, int] | None = None
    discard: int = 0  # "Discard a card": cards from the payer's hand, of their choice
    crew: int = 0  # "Tap any number of other untapped creatures you control with total power
    # N or greater" (702.122a)
    untap: bool = False  # {Q}: untap this permanent (107.6)
    exile_self: bool = False  # "Exile this", from wherever the ability works (113.6m)
    return_self: bool = False  # "Return this to its owner's hand"
    # "Tap two untapped creatures you control": that many of the payer's permanents (701.21a)
    tap_others: tuple[ObjectFilter, int] | None = None
    # "Exile a creature card from your graveyard": that many cards of the payer's (701.11a)
    exile_from_graveyard: tuple[ObjectFilter, int] | None = None
    # "Return a land you control to its owner's hand": one of the payer's permanents
    return_to_hand: tuple[ObjectFilter, int] | None = None  # permanents you control, how many
    exile_from_hand: tuple[ObjectFilter, int] | None = None  # "exile a blue card from your hand"
    # "Exile another creature you control": that many of the payer's permanents, exiled by the
    # cost's source, so that its linked ability finds them (607.2a; champion, 702.72a)
    exile_permanents: tuple[ObjectFilter, int] | None = None
    discard_filter: ObjectFilter | None = None  # "Discard a creature card": what it must be
    discard_random: bool = False  # "Discard a card at random" (701.8b)
    discard_hand: bool = False  # "Discard your hand": payable with no cards in it
    mill: int = 0  # "Mill two cards": no more than the library holds (701.13b)
    text: str = field(default="", compare=False)


def repeated(cost: Cost, times: int) -> Cost:
    """A spell's additional cost paid `times` times at once (escalate, 702.120a): its mana,
    life and the things its caster chooses, that many times over."""
    def more(part: tuple[ObjectFilter, int] | None) -> tuple[ObjectFilter, int] | None:
        return (part[0], part[1] * times) if part is not None else None
    return replace(cost, mana=cost.mana * times, life=cost.life * times,
                   discard=cost.discard * times, mill=cost.mill * times,
                   sacrifice=more(cost.sacrifice), tap_others=more(cost.tap_others),
                   exile_from_graveyard=more(cost.exile_from_graveyard),
                   return_to_hand=more(cost.return_to_hand),
                   exile_from_hand=more(cost.exile_from_hand),
                   text=f"{cost.text} ({times} times)" if times > 1 else cost.text)


_LOYALTY_COST = re.compile(r"\[([+\-−]?)(\d+)\]")
_SELF_SACRIFICE = {"sacrifice " + w for w in _SELF_WORDS}


def parse_cost(text: str) -> Cost:
    """'{T}' | '{1}{G}, {T}' | '[-2]' | 'Sacrifice this' | 'Pay 2 life', parts by commas."""
    phrase = text.strip()
    found: dict[str, Any] = {}
    # a list of nouns stays one part: "Sacrifice an artifact, enchantment, or token"
    for part in (p.strip() for p in re.split(r",(?!(?: [a-z]+,)* or [a-z]+$)", phrase)):
        low = part.lower()
        part = re.sub(r"^[Pp]ay (?=\{E\})", "", part)  # "Pay {E}{E}" (107.14)
        energy = re.fullmatch(r"[Pp]ay (\w+) \{E\}", part)  # "Pay eight {E}"
        if energy and energy.group(1).lower() in _COUNT_WORDS:
            part = "{E}" * _COUNT_WORDS[energy.group(1).lower()]
        low = part.lower()
        loyalty = _LOYALTY_COST.fullmatch(part)
        life = re.fullmatch(r"pay (\d+) life", low)
        remove = re.fullmatch(r"remove (a|an|one|two|three|\d+) (\S+) counters? from (.+)", low)
        if loyalty:
            sign = -1 if loyalty.group(1) in ("-", "−") else 1
            found["loyalty"] = sign * int(loyalty.group(2))
        elif re.fullmatch(r"(\{[^{}]+\})+", part):
            symbols = re.findall(r"\{[^{}]+\}", part)
            found["tap"] = found.get("tap", False) or "{T}" in symbols
            found["untap"] = found.get("untap", False) or "{Q}" in symbols
            found["energy"] = found.get("energy", 0) + symbols.count("{E}")
            found["mana"] = found.get("mana", "") + "".join(x for x in symbols
                                                            if x not in ("{T}", "{Q}", "{E}"))
        elif low in _SELF_SACRIFICE:
            found["sacrifice_self"] = True
        elif low == "discard this card":
            found["discard_self"] = True
        elif low in ("reveal this card from your hand", "reveal this creature from your hand",
                     "reveal this from your hand"):
            found["reveal_self"] = True
        elif low in ("exile this card from your hand", "exile this from your hand"):
            found["exile_self_from_hand"] = True
        elif other := re.fullmatch(rf"sacrifice (?:{_HOW_MANY}|(another)) (.+)", part,
                                   re.IGNORECASE):
            n = _HOW_MANY_WORDS[other.group(1).lower()] if other.group(1) else 1
            found["sacrifice"] = (parse_filter(f"{'other ' if other.group(2) else ''}"
                                               f"{_singular(other.group(3), n)}")[0], n)
        elif crew := re.fullmatch(r"tap any number of other untapped creatures you control "
                                  r"with total power (\d+) or greater", low):
            found["crew"] = int(crew.group(1))
        elif discard := re.fullmatch(r"discard (a|one|two|three) cards?( at random)?", low):
            found["discard"] = {"a": 1, "one": 1, "two": 2, "three": 3}[discard.group(1)]
            found["discard_random"] = bool(discard.group(2))
        elif low == "discard your hand":
            found["discard_hand"] = True
        elif mill := re.fullmatch(rf"mill {_HOW_MANY} cards?", low):
            found["mill"] = _HOW_MANY_WORDS[mill.group(1)]
        elif discard := re.fullmatch(r"discard an? (.+) card", part, re.IGNORECASE):
            found["discard"] = 1
            found["discard_filter"] = _card_filter(discard.group(1), Zone.HAND)
        elif low in _SELF_EXILE:
            found["exile_self"] = True
        elif low in _SELF_RETURN:
            found["return_self"] = True
        elif tap := re.fullmatch(rf"tap {_HOW_MANY} untapped (.+?) you control", part,
                                 re.IGNORECASE):
            n = _HOW_MANY_WORDS[tap.group(1).lower()]
            noun = _singular(tap.group(2), n)
            found["tap_others"] = (replace(parse_filter(f"{noun} you control")[0],
                                           text=f"untapped {noun}"), n)
        elif exiled := re.fullmatch(rf"exile {_HOW_MANY} (?:(.+?) )?cards? from your graveyard",
                                    part, re.IGNORECASE):
            n = _HOW_MANY_WORDS[exiled.group(1).lower()]
            found["exile_from_graveyard"] = (_card_filter(exiled.group(2) or "", Zone.GRAVEYARD),
                                             n)
        elif back := re.fullmatch(rf"return {_HOW_MANY} (.+) you control to (?:its|their) "
                                  r"owners?'s? hand", part, re.IGNORECASE):
            n = _HOW_MANY_WORDS[back.group(1).lower()]
            noun = _singular(back.group(2), n)
            found["return_to_hand"] = (replace(parse_filter(f"{noun} you control")[0],
                                               text=noun), n)
        elif exiled := re.fullmatch(rf"exile {_HOW_MANY} (.+?) cards? from your hand", part,
                                    re.IGNORECASE):
            found["exile_from_hand"] = (_card_filter(exiled.group(2), Zone.HAND),
                                        _HOW_MANY_WORDS[exiled.group(1).lower()])
        elif (exiled := re.fullmatch(rf"exile (?:{_HOW_MANY}|(another)) (.+?) you control", part,
                                     re.IGNORECASE)) and "card" not in exiled.group(3):
            n = _HOW_MANY_WORDS[exiled.group(1).lower()] if exiled.group(1) else 1
            noun = _singular(exiled.group(3), n)
            found["exile_permanents"] = (replace(parse_filter(
                f"{'other ' if exiled.group(2) else ''}{noun} you control")[0],
                text=f"{'other ' if exiled.group(2) else ''}{noun}"), n)
        elif life:
            found["life"] = int(life.group(1))
        elif remove and remove.group(3) in _SELF_WORDS:
            count = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}.get(remove.group(1))
            found["remove_counters"] = (remove.group(2), count or int(remove.group(1)))
        elif (chosen := re.fullmatch(r"remove (x|any number of) (\S+) counters from (.+)", low)) \
                and chosen.group(3) in _SELF_WORDS and chosen.group(2) != "counter":
            found["remove_x_counters"] = parse_counter_kind(chosen.group(2))
            found["remove_any_number"] = chosen.group(1) != "x"
        elif (anykind := re.fullmatch(r"remove (a|one|two|three|four|five) counters? from (.+)",
                                      low)) and anykind.group(2) in _SELF_WORDS:
            found["remove_any_counters"] = _HOW_MANY_WORDS[anykind.group(1)]
        elif remove and remove.group(2) != "counter" and (
                mine := re.fullmatch(r"an? (.+) you control", remove.group(3))):
            count = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}.get(remove.group(1))
            found["remove_counters_from"] = (
                parse_counter_kind(remove.group(2)),
                replace(parse_filter(f"{mine.group(1)} you control")[0], text=mine.group(1)),
                count or int(remove.group(1)))
        else:
            raise ValueError(f"the cost {part!r} is not modeled (known: mana symbols, {{T}}, "
                             "{Q}, [+N] or [-N], 'Sacrifice this', 'Sacrifice a creature', "
                             "'Discard this card', 'Discard a card [at random]', 'Discard a "
                             "creature card', 'Discard your hand', 'Mill two cards', 'Pay N "
                             "life', 'Remove a +1/+1 counter from this', "
                             "'Exile this [from your graveyard]', 'Exile a creature card from "
                             "your graveyard', 'Tap an untapped creature you control', 'Return "
                             "this to its owner's hand', 'Return a land you control to its "
                             "owner's hand')")
    return Cost(**found, text=phrase)


def spell_cost_problem(cost: Cost) -> str | None:
    """Why a spell can't have this additional cost (601.2f), or None: it may only take what
    its caster chooses from what they have, or life; nothing of the spell's own object."""
    if replace(cost, sacrifice=None, discard=0, discard_filter=None, discard_random=False,
               discard_hand=False, mill=0, life=0, tap_others=None, exile_from_graveyard=None,
               return_to_hand=None, exile_from_hand=None) == Cost():
        return None
    return (f"the additional cost {cost.text!r} is not modeled for a spell: sacrificing, "
            "discarding, milling, tapping, returning or exiling from a graveyard of the "
            "caster's choice, or paying life")


_SELF_EXILE = {f"exile {w}{where}" for w in _SELF_WORDS | {"this card"}
               for where in ("", " from your graveyard")}
_SELF_RETURN = {f"return {w} to its owner's hand" for w in _SELF_WORDS}
_HOW_MANY_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_HOW_MANY = r"(an?|one|two|three|four|five)"


def _singular(noun: str, n: int) -> str:
    """'creatures' -> 'creature' when a cost counts more than one."""
    return noun[:-1] if n > 1 and noun.endswith("s") else noun


def _card_filter(words: str, zone: Zone) -> ObjectFilter:
    """'creature', 'land', '' (any card): what a card a cost takes from `zone` must be."""
    filt, players = parse_filter(words) if words else (ObjectFilter(), False)
    if players:
        raise ValueError(f"{words!r} names players; a kind of card is expected")
    return replace(filt, zones=frozenset({zone}), text=f"{words} card".strip())


def parse_keyword(text: str) -> Keyword:
    try:
        return Keyword(text.strip().lower())
    except ValueError:
        known = [k.value for k in Keyword] + ["protection from …", "enchant …", "equip {…}"]
        hint = suggest(text.strip().lower(), known)
        raise ValueError(f"unknown keyword {text!r}" + (f" ({hint})" if hint else "")) from None


def parse_color(text: str) -> Color:
    try:
        return Color(str(text).strip().lower())
    except ValueError:
        raise ValueError(f"unknown color {text!r} (white, blue, black, red, green)") from None


def parse_land_type(text: str) -> str:
    name = str(text).strip().capitalize()
    if name not in BASIC_LAND_TYPES:
        raise ValueError(f"{text!r} is not a basic land type ({', '.join(BASIC_LAND_TYPES)})")
    return name


def _field(parse: Callable[[Any], Any], description: str, json_type: str = "string") -> Any:
    """A pydantic field type written as a phrase in YAML."""

    def validate(value: Any) -> Any:
        if isinstance(value, str) or json_type != "string":
            return parse(value)
        raise ValueError(f"expected a phrase ({description}), got {value!r}")

    schema: dict[str, Any] = {"description": description}
    schema.update({"type": json_type} if json_type != "any" else {})
    return (PlainValidator(validate), WithJsonSchema(schema))


def _who(spellings: dict[str, Who]) -> Callable[[str], Who]:
    def parse(text: str) -> Who:
        who = spellings.get(text.strip().lower())
        if who is None:
            raise ValueError(f"expected {' or '.join(repr(s) for s in spellings)}, got {text!r}")
        return who
    return parse


# "who" in the words each place uses, read into one enum
PLAYER_WORDS = {Who.YOU: "you", Who.OPPONENT: "an opponent", Who.ANY: "a player"}
STEP_OWNER_WORDS = {Who.YOU: "your", Who.OPPONENT: "an opponent's", Who.ANY: "each"}
PLAYERS_WORDS = {Who.YOU: "you", Who.OPPONENT: "your opponents", Who.ANY: "players"}
WhoField = Annotated[Who, *_field(_who({w: k for k, w in PLAYER_WORDS.items()}),
                                  "'you', 'an opponent' or 'a player'")]
StepOwnerField = Annotated[Who, *_field(_who({w: k for k, w in STEP_OWNER_WORDS.items()}),
                                        "whose step: 'your', 'an opponent's' or 'each'")]
PlayersField = Annotated[Who, *_field(_who({w: k for k, w in PLAYERS_WORDS.items()}),
                                      "'you', 'your opponents' or 'players'")]

SelectorField = Annotated[Selector, *_field(
    parse_selector, "what is affected: 'this', 'enchanted creature', 'equipped creature', "
    "a target's name, or a set such as 'creatures you control', 'other Elves', 'all lands'")]
TargetField = Annotated[TargetSpec, *_field(
    parse_target, "what may be targeted: 'creature', 'nonblack creature', 'any target', "
    "'player', 'spell', 'creature you control', 'artifact or enchantment', 'up to one "
    "creature', 'two creatures', 'up to three creatures', …")]
TargetsField = Annotated[dict[str, TargetField], AfterValidator(expand_targets)]
PlayerField = Annotated[PlayerRef, *_field(
    parse_player, "which player: 'you', 'each player', 'each opponent', a target's name, "
    "'controller of <thing>'")]
AmountField = Annotated[Amount, *_field(
    parse_amount, "a number, or 'power of <target>', 'its mana value', 'number of <objects>', "
    "'<amount> + 1'", "any")]
PTChangeField = Annotated[PTChange, *_field(parse_pt_change, "a change such as '+2/+0'")]
PTValueField = Annotated[PTValue, *_field(
    parse_pt_value, "power/toughness such as '1/1', or {power: <amount>, toughness: <amount>}",
    "any")]
CostField = Annotated[Cost, *_field(
    parse_cost, "an activation cost: '{T}', '{1}{G}, {T}', '[-2]', 'Sacrifice this', "
    "'Pay 2 life'")]
ColorField = Annotated[Color, *_field(parse_color, "white, blue, black, red or green")]

# counters whose rules judge doesn't apply: a scenario or card naming them is refused, never
# ruled as if they were plain counters (defense counters: on a battle only, see the loader)
_UNMODELED_COUNTERS = {"rad": cr.RAD_COUNTERS}


def parse_counter_kind(text: str) -> str:
    """'+1/+1', '-1/-1', 'charge', 'flying', 'loyalty' …: a kind of counter (122.1)."""
    kind = text.strip()
    if not kind or not re.fullmatch(r"[+-]?\d+/[+-]?\d+|[a-z][a-z -]*", kind):
        raise ValueError(f"expected a kind of counter ('+1/+1', 'charge', …), got {text!r}")
    if kind in _UNMODELED_COUNTERS:
        raise ValueError(f"{kind} counters ({_UNMODELED_COUNTERS[kind]}) are not modeled")
    return kind


CounterKindField = Annotated[str, *_field(parse_counter_kind, "a kind of counter: '+1/+1', "
                                                              "'charge', 'flying' …")]
LandTypeField = Annotated[str, *_field(parse_land_type, "a basic land type: Plains, Island, "
                                       "Swamp, Mountain or Forest")]
FilterField = Annotated[ObjectFilter, *_field(
    lambda s: _filter_only(s), "which objects: 'creature', 'nonland permanent', 'Elf you control'")]


def _filter_only(text: str, relative: bool = False) -> ObjectFilter:
    filt, players = parse_filter(text) if relative else _not_relative(parse_filter(text))
    if players:
        raise ValueError(f"{text!r} names players; objects are expected")
    return replace(filt, text=text.strip())


# which creatures can (or can't) block an attacker (509.1b): "with power less than this
# creature's power" compares with the attacker's power as blockers are declared
BlockersField = Annotated[ObjectFilter, *_field(
    lambda s: _filter_only(s, relative=True),
    "which creatures: 'creatures with flying', 'creatures with power less than this "
    "creature's power'")]


@dataclass(frozen=True, slots=True)
class Recipients:
    """Who is dealt damage: a target (object or player), a set of objects, and/or players."""

    objects: Selector | None = None
    players: PlayerRef | None = None
    text: str = field(default="", compare=False)


def parse_recipients(text: str) -> Recipients:
    """'t' (a target) | 'each creature' | 'each player' | 'each creature and each player'."""
    phrase = text.strip()
    if _NAME.match(phrase) and phrase not in ("you",):
        # a lone name is a target, which may be an object or a player
        return Recipients(Selector(Scope.TARGET, target=phrase, text=phrase),
                          PlayerRef(PlayerScope.TARGET, target=phrase, text=phrase), text=phrase)
    objects = players = None
    for part in re.split(r"\s+and\s+(?=each|all|you\b)", phrase):
        low = part.strip().lower()
        if low in ("you", "each player", "all players", "each opponent", "all opponents",
                   "that player", "defending player") or low.startswith("controller of "):
            players = parse_player(part)
        else:
            objects = parse_selector(part)
    return Recipients(objects, players, text=phrase)


def targets_named(value: Any) -> list[str]:
    """The names of declared targets a parsed phrase refers to."""
    if isinstance(value, Selector):
        whose = [f.controller_target for f in value.filters if f.controller_target]
        return ([value.target] if value.scope is Scope.TARGET else []) + whose
    if isinstance(value, PlayerRef):
        named = [value.target] if value.scope is PlayerScope.TARGET else []
        return named + targets_named(value.of)
    if isinstance(value, Amount):
        return targets_named(value.of)
    if isinstance(value, Recipients):
        names = targets_named(value.objects) + targets_named(value.players)
        return list(dict.fromkeys(names))
    if isinstance(value, PTValue):
        return targets_named(value.power) + targets_named(value.toughness)
    if isinstance(value, PTChange):
        return targets_named(value.per)
    return []


RecipientsField = Annotated[Recipients, *_field(
    parse_recipients, "who is dealt damage: a target's name, 'each creature', 'each player', "
    "'each creature and each player'")]


def parse_condition(text: str) -> Selector:
    """'you control a Forest': true while at least one such object exists."""
    phrase = text.strip()
    if not phrase.lower().startswith("you control "):
        raise ValueError(f"unknown condition {text!r} (expected 'you control <objects>')")
    filt, _ = parse_filter(phrase[len("you control "):] + " you control")
    return Selector(Scope.ALL, filt, text=phrase)


# keywords that let a spell be cast for another cost instead of its mana cost (118.9, 702)
AlternativeCostKeyword = Literal["evoke", "dash", "blitz", "foretell",  # announced as it's cast
                                 "bestow", "spectacle", "surge", "overload", "awaken",
                                 "emerge", "pay_instead"]
ALTERNATIVE_COST_KEYWORDS: tuple[str, ...] = get_args(AlternativeCostKeyword)


class ConditionKind(StrEnum):
    CONTROL = "control"
    LIFE_AT_LEAST = "life at least"
    LIFE_AT_MOST = "life at most"
    LIBRARY_EMPTY = "library empty"
    HAD_NO_COUNTERS = "had no counters"  # of one kind, as the object last existed (608.2h)
    HAD_COUNTERS = "had counters"  # "it had counters on it" ('' any kind), as it last existed
    KICKED = "kicked"  # the spell was kicked, or the permanent was as a spell (702.33d, 400.7d)
    OFFSPRING_PAID = "offspring paid"  # its offspring cost was paid, as a spell (702.175a)
    BARGAINED = "bargained"  # the spell was bargained, or the permanent was as one (702.166b)
    # soulbond's (702.95a): its controller controls both this creature and the one that
    # entered (or, as this one entered, another), and both are unpaired
    CAN_PAIR = "can pair"
    PAID_ALTERNATIVE = "paid alternative"  # "its dash cost was paid" (118.9, 702.109a)
    NOT_DESIGNATED = "not designated"  # "it isn't renowned" (702.112b, 701.31b)
    DESIGNATED = "designated"  # "this is monstrous"
    ARRIVED_SINCE_LAST_UPKEEP = "arrived since last upkeep"  # echo (702.30a)
    HAS_COUNTER = "has counter"  # "it has a +1/+1 counter on it": the source, of that kind
    OPPONENT_DAMAGED = "opponent damaged"  # "an opponent was dealt damage this turn"
    CITY_BLESSING = "city's blessing"  # "you have the city's blessing" (702.131c)
    # "that creature's power is greater than this creature's power and/or …" (evolve)
    GREATER_THAN_THIS = "greater than this"
    NO_SPELLS_LAST_TURN = "no spells last turn"  # "no spells were cast last turn"
    TWO_SPELLS_LAST_TURN = "two spells last turn"  # "a player cast two or more spells last turn"
    CONTROL_AT_LEAST = "control at least"  # "you control two or more basic lands"
    CONTROL_AT_MOST = "control at most"  # "you control two or fewer other lands"
    YOUR_TURN = "your turn"  # "during your turn" (500.1: the active player's turn)
    NOT_YOUR_TURN = "not your turn"
    HAND_AT_LEAST = "hand at least"  # "you have seven or more cards in hand"
    HAND_AT_MOST = "hand at most"  # "you have no cards in hand"
    GRAVEYARD_AT_LEAST = "graveyard at least"  # "seven or more cards in your graveyard"
    # word "opponent": "an opponent has eight or more cards in their graveyard"
    # "it targets a tapped creature": what the spell or ability targets, chosen before its
    # total cost is (601.2c, 601.2f)
    TARGETS = "targets"
    # "you have max speed" (4, 702.179e), "your speed is 3 or greater": no speed is 0 (702.179f)
    SPEED_AT_LEAST = "speed at least"
    SPEED_BELOW = "speed below"  # "your speed is less than 4" (702.179d)
    DEVOTION_BELOW = "devotion below"  # "your devotion to black is less than five" (700.5)
    HAND_MORE_THAN_OPPONENTS = "hand more"  # "you have more cards in hand than each opponent"
    TOTAL_POWER_AT_LEAST = "total power"  # "creatures you control have total power 8 or greater"
    IS = "is"  # "this is attacking", "enchanted creature is a Wall": one object fits
    A_PLAYER_LIFE_AT_MOST = "a player's life at most"  # "a player has 13 or less life"
    AN_OPPONENT_LIFE_AT_MOST = "an opponent's life at most"  # "an opponent has 10 or less life"
    OPPONENTS_AT_LEAST = "opponents at least"  # "you have two or more opponents"
    # "an opponent has three or more poison counters" (corrupted; 122.1f)
    OPPONENT_POISON_AT_LEAST = "opponent poison at least"
    # looking back on this turn (608.2i)
    CREATURE_DIED = "creature died"  # "[N or more creatures] a creature died this turn" (700.4)
    LIFE_CHANGED = "life changed"  # "you gained or lost life this turn"
    NO_ATTACK = "no attack"  # "no creatures attacked this turn": no player declared one
    ATTACKED = "attacked"  # "you attacked this turn": declared an attacker (508.1a)
    LIFE_GAINED = "life gained"  # "you gained [N or more] life this turn"
    OPPONENT_LOST_LIFE = "opponent lost life"  # "an opponent lost life this turn"
    PERMANENT_LEFT = "permanent left"  # "a permanent you controlled left the battlefield …"
    # "there are four or more card types among cards in your graveyard" (205.2a)
    CARD_TYPES_IN_GRAVEYARD = "card types in graveyard"
    # "you cast it [from your hand]": the permanent was a spell cast; word: "hand", "graveyard",
    # "exile", "not hand" ("this spell was cast from anywhere other than your hand")
    CAST = "cast"
    # "two or more nonland permanents entered the battlefield under your control this turn":
    # at least `value` of the kind the selector names, as they entered or are now (608.2i)
    ENTERED = "entered"
    THIS_ENTERED = "this entered"  # "this creature entered this turn"
    DRAWN_AT_LEAST = "drawn at least"  # "you've drawn two or more cards this turn"
    # "you've cast two or more noncreature spells this turn" (at least `value`; word "another":
    # not counting the source's own spell; "none": "you haven't cast a spell this turn")
    SPELLS_CAST = "spells cast"
    # "an opponent controls more lands than you"; word "life": "an opponent has more life than
    # you", "hand": "… more cards in hand than you"
    OPPONENT_MORE = "opponent more"
    MONARCH = "monarch"  # "you're the monarch" (722.1)
    INITIATIVE = "initiative"  # "you have the initiative" (723.1)
    # "you've completed a dungeon" (309.7); `word`: the dungeon's name, where it names one
    COMPLETED_DUNGEON = "completed dungeon"
    NOT_COMPLETED_DUNGEON = "not completed dungeon"  # "you haven't completed Tomb of …"
    NO_RING_BEARER = "no ring-bearer"  # "you don't control a Ring-bearer" (701.52e)
    # "you chose a creature other than this as your Ring-bearer" (701.52a): it isn't now
    OTHER_RING_BEARER = "other ring-bearer"
    ATTACKING_YOU = "attacking you"  # "a creature is attacking you" (506.2)
    # "you've been attacked this step": a creature attacked you this combat, even if it has
    # since left combat; read in the declare attackers step, where its spells say it
    BEEN_ATTACKED = "been attacked"
    CASUALTY_PAID = "casualty paid"  # "a casualty cost was paid for it" (702.153a)
    REPLICATED = "replicated"  # "its replicate cost was paid" (702.56a)
    SQUAD_PAID = "squad paid"  # "its squad cost was paid", as a spell (702.157a)
    # "X is 5 or more": the X of the spell its source was, for its own enters ability only
    # (107.3m; ravenous); built by that keyword, never read from other words
    SPELL_X_AT_LEAST = "spell X at least"
    CONSPIRED = "conspired"  # "its conspire cost was paid" (702.78a)
    THIS_ATTACKED = "this attacked"  # "this creature attacked this turn" (508.1a; boast)
    # (word "not": "this creature didn't attack this turn"; with ATTACKED, "you didn't attack
    # with a creature this turn")
    # "this is enchanted / equipped": an Aura or Equipment is attached to it (303.4, 301.5)
    ATTACHED = "attached"
    # "this card is in your graveyard": an ability that works there checks it's still there
    IN_GRAVEYARD = "in graveyard"
    # "you control three or more creatures with different powers" (coven): at least `value`
    # distinct powers among them, as the layers have them now
    DIFFERENT_POWERS = "different powers"
    # "you descended this turn": a permanent card was put into your graveyard (700.11)
    DESCENDED = "descended"
    # "this land entered this turn or if you control a basic land": either of two (any_of)
    ANY_OF = "any of"
    # "[N or more cards | a card] left your graveyard this turn" (608.2i)
    LEFT_GRAVEYARD = "left graveyard"
    CRIME = "crime"  # "you've committed a crime this turn" (700.13)
    # "there are five or more mana values among cards in your graveyard" (202.3: a land's is 0)
    MANA_VALUES_IN_GRAVEYARD = "mana values in graveyard"
    # "a [non-Skeleton] creature died under your control this turn", "another Human …": at
    # least `value` of the kind, as they last existed on the battlefield (700.4, 608.2i)
    DIED_UNDER_YOUR_CONTROL = "died under your control"
    # "you attacked with creatures with total power 6 or greater this combat" (pack tactics):
    # their power as they were declared attackers
    ATTACKED_WITH_POWER = "attacked with power"
    # the object the ability is on, now or as it last existed on the battlefield (608.2h,
    # 603.10a): "it wasn't blocking", "it's not a token", "it was a creature", "4 or more
    # damage was dealt to it this turn"
    WASNT_BLOCKING = "wasn't blocking"
    NOT_TOKEN = "not a token"
    WAS_CREATURE = "was a creature"
    DAMAGE_DEALT_TO_IT = "damage dealt to it"
    # "you cast this spell during your main phase" (addendum; 505.1): the spell, or the
    # permanent it became
    CAST_IN_MAIN_PHASE = "cast in main phase"
    # "there are no depletion counters on this land": none of that kind on the source now
    NO_COUNTER = "no counter"
    # "if X is 5 or more": the X of the spell or ability resolving (107.3a, 107.3k); only in
    # its own instructions (608.2c)
    X_AT_LEAST = "x at least"
    # "an opponent controls a Plains and you control a Swamp": each of `parts` holds
    BOTH = "both"
    # "this is attacking alone": it is attacking and no other creature is (506.5)
    ATTACKING_ALONE = "attacking alone"


@dataclass(frozen=True, slots=True)
class Condition:
    """An intervening 'if' (603.4), a static ability's 'as long as' (611.3a) or a
    replacement's condition, checked against the game."""

    kind: ConditionKind
    selector: Selector | None = None
    value: int = 0
    # what the kind asks about: the counter kind of HAD_NO_COUNTERS ('+1/+1'), the keyword
    # of PAID_ALTERNATIVE ('dash'), the designation of NOT_DESIGNATED ('renowned')
    word: str = ""
    text: str = field(default="", compare=False)
    at_most: int | None = None  # HAS_COUNTER: "between 2 and 6 level counters" (711.2a)
    any_of: tuple[Condition, ...] = ()  # ANY_OF: true when one of these is

    def each(self) -> tuple[Condition, ...]:
        """This condition and every one it joins ('A and B', 'A or B'), however deep."""
        return (self, *(c for part in (*self.parts, *self.any_of) for c in part.each()))
    parts: tuple[Condition, ...] = ()  # BOTH: the conditions that must all hold


_COUNT_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNT = r"(?P<n>\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)"
# "this is attacking": the object a condition is about, by the words that name it
_SUBJECTS = {"this": Scope.SELF, "enchanted creature": Scope.ENCHANTED,
             "enchanted permanent": Scope.ENCHANTED, "enchanted land": Scope.ENCHANTED,
             "enchanted artifact": Scope.ENCHANTED, "equipped creature": Scope.EQUIPPED}
_STATES = ("attacking or blocking", "attacking", "blocking", "tapped", "untapped")


# Condition.word of a condition on the player a triggered ability's event was about
THAT_PLAYER = "that player"


def _whose(subject: str) -> str:
    """'you have' | 'that player has': the word that says whose hand or life is counted."""
    return THAT_PLAYER if subject.startswith("that player") else ""


def _count(words: str) -> int:
    return int(words) if words.isdigit() else _COUNT_WORDS[words]


def parse_game_condition(text: str) -> Condition:
    """'you control a Forest' | 'you control two or more Elves' | 'you have 40 or more life' |
    'you have 5 or less life' | 'a player has 13 or less life' | 'you have two or more
    opponents' | 'your library has no cards in it' | 'it's your turn' | 'it's
    not your turn' | 'you have seven or more cards in hand' | 'you have no cards in hand' |
    'there are seven or more cards in your graveyard' | 'this is attacking' | 'equipped creature
    is a Human' | 'it had no +1/+1 counters on it' | 'it was kicked' | 'its dash cost was paid' |
    'it isn't renowned' | 'A or B', 'A or if B': either of two."""
    try:
        return _one_condition(text)
    except ValueError:
        either = _either(text.strip())
        if either is None:
            raise
        return either


def _either(phrase: str) -> Condition | None:
    """'you control a Desert or there is a Desert card in your graveyard', 'this land entered
    this turn or if you control a basic land': two whole conditions joined by "or"; None when
    no "or" splits the words so."""
    for m in re.finditer(r" or (?:if )?", phrase):
        try:
            parts = (_one_condition(phrase[:m.start()]), _one_condition(phrase[m.end():]))
        except ValueError:
            continue
        if all(p.word != THAT_PLAYER for p in parts):
            return Condition(ConditionKind.ANY_OF, any_of=parts, text=phrase)
    return None


def _one_condition(text: str) -> Condition:
    phrase = text.strip()
    low = phrase.lower()
    both = re.fullmatch(r"(?P<a>.+?) and (?P<b>(?:you|an opponent) .+)", phrase)
    if both:  # "an opponent controls a Plains and you control a Swamp", if each part reads
        parts: tuple[Condition, ...] = ()
        try:
            parts = (parse_game_condition(both["a"]), parse_game_condition(both["b"]))
        except ValueError:
            pass
        # where the ability works is read from "this card is in your graveyard" alone (113.6m)
        if parts and all(p.kind is not ConditionKind.IN_GRAVEYARD for p in parts):
            return Condition(ConditionKind.BOTH, parts=parts, text=phrase)
    m = re.fullmatch(r"an opponent controls (?P<what>(?:an?|one or more) [\w -]+)", phrase)
    if m:  # at least one such object that an opponent controls
        filt, players = parse_filter(f"{m['what']} an opponent controls")
        if players:
            raise ValueError(f"unknown condition {text!r}")
        return Condition(ConditionKind.CONTROL, selector=Selector(Scope.ALL, filt, text=phrase),
                         text=phrase)
    # "that player": whom a triggered ability's event was about (each player's upkeep)
    m = re.fullmatch(r"(you have|that player has) (\d+) or (more|less) life", low)
    if m:
        kind = ConditionKind.LIFE_AT_LEAST if m.group(3) == "more" else ConditionKind.LIFE_AT_MOST
        return Condition(kind, value=int(m.group(2)), word=_whose(m.group(1)), text=phrase)
    if low in ("your library has no cards in it", "your library is empty"):
        return Condition(ConditionKind.LIBRARY_EMPTY, text=phrase)
    m = re.fullmatch(r"an opponent has (\d+) or less life", low)
    if m:
        return Condition(ConditionKind.AN_OPPONENT_LIFE_AT_MOST, value=int(m.group(1)),
                         text=phrase)
    m = re.fullmatch(rf"an opponent has {_COUNT} or more poison counters", low)
    if m:
        return Condition(ConditionKind.OPPONENT_POISON_AT_LEAST, value=_count(m["n"]),
                         text=phrase)
    m = re.fullmatch(r"a player has (\d+) or less life", low)
    if m:
        return Condition(ConditionKind.A_PLAYER_LIFE_AT_MOST, value=int(m.group(1)), text=phrase)
    m = re.fullmatch(rf"you have {_COUNT} or more opponents", low)
    if m:
        return Condition(ConditionKind.OPPONENTS_AT_LEAST, value=_count(m["n"]), text=phrase)
    if low in ("it's your turn", "it is your turn"):
        return Condition(ConditionKind.YOUR_TURN, text=phrase)
    if low in ("it's not your turn", "it is not your turn"):
        return Condition(ConditionKind.NOT_YOUR_TURN, text=phrase)
    if re.fullmatch(r"(?:this|this creature|~) is attacking alone", low):
        return Condition(ConditionKind.ATTACKING_ALONE, text=phrase)
    m = re.fullmatch(rf"(?P<who>you have|that player has) {_COUNT}(?: or (?P<more>more|fewer))? "
                     r"cards? in (?:your |their )?hand", low)
    if m and (m["more"] or m["n"] == "no"):
        kind = ConditionKind.HAND_AT_MOST if m["n"] == "no" or m["more"] == "fewer" \
            else ConditionKind.HAND_AT_LEAST
        return Condition(kind, value=_count(m["n"]), word=_whose(m["who"]), text=phrase)
    m = re.fullmatch(rf"(?:there are )?{_COUNT} or more (?P<kind>(?!card types|mana values)"
                     r"[a-z ,/]+ )?cards (?:are )?in your graveyard", low)
    if m:
        cards = Selector(Scope.ALL, _graveyard_kind(m["kind"].strip()), text=m["kind"].strip()) \
            if m["kind"] else None
        return Condition(ConditionKind.GRAVEYARD_AT_LEAST, selector=cards, value=_count(m["n"]),
                         text=phrase)
    m = re.fullmatch(r"there(?: is|'s) an? (?P<kind>[\w ,/-]+) card in your graveyard", phrase,
                     re.IGNORECASE)
    if m:  # at least one; "a Desert card": its subtype as printed
        return Condition(ConditionKind.GRAVEYARD_AT_LEAST, selector=Selector(
            Scope.ALL, _graveyard_kind(m["kind"]), text=m["kind"]), value=1, text=phrase)
    m = re.fullmatch(rf"an opponent has {_COUNT} or more cards in their graveyard", low)
    if m:
        return Condition(ConditionKind.GRAVEYARD_AT_LEAST, value=_count(m["n"]), word="opponent",
                         text=phrase)
    m = re.fullmatch(r"it targets (?:an?|one or more) (?P<what>.+)", phrase, re.IGNORECASE)
    if m:
        filt, players = parse_filter(m["what"])
        if players:
            raise ValueError(f"targets that may be players: {m['what']!r}")
        return Condition(ConditionKind.TARGETS, selector=Selector(Scope.ALL, filt, text=m["what"]),
                         text=phrase)
    if low == "you have max speed":
        return Condition(ConditionKind.SPEED_AT_LEAST, value=4, text=phrase)
    m = re.fullmatch(r"your speed is (?P<n>\d) or (?:greater|higher|more)", low)
    if m:
        return Condition(ConditionKind.SPEED_AT_LEAST, value=int(m["n"]), text=phrase)
    m = re.fullmatch(rf"your devotion to (?P<colors>[a-z ]+) is less than {_COUNT}", low)
    if m:
        return Condition(ConditionKind.DEVOTION_BELOW, value=_count(m["n"]),
                         word=devotion_colors(m["colors"]), text=phrase)
    m = re.fullmatch(r"your speed is less than (?P<n>\d)", low)
    if m:
        return Condition(ConditionKind.SPEED_BELOW, value=int(m["n"]), text=phrase)
    if low == "you have more cards in hand than each opponent":
        return Condition(ConditionKind.HAND_MORE_THAN_OPPONENTS, text=phrase)
    m = re.fullmatch(r"creatures you control have total power (?P<n>\d+) or greater", low)
    if m:
        return Condition(ConditionKind.TOTAL_POWER_AT_LEAST,
                         selector=parse_condition("you control creatures"), value=int(m["n"]),
                         text=phrase)
    m = re.fullmatch(r"an opponent has more (?P<what>life|cards in hand) than you", low)
    if m:
        return Condition(ConditionKind.OPPONENT_MORE, word="life" if m["what"] == "life"
                         else "hand", text=phrase)
    m = re.fullmatch(rf"an opponent has {_COUNT}(?: or (?P<fewer>fewer))? cards? in (?:their )?"
                     r"hand", low)
    if m and (m["fewer"] or m["n"] == "no"):  # word "opponent": any one of them
        return Condition(ConditionKind.HAND_AT_MOST, value=_count(m["n"]), word="opponent",
                         text=phrase)
    m = re.fullmatch(r"an opponent controls more (?P<what>[\w ]+?) than you", phrase,
                     re.IGNORECASE)
    if m:
        return Condition(ConditionKind.OPPONENT_MORE, selector=parse_selector(m["what"]),
                         text=phrase)
    m = re.fullmatch(r"defending player controls (?:an?|one or more) (?P<what>.+)", phrase,
                     re.IGNORECASE)
    if m:  # the player the source attacks (508.5), or the nonactive player in combat (506.2)
        filt, players = parse_filter(f"{m['what']} defending player controls")
        if players or filt.controller is not Who.DEFENDING:
            raise ValueError(f"unknown permanents {m['what']!r}")
        return Condition(ConditionKind.CONTROL, selector=Selector(Scope.ALL, filt,
                                                                  text=m["what"]), text=phrase)
    m = re.fullmatch(r"you control no (?P<what>.+)", phrase, re.IGNORECASE)
    if m:
        return Condition(ConditionKind.CONTROL_AT_MOST,
                         selector=parse_condition(f"you control {m['what']}"), value=0,
                         text=phrase)
    m = re.fullmatch(r"your opponents control (?P<n>\d+|one|two|three|four|five|six|seven|"
                     r"eight|nine|ten) or more (?P<what>[\w ]+)", phrase, re.IGNORECASE)
    if m:  # all of them together
        return Condition(ConditionKind.CONTROL_AT_LEAST,
                         selector=parse_selector(f"{m['what']} your opponents control"),
                         value=_count(m["n"].lower()), text=phrase)
    m = re.fullmatch(rf"you control {_COUNT} or more creatures with different powers", low)
    if m:
        return Condition(ConditionKind.DIFFERENT_POWERS,
                         selector=parse_condition("you control creatures"), value=_count(m["n"]),
                         text=phrase)
    m = re.fullmatch(r"you control (?P<n>\d+|one|two|three|four|five|six|seven|eight) or "
                     r"(?P<more>more|fewer) (?P<what>.+)", phrase, re.IGNORECASE)
    if m:
        kind = ConditionKind.CONTROL_AT_LEAST if m["more"].lower() == "more" \
            else ConditionKind.CONTROL_AT_MOST
        return Condition(kind, selector=parse_condition(f"you control {m['what']}"),
                         value=_count(m["n"].lower()), text=phrase)
    if low in ("it was kicked", "this spell was kicked"):
        return Condition(ConditionKind.KICKED, text=phrase)
    if re.fullmatch(r"(?:(?:it|~|this (?:spell|creature|permanent)) (?:was|is)|it's) bargained",
                    low):  # as the spell is cast ("costs {2} less if it's bargained"), or since
        return Condition(ConditionKind.BARGAINED, text=phrase)
    if low == "you control both creatures and both are unpaired":
        return Condition(ConditionKind.CAN_PAIR, text=phrase)
    if low == "its offspring cost was paid":
        return Condition(ConditionKind.OFFSPRING_PAID, text=phrase)
    m = re.fullmatch(rf"(?:its|this (?:creature|permanent|spell)'s) (?P<cost>"
                     rf"{'|'.join(ALTERNATIVE_COST_KEYWORDS)}) cost was paid", low)
    if m:
        return Condition(ConditionKind.PAID_ALTERNATIVE, word=m["cost"], text=phrase)
    if re.fullmatch(r"(?:it|~|this (?:creature|permanent|spell)) escaped", low):
        return Condition(ConditionKind.PAID_ALTERNATIVE, word="escape", text=phrase)  # 702.138b
    if re.fullmatch(r"(?:it|this|this (?:creature|permanent)) came under your control since the "
                    r"beginning of your last upkeep", low):
        return Condition(ConditionKind.ARRIVED_SINCE_LAST_UPKEEP, text=phrase)
    m = re.fullmatch(r"(?:it|~|this|this (?:creature|permanent)) has an? "
                     r"(?P<kind>[+-]1/[+-]1|[a-z]+) counters? on it", low)
    if m:
        return Condition(ConditionKind.HAS_COUNTER, word=m["kind"], text=phrase)
    m = re.fullmatch(rf"(?:it|~|this|this (?:creature|permanent)) has (?:(?P<least>"
                     rf"{_COUNT[6:-1]}) or more|between (?P<low>\d+) and (?P<high>\d+)) "
                     r"(?P<kind>[+-]1/[+-]1|[a-z]+) counters on it", low)
    if m:  # "three or more" as "3 or more"
        return Condition(ConditionKind.HAS_COUNTER, word=m["kind"],
                         value=_count(m["least"]) if m["least"] else int(m["low"]),
                         at_most=int(m["high"]) if m["high"] else None, text=phrase)
    m = re.fullmatch(rf"there are {_COUNT} or more (?P<kind>[+-]1/[+-]1|[a-z]+) counters on "
                     r"(?:it|~|this|this (?:creature|permanent))", low)
    if m:
        return Condition(ConditionKind.HAS_COUNTER, word=m["kind"], value=_count(m["n"]),
                         text=phrase)
    m = re.fullmatch(r"there are no (?P<kind>[+-]1/[+-]1|[a-z]+) counters on (?:it|~|this|this "
                     r"(?:creature|permanent|land|artifact|enchantment))", low) or re.fullmatch(
        r"(?:it|~|this|this (?:creature|permanent|land|artifact|enchantment)) has no "
        r"(?P<kind>[+-]1/[+-]1|[a-z]+) counters on it", low)
    if m:
        return Condition(ConditionKind.NO_COUNTER, word=m["kind"], text=phrase)
    if low == ("that creature's power is greater than this creature's power and/or that "
               "creature's toughness is greater than this creature's toughness"):
        return Condition(ConditionKind.GREATER_THAN_THIS, text=phrase)
    if low == "you have the city's blessing":
        return Condition(ConditionKind.CITY_BLESSING, text=phrase)
    if low == "an opponent was dealt damage this turn":
        return Condition(ConditionKind.OPPONENT_DAMAGED, text=phrase)
    if low == "no spells were cast last turn":
        return Condition(ConditionKind.NO_SPELLS_LAST_TURN, text=phrase)
    if low == "a player cast two or more spells last turn":
        return Condition(ConditionKind.TWO_SPELLS_LAST_TURN, text=phrase)
    spells = _spells_cast(low, phrase)
    if spells is not None:
        return spells
    m = re.fullmatch(rf"(?:(?:{_COUNT[6:-1]}) or more|an?|(?P<another>another)) (?P<what>[\w ,/-]+?) "
                     r"entered the battlefield under your control this turn", phrase,
                     re.IGNORECASE) or re.fullmatch(
        rf"you had (?:(?:{_COUNT[6:-1]}) or more|an?|(?P<another>another)) (?P<what>[\w ,/-]+?) "
        r"enter the battlefield under your control this turn", phrase, re.IGNORECASE)
    if m:
        n = re.match(r"(\w+) or more", phrase.removeprefix("you had ")) if not m["another"] \
            else None
        what = ("another " if m["another"] else "") + m["what"].replace("and/or", "or")
        filt, players = parse_filter(what)
        if players or filt.zones != BATTLEFIELD_ONLY:
            raise ValueError(f"unknown kind of permanent {m['what']!r}")
        return Condition(ConditionKind.ENTERED, selector=Selector(Scope.ALL, filt, text=what),
                         value=_count(n.group(1).lower()) if n else 1, text=phrase)
    m = re.fullmatch(rf"(?:(?P<n>{_COUNT[6:-1]}) or more|an?|(?P<another>another)) "
                     r"(?P<what>[\w -]+?) died under your control this turn", phrase,
                     re.IGNORECASE)
    if m:
        what = ("another " if m["another"] else "") + m["what"]
        filt, players = parse_filter(what)
        if players or filt.zones != BATTLEFIELD_ONLY:
            raise ValueError(f"unknown kind of creature {m['what']!r}")
        return Condition(ConditionKind.DIED_UNDER_YOUR_CONTROL,
                         selector=Selector(Scope.ALL, filt, text=what),
                         value=_count(m["n"].lower()) if m["n"] else 1, text=phrase)
    looked_back = _looking_back(low)
    if looked_back is not None:
        kind, value, word = looked_back
        return Condition(kind, value=value, word=word, text=phrase)
    m = re.fullmatch(r"(?:it|this|this (?:creature|permanent)) (?P<not>is|isn't) "
                     r"(?P<what>renowned|monstrous|saddled)", low)
    if m:
        kind = ConditionKind.DESIGNATED if m["not"] == "is" else ConditionKind.NOT_DESIGNATED
        return Condition(kind, word=m["what"], text=phrase)
    m = re.fullmatch(r"it had (?:a|an|one or more) (?:(?P<kind>[+-]1/[+-]1|[a-z]+) )?counters? "
                     r"on it", low) or re.fullmatch(r"it had counters on it", low)
    if m:  # the object the ability is on, as it last was (608.2h)
        return Condition(ConditionKind.HAD_COUNTERS, word=(m.groupdict().get("kind") or ""),
                         text=phrase)
    itself = _about_itself(low)
    if itself is not None:
        return Condition(itself[0], value=itself[1], text=phrase)
    m = re.fullmatch(r"it had no ([+-]1/[+-]1|[a-z]+) counters on it", low)
    if m:  # undying, persist: the object the ability is on, as it last was (702.93a, 702.79a)
        return Condition(ConditionKind.HAD_NO_COUNTERS, word=m.group(1), text=phrase)
    if re.fullmatch(r"(?:this|this card|this creature) is in your graveyard", low):
        return Condition(ConditionKind.IN_GRAVEYARD, text=phrase)
    m = re.fullmatch(rf"(?P<who>~|{'|'.join(_SUBJECTS)})(?:'s| creature's) (?P<what>power|"
                     r"toughness) is (?P<n>\d+) or (?P<than>greater|less)", phrase, re.IGNORECASE)
    if m:  # its power or toughness now (208.1): a creature's
        filt, _ = parse_filter(f"creature with {m['what'].lower()} {m['n']} or "
                               f"{m['than'].lower()}")
        return Condition(ConditionKind.IS, selector=Selector(
            _SUBJECTS.get(m["who"].lower(), Scope.SELF), filt, text=phrase), text=phrase)
    m = re.fullmatch(rf"(?P<who>{'|'.join(_SUBJECTS)}) is (?P<what>.+)", phrase, re.IGNORECASE)
    if m:
        return Condition(ConditionKind.IS, selector=_object_is(m["who"].lower(), m["what"]),
                         text=phrase)
    return Condition(ConditionKind.CONTROL, selector=parse_condition(phrase), text=phrase)


def _graveyard_kind(words: str) -> ObjectFilter:
    """'creature', 'instant and/or sorcery', 'permanent': the cards a count takes (a
    permanent card has a permanent type, 110.4a)."""
    if words == "permanent":
        return ObjectFilter(any_types=PERMANENT_TYPES, zones=frozenset({Zone.GRAVEYARD}),
                            token=False)
    filt, players = parse_filter(words.replace("and/or", "or"))
    if players or filt.zones != BATTLEFIELD_ONLY:
        raise ValueError(f"unknown kind of card {words!r}")
    return replace(filt, zones=frozenset({Zone.GRAVEYARD}), token=False)


def _spells_cast(low: str, phrase: str) -> Condition | None:
    """608.2i: 'you've cast [N or more | a | another] <kind of> spell(s) this turn', 'you
    haven't cast a spell [from your hand] this turn'."""
    m = re.fullmatch(rf"you(?:'ve| have) cast (?:(?P<another>another)|(?P<n>{_COUNT[6:-1]}) or "
                     r"more|an?) (?P<what>[\w ,/-]*?spells?) this turn", low)
    none = re.fullmatch(r"you (?:haven't|have not|didn't|did not) cast (?:a|any) "
                        r"(?P<what>spells?)(?P<hand> from your hand)? this turn", low)
    found = m or none
    if found is None:
        return None
    filt, players = parse_filter(found["what"].replace("and/or", "or"))
    if players or filt.zones != frozenset({Zone.STACK}):
        raise ValueError(f"unknown kind of spell {found['what']!r}")
    word = ("none from hand" if none["hand"] else "none") if none else (
        "another" if m and m["another"] else "")
    return Condition(ConditionKind.SPELLS_CAST, selector=Selector(Scope.ALL, filt),
                     value=_count(m["n"]) if m and m["n"] else 1, word=word, text=phrase)


def _looking_back(low: str) -> tuple[ConditionKind, int, str] | None:
    """What happened earlier this turn (608.2i), or what the graveyard holds: its kind, the
    number it asks for and the word that says more ('hand': cast from the hand)."""
    fixed = {"a creature died this turn": ConditionKind.CREATURE_DIED,
             "you're the monarch": ConditionKind.MONARCH,
             "you are the monarch": ConditionKind.MONARCH,
             "you have the initiative": ConditionKind.INITIATIVE,
             "you've completed a dungeon": ConditionKind.COMPLETED_DUNGEON,
             "you have completed a dungeon": ConditionKind.COMPLETED_DUNGEON,
             "you don't control a ring-bearer": ConditionKind.NO_RING_BEARER,
             "you chose a creature other than ~ as your ring-bearer":
                 ConditionKind.OTHER_RING_BEARER,
             "you chose a creature other than this as your ring-bearer":
                 ConditionKind.OTHER_RING_BEARER,
             "you chose a creature other than this creature as your ring-bearer":
                 ConditionKind.OTHER_RING_BEARER,
             "you attacked this turn": ConditionKind.ATTACKED,
             "a creature is attacking you": ConditionKind.ATTACKING_YOU,
             "you've been attacked this step": ConditionKind.BEEN_ATTACKED,
             "you attacked with a creature this turn": ConditionKind.ATTACKED,
             "you gained life this turn": ConditionKind.LIFE_GAINED,
             "you descended this turn": ConditionKind.DESCENDED,
             "you've committed a crime this turn": ConditionKind.CRIME,
             "you have committed a crime this turn": ConditionKind.CRIME,
             "an opponent lost life this turn": ConditionKind.OPPONENT_LOST_LIFE,
             "a permanent you controlled left the battlefield this turn":
                 ConditionKind.PERMANENT_LEFT,
             "a permanent left the battlefield under your control this turn":
                 ConditionKind.PERMANENT_LEFT}
    if low in fixed:
        return fixed[low], 1, ""
    m = re.fullmatch(r"you(?P<not> haven't| have not|'ve| have) completed (?P<name>lost mine of "
                     r"phandelver|dungeon of the mad mage|tomb of annihilation|undercity)", low)
    if m:  # 309.7: a dungeon by its name
        kind = ConditionKind.NOT_COMPLETED_DUNGEON if "not" in m["not"] or "n't" in m["not"] \
            else ConditionKind.COMPLETED_DUNGEON
        return kind, 1, m["name"]
    m = re.fullmatch(rf"(?:an?|one or more|(?P<n>{_COUNT[6:-1]}) or more) cards? left your "
                     r"graveyard this turn", low)
    if m:
        return ConditionKind.LEFT_GRAVEYARD, _count(m["n"]) if m["n"] else 1, ""
    m = re.fullmatch(r"you attacked with creatures with total power (?P<n>\d+) or greater this "
                     r"combat", low)
    if m:
        return ConditionKind.ATTACKED_WITH_POWER, int(m["n"]), ""
    m = re.fullmatch(rf"you gained {_COUNT} or more life this turn", low)
    if m:
        return ConditionKind.LIFE_GAINED, _count(m["n"]), ""
    m = re.fullmatch(rf"{_COUNT} or more creatures died this turn", low)
    if m:  # 700.4
        return ConditionKind.CREATURE_DIED, _count(m["n"]), ""
    if re.fullmatch(r"(?:it|this|this (?:creature|permanent|land|artifact|enchantment)) entered "
                    r"(?:the battlefield )?this turn", low):
        return ConditionKind.THIS_ENTERED, 0, ""
    if low == "you gained or lost life this turn":
        return ConditionKind.LIFE_CHANGED, 0, ""
    if low == "no creatures attacked this turn":
        return ConditionKind.NO_ATTACK, 0, ""
    m = re.fullmatch(rf"there are {_COUNT} or more card types among cards in your graveyard", low)
    if m:
        return ConditionKind.CARD_TYPES_IN_GRAVEYARD, _count(m["n"]), ""
    m = re.fullmatch(rf"there are {_COUNT} or more mana values among cards in your graveyard", low)
    if m:
        return ConditionKind.MANA_VALUES_IN_GRAVEYARD, _count(m["n"]), ""
    if low == "a casualty cost was paid for it":
        return ConditionKind.CASUALTY_PAID, 0, ""
    if low == "its squad cost was paid":
        return ConditionKind.SQUAD_PAID, 0, ""
    if low == "its replicate cost was paid":
        return ConditionKind.REPLICATED, 0, ""
    if low == "its conspire cost was paid":
        return ConditionKind.CONSPIRED, 0, ""
    if re.fullmatch(r"(?:this creature|~|it|this) attacked this turn", low):
        return ConditionKind.THIS_ATTACKED, 0, ""
    # word "not": it didn't, you didn't (508.1a: declared as an attacker)
    if re.fullmatch(r"(?:this creature|~|this) (?:didn't|did not) attack this turn", low):
        return ConditionKind.THIS_ATTACKED, 0, "not"
    if low in ("you didn't attack with a creature this turn", "you didn't attack this turn",
               "you did not attack with a creature this turn"):
        return ConditionKind.ATTACKED, 0, "not"
    if re.fullmatch(r"you cast (?:this spell|it) during your main phase", low):
        return ConditionKind.CAST_IN_MAIN_PHASE, 0, ""
    m = re.fullmatch(r"you cast it(?P<hand> from your hand)?", low)
    if m:
        return ConditionKind.CAST, 0, "hand" if m["hand"] else ""
    m = re.fullmatch(r"this spell was cast from (?P<where>your hand|a graveyard|your graveyard|"
                     r"exile|anywhere other than your hand)", low)
    if m:  # 601.2a: where it was as it was cast
        where = {"your hand": "hand", "a graveyard": "graveyard", "your graveyard": "graveyard",
                 "exile": "exile"}.get(m["where"], "not hand")
        return ConditionKind.CAST, 0, where
    m = re.fullmatch(r"x is (?P<n>\d+) or (?:more|greater)", low)
    if m:
        return ConditionKind.X_AT_LEAST, int(m["n"]), ""
    m = re.fullmatch(rf"you've drawn {_COUNT} or more cards this turn", low)
    if m:
        return ConditionKind.DRAWN_AT_LEAST, _count(m["n"]), ""
    m = re.fullmatch(r"(?:this|~|this (?:creature|permanent)) is (?P<how>enchanted|equipped)", low)
    if m:
        return ConditionKind.ATTACHED, 0, "Aura" if m["how"] == "enchanted" else "Equipment"
    return None


def _about_itself(low: str) -> tuple[ConditionKind, int] | None:
    """'it wasn't blocking', "it's not a token", 'it was a creature', '4 or more damage was
    dealt to it this turn': the object the ability is on, as it is or last was; the number
    asked."""
    this = r"(?:it|this(?: creature| permanent| artifact| enchantment)?)"
    if re.fullmatch(rf"{this} (?:wasn't|was not) blocking", low):
        return ConditionKind.WASNT_BLOCKING, 0
    if re.fullmatch(rf"(?:it's|{this} is) not a token|{this} isn't a token", low):
        return ConditionKind.NOT_TOKEN, 0
    if low == "it was a creature":
        return ConditionKind.WAS_CREATURE, 0
    m = re.fullmatch(rf"(?P<n>\d+) or more damage was dealt to {this} this turn", low)
    if m:
        return ConditionKind.DAMAGE_DEALT_TO_IT, int(m["n"])
    return None


def _object_is(who: str, what: str) -> Selector:
    """'attacking', 'tapped', 'a Human', 'an artifact creature': what one object must be."""
    if what.lower() in _STATES:
        noun = "permanent" if what.lower().endswith("tapped") else "creature"
        filt, _ = parse_filter(f"{what.lower()} {noun}")
    elif what.lower() == "legendary":  # 205.4a: a supertype
        filt, _ = parse_filter("legendary permanent")
    elif re.match(r"an? ", what):
        filt, _ = parse_filter(what.split(" ", 1)[1])
    else:
        raise ValueError(f"unknown condition: {who} is {what!r}")
    return Selector(_SUBJECTS[who], filt, text=f"{who} is {what}")


GameConditionField = Annotated[Condition, *_field(
    parse_game_condition, "'you control <objects>', 'you control N or more <objects>', 'you have "
    "N or more life', 'you have N or less life', 'your library has no cards in it', \"it's your "
    "turn\", \"it's not your turn\", 'you have N or more cards in hand', 'you have no cards in "
    "hand', 'there are N or more cards in your graveyard', 'this is attacking' (or blocking, "
    "tapped, untapped, 'a <type>'; also 'enchanted creature is …', 'equipped creature is …'), 'it "
    "had no +1/+1 counters on it', 'it was kicked', 'its dash cost was paid' (evoke, blitz), "
    "\"it isn't renowned\" (or monstrous), 'a creature died this turn', 'you attacked this "
    "turn', 'you gained [N or more] life this turn', 'an opponent lost life this turn', 'a "
    "permanent you controlled left the battlefield this turn', 'there are N or more card types "
    "among cards in your graveyard', 'you cast it [from your hand]', \"you've cast [N or more] "
    "<kind of> spells this turn\", \"you haven't cast a spell [from your hand] this turn\", 'an "
    "opponent has N or more cards in their graveyard', 'you have more cards in hand than each "
    "opponent', 'creatures you control have total power N or greater', 'it targets a tapped "
    "creature', 'this card is in your graveyard', 'you have max speed', 'it had [a +1/+1] "
    "counter[s] on it', 'you control three or more creatures with different powers', "
    "'you descended this turn', 'that player has two or fewer cards in hand', "
    "'there is a Desert card in your graveyard', '<condition> or [if] <condition>', "
    "'[N or more cards | a card] left your graveyard this turn', "
    "\"you've committed a crime this turn\", 'there are five or more mana values among cards "
    "in your graveyard', 'a [non-Skeleton] creature died under your control this turn', "
    "'you attacked with creatures with total power 6 or greater this combat', "
    "\"it wasn't blocking\", \"it's not a token\", 'it was a creature', '4 or more damage was "
    "dealt to it this turn', \"this creature didn't attack this turn\", \"you didn't attack with "
    "a creature this turn\", 'you cast this spell during your main phase', 'defending player controls an "
    "artifact', 'there are no depletion counters on this land', \"this creature's power is 4 or "
    "greater\", 'equipped creature is legendary', 'this spell was cast from a graveyard', 'X "
    "is 5 or more', 'an opponent has more life than you', 'an opponent has no cards in hand'")]
