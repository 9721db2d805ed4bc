"""The Oracle compiler: a card's Oracle text read into the ability vocabulary, line by line.

Each line is read whole by one template (judge/oracle/abilities.py, effects.py) that names the
rule it models, or it stays a *not modeled* `text:` ability with that exact line — never a
partial or guessed reading. A card is fully modeled when every line was read, partly modeled
when some were, not modeled when none was.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from judge.cr import Rule
from judge.oracle import abilities
from judge.oracle.lines import (
    Face,
    ability_lines,
    self_references,
    strip_reminder,
    without_ability_word,
)
from judge.oracle.templates import read

__all__ = ["Face", "CompiledLine", "CompiledCard", "Status", "compile_face"]


class Status(StrEnum):
    FULLY = "fully modeled"
    PARTLY = "partly modeled"
    NOT = "not modeled"


@dataclass(frozen=True)
class CompiledLine:
    text: str  # the line as printed
    abilities: tuple[Any, ...]  # the vocabulary's form of what it says; empty: not modeled
    template: str | None = None  # the grammar rule that read it
    rule: Rule | None = None

    @property
    def modeled(self) -> bool:
        return bool(self.abilities)


@dataclass(frozen=True)
class CompiledCard:
    face: Face
    lines: tuple[CompiledLine, ...]

    @property
    def status(self) -> Status:
        read = sum(1 for line in self.lines if line.modeled)
        if read == len(self.lines):
            return Status.FULLY
        return Status.PARTLY if read else Status.NOT

    def abilities(self) -> list[Any]:
        """Every ability in the vocabulary's YAML form; a line not read is a `text:` one."""
        found: list[Any] = []
        spell: dict[str, Any] | None = None
        for line in self.lines:
            if not line.modeled:
                found.append({"text": line.text})
                continue
            for ability in line.abilities:
                if isinstance(ability, dict) and "spell" in ability and spell is not None:
                    _merge(spell, ability["spell"])  # one spell ability, in order (608.2c)
                    continue
                if isinstance(ability, dict) and "spell" in ability:
                    spell = ability["spell"]
                found.append(ability)
        return found


def compile_face(face: Face) -> CompiledCard:
    return CompiledCard(face, tuple(_line(text, face) for text in ability_lines(face.text)))


def _line(text: str, face: Face) -> CompiledLine:
    words = self_references(without_ability_word(strip_reminder(text)), face)
    found = read(abilities.TEMPLATES, words, face)
    if found is not None:
        template, built = found
        return CompiledLine(text, tuple(built), template.name, template.rule)
    if face.is_spell_card:
        spell = abilities.spell_line(words)
        if spell is not None:
            return CompiledLine(text, tuple(spell), "spell", abilities.SPELL_RULE)
    return CompiledLine(text, ())


def _merge(spell: dict[str, Any], more: dict[str, Any]) -> None:
    """A second paragraph of a spell's instructions: targets renamed after the first's."""
    taken = dict(spell.get("targets", {}))
    renames = {}
    for name, spec in more.get("targets", {}).items():
        new = "tuvwxyz"[len(taken)]
        renames[name] = new
        taken[new] = spec
    if renames:
        raise ValueError("targets in two paragraphs of a spell are not modeled")
    spell["effects"] = list(spell["effects"]) + list(more["effects"])
