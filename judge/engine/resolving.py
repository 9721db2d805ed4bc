"""Resolving the top object of the stack (CR 608): targets are checked on resolution (608.2b),
instants, sorceries and abilities follow their instructions (608.2c) with the choices made as
they resolve (608.2d), spells go to the graveyard (608.2n), permanent spells enter the
battlefield (608.3a), Auras attached to their target (608.3b–c), with the choices and copies
made as they enter (614.1c, 707.5); an intervening "if" is checked again (603.4)."""

from __future__ import annotations

import re
from functools import cache
from dataclasses import replace

from judge import cr
from judge.cards import describe
from judge.cards.vocabulary import (AddMana, CastIt, Instructions, ResolutionChoice, ReturnToHand,
                                   SacrificeIt, TappedForManaTrigger, TriggeredAbility)
from judge.engine import actions  # noqa: F401  (registers the handler of every instruction)
from judge.engine import missing_abilities  # noqa: F401  (tells what entering didn't do)
from judge.engine import choices, city_blessing, history, replacement
from judge.engine.actions.attach import attach
from judge.engine.actions.delayed import about_one
from judge.engine.conditions import holds
from judge.engine.events import (
    ControlChanged,
    CountersChanged,
    EffectBegan,
    EffectEnded,
    Unbestowed,
    AbilityFinished,
    Event,
    Move,
    Resolving,
    TargetIllegal,
    TriggerRemoved,
    TriggeredManaAbilityResolves,
    ZoneChange,
)
from judge.engine.apply import card_of
from judge.engine.layers import compute, source_characteristics
from judge.engine.legality import check_target, source_of
from judge.engine.resolution import Resolution, perform
from judge.engine.stack import instructions_of, target_specs
from judge.engine.keywords import Hook, joins
from judge.engine.state import GameObject, PendingTrigger, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.engine.entering import creature_types_of, enters
from judge.engine.zones import move
from judge.errors import IllegalActionError
from judge.words import BASIC_LAND_TYPES, COLOR_ORDER, CardType, Color, Step, Zone


def resolve_top(tl: Timeline) -> None:
    """117.4, 608: all players passed; the top object resolves. Then the active player gets
    priority (117.3b)."""
    top = tl.state.stack[-1]
    obj = tl.state.objects[top]
    start = tl.emit(Resolving(rule=cr.ALL_PASS, causes=history.put_there(tl.log, top),
                              obj=top))
    if obj.ability is not None:
        _resolve_ability(tl, obj, start)
    elif compute(tl.state).chars[top].types & {CardType.INSTANT, CardType.SORCERY}:
        _resolve_spell(tl, obj, start)
    else:
        _resolve_permanent(tl, obj, start)
    tl.priority = tl.state.active


def _check_targets_on_resolution(tl: Timeline, obj: GameObject, start: Event
                                 ) -> tuple[dict[str, Target | None], list[Event]]:
    """608.2b: each target is checked again; illegal ones are left out."""
    specs = target_specs(tl.state, obj)
    legal: dict[str, Target | None] = {}
    illegal: list[Event] = []
    for (name, spec), target in zip(specs.items(), obj.targets):
        verdict = check_target(tl.state, spec, target, obj)
        if verdict is None:
            legal[name] = target
        else:
            legal[name] = None
            illegal.append(tl.emit(TargetIllegal(
                rule=cr.TARGETS_ON_RESOLUTION, causes=(start.seq, *_since_put(tl, start, target)),
                also=(verdict.rule,) if verdict.rule is not cr.TARGETS_ON_RESOLUTION else (),
                obj=obj.id, target=target, detail=verdict.detail)))
    return legal, illegal


# what can make a target illegal: it moved, changed control, or an effect began or ended on it
_TARGET_CHANGES = (ZoneChange, ControlChanged, EffectBegan, EffectEnded, CountersChanged)


def _since_put(tl: Timeline, start: Event, target: Target) -> tuple[int, ...]:
    """What happened to the target object since the spell or ability was put on the stack:
    the cause a judge looks for when it is illegal now (hexproof gained, the creature gone)."""
    if target.object is None:
        return ()
    since = min(start.causes) if start.causes else 0  # on the stack as the scenario starts: 0
    return tuple(history.touching(tl.log, target.object, _TARGET_CHANGES, since))


def _all_illegal(legal: dict[str, Target | None]) -> bool:
    return bool(legal) and all(t is None for t in legal.values())


