"""The maps that grow with the game (judge/engine/grown.py): each state sees its own entries,
whatever the states after it, or a branch from an earlier one, add."""

from __future__ import annotations

from judge.engine.grown import Grown


def test_a_later_state_adds_without_changing_the_earlier():
    first = Grown({"a": 1})
    second = first.plus({"b": 2})
    assert dict(first) == {"a": 1} and "b" not in first and first.get("b") is None
    assert dict(second) == {"a": 1, "b": 2} and second["b"] == 2 and len(second) == 2


def test_a_branch_from_an_earlier_state_sees_only_its_own_line():
    first = Grown({"a": 1})
    second = first.plus({"b": 2})
    branch = first.plus({"c": 3})  # the engine went back to `first` and went on otherwise
    assert list(branch.items()) == [("a", 1), ("c", 3)] and "b" not in branch
    assert list(second.items()) == [("a", 1), ("b", 2)] and "c" not in second
    assert dict(second.plus({"d": 4})) == {"a": 1, "b": 2, "d": 4}


def test_a_changed_entry_is_seen_only_from_then_on():
    first = Grown({"a": 1, "b": 2})
    changed = first.plus({"a": 9})
    assert changed["a"] == 9 and first["a"] == 1
    assert list(changed) == ["a", "b"]
