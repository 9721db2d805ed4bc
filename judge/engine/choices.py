"""Every decision a player makes: taken from the scenario, or a documented default that the
ruling marks *assumed* (docs/scenario-format.md lists the defaults)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Sequence, TypeVar

from judge import cr
from judge.cards import describe
from judge.cards.vocabulary import Modal, ModeCount, SpellAbility
from judge.cr import Rule
from judge.engine import loops
from judge.engine.conditions import holds
from judge.engine.decisions import (Answer, Value, decision, one_of, orders, some_of,
                                    yes_or_no)
from judge.engine.events import ChoiceMade
from judge.engine.layers import compute
from judge.engine.state import GameObject, GameState, ObjectId, PendingTrigger, PlayerId, Target
from judge.errors import IllegalActionError, Location
from judge.words import BASIC_LAND_TYPES, COLOR_ORDER, Color, Zone, count_of

PUBLIC_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE)  # 400.2

if TYPE_CHECKING:
    from judge.cards.phrases import TargetSpec
    from judge.engine.candidates import Candidate
    from judge.engine.events import Event
    from judge.engine.timeline import Timeline

# the cards a player looked at: (back on top, top first; the others, in order)
Placed = tuple[tuple[ObjectId, ...], tuple[ObjectId, ...]]


@dataclass(frozen=True)
class Choices:
    """The scenario's `choices:`; ids are the scenario's ids (followed across zone changes)."""

    legend_rule: frozenset[ObjectId] = frozenset()
    colors: Mapping[ObjectId, Color] = field(default_factory=dict)
    discard: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    sacrifice: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    search: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    proliferate: Mapping[PlayerId, tuple[str, ...]] = field(default_factory=dict)
    choose: Mapping[ObjectId, tuple[ObjectId, ...]] = field(default_factory=dict)
    creature_types: Mapping[ObjectId, str] = field(default_factory=dict)
    land_types: Mapping[ObjectId, str] = field(default_factory=dict)  # chosen on resolution
    copies: Mapping[ObjectId, ObjectId] = field(default_factory=dict)
    words: Mapping[ObjectId, tuple[str, str]] = field(default_factory=dict)
    card_names: Mapping[ObjectId, str] = field(default_factory=dict)
    trigger_order: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    trigger_targets: Mapping[ObjectId, tuple[str, ...]] = field(default_factory=dict)
    trigger_modes: Mapping[ObjectId, tuple[int, ...]] = field(default_factory=dict)
    # new targets for each copy of a spell, in the order the copies are made (707.10c)
    copy_targets: Mapping[ObjectId, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    may: Mapping[ObjectId, bool] = field(default_factory=dict)
    pay: Mapping[ObjectId, bool] = field(default_factory=dict)
    replacement_order: Mapping[str, tuple[ObjectId, ...]] = field(default_factory=dict)
    prevention_order: Mapping[str, tuple[ObjectId, ...]] = field(default_factory=dict)
    damage_assignment: Mapping[ObjectId, Mapping[str, int]] = field(default_factory=dict)
    divide: Mapping[ObjectId, Mapping[str, int]] = field(default_factory=dict)
    rearrange: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    clash: Mapping[PlayerId, str] = field(default_factory=dict)  # "top" or "bottom"
    # dungeon cards brought in (309.2a), rooms chosen among arrows (309.5a), Ring-bearers
    # chosen (701.52a): each player's, in order
    dungeons: Mapping[PlayerId, tuple[str, ...]] = field(default_factory=dict)
    rooms: Mapping[PlayerId, tuple[str, ...]] = field(default_factory=dict)
    ring_bearer: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    coin_flips: Mapping[ObjectId, tuple[str, ...]] = field(default_factory=dict)
    die_rolls: Mapping[ObjectId, tuple[int, ...]] = field(default_factory=dict)
    mana: Mapping[ObjectId, tuple[str, ...]] = field(default_factory=dict)  # chosen, in order
    counters_removed: Mapping[ObjectId, tuple[str, ...]] = field(default_factory=dict)
    counters_chosen: Mapping[ObjectId, tuple[str, ...]] = field(default_factory=dict)
    library_order: Mapping[PlayerId, tuple[ObjectId, ...]] = field(default_factory=dict)
    tap_or_untap: Mapping[ObjectId, str] = field(default_factory=dict)  # "tap", "untap", "neither"
    top_or_bottom: Mapping[ObjectId, str] = field(default_factory=dict)  # "top" or "bottom"
    scry: Mapping[PlayerId, Placed] = field(default_factory=dict)
    surveil: Mapping[PlayerId, Placed] = field(default_factory=dict)
    where: Mapping[tuple[str, str], Location] = field(default_factory=dict)  # (section, key)

    def answered(self, section: str, key: str, value: Value) -> Choices:
        """These choices, with `value` under `key` in `section` (for the legend rule, `value`
        is the permanent kept): the scenario as if it had said so."""
        if section == "legend_rule":
            return replace(self, legend_rule=self.legend_rule | {ObjectId(str(value))})
        given: Any = Color(value) if section == "colors" and isinstance(value, str) else value
        sections: dict[str, Any] = {section: {**getattr(self, section), key: given}}
        return replace(self, **sections)

    def watched(self) -> Choices:
        """The same choices, each section remembering which keys the engine asked for."""
        # each _Asked stands in for its section (a frozenset is only ever asked `in`)
        sections: dict[str, Any] = {name: _Asked(getattr(self, name)) for name in SECTIONS}
        return replace(self, **sections)

    def unasked(self) -> list[str]:
        """'section.key' for every choice the ruling never needed (a typo, or a decision
        that never came up)."""
        return [f"{name}.{key}" for name in SECTIONS
                for key in _Asked.unasked(getattr(self, name))]


class _Asked(Mapping[object, object]):
    """A section of the scenario's choices that remembers the keys asked for."""

    def __init__(self, data: Mapping[object, object] | frozenset[object]) -> None:
        self.data: dict[object, object] = (dict.fromkeys(data, True)
                                           if isinstance(data, frozenset) else dict(data))
        self.asked: set[object] = set()

    def __getitem__(self, key: object) -> object:
        self.asked.add(key)
        return self.data[key]

    def get(self, key: object, default: object = None) -> object:
        self.asked.add(key)
        return self.data.get(key, default)

    def __contains__(self, key: object) -> bool:
        self.asked.add(key)
        return key in self.data

    def __iter__(self) -> Iterator[object]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)

    @staticmethod
    def unasked(section: object) -> list[str]:
        if not isinstance(section, _Asked):
            return []
        return sorted(str(k) for k in section.data if k not in section.asked)