def _resolution(tl: Timeline, obj: GameObject, instructions: Instructions,
                legal: dict[str, Target | None], start: Event) -> Resolution:
    source_chars, controller = source_of(tl.state, obj)
    source = obj.ability.source if obj.ability is not None else obj.id
    chosen = words = kind_chosen = land_type = None
    # 608.2d: choices made as the effect is applied
    if ResolutionChoice.COLOR in instructions.choose:
        chosen = choices.color(tl, controller, obj, cr.RESOLUTION_CHOICES, (start.seq,),
                               _threatening_colors(tl, controller))
    named = next((k for k in (ResolutionChoice.CARD_NAME, ResolutionChoice.NONLAND_CARD_NAME)
                  if k in instructions.choose), None)
    name = None if named is None else _card_name(tl, controller, obj, legal, named, start)
    if ResolutionChoice.CREATURE_TYPE in instructions.choose:
        kind_chosen = choices.creature_type(tl, controller, obj, cr.RESOLUTION_CHOICES,
                                            (start.seq,), creature_types_of(tl.state, controller))
    if ResolutionChoice.BASIC_LAND_TYPE in instructions.choose:
        land_type = choices.land_type(tl, controller, obj, cr.RESOLUTION_CHOICES, (start.seq,),
                                      _land_types_in_targets(tl, legal))
    for kind in (ResolutionChoice.COLOR_WORD, ResolutionChoice.LAND_TYPE_WORD):
        if kind in instructions.choose:
            options = [c.value for c in COLOR_ORDER] if kind is ResolutionChoice.COLOR_WORD \
                else list(BASIC_LAND_TYPES)
            words = choices.words(tl, controller, obj, options,
                                  _words_in_targets(tl, legal, options),
                                  cr.RESOLUTION_CHOICES, (start.seq,))
    assert source_chars is not None
    ability = obj.ability
    return Resolution(obj=obj, controller=controller, source=source,
                              source_chars=source_chars, instructions=instructions,
                              targets=legal, cause=start.seq, chosen_color=chosen,
                              chosen_type=kind_chosen, chosen_name=name,
                              chosen_land_type=land_type,
                              chosen_words=words,
                              triggering=ability.triggering if ability else None,
                              triggered_by=ability.triggered_by if ability else None,
                              amount=ability.amount if ability else None,
                              produced=ability.mana if ability else "",
                              triggering_player=ability.triggering_player if ability else None,
                              bound=dict(ability.bound) if ability else {},
                              division=dict(zip(legal, obj.division)))


def _land_types_in_targets(tl: Timeline, legal: dict[str, Target | None]) -> frozenset[str]:
    """The basic land types every land it targets has already."""
    chars = compute(tl.state).chars
    lands = [chars[t.object] for t in legal.values()
             if t is not None and t.object is not None and t.object in chars]
    return frozenset.intersection(*(frozenset(c.subtypes) for c in lands)) if lands \
        else frozenset()


def _card_name(tl: Timeline, controller: PlayerId, obj: GameObject,
               legal: dict[str, Target | None], kind: ResolutionChoice, start: Event) -> str:
    """608.2d: a card name chosen as it resolves; "nonland" rules out a land card's name, where
    judge knows that card. Default: the first such card in the hand of the player it targets
    (else an opponent's)."""
    state = tl.state
    about = [t.player for t in legal.values() if t is not None and t.player is not None] \
        or list(state.opponents(controller))
    nonland = kind is ResolutionChoice.NONLAND_CARD_NAME
    found = [state.objects[o].card.name for p in about for o in state.player(p).hand
             if not (nonland and CardType.LAND in state.objects[o].card.types)]
    chosen = choices.card_name(tl, controller, obj, found, cr.RESOLUTION_CHOICES, (start.seq,))
    lands = {o.card.name for o in state.objects.values() if CardType.LAND in o.card.types}
    if nonland and chosen in lands:
        raise IllegalActionError(f"{chosen} is a land card's name, and a nonland card name is "
                                 "chosen", cr.RESOLUTION_CHOICES,
                                 tl.choices.where.get(("card_names", state.root(obj.id))))
    return chosen


def triggered_mana_abilities(tl: Timeline, since: int) -> None:
    """605.4a: the triggered mana abilities the mana ability (event `since` on) made trigger
    resolve at once, without the stack: those that trigger on a permanent's being tapped for
    mana, have no target and add mana (605.1b, 605.5a)."""
    for trigger in [t for t in tl.state.pending if min(t.causes, default=0) > since
                    and _is_mana_trigger(t)]:
        start = tl.emit(TriggeredManaAbilityResolves(rule=cr.TRIGGERED_MANA_ABILITY,
                                                     also=(cr.TRIGGERED_MANA_ABILITY_DEFINED,),
                                                     causes=trigger.causes, trigger=trigger))
        ability = trigger.ability
        assert ability.instructions is not None
        obj = GameObject(id=trigger.id, card=card_of(tl.state, ability.source),
                         owner=trigger.controller, controller=trigger.controller,
                         zone=Zone.STACK, timestamp=0, ability=ability)
        if ability.condition and not holds(tl.state, ability.condition, obj.controller,
                                           ability.source, ability.triggering,
                                           ability.triggering_player):  # 603.4
            continue
        if ability.optional and not choices.may(tl, obj.controller, obj, cr.OPTIONAL_TRIGGER,
                                                (start.seq,)):
            continue
        perform(tl, _resolution(tl, obj, ability.instructions, {}, start))


