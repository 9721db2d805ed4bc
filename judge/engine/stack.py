"""The stack: casting spells (601), activating abilities (602, 606, 702.6), and resolving the top
object (608): targets are checked on resolution (608.2b), instants and sorceries follow their
instructions (608.2c) and go to the graveyard (608.2n), permanent spells enter the battlefield
(608.3a), Auras attached to their target (608.3b–c)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge import cr
from judge.cr import Rule
from judge.cards.phrases import Cost, ObjectFilter, TargetSpec, Who
from judge.cards import describe
from judge.cards.vocabulary import (
    ActivatedAbility,
    AsEnters,
    Enchant,
    EntersChoice,
    Equip,
    Instructions,
    NotModeled,
    ResolutionChoice,
    Restriction,
    SpellAbility,
)
from judge.engine import actions  # noqa: F401  (registers the handler of every instruction)
from judge.engine import choices, replacement, triggers
from judge.engine.actions.attach import attach
from judge.engine.events import (
    AbilityActivated,
    AbilityFinished,
    CountersChanged,
    Event,
    LifeChanged,
    ManaAbilityActivated,
    ManaAdded,
    Move,
    Resolving,
    TapChanged,
    TargetIllegal,
    TriggerPutOnStack,
    TriggerRemoved,
    ZoneChange,
)
from judge.engine.history import summoning_sick
from judge.engine.keywords import Hook, joins
from judge.engine.layers import (
    Characteristics,
    compute,
    matches,
    source_characteristics,
    subtype_family,
)
from judge.engine.legality import check_target, source_of
from judge.engine.state import (
    GameObject,
    GameState,
    ObjectId,
    PendingTrigger,
    PlayerId,
    StackedAbility,
    Target,
)
from judge.engine.resolution import Resolution, perform
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.errors import IllegalActionError, Location
from judge.words import (
    ALL_CREATURE_TYPES,
    BASIC_LAND_TYPES,
    COLOR_ORDER,
    CardType,
    Color,
    Step,
    Zone,
)

EQUIP_TARGET = TargetSpec(ObjectFilter(types=frozenset({CardType.CREATURE}),
                                       controller=Who.YOU), None, text="creature you control")


@dataclass(frozen=True)
class AbilityRef:
    """Which activated ability of a permanent: 'equip' or its number (1-based)."""

    equip: bool
    number: int = 0


def find_ability(abilities, ref: AbilityRef) -> tuple[int, Equip | ActivatedAbility] | None:
    """The ability a reference names among an object's abilities."""
    if ref.equip:
        for ab in abilities:
            if isinstance(ab, Equip):
                return 0, ab
        return None
    activated = [ab for ab in abilities if isinstance(ab, ActivatedAbility)]
    if 1 <= ref.number <= len(activated):
        return ref.number, activated[ref.number - 1]
    return None


def stacked(source: GameObject, name: str, number: int,
            ability: Equip | ActivatedAbility) -> StackedAbility:
    """An activated ability of `source` (currently named `name`) as an object on the stack."""
    if isinstance(ability, Equip):
        return StackedAbility(source.id, name, 0, None, f"{name}'s equip ability")
    return StackedAbility(source.id, name, number, ability,
                          f"{name}'s ability {ability.cost.text}")


def target_specs(state: GameState, obj: GameObject) -> dict[str, TargetSpec]:
    """The targets a spell or ability requires, by name, in order (115.1)."""
    if obj.ability is not None:
        if obj.ability.instructions is None:  # equip (702.6a)
            return {"creature": EQUIP_TARGET}
        return dict(obj.ability.instructions.targets)
    chars = compute(state).chars[obj.id]
    return card_target_specs(chars.abilities, chars.subtypes)


def card_target_specs(abilities, subtypes) -> dict[str, TargetSpec]:
    spell = next((a for a in abilities if isinstance(a, SpellAbility)), None)
    if spell is not None:
        return dict(spell.targets)
    if "Aura" in subtypes:  # 303.4a, 115.1b: an Aura spell targets what it will enchant
        enchant = next((a for a in abilities if isinstance(a, Enchant)), None)
        if enchant is not None:
            return {"enchant": enchant.what}
    return {}


