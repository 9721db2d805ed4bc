"""Every decision a player makes: taken from the scenario, or a documented default that the
ruling marks *assumed* (docs/scenario-format.md lists the defaults)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

from judge.cr import Rule
from judge.engine.events import ChoiceMade
from judge.engine.layers import compute
from judge.engine.state import GameObject, ObjectId, PlayerId
from judge.words import COLOR_ORDER, Color

if TYPE_CHECKING:
    from judge.engine.timeline import Timeline


@dataclass(frozen=True)
class Choices:
    """The scenario's `choices:`; ids are the scenario's ids (followed across zone changes)."""

    legend_rule: frozenset[ObjectId] = frozenset()
    colors: Mapping[ObjectId, Color] = field(default_factory=dict)
    discard: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    sacrifice: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    creature_types: Mapping[ObjectId, str] = field(default_factory=dict)
    copies: Mapping[ObjectId, ObjectId] = field(default_factory=dict)
    words: Mapping[ObjectId, tuple[str, str]] = field(default_factory=dict)


def legend_to_keep(tl: Timeline, player: PlayerId, name: str, candidates: Sequence[GameObject],
                   rule: Rule, causes: tuple[int, ...]) -> GameObject:
    """704.5j: the controller keeps one. Default: the newest (latest timestamp)."""
    state = tl.state
    named = [o for o in candidates if state.root(o.id) in tl.choices.legend_rule]
    assumed = len(named) != 1
    kept = named[0] if not assumed else max(candidates, key=lambda o: o.timestamp)
    tl.emit(ChoiceMade(
        rule=rule, causes=causes, assumed=assumed, player=player,
        subject=f"which {name} to keep", chosen=(kept.id,),
        options=tuple(o.id for o in candidates)))
    return kept


def color(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
          causes: tuple[int, ...], threats: Sequence[Color] = ()) -> Color:
    """608.2d: a color chosen on resolution. Default: the first color (WUBRG) of an opposing
    spell or ability on the stack, else white."""
    chosen = tl.choices.colors.get(tl.state.root(obj.id))
    assumed = chosen is None
    if chosen is None:
        chosen = next((c for c in COLOR_ORDER if c in threats), Color.WHITE)
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a color", chosen=(chosen.value,)))
    return chosen


def cards_to_discard(tl: Timeline, player: PlayerId, count: int, rule: Rule,
                     causes: tuple[int, ...]) -> list[ObjectId]:
    """701.8b: the player chooses. Default: the first cards in their hand."""
    hand = list(tl.state.player(player).hand)
    if count >= len(hand):
        return hand
    wanted = [o for o in hand if tl.state.root(o) in tl.choices.discard.get(player, ())]
    assumed = len(wanted) != count
    chosen = wanted if not assumed else hand[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{count} card(s) to discard", chosen=tuple(chosen),
                       options=tuple(hand)))
    return chosen


def permanents_to_sacrifice(tl: Timeline, player: PlayerId, candidates: Sequence[GameObject],
                            count: int, rule: Rule, causes: tuple[int, ...]) -> list[GameObject]:
    """701.17a: the player chooses. Default: the lowest mana value, then the oldest."""
    if count >= len(candidates):
        return list(candidates)
    wanted = [o for o in candidates
              if tl.state.root(o.id) in tl.choices.sacrifice.get(player, ())]
    assumed = len(wanted) != count
    chars = compute(tl.state).chars
    chosen = wanted if not assumed else sorted(
        candidates, key=lambda o: (chars[o.id].mana_value, o.timestamp))[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{count} permanent(s) to sacrifice",
                       chosen=tuple(o.id for o in chosen),
                       options=tuple(o.id for o in candidates)))
    return chosen


def creature_type(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
                  causes: tuple[int, ...], counts: Mapping[str, int]) -> str:
    """614.1c: a creature type chosen as it enters. Default: the type most common among the
    creatures its controller controls (alphabetical on a tie), else Human."""
    chosen = tl.choices.creature_types.get(tl.state.root(obj.id))
    assumed = chosen is None
    if chosen is None:
        chosen = min(counts, key=lambda t: (-counts[t], t)) if counts else "Human"
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a creature type", chosen=(chosen,)))
    return chosen


def object_to_copy(tl: Timeline, player: PlayerId, obj: GameObject,
                   candidates: Sequence[GameObject], rule: Rule,
                   causes: tuple[int, ...]) -> GameObject | None:
    """707.5: what it enters as a copy of. Default: the highest mana value, then the newest."""
    if not candidates:
        return None
    named = tl.choices.copies.get(tl.state.root(obj.id))
    wanted = [o for o in candidates if tl.state.root(o.id) == named]
    assumed = not wanted
    chars = compute(tl.state).chars
    chosen = wanted[0] if wanted else max(candidates, key=lambda o: (chars[o.id].mana_value,
                                                                     o.timestamp))
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="what to copy", chosen=(chosen.id,),
                       options=tuple(o.id for o in candidates)))
    return chosen


def words(tl: Timeline, player: PlayerId, obj: GameObject, options: Sequence[str],
          found: Sequence[str], rule: Rule, causes: tuple[int, ...]) -> tuple[str, str]:
    """608.2d: the word to replace and its replacement. Default: the first such word in the
    target's text, replaced with the next word in the usual order."""
    chosen = tl.choices.words.get(tl.state.root(obj.id))
    assumed = chosen is None
    if chosen is None:
        old = found[0] if found else options[0]
        chosen = (old, options[(list(options).index(old) + 1) % len(options)])
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a word to change", chosen=(f"{chosen[0]} → {chosen[1]}",)))
    return chosen