SECTIONS = ("legend_rule", "colors", "discard", "sacrifice", "search", "proliferate", "choose",
            "creature_types", "land_types", "copies",
            "words", "card_names", "trigger_order", "trigger_targets", "trigger_modes",
            "copy_targets", "may", "pay",
            "replacement_order", "prevention_order", "damage_assignment", "divide", "rearrange",
            "clash", "dungeons", "rooms", "ring_bearer",
            "coin_flips", "die_rolls", "mana", "tap_or_untap", "top_or_bottom",
            "counters_removed", "counters_chosen",
            "library_order",
            "scry", "surveil")


_T = TypeVar("_T")


def _chosen(tl: Timeline, section: Mapping[ObjectId, _T], obj: GameObject) -> _T | None:
    """A choice named by the spell or ability that makes it; for an ability, else by its
    source (one activation or trigger of that source's abilities in the scenario)."""
    state = tl.state
    found = section.get(state.root(obj.id))
    if found is None and obj.ability is not None:
        found = section.get(state.root(obj.ability.source))
    return found


def legend_to_keep(tl: Timeline, player: PlayerId, name: str, candidates: Sequence[GameObject],
                   rule: Rule, causes: tuple[int, ...]) -> GameObject:
    """704.5j: the controller keeps one. Default: the newest (latest timestamp)."""
    state = tl.state
    named = [o for o in candidates if state.root(o.id) in tl.choices.legend_rule]
    if len(named) > 1:
        raise IllegalActionError(
            f"choices.legend_rule keeps {len(named)} permanents named {name}; "
            f"{player} keeps one of them", rule,
            tl.choices.where.get(("legend_rule", state.root(named[1].id))))
    assumed = not named
    kept = named[0] if not assumed else max(candidates, key=lambda o: o.timestamp)
    tl.emit(ChoiceMade(
        rule=rule, causes=causes, assumed=assumed, player=player,
        subject=f"which {name} to keep", chosen=(kept.id,),
        options=tuple(o.id for o in candidates),
        decision=one_of("legend_rule", name, [state.root(o.id) for o in candidates],
                        state.root(kept.id), "keep {}")))
    return kept


def color(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
          causes: tuple[int, ...], threats: Sequence[Color] = ()) -> Color:
    """608.2d: a color chosen on resolution. Default: the first color (WUBRG) of an opposing
    spell or ability on the stack, else white."""
    chosen = _chosen(tl, tl.choices.colors, obj)
    assumed = chosen is None
    if chosen is None:
        chosen = next((c for c in COLOR_ORDER if c in threats), Color.WHITE)
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a color", chosen=(chosen.value,),
                       decision=one_of("colors", tl.state.root(obj.id),
                                       [c.value for c in COLOR_ORDER], chosen.value)))
    return chosen


def modes(tl: Timeline, player: PlayerId, obj: GameObject, spell: SpellAbility,
          wanted: tuple[int, ...], rule: Rule, where: Location | None,
          entwine: bool = False, kicked: bool = False) -> tuple[int, ...]:
    """601.2b, 700.2a: the caster chooses the modes (each once, unless the spell allows more,
    700.2d); with entwine, all of them (702.42a). Default: the first mode, or the first two
    where two are chosen, and so on."""
    assert spell.choose_modes is not None
    as_cast = replace(obj, kicked=kicked)  # kicked or not, announced with the modes (601.2b)
    count = mode_count(replace(tl.state, objects={**tl.state.objects, obj.id: as_cast}), spell,
                       player, obj.id)
    options = len(spell.modes)
    entwined = entwine and len(set(wanted)) == options and not count.allows(options, options)
    if entwined:
        rule = cr.ENTWINE
    if wanted:
        if not _modes_allowed(spell, wanted, range(1, options + 1)) \
                or not (entwined or count.allows(len(wanted), options)):
            raise IllegalActionError(
                f"{obj.card.name} has {options} modes, of which {player} chooses {count.value}"
                f"{_how_often(spell)}: {', '.join(map(str, wanted))} isn't such a choice",
                cr.MODE_AGAIN if spell.repeat_modes else rule, where)
        chosen = tuple(sorted(wanted))
    else:
        chosen = tuple(range(1, count.least + 1))
    tl.emit(ChoiceMade(rule=rule, assumed=not wanted, player=player,
                       also=(cr.MODE_AGAIN,) if len(set(chosen)) < len(chosen) else (),
                       subject=f"the mode(s) of {obj.card.name} ({count.value})",
                       chosen=tuple(f"mode {m}: {describe.instructions(spell.modes[m - 1])}"
                                    for m in chosen)))
    return chosen


def mode_count(state: GameState, modal: Modal, player: PlayerId, source: ObjectId) -> ModeCount:
    """How many modes are chosen: more where the spell or ability says so and its condition
    holds as they are chosen (700.2a)."""
    assert modal.choose_modes is not None
    more = modal.more_modes
    if more is not None and holds(state, more.condition, player, source):
        return more.choose
    return modal.choose_modes


