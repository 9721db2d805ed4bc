"""Every kind of the ability vocabulary is declared whole: its rule, its wording and the
engine function that carries it out."""

from __future__ import annotations

import pytest

import judge.engine.resolving  # noqa: F401  (the engine as a run loads it, handlers registered)
from judge import cr
from judge.cards.vocabulary import (
    ABILITY_KINDS,
    EFFECT_KINDS,
    MODIFICATION_KINDS,
    REPLACEMENT_KINDS,
    TRIGGER_KINDS,
    EffectKind,
    ModificationKind,
    Modifications,
    ReplacementKind,
    TriggerKind,
)
from judge.cr import Rule
from judge.words import DECK_KEYWORDS, TRIGGERED_KEYWORDS, Keyword
from judge.engine.keywords import KEYWORDS, Hook
from judge.engine.layers.changes import CHANGES
from judge.engine.candidates import APPLIERS
from judge.engine.resolution import HANDLERS
from judge.engine.triggers import RECOGNIZERS


@pytest.mark.parametrize("key", sorted(EFFECT_KINDS))
def test_each_effect_kind_has_a_rule_a_wording_and_a_handler(key):
    kind = EFFECT_KINDS[key]
    assert isinstance(kind.RULE, Rule)
    assert kind.describe is not EffectKind.describe, f"{key} doesn't say how it is worded"
    assert kind in HANDLERS, f"no engine function carries out {key}"


def test_no_handler_is_registered_for_something_that_is_not_a_kind():
    assert set(HANDLERS) <= set(EFFECT_KINDS.values())


@pytest.mark.parametrize("key", sorted(TRIGGER_KINDS))
def test_each_trigger_kind_has_a_rule_a_wording_and_a_recognizer(key):
    kind = TRIGGER_KINDS[key]
    assert isinstance(kind.RULE, Rule)
    assert kind.describe is not TriggerKind.describe, f"{key} doesn't say how it is worded"
    assert kind in RECOGNIZERS, f"the engine doesn't recognise {key} events"


@pytest.mark.parametrize("key", sorted(REPLACEMENT_KINDS))
def test_each_replacement_kind_has_a_rule_a_wording_and_an_applier(key):
    kind = REPLACEMENT_KINDS[key]
    assert isinstance(kind.RULE, Rule)
    assert kind.event_words is not ReplacementKind.event_words
    assert kind.instead_words is not ReplacementKind.instead_words
    assert kind in APPLIERS, f"the engine doesn't apply {key} replacements"


@pytest.mark.parametrize("keyword", [k for k in Keyword if k not in TRIGGERED_KEYWORDS])
def test_each_keyword_declares_its_rule_and_the_hooks_it_joins(keyword):
    rules = KEYWORDS.get(keyword)
    assert rules is not None, f"{keyword.value} isn't declared in judge/engine/keywords.py"
    # a deck-construction keyword joins no hook: nothing in a game asks about it
    assert isinstance(rules.rule, Rule) and bool(rules.hooks) != (keyword in DECK_KEYWORDS)


@pytest.mark.parametrize("keyword", sorted(TRIGGERED_KEYWORDS))
def test_a_keyword_for_a_triggered_ability_is_an_ability_kind_with_its_rule(keyword):
    kind = ABILITY_KINDS[keyword.value]
    assert isinstance(kind.KEYWORD_RULE, Rule) and keyword not in KEYWORDS


def test_every_hook_is_joined_by_some_keyword():
    assert set(Hook) == {hook for rules in KEYWORDS.values() for hook in rules.hooks}


@pytest.mark.parametrize("kind", MODIFICATION_KINDS, ids=lambda k: k.KEY)
def test_each_modification_kind_has_a_layer_a_rule_a_wording_and_a_change(kind):
    assert kind.LAYER is not None or kind.RULE is cr.RULES_EFFECTS  # 613.11 has no layer
    assert isinstance(kind.RULE, Rule)
    assert kind.describe is not ModificationKind.describe, f"{kind.KEY} isn't worded"
    assert kind in CHANGES, f"the layers don't apply {kind.KEY}"


def test_the_modification_fields_are_exactly_the_kinds():
    assert set(Modifications.model_fields) == {kind.KEY for kind in MODIFICATION_KINDS}