def instructions_of(state: GameState, obj: GameObject) -> Instructions | None:
    if obj.ability is not None:
        return obj.ability.instructions
    chars = compute(state).chars[obj.id]
    return next((a for a in chars.abilities if isinstance(a, SpellAbility)), None)


# ---------------------------------------------------------------- casting and activating


def _take_priority(tl: Timeline, player: PlayerId, where: Location | None) -> None:
    """Players before `player` in turn order pass (117.3d); a player must hold priority to act."""
    if tl.state.game_over:
        raise IllegalActionError(f"{player} can't act: the game is over", cr.LOSE_GAME, where)
    if tl.priority is None:
        rule = {Step.UNTAP: cr.NO_PRIORITY_UNTAP,
                Step.CLEANUP: cr.NO_PRIORITY_CLEANUP}.get(tl.state.step, cr.PRIORITY)
        raise IllegalActionError(f"{player} can't act: no player has priority in the "
                                 f"{tl.state.step.value} step", rule, where)
    tl.priority = player


def _check_targets(tl: Timeline, obj_like: GameObject, specs: dict[str, TargetSpec],
                   targets: tuple[Target, ...], label: str, where: Location | None) -> None:
    if len(targets) != len(specs):
        wanted = ", ".join(s.text for s in specs.values()) or "no targets"
        raise IllegalActionError(f"{label} needs {len(specs)} target(s) ({wanted}), "
                                 f"got {len(targets)}", cr.TARGETS, where)
    for (name, spec), target in zip(specs.items(), targets):
        verdict = check_target(tl.state, spec, target, obj_like)
        if verdict is not None:
            who = target.player or f"{tl.state.name(target.object)} ({target.object})"
            raise IllegalActionError(f"{label} can't target {who}: {verdict.detail}",
                                     verdict.rule, where)


def cast(tl: Timeline, card: ObjectId, player: PlayerId, targets: tuple[Target, ...],
         where: Location | None = None) -> Event:
    """601.2: move the card to the stack with its targets; its controller keeps priority."""
    state = tl.state
    obj = _in_hand(state, card, player, cr.CAST, where)
    _take_priority(tl, player, where)
    chars = compute(state).chars[card]
    if chars.is_(CardType.LAND):
        raise IllegalActionError(f"{obj.card.name} is a land: it is played, never cast",
                                 cr.LAND_NOT_CAST, where)
    instant_speed = chars.is_(CardType.INSTANT) or joins(chars, Hook.CAST_TIMING)
    if not instant_speed and not _sorcery_timing(state, player):
        raise IllegalActionError(
            f"{player} can't cast {obj.card.name} now: {_not_sorcery_timing(state, player)}",
            cr.SORCERY_TIMING if chars.is_(CardType.SORCERY) else cr.CAST_TIMING, where)
    proposed = replace(obj, zone=Zone.STACK, controller=player)
    _check_targets(tl, proposed, card_target_specs(chars.abilities, chars.subtypes), targets,
                   f"{player} casting {obj.card.name}", where)
    cast = move(tl, card, Zone.STACK, Move.CAST, cr.CAST, (), player)
    return tl.emit(replace(cast, targets=targets))


def play_land(tl: Timeline, card: ObjectId, player: PlayerId,
              where: Location | None = None) -> None:
    """305.1, 116.2a: a special action — the land goes straight onto the battlefield."""
    state = tl.state
    obj = _in_hand(state, card, player, cr.PLAY_LAND, where)
    if CardType.LAND not in compute(state).chars[card].types:
        raise IllegalActionError(f"{obj.card.name} isn't a land", cr.PLAY_LAND, where)
    _take_priority(tl, player, where)
    if not _sorcery_timing(state, player):
        raise IllegalActionError(f"{player} can play a land only in a main phase of their own "
                                 f"turn with an empty stack", cr.PLAY_LAND, where)
    if any(isinstance(e, ZoneChange) and e.move is Move.PLAYED and e.controller == player
           for e in tl.log):
        raise IllegalActionError(f"{player} has already played a land this turn", cr.ONE_LAND,
                                 where)
    played = move(tl, card, Zone.BATTLEFIELD, Move.PLAYED, cr.PLAY_LAND, (), player)
    replacement.happen(tl, [replace(played, **as_enters(tl, obj, obj.card.abilities, ()))])


