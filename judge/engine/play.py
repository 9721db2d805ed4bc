"""Running a scenario's actions through the rules, from its starting state."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from judge import cr
from judge.engine import casting, combat, priority, stack, turn
from judge.engine.choices import Choices
from judge.engine.events import ActionRefused
from judge.engine.layers import compute
from judge.engine.state import GameState, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError, JudgeError, Location, RunawayError
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
    modes: tuple[int, ...] = ()  # a modal spell's chosen modes, 1-based (601.2b)
    convoke: tuple[ObjectId, ...] = ()  # creatures tapped to pay for it (702.51a)
    improvise: tuple[ObjectId, ...] = ()  # artifacts tapped to pay for it (702.126a)
    delve: tuple[ObjectId, ...] = ()  # cards exiled from a graveyard to pay for it (702.66a)
    x: int | None = None  # the value chosen for {X} (107.3a); None: not said
    kicked: bool | None = None  # whether its kicker cost is paid (702.33a); None: not said
    face_down: bool = False  # cast face down with morph (702.37c)
    buyback: bool | None = None  # whether its buyback cost is paid (702.27a); None: not said
    offspring: bool | None = None  # whether its offspring cost is paid (702.175a)
    bargained: bool | None = None  # whether its bargain cost is paid (702.166a)
    alternative_cost: str | None = None  # the keyword whose cost is paid instead (118.9)
    casualty: ObjectId | None = None  # the creature sacrificed for casualty (702.153a)
    divide: Mapping[str, int] | None = None  # its damage by target (601.2d); None: not said
    replicate: int | None = None  # times its replicate cost is paid (702.56a); None: not said
    squad: int | None = None  # times its squad cost is paid (702.157a); None: not said
    conspire: tuple[ObjectId, ...] | None = None  # creatures tapped for conspire (702.78a)
    prototyped: bool = False  # cast prototyped (702.160a)
    emerge: ObjectId | None = None  # the creature sacrificed for its emerge cost (702.119a)
    pay_with: str | None = None  # the mana taken from a tracked pool to pay it (601.2h)


@dataclass(frozen=True)
class ActivateAction:
    source: ObjectId
    ability: stack.AbilityRef
    player: PlayerId | None  # None: the source's controller as it is activated (602.2)
    targets: tuple[Target, ...]
    ability_id: ObjectId
    where: Location | None = None
    crew: tuple[ObjectId, ...] = ()  # creatures tapped to crew a Vehicle (702.122a)
    x: int | None = None  # the value announced for {X} in its cost (107.3a)
    divide: Mapping[str, int] | None = None  # its damage by target (601.2d); None: not said
    pay_with: str | None = None  # the mana taken from a tracked pool to pay it (601.2h)


@dataclass(frozen=True)
class PlayAction:
    card: ObjectId
    player: PlayerId
    where: Location | None = None


@dataclass(frozen=True)
class FromHandAction:
    """A special action that exiles a card from its owner's hand: suspend, foretell, plot."""

    card: ObjectId
    player: PlayerId
    keyword: str
    where: Location | None = None


@dataclass(frozen=True)
class TurnFaceUpAction:
    permanent: ObjectId
    player: PlayerId | None
    where: Location | None = None


@dataclass(frozen=True)
class AttackAction:
    attackers: tuple[ObjectId, ...]
    # (attacker, the player it attacks) as the scenario says (802.3); the others attack a
    # planeswalker or, not said, the next opponent
    players: tuple[tuple[ObjectId, PlayerId], ...]
    where: Location | None = None
    enlist: tuple[tuple[ObjectId, ObjectId], ...] = ()  # (attacker, enlisted) (702.154a)
    # (attacker, the planeswalker it attacks, where the scenario says so) (508.1b)
    planeswalkers: tuple[tuple[ObjectId, ObjectId, Location | None], ...] = ()


@dataclass(frozen=True)
class BlockAction:
    blocks: tuple[tuple[ObjectId, ObjectId], ...]  # (blocker, attacker)
    where: Location | None = None


@dataclass(frozen=True)
class AdvanceAction:
    step: Step
    where: Location | None = None


Action = (ResolveAction | CastAction | ActivateAction | AdvanceAction | PlayAction
          | AttackAction | BlockAction | TurnFaceUpAction | FromHandAction)