def _modes_allowed(modal: Modal, wanted: Sequence[int], legal: Sequence[int]) -> bool:
    """Each chosen mode is one there is, and none is chosen twice unless that is allowed
    (700.2d)."""
    return all(m in legal for m in wanted) and (
        modal.repeat_modes or len(set(wanted)) == len(wanted))


def _how_often(modal: Modal) -> str:
    return ", the same one more than once if they like" if modal.repeat_modes else ", each once"


def cards_to_discard(tl: Timeline, player: PlayerId, count: int, rule: Rule,
                     causes: tuple[int, ...], among: Sequence[ObjectId] | None = None,
                     chooser: PlayerId | None = None, random: bool = False,
                     verb: str = "discard", up_to: bool = False) -> list[ObjectId]:
    """701.8b: the player chooses (or `chooser`, among the cards `among`: "you choose a
    nonland card from it"), by `choices.discard` under the discarding player's name; a
    random discard is the card the scenario says came up. `up_to` ("you may choose a card
    from it", "choose up to two cards"): fewer may be named, `[]` for none (608.2d). Default:
    the first cards that may be chosen, as many as may be."""
    hand = list(tl.state.player(player).hand if among is None else among)
    if count >= len(hand) and not (up_to and hand):
        return hand
    named = tl.choices.discard.get(player)
    wanted = [o for o in hand if tl.state.root(o) in (named or ())]
    assumed = len(wanted) != count if not up_to else \
        named is None or len(wanted) != len(named) or len(wanted) > count
    chosen = wanted if not assumed else hand[:count]
    whose = "" if chooser in (None, player) else f" from {player}'s hand"
    how = " at random" if random else ""
    most = "up to " if up_to else ""
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=chooser or player,
                       subject=f"{most}{count_of(count, 'card')} to {verb}{how}{whose}",
                       chosen=tuple(chosen) or ("none",), options=tuple(hand),
                       decision=None if up_to else some_of(
                           "discard", player, [tl.state.root(o) for o in hand], count,
                           [tl.state.root(o) for o in chosen], verb)))
    return chosen


def cards_to_reveal(tl: Timeline, source: ObjectId, player: PlayerId, count: int, rule: Rule,
                    causes: tuple[int, ...]) -> list[ObjectId]:
    """701.16a: the cards a player reveals from their hand where the words let them choose
    which ("reveals three cards from their hand"), by `choices.choose` under the source's id;
    a choice of other than that many of their cards is not taken. Default: the first in
    hand, assumed."""
    hand = list(tl.state.player(player).hand)
    if count >= len(hand):
        return hand
    named = tl.choices.choose.get(tl.state.root(source))
    wanted = [o for o in hand if tl.state.root(o) in (named or ())]
    assumed = named is None or len(wanted) != count or len(named) != count
    chosen = wanted if not assumed else hand[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{count_of(count, 'card')} to reveal", chosen=tuple(chosen),
                       options=tuple(hand)))
    return chosen


def looked_at_cards(tl: Timeline, player: PlayerId, looked: Sequence[ObjectId],
                    section: Mapping[PlayerId, Placed], where: str, rule: Rule,
                    causes: tuple[int, ...]) -> Placed:
    """Scry and surveil (701.18a, 701.42a): which looked-at cards go back on top, in what order,
    and which go `where` (the bottom, or the graveyard). The scenario must place every card it
    looked at exactly once. Default: all back on top in the order they were."""
    current = {tl.state.root(o): o for o in looked}
    wanted = section.get(player)
    top: tuple[ObjectId, ...] = tuple(looked)
    away: tuple[ObjectId, ...] = ()
    assumed = True
    if wanted is not None:
        ids = [current.get(tl.state.root(o)) for o in wanted[0] + wanted[1]]
        if None not in ids and sorted(map(str, ids)) == sorted(map(str, looked)):
            top = tuple(current[tl.state.root(o)] for o in wanted[0])
            away = tuple(current[tl.state.root(o)] for o in wanted[1])
            assumed = False
    subject = f"which of the top {count_of(len(looked), 'card')} to put {where}"
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=subject + ("; the rest stay on top in the same order"
                                          if assumed else ""),
                       chosen=away or ("none",), options=tuple(looked)))
    return top, away


def library_order(tl: Timeline, chooser: PlayerId, owner: PlayerId, looked: Sequence[ObjectId],
                  rule: Rule, causes: tuple[int, ...]) -> tuple[ObjectId, ...]:
    """The order the looked-at top cards of `owner`'s library go back in (401.4), as `chooser`
    puts them: the scenario's, which lists each of them once; default: as they were, assumed."""
    current = {tl.state.root(o): o for o in looked}
    wanted = tl.choices.rearrange.get(owner)
    ids = [current.get(tl.state.root(o)) for o in wanted] if wanted is not None else []
    chosen = wanted is not None and None not in ids and sorted(map(str, ids)) == sorted(
        map(str, looked))
    order = tuple(o for o in ids if o is not None) if chosen else tuple(looked)
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=not chosen, player=chooser,
                       subject=f"the order of the top {count_of(len(looked), 'card')} of "
                       f"{owner}'s library, top "
                       "first" + ("; as they were" if not chosen else ""),
                       chosen=order, options=tuple(looked),
                       decision=orders("rearrange", owner, [tl.state.root(o) for o in looked],
                                       [tl.state.root(o) for o in order])))
    return order


def coin_flip(tl: Timeline, source: ObjectId, flipped: int) -> bool | None:
    """705.2: whether the player who flips wins the source's coin flip number `flipped` (0 for
    its first): the scenario's result; None where it says none."""
    results = tl.choices.coin_flips.get(tl.state.root(source), ())
    return results[flipped] == "won" if flipped < len(results) else None


def die_roll(tl: Timeline, source: ObjectId, rolled: int) -> int | None:
    """706.2: the result of the source's die roll number `rolled` (0 for its first): the
    scenario's; None where it says none."""
    results = tl.choices.die_rolls.get(tl.state.root(source), ())
    return results[rolled] if rolled < len(results) else None