def _in_hand(state: GameState, card: ObjectId, player: PlayerId, rule: Rule,
             where: Location | None) -> GameObject:
    obj = state.objects.get(card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{state.name(card)} isn't in {player}'s hand", rule, where)
    return obj


def _sorcery_timing(state: GameState, player: PlayerId) -> bool:
    """307.1: a main phase of the player's own turn, with an empty stack."""
    return state.step.is_main_phase and not state.stack and state.active == player


def _not_sorcery_timing(state: GameState, player: PlayerId) -> str:
    """Why now isn't a main phase of the player's own turn with an empty stack (307.1)."""
    if state.active != player:
        return f"it is {state.active}'s turn"
    if not state.step.is_main_phase:
        return f"it is the {state.step.value} step, not a main phase"
    return "the stack isn't empty"


def activate(tl: Timeline, source: ObjectId, ref: AbilityRef, player: PlayerId,
             targets: tuple[Target, ...], ability_id: ObjectId,
             where: Location | None = None) -> Event:
    """602.2: put the ability on the stack, then pay its costs (mana is taken as paid)."""
    state = tl.state
    obj = state.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        raise IllegalActionError(f"{state.name(source)} isn't on the battlefield", cr.ACTIVATE,
                                 where)
    chars = compute(state).chars[source]
    found = find_ability(chars.abilities, ref)
    if found is None:
        unmodeled = [a.text for a in chars.abilities if isinstance(a, NotModeled)]
        hint = f" modeled (not modeled: {'; '.join(unmodeled)})" if unmodeled else ""
        raise IllegalActionError(f"{chars.name} has no such ability{hint}", cr.ACTIVATE, where)
    number, ability = found
    if chars.controller != player:
        raise IllegalActionError(f"{player} doesn't control {chars.name}", cr.ACTIVATE, where)
    if Restriction.ACTIVATE in chars.restrictions:
        raise IllegalActionError(f"{chars.name}'s activated abilities can't be activated",
                                 cr.ACTIVATION_PROHIBITED, where)
    _take_priority(tl, player, where)
    cost = ability.cost if isinstance(ability, ActivatedAbility) else Cost()
    if cost.loyalty is not None:
        _check_loyalty(tl, obj, chars, cost.loyalty, where)
    elif isinstance(ability, Equip) or ability.sorcery_speed:
        if not _sorcery_timing(state, player):
            raise IllegalActionError(f"{chars.name}'s ability can be activated only as a "
                                     f"sorcery, and {_not_sorcery_timing(state, player)}",
                                     cr.ACTIVATE_AS_SORCERY, where)
    _check_cost(tl, obj, chars, cost, player, where)
    on_stack = stacked(obj, chars.name, number, ability)
    if isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
        done = tl.emit(ManaAbilityActivated(rule=cr.MANA_ABILITY, source=source, player=player,
                                            label=on_stack.label))
        _pay(tl, source, cost, player, (done.seq,))
        tl.emit_all([ManaAdded(rule=cr.MANA, causes=(done.seq,), player=player, mana=e.mana)
                     for e in ability.effects])
        return done
    proposed = GameObject(id=ability_id, card=obj.card, owner=player, controller=player,
                          zone=Zone.STACK, timestamp=0, ability=on_stack)
    _check_targets(tl, proposed, target_specs(state, proposed), targets,
                   f"{player} activating {on_stack.label}", where)
    event = tl.emit(AbilityActivated(rule=cr.ACTIVATE, ability=ability_id, source=source,
                                     player=player, stacked=on_stack, targets=targets))
    _pay(tl, source, cost, player, (event.seq,))
    return event


def _check_cost(tl: Timeline, obj: GameObject, chars: Characteristics, cost: Cost,
                player: PlayerId, where: Location | None) -> None:
    """118.3: a cost can be paid only in full; 602.5a: {T} needs a creature that has been
    under its controller's control since their most recent turn began, unless it has haste."""
    if cost.tap and obj.tapped:
        raise IllegalActionError(f"{chars.name} is already tapped", cr.PAY_IN_FULL, where)
    if cost.tap and chars.is_creature and summoning_sick(tl.log, obj.id, chars.controller) \
            and not joins(chars, Hook.ATTACKS_WITHOUT_SICKNESS):
        raise IllegalActionError(f"{chars.name} hasn't been under {player}'s control since "
                                 f"{player}'s most recent turn began", cr.TAP_ABILITY_SICKNESS,
                                 where)
    if cost.life > tl.state.player(player).life:
        raise IllegalActionError(f"{player} can't pay {cost.life} life", cr.PAY_LIFE, where)
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if obj.counters.get(kind) < n:
            raise IllegalActionError(f"{chars.name} doesn't have {n} {kind} counter(s) to "
                                     f"remove", cr.PAY_IN_FULL, where)


def _pay(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
         causes: tuple[int, ...]) -> None:
    """602.2b (601.2h): the costs, in the order the card lists them."""
    if cost.tap:
        tl.emit(TapChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                           obj=source, tapped=True))
    if cost.loyalty:
        # 606.4: a cost other effects may modify; being a cost, not an effect, "if an effect
        # would put counters" applies only once another replacement has changed it (614.16)
        replacement.happen(tl, [CountersChanged(rule=cr.LOYALTY_ABILITY, causes=causes,
                                                obj=source, kind="loyalty", amount=cost.loyalty,
                                                by_effect=False)])
    if cost.life:
        tl.emit(LifeChanged(rule=cr.PAY_LIFE, causes=causes, player=player, amount=-cost.life))
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        tl.emit(CountersChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                                obj=source, kind=kind, amount=-n))
    if cost.sacrifice_self:
        replacement.happen(tl, [move(tl, source, Zone.GRAVEYARD, Move.SACRIFICED,
                                             cr.SACRIFICE, causes)])


