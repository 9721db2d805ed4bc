"""The format documentation's examples are valid: a reader who copies them gets no error."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import TypeAdapter
from ruamel.yaml import YAML

from judge.cards.definition import CardDefinition
from judge.cards.vocabulary import EFFECT_KINDS, TRIGGER_KINDS, Ability, Effect, TriggerEvent

DOC = (Path(__file__).parents[1] / "docs" / "scenario-format.md").read_text(encoding="utf-8")
SNIPPETS = re.findall(r"`([a-z_]+: [^`]+)`", DOC)


def _load(text: str):
    return YAML(typ="safe").load(text)


def _snippets(kinds: dict) -> list[str]:
    return [s for s in SNIPPETS if s.split(":")[0] in kinds and "..." not in s and "<" not in s]


@pytest.mark.parametrize("snippet", _snippets(EFFECT_KINDS))
def test_documented_effects_parse(snippet):
    TypeAdapter(Effect).validate_python(_load(snippet))


@pytest.mark.parametrize("snippet", _snippets(TRIGGER_KINDS))
def test_documented_trigger_events_parse(snippet):
    TypeAdapter(TriggerEvent).validate_python(_load(snippet))


def test_documented_triggered_ability_parses():
    block = DOC.split("### Triggered abilities")[1].split("```yaml")[1].split("```")[0]
    (ability,) = _load(block)
    assert TypeAdapter(Ability).validate_python(ability).kind == "triggered"


def test_documented_card_definition_parses():
    block = DOC.split("## Card definitions")[1].split("```yaml")[1].split("```")[0]
    assert CardDefinition.model_validate(_load(block)).name == "Rancor"


def test_the_snippet_search_finds_the_tables():
    assert len(_snippets(EFFECT_KINDS)) >= 15 and len(_snippets(TRIGGER_KINDS)) >= 10
