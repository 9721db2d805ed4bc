"""Where each value of a YAML file was written: the positions a located error points at.

Both readers of judge/yamlfile.py (ruamel.yaml's and libyaml's) give the same tree, so a
problem is located the same way whichever read the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

Inner = Union[dict[Any, "Where"], list["Where"], None]


@dataclass(slots=True)
class Where:
    """A value's position (0-based line and column), its key's position when it is a
    mapping's value (else the value's own), and the positions of what it holds: by key for a
    mapping, by index for a list, None for a scalar."""

    line: int
    col: int
    key_line: int
    key_col: int
    inner: Inner = None


def from_ruamel(node: Any, line: int = 0, col: int = 0) -> Where:
    """The positions of ruamel.yaml's round-trip tree (its `lc` marks), keyed as the plain
    data is (`plain` makes each key)."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    from judge.yamlfile import plain

    def walk(node: Any, line: int, col: int, key_line: int, key_col: int) -> Where:
        inner: Inner = None
        if isinstance(node, CommentedMap):
            inner = {}
            for key, value in node.items():
                # a key a merge (`<<:`) brought in has no marks of its own: the mapping's
                marks = node.lc.data.get(key) or (line, col, line, col)
                inner[plain(key)] = walk(value, marks[2], marks[3], marks[0], marks[1])
        elif isinstance(node, CommentedSeq):
            inner = [walk(value, *node.lc.item(i), *node.lc.item(i))
                     for i, value in enumerate(node)]
        return Where(line, col, key_line, key_col, inner)

    return walk(node, line, col, line, col)