def _check_loyalty(tl: Timeline, obj: GameObject, chars: Characteristics, loyalty: int,
                   where: Location | None) -> None:
    """606.3: sorcery timing, once per turn per permanent; 606.6: enough loyalty to remove."""
    if not _sorcery_timing(tl.state, chars.controller):
        raise IllegalActionError(f"{chars.name}'s loyalty abilities need sorcery timing",
                                 cr.LOYALTY_TIMING, where)
    if any(isinstance(e, AbilityActivated) and e.source == obj.id and e.stacked.instructions
           and e.stacked.instructions.cost.loyalty is not None for e in tl.log):
        raise IllegalActionError(f"a loyalty ability of {chars.name} was already activated "
                                 f"this turn", cr.LOYALTY_TIMING, where)
    if obj.counters.get("loyalty") < -loyalty:
        raise IllegalActionError(f"{chars.name} doesn't have {-loyalty} loyalty",
                                 cr.LOYALTY_REMOVAL, where)


# ---------------------------------------------------------------- resolving


def resolve_top(tl: Timeline) -> None:
    """117.4, 608: all players passed; the top object resolves. Then the active player gets
    priority (117.3b)."""
    top = tl.state.stack[-1]
    obj = tl.state.objects[top]
    put_there = tuple(e.seq for e in tl.log
                      if (isinstance(e, ZoneChange) and e.new_id == top)
                      or (isinstance(e, AbilityActivated) and e.ability == top)
                      or (isinstance(e, TriggerPutOnStack) and e.trigger.id == top))
    start = tl.emit(Resolving(rule=cr.ALL_PASS, causes=put_there, obj=top))
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
                rule=cr.TARGETS_ON_RESOLUTION, causes=(start.seq,),
                also=(verdict.rule,) if verdict.rule is not cr.TARGETS_ON_RESOLUTION else (),
                obj=obj.id, target=target, detail=verdict.detail)))
    return legal, illegal


def _all_illegal(legal: dict[str, Target | None]) -> bool:
    return bool(legal) and all(t is None for t in legal.values())


