"""The branching explorer: re-runs a scenario with each alternative to the choices its ruling
assumed, one alternative at a time, as if the scenario's `choices:` had given it, and finds
which choices change the answer.

At most BOUND re-runs in all, shared in turn among the choices (each choice's first
alternative, then each one's second, ...); the ruling says how many alternatives were left out.
Only the choices the ruling itself assumed are varied: one assumed in an alternative's run
takes its documented default there.
"""

from __future__ import annotations

from dataclasses import replace

from judge.engine.decisions import Answer, Decision
from judge.engine.events import ChoiceMade
from judge.engine.play import run
from judge.engine.timeline import Timeline
from judge.errors import JudgeError
from judge.scenario.load import LoadedScenario
from judge.trace.exploration import ExploredChoice, Exploration, Outcome, differences
from judge.trace.narrate import QUIET
from judge.trace.ruling import Ruling, build

BOUND = 32  # re-runs of the scenario, at most, for one ruling


def explore(loaded: LoadedScenario, tl: Timeline, ruling: Ruling,
            bound: int = BOUND) -> Exploration:
    """The ruling's assumed choices, each with what its alternatives lead to."""
    groups = _assumed(tl)
    # a decision with no other answer `choices:` can give (the order of triggers of one
    # source) is as one whose answers can't be listed
    decisions = [d if d is not None and (d.others or d.more) else None
                 for d in (group[0][1].decision for group in groups)]
    # in turn: each choice's first alternative, then each one's second, ...
    widest = max((len(d.others) for d in decisions if d is not None), default=0)
    turns = [(g, d.others[i]) for i in range(widest) for g, d in enumerate(decisions)
             if d is not None and i < len(d.others)]
    outcomes: dict[int, list[Outcome]] = {g: [] for g in range(len(groups))}
    for g, alternative in turns[:bound]:
        decision = decisions[g]
        assert decision is not None
        outcomes[g].append(_outcome(loaded, ruling, decision, alternative))
    explored = []
    for g, group in enumerate(groups):
        decision = decisions[g]
        steps = tuple(step for step, _ in group)
        left = 0 if decision is None else \
            len(decision.others) - len(outcomes[g]) + decision.more
        explored.append(ExploredChoice(steps, ruling.steps[steps[0] - 1].text,
                                       group[0][1].rule.number, tuple(outcomes[g]), left,
                                       decision is not None))
    return Exploration(tuple(explored), min(len(turns), bound), bound,
                       sum(c.not_run for c in explored))


def _assumed(tl: Timeline) -> list[list[tuple[int, ChoiceMade]]]:
    """The assumed choices, with their steps, in step order; choices one `choices:` entry
    answers together (a "you may" of one source, twice) are one."""
    steps = (e for e in tl.log if not isinstance(e, QUIET))
    groups: dict[object, list[tuple[int, ChoiceMade]]] = {}
    for step, event in enumerate(steps, 1):
        if isinstance(event, ChoiceMade) and event.assumed:
            d = event.decision
            key = (d.section, d.key) if d is not None else step
            groups.setdefault(key, []).append((step, event))
    return list(groups.values())


def _outcome(loaded: LoadedScenario, ruling: Ruling, decision: Decision,
             alternative: Answer) -> Outcome:
    choices = loaded.setup.choices.answered(decision.section, decision.key, alternative.value)
    try:
        other = build(loaded, run(replace(loaded.setup, choices=choices)))
    except JudgeError as error:  # the rules refuse the scenario so answered
        return Outcome(alternative.label, (), str(error))
    return Outcome(alternative.label, differences(ruling, other))
