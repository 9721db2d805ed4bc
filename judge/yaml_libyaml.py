"""Reading a judge file with libyaml (PyYAML's C parser), the way ruamel.yaml would read it.

ruamel.yaml's pure-Python parser reads about 190 KB/s; libyaml reads the same file some thirty
times faster. This reader takes libyaml's events and makes the plain data and positions
judge/yamlfile.py makes from ruamel's tree: plain scalars are resolved by ruamel's own YAML 1.2
rules (its regular expressions, and its constructor for the rarer numbers and dates), and what
judge refuses is refused by the same checker (judge/yamlcheck.py). A syntax error is told as
libyaml words it, located. What it can't read as ruamel would it leaves to ruamel (`None`): a
%YAML or %TAG directive, a merge key (`<<`) or `=`, a byte order mark or a line break only
YAML 1.1 counts, an escaped surrogate (JSON's way to write a character beyond U+FFFF), and
flow collections nested past libyaml's own limit.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from judge.errors import ScenarioError, ScenarioErrors
from judge.yamlcheck import Checker, Kind, offset_in, refusal
from judge.yamltree import Where

try:
    from yaml import MarkedYAMLError
    from yaml._yaml import CParser
    from yaml.events import (AliasEvent, MappingEndEvent, MappingStartEvent, ScalarEvent,
                             SequenceEndEvent, SequenceStartEvent, StreamEndEvent)
    from yaml.reader import ReaderError
    AVAILABLE = True
except ImportError:  # PyYAML built without libyaml: ruamel reads every file
    AVAILABLE = False

# line breaks YAML 1.1 (libyaml) counts and YAML 1.2 (ruamel) may not, and a byte order mark:
# positions could differ
_UNSURE = re.compile("[\x85\u2028\u2029\ufeff]")


class _LeftToRuamel(Exception):
    """Something this reader doesn't read exactly as ruamel would."""


def compose(text: str, name: str) -> tuple[Any, Where] | None:
    """The file's plain data and positions, or None when ruamel must read it; raises
    ScenarioErrors for what judge refuses. No text it gives holds a surrogate: the text can't
    (it is encoded to UTF-8 first), and libyaml refuses a surrogate's escape."""
    if not AVAILABLE or _UNSURE.search(text):
        return None
    try:
        return _Composer(text, name).document()
    except _LeftToRuamel:
        return None
    except UnicodeEncodeError:  # a lone surrogate in the text: ruamel words it
        return None
    except ReaderError as exc:
        # libyaml counts the offset in the text's UTF-8 bytes
        chars = len(text.encode("utf-8")[:exc.position].decode("utf-8", "ignore"))
        raise ScenarioErrors([ScenarioError(offset_in(text, name, chars), "a character YAML "
                                            f"doesn't allow ({chr(exc.character)!r})")]) from None
    except MarkedYAMLError as exc:
        if exc.problem and ("escape code" in exc.problem or "nesting depth" in exc.problem):
            # libyaml refuses escaped surrogates, which ruamel joins; and it scans nesting
            # past its own limit (1,000) before its events show judge's (64) to the checker
            return None
        raise refusal(name, exc.problem_mark or exc.context_mark,
                      f"YAML syntax: {_problem(exc)}") from None


def _problem(exc: MarkedYAMLError) -> str:
    """libyaml's words for a syntax error, with where the construct it was reading began when
    that is elsewhere ('while parsing a flow mapping that starts at 11:5')."""
    problem = " ".join(str(exc.problem or exc.context or "invalid YAML").split())
    start, at = exc.context_mark, exc.problem_mark
    if exc.problem and exc.context and start and at and (start.line, start.column) != (
            at.line, at.column):
        problem += f" ({exc.context} that starts at {start.line + 1}:{start.column + 1})"
    return problem


