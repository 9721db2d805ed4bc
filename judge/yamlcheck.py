"""What judge refuses in any YAML file, whichever parser read it (judge/yamlfile.py).

An alias could expand a small file without bound, a tag picks a parser's constructor (some of
which fail on odd values), a list or mapping as a key makes no Python key, and nesting without
bound costs time and recursion: each is refused, located at the parser event that shows it.
"""

from __future__ import annotations

from typing import Any, Literal

from judge.errors import Location, ScenarioError, ScenarioErrors

MAX_DEPTH = 64  # collections (brackets or indented blocks) nested deeper are refused

Kind = Literal["alias", "scalar", "mapping", "sequence", "end"]


class Checker:
    """Refuses, event by event, an alias, a tag, a list or mapping as a key, or a collection
    nested more than MAX_DEPTH deep. Each event is told as its kind, its tag and its mark
    (anything with a 0-based `line` and `column`)."""

    def __init__(self, name: str):
        self.name = name
        # each open collection: whether it is a mapping, and how many nodes it holds so far
        # (in a mapping, an even count means the next node is a key)
        self.open: list[list[int]] = []

    def __call__(self, kind: Kind, tag: str | None, mark: Any) -> None:
        if kind == "alias":  # shared nodes could expand without bound
            raise refusal(self.name, mark,
                          "YAML aliases (*name) aren't supported in judge files; write it out")
        if kind != "end" and tag is not None:
            raise refusal(self.name, mark, f"YAML tags ({_written(tag)}) aren't supported in "
                          "judge files; write the value plainly")
        if kind in ("mapping", "sequence"):
            if self.open and self.open[-1][0] and self.open[-1][1] % 2 == 0:
                raise refusal(self.name, mark, "a list or mapping as a key ('? …'); a key is a "
                              "name or a number")
            self.open.append([kind == "mapping", 0])
            if len(self.open) > MAX_DEPTH:
                raise refusal(self.name, mark, "nested too deeply")
        elif kind == "end":
            self.open.pop()
        if kind in ("scalar", "end") and self.open:
            self.open[-1][1] += 1


def refusal(name: str, mark: Any, message: str) -> ScenarioErrors:
    """A problem of the file at a parser's mark (0-based line and column)."""
    return ScenarioErrors([ScenarioError(Location(name, mark.line + 1, mark.column + 1),
                                         message)])


def offset_in(text: str, name: str, offset: int) -> Location:
    """Where the character at `offset` of the text is."""
    before = text[:offset]
    return Location(name, before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def _written(tag: str) -> str:
    """A tag as written: 'tag:yaml.org,2002:int' is `!!int`."""
    return "!!" + tag.removeprefix(_CORE) if tag.startswith(_CORE) else tag


_CORE = "tag:yaml.org,2002:"
