"""The ids the engine gives objects, in one place that writes and reads them.

An object that changes zones is a new object (CR 400.7): `bears` becomes `bears#2`. A token a
spell or ability creates is named after what made it, `alarm.token1`, and so is a triggered
ability on the stack, `artist.trigger2`; names nest (`pyromancer.trigger1.token1`).
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Iterable


class Made(StrEnum):
    """How the engine made an id from another one."""

    ZONE_CHANGE = "#"
    TOKEN = ".token"
    TRIGGER = ".trigger"
    COPY = ".copy"  # a copy of a spell put on the stack (707.10)
    INHERENT = ".inherent"  # the rules as the source of an inherent ability (722.2)


_MADE = re.compile(r"(.+?)(#|\.token|\.trigger|\.copy|\.inherent)(\d+)")


def make(root: str, how: Made, n: int) -> str:
    """The `n`th id made from `root` this way: 'bears#2', 'alarm.token1'."""
    return f"{root}{how.value}{n}"


# what the monarch's inherent triggered abilities, which have no source, name as one (722.2)
MONARCH = make("monarch", Made.INHERENT, 1)
# and the speed's, which rises as opponents lose life (702.179d)
SPEED = make("speed", Made.INHERENT, 1)
# and the initiative's (723.2)
INITIATIVE = make("initiative", Made.INHERENT, 1)
SOURCELESS = frozenset({MONARCH, SPEED, INITIATIVE})
# a player's dungeon card and Ring emblem in the command zone, as the sources of their
# abilities: they are no objects the engine keeps (309.4c, 701.52c)
_COMMAND = ("-dungeon", "-ring")


def dungeon(player: str) -> str:
    """The id a player's dungeon card goes by: 'Alice-dungeon'."""
    return f"{player}{_COMMAND[0]}"


def ring(player: str) -> str:
    """The id a player's Ring emblem goes by: 'Alice-ring'."""
    return f"{player}{_COMMAND[1]}"


def in_command_zone(oid: str) -> bool:
    return oid.endswith(_COMMAND)


def made_from(oid: str) -> tuple[str, Made, int] | None:
    """What an engine-made id was made from, how, and its number; None for a user's id."""
    m = _MADE.fullmatch(oid)
    return (m.group(1), Made(m.group(2)), int(m.group(3))) if m else None


def is_made(oid: str) -> bool:
    """Does the id end the way ids the engine gives do (so a scenario can't use it)?"""
    return any(re.search(rf"{re.escape(how.value)}\d+$", oid) for how in Made)


def count_made(ids: Iterable[str], root: str, how: Made) -> int:
    """How many ids have been made from `root` this way."""
    prefix = f"{root}{how.value}"
    return sum(1 for oid in ids if oid.startswith(prefix) and oid[len(prefix):].isdigit())
