"""An imported card: its Oracle record, and what the ability vocabulary can say of it without
guessing (judge cards import; the card store keeps the result).

The printed characteristics (mana cost, colors, types, P/T, loyalty) carry over as they are.
Each line of the Oracle text that the Oracle compiler (judge/oracle/) reads whole becomes the
abilities it says, once its reminder text (CR 207.2) is taken off; every other line becomes a
`text:` ability, which rulings show as *not modeled*. Lines after a level or station threshold
("LEVEL 2-6", "STATION 8+", "{1}{G}: Level 2") apply only from that point on, so they stay text
too. A line of reminder text alone ("({T}: Add {G}.)") is no ability.

A card whose printed values the vocabulary can't hold as they are — '*' power without a modeled
characteristic-defining ability, loyalty 'X', an Aura whose enchant ability isn't modeled — is
kept with the reason (`problem`) and refused only when a scenario uses it. A card with values no
card definition takes (a card type or supertype outside the CR's, power '2.5') is refused:
`compile_card` raises ValueError; so does text with control characters (anything but the line
breaks between abilities), which could rewrite what a terminal shows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from judge import cr
from judge.cards.definition import CardDefinition, cost_colors
from judge.cards.names import fold
from judge.cards.store import StoredCard
from judge.oracle import Face, compile_face
from judge.words import COLOR_ORDER, COLOR_SYMBOLS

_REMINDER = re.compile(r"\s*\([^()]*\)")
_THRESHOLD = re.compile(r"^(LEVEL \d|STATION \d|(\{[^{}]+\})+: Level \d)")
# Layouts and card types of cards that are no Magic game pieces of a traditional game
# (tokens, emblems, art cards; Planechase, Archenemy and Vanguard cards).
NOT_CARDS_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series", "planar",
                               "scheme", "vanguard"})
TYPE_NAMES = {"tribal": "kindred"}  # the old name of the card type (CR 308, 2024)
_LETTERS = {color: letter for letter, color in COLOR_SYMBOLS.items()}
SUPERTYPE_WORDS = frozenset({"Basic", "Elite", "Host", "Legendary", "Ongoing", "Snow", "World"})


@dataclass(frozen=True)
class OracleCard:
    """One face of a card, as card data gives it."""

    name: str
    card_name: str  # the whole card's name: 'A // B' for a card of several faces
    layout: str = "normal"
    mana_cost: str | None = None
    colors: tuple[str, ...] | None = None  # color letters (W, U, B, R, G); None: not given
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    first_face: bool = True

    @property
    def aliases(self) -> tuple[str, ...]:
        """The whole card's name leads to its first face."""
        return (self.card_name,) if self.first_face and self.card_name != self.name else ()


def string_field(item: dict[str, Any], key: str) -> str | None:
    """A field of an imported record that is text (a number is taken as its digits)."""
    value = item.get(key)
    if value is None:
        return None
    if not isinstance(value, (str, int, float)) or isinstance(value, bool):
        raise ValueError(f"{key}: expected a string, got {type(value).__name__}")
    return str(value)


def strip_reminder(line: str) -> str:
    """'Flying (This creature can't be blocked …)' -> 'Flying'."""
    return _REMINDER.sub("", line).strip()


def abilities(card: OracleCard) -> list[tuple[Any, str]]:
    """Each ability of the Oracle text with the line it comes from (reminder text taken off):
    what the Oracle compiler reads whole (judge/oracle/), else the line as `text:`."""
    face = Face(card.name, frozenset(TYPE_NAMES.get(t.lower(), t.lower()) for t in card.types),
                frozenset(card.subtypes), card.text, card.mana_cost or "",
                legendary="Legendary" in card.supertypes)
    found: list[tuple[Any, str]] = []
    conditional = False
    joined: list[str] = []  # paragraphs read as part of the spell ability (608.2c)
    for compiled in compile_face(face).lines:
        line = strip_reminder(compiled.text)
        # what follows a level or station threshold is the threshold's; a level symbol read
        # whole is one static ability with its striation's abilities (711.2)
        conditional = conditional or (bool(_THRESHOLD.match(line))
                                      and not (compiled.modeled and line.startswith("LEVEL ")))
        if conditional or not compiled.modeled:
            found.append(({"text": line}, line))
        elif compiled.joined:
            joined.append(line)
        else:
            found += [(ability, line) for ability in compiled.abilities]
    if conditional and joined:  # the spell they joined is text: so are they
        found += [({"text": line}, line) for line in joined]
        joined = []
    return [(a, "\n".join([line, *joined]) if isinstance(a, dict) and "spell" in a else line)
            for a, line in found]


