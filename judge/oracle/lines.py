"""Oracle text as the compiler reads it: a card face, its abilities one line each (CR 113.2c:
abilities are separated by line breaks), reminder text taken off (207.2), and the card's
references to itself written `~` (201.5: a card's name in its text means that object)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.words import ABILITY_WORDS

_REMINDER = re.compile(r"\s*\([^()]*\)")
# "this creature", "this land" … mean the object the ability is on (201.5a)
_THIS = re.compile(r"\b[Tt]his (?:creature|land|artifact|enchantment|permanent|planeswalker|"
                   r"battle|Siege|Aura|Equipment|Vehicle|Saga|card|token)\b")


@dataclass(frozen=True)
class Face:
    """What the compiler needs of a card face: its name, types and Oracle text."""

    name: str
    types: frozenset[str]  # lower case card types: 'creature', 'instant', …
    subtypes: frozenset[str] = frozenset()
    text: str = ""
    mana_cost: str = ""
    legendary: bool = False  # its text may call it by a shortened name (201.5c)

    @property
    def has_x(self) -> bool:
        """An {X} in its mana cost: X in its text is the value chosen as it is cast (107.3a)."""
        return "{X}" in self.mana_cost

    @property
    def is_spell_card(self) -> bool:
        """Instants and sorceries: their text is what they do as they resolve (113.3a)."""
        return bool(self.types & {"instant", "sorcery"})


# a level symbol (107.8), a class level bar (107.16) or a station threshold: the lines under it
# are abilities only at that level, and stay one line with it, never read as abilities the card
# always has
_LEVEL_BLOCK = re.compile(r"LEVEL \d+(?:-\d+|\+)|STATION \d+\+|(?:\{[^{}]+\})+: Level \d+")


# a line of a die's results table, "10—19 | …", part of the ability that rolls it (706.3b)
_RESULTS_LINE = re.compile(r"\d+(?:—\d+|\+)? \| ")
# a spree mode, "+ {1} — …": a mode of the spell with its additional cost (702.172a)
_SPREE_MODE = re.compile(r"\+ (?:\{[^{}]+\})+ — ")


def ability_lines(text: str) -> list[str]:
    """The card's ability lines as printed, without lines that are only reminder text; a
    modal ability's modes ("• …", spree's "+ {1} — …") stay with the line that introduces them
    (700.2), a results
    table with the die roll it follows (706.3b), and the lines under a level or station
    header with it."""
    lines: list[str] = []
    in_block = False
    for line in (raw.strip() for raw in text.split("\n")):
        if not strip_reminder(line):
            continue
        if _LEVEL_BLOCK.fullmatch(strip_reminder(line)):
            in_block = True
            lines.append(line)
        elif (line.startswith("•") or in_block or _RESULTS_LINE.match(line)
              or _SPREE_MODE.match(line)) and lines:
            lines[-1] += "\n" + line
        else:
            lines.append(line)
    return lines


def strip_reminder(line: str) -> str:
    """'Flying (This creature can't be blocked …)' -> 'Flying' (207.2)."""
    return _REMINDER.sub("", line).strip()


# Labels printed "Label — …" that are not ability or flavor words: the label is part of the
# ability's rules, a keyword (Boast, Exhaust, Forecast, Companion 702.x; Max speed 702.179),
# a step of a Case (719.3: To solve, Solved) or an Attraction's (Visit, Prize), or one of the
# labels cards newer than the pinned rules give a meaning in their reminder text (Power-up).
# Every other "Label — " the corpus prints was checked to be an ability word (those named
# after the pinned rules too: Flurry, Renew, Void …) or a flavor word (207.2d).
_RULE_LABELS = frozenset({"boast", "exhaust", "forecast", "companion", "max speed", "to solve",
                          "solved", "visit", "prize", "power-up", "legacy", "gotcha"})
# a flavor word: a few capitalized words, maybe with an apostrophe, a hyphen or a "!" —
# never a number, mana symbol, quotation, or a Saga's chapter numerals (714.2b)
_FLAVOR = re.compile(r"[A-Z][\w'’-]*(?:,? [\w'’-]+){0,6}[!?]?")
_CHAPTERS = re.compile(r"[IVX]+(?:, [IVX]+)*(?: \w+)?")


