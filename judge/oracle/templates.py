"""Grammar rules of the Oracle compiler: one template per wording, each naming the CR rule it
models. A template reads a whole line or sentence or nothing: when any phrase inside it isn't one
the vocabulary knows, it gives no reading, and the line stays *not modeled* — never a partial
or guessed one."""

from __future__ import annotations

import copy

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from judge.cards.phrases import (THAT_PLAYER, ConditionKind, parse_amount,
                                 parse_counter_kind,
                                 parse_game_condition, parse_recipients, parse_selector,
                                 parse_target)
from judge.cr import Rule
from judge.words import BASIC_LAND_TYPES, CREATURE_TYPES, CardType, singular

Built = Any  # the vocabulary's YAML form of what a template read: an ability or an effect


class NoReading(Exception):
    """A template's words matched, but a phrase in them isn't one the vocabulary knows."""


@dataclass(frozen=True)
class Template:
    name: str
    rule: Rule
    pattern: re.Pattern[str]
    build: Callable[..., Built]


@dataclass
class Targets:
    """The targets a spell or ability declares as its sentences are read (115.1): each gets a
    short name, t, u, v …"""

    specs: dict[str, str] = field(default_factory=dict)
    # what "it" means before any target is named: 'this' in "Whenever ~ attacks, it gets …",
    # 'that creature' (the triggering object) in "Whenever another creature enters, … on it"
    it: str | None = None
    x: bool = False  # X may be read: the value chosen for the spell's {X} (107.3a)
    count: str | None = None  # what X is in this sentence: "where X is the number of …"
    event_amount: bool = False  # "that much": the trigger event has an amount (damage, life)
    event_player: bool = False  # "that player": the trigger event is about a player
    event_spell: bool = False  # "that spell": the trigger event is a spell cast (603.2)
    choose: list[str] = field(default_factory=list)  # chosen as it resolves (608.2d): 'color'
    named_before: int = 0  # targets other modes named: this one's names come after (700.2c)
    # "those creatures": the set the instruction before affected ("creatures you control get
    # +1/+1 until end of turn. Untap those creatures."), the same creatures still (608.2c)
    those: str | None = None
    rolled: bool = False  # a die was rolled before: "the result" is what it showed (706.4)
    # the kind of counter the ability's cost removes a chosen number of: "for each storage
    # counter removed this way" counts them (107.3k)
    removed: str | None = None

    def earlier(self) -> str:
        """What "it" or "that creature" refers to: the one target named so far, else what the
        trigger names; two targets before it, or none and no trigger, is no reading."""
        if self.it is not None and (not self.specs or self.it == "those tokens"):
            return self.it
        if len(self.specs) == 1:
            name, spec = next(iter(self.specs.items()))
            if re.fullmatch(r"(?:up to one )?(?:player|opponent)", spec):
                raise NoReading("'it' never names a player")  # players are 'that player'
            return name
        raise NoReading("'it' with no one object it can refer to")

    def add(self, phrase: str) -> str:
        """Declare 'target <phrase>' and return its short name."""
        text = phrase.strip()
        several = re.fullmatch(r"(?:each of )?(?P<up>up to |one to )?(?P<n>one|two|three|four|"
                               r"five|\d+) (?P<other>other )?(?P<what>target .+|any target)", text,
                               re.IGNORECASE)
        up = (several["up"] or "").lower() if several else ""  # "Up to two" begins a sentence
        optional = up == "up to "
        if several:  # "two target creatures": one word target, several objects (601.2c)
            text = ("another " if several["other"] else "") + several["what"]
        if not optional and any(s.startswith("up to ") for s in self.specs.values()):
            raise NoReading("a target that must be chosen after an 'up to' target")
        another = re.match(r"another target |any other target$", text, re.IGNORECASE)
        # after a target, "another target creature" is one other than the targets named
        # before (601.2c), whatever the source; before any, it is not the object whose
        # ability it is (115.1)
        other_than = list(self.specs) if another and self.specs else []
        if another and text.lower() == "any other target":
            if not other_than:
                raise NoReading("'any other target' with no target before it")
            text = "any target"
        elif another:
            text = text[len("another "):]
            another = None if other_than else another
        if text == "any target":
            spec = "any target"
        else:
            spec = text[len("target "):].strip() if text.lower().startswith("target ") \
                else text
            spec = f"another {spec}" if another else spec
            # "card from your graveyard": where the card is as it is chosen (115.1)
            spec = re.sub(r"\b(cards?(?: with [\w ]+?)?) from (a|your|an opponent's|a single|"
                          r"that player's) graveyard\b", r"\1 in \2 graveyard", spec)
        count = several["n"].lower() if several else "one"
        if count != "one":
            spec = f"{count} {spec}".replace(f"{count} another ", f"{count} other ")
        spec = f"up to {spec if count != 'one' else 'one ' + spec}" if optional else spec
        if up == "one to ":  # at least one of them (601.2c, 601.2d)
            spec = f"one to {spec}".replace(" any target", " targets")
        if other_than:
            spec += " other than " + " and ".join(other_than)
        if re.search(r"\bX\b", spec) and (not self.x or self.count is not None):
            raise NoReading("X in a target with no {X} in the spell's or ability's cost")
        _known(parse_target, spec)
        name = "tuvwxyz"[self.named_before + len(self.specs)]
        self.specs[name] = spec
        self.it = None  # "it" now means the target, if it is the only one
        return name


