"""Card data files, read as a stream and imported into the card store.

Three shapes are read, told apart by the file itself: Scryfall's bulk files (`oracle-cards`: a
JSON array of card objects), MTGJSON's `AtomicCards.json` (`{"meta": ..., "data": {name:
[face, ...]}}`) and a JSON array of MTGJSON-style faces (such as oracle-corpus.json). Cards are
parsed one at a time (ijson), so memory stays bounded whatever the file's size.

A file that isn't JSON, ends too early or isn't of these shapes is refused with the byte it
broke at (`FILE: byte N: message`) and nothing of it is kept: the import is one transaction. A
card that doesn't validate as a card definition is reported by name and skipped; tokens,
emblems, art cards and the cards of other game variants (planes, schemes, vanguards) are
skipped and counted. A card imported again replaces the one of its name; within one file, the
later one wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO

import ijson  # type: ignore[import-untyped]  # no type information published

from judge.cards import jsonpos, mtgjson, scryfall
from judge.cards.imported import NOT_CARDS_LAYOUTS, OracleCard, compile_card
from judge.cards.store import writing
from judge.errors import JudgeError

SCRYFALL, MTGJSON_ATOMIC, MTGJSON_FACES = "Scryfall cards", "MTGJSON AtomicCards", "MTGJSON faces"


class CardFileError(JudgeError):
    """A card data file that can't be imported, with the byte where it broke."""

    def __init__(self, file: str, offset: int, message: str):
        self.file, self.offset, self.message = file, offset, message
        super().__init__(f"{file}: byte {offset}: {message}")


class _Shape(ValueError):
    """A value of the wrong shape at a path of the file (located afterwards)."""

    def __init__(self, where: jsonpos.Path, message: str):
        super().__init__(message)
        self.where = where


@dataclass
class ImportReport:
    file: str
    format: str = ""
    imported: int = 0  # card faces written (a name imported twice counts once)
    modeled: int = 0  # of those, every ability modeled
    unusable: int = 0  # of those, refused when a scenario uses them (see imported.py)
    not_cards: int = 0  # tokens, emblems, art cards, planes, schemes, vanguards
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (name, why)


class _Counting:
    """A binary file that counts the bytes read from it, for the progress bar."""

    def __init__(self, raw: BinaryIO):
        self.raw = raw
        self.position = 0

    def read(self, size: int = -1) -> bytes:
        data = self.raw.read(size)
        self.position += len(data)
        return data


def import_file(file: str | Path, store: str | Path, replace: bool = False,
                progress: Callable[[int, int], None] | None = None) -> ImportReport:
    """Import every card of `file` into the store at `store`, in one transaction.

    `progress(bytes_read, bytes_total)` is called as the file is read."""
    path = Path(file)
    report = ImportReport(str(file))
    try:
        raw = path.open("rb")
    except OSError as exc:
        raise JudgeError(f"{file}: can't read it: {exc.strerror or exc}") from None
    with raw, writing(store, replace) as writer:
        total = path.stat().st_size
        stream = _Counting(raw)
        kept: dict[str, tuple[bool, bool]] = {}  # name: (modeled, unusable)
        try:
            for label, faces in _entries(stream, report):
                if progress is not None:
                    progress(stream.position, total)
                for face in faces(label):
                    if face.layout in NOT_CARDS_LAYOUTS:
                        report.not_cards += 1
                        continue
                    try:
                        card = compile_card(face)
                    except ValueError as exc:
                        report.skipped.append((face.name, str(exc)))
                        continue
                    writer.put(card, face.aliases)
                    kept[card.name] = (card.modeled, card.problem is not None)
        except _Shape as exc:
            with path.open("rb") as again:
                offset = jsonpos.offset_of(again, exc.where)
            raise CardFileError(str(file), offset or 0, str(exc)) from None
        except ijson.JSONError as exc:
            with path.open("rb") as again:
                broken = jsonpos.first_break(again)
            if broken is None:  # the two readers disagree; say what the fast one said
                raise CardFileError(str(file), stream.position,
                                    str(exc).splitlines()[0]) from None
            raise CardFileError(str(file), broken.offset, broken.message) from None
        if not kept and not report.not_cards and not report.skipped:
            raise CardFileError(str(file), 0, "no cards in it: expected a JSON array of Scryfall "
                                "card objects or MTGJSON card faces, or MTGJSON AtomicCards "
                                '({"data": {card name: [face, ...]}})')
        if progress is not None:
            progress(total, total)
        report.imported = len(kept)
        report.modeled = sum(modeled for modeled, _ in kept.values())
        report.unusable = sum(unusable for _, unusable in kept.values())
        writer.imported(str(path.absolute()), len(kept))
    return report


