"""Adding mana (CR 106.4): told, not tracked further (mana costs are taken as paid)."""

from __future__ import annotations

from judge.cards.vocabulary import AddMana
from judge.engine.events import Event, ManaAdded
from judge.engine.resolution import Resolution, causes, handles
from judge.engine.timeline import Timeline


@handles(AddMana)
def _add_mana(tl: Timeline, res: Resolution, e: AddMana) -> list[Event]:
    return [tl.emit(ManaAdded(rule=AddMana.RULE, causes=causes(res), player=res.controller,
                              mana=e.mana, chosen=e.chosen))]
