"""Small English helpers for wording abilities and effects the way a ruling says them."""

from __future__ import annotations

import re
from typing import Any

from judge.cards.phrases import PlayerRef, PlayerScope

_PLURAL_VERBS = {"is": "are", "has": "have", "gets": "get", "loses": "lose", "isn't": "aren't"}


_PER = re.compile(r"(?:(\d+) )?(for each .+)")


def _read_from_game(a: Any) -> bool:
    """A number the game gives as the effect happens, not said as 'for each …'."""
    return a.kind.value not in ("constant", "that much", "X") and not _PER.fullmatch(a.text)


def amount(a: Any) -> str:
    """The number as written; of '2 for each Elf you control', the 2, and of a number read
    from the game, X (`per` says the rest)."""
    if a is None:
        return "?"
    if _read_from_game(a):
        return "X"
    m = _PER.fullmatch(a.text)
    return (m.group(1) or "1") if m else a.text


def per(a: Any) -> str:
    """' for each Elf you control' when the amount counts, or ', where X is your life total'
    when the game gives it, to end the phrase it is in."""
    if a is not None and _read_from_game(a):
        return f", where X is {the(a.text)}"
    m = _PER.fullmatch(a.text) if a is not None else None
    return f" {m.group(2)}" if m else ""


def the(text: str) -> str:
    """'the number of Elves you control', 'the power of t': an amount as a noun phrase."""
    return f"the {text}" if re.match(r"(?:number|amount|greatest|power|toughness|mana value) ",
                                      text) else text


def quantity(a: Any, noun: str, plural: str = "") -> str:
    """'3 life', '2 card(s) for each Elf you control', 'life equal to the number of Elves you
    control', 'cards equal to its power' (`plural`: the noun said of a number read from the
    game)."""
    if not _read_from_game(a):
        return f"{amount(a)} {noun}{per(a)}"
    text = re.sub(r" \+ (\d+)$", r" plus \1", a.text)
    text = f"the number of {text}" if text.startswith("card types among") else the(text)
    return f"{plural or noun} equal to {text}"


def player(p: PlayerRef) -> str:
    return "you" if p.scope is PlayerScope.YOU else p.text


def possessive(who: str) -> str:
    """'your', "each opponent's", "t's"."""
    return "your" if who == "you" else f"{who}'s"


def join(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def verb(subject: str, word: str) -> str:
    """'you gain', 'each player gains'."""
    return word.removesuffix("s") if subject == "you" else word


def agree(subject: str, predicate: str) -> str:
    """'creatures you control get +1/+1', 'enchanted creature gets +1/+1'."""
    words = subject.lower().split()
    main = re.split(r"\b(?:you|that|an opponent|your|in)\b", subject.lower())[0].split()
    head = main[-1].strip(",") if main else ""
    plural = words[:1] != ["each"] and (words[:1] == ["all"] or (
        head.endswith("s") and head not in ("this", "its")) or head in ("elves", "merfolk")
        or " and the " in subject.lower())  # "this creature and the creature it's paired with"
    if not plural:
        return predicate
    predicate, where, x = predicate.partition(", where X is ")  # what X is agrees with X
    predicate = re.sub(r"\b(is|has|gets|loses|isn't)\b", lambda m: _PLURAL_VERBS[m.group(1)],
                       predicate) + where + x
    return re.sub(r"\bare an? ([\w ]+?) in addition to its other types",
                  r"are \1s in addition to their other types", predicate)


def article(words: str) -> str:
    """'a creature', 'an artifact'."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"
