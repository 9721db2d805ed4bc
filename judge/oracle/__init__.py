"""The Oracle compiler: a card's Oracle text read into the ability vocabulary, line by line.

Each line is read whole by one template (judge/oracle/abilities.py, effects.py) that names the
rule it models, or it stays a *not modeled* `text:` ability with that exact line — never a
partial or guessed reading. A card is fully modeled when every line was read, partly modeled
when some were, not modeled when none was.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, replace
from functools import cache
from enum import StrEnum
from typing import Any

from pydantic import TypeAdapter, ValidationError

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
    joined: bool = False  # read, as more of the spell ability an earlier line began (608.2c)

    @property
    def modeled(self) -> bool:
        return bool(self.abilities) or self.joined


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
        for line in self.lines:
            if not line.modeled:
                found.append({"text": line.text})
            found += line.abilities
        return found


def compile_face(face: Face) -> CompiledCard:
    lines = tuple(_line(text, face) for text in ability_lines(face.text))
    if face.is_spell_card:
        lines = _continued(lines, face)
    return CompiledCard(face, _kept(_overloaded(_linked(_backed_up(_one_spell(
        lines, face.is_spell_card))))))


@cache
def _abilities() -> TypeAdapter[list[Any]]:
    from judge.cards.vocabulary import Ability  # the vocabulary reads quoted abilities here
    return TypeAdapter(list[Ability])


def _kept(lines: tuple[CompiledLine, ...]) -> tuple[CompiledLine, ...]:
    """Each line as the vocabulary takes what was read of it: a reading it refuses (a phrase no
    field of it reads) leaves the line not modeled, and the paragraphs read with it."""
    out: list[CompiledLine] = []
    refused = False
    for line in lines:
        if line.joined:
            out.append(CompiledLine(line.text, ()) if refused else line)
            continue
        refused = False
        if line.abilities:
            try:
                _abilities().validate_python(list(line.abilities))
            except ValidationError:
                refused = True
                line = CompiledLine(line.text, ())
        out.append(line)
    return tuple(out)


def _overloaded(lines: tuple[CompiledLine, ...]) -> tuple[CompiledLine, ...]:
    """702.96a: "overload [cost]" carries what the card's spell ability does with "each" for
    every "target"; where that can't be said of every target, the line is not read."""
    keyword = next((i for i, line in enumerate(lines) if any(
        isinstance(a, str) and a.startswith("overload ") for a in line.abilities)), None)
    if keyword is None:
        return lines
    spells = [a["spell"] for line in lines for a in line.abilities
              if isinstance(a, dict) and "spell" in a]
    cost = next(a for a in lines[keyword].abilities if isinstance(a, str)
                and a.startswith("overload ")).removeprefix("overload ")
    each = _each(spells[0]) if len(spells) == 1 else None
    if each is None or len(lines[keyword].abilities) > 1:
        return lines[:keyword] + (CompiledLine(lines[keyword].text, ()),) + lines[keyword + 1:]
    built = ({"overload": {"cost": cost, "effects": each}},)
    return lines[:keyword] + (replace(lines[keyword], abilities=built),) + lines[keyword + 1:]


def _each(spell: dict[str, Any]) -> list[Any] | None:
    """The spell's instructions with "each" for "target" (702.96a): each target's name
    becomes the set it chose from; None where a target is named otherwise than whole (its
    power, its controller) or chooses more than one."""
    specs = spell.get("targets", {})
    if not specs or spell.get("modes") or any(
            not isinstance(s, str) or re.match(r"(?:up to|one to|another|two|three|\d)", s)
            for s in specs.values()):
        return None
    sets = {name: "each player" if s == "player" else "each opponent" if s == "opponent"
            else None if s == "any target" else f"each {s}" for name, s in specs.items()}
    if None in sets.values():
        return None

    def swap(value: Any) -> Any:
        if isinstance(value, str):
            return sets.get(value, value)
        if isinstance(value, list):
            return [swap(v) for v in value]
        if isinstance(value, dict):
            return {k: swap(v) for k, v in value.items()}
        return value

    effects = swap(spell["effects"])
    left = [n for n in specs if re.search(rf"(?<![\w'])'?{re.escape(n)}(?![\w'])",
                                          json.dumps(effects))]
    return None if left else effects


def _linked(lines: tuple[CompiledLine, ...]) -> tuple[CompiledLine, ...]:
    """607.2a: "the exiled card" is what the one ability of the card that exiles exiled; with
    no such ability, or more than one, the line that names it is not read. Champion's line
    is its two linked abilities (607.2k), and an exiling ability to other lines."""
    exiling = [i for i, line in enumerate(lines)
               if _finds(line.abilities, _exiles) or line.template == "champion"]
    return tuple(CompiledLine(line.text, ()) if _finds(line.abilities, _the_exiled) and (
        len(exiling) != 1 or exiling[0] == i) and line.template != "champion" else line
        for i, line in enumerate(lines))


def _exiles(key: str, value: Any) -> bool:
    return key == "exile" and not (isinstance(value, dict) and value.get("until_this_leaves"))


def _the_exiled(key: str, value: Any) -> bool:
    return value in ("the exiled card", "the exiled cards") or (
        isinstance(value, dict) and value.get("what") in ("the exiled card", "the exiled cards"))


