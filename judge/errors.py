"""The errors a user can cause. Anything else is an engine bug and keeps its traceback."""

from __future__ import annotations

from dataclasses import dataclass


class JudgeError(Exception):
    """Bad input or a forbidden request: reported on one line each, exit status 2."""

    def lines(self) -> list[str]:
        return [str(self)]


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
        return f"{self.where}: {prefix}{self.message}{hint}"

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

    def __init__(self, message: str, rule: object, where: Location | None = None):
        self.rule = rule
        self.where = where
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