def registry() -> tuple[list[Template], Callable[[str, Rule], Callable[[Callable[..., Built]],
                                                                         Callable[..., Built]]]]:
    """A list of templates and the decorator that adds one: `@template(pattern, rule)`."""
    found: list[Template] = []

    def template(pattern: str, rule: Rule) -> Callable[[Callable[..., Built]],
                                                       Callable[..., Built]]:
        def register(build: Callable[..., Built]) -> Callable[..., Built]:
            found.append(Template(build.__name__.strip("_").replace("_", " "), rule,
                                  re.compile(pattern), build))
            return build
        return register
    return found, template


def read(templates: list[Template], text: str, *args: Any) -> tuple[Template, Built] | None:
    """The first template that reads the whole text, and what it built; a template that fails
    part way leaves no trace (a target it had declared is forgotten)."""
    for t in templates:
        m = t.pattern.fullmatch(text)
        if m is None:
            continue
        kept = [copy.deepcopy(a.__dict__) if isinstance(a, Targets) else None for a in args]
        try:
            return t, t.build(m, *args)
        except (NoReading, ValueError):
            for a, state in zip(args, kept):
                if state is not None:
                    a.__dict__.update(state)
            continue
    return None


def condition(words: str, that_player: bool = False, x: bool = False) -> str:
    """A condition as the vocabulary writes it, or no reading: the card's own name ('~ is
    tapped', 'two or more ki counters on ~') is 'this'. `that_player`: whether "that player"
    can be the player a trigger event was about (elsewhere it names someone else); `x`:
    whether "X is 5 or more" can be the resolving spell's or ability's own X."""
    text = re.sub(r"(?<![\w'])~'s (power|toughness)\b", r"this creature's \1",
                  words)  # only a creature's
    text = re.sub(r"(?<![\w'])~(?![\w'])", "this", text)
    try:
        parsed = parse_game_condition(text)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if any(c.word == THAT_PLAYER for c in parsed.each()) and not that_player:
        raise NoReading(f"'that player' with no event player: {words!r}")
    if any(c.kind is ConditionKind.X_AT_LEAST for c in parsed.each()) and not x:
        raise NoReading(f"X with no X of its own to read: {words!r}")
    return text


NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10}
NUMBER = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
PT = r"[+-]\d+/[+-]\d+"
PT_X = r"[+-](?:\d+|X)/[+-](?:\d+|X)"  # a P/T change an effect may count (+X/+0)


def keywords(text: str) -> list[str]:
    """'Flying, first strike' -> each keyword the vocabulary knows, written as the library
    writes them ('flying', 'first strike'), or no reading."""
    from judge.cards.vocabulary import parse_keyword_text

    from judge.cards.phrases import parse_target

    found = []
    # "protection from black and from red": two protection abilities (702.16a)
    text = re.sub(r"\b(protection from [\w ]+?),? and from ", r"\1, protection from ", text,
                  flags=re.IGNORECASE)
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()):
        if "{X}" in part:  # X in an ability's cost is not modeled (107.3)
            raise NoReading(part)
        try:
            read = parse_keyword_text(part)
            if "enchant" in read:  # what it may enchant, as a target (303.4a)
                parse_target(read["enchant"]["what"])
        except ValueError:
            raise NoReading(part) from None
        found.append(part[:1].lower() + part[1:])
    return found


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


