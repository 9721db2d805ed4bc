"""Loading a scenario file: YAML with positions, schema validation, then resolution."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from judge.cards.definition import CardDefinition
from judge.engine.play import Setup
from judge.errors import ScenarioError, ScenarioErrors, has_control
from judge.scenario.resolve import resolve, unknown_cards
from judge.scenario.schema import EarlierEffect, Scenario
from judge.yamlfile import Document, max_file_bytes, read, validate, validate_at


@dataclass(frozen=True)
class LoadedScenario:
    path: str
    document: Document
    scenario: Scenario
    setup: Setup


def load_scenario(path: str | Path) -> LoadedScenario:
    """Read and check a scenario; raises ScenarioErrors with every located problem.

    Inline card definitions are validated one by one, apart from the rest: a broken one is
    reported together with every other problem of the file (unknown names, ids, players),
    never instead of them."""
    doc = read(path, limit=max_file_bytes())
    if tells_an_account(doc):
        raise ScenarioErrors([doc.error(("account",), "this is a game record (it tells an "
                                        "account): audit it with `judge audit`", key=True)])
    errors: list[ScenarioError] = []
    try:
        scenario, broken = validated(doc, Scenario, errors)
        setup = resolve(doc, scenario, broken)
    except ScenarioErrors as exc:
        raise ScenarioErrors(errors + exc.errors) from None
    if errors:
        raise ScenarioErrors(errors)
    return LoadedScenario(report_path(path), doc, scenario, setup)


def tells_an_account(doc: Document) -> bool:
    """Whether a file is a game record (`judge audit`): it tells an `account:`."""
    return isinstance(doc.data, dict) and "account" in doc.data


S = TypeVar("S", bound=Scenario)


def validated(doc: Document, model: type[S], errors: list[ScenarioError]
              ) -> tuple[S, dict[int, str]]:
    """The file as `model` (a scenario, or a game record), and the names of the card
    definitions refused, by index. A broken card definition or earlier effect adds to `errors`
    (each validated apart, with its location); any other problem raises ScenarioErrors."""
    cards, broken, refused = _inline_cards(doc)
    errors += refused
    effects = _earlier_effects(doc, errors)
    apart = {**({"cards": cards} if cards is not None else {}),
             **({"effects": effects} if effects is not None else {})}
    try:
        rest = validate(replace(doc, data={**doc.data, **{k: [] for k in apart}}) if apart
                        else doc, model)
    except ScenarioErrors as exc:  # it can't be resolved: its card names are checked anyway
        raise ScenarioErrors(exc.errors + unknown_cards(doc, cards or [], broken)) from None
    return rest.model_copy(update=apart), broken


def _inline_cards(doc: Document) -> tuple[list[CardDefinition] | None, dict[int, str],
                                          list[ScenarioError]]:
    """The valid cards of `cards:`, the names of the refused ones by index, and why they were
    refused; None when `cards:` isn't a list (the schema reports that)."""
    entries = doc.data.get("cards") if isinstance(doc.data, dict) else None
    if not isinstance(entries, list):
        return None, {}, []
    cards: list[CardDefinition] = []
    broken: dict[int, str] = {}
    errors: list[ScenarioError] = []
    for i, entry in enumerate(entries):
        try:
            card = validate_at(doc, ("cards", i), CardDefinition)
            if has_control(card.name):  # names are shown everywhere: as for the scenario's
                raise ScenarioErrors([doc.error(("cards", i, "name"), (
                    "a card name can't hold control characters (escape, NUL, backspace, "
                    f"carriage return, line breaks, …), got {card.name!r}"))])
            cards.append(card)
        except ScenarioErrors as exc:
            errors += exc.errors
            name = entry.get("name") if isinstance(entry, dict) else None
            broken[i] = name if isinstance(name, str) and name else f"cards[{i}]"
    return cards, broken, errors


def _earlier_effects(doc: Document, errors: list[ScenarioError]) -> list[EarlierEffect] | None:
    """The valid entries of `effects:`, each validated with its location (the others add to
    `errors`); None when `effects:` isn't a list (the schema reports that)."""
    entries = doc.data.get("effects") if isinstance(doc.data, dict) else None
    if not isinstance(entries, list):
        return None
    effects: list[EarlierEffect] = []
    for i in range(len(entries)):
        try:
            effects.append(validate_at(doc, ("effects", i), EarlierEffect))
        except ScenarioErrors as exc:
            errors += exc.errors
    return effects


def report_path(path: str | Path) -> str:
    """The scenario's path as reports give it, however it was typed (`s.yaml`, `./s.yaml`, an
    absolute path): relative to the current folder when inside it, else absolute; forward
    slashes. The folders are resolved; the file itself, maybe a link, keeps its name."""
    given = Path(path).absolute()
    here = Path.cwd().resolve()
    place = given.parent.resolve() / given.name
    return (place.relative_to(here) if place.is_relative_to(here) else place).as_posix()