def _resolution(tl: Timeline, obj: GameObject, instructions: Instructions,
                legal: dict[str, Target | None], start: Event) -> Resolution:
    source_chars, controller = source_of(tl.state, obj)
    source = obj.ability.source if obj.ability is not None else obj.id
    chosen = words = None
    # 608.2d: choices made as the effect is applied
    if ResolutionChoice.COLOR in instructions.choose:
        chosen = choices.color(tl, controller, obj, cr.RESOLUTION_CHOICES, (start.seq,),
                               _threatening_colors(tl, controller))
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
                              chosen_words=words,
                              triggering=ability.triggering if ability else None,
                              triggered_by=ability.triggered_by if ability else None,
                              amount=ability.amount if ability else None,
                              bound=dict(ability.bound) if ability else {})


def _as_pending(obj: GameObject) -> PendingTrigger:
    assert obj.ability is not None
    return PendingTrigger(id=obj.id, controller=obj.controller, ability=obj.ability, causes=())


def _words_in_targets(tl: Timeline, legal: dict[str, Target | None],
                      options: list[str]) -> list[str]:
    """The color or land type words that appear in the targets' text, in order."""
    board = compute(tl.state)
    text = " ".join(describe.ability(a) for t in legal.values()
                    if t is not None and t.object in board.chars
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
    if instructions is not None:
        perform(tl, _resolution(tl, obj, instructions, legal, start))
    if obj.id in tl.state.objects:  # 608.2m: it may have left the stack while resolving
        replacement.happen(tl, [move(tl, obj.id, Zone.GRAVEYARD, Move.FINISHED,
                                             cr.FINISH_RESOLVING, (start.seq,))])


def _resolve_ability(tl: Timeline, obj: GameObject, start: Event) -> None:
    ability = obj.ability
    assert ability is not None
    if ability.condition and not triggers.holds(tl.state, ability.condition, obj.controller,
                                                ability.source):  # 608.2a
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
        if _all_illegal(legal):  # 608.3b
            replacement.happen(tl, [move(tl, obj.id, Zone.GRAVEYARD, Move.NOT_RESOLVED,
                                                 cr.PERMANENT_SPELL_TARGET_ILLEGAL,
                                                 tuple(e.seq for e in illegal))])
            return
        target = next(iter(legal.values()))
        assert target is not None
        attach_to = target.object or target.player
    rule = cr.AURA_ENTERS if attach_to is not None else cr.PERMANENT_ENTERS
    enters = move(tl, obj.id, Zone.BATTLEFIELD, Move.RESOLVED, rule, (start.seq,),
                  obj.controller)
    replacement.happen(tl, [replace(enters, attached_to=attach_to,
                                    **as_enters(tl, obj, chars.abilities, (start.seq,)))])


def as_enters(tl: Timeline, obj: GameObject, abilities, causes: tuple[int, ...]) -> dict:
    """614.1c, 707.5: the choices made as a permanent enters, copy first (616.1c, 707.6)."""
    state = tl.state
    board = compute(state)
    found: dict = {}
    for ab in abilities:
        if isinstance(ab, AsEnters) and ab.copy_of is not None:
            candidates = [o for o in state.in_play_order()
                          if matches(board.chars[o.id], ab.copy_of, obj.controller, obj.id, o)]
            original = choices.object_to_copy(tl, obj.controller, obj, candidates,
                                              cr.ENTERS_AS_COPY, causes)
            if original is not None:
                found["copied"] = original.copied or original.card
                abilities = found["copied"].abilities
    for ab in abilities:
        if not isinstance(ab, AsEnters) or ab.choose is None:
            continue
        if ab.choose is EntersChoice.COLOR:
            found["chosen_color"] = choices.color(tl, obj.controller, obj, cr.AS_ENTERS, causes)
        else:
            counts: dict[str, int] = {}
            for o in state.in_play_order():
                chars = board.chars[o.id]
                if chars.is_creature and chars.controller == obj.controller:
                    for t in chars.subtypes:
                        if subtype_family(t) is CardType.CREATURE and t != ALL_CREATURE_TYPES:
                            counts[t] = counts.get(t, 0) + 1
            found["chosen_type"] = choices.creature_type(tl, obj.controller, obj, cr.AS_ENTERS,
                                                         causes, counts)
    return found


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