def mana_chosen(tl: Timeline, source: ObjectId, added: int) -> str | None:
    """106.1b: the mana a player chose as the source's ability added mana of their choice, its
    time number `added` (0 for its first): the scenario's; None where it says none."""
    chosen = tl.choices.mana.get(tl.state.root(source), ())
    return chosen[added] if added < len(chosen) else None


def clash_to_bottom(tl: Timeline, player: PlayerId, card: ObjectId, rule: Rule,
                    causes: tuple[int, ...]) -> bool:
    """701.23a: whether a player who clashed puts the revealed card on the bottom of their
    library. Default: no, it stays on top, assumed."""
    wanted = tl.choices.clash.get(player)
    bottom = wanted == "bottom"
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=wanted is None, player=player,
                       subject=f"where to put {tl.state.name(card)}, revealed",
                       chosen=("on the bottom" if bottom else "back on top",),
                       decision=one_of("clash", player, ("top", "bottom"),
                                       "bottom" if bottom else "top")))
    return bottom


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
                       subject=f"{count_of(count, 'permanent')} to sacrifice",
                       chosen=tuple(o.id for o in chosen),
                       options=tuple(o.id for o in candidates),
                       decision=some_of("sacrifice", player,
                                        [tl.state.root(o.id) for o in candidates], count,
                                        [tl.state.root(o.id) for o in chosen], "sacrifice")))
    return chosen


def chosen_objects(tl: Timeline, source: ObjectId, player: PlayerId,
                   candidates: Sequence[GameObject], count: int, subject: str, rule: Rule,
                   causes: tuple[int, ...], default: Sequence[GameObject] | None = None
                   ) -> list[GameObject]:
    """Permanents a resolving spell or ability has its controller choose without targeting
    (bolster, amass), by `choices.choose` under its source's id; `count` at most where
    `default` is given ("up to two"), which are then the default. Default: the oldest."""
    named = tl.choices.choose.get(tl.state.root(source))
    if default is None and len(candidates) <= count:
        return list(candidates)
    wanted = [o for o in candidates if named is not None and tl.state.root(o.id) in named]
    assumed = len(wanted) != count if default is None else named is None or len(wanted) > count
    pool = candidates if default is None else default
    chosen = wanted if not assumed else sorted(pool, key=lambda o: o.timestamp)[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=subject, chosen=tuple(o.id for o in chosen),
                       options=tuple(o.id for o in candidates),
                       decision=None if default is not None else some_of(
                           "choose", tl.state.root(source),
                           [tl.state.root(o.id) for o in candidates], count,
                           [tl.state.root(o.id) for o in chosen], "choose")))
    return chosen


def new_target(tl: Timeline, source: ObjectId, player: PlayerId, spell: GameObject,
               candidates: Sequence[Target], rule: Rule, causes: tuple[int, ...]) -> Target:
    """115.7a: the target a resolving spell or ability changes another's target to, by
    `choices.choose` under its source's id (an object's id or a player's name); it must be one
    of the legal `candidates`. Default: the first of them (opponents first), assumed."""
    state = tl.state
    root = state.root(source)
    named = tl.choices.choose.get(root)
    subject = f"the new target of {spell.name}"
    options = tuple(str(t) for t in candidates)
    if named is None:
        refs = [t.player or state.root(ObjectId(str(t.object))) for t in candidates]
        tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=len(candidates) > 1, player=player,
                           subject=subject, chosen=(options[0],), options=options,
                           decision=decision("choose", root, (Answer(r, (r,)) for r in refs),
                                             (refs[0],))))
        return candidates[0]
    wanted = [t for t in candidates if (t.player if t.player is not None else state.root(
        ObjectId(str(t.object)))) in named]
    if len(wanted) != 1 or len(named) != 1:
        raise IllegalActionError(f"{', '.join(named) or 'nothing'} isn't another legal target "
                                 f"for {spell.name} (legal: {', '.join(options)})", rule,
                                 tl.choices.where.get(("choose", root)))
    tl.emit(ChoiceMade(rule=rule, causes=causes, player=player, subject=subject,
                       chosen=(str(wanted[0]),), options=options))
    return wanted[0]


def card_to_cast(tl: Timeline, source: ObjectId, player: PlayerId,
                 candidates: Sequence[ObjectId], spell: str, rule: Rule,
                 causes: tuple[int, ...], optional: bool = True) -> ObjectId | None:
    """608.2g: the card a resolving spell or ability lets its controller cast ("a spell with
    mana value 3 or less from your hand"), by `choices.choose` under its source's id ([]: none,
    where the instruction is optional); a card named that doesn't fit can't be cast this way
    (601.3). Default: the first that fits, assumed."""
    state = tl.state
    root = state.root(source)
    named = tl.choices.choose.get(root)
    subject = f"the card to cast ({spell.replace('your ', 'their ')})"
    if named is None:
        if not candidates:
            return None
        cards = [(state.root(c),) for c in candidates] + ([()] if optional else [])
        tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=len(candidates) > 1, player=player,
                           subject=subject, chosen=(candidates[0],), options=tuple(candidates),
                           decision=decision("choose", root, (
                               Answer(c[0] if c else "none", c) for c in cards), cards[0])))
        return candidates[0]
    if not named and candidates and not optional:
        raise IllegalActionError(f"the instruction says to cast {spell}, and one fits: none "
                                 "can't be chosen", rule, tl.choices.where.get(("choose", root)))
    if not named:
        tl.emit(ChoiceMade(rule=rule, causes=causes, player=player, subject=subject,
                           chosen=("none",), options=tuple(candidates)))
        return None
    found = [o for o in candidates if state.root(o) in named]
    if len(named) > 1 or not found:
        why = f"only one card is cast this way, not {', '.join(named)}" if len(named) > 1 \
            else f"{named[0]} isn't {spell}, so it can't be cast this way"
        raise IllegalActionError(why, cr.CAST_ALLOWED, tl.choices.where.get(("choose", root)))
    tl.emit(ChoiceMade(rule=rule, causes=causes, player=player, subject=subject,
                       chosen=(found[0],), options=tuple(candidates)))
    return found[0]


