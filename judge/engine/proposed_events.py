"""Events that are proposed and then replaced, prevented, or can't happen (CR 614, 615,
614.17): what replacement effects look at before anything happens, and what the ruling tells
instead of it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.engine.events import Event
from judge.engine.state import ObjectId, PlayerId


class Affected(StrEnum):
    """As whom a player chooses among replacement and prevention effects (616.1)."""

    CONTROLLER = "the affected object's controller"
    OWNER = "the affected object's owner, as it has no controller"
    PLAYER = "the affected player"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class EventReplaced(Event):
    """An event was replaced or prevented and never happened (614.6, 615.6)."""

    replaced: Event
    source: ObjectId | None
    source_name: str
    effect: str
    chooser: PlayerId | None = None  # who chose to apply it first, among others (616.1)
    chooser_as: Affected | None = None  # and as whom
    self_first: bool = False  # a self-replacement effect, applied before the others (616.1a)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DrawCard(Event):
    """A player would draw a card: what replacement effects look at (121.1, 614.11)."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CreateTokens(Event):
    """An effect would create tokens: what replacement effects look at (614.16)."""

    player: PlayerId
    amount: int
    token: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NotPrevented(Event):
    """A prevention effect applied to damage that can't be prevented: it prevents none of it
    and isn't used up; what else it does still happens (615.12)."""

    damage: Event
    source_name: str
    effect: str
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CantHappen(Event):
    """Something that can't happen doesn't (614.17), e.g. a player who can't lose the game."""

    replaced: Event
    source_name: str
    detail: str
    source: ObjectId | None = None
