"""Values worked out once for each object, known by its identity (CR-free plumbing).

Game states and their parts are frozen values: a part that changes is a new object, and most
parts of a state are shared with the state before. What is worked out from one part (an
object's own characteristics, a state's key for loops) is kept by that part's identity, with
the part itself, so that its id can't be reused by another object while the entry lives.
"""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

KEEP = 100_000  # entries kept; then all are forgotten and worked out again as needed


class ByIdentity(Generic[K, V]):
    """`make(key)`, made once for each key object (compared by identity, not by value)."""

    def __init__(self, make: Callable[[K], V], keep: int = KEEP):
        self.make = make
        self.keep = keep
        self.found: dict[int, tuple[K, V]] = {}

    def __call__(self, key: K) -> V:
        kept = self.found.get(id(key))
        if kept is not None and kept[0] is key:
            return kept[1]
        value = self.make(key)
        if len(self.found) >= self.keep:
            self.found.clear()
        self.found[id(key)] = (key, value)
        return value

    def get(self, key: K) -> V | None:
        """The value made for this key, if it was made and is still kept."""
        kept = self.found.get(id(key))
        return kept[1] if kept is not None and kept[0] is key else None