def to_proliferate(tl: Timeline, player: PlayerId, objects: Sequence[GameObject],
                   players: Sequence[PlayerId], rule: Rule, causes: tuple[int, ...]
                   ) -> tuple[list[GameObject], list[PlayerId]]:
    """701.27a: any number of the permanents and players that have counters. Default: the
    permanents the player controls, and their opponents (poison)."""
    named = tl.choices.proliferate.get(player)
    if named is not None:
        chosen = [o for o in objects if tl.state.root(o.id) in named]
        whom = [p for p in players if p in named]
    else:
        chosen = [o for o in objects if o.controller == player]
        whom = [p for p in players if p != player]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=named is None, player=player,
                       subject="the permanents and players to proliferate"
                       + ("; by default their own permanents and their opponents"
                          if named is None else ""),
                       chosen=tuple(str(x) for x in [o.id for o in chosen] + whom) or ("none",),
                       options=tuple(str(x) for x in [o.id for o in objects] + list(players))))
    return chosen, whom


def cards_to_find(tl: Timeline, player: PlayerId, candidates: Sequence[ObjectId], count: int,
                  rule: Rule, causes: tuple[int, ...], at_least: int = 0) -> list[ObjectId]:
    """701.19b: the player finds up to `count` of the cards that fit, or none — or at least
    `at_least` of them, where the instruction takes that many ('put two of them into your
    hand'): naming fewer is refused. Default: the first that fit, from the top of the
    library."""
    named = tl.choices.search.get(player)
    wanted = None if named is None else [o for o in candidates if tl.state.root(o) in named]
    assumed = wanted is None or len(wanted) != len(named or ())
    if not assumed and len(wanted or ()) < min(at_least, len(candidates)):
        raise IllegalActionError(f"{player} takes {count_of(at_least, 'card')} of those: "
                                 f"{', '.join(named or ()) or 'none'} isn't such a choice", rule,
                                 tl.choices.where.get(("search", player)))
    chosen = list(candidates[:count]) if assumed else (wanted or [])[:count]
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{'' if at_least else 'up to '}{count_of(count, 'card')} to find",
                       chosen=tuple(chosen),
                       options=tuple(candidates),
                       decision=some_of("search", player, [tl.state.root(o) for o in candidates],
                                        min(count, len(candidates)),
                                        [tl.state.root(o) for o in chosen], "find")))
    return chosen


def one_of_each(tl: Timeline, player: PlayerId, candidates: Sequence[ObjectId],
                kinds: Sequence[Sequence[ObjectId]], words: str, rule: Rule,
                causes: tuple[int, ...]) -> list[ObjectId]:
    """'A creature card and/or a land card': at most one card for each kind (`kinds`: the
    candidates that fit each), each a different card, by `choices: search:`; cards that can't
    be so matched are refused. Default: as many as can be, the ones nearest the top."""
    def matched(cards: Sequence[ObjectId], free: tuple[int, ...]) -> bool:
        if not cards:
            return True
        return any(cards[0] in kinds[k] and matched(cards[1:], tuple(f for f in free if f != k))
                   for k in free)

    every = tuple(range(len(kinds)))
    named = tl.choices.search.get(player)
    wanted = None if named is None else [o for o in candidates if tl.state.root(o) in named]
    assumed = wanted is None or len(wanted) != len(named or ())
    if not assumed and not matched(wanted or [], every):
        raise IllegalActionError(f"{player} takes at most {words}: "
                                 f"{', '.join(named or ())} isn't such a choice", rule,
                                 tl.choices.where.get(("search", player)))
    chosen = list(wanted or []) if not assumed else next(
        list(cards) for n in range(min(len(kinds), len(candidates)), -1, -1)
        for cards in combinations(candidates, n) if matched(cards, every))
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject=f"{words} to find", chosen=tuple(chosen),
                       options=tuple(candidates)))
    return chosen


def creature_type(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
                  causes: tuple[int, ...], counts: Mapping[str, int]) -> str:
    """614.1c: a creature type chosen as it enters. Default: the type most common among the
    creatures its controller controls (alphabetical on a tie), else Human."""
    chosen = _chosen(tl, tl.choices.creature_types, obj)
    assumed = chosen is None
    if chosen is None:
        chosen = min(counts, key=lambda t: (-counts[t], t)) if counts else "Human"
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a creature type", chosen=(chosen,)))
    return chosen


def land_type(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
              causes: tuple[int, ...], have: frozenset[str]) -> str:
    """608.2d: a basic land type chosen as a spell or ability resolves. Default: the first
    basic land type (Plains, Island, Swamp, Mountain, Forest) the lands it targets don't all
    have already, assumed."""
    chosen = _chosen(tl, tl.choices.land_types, obj)
    assumed = chosen is None
    if chosen is None:
        chosen = next((t for t in BASIC_LAND_TYPES if t not in have), "Plains")
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a basic land type", chosen=(chosen,),
                       decision=one_of("land_types", tl.state.root(obj.id), list(BASIC_LAND_TYPES),
                                       chosen)))
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
                       subject=f"what {obj.card.name} enters as a copy of", chosen=(chosen.id,),
                       options=tuple(o.id for o in candidates),
                       decision=one_of("copies", tl.state.root(obj.id),
                                       [tl.state.root(o.id) for o in candidates],
                                       tl.state.root(chosen.id), "a copy of {}")))
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


