"""`judge rules`: the Comprehensive Rules' texts that rulings quote, from the user's own copy.

Rulings quote the file JUDGE_CR_FILE names, else the copy `judge rules import FILE` made in the
data directory (judge/rulebook.py). Problems are reported on standard error as `PATH: message`
with exit status 2, as everywhere in judge.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import typer

from judge import cr, rulebook
from judge.errors import JudgeError, visible

app = typer.Typer(no_args_is_help=True, help="The Comprehensive Rules' texts that rulings quote, "
                  "read from your own copy of the rules' TXT file.")

EXIT_INVALID = 2


def _fail(error: JudgeError) -> NoReturn:
    for line in error.lines():
        typer.echo(line, err=True)
    raise typer.Exit(EXIT_INVALID)


def _effective(book: rulebook.RuleBook) -> str:
    return f" effective as of {book.effective}" if book.effective else ""


@app.command("import")
def import_(
    file: Path = typer.Argument(..., help="the Comprehensive Rules as text ('MagicCompRules "
                                f"YYYYMMDD.txt', from {rulebook.RULES_PAGE})"),
) -> None:
    """Keep a copy of a Comprehensive Rules TXT file for rulings to quote (FILE is only read)."""
    try:
        place, book = rulebook.import_file(file)
    except JudgeError as error:
        _fail(error)
    count = sum("." in number for number in book.rules)
    typer.echo(visible(f"imported the Comprehensive Rules{_effective(book)} ({count:,} rules) "
                       f"from {file} into {place}"))
    if os.environ.get(rulebook.ENV):
        typer.echo(visible(f"  {rulebook.ENV} is set ({os.environ[rulebook.ENV]}): rulings "
                           "quote that file instead while it is set"))


@app.command()
def show(
    number: str = typer.Argument(..., help="a rule's number, such as "
                                 f"{cr.LEGEND_RULE.number}"),
) -> None:
    """A rule's text (and its examples) from the configured Comprehensive Rules file."""
    try:
        wanted = rulebook.rule_number(number)
        if wanted is None:
            raise JudgeError(f"{number}: not a rule number (such as {cr.LEGEND_RULE.number})")
        book = rulebook.configured()
        if not book.available:
            raise JudgeError("no Comprehensive Rules file: download the TXT file from "
                             f"{rulebook.RULES_PAGE} and run 'judge rules import FILE', or set "
                             f"{rulebook.ENV} to its path")
        rule = book.get(wanted)
        if rule is None:
            raise JudgeError(f"{number}: no rule {wanted} in {book.path}")
    except JudgeError as error:
        _fail(error)
    typer.echo(visible(f"CR {rule.number}: {rule.text}"))
    for example in rule.examples:
        typer.echo(visible(f"  Example: {example}"))
    cited = cr.ALL.get(rule.number)
    if cited is not None:
        typer.echo(visible(f"(judge cites it as: {cited.title})"))
    typer.echo(visible(f"(from {book.path}{',' if book.effective else ''}{_effective(book)})"))