Faces = Callable[[str], list[OracleCard]]


def _entries(stream: _Counting, report: ImportReport) -> Iterator[tuple[str, Faces]]:
    """(name, faces) of each card of the file; `faces(name)` reports a card it can't read
    as skipped and gives no faces for it."""
    first = _first_byte(stream)
    if first == b"[":
        kind = None
        for index, item in enumerate(ijson.items(stream, "item", use_float=True)):
            name = _name(item, (index,))
            this = SCRYFALL if scryfall.is_card(item) else \
                MTGJSON_FACES if mtgjson.is_face(item) else None
            if this is None:
                raise _Shape((index,), f"{name!r} is neither a Scryfall card object (with "
                             "'type_line') nor an MTGJSON card face (with 'type')")
            if kind is None:
                kind = report.format = this
            elif this != kind:
                raise _Shape((index,), f"{name!r} is one of {this}, among {kind}")
            read = partial(scryfall.faces, item) if kind == SCRYFALL else \
                partial(_one_face, item)
            yield name, _reader(report, read)
    elif first == b"{":
        report.format = MTGJSON_ATOMIC
        for key, faces in ijson.kvitems(stream, "data", use_float=True):
            if not isinstance(faces, list) or not faces:
                raise _Shape(("data", key), f"{key!r}: expected a list of card faces")
            for i, face in enumerate(faces):
                _name(face, ("data", key, i))
            yield key, _reader(report, partial(_atomic_faces, faces))
    elif not first:
        raise _Shape((), "the file holds no JSON")
    else:
        raise _Shape((), "expected a JSON array of cards, or MTGJSON AtomicCards (an object)")


def _one_face(item: dict[str, Any]) -> list[OracleCard]:
    return [mtgjson.face(item)]


def _atomic_faces(faces: list[dict[str, Any]]) -> list[OracleCard]:
    return [mtgjson.face(face, i) for i, face in enumerate(faces)]


def _reader(report: ImportReport, read: Callable[[], list[OracleCard]]) -> Faces:
    def faces(name: str) -> list[OracleCard]:
        try:
            return list(read())
        except ValueError as exc:
            report.skipped.append((name, str(exc)))
            return []
    return faces


def _name(item: Any, where: jsonpos.Path) -> str:
    if not isinstance(item, dict):
        raise _Shape(where, f"expected a card (a JSON object), got {_kind(item)}")
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _Shape(where, "a card without a name")
    return name


def _kind(value: Any) -> str:
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number")


def _first_byte(stream: _Counting) -> bytes:
    """The first byte that isn't blank; the stream is left at the start, after a UTF-8 byte
    order mark if there is one (yajl refuses it)."""
    bom = stream.raw.read(3) == b"\xef\xbb\xbf"
    stream.raw.seek(3 if bom else 0)
    first = b""
    while chunk := stream.raw.read(1 << 16):
        first = chunk.lstrip(b" \t\r\n")[:1]
        if first:
            break
    stream.raw.seek(3 if bom else 0)
    stream.position = 3 if bom else 0
    return first
