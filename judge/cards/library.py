"""The built-in card library (one YAML file per card in `judge/cards/library/`) and card lookup.

A scenario finds a card in its own `cards:` first, then in the library, then in the card store
(judge/cards/store.py), by name, however capitalized, accented or punctuated
(judge/cards/names.py). A run reads only the library cards its scenario names: the library is
compiled once into a bundle (judge/cards/bundle.py) kept beside the card store.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from judge.cards import bundle
from judge.cards.definition import CardDefinition
from judge.cards.model import suggest
from judge.cards.names import fold
from judge.cards.store import CardStore, current_path, import_command
from judge.errors import Location, ScenarioError, ScenarioErrors


def library_dir() -> Path:
    return Path(str(resources.files("judge.cards") / "library"))


def compile_library(files: list[Path] | None = None) -> dict[str, CardDefinition]:
    """Every library card by name, validated; a broken library file is reported like a
    scenario error."""
    from judge.yamlfile import read, validate

    cards: dict[str, CardDefinition] = {}
    errors: list[ScenarioError] = []
    for path in files if files is not None else _files():
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


class Library:
    """The compiled library: names known at once, each card unpickled when first asked for."""

    def __init__(self, compiled: bundle.Bundle):
        self._compiled = compiled
        self._folded = {fold(name): name for name in compiled}
        self._cards: dict[str, CardDefinition] = {}

    @property
    def names(self) -> list[str]:
        return list(self._compiled)

    def find(self, name: str) -> CardDefinition | None:
        exact = name if name in self._compiled else self._folded.get(fold(name))
        if exact is None:
            return None
        if exact not in self._cards:
            self._cards[exact] = bundle.card(self._compiled, exact)
        return self._cards[exact]


@lru_cache(maxsize=1)
def _library(folder: Path) -> Library:
    files = _files()
    return Library(bundle.load(folder, files, lambda: compile_library(files)))


def library() -> Library:
    """The library, compiled into a bundle beside the card store in use."""
    return _library(current_path().parent)


def builtin_cards() -> dict[str, CardDefinition]:
    """Every library card by name."""
    found = library()
    return {name: card for name in found.names if (card := found.find(name)) is not None}


def _files() -> list[Path]:
    return sorted(library_dir().glob("*.yaml"))


class CardPool:
    """Name lookup: the scenario's own cards, then library cards, then the card store."""

    def __init__(self, inline: dict[str, CardDefinition] | None = None):
        self.inline = dict(inline or {})
        self._inline_folded = {fold(name): name for name in self.inline}
        self.library = library()
        self._store: CardStore | None = None
        self._stored: dict[str, CardDefinition | None] = {}  # store lookups, by name asked
        self._names: set[str] | None = None

    @property
    def store(self) -> CardStore:
        if self._store is None:
            self._store = CardStore.open()
        return self._store

    def find(self, name: str) -> CardDefinition | None:
        """The card of that name, or None; UnusableCard when the store has it but a scenario
        can't use it as printed, StoreError when the store can't be read."""
        mine = name if name in self.inline else self._inline_folded.get(fold(name))
        if mine is not None:
            return self.inline[mine]
        found = self.library.find(name)
        if found is not None:
            return found
        if name not in self._stored:
            stored = self.store.find(name)
            self._stored[name] = self.store.definition(stored) if stored is not None else None
        return self._stored[name]

    def hint(self, name: str) -> str:
        """'did you mean …?', or where else the card could have come from."""
        if self._names is None:
            self._names = {*self.inline, *self.library.names, *self.store.names()}
        close = suggest(name, self._names)
        if close or self.store.exists:
            return close
        return (f"not in the built-in library, and there is no card store at {self.store.path}"
                f": `{import_command(self.store.path)}` makes one")
