"""Pydantic building blocks shared by card and scenario files.

`Strict` models are frozen and reject unknown keys.
`one_key_union` reads items written as one-key mappings (`- destroy: t`) into models tagged by
their `kind` field, and gives them a JSON Schema of that same shape, so editors validate what
users actually write. Validation errors keep the YAML path: the tag pydantic puts in an error's
location is the key the user wrote.
"""

from __future__ import annotations

import difflib
from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    Callable,
    Iterable,
    TypeVar,
    Union,
    get_args,
    get_origin,
)

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError

if TYPE_CHECKING:
    from pydantic import GetJsonSchemaHandler
    from pydantic.json_schema import JsonSchemaValue
    from pydantic_core import CoreSchema

KIND = "kind"
M = TypeVar("M", bound=BaseModel)
S = TypeVar("S", bound="Strict")


def suggest(word: str, choices: Iterable[str]) -> str:
    """A 'did you mean' hint, or ''."""
    close = difflib.get_close_matches(str(word), sorted(choices), n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else ""


def _hint(word: str, choices: Iterable[str]) -> str:
    hint = suggest(word, choices)
    return f" ({hint})" if hint else ""


class Strict(BaseModel):
    """Frozen, and unknown keys are errors (the loader adds a did-you-mean hint)."""

    # built on first use, not at import: a run that validates no card never builds them all
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True,
                              defer_build=True)

    def updated(self: S, **changes: Any) -> S:
        """A copy with these fields changed, which forgets what was worked out from the old
        values (cached properties)."""
        copy = self.model_copy(update=changes)
        for cls in type(copy).__mro__:
            for name, attr in vars(cls).items():
                if isinstance(attr, cached_property):
                    copy.__dict__.pop(name, None)
        return copy


def kinds_by_key(*kinds: type[M]) -> dict[str, type[M]]:
    """Models by the YAML key each declares in its `kind` field, in the order given."""
    return {kind.model_fields[KIND].default: kind for kind in kinds}


def _fields(kind: Any) -> set[str]:
    """A model's field names; for a union of models (a kind with forms), all of theirs."""
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return set(kind.model_fields)
    members = get_args(get_args(kind)[0]) if get_origin(kind) is Annotated else get_args(kind)
    return set().union(*(_fields(m) for m in members))


def one_key_union(
    kinds: dict[str, Any],
    shorthand: dict[str, str] | None = None,
    strings: Callable[[str], dict[str, Any]] | None = None,
    string_schema: dict[str, Any] | None = None,
) -> Any:
    """A union of models, each written as `{kind: {...fields}}` or `{kind: scalar}`.

    Each model has a field `kind: Literal[<its key>]`. `shorthand[kind]` names the field a
    scalar value fills; `strings` turns a bare string item into the one-key form (keywords such
    as "flying") and `string_schema` documents those strings.
    """
    shorthand = shorthand or {}

    def to_tagged(value: Any) -> Any:
        if isinstance(value, str) and strings is not None:
            value = strings(value)
        if isinstance(value, BaseModel):
            return value
        if not isinstance(value, dict) or len(value) != 1:
            raise PydanticCustomError(
                "one_key",
                "expected one of {kinds}, written as a mapping with one key",
                {"kinds": ", ".join(sorted(kinds))},
            )
        ((kind, body),) = value.items()
        if kind not in kinds:
            raise PydanticCustomError(
                "unknown_kind",
                "unknown kind '{kind}'{hint}",
                {"kind": str(kind), "hint": _hint(str(kind), kinds)},
            )
        if body is None:
            body = {}
        fields = _fields(kinds[kind]) - {KIND}
        if isinstance(body, dict) and kind in shorthand and body and not set(body) & fields:
            body = {shorthand[kind]: body}  # a mapping given where one field's value goes
        if not isinstance(body, dict):
            if kind not in shorthand:
                raise PydanticCustomError(
                    "one_key_body", "'{kind}' takes a mapping of fields", {"kind": kind}
                )
            body = {shorthand[kind]: body}
        return {KIND: kind, **body}

    members = Union[tuple(kinds.values())]  # type: ignore[valid-type]
    return Annotated[
        members,
        Field(discriminator=KIND),
        BeforeValidator(to_tagged),
        _OneKeySchema(kinds, shorthand, string_schema),
    ]


class _OneKeySchema:
    """Replaces the JSON Schema of a one-key union with the shape users write."""

    def __init__(self, kinds: dict[str, Any], shorthand: dict[str, str],
                 string_schema: dict[str, Any] | None) -> None:
        self.kinds = kinds
        self.shorthand = shorthand
        self.string_schema = string_schema

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler
                                     ) -> JsonSchemaValue:
        tagged = handler(schema)
        refs = tagged.get("discriminator", {}).get("mapping", {})
        options = []
        for kind, model in self.kinds.items():
            ref = refs[kind]
            # a kind with forms (a union of models) comes as its own schema, not a reference
            body: dict[str, Any] = {"$ref": ref} if isinstance(ref, str) else ref
            if kind in self.shorthand:
                body = {"anyOf": [self._field_schema(handler, ref, self.shorthand[kind]), body]}
            option: dict[str, Any] = {
                "type": "object",
                "properties": {kind: body},
                "required": [kind],
                "additionalProperties": False,
            }
            if isinstance(model, type) and model.__doc__:
                option["description"] = model.__doc__.strip().splitlines()[0]
            options.append(option)
        if self.string_schema is not None:
            options.append(self.string_schema)
        return {"anyOf": options}

    @staticmethod
    def _field_schema(handler: GetJsonSchemaHandler, ref: str, field: str) -> dict[str, Any]:
        """The schema of the field a shorthand value fills, e.g. attack: [ids]."""
        try:
            definition = handler.resolve_ref_schema({"$ref": ref})
        except LookupError:  # a definition still being built (recursive models)
            return {"type": ["string", "integer", "array", "object"]}
        found: dict[str, Any] = definition.get("properties", {}).get(field, {})
        return found