def without_ability_word(line: str, card_text: str = "") -> str:
    """'Landfall — Whenever …' -> 'Whenever …': an ability word or a flavor word means
    nothing (207.2c, 207.2d). A label the card's text names elsewhere ("it becomes spring"
    beside "Spring — …") is a state its abilities depend on, not a flavor word."""
    word, dash, rest = line.partition(" — ")
    if not (dash and rest) or rest.startswith("•"):
        return line
    label = word.lower().replace("'", "’")
    if label in ABILITY_WORDS:
        return rest
    if (_FLAVOR.fullmatch(word) and not _CHAPTERS.fullmatch(word) and not any(
            char.isdigit() for char in word) and label.replace("’", "'") not in _RULE_LABELS
            and not label.startswith("choose") and not _labels_named(card_text)):
        return rest
    return line


def _labels_named(text: str) -> bool:
    """Does the text name one of its own line labels anywhere but at a line's start?"""
    labels = {m[1].lower() for m in re.finditer(r"^([^—\n]+?) — ", text, re.MULTILINE)}
    body = re.sub(r"^[^—\n]+? — ", "", text, flags=re.MULTILINE).lower()
    return any(re.search(rf"\b{re.escape(label)}\b", body) for label in labels)


def self_references(line: str, face: Face) -> str:
    """The line with the card's references to itself written `~`: its name, the part of a
    legendary name before the comma ('Isamaru' for 'Isamaru, Hound of Konda'), 'this
    creature' and the like."""
    names = [face.name]
    if face.name.startswith("A-"):  # a rebalanced digital card: its text keeps the old name
        names.append(face.name[2:])
    for name in list(names):
        if ", " in name:
            names.append(name.split(", ")[0])
        elif face.legendary:  # 201.5c: 'Acererak' for 'Acererak the Archlich', 'Ajani' for
            # the planeswalker 'Ajani Vengeant'
            short = re.match(r"(?P<short>[A-Z][\w'-]+) (?:the|of) ", name)
            if short is None and "planeswalker" in face.types and len(name.split()) == 2:
                short = re.match(r"(?P<short>[A-Z][\w'-]+) ", name)
            if short is not None and short["short"] not in ("The", "A", "An"):
                names.append(short["short"])
    parts = line.split('"')
    for name in names:
        for i, part in enumerate(parts):
            # 201.5a: in an ability in quotation marks, which the card gives another object,
            # its name is still the card, not "this creature": a word no template reads
            parts[i] = _named(part, name, GRANTER if i % 2 else "~")
    return _gendered(_THIS.sub("~", '"'.join(parts)))


def _named(text: str, name: str, by: str) -> str:
    """`text` with `name` written `by` where it stands as a whole name. "Test Card's power" is
    its own too, a possessive 's; but "it's" (quoted abilities name their object "it") is "it
    is". Found by string search, not a pattern made for the name: a regular expression per
    card would push the compiler's fixed patterns out of `re`'s cache."""
    if not name:
        return text
    out, done, at = [], 0, text.find(name)
    while at >= 0:
        end = at + len(name)
        before, after = text[at - 1:at] if at else "", text[end:end + 1]
        whole = not (_word_char(before) or before in ("'", "-"))
        if after == "'":  # only a possessive 's, and only after a proper name
            whole = whole and name[:1].isupper() and text[end + 1:end + 2] == "s" \
                and not _word_char(text[end + 2:end + 3])
        else:
            whole = whole and not (_word_char(after) or after == "-")
        if whole:
            out.append(text[done:at] + by)
            done = end
        at = text.find(name, end if whole else at + 1)
    return "".join(out) + text[done:]


def _word_char(ch: str) -> bool:
    return ch != "" and (ch.isalnum() or ch == "_")


GRANTER = "<the card granting it>"  # its name in an ability it grants, read by no template


# a card about a character calls itself "he" or "she" (Oracle text calls players "they")
_POSSESSIVE = re.compile(r"\b(?:[Hh]is|[Hh]er)\b(?= (?:own|owner|power|toughness|mana|name|"
                         r"controller|other|base|counters?|abilities|color)\b)")
_PERSONAL = re.compile(r"\b(?:[Hh]e|[Ss]he|him|[Hh]er)\b(?! [A-Z])")


def _gendered(line: str) -> str:
    """'he deals 2 damage to any target' -> '~ deals …', 'his power' -> "~'s power"."""
    line = _POSSESSIVE.sub("~'s", line)
    return _PERSONAL.sub("~", line)
