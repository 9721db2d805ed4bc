"""`judge cards`: import card data into the card store, show a card, search, count.

The store is the one of `--cards PATH`, else JUDGE_CARDS, else
`$XDG_DATA_HOME/judge/cards.sqlite3` (judge/cards/store.py). Problems are reported on standard
error with exit status 2, as everywhere in judge.
"""

from __future__ import annotations

import json
import sys
import tempfile
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Optional

import typer

from judge.cards import store as card_store
from judge.errors import JudgeError

if TYPE_CHECKING:
    from judge.cards.definition import CardDefinition
    from judge.cards.store import StoredCard
    from judge.oracle.coverage import Coverage

app = typer.Typer(no_args_is_help=True, help="The card store: card data imported from Scryfall "
                  "or MTGJSON, which scenarios can name without defining the cards.")

EXIT_INVALID = 2
CARDS_HELP = ("the card store (default: $JUDGE_CARDS, else "
              "$XDG_DATA_HOME/judge/cards.sqlite3, ~/.local/share/judge/cards.sqlite3)")


def _fail(error: JudgeError) -> None:
    for line in error.lines():
        typer.echo(line, err=True)
    raise typer.Exit(EXIT_INVALID)


@app.command("import")
def import_(
    file: Path = typer.Argument(..., help="Scryfall oracle-cards JSON, MTGJSON AtomicCards.json, "
                                "or a JSON list of MTGJSON card faces"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=CARDS_HELP),
    replace: bool = typer.Option(False, "--replace", help="start the store afresh (also the way "
                                 "to rebuild a store made by another version of judge)"),
) -> None:
    """Import card data into the card store (a card imported again is replaced)."""
    from judge.cards.cardfile import import_file

    with card_store.using(cards):
        place = card_store.current_path()
    try:
        if sys.stderr.isatty():
            with _ProgressBar(file.name) as bar:
                report = import_file(file, place, replace, bar.update)
        else:
            report = import_file(file, place, replace)
    except JudgeError as error:
        _fail(error)
    for name, why in report.skipped:
        typer.echo(f"{file}: skipped {name!r}: {why}", err=True)
    cards_word = "card" if report.imported == 1 else "cards"
    typer.echo(f"imported {report.imported:,} {cards_word} from {file} ({report.format}) into "
               f"{place}")
    typer.echo(f"  {report.modeled:,} fully modeled; {report.imported - report.modeled:,} with "
               "abilities the engine doesn't model (rulings say so)")
    if report.unusable:
        typer.echo(f"  {report.unusable:,} refused if a scenario uses them as printed ('*' "
                   "power without a modeled ability, loyalty X, …): `judge cards show NAME` "
                   "says why")
    if report.skipped:
        typer.echo(f"  skipped {len(report.skipped):,} that don't validate as card definitions "
                   "(listed on standard error)")
    if report.not_cards:
        typer.echo(f"  skipped {report.not_cards:,} that aren't cards of a game of Magic "
                   "(tokens, emblems, art cards, planes, schemes, vanguards)")


@app.command()
def show(
    name: str = typer.Argument(..., help="the card's name (case, accents and punctuation "
                               "don't matter)"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=CARDS_HELP),
) -> None:
    """A card's Oracle text beside its abilities as rulings word them, and what isn't modeled."""
    from judge.cards.library import CardPool

    try:
        with card_store.using(cards):
            pool = CardPool()
            stored = pool.store.find(name)
            builtin = pool.library.find(name)
            if stored is None and builtin is None:
                hint = pool.hint(name)
                raise JudgeError(f"unknown card {name!r}" + (f" ({hint})" if hint else ""))
    except JudgeError as error:
        _fail(error)
    for line in _describe(stored, builtin):
        typer.echo(line)