def compile_card(card: OracleCard) -> StoredCard:
    """The card as the store keeps it; ValueError when no card definition takes its values."""
    printed = [card.name, card.card_name, card.mana_cost or "", card.power or "",
               card.toughness or "", card.loyalty or "", *card.types, *card.subtypes,
               *card.supertypes, *card.keywords, *card.text.split("\n")]
    if not all(part.isprintable() for part in printed):
        raise ValueError("its text holds control characters (escape, NUL, tab, …)")
    problems = []
    definition: dict[str, Any] = {"name": card.name}
    if card.mana_cost:
        definition["mana_cost"] = card.mana_cost
    colors = _colors(card)
    if colors is not None:
        definition["colors"] = colors
    elif not card.first_face and not card.mana_cost and "Land" not in card.types:
        problems.append("the card data gives no colors for this face without a mana cost "
                        "(its color indicator)")
    if card.supertypes:
        definition["supertypes"] = [s.lower() for s in card.supertypes]
    definition["types"] = [TYPE_NAMES.get(t.lower(), t.lower()) for t in card.types]
    if card.subtypes:
        definition["subtypes"] = list(card.subtypes)
    for field in ("power", "toughness"):
        value = getattr(card, field)
        if value is not None:
            definition[field] = _number(value)
    if card.loyalty is not None:
        if re.fullmatch(r"\d+", card.loyalty):
            definition["loyalty"] = int(card.loyalty)
        else:
            problems.append(f"its loyalty {card.loyalty!r} is not a number")
    if "Battle" in card.types:  # it would enter with no defense counters, wrongly (310.4b)
        problems.append(f"its defense isn't in the card data imported ({cr.BATTLE_DEFENSE})")
    found = abilities(card)
    definition["abilities"], problem = _validated(definition, found)
    if problem and not problems:
        problems.append(problem)
    return StoredCard(
        name=card.name, folded=fold(card.name), card_name=card.card_name, layout=card.layout,
        mana_cost=card.mana_cost or None,
        colors=[c.value for c in COLOR_ORDER if _LETTERS[c] in card.colors]
        if card.colors is not None else None,
        types=list(card.types), subtypes=list(card.subtypes), supertypes=list(card.supertypes),
        power=card.power, toughness=card.toughness, loyalty=card.loyalty,
        keywords=list(card.keywords), oracle_text=card.text, definition=definition,
        not_modeled=sum(1 for a in definition["abilities"] if isinstance(a, dict) and "text" in a),
        problem="; ".join(problems) or None)


def _validated(definition: dict[str, Any], found: list[tuple[Any, str]]
               ) -> tuple[list[Any], str | None]:
    """The abilities, with a keyword line the vocabulary refuses turned back into text; and the
    reason the card can't be used as printed, if any (errors of the card as a whole)."""
    items = found
    for _ in range(len(found) + 1):
        try:
            CardDefinition.model_validate({**definition, "abilities": [a for a, _ in items]})
            return [a for a, _ in items], None
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
        refused = {e["loc"][1] for e in errors
                   if e["loc"][:1] == ("abilities",) and len(e["loc"]) > 1}
        refused_lines = {items[i][1] for i in refused if isinstance(i, int) and i < len(items)
                         and not (isinstance(items[i][0], dict) and "text" in items[i][0])}
        if refused_lines:
            items = _as_text(items, refused_lines)
            continue
        if all(e["loc"] == () for e in errors):  # only the card as a whole (check_characteristics)
            return [a for a, _ in items], "; ".join(_message(e) for e in errors)
        raise ValueError("; ".join(_located(e) for e in errors if e["loc"] != ()))
    raise AssertionError("unreachable: each round turns at least one line into text")


def _as_text(items: list[tuple[Any, str]], lines: set[str]) -> list[tuple[Any, str]]:
    """The abilities with each of those lines (all its keywords) as one `text:` ability."""
    out: list[tuple[Any, str]] = []
    for ability, line in items:
        if line in lines and isinstance(ability, dict) and "spell" in ability:
            # a spell ability read from several paragraphs: each one as printed
            out += [({"text": part}, part) for part in _paragraphs(line)]
        elif line in lines:
            if not out or out[-1] != ({"text": line}, line):
                out.append(({"text": line}, line))
        else:
            out.append((ability, line))
    return out


def _paragraphs(lines: str) -> list[str]:
    """The paragraphs of a spell ability's lines; a mode ("• …") stays with its line."""
    return [part.strip() for part in re.split(r"\n(?!•)", lines)]


def _message(error: Mapping[str, Any]) -> str:
    return str(error["msg"]).removeprefix("Value error, ")


def _located(error: Mapping[str, Any]) -> str:
    """'types[0]: input should be 'artifact', … or 'sorcery', got 'Conspiracy''."""
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error["loc"])
    message = _message(error)
    if error["type"] in ("enum", "literal_error") and isinstance(error.get("input"), str):
        message += f", got {error['input']!r}"
    return f"{where.lstrip('.')}: {message[:1].lower()}{message[1:]}"


def _number(value: str) -> int | str:
    return int(value) if re.fullmatch(r"-?\d+", value) else value


def _colors(card: OracleCard) -> list[str] | None:
    """The colors as a color indicator (CR 202.2): only where they differ from the mana
    cost's, which a definition takes its colors from otherwise."""
    if card.colors is None:
        return None
    given = {COLOR_SYMBOLS[c] for c in card.colors if c in COLOR_SYMBOLS}
    try:
        from_cost = cost_colors(card.mana_cost)
    except ValueError:
        from_cost = frozenset()
    if given == from_cost:
        return None
    return [c.value for c in COLOR_ORDER if c in given]
