"""Moving through a turn (CR 500–514): steps begin and end, with their turn-based actions.

Implements 500.2 (a step ends when all players pass with an empty stack), 117.3a (who gets
priority as a step begins), 502.3 (untap), 504.1 (draw), 508.8 (no attackers: the declare
blockers and combat damage steps are skipped), 510.4 (a first-strike combat damage step, with
priority, before the regular one), 514.1–514.2 (cleanup). The untap and cleanup
steps give no priority (117.3a, 514.3) unless something triggered or a state-based action
applies in cleanup, which then repeats (514.3a). Not modeled: phasing (502.1), day/night (502.2).
"""

from __future__ import annotations

from judge import cr
from judge.cr import Rule
from judge.engine import (block_requirements, choices, combat, day_night, mana_pool, priority,
                          replacement, sba)
from judge.engine.actions.draw import draw
from judge.engine.events import (
    CountersChanged,
    EffectEnded,
    NoHandSizeLimit,
    StepSkipped,
    CleanedUp,
    Move,
    StepBegan,
    TapChanged,
    Unaffected,
)
from judge.engine.combat_events import AttackersDeclared, BlockersDeclared
from judge.engine.state import ObjectId, PlayerId
from judge.engine.layers import compute, matches
from judge.cards.phrases import Scope
from judge.cards.vocabulary import (NoMaximumHandSize, OptionalUntap, Restriction, SkipDrawStep,
                                    UntapDuringOthers)
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.errors import IllegalActionError, Location
from judge.words import Step, Zone

ORDER = list(Step)
STEP_RULES = {
    Step.UNTAP: cr.STEP_UNTAP, Step.UPKEEP: cr.STEP_UPKEEP, Step.DRAW: cr.STEP_DRAW,
    Step.PRECOMBAT_MAIN: cr.STEP_MAIN, Step.BEGINNING_OF_COMBAT: cr.STEP_BEGIN_COMBAT,
    Step.DECLARE_ATTACKERS: cr.STEP_ATTACKERS, Step.DECLARE_BLOCKERS: cr.STEP_BLOCKERS,
    Step.FIRST_STRIKE_DAMAGE: cr.STEP_COMBAT_DAMAGE, Step.COMBAT_DAMAGE: cr.STEP_COMBAT_DAMAGE,
    Step.END_OF_COMBAT: cr.STEP_END_OF_COMBAT,
    Step.POSTCOMBAT_MAIN: cr.STEP_MAIN, Step.END: cr.STEP_END, Step.CLEANUP: cr.CLEANUP_DISCARD,
}
MAX_HAND_SIZE = 7  # 402.2


def advance(tl: Timeline, target: Step, where: Location | None = None) -> None:
    """All players pass each time the stack is empty, until `target` begins (500.2)."""
    if tl.state.game_over:
        return
    while True:
        while tl.state.stack and priority.all_pass(tl):
            pass
        if tl.state.game_over:
            return
        step, active, turn, extra = _following(tl)
        if turn == tl.state.turn and ORDER.index(tl.state.step) < ORDER.index(target) \
                < ORDER.index(step):
            if step is Step.COMBAT_DAMAGE:
                raise IllegalActionError(
                    "there is no first-strike damage step this combat: no attacking or blocking "
                    "creature has first strike or double strike", cr.FIRST_STRIKE_STEP, where)
            raise IllegalActionError(f"the {target.value} step is skipped this turn: no "
                                     f"creatures are attacking", cr.NO_ATTACKERS, where)
        if tl.state.step is Step.END_OF_COMBAT and (tl.state.attackers or tl.state.blockers):
            # 511.3: as the end of combat step ends
            combat.end_combat(tl, _began(tl))
        if step is Step.DECLARE_ATTACKERS:  # declaring no attackers must obey 508.1d too
            combat.check_attack_requirements(tl, [], where)
        if step is Step.DECLARE_BLOCKERS:  # and declaring no blockers, 509.1c
            block_requirements.check(tl.state, (), where)
        skipper = _skipping(tl, step, active) if turn == tl.state.turn else None
        if skipper is not None:  # 614.10: instead of the step, nothing
            mana_pool.empty(tl, tl.state.step)  # 500.4: the step before it still ends
            tl.emit(StepSkipped(rule=cr.SKIP, step=step, active=active, source=skipper))
            if step is target:
                return
            continue
        begin(tl, step, active, turn, extra=extra)
        # "combat damage" is the first combat damage step to begin: with first strike, the
        # first-strike one, where players get priority before regular damage (510.4)
        if step is target or tl.state.game_over or (
                target is Step.COMBAT_DAMAGE and step is Step.FIRST_STRIKE_DAMAGE):
            return