def _describe(stored: StoredCard | None, builtin: CardDefinition | None) -> list[str]:
    from pydantic import ValidationError

    from judge.cards.definition import CardDefinition
    from judge.cards.vocabulary import NotModeled

    lines = []
    if stored is not None:
        lines += _heading(stored)
        lines += ["", "Oracle text:"] + [f"  {line}" for line in
                                         stored.oracle_text.splitlines() or ["(no text)"]]
    definition, source = builtin, "the built-in library"
    if builtin is not None:
        if stored is None:
            lines += [builtin.name, builtin.type_line(), "(no Oracle text: the card isn't in "
                      "the card store)"]
        lines += ["", "Scenarios use the definition of the built-in library:"]
    elif stored is not None and stored.problem is not None:
        lines += ["", f"Scenarios can't use it as printed: {stored.problem}. Define it under "
                  "`cards:` in the scenario (that definition is used instead).",
                  "", "Its text, as the card store keeps it:"]
        lines += [f"  not modeled: {a['text']}" if isinstance(a, dict) and "text" in a
                  else f"  {a}" for a in stored.definition.get("abilities", [])]
        return lines
    elif stored is not None:
        source = "the card store"
        try:
            definition = CardDefinition.model_validate(stored.definition)
        except ValidationError:
            definition = None
            lines += ["", "It no longer reads as a card definition: import the card data "
                      f"again ({card_store.rebuild_command(card_store.current_path())})."]
        lines += ["", "As rulings word its abilities:"]
    if definition is not None:
        lines += _abilities(definition)
        modeled = not any(isinstance(a, NotModeled) for a in definition.abilities)
        lines += ["", f"Every ability is modeled ({source})." if modeled else
                  f"Not modeled: rulings list those abilities and never apply them ({source})."]
    return lines


def _heading(card: StoredCard) -> list[str]:
    """'Delver of Secrets  {U}', 'Creature — Human Wizard  1/1'."""
    type_line = " ".join(card.supertypes + card.types)
    if card.subtypes:
        type_line += " — " + " ".join(card.subtypes)
    if card.power is not None or card.toughness is not None:
        type_line += f"  {card.power}/{card.toughness}"
    if card.loyalty is not None:
        type_line += f"  loyalty {card.loyalty}"
    name = f"{card.name}  {card.mana_cost}" if card.mana_cost else card.name
    face = [f"(a face of {card.card_name})"] if card.card_name != card.name else []
    return [name, type_line, *face]


def _abilities(card: CardDefinition) -> list[str]:
    from judge.cards import describe
    from judge.cards.vocabulary import NotModeled

    if not card.abilities:
        return ["  (no abilities)"]
    # a line printed on several (modes, a level's abilities) keeps them under it, indented
    return [(f"  not modeled: {describe.ability(a)}" if isinstance(a, NotModeled)
             else f"  {describe.ability(a)}").replace("\n", "\n    ") for a in card.abilities]


@app.command()
def search(
    text: str = typer.Argument(..., help="words to look for (any case)"),
    names: bool = typer.Option(False, "--name", help="only in card names"),
    oracle: bool = typer.Option(False, "--text", help="only in Oracle text"),
    limit: int = typer.Option(20, "--limit", min=1, max=1000, help="show at most this many"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=CARDS_HELP),
) -> None:
    """Cards whose name or Oracle text holds TEXT."""
    both = names == oracle
    try:
        with card_store.using(cards), card_store.CardStore.open() as found:
            matches, total = found.search(text, names=names or both, oracle=oracle or both,
                                          limit=limit)
    except JudgeError as error:
        _fail(error)
    for card in matches:
        first = card.oracle_text.splitlines()[0] if card.oracle_text else ""
        shown = f"{card.name} — {' '.join(card.supertypes + card.types)}"
        typer.echo(f"{shown}: {first[:80]}{'…' if len(first) > 80 else ''}" if first else shown)
    if total > len(matches):
        typer.echo(f"… and {total - len(matches):,} more ({total:,} in all; --limit shows more)")
    if not total:
        typer.echo(f"no card holds {text!r}")


