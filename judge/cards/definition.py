"""A card's printed characteristics and abilities, as data (CR 107.4, 200–209)."""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any

from pydantic import Field, StrictInt, field_validator, model_validator

from judge import cr
from judge.cards.model import Strict
from judge.cards.phrases import ColorField
from judge.cards.vocabulary import Ability, Prototype, check_characteristics
from judge.words import COLOR_ORDER, COLOR_SYMBOLS, CardType, Color, Supertype

_SYMBOL = re.compile(r"\{([^{}]+)\}")


def mana_symbols(cost: str) -> list[str]:
    symbols = _SYMBOL.findall(cost)
    if "".join(f"{{{s}}}" for s in symbols) != cost.replace(" ", ""):
        raise ValueError(f"mana cost {cost!r} is not written as symbols like {{2}}{{G}}")
    return symbols


def devotion_symbols(cost: str | None, colors: str) -> int:
    """700.5: the mana symbols in a mana cost of any of these colors ('B', 'WB'): a hybrid
    symbol of two of them counts once, a Phyrexian one as its color."""
    return sum(1 for symbol in mana_symbols(cost or "") if set(symbol) & set(colors))


def mana_value(cost: str | None) -> int:
    """Mana value (202.3): numbers count as themselves, X as 0, other symbols as 1 ({2/W}: 2)."""
    total = 0
    for symbol in mana_symbols(cost or ""):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol == "X":
            continue
        elif symbol.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


def cost_colors(cost: str | None) -> frozenset[Color]:
    """The colors of a mana cost's symbols (202.2)."""
    colors = set()
    for symbol in mana_symbols(cost or ""):
        for part in symbol.split("/"):
            if part in COLOR_SYMBOLS:
                colors.add(COLOR_SYMBOLS[part])
    return frozenset(colors)


def printed_pt(value: int | str | None) -> int | None:
    """'*' and '1+*' count their fixed part; a characteristic-defining ability adds the rest."""
    if value is None or isinstance(value, int):
        return value
    return int(value.replace("*", "").rstrip("+") or 0)


class CardDefinition(Strict):
    """A card: name, mana cost, colors, types, P/T or loyalty, and abilities."""

    name: str = Field(min_length=1)
    mana_cost: str | None = Field(None, description="mana symbols, e.g. '{1}{G}'")
    colors: list[ColorField] | None = Field(
        None, description="color indicator; without it colors come from the mana cost")
    supertypes: list[Supertype] = []
    types: list[CardType] = Field(min_length=1)
    subtypes: list[str] = []
    power: StrictInt | str | None = None  # booleans are not numbers
    toughness: StrictInt | str | None = None
    loyalty: StrictInt | None = None
    defense: StrictInt | None = Field(
        None, ge=0, description="a battle's printed defense: it enters with that many defense "
        "counters (310.4b)")
    abilities: list[Ability] = []
    back: CardDefinition | None = Field(
        None, description="the back face of a transforming double-faced card (712.2): what "
        "the permanent is while transformed (712.8e)")

    @field_validator("mana_cost")
    @classmethod
    def _cost(cls, value: str | None) -> str | None:
        if value is not None:
            mana_symbols(value)
        return value

    @field_validator("power", "toughness")
    @classmethod
    def _pt(cls, value: Any) -> Any:
        if isinstance(value, str) and not re.fullmatch(r"(\d+\+)?\*", value):
            raise ValueError(f"expected a number, '*' or 'N+*', got {value!r}")
        return value

    @field_validator("subtypes")
    @classmethod
    def _subtypes(cls, value: list[str]) -> list[str]:
        for subtype in value:
            if not subtype[:1].isupper():
                raise ValueError(f"subtypes are capitalized words, got {subtype!r}")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> CardDefinition:
        check_characteristics(self.name, self.types, self.subtypes, self.power, self.toughness,
                              self.loyalty, self.abilities)
        if self.back is not None and self.back.back is not None:
            raise ValueError(f"a back face has no back face of its own "
                             f"({cr.DOUBLE_FACED.number})")
        return self

    @cached_property
    def printed_colors(self) -> frozenset[Color]:
        if self.colors is not None:
            return frozenset(self.colors)
        return cost_colors(self.mana_cost)

    @cached_property
    def prototyped(self) -> CardDefinition | None:
        """The card as a prototyped spell or permanent (718.3b), if it has prototype: its
        prototype mana cost, power and toughness, and that cost's colors."""
        proto = next((a for a in self.abilities if isinstance(a, Prototype)), None)
        if proto is None:
            return None
        return self.updated(mana_cost=proto.cost, power=proto.power, toughness=proto.toughness,
                            colors=None)

    @cached_property
    def mana_value(self) -> int:
        return mana_value(self.mana_cost)

    def type_line(self) -> str:
        left = " ".join([s.value.capitalize() for s in self.supertypes]
                        + [t.value.capitalize() for t in self.types])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def color_names(self) -> list[str]:
        return [c.value for c in COLOR_ORDER if c in self.printed_colors]
