"""When in the turn an ability may be activated or a spell cast, by its own words: 'activate
only during …' (CR 602.5b), 'cast this spell only during …' (601.3)."""

from __future__ import annotations

from judge.cards.vocabulary import TimingWindow
from judge.engine.state import GameState, PlayerId
from judge.words import Step

_BEFORE_ATTACKERS = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN,
                     Step.BEGINNING_OF_COMBAT)
_BEFORE_BLOCKERS = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)
_AFTER_BLOCKERS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                   Step.END_OF_COMBAT)
_COMBAT = _BEFORE_BLOCKERS + _AFTER_BLOCKERS  # 506.1: the combat phase's steps


def within(state: GameState, player: PlayerId, window: TimingWindow) -> bool:
    """Whether it is now that part of the turn for this player."""
    yours, step = state.active == player, state.step
    return {TimingWindow.YOUR_TURN: yours,
            TimingWindow.YOUR_UPKEEP: yours and step is Step.UPKEEP,
            TimingWindow.COMBAT: step in _COMBAT,
            TimingWindow.BEFORE_ATTACKERS: yours and step in _BEFORE_ATTACKERS,
            TimingWindow.BEFORE_BLOCKERS: step in _BEFORE_BLOCKERS,
            TimingWindow.AFTER_BLOCKERS: step in _AFTER_BLOCKERS,
            TimingWindow.DECLARE_ATTACKERS: step is Step.DECLARE_ATTACKERS,
            TimingWindow.DECLARE_BLOCKERS: step is Step.DECLARE_BLOCKERS,
            TimingWindow.OPPONENTS_TURN: not yours,
            TimingWindow.COMBAT_ON_OPPONENTS_TURN: not yours and step in _COMBAT,
            TimingWindow.OPPONENTS_UPKEEP: not yours and step is Step.UPKEEP,
            TimingWindow.YOUR_END_STEP: yours and step is Step.END,
            TimingWindow.YOUR_MAIN_PHASE: yours and step.is_main_phase,
            }[window]
