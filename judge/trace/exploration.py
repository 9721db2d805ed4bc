"""Choices that matter: for each choice the ruling assumed, what the answer would have been had
the player chosen otherwise (`judge explain --explore`; judge/explore.py makes the runs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.trace.answer import fact
from judge.trace.ruling import final_objects

if TYPE_CHECKING:
    from judge.trace.ruling import Ruling


@dataclass(frozen=True)
class Difference:
    """One final fact that an alternative answer changes."""

    subject: str  # a scenario id, a player's name, "game", or "expect <subject>.<field>"
    default: str  # as the ruling has it
    alternative: str  # had the player chosen the alternative


@dataclass(frozen=True)
class Outcome:
    """What one alternative answer to an assumed choice leads to."""

    answer: str  # the alternative, as the player would choose it
    differences: tuple[Difference, ...]  # none: the same answer
    refused: str | None = None  # the rules refused the scenario so answered: why

    @property
    def changes(self) -> bool:
        return bool(self.differences) or self.refused is not None


@dataclass(frozen=True)
class ExploredChoice:
    """An assumed choice, the answer taken by default, and the alternatives run."""

    steps: tuple[int, ...]  # the steps that took it (one `choices:` entry answers them all)
    text: str  # the first of those steps, as the ruling tells it
    rule: str
    outcomes: tuple[Outcome, ...]
    not_run: int = 0  # alternatives left out: past the bound of runs, or too many to list
    listed: bool = True  # False: its alternatives can't be listed (a card name, a word)

    @property
    def matters(self) -> bool:
        return any(o.changes for o in self.outcomes)


@dataclass(frozen=True)
class Exploration:
    choices: tuple[ExploredChoice, ...]  # in step order
    runs: int  # the scenario's re-runs, one for each alternative tried
    bound: int  # at most this many
    not_run: int  # alternatives that exist but were not run

    @property
    def matter(self) -> tuple[ExploredChoice, ...]:
        return tuple(c for c in self.choices if c.matters)

    @property
    def dont_matter(self) -> tuple[ExploredChoice, ...]:
        """Choices whose every alternative was run and gave the same answer."""
        return tuple(c for c in self.choices if not c.matters and c.listed and c.outcomes
                     and not c.not_run)

    @property
    def unsettled(self) -> tuple[ExploredChoice, ...]:
        """Choices with alternatives not run (or not listable) and none run changing it."""
        return tuple(c for c in self.choices if c not in self.matter + self.dont_matter)


def differences(default: Ruling, other: Ruling) -> tuple[Difference, ...]:
    """The final facts the two rulings' answers disagree on: what their answers are about, the
    game's result, and the expectations one passes and the other fails."""
    subjects = dict.fromkeys([a.subject for a in default.answer + other.answer])
    found = []
    mine, theirs = final_objects(default), final_objects(other)
    for subject in subjects:
        was = fact(subject, default.initial, default.final, mine)
        now = fact(subject, other.initial, other.final, theirs)
        if was != now:
            found.append(Difference(subject, was, now))
    if default.result != other.result:
        found.append(Difference("game", _result(default.result), _result(other.result)))
    theirs_checked = {(e.subject, e.field): e for e in other.expectations}
    for e in default.expectations:
        alt = theirs_checked.get((e.subject, e.field))
        told = any(d.subject == e.subject for d in found)  # its fact differs already
        if alt is not None and alt.passed != e.passed and not told:
            found.append(Difference(f"expect {e.subject}.{e.field}", _check(e.passed, e.actual),
                                    _check(alt.passed, alt.actual)))
    return tuple(found)


def _result(result: str) -> str:
    return {"ongoing": "the game goes on", "draw": "the game is a draw"}.get(
        result, f"{result} wins the game")


def _check(passed: bool, actual: object) -> str:
    return f"{'passes' if passed else 'fails'} (actual: {actual})"
