"""The `judge` command: explain a scenario, check files, print the schema, render reports.

Exit status: 0 ruling made and every expectation passed; 1 an expectation failed;
2 invalid input (each problem printed as FILE:LINE:COL: message, never a traceback).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from enum import Enum
from pathlib import Path
from typing import Callable, Optional

import typer

from judge import cards_cli, rulebook, rules_cli
from judge import explain as explain_scenario
from judge.cards.store import using as using_cards
from judge.errors import JudgeError, visible
from judge.report.render import render, render_audit
from judge.scenario.load import load_scenario
from judge.scenario.schema import Scenario

app = typer.Typer(
    add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
    help="Magic: The Gathering rulings, explained with Comprehensive Rules citations.")
app.add_typer(cards_cli.app, name="cards")
app.add_typer(rules_cli.app, name="rules")

EXIT_OK, EXIT_FAILED_EXPECTATION, EXIT_INVALID = 0, 1, 2
SUFFIX = {"text": ".txt", "md": ".md", "json": ".json", "html": ".html"}
REPORT_FORMATS = ("md", "json", "html")
AUDITS = "audits"  # the scenarios folder's folder of game records


class Format(str, Enum):
    text = "text"
    md = "md"
    json = "json"
    html = "html"


def _fail(error: JudgeError) -> None:
    for line in error.lines():
        typer.echo(line, err=True)
    raise typer.Exit(EXIT_INVALID)


def _write(path: Path, content: str, force: bool, protected: list[Path]) -> None:
    """Write atomically; never over a scenario file, nor over any file without --force.

    A symbolic link at `path` is itself replaced by the report (a new file renamed over it),
    never written through: the file it pointed to keeps its content and permissions.
    """
    place = path.absolute()  # the link itself, not what it points to
    exists = os.path.lexists(place)
    if (place.suffix in (".yaml", ".yml") or place.resolve().suffix in (".yaml", ".yml")
            or any(_same_file(place, p) for p in protected)):
        raise JudgeError(f"{path}: refusing to write a report over a scenario file")
    if place.is_dir() or (exists and not place.is_symlink() and not place.is_file()):
        raise JudgeError(f"{path}: is not a regular file; give a file name for the report")
    if exists and not force:
        raise JudgeError(f"{path}: already exists (use --force to replace it)")
    try:
        place.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=place.parent, prefix=f".{place.name}.")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(content)
            os.chmod(tmp, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
            os.replace(tmp, place)  # rename(2) replaces a link, never its target
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as exc:
        raise JudgeError(f"{path}: can't write the report: {exc.strerror or exc}") from None


def _same_file(path: Path, other: Path) -> bool:
    """Whether `path` is `other`, or leads to it through links (hard or symbolic)."""
    if path.resolve() == other.resolve():
        return True
    try:
        return os.path.samefile(path, other)
    except OSError:  # one of them doesn't exist
        return False


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _deliver(rendered: Callable[[rulebook.RuleBook | None], str], fmt: Format, rules: bool,
             out: Path | None, force: bool, source: str) -> None:
    """A report, with the cited rules' texts where they are quoted, to `out` or the screen.
    Plain text quotes the rules only when asked: the rules file is read only when needed."""
    book = rulebook.configured() if rules or fmt is not Format.text else None
    content = rendered(book)
    if out is not None:
        _write(out, content, force, [Path(source)])
    else:
        _show(content, fmt)


def _show(content: str, fmt: Format) -> None:
    if fmt is Format.text and sys.stdout.isatty():
        from rich.console import Console  # only for a terminal: rich takes a while to import
        from rich.text import Text

        text = Text(content)
        text.highlight_regex(r"\[CR [0-9.a-z]+\]", "cyan")
        text.highlight_regex(r"\bPASS\b", "bold green")
        text.highlight_regex(r"\bFAIL\b", "bold red")
        text.highlight_regex(r"\[assumed\]", "bold yellow")
        Console(highlight=False, soft_wrap=True).print(text, end="")
    else:
        sys.stdout.write(content)


@app.command()
def explain(
    file: str = typer.Argument(..., help="the scenario file"),
    fmt: Format = typer.Option(Format.text, "--format", "-f", help="text, md, json or html"),
    out: Optional[Path] = typer.Option(None, "--out", "-o", help="write here instead of stdout"),
    force: bool = typer.Option(False, "--force", help="replace an existing --out file"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=cards_cli.CARDS_HELP),
    rules: bool = typer.Option(False, "--rules", help="text: end with the cited rules' texts "
                               "(md, html and json always quote them when a rules file is "
                               f"configured: {rulebook.ENV} or `judge rules import`)"),
    explore: bool = typer.Option(False, "--explore", help="re-run the scenario with each "
                                 "alternative to the choices it assumed (at most 32 runs) and "
                                 "tell which change the answer"),
) -> None:
    """Resolve a scenario and explain the ruling step by step."""
    try:
        with using_cards(cards):
            ruling = explain_scenario(file, explore)
        _deliver(lambda book: render(ruling, fmt.value, book), fmt, rules, out, force, file)
    except JudgeError as error:
        _fail(error)
    raise typer.Exit(EXIT_OK if ruling.passed else EXIT_FAILED_EXPECTATION)


@app.command()
def check(
    files: list[str] = typer.Argument(..., help="scenario files to validate"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=cards_cli.CARDS_HELP),
) -> None:
    """Validate scenario files (and game records) without resolving them."""
    from judge.audit.load import is_record, load_record

    bad = False
    for file in files:
        try:
            with using_cards(cards):
                if is_record(file):
                    load_record(file)
                else:
                    load_scenario(file)
            typer.echo(visible(f"{file}: ok"))
        except JudgeError as error:
            bad = True
            for line in error.lines():
                typer.echo(line, err=True)
    raise typer.Exit(EXIT_INVALID if bad else EXIT_OK)


@app.command()
def audit(
    file: str = typer.Argument(..., help="the game record: a starting board and the players' "
                               "account of the game"),
    fmt: Format = typer.Option(Format.text, "--format", "-f", help="text, md, json or html"),
    out: Optional[Path] = typer.Option(None, "--out", "-o", help="write here instead of stdout"),
    force: bool = typer.Option(False, "--force", help="replace an existing --out file"),
    cards: Optional[Path] = typer.Option(None, "--cards", help=cards_cli.CARDS_HELP),
    rules: bool = typer.Option(False, "--rules", help="text: end with the cited rules' texts"),
) -> None:
    """Replay a game record under the rules and report where the account leaves them.

    Exit status: 0 the account follows the rules (and the record's expected findings, if any,
    are found); 1 a divergence was found (or an expected finding wasn't); 2 invalid record."""
    from judge.audit.replay import audit as audit_record  # as `explain`, loads the engine

    try:
        with using_cards(cards):
            found = audit_record(file)
        _deliver(lambda book: render_audit(found, fmt.value, book), fmt, rules, out, force,
                 file)
    except JudgeError as error:
        _fail(error)
    raise typer.Exit(EXIT_OK if found.right and found.passed else EXIT_FAILED_EXPECTATION)


@app.command()
def schema(
    record: bool = typer.Option(False, "--record", help="the schema of game records "
                                "(`judge audit`) instead of scenarios"),
) -> None:
    """Print the JSON Schema of scenario files, or of game records (for editor completion
    and validation)."""
    if record:
        from judge.audit.record import Record

        model: type[Scenario] = Record
    else:
        model = Scenario
    document = {"$schema": "https://json-schema.org/draft/2020-12/schema",
                **model.model_json_schema()}
    typer.echo(json.dumps(document, indent=2, ensure_ascii=False))


@app.command()
def reports(
    scenarios: Path = typer.Option(Path("scenarios"), help="folder of scenario files"),
    out: Path = typer.Option(Path("reports"), help="folder for the rendered reports"),
    rules: bool = typer.Option(False, "--rules", help="quote the cited rules' texts from the "
                               "configured rules file (left out by default: the reports of a "
                               "project are shared, the rules' texts are your own copy)"),
) -> None:
    """Re-render every scenario's report (Markdown, JSON, HTML) into the reports folder; the
    game records in its `audits` folder are rendered as audits."""
    failed = False
    try:
        book = rulebook.configured() if rules else None
    except JudgeError as error:
        _fail(error)
    from judge.audit.replay import audit as audit_record

    files = sorted(scenarios.rglob("*.yaml")) if scenarios.is_dir() else []
    if not files:
        _fail(JudgeError(f"{scenarios}: no scenario files there (run it from the project "
                         "folder, or give --scenarios)"))
    for path in files:
        relative = path.relative_to(scenarios).with_suffix("")
        try:
            if relative.parts[0] == AUDITS:
                found = audit_record(path.as_posix())
                passed = found.passed
                content = {fmt: render_audit(found, fmt, book) for fmt in REPORT_FORMATS}
            else:
                ruling = explain_scenario(path.as_posix())
                passed = ruling.passed
                content = {fmt: render(ruling, fmt, book) for fmt in REPORT_FORMATS}
            failed |= not passed
            for fmt in REPORT_FORMATS:
                _write(out / relative.with_suffix(SUFFIX[fmt]), content[fmt], True, [path])
        except JudgeError as error:
            _fail(error)
        typer.echo(visible(f"{path}: {'ok' if passed else 'EXPECTATION FAILED'}"))
    raise typer.Exit(EXIT_FAILED_EXPECTATION if failed else EXIT_OK)

