"""Putting waiting triggered abilities on the stack (CR 603.3): the next time a player would
receive priority, each player in APNAP order (101.4) puts theirs on in the order they choose
(603.3b); targets are chosen then, and an ability without a legal one is removed (603.3d). Each
ability triggers under the player who controlled its source (603.3a)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from judge import cr
from judge.cards.phrases import TargetSpec
from judge.cards.vocabulary import (BecomesTargetTrigger, GainsLifeTrigger, Modal,
                                   TriggeredAbility)
from judge.engine import choices, division
from judge.engine.conditions import whose_matches
from judge.engine.events import (
    LifeChanged,
    NotTriggered,
    Triggered,
    TriggerPutOnStack,
    TriggerRemoved,
)
from judge.engine.apply import card_of
from judge.engine.crime import targeting
from judge.engine.history import this_turn
from judge.engine.legality import check_target, same_graveyard
from judge.engine.state import (
    GameObject,
    PendingTrigger,
    PlayerId,
    Target,
)
from judge.words import Zone

if TYPE_CHECKING:
    from judge.engine.timeline import Timeline


def put_on_stack(tl: Timeline) -> bool:
    """603.3b: each player in APNAP order puts their waiting triggers on the stack, in the
    order they choose. Returns False if nothing was waiting."""
    if not tl.state.pending:
        return False
    waiting = {t.controller for t in tl.state.pending}
    apnap = tuple(p for p in tl.state.apnap() if p in waiting) if len(waiting) > 1 else ()
    for player in apnap or tl.state.apnap():
        mine = [t for t in tl.state.pending if t.controller == player]
        if not mine:
            continue
        ordered = choices.trigger_order(tl, player, mine, cr.TRIGGER_ORDER)
        for i, trigger in enumerate(ordered):
            _put(tl, trigger, len(ordered) > 1 or bool(apnap), apnap if i == 0 else ())
    return True


def _put(tl: Timeline, trigger: PendingTrigger, ordered: bool,
         apnap: tuple[PlayerId, ...]) -> None:
    """603.3c–d: modes, then targets, are chosen as it is put on the stack; with no mode or
    no legal target it is removed. `ordered`: its place among other triggers came from
    603.3b; `apnap`: on a player's first, the players whose triggers go on in APNAP order
    (101.4)."""
    proposed = GameObject(id=trigger.id, card=card_of(tl.state, trigger.ability.source),
                          owner=trigger.controller,
                          controller=trigger.controller, zone=Zone.STACK, timestamp=0,
                          ability=trigger.ability)
    instructions = trigger.ability.instructions
    if isinstance(instructions, Modal) and instructions.modes:
        legal = tuple(i for i, mode in enumerate(instructions.modes, 1)
                      if _can_target(tl, mode.targets, proposed))
        chosen = choices.trigger_modes(tl, trigger, instructions, legal)
        if not chosen:
            tl.emit(TriggerRemoved(rule=cr.TRIGGER_MODES, causes=trigger.causes,
                                   trigger=trigger, detail="no mode was chosen"))
            return
        trigger = replace(trigger, ability=replace(
            trigger.ability, instructions=instructions.with_modes(chosen)))
        proposed = replace(proposed, ability=trigger.ability)
        instructions = trigger.ability.instructions
    specs = dict(instructions.targets) if instructions is not None else {}
    targets: list[Target] = []
    groups: dict[str, list[Target]] = {}
    for name, spec in specs.items():
        group = groups.setdefault(spec.group or name, [])  # 115.3: each object once
        target = choices.trigger_target(tl, trigger, name, spec, proposed,
                                        lambda t: t not in group and all(
                                            t not in groups.get(o, ()) for o in spec.other_than
                                        ) and check_target(
                                            tl.state, spec, t, proposed) is None and (
                                            not spec.one_graveyard or not group
                                            or same_graveyard(tl.state, group[0], t)))
        if target is None and spec.optional:
            break  # "up to one": left unchosen, like any optional target after it (601.2c)
        if target is None:
            tl.emit(TriggerRemoved(rule=cr.TRIGGER_TARGETS, causes=trigger.causes,
                                   trigger=trigger,
                                   detail=f"there is no legal {spec.text} to target"))
            return
        targets.append(target)
        group.append(target)
    also = ((cr.TRIGGER_ORDER,) if ordered else ()) + ((cr.APNAP,) if apnap else ())
    put = tl.emit(TriggerPutOnStack(rule=cr.TRIGGERS_TO_STACK, also=also, causes=trigger.causes,
                                    trigger=trigger, targets=tuple(targets), apnap=apnap))
    source = tl.state.root(trigger.ability.source)  # 603.3d, 601.2d
    division.announce(tl, trigger.id, trigger.controller, tl.choices.divide.get(source),
                      (put.seq,), tl.choices.where.get(("divide", source)))


def _already_this_turn(tl: Timeline, trigger: PendingTrigger) -> bool:
    """'This ability triggers only once each turn': did this ability of this object trigger
    this turn already?"""
    ability = trigger.ability.instructions
    if not isinstance(ability, TriggeredAbility) or not ability.once_each_turn:
        return False
    return any(isinstance(e, Triggered) and e.trigger.ability.source == trigger.ability.source
               and e.trigger.ability.instructions == ability for e in this_turn(tl.log))


def _not_the_first_time(tl: Timeline, trigger: PendingTrigger) -> bool:
    """'… for the first time each turn': had the same object become such a target, or the same
    player gained or lost life, earlier this turn?"""
    ability = trigger.ability.instructions
    if not isinstance(ability, TriggeredAbility) \
            or not getattr(ability.when, "first_time_each_turn", False):
        return False
    if isinstance(ability.when, GainsLifeTrigger):
        return _gained_before(tl, trigger.ability.triggering_player)
    assert isinstance(ability.when, BecomesTargetTrigger)
    who, target = ability.when.by, trigger.ability.triggered_by
    times = 0
    for e in this_turn(tl.log):
        found = targeting(e)
        if found is not None and whose_matches(who, found[1], trigger.controller) and any(
                t.object == target for t in found[0]):
            times += 1
    return times > 1  # this time is one of them


def _gained_before(tl: Timeline, player: PlayerId | None) -> bool:
    """Whether the player gained life this turn before this time: in the scenario's events, or
    before it began, as its players' `life_gained_this_turn` says."""
    if player is None:
        return False
    times = [e.amount for e in this_turn(tl.log) if isinstance(e, LifeChanged)
             and e.player == player and e.amount > 0]
    return len(times) > 1 or tl.state.player(player).life_gained_this_turn > sum(times)


