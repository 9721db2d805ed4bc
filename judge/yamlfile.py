"""Reading YAML files with positions, and turning validation problems into located errors.

Both card files and scenario files come through here, so every problem a user can make is
reported as `FILE:LINE:COL: field: message`. The file is only ever read: by libyaml
(judge/yaml_libyaml.py), fast, where it reads the file as ruamel.yaml reads it, else by
ruamel.
"""

from __future__ import annotations

import json
import os
import re
import warnings
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Sequence, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails
from ruamel.yaml import YAML
from ruamel.yaml.error import MarkedYAMLError, YAMLFutureWarning, YAMLWarning
from ruamel.yaml.events import (AliasEvent, CollectionEndEvent, Event, MappingStartEvent,
                               ScalarEvent, SequenceStartEvent)
from ruamel.yaml.reader import ReaderError
from ruamel.yaml.scalarbool import ScalarBoolean

from judge.cards.model import suggest
from judge.errors import JudgeError, Location, ScenarioError, ScenarioErrors
from judge.yaml_libyaml import compose
from judge.yamlcheck import Checker, Kind, offset_in
from judge.yamltree import Inner, Where, from_ruamel

Loc = Sequence[str | int]
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Document:
    """A parsed YAML file: plain data for validation, and the tree that knows positions."""

    file: str
    data: Any
    tree: Where

    def where(self, loc: Loc, key: bool = False) -> Location:
        """Position of the value at `loc` (or of its key), else of the nearest enclosing node."""
        node, line, col = self.tree, 0, 0
        for part in loc:
            inner = node.inner
            child = _child(inner, part)
            if child is not None:
                last = key and part == loc[-1]
                line, col = (child.key_line, child.key_col) if last else (child.line, child.col)
                node = child
            elif inner is not None and part == loc[-1] and key:
                break
        return Location(self.file, line + 1, col + 1)

    def path(self, loc: Loc) -> str:
        """A readable field path ('battlefield[0].card') of the parts present in the file."""
        node, out = self.tree, ""
        for i, part in enumerate(loc):
            child = _child(node.inner, part)
            if child is not None:
                out += f"[{part}]" if isinstance(node.inner, list) else \
                    f".{part}" if out else str(part)
                node = child
            elif i == len(loc) - 1 and isinstance(part, str) and isinstance(node.inner, dict):
                out += f".{part}" if out else part
        return out

    def error(self, loc: Loc, message: str, hint: str = "", key: bool = False) -> ScenarioError:
        return ScenarioError(self.where(loc, key=key), message, self.path(loc), hint)


def _child(inner: Inner, part: str | int) -> Where | None:
    """Where the value at `part` of a mapping or list was written, if it holds one."""
    if isinstance(inner, dict):
        return inner.get(part)
    if isinstance(inner, list) and isinstance(part, int) and 0 <= part < len(inner):
        return inner[part]
    return None


DEFAULT_MAX_FILE_BYTES = 256 * 1024  # far beyond any scenario (the biggest bundled: under 20 KiB),
# and parsed in under 2 s (benchmarks/scale_benchmark.py)
MAX_FILE_BYTES_VARIABLE = "JUDGE_MAX_FILE_BYTES"


def max_file_bytes() -> int:
    """The largest file judge reads: JUDGE_MAX_FILE_BYTES if set, else 256 KiB."""
    value = os.environ.get(MAX_FILE_BYTES_VARIABLE, "").strip()
    if not value:
        return DEFAULT_MAX_FILE_BYTES
    if not value.isdigit() or int(value) < 1:
        raise JudgeError(f"{MAX_FILE_BYTES_VARIABLE}: expected a positive number of bytes, "
                         f"got {value!r}")
    return int(value)


