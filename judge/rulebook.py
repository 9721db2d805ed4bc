"""The texts of the rules a ruling cites, read from the user's own Comprehensive Rules file.

judge never carries the Comprehensive Rules' sentences (cr.py holds numbers and short titles in
our own words). A ruling can quote them when the user has the rules as the TXT file Wizards of
the Coast publishes: the file the environment variable JUDGE_CR_FILE names, else the copy
`judge rules import FILE` made in the user's data directory
(`$XDG_DATA_HOME/judge/comprehensive-rules.txt`, `~/.local/share/judge/...`). Without one,
rulings leave the texts out and say how to add them.

The TXT file is one rule to a line, "704.5j If ..." (a rule's own number ends with a period:
"100.1. These ..."), with "Example: ..." lines under the rule they illustrate and, rarely, an
indented line continuing it. The rules proper run from after the contents to the glossary.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from judge import cr
from judge.errors import JudgeError

ENV = "JUDGE_CR_FILE"
FILE_NAME = "comprehensive-rules.txt"
RULES_PAGE = "https://magic.wizards.com/en/rules"
MAX_BYTES = 20_000_000  # the file is about 1 MB; anything far larger is something else
MIN_RULES = 100  # fewer numbered rules than this: not the Comprehensive Rules

# "704.5j If ...", "100.1. These ...", "704. State-Based Actions", and one rule with no space
# after its number's period
_RULE_LINE = re.compile(r"(\d{3}(?:\.\d+[a-z]?)?)(?:\.\s*|\s+)(\S.*)")
_EFFECTIVE = re.compile(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})")
_NUMBER = re.compile(r"(?:CR\s*)?(\d{3}(?:\.\d+[a-z]?)?)\.?", re.IGNORECASE)


class RulesFileError(JudgeError):
    """The configured or given file isn't a readable Comprehensive Rules text: `PATH: message`,
    exit status 2."""


@dataclass(frozen=True)
class RuleText:
    number: str
    text: str  # the rule's own line, without its number
    examples: tuple[str, ...] = ()  # each without its leading "Example: "


@dataclass(frozen=True)
class RuleBook:
    """The rules a file holds, by number; empty when no file is configured."""

    rules: Mapping[str, RuleText] = field(default_factory=dict)
    effective: str | None = None  # "February 7, 2025", as the file says
    path: Path | None = None

    @property
    def available(self) -> bool:
        return bool(self.rules)

    def get(self, number: str) -> RuleText | None:
        return self.rules.get(number)


NO_RULES = RuleBook()


def parse(text: str, source: str = "the file") -> RuleBook:
    """The rules of a Comprehensive Rules text; RulesFileError if it isn't one."""
    lines = text.lstrip("\ufeff").splitlines()
    effective = next((m.group(1) for line in lines[:20] if (m := _EFFECTIVE.search(line))), None)
    rules: dict[str, RuleText] = {}
    texts: dict[str, list[str]] = {}
    examples: dict[str, list[str]] = {}
    last: str | None = None
    in_body = False
    for line in lines:
        stripped = line.strip()
        if not stripped:
            continue
        match = _RULE_LINE.fullmatch(stripped) if line[:1].isdigit() else None
        if match:
            number = match.group(1)
            if "." in number:
                in_body = True
            # the contents list the sections ("100. General") before the body does again
            texts[number], examples[number] = [match.group(2)], []
            last = number
        elif in_body and stripped == "Glossary":
            break
        elif last is None:
            continue
        elif stripped.startswith("Example:"):
            examples[last].append(stripped.removeprefix("Example:").strip())
        elif line[:1].isspace() and not examples[last]:  # an indented line going on with it
            texts[last].append(stripped)
    for number, parts in texts.items():
        rules[number] = RuleText(number, " ".join(parts), tuple(examples[number]))
    first = cr.RULES_APPLY.number
    if first not in rules or sum("." in n for n in rules) < MIN_RULES:
        raise RulesFileError(f"{source}: not the Comprehensive Rules as text (no numbered rules "
                             f"such as '{first}.'); the TXT file is on {RULES_PAGE}")
    return RuleBook(rules, effective)


def read(path: Path) -> RuleBook:
    """The rules of the file at `path` (read once for each version of the file)."""
    status = _checked(path)
    return _read(path.resolve(), status.st_mtime_ns, status.st_size, str(path))