@app.command()
def stats(cards: Optional[Path] = typer.Option(None, "--cards", help=CARDS_HELP)) -> None:
    """How many cards the store holds, and how many are fully modeled."""
    try:
        with card_store.using(cards), card_store.CardStore.open() as found:
            counts = found.stats()
            files = found.imported_files()
            exists = found.exists
            place = found.path
    except JudgeError as error:
        _fail(error)
    if not exists:
        typer.echo(f"no card store at {place} yet: `{card_store.import_command(place)}` "
                   "makes one")
        return
    total = counts["cards"]
    share = f" ({counts['modeled'] / total:.1%})" if total else ""
    typer.echo(f"card store: {place} (schema version {card_store.SCHEMA_VERSION})")
    typer.echo(f"cards: {total:,}")
    typer.echo(f"fully modeled: {counts['modeled']:,}{share}")
    typer.echo(f"with abilities not modeled: {counts['partly']:,}")
    typer.echo(f"refused if used as printed: {counts['unusable']:,}")
    for file in files:
        typer.echo(f"imported from: {file}")


class _ProgressBar:
    """A rich progress bar on standard error, in bytes of the file read."""

    def __init__(self, label: str):
        from rich.console import Console
        from rich.progress import (BarColumn, DownloadColumn, Progress, TextColumn,
                                   TimeRemainingColumn)

        self.progress = Progress(TextColumn("importing {task.description}"), BarColumn(),
                                 DownloadColumn(), TimeRemainingColumn(),
                                 console=Console(stderr=True), transient=True)
        self.task = self.progress.add_task(label, total=None)

    def __enter__(self) -> _ProgressBar:
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()

    def update(self, done: int, total: int) -> None:
        self.progress.update(self.task, completed=done, total=total)


class CoverageFormat(str, Enum):
    text = "text"
    json = "json"


@app.command()
def coverage(
    file: Optional[Path] = typer.Argument(None, help="card data to measure (as for import); "
                                          "default: the card store"),
    fmt: CoverageFormat = typer.Option(CoverageFormat.text, "--format", "-f",
                                       help="text or json"),
    top: int = typer.Option(25, "--top", help="how many unread line shapes to list"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=CARDS_HELP),
) -> None:
    """How much of the cards the Oracle compiler reads: cards fully, partly and not modeled,
    lines read, and the most frequent line shapes it doesn't read yet."""
    from judge.cards.cardfile import import_file

    try:
        if file is None:
            with card_store.using(cards), card_store.CardStore.open() as found:
                result = _coverage(found, top)
        else:
            with tempfile.TemporaryDirectory() as scratch:
                place = Path(scratch) / "cards.sqlite3"
                import_file(file, place)
                with card_store.CardStore.open(place) as found:
                    result = _coverage(found, top)
    except JudgeError as error:
        _fail(error)
    if fmt is CoverageFormat.json:
        typer.echo(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        return
    typer.echo(_coverage_text(result))


def _coverage(found: card_store.CardStore, top: int) -> Coverage:
    from judge.oracle import Face, compile_face
    from judge.oracle.coverage import coverage as measure, kept

    return measure((kept(compile_face(Face(card.name, frozenset(t.lower() for t in card.types),
                                           frozenset(card.subtypes), card.oracle_text,
                                           card.mana_cost or "",
                                           legendary="Legendary" in card.supertypes)),
                         card.definition["abilities"])
                    for card in found.cards()), top)


def _coverage_text(c: Coverage) -> str:
    def share(n: int, of: int) -> str:
        return f"{n:,} ({n / of:.1%})" if of else f"{n:,}"
    lines = [f"cards: {c.cards:,}", f"fully modeled: {share(c.fully_modeled, c.cards)}",
             f"partly modeled: {share(c.partly_modeled, c.cards)}",
             f"not modeled: {share(c.not_modeled, c.cards)}",
             f"lines read: {share(c.lines_modeled, c.lines)} of {c.lines:,}",
             "most frequent lines not read yet:"]
    lines += [f"  {n:>6,}  {shape}" for shape, n in c.top_missing]
    return "\n".join(lines)
