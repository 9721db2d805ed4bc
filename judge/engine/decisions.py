"""A decision as a typed value: the scenario's `choices:` entry that answers it, and each other
legal answer it could have given (what `judge explain --explore` re-runs the scenario with)."""

from __future__ import annotations

from dataclasses import dataclass
from collections import Counter
from itertools import combinations, islice
from math import comb, factorial
from typing import Iterable, Iterator, Sequence

# an answer's value, as the scenario's `choices:` section takes it: a yes/no ("may"), a word
# ("top", "green"), ids and player names in order (sacrifice, targets, trigger order), or
# modes by number
Value = bool | str | tuple[str, ...] | tuple[int, ...]

MAX_ANSWERS = 24  # a decision with more legal answers lists this many; the rest are counted


@dataclass(frozen=True)
class Answer:
    """One answer to a decision, given as `choices: {section: {key: value}}` would give it."""

    label: str  # what the player chooses, as the ruling says it
    value: Value


@dataclass(frozen=True)
class Decision:
    """Where the scenario's `choices:` answers a decision, and the legal answers other than
    the one taken (in a fixed order; `more`: those past MAX_ANSWERS, not listed)."""

    section: str
    key: str
    others: tuple[Answer, ...]
    more: int = 0


def decision(section: str, key: str, answers: Iterable[Answer], taken: Value,
             count: int | None = None) -> Decision:
    """The decision whose legal answers are `answers` (`count` of them, where there may be
    too many to list), less the one `taken`."""
    others = tuple(islice((a for a in answers if a.value != taken), MAX_ANSWERS))
    total = len(others) if count is None else count - 1
    return Decision(section, key, others, max(0, total - len(others)))


def yes_or_no(section: str, key: str, taken: bool, yes: str = "yes",
              no: str = "no") -> Decision:
    return decision(section, key, (Answer(yes, True), Answer(no, False)), taken)


def one_of(section: str, key: str, options: Sequence[str], taken: str,
           label: str = "{}") -> Decision:
    """One among `options` (a kept legend, a color, a target)."""
    return decision(section, key, (Answer(label.format(o), o) for o in options), taken,
                    len(set(options)))


def some_of(section: str, key: str, options: Sequence[str], count: int,
            taken: Sequence[str], verb: str) -> Decision:
    """`count` of `options`, any of them (the permanents sacrificed, the cards discarded),
    each listed in the options' order."""
    picks = combinations(options, count)
    return decision(section, key, (Answer(f"{verb} {', '.join(p)}", p) for p in picks),
                    tuple(o for o in options if o in taken), comb(len(options), count))


def orders(section: str, key: str, items: Sequence[str], taken: Sequence[str]) -> Decision:
    """Every order of `items` (an item listed twice, as two triggers of one source, is one
    item in two places: orders differing only in which copy goes where are one)."""
    distinct = factorial(len(items))
    for n in Counter(items).values():
        distinct //= factorial(n)
    return decision(section, key, (Answer(f"in the order {', '.join(p)}", p)
                                   for p in _distinct_orders(tuple(items))),
                    tuple(taken), distinct)


def _distinct_orders(items: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """The orders of `items`, each once, lazily: the first item first, as given."""
    if not items:
        yield ()
    for first in dict.fromkeys(items):
        at = items.index(first)
        for rest in _distinct_orders(items[:at] + items[at + 1:]):
            yield (first, *rest)
