"""Priority (CR 117): before a player receives priority, state-based actions are performed
until none apply (117.5, 704.3); when all players pass in succession, the top of the stack
resolves (117.4)."""

from __future__ import annotations

from judge.engine import (city_blessing, day_night, loops, resolving, sba, trigger_order,
                          triggers)
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline

LOOP_LIMIT = 1000


def give_priority(tl: Timeline, player: PlayerId) -> None:
    """117.5, 704.3: state-based actions until none are performed, then waiting triggered
    abilities go on the stack (603.3), and again, until neither happens."""
    for _ in range(LOOP_LIMIT):
        day_night.keep_up(tl)
        city_blessing.keep_up(tl)
        while not tl.state.game_over and sba.check(tl):
            pass
        if tl.log:  # 603.8: state triggers, before triggered abilities go on the stack
            trigger_order.emit_triggered(tl, triggers.state_triggered(tl.state, tl.log[-1].seq))
        if tl.state.game_over or not trigger_order.put_on_stack(tl):
            break
    else:  # an engine bug; never hang the judge
        raise RuntimeError("state-based actions and triggers did not settle")
    loops.check(tl, player)
    tl.priority = None if tl.state.game_over else player


def all_pass(tl: Timeline) -> bool:
    """117.4: resolve the top object; False if the stack was empty (the step would end)."""
    if tl.state.game_over or not tl.state.stack:
        return False
    resolving.resolve_top(tl)
    give_priority(tl, tl.state.active)  # 117.3b
    return True
