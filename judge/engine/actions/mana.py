"""Adding mana (CR 106.4): told, not tracked further (mana costs are taken as paid); mana
that isn't lost as steps and phases end is told so (500.4)."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import AddMana
from judge.engine.events import Event, ManaAdded
from judge.engine.resolution import Resolution, amount, causes, handles
from judge.engine.timeline import Timeline


@handles(AddMana)
def _add_mana(tl: Timeline, res: Resolution, e: AddMana) -> list[Event]:
    """'{G} for each Elf you control': counted as it resolves (608.2h); none for a count of 0."""
    n = 1 if e.times is None else amount(tl, res, e.times)
    if n <= 0:
        return []
    mana = e.mana if e.times is None else e.added(n)
    return [tl.emit(ManaAdded(rule=AddMana.RULE, causes=causes(res), player=res.controller,
                              also=(cr.MANA_EMPTIES,) if e.keep else (),
                              mana=mana, chosen=e.chosen, kept=e.keep or "",
                              spend_only=e.spend_only.describe() if e.spend_only else ""))]
