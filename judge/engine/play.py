"""Running a scenario's actions through the rules, from its starting state."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine import priority, stack, turn
from judge.engine.choices import Choices
from judge.engine.state import GameState, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.errors import Location
from judge.words import Step


@dataclass(frozen=True)
class ResolveAction:
    count: int | None  # None: until the stack is empty
    where: Location | None = None


@dataclass(frozen=True)
class CastAction:
    card: ObjectId
    player: PlayerId
    targets: tuple[Target, ...]
    where: Location | None = None


@dataclass(frozen=True)
class ActivateAction:
    source: ObjectId
    ability: stack.AbilityRef
    player: PlayerId
    targets: tuple[Target, ...]
    ability_id: ObjectId
    where: Location | None = None


@dataclass(frozen=True)
class PlayAction:
    card: ObjectId
    player: PlayerId
    where: Location | None = None


@dataclass(frozen=True)
class AdvanceAction:
    step: Step
    where: Location | None = None


Action = ResolveAction | CastAction | ActivateAction | AdvanceAction | PlayAction


@dataclass(frozen=True)
class Setup:
    """Everything the engine needs: the starting state, the actions, and the choices."""

    state: GameState
    actions: tuple[Action, ...]
    choices: Choices
    priority: PlayerId


def run(setup: Setup) -> Timeline:
    tl = Timeline(setup.state, setup.choices)
    priority.give_priority(tl, setup.priority)  # the situation begins as a player would act
    for action in setup.actions:
        if tl.state.game_over:
            break
        if isinstance(action, ResolveAction):
            resolved = 0
            while (action.count is None or resolved < action.count) and priority.all_pass(tl):
                resolved += 1
        elif isinstance(action, AdvanceAction):
            turn.advance(tl, action.step, action.where)
        elif isinstance(action, PlayAction):
            stack.play_land(tl, action.card, action.player, action.where)
            priority.give_priority(tl, action.player)
        elif isinstance(action, CastAction):
            stack.cast(tl, action.card, action.player, action.targets, action.where)
            priority.give_priority(tl, action.player)  # 117.3c
        else:
            stack.activate(tl, action.source, action.ability, action.player, action.targets,
                           action.ability_id, action.where)
            priority.give_priority(tl, action.player)
    return tl
