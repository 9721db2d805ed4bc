"""Fight (CR 701.12): each creature deals damage equal to its power to the other, at once; if
either is gone or no longer a creature, neither deals damage (701.12b)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import Fight
from judge.engine import damage
from judge.engine.events import Event, Unaffected
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import Target
from judge.engine.timeline import Timeline


@handles(Fight)
def _fight(tl: Timeline, res: Resolution, e: Fight) -> list[Event]:
    board = compute(tl.state)
    one, two = objects(tl, res, e.what), objects(tl, res, e.other)
    fighters = one[:1] + two[:1]
    if len(fighters) < 2 or not all(board.chars[o].is_creature for o in fighters):
        return [tl.emit(Unaffected(rule=cr.FIGHT_CALLED_OFF, causes=causes(res), obj=o,
                                   action="fighting",
                                   detail="the other creature is gone, no longer a creature or "
                                          "an illegal target, so neither deals damage"))
                for o in fighters[:1]]
    a, b = fighters
    assignments = [damage.Assignment(x, board.chars[x], Target(object=y),
                                     board.chars[x].power or 0, why=(Fight.RULE,))
                   for x, y in ((a, b), (b, a))]
    return damage.deal_all(tl, assignments, causes(res))
