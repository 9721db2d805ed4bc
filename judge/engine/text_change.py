"""Text-changing effects (CR 612): replacing color words and basic land type words.

612.2: only words used as a color or a land type change; names never do. Works on the
ability vocabulary's data, so every phrase that names a color or a land type is rewritten.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Mapping

from judge.cards.model import Strict
from judge.words import BASIC_LAND_TYPES, Color


def rewrite(value: Any, mapping: Mapping[str, str]) -> Any:
    """A copy of `value` with mapped color and land type words replaced."""
    if isinstance(value, Color):
        new = mapping.get(value.value)
        return Color(new) if new in {c.value for c in Color} else value
    if isinstance(value, str):
        return mapping.get(value, value) if value in BASIC_LAND_TYPES else value
    if isinstance(value, (frozenset, set)):
        return type(value)(rewrite(v, mapping) for v in value)
    if isinstance(value, (list, tuple)):
        return type(value)(rewrite(v, mapping) for v in value)
    if isinstance(value, dict):
        return {k: rewrite(v, mapping) for k, v in value.items()}
    if isinstance(value, Strict):
        changes = {}
        for name in type(value).model_fields:
            old = getattr(value, name)
            new = rewrite(old, mapping)
            if new != old:
                changes[name] = new
        return value.updated(**changes) if changes else value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = _rewrite_phrase(old, mapping) if f.name == "text" else rewrite(old, mapping)
            if new != old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _rewrite_phrase(text: str, mapping: Mapping[str, str]) -> str:
    """The phrase a judge reads, with the same words replaced."""
    for old, new in mapping.items():  # "black" and "nonblack" alike
        text = re.sub(rf"\b(non-?)?{re.escape(old)}\b", rf"\g<1>{new}", text)
    return text
