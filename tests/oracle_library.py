"""Comparing a built-in library card with what the Oracle compiler makes of its real text."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from judge.cards import describe
from judge.cards.definition import CardDefinition
from judge.oracle import CompiledCard, Face, compile_face
from tests.crtext import REPO

CORPUS = REPO.parent / "shared" / "cards" / "oracle-corpus.json"


@lru_cache(maxsize=1)
def corpus() -> dict[str, dict]:
    """By name; a transforming double-faced card's front face by its own name too (712.8a),
    as a library card that leaves its back face out is named."""
    records = json.loads(CORPUS.read_text(encoding="utf-8"))
    fronts = {c["name"].split(" // ")[0]: c for c in records if c.get("back")}
    return {**fronts, **{c["name"]: c for c in records}}


def compiled(card: CardDefinition) -> CompiledCard:
    record = corpus()[card.name]
    return compile_face(Face(card.name, frozenset(t.lower() for t in record["types"]),
                             frozenset(record.get("subtypes") or []), record.get("text") or "",
                             record.get("manaCost") or ""))


def same_abilities(card: CardDefinition, result: CompiledCard) -> bool:
    """Equal as data, or worded alike (target short names are the author's choice)."""
    try:
        other = card.model_copy(update={"abilities": CardDefinition(
            name=card.name, types=card.types, subtypes=card.subtypes, power=card.power,
            toughness=card.toughness, loyalty=card.loyalty,
            abilities=result.abilities()).abilities})
    except ValueError:
        return False
    return other.abilities == card.abilities or [describe.ability(a) for a in other.abilities] \
        == [describe.ability(a) for a in card.abilities]


def why_it_differs(path: Path) -> str | None:
    """A library file's one-line reason for differing from the compiled card, if any."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    return first.removeprefix("# oracle:").strip() if first.startswith("# oracle:") else None