@dataclass(frozen=True)
class Setup:
    """Everything the engine needs: the starting state, the actions, and the choices."""

    state: GameState
    actions: tuple[Action, ...]
    choices: Choices
    priority: PlayerId
    refusable: frozenset[int] = frozenset()  # actions (0-based) the scenario expects refused
    board: Location | None = None  # where the starting board is told: the file as a whole


def _now(tl: Timeline, oid: ObjectId) -> ObjectId:
    """A scenario id names the object wherever it is now (it may have changed zones)."""
    return oid if oid in tl.state.objects else tl.state.current(oid) or oid


def _following(tl: Timeline, action: Action) -> Action:
    if isinstance(action, (CastAction, ActivateAction)):
        targets = tuple(Target(object=_now(tl, t.object)) if t.object else t
                        for t in action.targets)
        action = replace(action, targets=targets)
    if isinstance(action, (CastAction, PlayAction, FromHandAction)):
        action = replace(action, card=_now(tl, action.card))
    if isinstance(action, CastAction):
        action = replace(action, casualty=_now(tl, action.casualty) if action.casualty else None,
                         emerge=_now(tl, action.emerge) if action.emerge else None,
                         convoke=tuple(_now(tl, o) for o in action.convoke),
                         improvise=tuple(_now(tl, o) for o in action.improvise),
                         delve=tuple(_now(tl, o) for o in action.delve))
    if isinstance(action, ActivateAction):
        source = _now(tl, action.source)
        chars = compute(tl.state).chars.get(source)
        player = action.player or (chars.controller if chars else
                                   tl.state.objects[source].controller)
        action = replace(action, source=source, player=player,
                         crew=tuple(_now(tl, o) for o in action.crew))
    if isinstance(action, AttackAction):
        action = replace(action, attackers=tuple(_now(tl, a) for a in action.attackers),
                         enlist=tuple((_now(tl, a), _now(tl, c)) for a, c in action.enlist),
                         planeswalkers=tuple((_now(tl, a), _now(tl, w), at)
                                             for a, w, at in action.planeswalkers))
    if isinstance(action, BlockAction):
        action = replace(action, blocks=tuple((_now(tl, b), _now(tl, a))
                                              for b, a in action.blocks))
    return action


def run(setup: Setup) -> Timeline:
    tl = Timeline(setup.state, setup.choices.watched())
    try:
        priority.give_priority(tl, setup.priority)  # the situation begins as a player would act
    except RunawayError as exc:
        raise exc.at(exc.where or setup.board) from None
    except JudgeError as exc:
        raise _located(exc, setup.board) from None
    for i, action in enumerate(setup.actions):
        if tl.state.game_over:  # 104.1: nothing more happens; the ruling says so
            tl.not_taken.append(action.where.line if action.where else 0)
            tl.after_actions.append(tl.snapshot())
            continue
        before = tl.checkpoint()
        tl.seen.clear()  # a loop is within one action: each action is a player's choice
        tl.action_began = len(tl.log)
        try:
            _perform(tl, _following(tl, action))
        except RunawayError as exc:
            raise exc.at(exc.where or action.where) from None
        except IllegalActionError as exc:
            if i not in setup.refusable:
                raise
            tl.restore(before)  # a refused action never happened (the rules forbid it)
            tl.emit(ActionRefused(rule=exc.rule, action=i + 1, detail=exc.detail))
        except JudgeError as exc:
            raise _located(exc, action.where) from None
        tl.after_actions.append(tl.snapshot())
    return tl


def _located(exc: JudgeError, where: Location | None) -> JudgeError:
    """What the engine can't rule (a card's room ability not modeled, a library the scenario
    only counts), told where the action or the board that met it was written."""
    if type(exc) is not JudgeError or where is None:
        return exc  # (a located kind of error already says where)
    return JudgeError(f"{where}: {exc}")


