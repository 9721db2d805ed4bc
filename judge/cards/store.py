"""The card store: card data imported from Scryfall or MTGJSON, in an embedded SQLite file.

Where it is: `--cards PATH` (see `using`), else the environment variable JUDGE_CARDS, else
`$XDG_DATA_HOME/judge/cards.sqlite3` (`~/.local/share/judge/cards.sqlite3`). A store that doesn't
exist yet holds no cards. Scenarios look a card up in their own `cards:` first, then in the
built-in library, then here (judge/cards/library.py).

Each card (each face of a multi-face card) is kept as printed — name, mana cost, colors, types,
P/T, loyalty, keywords, Oracle text — beside its definition in the ability vocabulary, in the
form of a scenario's `cards:` entry (JSON). A card whose printed characteristics the vocabulary
can't hold yet ('*' power without a modeled characteristic-defining ability, loyalty 'X') is
kept with the reason, and refused only when a scenario uses it. Names are found however they
are capitalized, accented or punctuated (an index on the folded name, judge/cards/names.py).

The file carries its schema version (SQLite's user_version) and an application id; a store of
another version is refused with the command that rebuilds it.
"""

from __future__ import annotations

import json
import os
import shlex
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.cards.names import fold
from judge.errors import JudgeError

if TYPE_CHECKING:
    from judge.cards.definition import CardDefinition

SCHEMA_VERSION = 1
APPLICATION_ID = 0x4A444745  # "JDGE": this SQLite file is a judge card store
ENV = "JUDGE_CARDS"

# Statements end with a semicolon, and nothing else in here holds one.
_SCHEMA = """
CREATE TABLE cards (
    name        TEXT PRIMARY KEY,   -- the face's name, as printed
    folded      TEXT NOT NULL,      -- names.fold(name): the lookup key
    card_name   TEXT NOT NULL,      -- the whole card's name ('A // B' for multi-face cards)
    layout      TEXT NOT NULL,
    mana_cost   TEXT,
    colors      TEXT,               -- JSON list of color names, or NULL (none given)
    types       TEXT NOT NULL,      -- JSON lists, as printed ("Creature", "Legendary", "Elf")
    subtypes    TEXT NOT NULL,
    supertypes  TEXT NOT NULL,
    power       TEXT,
    toughness   TEXT,
    loyalty     TEXT,
    keywords    TEXT NOT NULL,
    oracle_text TEXT NOT NULL,
    definition  TEXT NOT NULL,      -- JSON: the card in the ability vocabulary
    not_modeled INTEGER NOT NULL,   -- how many of its abilities are `text:` (not modeled)
    problem     TEXT                -- why a scenario can't use it yet, or NULL
);
CREATE INDEX cards_by_folded_name ON cards (folded);
CREATE TABLE aliases (              -- a multi-face card's whole name leads to its first face
    folded TEXT PRIMARY KEY,
    name   TEXT NOT NULL
);
CREATE TABLE imports (              -- the files imported, for the command that rebuilds it
    file  TEXT PRIMARY KEY,
    cards INTEGER NOT NULL
);
"""
_COLUMNS = ("name", "folded", "card_name", "layout", "mana_cost", "colors", "types", "subtypes",
            "supertypes", "power", "toughness", "loyalty", "keywords", "oracle_text",
            "definition", "not_modeled", "problem")
_JSON = {"colors", "types", "subtypes", "supertypes", "keywords", "definition"}

# layouts whose card has a back face it can transform into (712.2)
TRANSFORMING_LAYOUTS = frozenset({"transform"})

_chosen: ContextVar[Path | None] = ContextVar("judge_cards_store", default=None)


class StoreError(JudgeError):
    """The card store can't be read or written: reported as PATH: message, exit status 2."""


class UnusableCard(JudgeError):
    """A stored card the vocabulary can't hold as printed; the scenario must define it."""


def default_path() -> Path:
    """JUDGE_CARDS, else $XDG_DATA_HOME/judge/cards.sqlite3 (~/.local/share/judge/...)."""
    if os.environ.get(ENV):
        return Path(os.environ[ENV]).expanduser()
    data = os.environ.get("XDG_DATA_HOME") or ""
    base = Path(data) if Path(data).is_absolute() else Path.home() / ".local" / "share"
    return base / "judge" / "cards.sqlite3"


def current_path() -> Path:
    """The store in use: the one `using` chose, else `default_path()`."""
    return _chosen.get() or default_path()


@contextmanager
def using(path: str | Path | None) -> Iterator[None]:
    """Look cards up in the store at `path` (the `--cards` option) inside the block."""
    token = _chosen.set(Path(path).expanduser() if path is not None else None)
    try:
        yield
    finally:
        _chosen.reset(token)


