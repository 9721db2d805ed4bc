"""The phrases cards are written in parse into the right filters, targets and amounts."""

from __future__ import annotations

import pytest

from judge.cards.phrases import (
    AmountKind,
    Scope,
    Who,
    parse_amount,
    parse_filter,
    parse_pt_change,
    parse_selector,
    parse_target,
)
from judge.words import CardType, Color, Supertype, Zone, singular


def test_creatures_you_control():
    sel = parse_selector("creatures you control")
    assert sel.scope is Scope.ALL
    assert sel.filter.types == {CardType.CREATURE} and sel.filter.controller is Who.YOU


def test_other_non_aura_enchantments():
    f, _ = parse_filter("each other non-Aura enchantment")
    assert f.other and f.types == {CardType.ENCHANTMENT} and f.not_subtypes == {"Aura"}


def test_plural_subtypes_are_singular():
    assert parse_filter("other Elves")[0].subtypes == {"Elf"}


def test_alternatives_need_any_of_the_types():
    f, _ = parse_filter("artifact or creature you control")
    assert f.any_types == {CardType.ARTIFACT, CardType.CREATURE} and not f.types


def test_nonbasic_lands():
    f, _ = parse_filter("nonbasic lands")
    assert f.types == {CardType.LAND} and f.not_supertypes == {Supertype.BASIC}


def test_any_target_is_creature_planeswalker_battle_or_player():
    spec = parse_target("any target")
    assert spec.players is Who.ANY
    assert spec.objects.any_types == {CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE}


def test_creature_spell_targets_the_stack():
    spec = parse_target("creature spell")
    assert spec.objects.zones == {Zone.STACK} and spec.objects.types == {CardType.CREATURE}


def test_nonblack_creature():
    assert parse_target("nonblack creature").objects.not_colors == {Color.BLACK}


@pytest.mark.parametrize("text, kind, plus", [
    ("power of t", AmountKind.POWER, 0),
    ("its mana value", AmountKind.MANA_VALUE, 0),
    ("card types among cards in all graveyards + 1", AmountKind.CARD_TYPES_IN_GRAVEYARDS, 1),
    ("number of creatures you control", AmountKind.COUNT, 0),
])
def test_amounts(text, kind, plus):
    amount = parse_amount(text)
    assert (amount.kind, amount.plus) == (kind, plus)


def test_pt_change():
    change = parse_pt_change("+2/-1")
    assert (change.power, change.toughness) == (2, -1)


@pytest.mark.parametrize("bad", ["blak creature", "creature you controll"])
def test_unknown_words_are_errors(bad):
    with pytest.raises(ValueError, match="unknown word"):
        parse_filter(bad)


@pytest.mark.parametrize("word, one", [("Elves", "Elf"), ("Goblins", "Goblin"), ("Cyclops", "Cyclops"),
                                       ("Assembly-Workers", "Assembly-Worker"), ("Mice", "Mouse"),
                                       ("Octopus", "Octopus"), ("creatures", "creature"),
                                       ("Mercenaries", "Mercenary"), ("Pegasi", "Pegasus")])
def test_type_words_are_read_in_the_singular(word, one):
    assert singular(word) == one


def test_a_list_shares_its_other_and_its_controller():
    """'Other Skeletons, Vampires, and Zombies you control': each kind, the controller's,
    other than the source."""
    found = parse_selector("other Skeletons, Vampires, and Zombies you control")
    assert [(f.subtypes, f.controller, f.other) for f in found.filters] == [
        (frozenset({kind}), Who.YOU, True) for kind in ("Skeleton", "Vampire", "Zombie")]
    each = parse_selector("each Pest, Bat, and Spider you control")  # a resolving "each …"
    assert [(f.subtypes, f.controller) for f in each.filters] == [
        (frozenset({kind}), Who.YOU) for kind in ("Pest", "Bat", "Spider")]