def _perform(tl: Timeline, action: Action) -> None:
    """One action of the scenario, as the rules let it happen."""
    if isinstance(action, ResolveAction):
        resolved = 0
        while (action.count is None or resolved < action.count) and priority.all_pass(tl):
            resolved += 1
        if action.count is not None and resolved < action.count and not tl.state.game_over:
            raise IllegalActionError(f"only {resolved} of the {action.count} objects "
                                     f"could resolve: the stack is empty",
                                     cr.ALL_PASS, action.where)
    elif isinstance(action, AdvanceAction):
        turn.advance(tl, action.step, action.where)
    elif isinstance(action, AttackAction):
        _attack(tl, action)
    elif isinstance(action, BlockAction):
        _block(tl, action)
    elif isinstance(action, PlayAction):
        casting.play_land(tl, action.card, action.player, action.where)
        priority.give_priority(tl, action.player)
    elif isinstance(action, CastAction):
        casting.cast(tl, action.card, action.player, action.targets, action.where,
                     action.modes, action.convoke, action.x, action.kicked, action.face_down,
                     action.buyback, action.alternative_cost, action.improvise, action.delve,
                     casualty=action.casualty, offspring=action.offspring,
                     divide=action.divide, replicate=action.replicate, squad=action.squad,
                     conspire=action.conspire, prototyped=action.prototyped,
                     emerge=action.emerge, bargained=action.bargained,
                     pay_with=action.pay_with)
        priority.give_priority(tl, action.player)  # 117.3c
    elif isinstance(action, FromHandAction):
        if action.keyword == "suspend":
            casting.suspend(tl, action.card, action.player, action.where)
        else:
            casting.foretell_or_plot(tl, action.card, action.player, action.keyword,
                                     action.where)
        priority.give_priority(tl, action.player)  # 116.3: they get priority again
    elif isinstance(action, TurnFaceUpAction):
        player = casting.turn_face_up(tl, action.permanent, action.player, action.where)
        priority.give_priority(tl, player)  # 116.3: they get priority again
    else:
        assert action.player is not None  # _following made it the source's controller
        casting.activate(tl, action.source, action.ability, action.player, action.targets,
                         action.ability_id, action.where, action.crew, action.x,
                         action.divide, action.pay_with)
        priority.give_priority(tl, action.player)


BEFORE_COMBAT = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN,
                 Step.BEGINNING_OF_COMBAT)


def _attack(tl: Timeline, action: AttackAction) -> None:
    """Players pass until the beginning of combat, then attackers are declared (508.1)."""
    if tl.state.step not in BEFORE_COMBAT:
        raise IllegalActionError(f"attackers can't be declared now ({tl.state.step.value} "
                                 f"step): the declare attackers step has passed",
                                 cr.DECLARE_ATTACKERS, action.where)
    if tl.state.step is not Step.BEGINNING_OF_COMBAT:
        turn.advance(tl, Step.BEGINNING_OF_COMBAT, action.where)
    while tl.state.stack and priority.all_pass(tl):
        pass
    if tl.state.game_over:
        return
    defenders = _defenders(tl, action)
    said = {a for a, _ in action.players} | {a for a, _, _ in action.planeswalkers}
    combat.declare_attackers(tl, list(action.attackers), defenders, action.where,
                             dict(action.enlist),
                             {a: (w, at) for a, w, at in action.planeswalkers},
                             unsaid=[a for a in action.attackers if a not in said])


def _defenders(tl: Timeline, action: AttackAction) -> dict[ObjectId, PlayerId]:
    """506.2, 802.3: each attacker's defending player: as said, else the controller of the
    planeswalker it attacks or the protector of the battle (310.8d) — unless that is the active
    player, whose attack the checks refuse with its reason — else the next opponent still in
    the game."""
    board = compute(tl.state)
    said = dict(action.players) | {
        a: d for a, w, _ in action.planeswalkers if w in board.chars
        for d in [tl.state.objects[w].defending_player(board.chars[w].controller)]
        if d != tl.state.active}
    default = next((p for p in tl.state.apnap()[1:] if not tl.state.player(p).lost), None)
    defenders = {a: said.get(a, default) for a in action.attackers}
    if any(d is None for d in defenders.values()):
        raise IllegalActionError("there is no opponent to attack", cr.DEFENDING_PLAYER,
                                 action.where)
    for defender in dict.fromkeys(d for d in defenders.values() if d is not None):
        if defender == tl.state.active or tl.state.player(defender).lost:
            raise IllegalActionError(f"{defender} can't be attacked: the defending player is "
                                     f"an opponent still in the game", cr.DEFENDING_PLAYER,
                                     action.where)
    return {a: d for a, d in defenders.items() if d is not None}


def _block(tl: Timeline, action: BlockAction) -> None:
    """Players pass in the declare attackers step, then blockers are declared (509.1)."""
    if tl.state.step is not Step.DECLARE_ATTACKERS or not tl.state.attackers:
        raise IllegalActionError("blockers are declared after attackers, in the next step",
                                 cr.DECLARE_BLOCKERS, action.where)
    while tl.state.stack and priority.all_pass(tl):
        pass
    if not tl.state.game_over:
        combat.declare_blockers(tl, list(action.blocks), action.where)
