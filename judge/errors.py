"""The errors a user can cause. Anything else is an engine bug and keeps its traceback."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.cr import Rule


# What is never shown as is: control characters (C0, DEL, C1: ESC, NUL, backspace, CR, line
# breaks), format characters (bidi overrides, zero-width), line and paragraph separators.
_CONTROL_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def is_control(char: str) -> bool:
    return unicodedata.category(char) in _CONTROL_CATEGORIES


def has_control(text: str) -> bool:
    """Whether the text holds a character that could move the cursor, clear the screen,
    reorder what is shown or start a new line."""
    return not text.isprintable() and any(is_control(c) for c in text)


def _escape(char: str) -> str:
    code = ord(char)
    if char in _NAMED:
        return _NAMED[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def visible(text: str) -> str:
    """The text with each control character shown as an escape (`\\x1b`, `\\n`)."""
    if text.isprintable():  # the usual case: nothing to do
        return text
    return "".join(_escape(c) if is_control(c) else c for c in text)


class JudgeError(Exception):
    """Bad input or a forbidden request: reported on one line each, exit status 2."""

    def lines(self) -> list[str]:
        """The lines to print, a value quoted from the user shown with visible escapes."""
        return [visible(str(self))]


@dataclass(frozen=True)
class Location:
    """Where in a file something was written (1-based line and column)."""

    file: str
    line: int = 1
    col: int = 1

    @classmethod
    def whole(cls, file: str) -> Location:
        """The file as a whole, with no position in it (line 0): shown as just `FILE`."""
        return cls(file, 0, 0)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}" if self.line else self.file


class ScenarioError(JudgeError, ValueError):
    """One problem in a scenario or card file, located."""

    def __init__(self, where: Location, message: str, field: str = "", hint: str = ""):
        self.where = where
        self.field = field
        self.message = message
        self.hint = hint
        super().__init__(self.render())

    def render(self) -> str:
        prefix = f"{self.field}: " if self.field else ""
        hint = f" ({self.hint})" if self.hint else ""
        return visible(f"{self.where}: {prefix}{self.message}{hint}")

    def sort_key(self) -> tuple[str, int, int]:
        return (self.where.file, self.where.line, self.where.col)


class ScenarioErrors(JudgeError):
    """Every problem found in a file, in file order."""

    def __init__(self, errors: list[ScenarioError]):
        self.errors = sorted(errors, key=ScenarioError.sort_key)
        super().__init__("\n".join(e.render() for e in self.errors))

    def lines(self) -> list[str]:
        return [e.render() for e in self.errors]


class IllegalActionError(JudgeError):
    """The scenario asks for something the rules forbid, e.g. casting without priority."""

    def __init__(self, message: str, rule: Rule, where: Location | None = None):
        self.rule = rule
        self.where = where
        self.detail = message
        text = f"{message} ({rule})"
        super().__init__(f"{where}: {text}" if where else text)


class RunawayError(JudgeError):
    """The situation goes on past what judge follows: likely a loop, or a huge amount."""

    def __init__(self, message: str, rule: object, where: Location | None = None):
        self.message, self.rule, self.where = message, rule, where
        text = f"{message} ({rule})"
        super().__init__(f"{where}: {text}" if where else text)

    def at(self, where: Location | None) -> RunawayError:
        return RunawayError(self.message, self.rule, where)