def read(path: str | Path, display: str | None = None, limit: int | None = None) -> Document:
    """Read a YAML file; syntax problems, a missing file and a file over `limit` bytes become
    ScenarioErrors. The size is checked before the file is read, and no more than the limit is
    ever read (a device or a pipe may not know its size)."""
    name = display or str(path)

    def fail(message: str, where: Location | None = None) -> ScenarioErrors:
        return ScenarioErrors([ScenarioError(where or Location(name), message)])

    def too_big(size: str) -> ScenarioErrors:
        return fail(f"the file is {size} bytes, over the limit of {limit:,} bytes (set "
                    f"{MAX_FILE_BYTES_VARIABLE} to change it)", Location.whole(name))

    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if limit is not None and size > limit:
                raise too_big(f"{size:,}")
            raw = handle.read() if limit is None else handle.read(limit + 1)
    except FileNotFoundError:
        raise fail("no such file") from None
    except IsADirectoryError:
        raise fail("is a directory, not a file") from None
    except OSError as exc:
        raise fail(f"can't be read: {exc.strerror or exc}") from None
    if limit is not None and len(raw) > limit:
        raise too_big(f"more than {limit:,}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(f"not UTF-8 text ({exc.reason})") from None
    return parse(text.replace("\r\n", "\n").replace("\r", "\n"), name)  # as text mode reads


def parse(text: str, name: str) -> Document:
    """The file's data and positions, read by libyaml (judge/yaml_libyaml.py), which also
    words syntax errors; by ruamel.yaml where libyaml can't read the file as ruamel would."""
    fast = compose(text, name)
    if fast is not None and fast[0] is not None:
        return Document(name, *fast)
    return parse_by_ruamel(text, name)


def parse_by_ruamel(text: str, name: str) -> Document:
    """The file read by ruamel.yaml alone: where libyaml can't read it exactly, and in the
    tests that hold the two readers to the same data and positions."""
    try:
        with warnings.catch_warnings():
            # ruamel's notes (an anchor named twice, '1e3' read as text under %YAML 1.1) would
            # print its own source lines: the validation reports what matters of them
            warnings.simplefilter("ignore", YAMLWarning)
            warnings.simplefilter("ignore", YAMLFutureWarning)
            tree = _load(text, name)
        data = plain(tree)
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Location(name, mark.line + 1, mark.column + 1) if mark else Location(name)
        problem = " ".join(str(exc.problem or exc.context or "invalid YAML").split())
        raise _fail(where, f"YAML syntax: {problem}") from None
    except ReaderError as exc:
        raise _fail(offset_in(text, name, exc.position),
                    f"a character YAML doesn't allow ({exc.character!r})") from None
    except UnicodeEncodeError:
        escape = re.search(r"\\u[dD][89a-fA-F]", text)
        raise _fail(offset_in(text, name, escape.start() if escape else 0),
                    "an escape that is no character (a lone surrogate)") from None
    except RecursionError:
        raise _fail(Location(name), "nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise _fail(Location(name), f"a value that can't be read: {exc}") from None
    if tree is None:
        raise _fail(Location(name), "the file is empty")
    return Document(name, data, from_ruamel(tree))


def _load(text: str, name: str) -> Any:
    """The file's tree as ruamel reads it, read once: the parser's events are checked as the
    tree is made of them. On a problem, the events are read again from the start and checked
    first: the problem told is the first the events show, else the one the tree met (a
    duplicate key, a second document)."""
    yaml = YAML(typ="rt")
    check = Checker(name)

    class Checked(yaml.Parser):  # type: ignore[name-defined,misc]
        def get_event(self) -> Event:
            event: Event = super().get_event()
            _told(check, event)
            return event

    yaml.Parser = Checked
    try:
        return yaml.load(text)
    except Exception:
        _check_events(YAML(typ="rt"), text, name)
        raise


def _told(check: Checker, event: Event) -> None:
    """A ruamel event told to the checker (judge/yamlcheck.py)."""
    kind: Kind | None = "alias" if isinstance(event, AliasEvent) else \
        "scalar" if isinstance(event, ScalarEvent) else \
        "mapping" if isinstance(event, MappingStartEvent) else \
        "sequence" if isinstance(event, SequenceStartEvent) else \
        "end" if isinstance(event, CollectionEndEvent) else None
    if kind is not None:
        check(kind, getattr(event, "tag", None), event.start_mark)


def _check_events(yaml: YAML, text: str, name: str) -> None:
    """Refuse what judge/yamlcheck.py refuses from the parser's events, before anything is
    composed.

    The events come lazily from ruamel's own scanner, so quotes, comments and block scalars
    are read as YAML reads them; the scan stops at the first collection nested more than
    MAX_DEPTH deep (the scanner slows quadratically with flow depth, and the composer
    recurses once per level).
    """
    check = Checker(name)
    for event in yaml.parse(text):
        _told(check, event)


def _fail(where: Location, message: str) -> ScenarioErrors:
    return ScenarioErrors([ScenarioError(where, message)])


def plain(node: Any) -> Any:
    """ruamel's round-trip types as plain Python values."""
    if isinstance(node, dict):
        return {plain(k): plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    if isinstance(node, ScalarBoolean) or isinstance(node, bool):
        return bool(node)
    if isinstance(node, int):
        return int(node)
    if isinstance(node, float):
        return float(node)
    if isinstance(node, str):
        return _pairs_joined(str(node))
    if node is None:
        return None
    return str(node)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _pairs_joined(text: str) -> str:
    """The text with each escaped surrogate pair ("\\ud83c\\udca1", as JSON writes a character
    beyond U+FFFF) made the one character it stands for, as JSON reads it; a lone surrogate
    stays, for `parse` to refuse."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")


def validate(doc: Document, model: type[M]) -> M:
    """Validate with pydantic; every problem becomes a located ScenarioError."""
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        raise ScenarioErrors(located(doc, exc, model)) from None


def validate_at(doc: Document, loc: Loc, model: type[M]) -> M:
    """Validate the value at `loc` (e.g. one card of a scenario's `cards:`), located."""
    data = doc.data
    for part in loc:
        data = data[part]
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ScenarioErrors(located(doc, exc, model, tuple(loc))) from None


def located(doc: Document, exc: ValidationError, model: type[BaseModel],
            prefix: tuple[str | int, ...] = ()) -> list[ScenarioError]:
    """The validation errors of `model` at `prefix` in the document, located."""
    errors: list[ScenarioError] = []
    seen: set[tuple[int, int, str]] = set()
    problems = [(prefix + _without_tags(err["loc"]) + _tag_field(err), err)
                for err in exc.errors(include_url=False)]
    real = [_in_data(doc.data, loc) for loc, _ in problems]
    found = [where for where, (_, err) in zip(real, problems) if err["type"] not in _UNION_NOISE]
    for (loc, err), at in zip(problems, real):
        if err["type"] in _UNION_NOISE and any(other[:len(at)] == at for other in found):
            continue  # a union's other branch fits the value and found the problem inside it
        key = err["type"] == "extra_forbidden"
        message = _message(err)
        if key:
            schema = _json_schema(model)
            data = doc.data
            for part in prefix:
                data = data[part]
            known = known_keys(schema, loc[len(prefix):-1], data)
            hint = suggest(str(loc[-1]), known) if known else ""
            message += f" ({hint})" if hint else ""
        if err["type"] in ("literal_error", "enum") and "abilities" in loc:
            message += " (only these are modeled)"  # a real rules notion the engine lacks
        where = doc.where(loc, key=key)
        signature = (where.line, where.col, message)
        if (where.line, where.col) in {s[:2] for s in seen} and err["type"] in _UNION_NOISE:
            continue
        if signature in seen:
            continue
        seen.add(signature)
        field_loc = loc[:-1] if err["type"] == "missing" else loc
        errors.append(ScenarioError(where, message, doc.path(field_loc)))
    return errors


@cache
def _json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON Schema, for the keys it allows: made once per process, and kept on disk
    beside the card store for the next runs (a scenario's takes over a second to make, so a
    typo would cost that much at every run), under a name that changes with judge's source."""
    from judge.cards.store import current_path  # the store's folder: its caches live there

    place = current_path().parent / f"schema-{model.__name__}-{_source_digest()}.json"
    try:
        kept: dict[str, Any] = json.loads(place.read_text(encoding="utf-8"))
        return kept
    except (OSError, ValueError):
        pass
    schema = model.model_json_schema()
    try:
        place.parent.mkdir(parents=True, exist_ok=True)
        tmp = place.with_name(f".{place.name}.{os.getpid()}")
        tmp.write_text(json.dumps(schema), encoding="utf-8")
        os.replace(tmp, place)
    except OSError:  # a folder that can't be written costs only the making
        pass
    return schema


def _source_digest() -> str:
    """A digest of judge's own source files and pydantic's version: what the schema is made
    of."""
    import hashlib

    import pydantic

    root = Path(__file__).resolve().parent
    digest = hashlib.sha256(pydantic.VERSION.encode())
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _in_data(data: Any, loc: tuple[str | int, ...]) -> tuple[str | int, ...]:
    """The parts of `loc` that are keys or indexes in the data (not union tags)."""
    out = []
    for part in loc:
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            continue
        out.append(part)
    return tuple(out)


def _tag_field(err: ErrorDetails) -> tuple[str, ...]:
    """The field that picks a kind's form (a replacement's `event`), where its value is wrong."""
    if err["type"] != "union_tag_invalid":
        return ()
    return (err["ctx"]["discriminator"].strip("'"),)


def _without_tags(loc: tuple[str | int, ...]) -> tuple[str | int, ...]:
    """The location without the tags pydantic gives validated branches of a union
    ('function-after[check(), str]'), which name no field of the file."""
    return tuple(part for part in loc
                 if not (isinstance(part, str) and part.startswith("function-")
                         and part.endswith("]")))


_UNION_NOISE = {"int_type", "int_parsing", "string_type", "list_type", "dict_type", "bool_type",
                "none_required", "literal_error", "model_type"}


def _message(err: ErrorDetails) -> str:
    kind, msg = err["type"], err["msg"]
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    if kind == "missing":
        return f"missing required field '{err['loc'][-1]}'" if err["loc"] else "missing"
    if kind == "extra_forbidden":
        return f"unknown field '{err['loc'][-1]}'"
    if kind == "union_tag_invalid":  # a kind with forms, e.g. a replacement's `event`
        tags = [t.strip(" '") for t in err["ctx"]["expected_tags"].split(",")]
        return f"input should be {', '.join(repr(t) for t in tags[:-1])} or {tags[-1]!r}, " \
               f"got {err['ctx']['tag']!r} (only these are modeled)"
    value = err.get("input")
    if kind in _UNION_NOISE or kind.endswith("_parsing") or kind == "enum":
        return f"{msg[0].lower()}{msg[1:]}, got {value!r}"
    return msg


def known_keys(schema: dict[str, Any], loc: Loc, data: Any) -> list[str]:
    """The keys a JSON Schema allows at `loc` (for 'did you mean' hints)."""
    defs = schema.get("$defs", {})

    def resolve(node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            node = defs[node["$ref"].split("/")[-1]]
        return node

    def options(node: dict[str, Any]) -> list[dict[str, Any]]:
        node = resolve(node)
        out = []
        for sub in node.get("anyOf", []) + node.get("oneOf", []) + node.get("allOf", []):
            out += options(sub)
        return out or [node]

    nodes, value = [schema], data
    for part in loc:
        nxt = []
        for node in nodes:
            for opt in options(node):
                if isinstance(part, int) and "items" in opt:
                    nxt.append(opt["items"])
                elif isinstance(part, str) and part in opt.get("properties", {}):
                    nxt.append(opt["properties"][part])
                elif isinstance(part, str) and isinstance(opt.get("additionalProperties"), dict):
                    nxt.append(opt["additionalProperties"])
        nodes = nxt
        if isinstance(value, dict):
            value = value.get(part)
        elif isinstance(value, list) and isinstance(part, int) and part < len(value):
            value = value[part]
    keys: list[str] = []
    for node in nodes:
        for opt in options(node):
            props = list(opt.get("properties", {}))
            # inside a one-key union the written key picks the option
            if isinstance(value, dict) and len(props) == 1 and opt.get("required") == props:
                continue
            keys += props
    return sorted(set(keys))
