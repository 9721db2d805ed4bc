"""The dungeon cards (CR 309), as data: `judge/cards/dungeons.yaml`.

A dungeon begins outside the game and comes into the command zone only as its owner ventures
(309.2, 701.46). Its rooms are connected by arrows; each has a room ability, "When you move your
venture marker into this room, [effect]" (309.4c), written here in the ability vocabulary. A room
the Oracle compiler can't read whole has no ability: it is not modeled.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, model_validator

from judge.cards.model import Strict
from judge.cards.vocabulary import TriggeredAbility


class Room(Strict):
    name: str
    # the room ability, with its trigger condition not printed on the card (309.4c) added as
    # the file is read; None: its effect is not modeled
    ability: TriggeredAbility | None
    leads_to: tuple[str, ...] = ()  # its arrows; none for the bottommost room

    @model_validator(mode="before")
    @classmethod
    def _when(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("ability"), dict):
            when = {"enters_room": data.get("name")}
            data = {**data, "ability": {"when": when, **data["ability"]}}
        return data


class Dungeon(Strict):
    name: str
    subtypes: tuple[str, ...] = ()
    # 'You can't enter this dungeon unless you "venture into [quality]"' (Undercity, 701.46d)
    only_by_venturing_into: str | None = None
    rooms: tuple[Room, ...]

    @model_validator(mode="after")
    def _arrows(self) -> Dungeon:
        names = [r.name for r in self.rooms]
        for room in self.rooms:
            for goal in room.leads_to:
                if goal not in names or names.index(goal) <= names.index(room.name):
                    raise ValueError(f"{room.name} leads to {goal}, not a room below it")
        if [r.name for r in self.rooms if not r.leads_to] != names[-1:]:
            raise ValueError("only the last room listed is the bottommost")
        return self

    def index(self, room: str) -> int:
        return [r.name for r in self.rooms].index(room)

    def enterable(self, into: str | None) -> bool:
        """Can 'venture into [into]' bring it in (None: into the dungeon, 701.46a, d)?"""
        if into is None:
            return self.only_by_venturing_into is None
        return into in self.subtypes


def dungeons_file() -> Path:
    return Path(str(resources.files("judge.cards") / "dungeons.yaml"))


@cache
def dungeons() -> dict[str, Dungeon]:
    """Every dungeon card by name, in the file's order."""
    from judge.yamlfile import read

    listed = TypeAdapter(list[Dungeon]).validate_python(read(dungeons_file()).data)
    return {d.name: d for d in listed}