def _skipping(tl: Timeline, step: Step, active: PlayerId) -> ObjectId | None:
    """A permanent of the active player's that says to skip this step, or None."""
    if step is not Step.DRAW:
        return None
    board = compute(tl.state).chars
    return next((o.id for o in tl.state.in_play_order() if board[o.id].controller == active
                 and board[o.id].has(SkipDrawStep)), None)


def _began(tl: Timeline) -> int:
    """The event that began the current step."""
    return next(e.seq for e in reversed(tl.log) if isinstance(e, StepBegan))


def _attackers_declared(tl: Timeline) -> bool:
    """508.8 asks whether creatures were declared as attackers, not whether any still are
    (one may have been removed from combat since, 506.4)."""
    for e in reversed(tl.log):
        if isinstance(e, AttackersDeclared):
            return bool(e.attackers)
        if isinstance(e, StepBegan):
            return False
    return bool(tl.state.attackers)


def _following(tl: Timeline) -> tuple[Step, PlayerId, int, bool]:
    """The next step, its turn's active player and number, and whether it begins an extra
    turn (500.7)."""
    state = tl.state
    index = ORDER.index(state.step)
    if state.step is Step.DECLARE_ATTACKERS and not _attackers_declared(tl):
        index = ORDER.index(Step.COMBAT_DAMAGE)  # 508.8
    elif state.step is Step.DECLARE_BLOCKERS and not combat.first_strikers(state):
        index = ORDER.index(Step.FIRST_STRIKE_DAMAGE)  # 510.4: no first-strike step
    if index + 1 < len(ORDER):
        return ORDER[index + 1], state.active, state.turn, False
    players = [p.id for p in state.players if not p.lost]
    extra = state.extra_turns[0] if state.extra_turns and state.extra_turns[0] in players \
        else None
    if extra is not None:
        return Step.UNTAP, extra, state.turn + 1, True
    nxt = players[(players.index(state.active) + 1) % len(players)] \
        if state.active in players else players[0]
    return Step.UNTAP, nxt, state.turn + 1, False