def counters_to_remove(tl: Timeline, player: PlayerId, obj: GameObject, count: int,
                       causes: tuple[int, ...]) -> list[str]:
    """118.3: the kinds of the counters a "remove a counter from this" cost takes, one for
    each counter. Default: from the kind it has most of (then in the usual order), assumed
    where it has more than one kind."""
    told = tl.choices.counters_removed.get(tl.state.root(obj.id))
    have = {kind: n for kind, n in obj.counters.items if n > 0}
    if told is not None and len(told) == count and all(
            told.count(kind) <= have.get(kind, 0) for kind in told):
        chosen = list(told)
        assumed = False
    else:
        chosen = []
        for kind, n in sorted(have.items(), key=lambda kv: (-kv[1], kv[0])):
            chosen += [kind] * min(n, count - len(chosen))
        assumed = len(have) > 1 or told is not None
    tl.emit(ChoiceMade(rule=cr.PAY_IN_FULL, causes=causes, assumed=assumed, player=player,
                       subject=f"the counters to remove from {obj.card.name}",
                       chosen=tuple(chosen)))
    return chosen


def counters_to_enter_with(tl: Timeline, player: PlayerId, obj: GameObject,
                           options: Sequence[str], different: int, rule: Rule,
                           causes: tuple[int, ...]) -> tuple[str, ...]:
    """614.12a: the kinds of counter chosen as a permanent enters with "your choice of …",
    that many different ones among the options. Default: the first listed, assumed."""
    root = tl.state.root(obj.id)
    told = tl.choices.counters_chosen.get(root)
    if told is not None and (len(set(told)) != different or len(told) != different
                             or not set(told) <= set(options)):
        raise IllegalActionError(
            f"{player} chooses {count_of(different, 'kind')} of counter for {obj.card.name} "
            f"among {', '.join(options)}: {', '.join(told) or 'none'} isn't such a choice",
            rule, tl.choices.where.get(("counters_chosen", root)))
    chosen = tuple(told) if told is not None else tuple(options[:different])
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=told is None, player=player,
                       subject=f"the counters {obj.card.name} enters with",
                       chosen=chosen, options=tuple(options),
                       decision=some_of("counters_chosen", root, options, different, chosen,
                                        "counters:")))
    return chosen


def tap_or_untap(tl: Timeline, source: ObjectId, player: PlayerId, obj: GameObject,
                 optional: bool, causes: tuple[int, ...]) -> bool | None:
    """608.2d: whether "tap or untap" taps the object (True) or untaps it; None: neither, where
    "you may" lets the player choose that. Default: the one that changes it — untap it if it
    is tapped, else tap it."""
    told = tl.choices.tap_or_untap.get(tl.state.root(source))
    assumed = told is None or (told == "neither" and not optional)
    chosen = ("untap" if obj.tapped else "tap") if told is None or assumed else told
    tl.emit(ChoiceMade(rule=cr.RESOLUTION_CHOICES, causes=causes, assumed=assumed, player=player,
                       subject=f"whether to tap or untap {obj.card.name}", chosen=(chosen,),
                       decision=one_of("tap_or_untap", tl.state.root(source),
                                       ("tap", "untap", "neither")[:3 if optional else 2],
                                       chosen)))
    return None if chosen == "neither" else chosen == "tap"


def on_the_bottom(tl: Timeline, player: PlayerId, obj: GameObject,
                  causes: tuple[int, ...], top: str = "on the top") -> bool:
    """608.2d: whether its owner puts it on the bottom of their library, "their choice of the
    top or bottom" (or of "second from the top or on the bottom": `top`). Default: on top (or
    that place), assumed."""
    told = tl.choices.top_or_bottom.get(tl.state.root(obj.id))
    chosen = told or "top"
    tl.emit(ChoiceMade(rule=cr.RESOLUTION_CHOICES, causes=causes, assumed=told is None,
                       player=player, subject=f"whether to put {obj.card.name} {top} or "
                       f"{'the' if top == 'on the top' else 'on the'} bottom of their library",
                       chosen=(chosen,),
                       decision=one_of("top_or_bottom", tl.state.root(obj.id), ("top", "bottom"),
                                       chosen)))
    return chosen == "bottom"


def card_name(tl: Timeline, player: PlayerId, obj: GameObject, found: Sequence[str],
              rule: Rule, causes: tuple[int, ...]) -> str:
    """608.2d: a card name chosen as it resolves. Default: the first name among `found` (the
    cards of the player it is about), else none there is."""
    chosen = tl.choices.card_names.get(tl.state.root(obj.id))
    assumed = chosen is None
    if chosen is None:
        chosen = found[0] if found else "no card in the game"
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=assumed, player=player,
                       subject="a card name", chosen=(chosen,)))
    return chosen


def trigger_order(tl: Timeline, player: PlayerId, triggers: Sequence[PendingTrigger],
                  rule: Rule) -> list[PendingTrigger]:
    """603.3b: the order a player puts their triggers on the stack (first goes lowest).
    Default: the order they triggered in."""
    if len(triggers) < 2:
        return list(triggers)
    state = tl.state
    wanted = list(tl.choices.trigger_order.get(player, ()))
    left = list(triggers)
    ordered: list[PendingTrigger] = []
    for source in wanted:
        match = next((t for t in left if state.root(t.ability.source) == source), None)
        if match is not None:
            ordered.append(match)
            left.remove(match)
    assumed = bool(left)
    ordered += left
    tl.emit(ChoiceMade(rule=rule, causes=tuple(sorted({c for t in triggers for c in t.causes})),
                       assumed=assumed, player=player,
                       subject="in which order the triggered abilities go on the stack "
                               "(first goes lowest)",
                       chosen=tuple(t.id for t in ordered),
                       decision=orders("trigger_order", player,
                                       [state.root(t.ability.source) for t in triggers],
                                       [state.root(t.ability.source) for t in ordered])))
    return ordered