@dataclass(frozen=True)
class StoredCard:
    """One card face as imported: its printed characteristics and its definition."""

    name: str
    folded: str
    card_name: str
    layout: str
    mana_cost: str | None
    colors: list[str] | None
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    power: str | None
    toughness: str | None
    loyalty: str | None
    keywords: list[str]
    oracle_text: str
    definition: dict[str, Any]
    not_modeled: int
    problem: str | None

    @classmethod
    def from_row(cls, row: tuple[Any, ...]) -> StoredCard:
        values = {column: json.loads(value) if column in _JSON and value is not None else value
                  for column, value in zip(_COLUMNS, row)}
        return cls(**values)

    def row(self) -> tuple[Any, ...]:
        return tuple(json.dumps(getattr(self, c), ensure_ascii=False, separators=(",", ":"))
                     if c in _JSON and getattr(self, c) is not None else getattr(self, c)
                     for c in _COLUMNS)

    @property
    def modeled(self) -> bool:
        """Whether every ability of its Oracle text is modeled and scenarios can use it."""
        return self.problem is None and self.not_modeled == 0

    def to_definition(self) -> CardDefinition:
        """The card as scenarios use it; UnusableCard when the vocabulary can't hold it."""
        from pydantic import ValidationError

        from judge.cards.definition import CardDefinition

        if self.problem is not None:
            raise UnusableCard(
                f"card {self.name!r} of the card store can't be used as printed: "
                f"{self.problem}; define it under `cards:` in the scenario (that definition "
                f"is used instead)")
        try:
            return CardDefinition.model_validate(self.definition)
        except ValidationError as exc:  # the vocabulary changed since the import
            first = exc.errors(include_url=False)[0]
            raise UnusableCard(
                f"card {self.name!r} of the card store no longer reads as a card definition "
                f"({first['msg']}); import the card data again: "
                f"{rebuild_command(current_path())}") from None


