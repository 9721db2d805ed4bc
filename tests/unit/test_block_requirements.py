"""509.1c: the exact search finds what trying every declaration finds."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from judge.engine import block_requirements
from judge.engine.blocking import check_blocks
from judge.engine.state import ObjectId, PlayerId
from judge.errors import IllegalActionError
from tests.builders import state_from


def _creature(name: str, abilities: list) -> dict:
    return {"name": name, "types": ["creature"], "power": 2, "toughness": 2,
            "abilities": abilities}


CARDS = [
    _creature("Brute", ["menace"]),
    _creature("Raider", ["flying"]),
    _creature("Stalker", [{"static": {"affects": "this", "require": ["be blocked"]}}]),
    _creature("Decoy", [{"static": {"affects": "this", "require": ["be blocked by all"]}}]),
    _creature("Duelist", [{"static": {"affects": "this", "restrict": [
        "be blocked by more than one creature"]}}]),
    _creature("Watchman", [{"static": {"affects": "this", "require": ["block each combat"]}}]),
    _creature("Archer", ["reach"]),
    _creature("Loner", [{"static": {"affects": "this", "restrict": ["block alone"]}}]),
    _creature("Sentinel", [{"static": {"affects": "this", "extra_blocks": 1}}]),
    _creature("Plain", []),
]
NAMES = [c["name"] for c in CARDS]


def _board(attackers: list[str], blockers: list[str]):
    battlefield = [{"id": f"a{i}", "card": n, "controller": "Bob"} for i, n in enumerate(attackers)]
    battlefield += [{"id": f"b{i}", "card": n, "controller": "Alice"}
                    for i, n in enumerate(blockers)]
    state = state_from(battlefield, CARDS, turn={"active": "Bob"})
    return replace(state, attackers=tuple((ObjectId(f"a{i}"), PlayerId("Alice"))
                                          for i in range(len(attackers))))


def _legal(state, blocks) -> bool:
    try:
        check_blocks(state, list(blocks), None)
    except IllegalActionError:
        return False
    return True


@pytest.mark.parametrize("seed", range(40))
def test_the_search_finds_the_most_any_declaration_obeys(seed):
    rng = random.Random(seed)
    attackers = [rng.choice(NAMES) for _ in range(rng.randint(1, 3))]
    blockers = [rng.choice(NAMES) for _ in range(rng.randint(1, 3))]
    state = _board(attackers, blockers)
    ids = [ObjectId(f"a{i}") for i in range(len(attackers))]
    subsets = [c for n in range(len(ids) + 1) for c in itertools.combinations(ids, n)]
    most = max(block_requirements.obeyed(state, blocks) for blocks in (
        tuple((ObjectId(f"b{i}"), a) for i, chosen in enumerate(choice) for a in chosen)
        for choice in itertools.product(subsets, repeat=len(blockers)))
        if _legal(state, blocks))
    found = block_requirements.best(state)
    assert found.obeyed == most, (attackers, blockers)
    assert _legal(state, found.blocks)
    assert block_requirements.obeyed(state, found.blocks) == most


def test_the_rules_example_needs_both_creatures_against_menace():
    """The example under 509.1c: 'blocks if able' and a plain creature against menace."""
    state = _board(["Brute"], ["Watchman", "Plain"])
    found = block_requirements.best(state)
    assert found.obeyed == 1
    assert sorted(found.blocks) == [("b0", "a0"), ("b1", "a0")]