def _is_mana_trigger(trigger: PendingTrigger) -> bool:
    ability = trigger.ability.instructions
    return isinstance(ability, TriggeredAbility) \
        and isinstance(ability.when, TappedForManaTrigger) and not ability.targets \
        and any(isinstance(e, AddMana) for e in ability.effects)


def _as_pending(obj: GameObject) -> PendingTrigger:
    assert obj.ability is not None
    return PendingTrigger(id=obj.id, controller=obj.controller, ability=obj.ability, causes=())


def _words_in_targets(tl: Timeline, legal: dict[str, Target | None],
                      options: list[str]) -> list[str]:
    """The color or land type words that appear in the targets' text, in order."""
    board = compute(tl.state)
    text = " ".join(describe.ability(a) for t in legal.values()
                    if t is not None and t.object is not None and t.object in board.chars
                    for a in board.chars[t.object].abilities)
    return [w for w in options if re.search(rf"\b{w}", text, re.IGNORECASE)]


def _resolve_spell(tl: Timeline, obj: GameObject, start: Event) -> None:
    legal, illegal = _check_targets_on_resolution(tl, obj, start)
    if _all_illegal(legal):
        replacement.happen(tl, [move(tl, obj.id, Zone.GRAVEYARD, Move.NOT_RESOLVED,
                                             cr.TARGETS_ON_RESOLUTION,
                                             tuple(e.seq for e in illegal))])
        return
    instructions = instructions_of(tl.state, obj)
    if joins(compute(tl.state).chars[obj.id], Hook.CITY_BLESSING):  # 702.131a
        city_blessing.as_spell_resolves(tl, obj.controller, (start.seq,))
    if instructions is not None:
        perform(tl, _resolution(tl, obj, instructions, legal, start))
    if obj.id in tl.state.objects:  # 608.2m: it may have left the stack while resolving
        if obj.cast_from is Zone.HAND and joins(compute(tl.state).chars[obj.id], Hook.REBOUNDS):
            _rebound(tl, obj, start)
        elif obj.bought_back:  # 702.27a: to its owner's hand instead
            replacement.happen(tl, [replace(move(tl, obj.id, Zone.HAND, Move.FINISHED,
                                                 cr.FINISH_RESOLVING, (start.seq,)),
                                            also=(cr.BUYBACK,))])
        else:
            replacement.happen(tl, [move(tl, obj.id, Zone.GRAVEYARD, Move.FINISHED,
                                         cr.FINISH_RESOLVING, (start.seq,))])


def _rebound(tl: Timeline, obj: GameObject, start: Event) -> None:
    """702.88a: exiled instead of going to the graveyard, and a delayed ability: at the
    beginning of its caster's next upkeep, they may cast it from exile without paying its mana
    cost."""
    done = replacement.happen(tl, [replace(move(tl, obj.id, Zone.EXILE, Move.FINISHED,
                                                cr.FINISH_RESOLVING, (start.seq,)),
                                           also=(cr.REBOUND,))])
    exiled = next((e.new_id for e in done if isinstance(e, ZoneChange) and e.obj == obj.id
                   and e.destination is Zone.EXILE), None)
    if exiled is not None:
        about_one(tl, exiled, obj.card.name, obj.controller, _cast_it(), cr.REBOUND,
                  tuple(e.seq for e in done), at=Step.UPKEEP, yours=True)


@cache
def _cast_it() -> CastIt:
    """Built on first use, as the vocabulary's validators are (judge/start.py)."""
    return CastIt.model_validate({"what": "it"})


