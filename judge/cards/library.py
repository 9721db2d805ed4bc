"""The built-in card library: one YAML file per card in `judge/cards/library/`."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from judge.cards.definition import CardDefinition
from judge.cards.model import suggest
from judge.errors import Location, ScenarioError, ScenarioErrors
from judge.yamlfile import read, validate


def library_dir() -> Path:
    return Path(str(resources.files("judge.cards") / "library"))


@lru_cache(maxsize=1)
def builtin_cards() -> dict[str, CardDefinition]:
    """Every library card by name; a broken library file is reported like a scenario error."""
    cards: dict[str, CardDefinition] = {}
    errors: list[ScenarioError] = []
    for path in sorted(library_dir().glob("*.yaml")):
        try:
            card = validate(read(path), CardDefinition)
        except ScenarioErrors as exc:
            errors += exc.errors
            continue
        if card.name in cards:
            errors.append(ScenarioError(Location(str(path)), f"card {card.name!r} defined twice"))
        cards[card.name] = card
    if errors:
        raise ScenarioErrors(errors)
    return cards


class CardPool:
    """Name lookup: cards defined in the scenario override library cards of the same name."""

    def __init__(self, inline: dict[str, CardDefinition] | None = None):
        self.cards = {**builtin_cards(), **(inline or {})}
        self._folded = {name.casefold(): name for name in self.cards}

    def find(self, name: str) -> CardDefinition | None:
        exact = self.cards.get(name)
        if exact is not None:
            return exact
        folded = self._folded.get(name.casefold())
        return self.cards[folded] if folded else None

    def hint(self, name: str) -> str:
        return suggest(name, self.cards)
