"""MTGJSON card faces (`AtomicCards.json`, and lists of faces in its style) as Oracle records.

AtomicCards maps each card's name to its faces: `{"meta": {...}, "data": {name: [face, ...]}}`;
a face has `manaCost`, `type`, `types`, `subtypes`, `supertypes`, `text`, `power`,
`toughness`, `loyalty`, `colors`, `colorIndicator`, `keywords`, and, on a card of several faces,
`faceName` and `side`. A list of such faces (oracle-corpus.json) names a back face by its own
name, with `face: "back"`, and a front face by the whole card's name.
"""

from __future__ import annotations

from typing import Any

from judge.cards.imported import OracleCard, string_field


def is_face(item: dict[str, Any]) -> bool:
    """Whether a JSON object has the shape of an MTGJSON card face."""
    return "type" in item or "types" in item


def face(item: dict[str, Any], index: int = 0) -> OracleCard:
    """One face; `index` is its place among the card's faces (0: the front)."""
    whole = string_field(item, "name")
    if not whole:
        raise ValueError("a card without a name")
    name = string_field(item, "faceName")
    first = index == 0 and item.get("side", "a") == "a" and item.get("face") != "back"
    if name is None:
        if item.get("face") == "back" and isinstance(item.get("front"), str):
            name, whole = whole, f"{item['front']} // {whole}"
        else:
            name = whole.split(" // ")[0] if first else whole
    colors = item.get("colorIndicator") or item.get("colors")
    if colors is not None and not _is_strings(colors):
        raise ValueError("colors: expected a list of color letters")
    for key in ("types", "subtypes", "supertypes", "keywords"):
        if item.get(key) is not None and not _is_strings(item[key]):
            raise ValueError(f"{key}: expected a list of strings")
    return OracleCard(
        name=name, card_name=whole, layout=str(item.get("layout") or "normal"),
        mana_cost=string_field(item, "manaCost") or None,
        colors=tuple(colors) if colors is not None else None,
        types=tuple(item.get("types") or ()), subtypes=tuple(item.get("subtypes") or ()),
        supertypes=tuple(item.get("supertypes") or ()),
        power=string_field(item, "power"), toughness=string_field(item, "toughness"),
        loyalty=string_field(item, "loyalty"), keywords=tuple(item.get("keywords") or ()),
        text=string_field(item, "text") or "", first_face=first)


def _is_strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)