def _resolve_ability(tl: Timeline, obj: GameObject, start: Event) -> None:
    ability = obj.ability
    assert ability is not None
    if ability.condition and not holds(tl.state, ability.condition, obj.controller,
                                       ability.source, ability.triggering,
                                       ability.triggering_player, ability.x):  # 608.2a
        tl.emit(TriggerRemoved(rule=cr.INTERVENING_IF_ON_RESOLUTION, causes=(start.seq,),
                               trigger=_as_pending(obj), from_stack=True,
                               detail=f"its condition '{ability.condition.text}' is false now"))
        return
    legal, illegal = _check_targets_on_resolution(tl, obj, start)
    if _all_illegal(legal):
        tl.emit(AbilityFinished(rule=cr.TARGETS_ON_RESOLUTION,
                                causes=tuple(e.seq for e in illegal), obj=obj.id,
                                resolved=False))
        return
    if ability.instructions is None:
        _equip(tl, obj, legal["creature"], start)
    elif not ability.optional or choices.may(tl, obj.controller, obj, cr.OPTIONAL_TRIGGER,
                                             (start.seq,)):
        perform(tl, _resolution(tl, obj, ability.instructions, legal, start))
    if obj.id in tl.state.objects:
        tl.emit(AbilityFinished(rule=cr.FINISH_RESOLVING, causes=(start.seq,), obj=obj.id,
                                resolved=True))


def _equip(tl: Timeline, obj: GameObject, target: Target | None, start: Event) -> None:
    """702.6a: attach the Equipment to the target creature, if it can be (301.5b)."""
    assert obj.ability is not None and target is not None and target.object is not None
    equipment = tl.state.objects.get(obj.ability.source)
    if equipment is None or equipment.zone is not Zone.BATTLEFIELD:
        return
    attach(tl, equipment, target.object, cr.EQUIP, (start.seq,))


def _resolve_permanent(tl: Timeline, obj: GameObject, start: Event) -> None:
    chars = compute(tl.state).chars[obj.id]
    attach_to = None
    if "Aura" in chars.subtypes:
        legal, illegal = _check_targets_on_resolution(tl, obj, start)
        if _all_illegal(legal) and obj.bestowed:  # 702.103e: it resolves as a creature spell
            tl.emit(Unbestowed(rule=cr.BESTOW_TARGET_ILLEGAL, obj=obj.id,
                               causes=tuple(e.seq for e in illegal)))
            obj = tl.state.objects[obj.id]
            chars = compute(tl.state).chars[obj.id]
        elif _all_illegal(legal):  # 608.3b
            replacement.happen(tl, [move(tl, obj.id, Zone.GRAVEYARD, Move.NOT_RESOLVED,
                                                 cr.PERMANENT_SPELL_TARGET_ILLEGAL,
                                                 tuple(e.seq for e in illegal))])
            return
        else:
            target = next(iter(legal.values()))
            assert target is not None
            attach_to = target.object or target.player
    rule = cr.AURA_ENTERS if attach_to is not None else cr.PERMANENT_ENTERS
    # 702.146b, 712.13: with the face up it had on the stack, which says what it enters as
    change = enters(tl, obj.id, Move.RESOLVED, rule, (start.seq,), obj.controller,
                    transformed=obj.transformed)
    if obj.transformed:
        change = replace(change, also=change.also + (cr.SAME_FACE_UP,))
    entered = replacement.happen(tl, [replace(
        change, attached_to=attach_to, x=obj.x, kicked=obj.kicked, face_down=obj.face_down,
        alternative_cost=obj.alternative_cost, offspring=obj.offspring, squad=obj.squad,
        bargained=obj.bargained,
        prototyped=obj.prototyped, haste_from=change.haste_from or obj.haste_from)])
    until_next_end_step = _until_next_end_step().get(obj.alternative_cost)
    permanent = next((e.new_id for e in entered if isinstance(e, ZoneChange)
                      and e.obj == obj.id and e.destination is Zone.BATTLEFIELD), None)
    if until_next_end_step is not None and permanent is not None:
        rule, effect = until_next_end_step
        about_one(tl, permanent, obj.card.name, obj.controller, effect, rule,
                         tuple(e.seq for e in entered))


# 702.109a, 702.152a: a spell cast for its dash or blitz cost makes the permanent it becomes
# leave at the beginning of the next end step
@cache
def _until_next_end_step() -> dict[str, tuple[cr.Rule, ReturnToHand | SacrificeIt]]:
    return {"dash": (cr.DASH, ReturnToHand.model_validate({"what": "it"})),
            "blitz": (cr.BLITZ, SacrificeIt.model_validate({"what": "it"}))}


def _threatening_colors(tl: Timeline, player: PlayerId) -> list[Color]:
    """Colors of opposing spells and abilities on the stack (for the documented default)."""
    board = compute(tl.state)
    found: set[Color] = set()
    for oid in tl.state.stack:
        obj = tl.state.objects[oid]
        if obj.controller == player:
            continue
        chars = board.chars.get(oid) or (source_characteristics(tl.state, obj.ability.source)
                                         if obj.ability else None)
        if chars is not None:
            found |= chars.colors
    return [c for c in COLOR_ORDER if c in found]