def begin(tl: Timeline, step: Step, active: PlayerId, turn: int, again: bool = False,
          extra: bool = False) -> None:
    """A step begins: its turn-based actions, then priority (117.3a) — not in untap or
    cleanup (514.3) unless something is waiting (514.3a)."""
    mana_pool.empty(tl, tl.state.step)  # 500.4: as the step before it ends
    also: tuple[Rule, ...] = (cr.CLEANUP_AGAIN,) if again else (cr.EXTRA_TURN,) if extra else ()
    strikers: tuple[ObjectId, ...] = ()
    doubles: tuple[ObjectId, ...] = ()
    rule = STEP_RULES[step]
    first = combat.first_strike_step(tl.log) if step is Step.COMBAT_DAMAGE else None
    if step is Step.FIRST_STRIKE_DAMAGE:
        also = (cr.FIRST_STRIKE_STEP, cr.PRIORITY_IN_STEP)  # players act before regular damage
        strikers, doubles = combat.strikers(tl.state)
    elif first is not None:
        rule = cr.FIRST_STRIKE_STEP  # the second combat damage step
    began = tl.emit(StepBegan(rule=rule, also=also, step=step, active=active, turn=turn,
                              strikers=strikers, double_strikers=doubles, extra=extra))
    if step is Step.UNTAP:
        tl.priority = None  # 502.4
        assert isinstance(began, StepBegan)
        day_night.untap_step(tl, began)  # 502.2, before permanents untap (502.3)
        day_night.keep_up(tl)
        board = compute(tl.state)
        mine = [o for o in tl.state.in_play_order()
                if o.tapped and board.chars[o.id].controller == active]
        held = [o for o in mine if Restriction.UNTAP in board.chars[o.id].restrictions]
        tl.emit_all([Unaffected(rule=cr.STEP_UNTAP, also=(cr.RULES_EFFECTS,), causes=(began.seq,),
                                obj=o.id, action="untapped",
                                detail="an effect says it doesn't untap during its "
                                       "controller's untap step") for o in held])
        mine = [o for o in mine if o not in held]
        kept = [o for o in mine if board.chars[o.id].has(OptionalUntap) and choices.may(
            tl, active, o, cr.STEP_UNTAP, (began.seq,),
            subject=f"whether to keep {board.chars[o.id].name} ({o.id}) tapped")]
        others = _untapped_by_others(tl, active)
        replacement.happen(tl, [TapChanged(rule=cr.STEP_UNTAP, causes=(began.seq,), obj=o.id,
                                           tapped=False) for o in mine if o not in kept]
                           + [TapChanged(rule=cr.STEP_UNTAP, also=(cr.STATIC_ABILITY,),
                                         causes=(began.seq,), obj=o, tapped=False)
                              for o in others])
        tl.emit_all([EffectEnded(rule=cr.LASTS_AS_STATED, causes=(began.seq,), effect=e)
                     for e in tl.state.effects if e.until_untap_of == active])  # 611.2a
        return
    if step is Step.DRAW:
        draw(tl, active, 1, (began.seq,), cr.STEP_DRAW)
    if step is Step.PRECOMBAT_MAIN:  # 714.3b: a turn-based action, not an effect
        now = compute(tl.state).chars
        replacement.happen(tl, [CountersChanged(rule=cr.SAGA_LORE, causes=(began.seq,),
                                                obj=o.id, kind="lore", amount=1, by_effect=False)
                                for o in tl.state.in_play_order()
                                if now[o.id].controller == active
                                and "Saga" in now[o.id].subtypes])
    if step is Step.DECLARE_BLOCKERS and tl.state.attackers:  # 509.1a: none are declared
        tl.emit(BlockersDeclared(rule=cr.DECLARE_BLOCKERS, causes=(began.seq,), blocks=()))
    if step.is_combat_damage:
        assert isinstance(began, StepBegan)
        combat.combat_damage(tl, began, first)
    if step is Step.CLEANUP:
        _cleanup(tl, began.seq)
        acted = False
        while not tl.state.game_over and sba.check(tl, cr.CLEANUP_AGAIN):
            acted = True
        if not acted and not tl.state.pending:
            tl.priority = None  # 514.3
            return
        priority.give_priority(tl, active)  # 514.3a, then another cleanup step
        while tl.state.stack and priority.all_pass(tl):
            pass
        if not tl.state.game_over:
            begin(tl, Step.CLEANUP, active, turn, again=True)
        return
    priority.give_priority(tl, active)


def _untapped_by_others(tl: Timeline, active: PlayerId) -> list[ObjectId]:
    """'Untap this during each other player's untap step': another player's tapped
    permanents its abilities untap, with the active player's (502.3); their "doesn't untap
    during its controller's untap step" doesn't apply, as this isn't that step."""
    board = compute(tl.state).chars
    found: list[ObjectId] = []
    for src in tl.state.in_play_order():
        you = board[src.id].controller
        if you == active:
            continue
        for ab in (a for a in board[src.id].abilities if isinstance(a, UntapDuringOthers)):
            found += [o.id for o in tl.state.in_play_order() if o.tapped and (
                o.id == src.id if ab.what.scope is Scope.SELF else
                any(matches(board[o.id], f, you, src.id, o) for f in ab.what.filters))]
    return list(dict.fromkeys(found))


def _cleanup(tl: Timeline, cause: int) -> None:
    hand = tl.state.player(tl.state.active).hand
    board = compute(tl.state).chars
    unlimited = next((o for o in tl.state.in_play_order()
                      if board[o.id].controller == tl.state.active
                      and board[o.id].has(NoMaximumHandSize)), None)
    if len(hand) > MAX_HAND_SIZE and unlimited is not None:  # 402.2
        tl.emit(NoHandSizeLimit(rule=cr.MAX_HAND_SIZE, causes=(cause,), player=tl.state.active,
                                source=unlimited.id))
    elif len(hand) > MAX_HAND_SIZE:  # 514.1
        chosen = choices.cards_to_discard(tl, tl.state.active, len(hand) - MAX_HAND_SIZE,
                                          cr.CLEANUP_DISCARD, (cause,))
        replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED,
                                             cr.CLEANUP_DISCARD, (cause,)) for oid in chosen])
    tl.emit(CleanedUp(rule=cr.CLEANUP, causes=(cause,)))