def trigger_modes(tl: Timeline, trigger: PendingTrigger, modal: Modal,
                  legal: tuple[int, ...]) -> tuple[int, ...]:
    """603.3c, 700.2b: the controller chooses the modes as it goes on the stack; a mode
    whose targets can't be chosen can't be. Default: the first legal mode(s); none when too
    few are legal."""
    assert modal.choose_modes is not None
    count = mode_count(tl.state, modal, trigger.controller, trigger.ability.source)
    options = len(modal.modes)
    root = tl.state.root(trigger.ability.source)
    wanted = tl.choices.trigger_modes.get(root)
    name = trigger.ability.source_name
    if wanted is not None:
        if not _modes_allowed(modal, wanted, legal) or not count.allows(len(wanted), options):
            raise IllegalActionError(
                f"{trigger.ability.label} has {options} modes, of which {trigger.controller} "
                f"chooses {count.value}{_how_often(modal)}, among those with legal targets "
                f"({', '.join(map(str, legal)) or 'none'}): {', '.join(map(str, wanted))} "
                "isn't such a choice", cr.TRIGGER_MODES,
                tl.choices.where.get(("trigger_modes", root)))
        chosen = tuple(sorted(wanted))
    else:
        chosen = legal[:count.wanted] if len(legal) >= count.least else ()
    sizes = [n for n in range(len(legal) + 1) if count.allows(n, options)]
    tl.emit(ChoiceMade(rule=cr.TRIGGER_MODES, causes=trigger.causes, assumed=wanted is None,
                       also=(cr.MODE_AGAIN,) if len(set(chosen)) < len(chosen) else (),
                       player=trigger.controller,
                       subject=f"the mode(s) of {name}'s triggered ability ({count.value})",
                       chosen=tuple(f"mode {m}: {describe.instructions(modal.modes[m - 1])}"
                                    for m in chosen) or ("no mode",),
                       # each other set of legal modes, each mode once
                       decision=None if modal.repeat_modes else decision(
                           "trigger_modes", root, (
                               Answer(f"mode {', '.join(map(str, c))}" if c else "no mode", c)
                               for n in sizes for c in combinations(legal, n)),
                           chosen, sum(comb(len(legal), n) for n in sizes))))
    return chosen


def possible_targets(state: GameState, controller: PlayerId) -> list[Target]:
    """Every player and every object in a public zone (400.2), opponents' first, then the
    oldest: the order a default target is chosen in."""
    found = [Target(player=p) for p in state.apnap() if p != controller] + \
        [Target(player=controller)]
    objects = sorted(state.objects.values(), key=lambda o: (o.controller == controller,
                                                            o.timestamp, o.id))
    return found + [Target(object=o.id) for o in objects if o.zone in PUBLIC_ZONES]


def trigger_target(tl: Timeline, trigger: PendingTrigger, name: str, spec: TargetSpec,
                   proposed: GameObject,
                   legal: Callable[[Target], bool]) -> Target | None:
    """603.3d: a target chosen as a triggered ability goes on the stack. Default: an
    opponent, or an opponent's permanent (oldest first), before the controller's own; for an
    "up to one" target, none rather than the controller's own."""
    state = tl.state
    root = state.root(trigger.ability.source)
    names = list(tl.choices.trigger_targets.get(root, ()))
    instructions = trigger.ability.instructions
    assert instructions is not None  # `name` is one of its targets
    specs = list((instructions.targets or {}).keys())
    index = specs.index(name)
    if names and index >= len(names) and spec.optional:  # "up to one": the scenario chose none
        tl.emit(ChoiceMade(rule=cr.TRIGGER_TARGETS, causes=trigger.causes,
                           player=trigger.controller, subject=f"a target ({spec.text})",
                           chosen=("none",)))
        return None
    if index < len(names):
        ref = names[index]
        target = Target(player=PlayerId(ref)) if state.has_player(ref) else Target(
            object=state.current(ObjectId(ref)) or ObjectId(ref))
        if not legal(target):
            raise IllegalActionError(f"{ref} isn't a legal target ({spec.text}) for "
                                     f"{trigger.ability.label}", cr.TRIGGER_TARGETS,
                                     tl.choices.where.get(("trigger_targets", root)))
        tl.emit(ChoiceMade(rule=cr.TRIGGER_TARGETS, causes=trigger.causes,
                           player=trigger.controller, subject=f"a target ({spec.text})",
                           chosen=(str(target),)))
        return target
    controller = trigger.controller
    allowed = [t for t in possible_targets(state, controller) if legal(t)]
    if not allowed:
        return None
    refs = [t.player or state.root(ObjectId(str(t.object))) for t in allowed]
    mine = spec.optional and (allowed[0].player == controller or (
        allowed[0].object is not None
        and state.objects[allowed[0].object].controller == controller))
    # its only target: the scenario would name another as `trigger_targets: {source: [it]}`
    answers = decision("trigger_targets", root, (Answer(f"target {r}", (r,)) for r in refs),
                       () if mine else (refs[0],), len(refs) + mine) if len(specs) == 1 \
        else None
    if mine:
        tl.emit(ChoiceMade(rule=cr.TRIGGER_TARGETS, causes=trigger.causes, assumed=True,
                           player=controller, chosen=("none",), decision=answers,
                           subject=f"a target ({spec.text}), rather than one of their own"))
        return None
    only = len(allowed) == 1  # forced, not a guess
    tl.emit(ChoiceMade(rule=cr.TRIGGER_TARGETS, causes=trigger.causes, assumed=not only,
                       player=controller, chosen=(str(allowed[0]),),
                       subject=f"{'the only legal' if only else 'a'} target ({spec.text})",
                       decision=answers))
    return allowed[0]


