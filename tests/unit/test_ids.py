"""The ids the engine gives objects: written and read in one place (judge/ids.py)."""

from __future__ import annotations

import pytest

from judge import ids


@pytest.mark.parametrize("oid, made", [
    ("bears#2", ("bears", ids.Made.ZONE_CHANGE, 2)),
    ("alarm.token1", ("alarm", ids.Made.TOKEN, 1)),
    ("pyromancer.trigger1.token3", ("pyromancer.trigger1", ids.Made.TOKEN, 3)),
    ("bears", None),
    ("bears.tokens", None),
])
def test_an_engine_made_id_is_read_back(oid, made):
    assert ids.made_from(oid) == made
    if made is not None:
        assert ids.make(*made) == oid


def test_made_ids_are_counted_per_origin_and_way():
    seen = ["alarm.token1", "alarm.token2", "alarm#2", "alarm.tokenx", "other.token1"]
    assert ids.count_made(seen, "alarm", ids.Made.TOKEN) == 2


@pytest.mark.parametrize("oid, made", [("x#2", True), ("x.trigger10", True), ("x2", False),
                                       ("x#", False)])
def test_a_user_id_may_not_look_made(oid, made):
    assert ids.is_made(oid) is made
