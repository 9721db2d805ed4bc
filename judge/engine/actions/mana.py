"""Adding mana (CR 106.4): told, not tracked further (mana costs are taken as paid); mana
that isn't lost as steps and phases end is told so (500.4). Mana a mana ability with {T} in
its cost adds is its source being tapped for mana (106.12), which "tapped for mana" triggers
see (106.12a)."""

from __future__ import annotations

import re

from judge import cr
from judge.cards.vocabulary import PRODUCED, ActivatedAbility, AddMana
from judge.engine.events import Event, ManaAdded
from judge.engine.resolution import Resolution, amount, causes, handles, players
from judge.engine.timeline import Timeline


@handles(AddMana)
def _add_mana(tl: Timeline, res: Resolution, e: AddMana) -> list[Event]:
    """'{G} for each Elf you control': counted as it resolves (608.2h); none for a count of 0."""
    n = 1 if e.times is None else amount(tl, res, e.times)
    if n <= 0:
        return []
    mana = e.mana if e.times is None else e.added(n)
    chosen = e.chosen
    if mana == PRODUCED:
        mana, chosen = _of_a_type_produced(res.produced)
    who = players(tl, res, e.player) if e.player is not None else [res.controller]
    if not who:
        return []
    ability = res.instructions
    tapped = isinstance(ability, ActivatedAbility) and ability.is_mana_ability \
        and ability.cost.tap
    return [tl.emit(ManaAdded(rule=AddMana.RULE, causes=causes(res), player=who[0],
                              also=(cr.MANA_EMPTIES,) if e.keep else (),
                              mana=mana, chosen=chosen, kept=e.keep or "",
                              spend_only=e.spend_only.describe() if e.spend_only else "",
                              source=res.source, tapped_for_mana=tapped))]


def _of_a_type_produced(produced: str) -> tuple[str, bool]:
    """106.12a: one mana of a type the land's mana ability added: that type where it added
    one; the player's choice among them where it added several; where it added mana of a
    type its player chose, one of that type, as the ruling says."""
    if re.fullmatch(r"(?:\{[WUBRGC]\})+", produced):
        types = list(dict.fromkeys(re.findall(r"\{[WUBRGC]\}", produced)))
        return (types[0], False) if len(types) == 1 else (" or ".join(types), True)
    return f"one mana of the type that land produced ({produced})", False
