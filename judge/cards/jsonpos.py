"""Byte offsets in a JSON file, read as a stream: where a value is, where the JSON breaks.

The fast reader of card files (ijson over yajl) says *that* a file is broken but not where;
this scanner is run only then, over the same file, to tell the byte: the first place the JSON
is invalid (the file's size when it ends too early), or where the value at a path (an array
index, an object key) begins. It reads the file in chunks; memory stays bounded by the longest
single token.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, BinaryIO

_TOKEN = re.compile(rb"""[ \t\r\n]*(?:
      (?P<string>"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*")
    | (?P<punct>[\[\]{}:,])
    | (?P<number>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)
    | (?P<literal>true|false|null)
    )""", re.X)
_STRING_PREFIX = re.compile(rb'"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*')
_BLANK = re.compile(rb"[ \t\r\n]*")
CHUNK = 1 << 16

Path = tuple[str | int, ...]


class JSONBreak(ValueError):
    """The JSON is invalid at byte `offset`."""

    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


def first_break(stream: BinaryIO) -> JSONBreak | None:
    """Where the JSON first goes wrong, or None if it is one valid value."""
    try:
        for _ in _values(stream):
            pass
    except JSONBreak as exc:
        return exc
    return None


def offset_of(stream: BinaryIO, path: Path) -> int | None:
    """The byte where the value at `path` ((3,): the fourth item of the top array;
    ("data", "Forest"): the value of key "Forest" in the top object's "data") begins."""
    try:
        for where, offset in _values(stream):
            if where == path:
                return offset
    except JSONBreak:
        return None
    return None


def _tokens(stream: BinaryIO) -> Iterator[tuple[int, str, bytes]]:
    """(offset, kind, bytes) of each token; JSONBreak at the first byte that can't start one."""
    buf = stream.read(CHUNK)
    if buf.startswith(b"\xef\xbb\xbf"):  # a UTF-8 byte order mark
        buf = buf[3:]
        base = 3
    else:
        base = 0
    pos = 0
    eof = not buf
    while True:
        match = _TOKEN.match(buf, pos)
        if not eof and (match is None or match.end() >= len(buf)):
            more = stream.read(CHUNK)
            eof = not more
            buf = buf[pos:] + more
            base += pos
            pos = 0
            continue
        if match is None:
            blank = _BLANK.match(buf, pos)
            start = blank.end() if blank else pos
            if start == len(buf):
                return
            raise _bad(buf, start, base)
        kind = match.lastgroup or ""
        token = match.group(kind)
        offset = base + match.start(kind)
        if kind == "string":
            try:
                token.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise JSONBreak(offset + exc.start, "not UTF-8 text") from None
        yield offset, kind, token
        pos = match.end()


def _bad(buf: bytes, start: int, base: int) -> JSONBreak:
    if buf[start:start + 1] == b'"':
        inside = _STRING_PREFIX.match(buf, start)
        end = inside.end() if inside else start
        if end >= len(buf):
            return JSONBreak(base + len(buf), "the file ends inside a string (cut short?)")
        return JSONBreak(base + end, f"invalid character 0x{buf[end]:02x} in a string")
    word = re.match(rb"[A-Za-z0-9.+-]+", buf[start:])
    if word and start + word.end() >= len(buf) and re.fullmatch(
            rb"-?[0-9.eE+-]*|t|tr|tru|f|fa|fal|fals|n|nu|nul", word.group()):
        return JSONBreak(base + len(buf), "the file ends inside a value (cut short?)")
    shown = word.group() if word else buf[start:start + 1]
    return JSONBreak(base + start, f"unexpected {shown.decode('utf-8', 'replace')!r}")


def _values(stream: BinaryIO) -> Iterator[tuple[Path, int]]:
    """(path, offset) of each value as it begins, checking the grammar as it goes."""
    frames: list[list[Any]] = []  # [kind '[' or '{', the index or key of the current value]
    expect = "value"  # or 'value or ]', 'key or }', 'key', ':', ', or ]', ', or }', 'end'
    size = 0
    for offset, kind, token in _tokens(stream):
        size = offset + len(token)
        if expect in ("value", "value or ]") and (kind != "punct" or token in b"[{"):
            yield tuple(f[1] for f in frames), offset
            if token == b"[":
                frames.append(["[", 0])
                expect = "value or ]"
            elif token == b"{":
                frames.append(["{", None])
                expect = "key or }"
            else:
                expect = _after_value(frames)
        elif expect in ("value or ]", ", or ]") and token == b"]" and kind == "punct" or \
                expect in ("key or }", ", or }") and token == b"}" and kind == "punct":
            frames.pop()
            expect = _after_value(frames)
        elif expect in ("key or }", "key") and kind == "string":
            frames[-1][1] = json.loads(token)
            expect = ":"
        elif expect == ":" and token == b":" and kind == "punct":
            expect = "value"
        elif expect == ", or ]" and token == b"," and kind == "punct":
            frames[-1][1] += 1
            expect = "value"
        elif expect == ", or }" and token == b"," and kind == "punct":
            expect = "key"
        else:
            shown = token[:20].decode("utf-8", "replace")
            if expect == "end":
                raise JSONBreak(offset, f"unexpected {shown!r} after the end of the JSON")
            raise JSONBreak(offset, f"unexpected {shown!r} where {_expected(expect)} belongs")
    if expect != "end":
        if size == 0:
            raise JSONBreak(0, "the file holds no JSON")
        raise JSONBreak(_file_end(stream, size), "the file ends before the JSON does (cut short?)")


def _after_value(frames: list[list[Any]]) -> str:
    if not frames:
        return "end"
    return ", or ]" if frames[-1][0] == "[" else ", or }"


def _expected(expect: str) -> str:
    return {"value": "a value", "value or ]": "a value or ']'", "key or }": "a key or '}'",
            "key": "a key", ":": "':'", ", or ]": "',' or ']'", ", or }": "',' or '}'"}[expect]


def _file_end(stream: BinaryIO, at_least: int) -> int:
    try:
        return max(stream.seek(0, 2), at_least)
    except OSError:
        return at_least
