"""Rolling a die (CR 706): the result is the scenario's (`choices: die_rolls:`), else 1, marked
assumed (706.2); the results table's lines for that result are followed (706.3a)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import RollDie
from judge.engine import choices
from judge.engine.events import DieRolled, Event
from judge.engine.resolution import Resolution, causes, chanced_before, follow, handles
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError


@handles(RollDie)
def _roll(tl: Timeline, res: Resolution, e: RollDie) -> list[Event]:
    result = choices.die_roll(tl, res.source, chanced_before(tl, res, DieRolled))
    if result is not None and not 1 <= result <= e.sides:
        raise IllegalActionError(f"a d{e.sides} can't show {result}", cr.DIE_ROLL,
                                 tl.choices.where.get(("die_rolls", tl.state.root(res.source))))
    res.die_result = result or 1
    done: list[Event] = [tl.emit(DieRolled(
        rule=e.RULE, also=(cr.DIE_RESULTS,) if e.results else (), causes=causes(res),
        assumed=result is None, player=res.controller, source=res.source, sides=e.sides,
        result=res.die_result))]
    for line in e.results:
        if line.holds(res.die_result):
            done += follow(tl, res, line.effects)
    return done
