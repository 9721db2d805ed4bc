"""A map that only grows as the game goes on, shared by the states that follow one another.

What a state remembers of the whole game — each id's name, the card it came from (400.7), what
an object was as it left (608.2h) — gains an entry at each zone change and rarely changes one.
Copied whole at each change, it made every event cost as much as the game's history; here each
state sees the entries made before it, and a new state adds its own to the entries it shares
with the state it follows, unless another state already added to them (a branch: the engine
goes back to an earlier state when a refused action is undone, or tries a choice another way)
or it changes an entry: then it copies them.
"""

from __future__ import annotations

from itertools import islice
from typing import Iterator, Mapping, TypeVar, cast, overload

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")


class Grown(Mapping[K, V]):
    """The entries of one state: those of the shared table made before it (`size`)."""

    __slots__ = ("_entries", "_size")

    def __init__(self, entries: Mapping[K, V] | None = None):
        # key -> (the order it was added in, its value), shared with the states that follow
        self._entries: dict[K, tuple[int, V]] = {
            key: (i, value) for i, (key, value) in enumerate((entries or {}).items())}
        self._size = len(self._entries)

    def plus(self, added: Mapping[K, V]) -> Grown[K, V]:
        """These entries with `added`, a new map; in place of the shared table's end when no
        other state has added to it and no entry changes, else in a copy."""
        entries = self._entries
        if len(entries) != self._size or any(key in entries for key in added):
            return Grown({**self, **added})
        for key, value in added.items():
            entries[key] = (len(entries), value)
        grown: Grown[K, V] = Grown.__new__(Grown)
        grown._entries, grown._size = entries, len(entries)
        return grown

    def __getitem__(self, key: K) -> V:
        order, value = self._entries[key]
        if order >= self._size:
            raise KeyError(key)
        return value

    @overload
    def get(self, key: K, /) -> V | None: ...

    @overload
    def get(self, key: K, default: V | T, /) -> V | T: ...

    def get(self, key: K, default: object = None, /) -> object:
        found = self._entries.get(key)  # (a dict's own lookup: this is asked all the time)
        return found[1] if found is not None and found[0] < self._size else default

    def __contains__(self, key: object) -> bool:
        found = self._entries.get(cast(K, key))
        return found is not None and found[0] < self._size

    def __iter__(self) -> Iterator[K]:
        return islice(self._entries, self._size)  # added in order: this state's come first

    def __len__(self) -> int:
        return self._size

    def __repr__(self) -> str:
        return f"Grown({dict(self)!r})"
