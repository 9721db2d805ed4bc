"""Why a permanent's own "enters tapped" or "as this enters" ability didn't apply: what applies
as a permanent enters is decided by the permanent as it would exist on the battlefield (614.12),
and there it doesn't have that ability. (Its "when this enters" abilities are told by the
triggers, 603.10.)"""

from __future__ import annotations

from judge import cr
from judge.cards import describe
from judge.cards.phrases import Scope
from judge.cards.vocabulary import AsEnters, EntersReplacement
from judge.engine.events import AbilityMissing, Event, ZoneChange
from judge.engine.state import GameState
from judge.engine.taken_abilities import missing, takers
from judge.engine.timeline import Timeline, after_events
from judge.words import Zone


def _modifies_its_entering(ability: object) -> bool:
    return isinstance(ability, AsEnters) or isinstance(ability, EntersReplacement) and (
        ability.what is None or ability.what.scope is Scope.SELF)


@after_events
def _missing(tl: Timeline, before: GameState, done: list[Event]) -> None:
    told: list[Event] = []
    for e in done:
        if not isinstance(e, ZoneChange) or e.destination is not Zone.BATTLEFIELD:
            continue
        lost = [ab for oid, ab in missing(tl.state)
                if oid == e.new_id and _modifies_its_entering(ab)]
        taken_by = takers(tl.state, e.new_id) if lost else ()
        told += [AbilityMissing(rule=cr.PAY_AS_ENTERS, causes=(e.seq,), obj=e.new_id,
                                ability=describe.ability(ab), taken_by=taken_by)
                 for ab in lost if taken_by]
    if told:
        tl.emit_all(told)