def _finds(built: Any, wanted: Any) -> bool:
    """Whether any key and value in the built form (dicts and lists, nested) is `wanted`."""
    if isinstance(built, dict):
        return any(wanted(k, v) or _finds(v, wanted) for k, v in built.items())
    if isinstance(built, (list, tuple)):
        return any(_finds(b, wanted) for b in built)
    return False


def _continued(lines: tuple[CompiledLine, ...], face: Face) -> tuple[CompiledLine, ...]:
    """An instant's or sorcery's paragraph that reads only after the one before it ("Tap
    target creature." / "Metalcraft — … exile that creature."): the two read as one text,
    followed in order (608.2c)."""
    out = list(lines)
    for i in range(1, len(out)):
        before, line = out[i - 1], out[i]
        if line.modeled or before.template != "spell" or before.joined:
            continue
        words = " ".join(_words(t, face) for t in (before.text, line.text))
        spell = abilities.spell_line(words, face.has_x)
        if spell is not None:
            out[i - 1] = replace(before, abilities=tuple(spell))
            out[i] = CompiledLine(line.text, (), "spell", abilities.SPELL_RULE, joined=True)
    return tuple(out)


def _backed_up(lines: tuple[CompiledLine, ...]) -> tuple[CompiledLine, ...]:
    """702.165a: backup grants the abilities printed below it; a line below it not read
    leaves backup unread too."""
    for i, line in enumerate(lines):
        amount = next((int(a.split()[1]) for a in line.abilities
                       if isinstance(a, str) and re.fullmatch(r"backup \d+", a)), None)
        if amount is None:
            continue
        below = lines[i + 1:]
        if len(line.abilities) > 1 or not all(b.modeled for b in below):
            return lines[:i] + (CompiledLine(line.text, ()),) + below
        grants = [a for b in below for a in b.abilities]
        backed = {"backup": {"amount": amount, "grants": grants}}
        return lines[:i] + (replace(line, abilities=(backed,)),) + below
    return lines


def _one_spell(lines: tuple[CompiledLine, ...], instructions: bool) -> tuple[CompiledLine, ...]:
    """An instant's or sorcery's paragraphs are one spell ability, followed in order (608.2c):
    each later paragraph joins the first; one that can't (its targets named again) is not
    read. `instructions`: the card is an instant or sorcery, whose spell must do something; a
    permanent's may be only its additional cost (601.2f)."""
    out: list[CompiledLine] = []
    first: int | None = None
    for line in lines:
        spell = next((a["spell"] for a in line.abilities
                      if isinstance(a, dict) and "spell" in a), None)
        if spell is None:
            out.append(line)
            continue
        if first is None:
            first = len(out)
            out.append(line)
            continue
        body = copy.deepcopy(out[first].abilities[0]["spell"])
        try:
            _merge(body, spell)
        except ValueError:
            out.append(CompiledLine(line.text, ()))
            continue
        out[first] = replace(out[first], abilities=({"spell": body},))
        out.append(replace(line, abilities=(), joined=True))
    if first is not None and instructions \
            and not _does_something(out[first].abilities[0]["spell"]):
        # an additional cost read, and none of what the spell does: nothing of it is read
        out = [CompiledLine(line.text, ()) if i == first or line.joined else line
               for i, line in enumerate(out)]
    return tuple(out)


def _does_something(spell: dict[str, Any]) -> bool:
    return bool(spell.get("effects") or spell.get("modes"))


def _words(text: str, face: Face) -> str:
    """A line as the templates read it: no reminder text or ability word, its name '~'."""
    words = self_references(without_ability_word(strip_reminder(text), face.text), face)
    # "a card named ~" is the name itself, not this object (201.2a, 201.5)
    return re.sub(r"\bnamed ~", f'named "{face.name}"', words)


def _line(text: str, face: Face) -> CompiledLine:
    words = _words(text, face)
    found = read(abilities.TEMPLATES, words, face)
    if found is not None:
        template, built = found
        return CompiledLine(text, tuple(built), template.name, template.rule)
    if face.is_spell_card:
        spell = abilities.spell_line(words, face.has_x)
        if spell is not None:
            return CompiledLine(text, tuple(spell), "spell", abilities.SPELL_RULE)
    return CompiledLine(text, ())


def _merge(spell: dict[str, Any], more: dict[str, Any]) -> None:
    """A second paragraph of a spell's instructions: targets renamed after the first's."""
    for key, value in more.items():  # an additional cost, or choices, said once
        if key not in ("targets", "effects"):
            spell.setdefault(key, value)
    if not spell.get("targets") and more.get("targets"):
        spell["targets"] = dict(more["targets"])
        spell["effects"] = list(spell["effects"]) + list(more["effects"])
        return
    taken = dict(spell.get("targets", {}))
    renames = {}
    for name, spec in more.get("targets", {}).items():
        new = "tuvwxyz"[len(taken)]
        renames[name] = new
        taken[new] = spec
    if renames:
        raise ValueError("targets in two paragraphs of a spell are not modeled")
    spell["effects"] = list(spell["effects"]) + list(more["effects"])
