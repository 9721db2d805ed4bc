"""Adding mana (CR 106.4): to the player's mana pool where the scenario tracks it, otherwise
told, not tracked further (mana costs are taken as paid); mana that isn't lost as steps and
phases end is told so (500.4). Mana a mana ability with {T} in its cost adds is its source
being tapped for mana (106.12), which "tapped for mana" triggers see (106.12a)."""

from __future__ import annotations

import re

from judge import cr
from judge.cards.vocabulary import PRODUCED, ActivatedAbility, AddMana
from judge.words import COLOR_SYMBOLS, Color
from judge.engine import choices, mana_pool
from judge.engine.events import Event, ManaAdded
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players
from judge.engine.state import ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError


@handles(AddMana)
def _add_mana(tl: Timeline, res: Resolution, e: AddMana) -> list[Event]:
    """'{G} for each Elf you control': counted as it resolves (608.2h); none for a count of 0."""
    n = 1 if e.times is None else amount(tl, res, e.times)
    if n <= 0:
        return []
    mana = e.mana if e.times is None else e.added(n)
    chosen = e.chosen
    also: tuple[cr.Rule, ...] = (cr.MANA_EMPTIES,) if e.keep else ()
    if mana == PRODUCED:
        mana, chosen = _of_a_type_produced(res.produced)
    if e.could_produce is not None:
        types = could_produce(tl, res, e)
        if not types:  # 106.7: no type it could produce, so no mana
            return []
        mana, chosen, also = " or ".join(types), len(types) > 1, also + (cr.COULD_PRODUCE,)
    who = players(tl, res, e.player) if e.player is not None else [res.controller]
    if not who:
        return []
    pool = tl.state.player(who[0]).mana_pool
    added: tuple[str, ...] = ()
    if pool is not None:
        mana, added = _into_pool(tl, res, who[0], mana, e)
    ability = res.instructions
    tapped = isinstance(ability, ActivatedAbility) and ability.is_mana_ability \
        and ability.cost.tap
    return [tl.emit(ManaAdded(rule=AddMana.RULE, causes=causes(res), player=who[0],
                              also=also,
                              mana=mana, chosen=chosen, kept=e.keep or "",
                              spend_only=e.spend_only.describe() if e.spend_only else "",
                              source=res.source, tapped_for_mana=tapped,
                              pool=None if pool is None else mana_pool.shown(
                                  [m.symbol for m in pool] + list(added))))]


def _into_pool(tl: Timeline, res: Resolution, player: PlayerId, mana: str, e: AddMana
               ) -> tuple[str, tuple[str, ...]]:
    """The mana added to a tracked pool, as symbols: where its player chooses which (106.1b),
    the scenario's `choices: mana:` by the source's id, each time in order — never guessed."""
    if e.spend_only is not None:
        raise IllegalActionError(f"{player}'s mana pool is tracked, and mana that may be "
                                 f"spent only as it says ({e.spend_only.describe()}) isn't "
                                 "modeled in it", cr.MANA, None)
    added = mana_pool.letters(mana)
    if added is not None:
        return mana, added
    root = tl.state.root(res.source)
    before = sum(1 for x in tl.log if isinstance(x, ManaAdded) and x.chosen and x.pool is not None
                 and x.source is not None and tl.state.root(x.source) == root)
    chosen = choices.mana_chosen(tl, res.source, before)
    named = mana_pool.letters(chosen) if chosen is not None else None
    if chosen is None or named is None:
        raise IllegalActionError(f"{player} chooses which mana {tl.state.name(res.source)} adds "
                                 f"({mana}) to their tracked mana pool: name it with "
                                 f"`choices: mana: {{{root}: ['{{G}}']}}`", cr.MANA, None)
    if not mana_pool.fits(mana, named):
        raise IllegalActionError(f"{chosen} isn't {mana}, which {tl.state.name(res.source)} "
                                 f"adds", cr.MANA, None)
    return chosen, named


def _of_a_type_produced(produced: str) -> tuple[str, bool]:
    """106.12a: one mana of a type the land's mana ability added: that type where it added
    one; the player's choice among them where it added several; where it added mana of a
    type its player chose, one of that type, as the ruling says."""
    if re.fullmatch(r"(?:\{[WUBRGC]\})+", produced):
        types = list(dict.fromkeys(re.findall(r"\{[WUBRGC]\}", produced)))
        return (types[0], False) if len(types) == 1 else (" or ".join(types), True)
    return f"one mana of the type that land produced ({produced})", False


def could_produce(tl: Timeline, res: Resolution, e: AddMana) -> list[str]:
    """106.7: the types of mana the permanents `could_produce` names could produce: what their
    mana abilities would add if they resolved now, costs aside; of one that is itself such an
    ability, what the permanents it names could (none where they name each other only)."""
    assert e.could_produce is not None
    found = _types(tl, objects(tl, res, e.could_produce), frozenset({res.source}))
    if e.mana == "one mana of any color":
        found -= {"{C}"}
    return [s for s in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") if s in found]


def _types(tl: Timeline, sources: list[ObjectId], seen: frozenset[ObjectId]) -> set[str]:
    chars = compute(tl.state).chars
    found: set[str] = set()
    for oid in sources:
        if oid in seen or oid not in chars:
            continue
        obj = tl.state.objects[oid]
        for ability in chars[oid].abilities:
            if not (isinstance(ability, ActivatedAbility) and ability.is_mana_ability):
                continue
            for add in (a for a in ability.effects if isinstance(a, AddMana)):
                if add.could_produce is not None:
                    inner = Resolution(obj=obj, controller=chars[oid].controller, source=oid,
                                       source_chars=chars[oid], instructions=ability,
                                       targets={}, cause=0)
                    more = _types(tl, objects(tl, inner, add.could_produce), seen | {oid})
                    found |= more - ({"{C}"} if add.mana == "one mana of any color" else set())
                else:
                    found |= _of(add.mana, obj.chosen_color)
    return found


def _of(mana: str, chosen: Color | None) -> set[str]:
    """The types an 'add' instruction may add: its symbols; any color: all five."""
    if re.search(r"any (?:one )?color|combination of colors|different colors", mana):
        return {"{W}", "{U}", "{B}", "{R}", "{G}"}
    found = set(re.findall(r"\{[WUBRGC]\}", mana))
    if "the chosen color" in mana and chosen is not None:
        found |= {f"{{{s}}}" for s, c in COLOR_SYMBOLS.items() if c is chosen}
    return found
