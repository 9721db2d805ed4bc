"""Every decision a player makes: taken from the scenario, or a documented default that the
ruling marks *assumed* (docs/scenario-format.md lists the defaults)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

from judge.cr import Rule
from judge.engine.events import ChoiceMade
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
    chosen = wanted if not assumed else sorted(
        candidates, key=lambda o: (o.card.mana_value, o.timestamp))[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{count} permanent(s) to sacrifice",
                       chosen=tuple(o.id for o in chosen),
                       options=tuple(o.id for o in candidates)))
    return chosen
