"""How much of a set of cards the compiler reads: cards fully, partly and not modeled, lines
read, and the most frequent line shapes it doesn't read yet (names and numbers masked) — the
work list for the next templates."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Iterable

from judge.oracle import CompiledCard, CompiledLine, Status
from judge.oracle.lines import self_references, strip_reminder


@dataclass(frozen=True)
class Coverage:
    cards: int
    fully_modeled: int
    partly_modeled: int
    not_modeled: int
    lines: int
    lines_modeled: int
    top_missing: tuple[tuple[str, int], ...]

    def as_dict(self) -> dict[str, object]:
        return {"cards": self.cards, "fully_modeled": self.fully_modeled,
                "partly_modeled": self.partly_modeled, "not_modeled": self.not_modeled,
                "lines": self.lines, "lines_modeled": self.lines_modeled,
                "top_missing": [{"shape": s, "count": n} for s, n in self.top_missing]}


def kept(card: CompiledCard, abilities: list[Any]) -> CompiledCard:
    """The compiled card as the card store keeps it: a line the vocabulary refused as a card
    definition (it stays a `text:` ability there) is not counted as read."""
    refused = {a["text"] for a in abilities if isinstance(a, dict) and "text" in a}
    if not refused:
        return card
    return replace(card, lines=tuple(
        CompiledLine(line.text, ()) if line.modeled and (
            line.text in refused or any(part.strip() in refused
                                        for part in line.text.split("\n")))
        else line for line in card.lines))


def coverage(compiled: Iterable[CompiledCard], top: int = 25) -> Coverage:
    status: Counter[Status] = Counter()
    lines = modeled = 0
    missing: Counter[str] = Counter()
    for card in compiled:
        status[card.status] += 1
        for line in card.lines:
            lines += 1
            if line.modeled:
                modeled += 1
            else:
                missing[shape(line.text, card.face.name)] += 1
    return Coverage(sum(status.values()), status[Status.FULLY], status[Status.PARTLY],
                    status[Status.NOT], lines, modeled,
                    tuple(sorted(missing.items(), key=lambda kv: (-kv[1], kv[0]))[:top]))


def shape(line: str, name: str) -> str:
    """A line with the card's name, mana symbols and numbers masked: its template's shape."""
    from judge.oracle.lines import Face
    text = self_references(strip_reminder(line), Face(name, frozenset()))
    text = re.sub(r"\{[^{}]+\}", "{M}", text)
    text = re.sub(r"[+-]\d+/[+-]\d+", "±N/±N", text)
    return re.sub(r"\b\d+\b", "N", text)
