"""The layer system (CR 613): order, dependency and how much work dependency takes."""

from __future__ import annotations

import pytest

from judge import explain
from judge.engine.layers import compute
from judge.words import CardType
from tests.builders import permanents, state_from

KINDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
PLURAL = ["Plains", "Islands", "Swamps", "Mountains", "Forests"]


def chain(n: int):
    """n effects in layer 4, each adding the next basic land type to lands of one type."""
    cards = [{"name": f"Chain {i}", "mana_cost": "{1}", "types": ["enchantment"], "abilities": [
        {"static": {"affects": f"all {PLURAL[i % 5]}", "add_land_types": [KINDS[(i + 1) % 5]]}}]}
        for i in range(n)]
    battlefield = [{"id": f"c{i}", "card": f"Chain {i}", "controller": "Alice"}
                   for i in range(n)] + permanents("land=Plains")
    return state_from(battlefield, cards)


def test_every_chained_effect_applies():
    board = compute(chain(10))
    assert set(board["land"].subtypes) == set(KINDS)


@pytest.mark.parametrize("n", [10, 20, 40])
def test_dependency_checks_grow_no_faster_than_quadratically(n):
    checks = compute(chain(n)).pair_checks
    assert checks <= n * (n - 1), f"{checks} pair checks for {n} effects"


def test_effects_that_cannot_interact_are_never_compared():
    battlefield = permanents(*(f"a{i}=Glorious Anthem" for i in range(12)), "bears=Grizzly Bears")
    board = compute(state_from(battlefield))
    assert board.pair_checks == 0
    assert (board["bears"].power, board["bears"].toughness) == (14, 14)


def test_explaining_gives_the_same_characteristics():
    battlefield = permanents("u=Urborg, Tomb of Yawgmoth", "f=Forest", "m=Blood Moon",
                             "o=Opalescence", "e=Enchanted Evening", "b=Grizzly Bears")
    state = state_from(battlefield)
    assert compute(state).chars == compute(state, explain=True).chars


def test_an_effect_is_locked_to_its_objects_from_its_first_layer():
    """613.6: Opalescence's 7b part applies to the enchantments it made creatures in layer 4;
    the Anthem, now a creature Alice controls, also gets its own +1/+1 in 7c."""
    board = compute(state_from(permanents("o=Opalescence", "a=Glorious Anthem")))
    assert CardType.CREATURE in board["a"].types
    assert (board["a"].power, board["a"].toughness) == (4, 4)


def test_layer_tables_name_each_layer_rule():
    board = compute(state_from(permanents("h=Humility", "b=Grizzly Bears")), explain=True)
    rules = {rule for row in board.rows["b"] for rule in row.rules}
    assert {"613.1f", "613.4b", "613.7"} <= rules


def test_only_effects_dependency_moved_are_marked_by_dependency(tmp_path):
    """613.8b: Urborg waits for Blood Moon; an Omen and Enchanted Evening, which
    depend on nothing and which nothing depends on, keep their timestamp places."""
    path = tmp_path / "s.yaml"
    path.write_text("""\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: urborg, card: "Urborg, Tomb of Yawgmoth", controller: Alice}
  - {id: omen, card: Test Omen, controller: Alice}
  - {id: evening, card: Enchanted Evening, controller: Alice}
  - {id: moon, card: Blood Moon, controller: Bob}
cards:
  - {name: Test Omen, types: [enchantment], abilities: [{static: {affects: lands you control,
     add_land_types: [Plains, Island, Swamp, Mountain, Forest]}}]}
""", encoding="utf-8")
    ruling = explain(str(path))
    rows = {row.source_name: row.by_dependency
            for table in ruling.layer_tables if "urborg" in table.keys
            for row in table.rows if row.layer == "4"}
    assert rows == {"Test Omen": False, "Enchanted Evening": False, "Blood Moon": True}


def test_anthems_alike_find_each_its_own_creatures():
    """Effects of one layer with the same words share what their words find only where
    nothing else decides it: whose they are ("you control") and which one is "other"."""
    lord = {"name": "Bear Lord", "mana_cost": "{1}", "types": ["creature"], "power": 1,
            "toughness": 1, "abilities": [{"static": {"affects": "other creatures you control",
                                                      "pt": "+1/+1"}}]}
    battlefield = permanents("a1=Glorious Anthem", "a2=Glorious Anthem", "ab=Grizzly Bears",
                             "l1=Bear Lord", "l2=Bear Lord") \
        + permanents("b1=Glorious Anthem", "bb=Grizzly Bears", controller="Bob")
    for explained in (False, True):
        board = compute(state_from(battlefield, [lord]), explain=explained)
        pt = {oid: (board[oid].power, board[oid].toughness) for oid in ("ab", "bb", "l1", "l2")}
        assert pt == {"ab": (6, 6), "bb": (3, 3), "l1": (4, 4), "l2": (4, 4)}