def copy_targets(tl: Timeline, player: PlayerId, original: GameObject, number: int,
                 legal: Callable[[int, Target], bool], causes: tuple[int, ...]
                 ) -> tuple[Target, ...] | None:
    """707.10c: the new targets the copy's controller chooses for the `number`th copy of a
    spell (1-based), by `choices.copy_targets` under the spell's id; each must be legal. None:
    the original's targets kept. Default: the original's, assumed."""
    state = tl.state
    root = state.root(original.id)
    chosen = tl.choices.copy_targets.get(root, ())
    if number > len(chosen):
        tl.emit(ChoiceMade(rule=cr.COPY_NEW_TARGETS, causes=causes, assumed=True, player=player,
                           subject=f"targets for copy {number} of {state.name(original.id)}",
                           chosen=("the original's",)))
        return None
    targets = tuple(Target(player=PlayerId(ref)) if state.has_player(ref) else Target(
        object=state.current(ObjectId(ref)) or ObjectId(ref)) for ref in chosen[number - 1])
    if len(targets) != len(original.targets) or not all(
            legal(i, t) for i, t in enumerate(targets)):
        raise IllegalActionError(f"{', '.join(chosen[number - 1])} aren't legal targets for copy "
                                 f"{number} of {state.name(original.id)}", cr.COPY_NEW_TARGETS,
                                 tl.choices.where.get(("copy_targets", root)))
    tl.emit(ChoiceMade(rule=cr.COPY_NEW_TARGETS, causes=causes, player=player,
                       subject=f"targets for copy {number} of {state.name(original.id)}",
                       chosen=tuple(str(t) for t in targets)))
    return targets


def may(tl: Timeline, player: PlayerId, obj: GameObject, rule: Rule,
        causes: tuple[int, ...], subject: str = "whether to use the optional ability") -> bool:
    """603.5, 502.3: whether a player does what a "you may" ability offers. Default: yes; no
    the next time after the game repeated a loop this choice was in (judge/engine/loops.py)."""
    source = obj.ability.source if obj.ability is not None else obj.id
    if loops.stops(tl, tl.state.root(source)):
        wanted, rule = None, cr.LOOP_SHORTCUT
        yes = False
    else:
        wanted = tl.choices.may.get(tl.state.root(source))
        yes = True if wanted is None else wanted
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=wanted is None, player=player,
                       subject=subject, chosen=("yes" if yes else "no",),
                       decision=yes_or_no("may", tl.state.root(source), yes)))
    return yes


def pays(tl: Timeline, player: PlayerId, obj: GameObject, cost: str, rule: Rule,
         causes: tuple[int, ...]) -> bool:
    """118.12a: whether a player pays to keep their spell or ability from being countered.
    Default: no (whether they could is a question of mana, which judge models only for a
    tracked mana pool)."""
    wanted = tl.choices.pay.get(tl.state.root(obj.id))
    yes = bool(wanted)
    parts = [p[:1].lower() + p[1:] for p in cost.split(", ")]
    words = cost[len("Pay "):] if cost.startswith("Pay ") and len(parts) == 1 else \
        cost if re.fullmatch(r"(\{[^{}]+\})+", cost) else \
        "to " + ", ".join(f"pay {p}" if p.startswith("{") else p for p in parts)
    verb = "whether " if words.startswith("to ") else "whether to pay "
    tl.emit(ChoiceMade(rule=rule, causes=causes, assumed=wanted is None, player=player,
                       subject=f"{verb}{words} for {obj.name}",
                       chosen=("pays" if yes else "doesn't pay",),
                       decision=yes_or_no("pay", tl.state.root(obj.id), yes, "pays",
                                          "doesn't pay")))
    return yes


def replacement_to_apply(tl: Timeline, player: PlayerId | None, event: Event,
                         pool: Sequence[Candidate], rule: Rule) -> Candidate:
    """616.1: the affected player chooses which replacement to apply first. Default: the
    effect whose source came first (earliest timestamp)."""
    if len(pool) == 1:
        return pool[0]
    state = tl.state
    subject = getattr(event, "obj", None) or getattr(event, "player", None) or (
        event.recipient.object or event.recipient.player if hasattr(event, "recipient")
        else None)
    key = state.root(subject) if subject is not None and subject in state.lineage else subject
    wanted = [s for s in tl.choices.replacement_order.get(str(key), ())]
    ordered = sorted(pool, key=lambda c: (c.timestamp, repr(c.key)))
    named = [c for w in wanted for c in pool if c.source is not None
             and state.root(c.source) == w]
    chosen = named[0] if named else ordered[0]
    sources = {c.source_name: state.root(c.source) for c in pool if c.source is not None}
    tl.emit(ChoiceMade(rule=rule, causes=event.causes, assumed=not named,
                       player=player or state.active,
                       subject="which replacement or prevention effect to apply first",
                       chosen=(chosen.source_name,),
                       options=tuple(c.source_name for c in pool),
                       decision=decision("replacement_order", str(key), (
                           Answer(f"{name} first", (root,)) for name, root in sources.items()),
                           (sources.get(chosen.source_name, ""),))))
    return chosen


def prevention_order(tl: Timeline, player: PlayerId, shielded: str, sources: Sequence[ObjectId],
                     causes: tuple[int, ...]) -> list[ObjectId]:
    """615.7: when several sources would deal damage to a shielded permanent or player at
    once, its controller or that player chooses whose damage the shield prevents first.
    Default: the order the damage is dealt in."""
    state = tl.state
    left = list(sources)
    ordered: list[ObjectId] = []
    for wanted in tl.choices.prevention_order.get(shielded, ()):
        match = next((s for s in left if state.root(s) == wanted), None)
        if match is not None:
            ordered.append(match)
            left.remove(match)
    assumed = len(left) > 1  # one left over goes last either way
    ordered += left
    tl.emit(ChoiceMade(rule=cr.PREVENTION_SHIELD, causes=causes, assumed=assumed, player=player,
                       subject="whose damage the prevention shield prevents first",
                       chosen=tuple(ordered),
                       decision=orders("prevention_order", shielded,
                                       [state.root(o) for o in sources],
                                       [state.root(o) for o in ordered])))
    return ordered