def _checked(path: Path) -> os.stat_result:
    """The file's status, once it is known to be a file that could be the rules."""
    shown = str(path)
    try:
        status = path.stat()
    except OSError as exc:
        raise RulesFileError(f"{shown}: can't read it: {exc.strerror or exc}") from None
    if not path.is_file():
        raise RulesFileError(f"{shown}: is not a file; give the Comprehensive Rules TXT file")
    if status.st_size > MAX_BYTES:
        raise RulesFileError(f"{shown}: too large to be the Comprehensive Rules "
                             f"({status.st_size:,} bytes)")
    return status


@lru_cache(maxsize=4)
def _read(path: Path, mtime: int, size: int, shown: str) -> RuleBook:
    book = parse(_text(_bytes(path, shown), shown), shown)
    return RuleBook(book.rules, book.effective, path)


def _bytes(path: Path, shown: str) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise RulesFileError(f"{shown}: can't read it: {exc.strerror or exc}") from None


def _text(data: bytes, shown: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:  # the files of some years were Windows-1252
        return data.decode("cp1252")
    except UnicodeDecodeError:
        raise RulesFileError(f"{shown}: not a text file (neither UTF-8 nor Windows-1252); "
                             f"the Comprehensive Rules TXT file is on {RULES_PAGE}") from None


def data_dir() -> Path:
    """$XDG_DATA_HOME/judge (~/.local/share/judge), where the card store lives by default."""
    data = os.environ.get("XDG_DATA_HOME") or ""
    base = Path(data) if Path(data).is_absolute() else Path.home() / ".local" / "share"
    return base / "judge"


def imported_path() -> Path:
    return data_dir() / FILE_NAME


def configured_path() -> Path | None:
    """JUDGE_CR_FILE, else the imported copy if there is one, else None."""
    if os.environ.get(ENV):
        return Path(os.environ[ENV]).expanduser()
    imported = imported_path()
    return imported if imported.is_file() else None


def configured() -> RuleBook:
    """The rules of the configured file, or NO_RULES without one. A configured file that
    can't be read as the Comprehensive Rules is an error (RulesFileError), never ignored."""
    path = configured_path()
    if path is None:
        return NO_RULES
    try:
        return read(path)
    except RulesFileError as error:
        why = (f"set by {ENV}" if os.environ.get(ENV) else
               "imported earlier; `judge rules import FILE` replaces it")
        raise RulesFileError(f"{error} ({why})") from None


def import_file(source: Path) -> tuple[Path, RuleBook]:
    """Check that `source` is a Comprehensive Rules text, then copy it (as UTF-8) into the data
    directory, atomically: a file refused leaves the copy there as it was. `source` itself is
    only read."""
    _checked(source)  # what can't be the rules (a folder, a huge file) is refused unread
    shown = str(source)
    text = _text(_bytes(source, shown), shown)
    book = parse(text, shown)  # this very text, whatever the file holds by now
    place = imported_path()
    try:
        place.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=place.parent, prefix=f".{place.name}.")
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
            os.chmod(tmp, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
            os.replace(tmp, place)  # a link there is replaced, never written through
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as exc:
        raise RulesFileError(f"{place}: can't write it: {exc.strerror or exc}") from None
    return place, RuleBook(book.rules, book.effective, place)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def rule_number(text: str) -> str | None:
    """'704.5j' from '704.5j', 'CR 704.5J', '704.5j.'; None if it isn't a rule number."""
    match = _NUMBER.fullmatch(text.strip())
    return match.group(1).lower() if match else None


def not_included_note() -> str:
    """What a ruling says when it doesn't quote the rules (no CR sentences of its own)."""
    return ("The cited rules' texts are not included: judge quotes them from your own copy of "
            f"the Comprehensive Rules. Download the TXT file from {RULES_PAGE} and run "
            f"'judge rules import FILE', or set {ENV} to its path.")


def included_note(book: RuleBook, missing: list[str]) -> str:
    which = (f"the Comprehensive Rules effective as of {book.effective}" if book.effective
             else "the configured Comprehensive Rules file")
    note = f"The cited rules' texts are quoted from {which}."
    if missing:
        note += f" Not in that file: {', '.join(missing)}."
    return note
