"""Convoke (CR 702.51a): each creature pays one generic mana or one mana of its own color."""

from __future__ import annotations

import pytest

from judge.engine.convoke import _each_pays_one, _units
from judge.words import Color

G, W, U = frozenset({Color.GREEN}), frozenset({Color.WHITE}), frozenset({Color.BLUE})


@pytest.mark.parametrize("cost, creatures, pays", [
    ("{1}{G}", [G, W], True),  # the green one must move over to {G} for the white one
    ("{1}{G}", [W, W], False),
    ("{G}{G}", [G, G], True),
    ("{W/U}", [U], True),  # a hybrid mana is paid by either color
    ("{W/U}{W/U}", [U, W], True),
    ("{2}", [G, W, U], False),  # more creatures than mana
    ("{X}{R}", [G], False),  # X is 0 here
    ("{G/P}", [G], True),
])
def test_each_creature_pays_a_different_mana_it_can(cost, creatures, pays):
    assert _each_pays_one(_units(cost), creatures) is pays
