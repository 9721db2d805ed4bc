"""Putting waiting triggered abilities on the stack (CR 603.3): the next time a player would
receive priority, each player in APNAP order puts theirs on in the order they choose (603.3b);
targets are chosen then, and an ability without a legal one is removed (603.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge import cr
from judge.engine import choices
from judge.engine.events import (
    Triggered,
    TriggerPutOnStack,
    TriggerRemoved,
)
from judge.engine.apply import card_of
from judge.engine.legality import check_target
from judge.engine.state import (
    GameObject,
    PendingTrigger,
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
    several_players = len({t.controller for t in tl.state.pending}) > 1
    for player in tl.state.apnap():
        mine = [t for t in tl.state.pending if t.controller == player]
        if not mine:
            continue
        ordered = choices.trigger_order(tl, player, mine, cr.TRIGGER_ORDER)
        for trigger in ordered:
            _put(tl, trigger, len(ordered) > 1 or several_players)
    return True


def _put(tl: Timeline, trigger: PendingTrigger, ordered: bool) -> None:
    """603.3d: targets are chosen as it is put on the stack; without them it is removed.
    `ordered`: its place among other triggers came from 603.3b."""
    instructions = trigger.ability.instructions
    specs = dict(instructions.targets) if instructions is not None else {}
    proposed = GameObject(id=trigger.id, card=card_of(tl.state, trigger.ability.source),
                          owner=trigger.controller,
                          controller=trigger.controller, zone=Zone.STACK, timestamp=0,
                          ability=trigger.ability)
    targets: list[Target] = []
    for name, spec in specs.items():
        target = choices.trigger_target(tl, trigger, name, spec, proposed,
                                        lambda t: check_target(tl.state, spec, t, proposed)
                                        is None)
        if target is None:
            tl.emit(TriggerRemoved(rule=cr.TRIGGER_TARGETS, causes=trigger.causes,
                                   trigger=trigger,
                                   detail=f"there is no legal {spec.text} to target"))
            return
        targets.append(target)
    also = (cr.TRIGGER_ORDER,) if ordered else ()
    tl.emit(TriggerPutOnStack(rule=cr.TRIGGERS_TO_STACK, also=also, causes=trigger.causes,
                              trigger=trigger, targets=tuple(targets)))


def emit_triggered(tl: Timeline, found: list[PendingTrigger]) -> None:
    for trigger in found:
        also = trigger.why + ((cr.INTERVENING_IF,) if trigger.ability.condition else ())
        tl.emit(Triggered(rule=cr.TRIGGERS, also=also, causes=trigger.causes, trigger=trigger))