class CardStore:
    """A card store open for reading; see `writing` for importing into one."""

    def __init__(self, path: Path, connection: sqlite3.Connection | None):
        self.path = path
        self._db = connection  # None: there is no store there yet, so no cards

    @classmethod
    def open(cls, path: str | Path | None = None) -> CardStore:
        """The store at `path` (default: the one in use), read-only."""
        place = Path(path) if path is not None else current_path()
        if not place.exists():
            return cls(place, None)
        try:
            db = sqlite3.connect(f"{place.absolute().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            raise StoreError(f"{place}: can't open the card store: {exc}") from None
        _check_version(db, place)
        return cls(place, db)

    @property
    def exists(self) -> bool:
        return self._db is not None

    def close(self) -> None:
        if self._db is not None:
            self._db.close()

    def __enter__(self) -> CardStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _rows(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        if self._db is None:
            return []
        try:
            return self._db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: can't read the card store: {exc}") from None

    def find(self, name: str) -> StoredCard | None:
        """The card of that name (case, accents and punctuation aside), or None."""
        columns = ", ".join(_COLUMNS)
        rows = self._rows(f"SELECT {columns} FROM cards WHERE name = ?", name)
        if not rows:
            key = fold(name)
            rows = self._rows(f"SELECT {columns} FROM cards WHERE folded = ? ORDER BY name "
                              "LIMIT 1", key)
            if not rows:
                qualified = ", ".join(f"cards.{c}" for c in _COLUMNS)
                rows = self._rows(f"SELECT {qualified} FROM cards JOIN aliases USING (name) "
                                  "WHERE aliases.folded = ?", key)
        return StoredCard.from_row(rows[0]) if rows else None

    def definition(self, card: StoredCard) -> CardDefinition:
        """The card as scenarios use it: a transforming double-faced card's front face with its
        back face (712.2); UnusableCard when the vocabulary can't hold either face."""
        front = card.to_definition()
        if card.layout not in TRANSFORMING_LAYOUTS or card.name != card.card_name.split(" // ")[0]:
            return front
        columns = ", ".join(_COLUMNS)
        rows = self._rows(f"SELECT {columns} FROM cards WHERE card_name = ? AND name != ? "
                          "ORDER BY name LIMIT 1", card.card_name, card.name)
        if not rows:
            return front
        return front.model_copy(update={"back": StoredCard.from_row(rows[0]).to_definition()})

    def names(self) -> list[str]:
        return [name for (name,) in self._rows("SELECT name FROM cards")]

    def cards(self) -> Iterator[StoredCard]:
        """Every card, by name."""
        if self._db is None:
            return
        try:
            rows = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM cards ORDER BY name")
            for row in rows:
                yield StoredCard.from_row(row)
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: can't read the card store: {exc}") from None

    def search(self, text: str, names: bool = True, oracle: bool = True,
               limit: int = 20) -> tuple[list[StoredCard], int]:
        """Cards whose name or Oracle text contains `text` (any case), by name; and how many
        there are in all."""
        where = []
        args: list[str] = []
        pattern = "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        if names:
            where += ["name LIKE ? ESCAPE '\\'", "folded LIKE ? ESCAPE '\\'"]
            args += [pattern, f"%{fold(text)}%" if fold(text) else pattern]
        if oracle:
            where.append("oracle_text LIKE ? ESCAPE '\\'")
            args.append(pattern)
        condition = " OR ".join(where) or "0"
        ((total,),) = self._rows(f"SELECT count(*) FROM cards WHERE {condition}", *args) or [(0,)]
        rows = self._rows(f"SELECT {', '.join(_COLUMNS)} FROM cards WHERE {condition} "
                          "ORDER BY name LIMIT ?", *args, limit)
        return [StoredCard.from_row(r) for r in rows], total

    def stats(self) -> dict[str, int]:
        """How many cards; fully modeled; with some abilities not modeled; unusable as printed."""
        rows = self._rows("SELECT count(*), sum(not_modeled = 0 AND problem IS NULL), "
                          "sum(not_modeled > 0 AND problem IS NULL), "
                          "sum(problem IS NOT NULL) FROM cards")
        total, modeled, partly, unusable = rows[0] if rows else (0, 0, 0, 0)
        return {"cards": total, "modeled": modeled or 0, "partly": partly or 0,
                "unusable": unusable or 0}

    def imported_files(self) -> list[str]:
        return [file for (file,) in self._rows("SELECT file FROM imports ORDER BY rowid")]


class StoreWriter:
    """Adds cards to a store inside one transaction (see `writing`)."""

    def __init__(self, db: sqlite3.Connection):
        self._db = db
        self.count = 0

    def put(self, card: StoredCard, aliases: tuple[str, ...] = ()) -> None:
        """Add the card, or replace the one of that name (the later import wins)."""
        updates = ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS[1:])
        self._db.execute(f"INSERT INTO cards ({', '.join(_COLUMNS)}) VALUES "
                         f"({', '.join('?' * len(_COLUMNS))}) "
                         f"ON CONFLICT (name) DO UPDATE SET {updates}", card.row())
        for alias in aliases:
            self._db.execute("INSERT OR REPLACE INTO aliases (folded, name) VALUES (?, ?)",
                             (fold(alias), card.name))
        self.count += 1

    def imported(self, file: str, cards: int) -> None:
        self._db.execute("INSERT OR REPLACE INTO imports (file, cards) VALUES (?, ?)",
                         (file, cards))


@contextmanager
def writing(path: str | Path, replace: bool = False) -> Iterator[StoreWriter]:
    """A transaction on the store at `path`, created if need be: everything the block adds is
    committed at its end, or nothing at all if it raises (a store it created is removed).
    `replace` starts the store afresh (the way to rebuild one of another schema version)."""
    place = Path(path)
    created = not place.exists()
    try:
        place.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(place, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise StoreError(f"{place}: can't open the card store: {exc}") from None
    committed = False
    try:
        try:
            db.execute("BEGIN IMMEDIATE")
            if replace:
                for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                           " AND name NOT LIKE 'sqlite_%'").fetchall():
                    db.execute(f'DROP TABLE "{table}"')
                db.execute("PRAGMA user_version = 0")
            fresh = not db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if fresh:
                for statement in _SCHEMA.split(";")[:-1]:  # not executescript: it commits
                    db.execute(statement)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            else:
                _check_version(db, place)
        except sqlite3.Error as exc:
            raise StoreError(f"{place}: can't write the card store: {exc}") from None
        writer = StoreWriter(db)
        yield writer
        try:
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(f"{place}: can't write the card store: {exc}") from None
        committed = True
    finally:
        if not committed and db.in_transaction:
            db.execute("ROLLBACK")
        db.close()
        if not committed and created:
            for leftover in (place, place.with_name(place.name + "-journal")):
                leftover.unlink(missing_ok=True)


def import_command(path: Path, files: list[str] | None = None, replace: bool = False) -> str:
    """The command that imports card data into the store at `path` (afresh: `replace`)."""
    sources = " ".join(shlex.quote(f) for f in files) if files else "FILE"
    where = "" if path == default_path() else f" --cards {shlex.quote(str(path))}"
    return f"judge cards import{' --replace' if replace else ''} {sources}{where}"


def rebuild_command(path: Path, files: list[str] | None = None) -> str:
    """The command that imports the card data afresh into the store at `path`."""
    return import_command(path, files, replace=True)


def _check_version(db: sqlite3.Connection, place: Path) -> None:
    try:
        app, version = (db.execute(f"PRAGMA {p}").fetchone()[0]
                        for p in ("application_id", "user_version"))
    except sqlite3.Error as exc:  # not SQLite at all
        raise StoreError(f"{place}: not a judge card store ({exc})") from None
    if app != APPLICATION_ID:
        raise StoreError(f"{place}: not a judge card store (set JUDGE_CARDS or --cards to "
                         "another file, or remove this one)")
    if version != SCHEMA_VERSION:
        try:
            files = [f for (f,) in db.execute("SELECT file FROM imports ORDER BY rowid")]
        except sqlite3.Error:
            files = []
        age = "an older" if version < SCHEMA_VERSION else "a newer"
        raise StoreError(f"{place}: the card store was made by {age} judge (schema version "
                         f"{version}; this one reads version {SCHEMA_VERSION}); rebuild it: "
                         f"{rebuild_command(place, files)}")