def counted(phrase: str, chosen_type: bool = False) -> str:
    """'number of creatures you control', '2 for each Elf you control': a count of objects
    someone controls or cards in graveyards, of cards in hand or of opponents; else no
    reading ('for each creature blocking it', 'for each time …'). `chosen_type`: a creature
    type is chosen as it resolves, which "of the chosen type" may count (608.2d)."""
    words = re.sub(r"^(?:\d+ )?(?:for each|number of) ", "", phrase.strip())
    if chosen_type:
        words = words.replace(" of the chosen type", "", 1)
    # "with a +1/+1 counter on it" is a kind of object, not a count of counters
    words = re.sub(r" with (?:(?:a|an|one or more) )?(?:[+-]1/[+-]1 |[a-z]+ )?counters? on "
                   r"(?:it|them)$", "", words)
    # "your opponents control": whose objects they are, not a count of players
    whose = re.sub(r" (?:your opponents control|an opponent controls)$", " you control", words)
    if words not in _PLAYER_COUNTS and (not _COUNTABLE.fullmatch(words) or _UNCOUNTED.search(
            whose)):
        raise NoReading(f"counting {words!r}")
    return _known(parse_amount, phrase)


_PLAYER_COUNTS = ("card in your hand", "cards in your hand", "opponent", "opponents",
                  "opponent you have", "opponents you have", "creature blocking it",
                  "poison counter your opponents have", "poison counters your opponents have",
                  "card in your opponents' hands", "cards in your opponents' hands",
                  "basic land type among lands you control", "color among permanents you control",
                  "creature in your party", "creatures in your party",
                  "creature that died this turn", "creatures that died this turn",
                  "creature that died under your control this turn",
                  "creatures that died under your control this turn")
# what a count may name: objects someone controls or on the battlefield, or cards in graveyards
_COUNTABLE = re.compile(r"(?:other )?(?:[\w /-]+? (?:you control|your opponents control|an "
                        r"opponent controls|on the battlefield)|(?:[\w /-]+ )?cards? in "
                        r"(?:your|all) graveyards?|(?:attacking|blocking) [\w /-]+)"
                        r"(?: with(?:out)? [\w ]+| named \"[^\"]+\")?")
_UNCOUNTED = re.compile(r"\b(?:players?|opponents?|times?|mana|colors?|counters?|damage|life|"
                        r"target|chosen|this|that|attached)\b")


def pt_change(phrase: str) -> str:
    """'+1/+1', or '+1/+1 for each Elf you control' where the vocabulary can count it, in a
    static ability: also the counters on one object or the Auras and Equipment attached to it
    (it: the affected object; ~: the ability's own), counted whenever it applies (611.3a)."""
    from judge.cards.phrases import parse_pt_change
    from judge.cards.references import check_standing_amount

    x = re.fullmatch(r"(?P<pt>[^,]+), where X is (?:the )?(?P<value>.+)", phrase)
    per = re.search(r"for each .+", phrase)
    if x:  # each of power and toughness X or 0, as the vocabulary's P/T change says
        phrase = f"{x['pt']}, where X is {static_x(x['value'])}"
    elif per and _ON_ONE_OBJECT.fullmatch(per.group()):
        phrase = re.sub(r"~$", "this", phrase)
    elif per:
        counted(per.group())
    read = _known(parse_pt_change, phrase)
    try:  # what a static ability can't count ("for each creature blocking it")
        check_standing_amount(parse_pt_change(read).per, "a static ability")
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return read


# numbers about the controller a static ability reads whenever it applies (119.1, 305.6, 105.2)
_STATIC_ABOUT_YOU = ("your life total", "amount of life you gained this turn",
                     "amount of life you've lost this turn", "your speed",
                     "number of basic land types among lands you control",
                     "number of colors among permanents you control")


def static_x(value: str) -> str:
    """What X counts in a static ability's '+X/+X, where X is …', as the vocabulary writes it
    (611.3a: counted again whenever it applies): a count, a number about its controller, the
    counters on one object, the affected object's mana value ("its mana value"), or the
    greatest power among cards in graveyards."""
    if value in _STATIC_ABOUT_YOU or re.fullmatch(r"your devotion to [a-z ]+", value):
        return _known(parse_amount, value)
    if value == "its mana value":  # the object it affects (613.4c)
        return value
    counters = re.fullmatch(r"number of (?P<kind>[+-]1/[+-]1|[a-z]+) counters on (?P<on>it|~)",
                            value)
    if counters:
        on = "this" if counters["on"] == "~" else "it"
        return _known(parse_amount, f"number of {counter_kind(counters['kind'])} counters "
                                          f"on {on}")
    greatest = re.fullmatch(r"greatest power among (?P<what>[\w ]+ cards in (?:your|all) "
                            r"graveyards?)", value)
    if greatest:  # cards in graveyards: no effect in layer 7c changes their power
        _known(parse_selector, greatest["what"])
        return value
    if value.startswith("number of "):
        return counted(value)
    raise NoReading(f"X is {value!r}")