class _Composer:
    def __init__(self, text: str, name: str):
        self.parser = CParser(text)
        self.name = name
        self.check = Checker(name)
        # the first problem of a value (a key given twice, a number too long): ruamel finds
        # those only once the whole file is read, after any problem of its events
        self.later: ScenarioErrors | None = None

    def event(self) -> Any:
        """The next event, checked for what judge refuses."""
        event: Any = self.parser.get_event()
        kind = _KINDS.get(type(event))
        if kind is not None:
            self.check(kind, getattr(event, "tag", None), event.start_mark)
        return event

    def document(self) -> tuple[Any, Where] | None:
        self.event()  # the stream's start
        start = self.event()
        if isinstance(start, StreamEndEvent):
            return None  # an empty file: ruamel's words for it
        if start.version is not None or start.tags:
            raise _LeftToRuamel  # a directive changes how values read
        data, where = self.node(self.event())
        where.line = where.col = where.key_line = where.key_col = 0  # as ruamel's root
        self.event()  # the document's end
        after = self.event()
        if not isinstance(after, StreamEndEvent):
            raise refusal(self.name, after.start_mark, "YAML syntax: a second document "
                          "('---'); a judge file is one document")
        if self.later:
            raise self.later
        return data, where

    def node(self, event: Any) -> tuple[Any, Where]:
        mark = event.start_mark
        where = Where(mark.line, mark.column, mark.line, mark.column)
        if isinstance(event, ScalarEvent):
            return self.scalar(event), where
        if isinstance(event, SequenceStartEvent):
            items, places = [], []
            event = self.event()
            while not isinstance(event, SequenceEndEvent):
                value, place = self.node(event)
                items.append(value)
                places.append(place)
                event = self.event()
            where.inner = places
            return items, where
        mapping: dict[Any, Any] = {}
        keys: dict[Any, Where] = {}
        event = self.event()
        while not isinstance(event, MappingEndEvent):
            key = self.scalar(event)  # the checker refused any other key
            if key in mapping:
                first = keys[key].key_line + 1
                self.problem(event, f"YAML syntax: the key {key!r} is given twice (first on "
                             f"line {first})")
            value, place = self.node(self.event())
            place.key_line, place.key_col = event.start_mark.line, event.start_mark.column
            mapping[key] = value
            keys[key] = place
            event = self.event()
        where.inner = keys
        return mapping, where

    def scalar(self, event: Any) -> Any:
        value: str = event.value
        if event.style != "":
            return value  # quoted or a block: text
        kind = _resolve(value)
        if kind == "str":
            return value
        if kind == "null":
            return None
        if kind == "bool":
            return value.lower() == "true"
        if kind not in ("int", "float", "timestamp"):
            raise _LeftToRuamel  # a merge key (`<<`) or a value key (`=`)
        try:
            return int(value) if kind == "int" and _DECIMAL.fullmatch(value) else \
                _constructed(kind, value)
        except ValueError as exc:  # e.g. an integer with thousands of digits
            why = str(exc).split(";")[0]  # without Python's advice on raising its limit
            self.problem(event, f"a value that can't be read: {why}")
            return None

    def problem(self, event: Any, message: str) -> None:
        self.later = self.later or refusal(self.name, event.start_mark, message)


_KINDS: dict[type, Kind] = {
    AliasEvent: "alias", ScalarEvent: "scalar", MappingStartEvent: "mapping",
    SequenceStartEvent: "sequence", MappingEndEvent: "end", SequenceEndEvent: "end",
} if AVAILABLE else {}

_DECIMAL = re.compile(r"[-+]?[0-9]+")


@cache
def _resolvers() -> dict[str, list[tuple[str, Any]]]:
    """ruamel.yaml's YAML 1.2 implicit resolvers by first character (its own table)."""
    from ruamel.yaml.resolver import implicit_resolvers

    table: dict[str, list[tuple[str, Any]]] = {}
    for versions, tag, regexp, first in implicit_resolvers:
        if (1, 2) in versions:
            for char in first:
                table.setdefault(char, []).append((tag.rsplit(":", 1)[-1], regexp))
    return table


def _resolve(value: str) -> str:
    """The kind ruamel gives a plain scalar under YAML 1.2: 'str', 'null', 'bool', 'int',
    'float', 'merge', 'timestamp'…"""
    for kind, regexp in _resolvers().get(value[:1], ()):
        if regexp.match(value):
            return kind
    return "str"


def _constructed(kind: str, value: str) -> Any:
    """A scalar of a rarer kind as ruamel's round-trip constructor makes it, then as plain
    data (judge/yamlfile.py `plain`)."""
    from ruamel.yaml.nodes import ScalarNode
    from ruamel.yaml.tag import Tag

    from judge.yamlfile import plain

    node = ScalarNode(Tag(suffix=f"tag:yaml.org,2002:{kind}"), value)
    return plain(_constructor().construct_object(node))


@cache
def _constructor() -> Any:
    """ruamel.yaml's round-trip constructor, reading YAML 1.2 as judge/yamlfile.py's does."""
    from ruamel.yaml import YAML

    return YAML(typ="rt").constructor