def _can_target(tl: Timeline, specs: Mapping[str, TargetSpec], proposed: GameObject) -> bool:
    """Whether each target a mode names has a legal choice (700.2b)."""
    every = choices.possible_targets(tl.state, proposed.controller)
    return all(any(check_target(tl.state, spec, t, proposed) is None for t in every)
               for spec in specs.values())


def emit_triggered(tl: Timeline, found: list[PendingTrigger]) -> None:
    for trigger in found:
        if trigger.declined is not None:
            rule, why = trigger.declined
            tl.emit(NotTriggered(rule=rule, also=trigger.why, causes=trigger.causes,
                                 trigger=trigger, detail=why))  # why: persist's 702.79a too
            continue
        if _already_this_turn(tl, trigger):
            tl.emit(NotTriggered(rule=cr.TRIGGERS, causes=trigger.causes,
                                 trigger=trigger, detail="it triggers only once each turn, "
                                 "and it already triggered this turn"))
            continue
        if _not_the_first_time(tl, trigger):
            tl.emit(NotTriggered(rule=cr.TRIGGERS, causes=trigger.causes, trigger=trigger,
                                 detail="it had already become the target of such a spell or "
                                 "ability this turn: this isn't the first time"))
            continue
        # 603.3a: its controller, named as it triggers (a delayed one's is told as it is made)
        also = ((cr.TRIGGER_CONTROLLER,) if trigger.delayed_id is None else ()) + trigger.why \
            + ((cr.INTERVENING_IF,) if trigger.ability.condition else ())
        tl.emit(Triggered(rule=cr.TRIGGERS, also=also, causes=trigger.causes, trigger=trigger))

