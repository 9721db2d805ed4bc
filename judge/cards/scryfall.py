"""Scryfall card objects (the `oracle_cards` bulk file) as Oracle records.

A card of one face carries its characteristics at the top; a card of several faces (transform,
modal double-faced, split, adventure, flip) carries them per face in `card_faces`, and each
face becomes a record of its own. The type line is read into supertypes, card types and
subtypes ("Legendary Creature — Human Wizard").
"""

from __future__ import annotations

from typing import Any

from judge.cards.imported import SUPERTYPE_WORDS, OracleCard, string_field


def is_card(item: dict[str, Any]) -> bool:
    """Whether a JSON object has the shape of a Scryfall card object."""
    return item.get("object") == "card" or "type_line" in item or "card_faces" in item


def faces(card: dict[str, Any]) -> list[OracleCard]:
    """Each face of the card; ValueError when the object lacks what a card has."""
    layout = str(card.get("layout") or "normal")
    keywords = tuple(_strings(card, "keywords"))
    parts = card.get("card_faces")
    if not isinstance(parts, list) or not parts:
        return [_face(card, card, layout, keywords, first=True)]
    if not all(isinstance(face, dict) for face in parts):
        raise ValueError("card_faces: expected a list of objects")
    # A face without colors of its own (a split card's) takes them from its mana cost; the
    # first face of an adventurer card finds its power and toughness on the card itself.
    main: dict[str, Any] = {k: card[k] for k in ("power", "toughness", "loyalty") if k in card}
    return [_face({**main, **face} if i == 0 else face, card, layout, keywords, first=i == 0)
            for i, face in enumerate(parts)]


def _face(face: dict[str, Any], card: dict[str, Any], layout: str, keywords: tuple[str, ...],
          first: bool) -> OracleCard:
    name = string_field(face, "name")
    if not name:
        raise ValueError("a card without a name")
    type_line = string_field(face, "type_line")
    if type_line is None:
        raise ValueError("no type_line")
    supertypes, types, subtypes = split_type_line(type_line)
    colors = face.get("color_indicator") or face.get("colors")
    return OracleCard(
        name=name, card_name=string_field(card, "name") or name, layout=layout,
        mana_cost=string_field(face, "mana_cost") or None,
        colors=tuple(colors) if isinstance(colors, list) else None,
        types=types, subtypes=subtypes, supertypes=supertypes,
        power=string_field(face, "power"), toughness=string_field(face, "toughness"),
        loyalty=string_field(face, "loyalty"),
        keywords=keywords, text=string_field(face, "oracle_text") or "", first_face=first)


def split_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """'Legendary Creature — Human Wizard' -> (Legendary,), (Creature,), (Human, Wizard)."""
    left, _, right = line.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPE_WORDS)
    types = tuple(w for w in words if w not in SUPERTYPE_WORDS)
    return supertypes, types, tuple(right.split())


def _strings(item: dict[str, Any], key: str) -> list[str]:
    value = item.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{key}: expected a list of strings")
    return value