_ON_ONE_OBJECT = re.compile(r"for each (?:[+-]1/[+-]1 |[a-z]+ )?counters? on (?:it|~)|for "
                            r"each (?:Auras?|Equipment)(?: and Equipment)? attached to (?:it|~)")


def amount(word: str, targets: Targets) -> int | str:
    """A number, or X where the sentence says what X counts or the spell's X may be read;
    "that many": the amount of the event a trigger saw (608.2h)."""
    if word == "that many":
        if not targets.event_amount:
            raise NoReading("'that many' with no event that has an amount")
        return "that much"
    if word == "X":
        if targets.count is not None:
            return targets.count
        if not targets.x:
            raise NoReading("X with no {X} in the spell's or ability's cost")
        return "X"
    return number(word)


def pt_x(pt: str, targets: Targets) -> str:
    """'+X/+0' as the vocabulary writes it: X from the spell's cost, or what the sentence says
    X counts ('+X/+0, where X is power of t'); each of power and toughness X or 0."""
    if "X" not in pt:
        return pt
    if any(part[1:] not in ("X", "0") for part in pt.split("/")):
        raise NoReading(f"{pt!r}: X beside another number")
    if targets.count is not None:
        return f"{pt}, where X is {targets.count}"
    if not targets.x:
        raise NoReading("X with no {X} in the spell's or ability's cost")
    return pt


def selector(phrase: str) -> str:
    """A set of objects ('creatures you control') the vocabulary can read, as written."""
    return _known(parse_selector, phrase)


def recipients(phrase: str) -> str:
    return _known(parse_recipients, phrase)


def _known(parse: Callable[[str], Any], phrase: str) -> str:
    try:
        parse(phrase)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return phrase.strip()


def counter_kind(word: str) -> str:
    """A kind of counter the vocabulary keeps, or no reading."""
    try:
        parse_counter_kind(word)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return word


CARD_TYPE_WORDS = frozenset(t.value for t in CardType)
_BASIC = "|".join(sorted(BASIC_LAND_TYPES))
_COLORS = r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | |$))*)"
_DESCRIPTION = re.compile(rf"(?:an? )?{_COLORS}(?P<kinds>[\w' -]*?"
                          rf"|(?:(?:{_BASIC}), )+(?:and )?(?:{_BASIC}))"
                          r"(?: with base power and toughness (?P<pt>\d+/\d+))?")


def characteristics(desc: str, kept: str | None) -> dict[str, Any]:
    """What 'a blue Frog creature with base power and toughness 1/1' sets or adds, by layer:
    `kept` is what 'in addition to its other …' keeps (205.1b)."""
    m = _DESCRIPTION.fullmatch(desc)
    if m is None:
        raise NoReading(f"a description of types: {desc!r}")
    colors = m["colors"].replace(",", " ").replace(" and ", " ").split()
    land, creature, card = [], [], []
    for word in m["kinds"].replace(",", "").replace(" and ", " ").split():
        one = singular(word)
        if one in BASIC_LAND_TYPES:
            land.append(one)
        elif word[:1].isupper() and one in CREATURE_TYPES:
            creature.append(one)
        elif one in CARD_TYPE_WORDS:
            card.append(one)
        else:
            raise NoReading(f"{word!r} isn't a card type, basic land type or creature type")
    if not (colors or land or creature or card or m["pt"]):
        raise NoReading(f"nothing said of its characteristics: {desc!r}")
    if kept == "land types" and (creature or card) or kept == "creature types" and (land or card):
        raise NoReading(f"{desc!r} beside its other {kept}")
    if colors and kept not in (None, "colors", "colors and types") \
            or kept == "colors" and (land or creature or card or m["pt"]):
        raise NoReading(f"{desc!r} beside its other {kept}")
    body: dict[str, Any] = {}
    if colors:  # 105.3: a new color replaces the others unless "in addition"
        named = [c for c in colors if c != "colorless"]
        if len(named) != len(colors) and named:
            raise NoReading("colorless and a color")
        body["add_colors" if kept else "set_colors"] = named
    if card:  # 205.1b: "artifact creature" keeps its other card types too
        keeps = kept is not None or card == ["artifact", "creature"]
        body["add_types" if keeps else "set_types"] = card
    if land:  # 305.7
        body["add_land_types" if kept else "set_land_types"] = land
    if creature:
        body["add_subtypes" if kept else "set_creature_types"] = creature
    if m["pt"]:
        body["set_pt"] = m["pt"]
    return body
