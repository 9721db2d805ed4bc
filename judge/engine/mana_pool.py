"""Mana pools (CR 106.4), tracked only for the players a scenario gives one: a total cost is
paid by taking mana from the pool (118.3a, 601.2h) — colored symbols with mana of their color,
hybrid ones with either half (107.4e), generic with any type (107.4b), Phyrexian ones with mana
of their color or 2 life (107.4f); a cost the pool can't pay can't be paid (118.3). Unused mana
empties as each step and phase ends (500.4), but for mana an effect keeps."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge import cr
from judge.cards.definition import mana_symbols
from judge.engine.events import LifeChanged, ManaEmptied, ManaPaid
from judge.engine.state import GameState, PlayerId, PoolMana
from judge.errors import IllegalActionError, Location
from judge.words import Step

if TYPE_CHECKING:  # the timeline applies events through apply.py, which adds to pools here
    from judge.engine.timeline import Timeline

ORDER = "WUBRGC"  # the order a pool is shown in
_POOL = re.compile(r"(?:\{[WUBRGC]\})*")
PHYREXIAN_LIFE = 2  # 107.4f


def letters(text: str) -> tuple[str, ...] | None:
    """The mana that symbols like '{R}{R}{G}' name, as 'R', 'R', 'G'; None for anything else
    (a choice of mana, 'one mana of any color')."""
    if not _POOL.fullmatch(text.replace(" ", "")):
        return None
    return tuple(re.findall(r"[WUBRGC]", text))


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def fits(text: str, chosen: tuple[str, ...]) -> bool:
    """Is the mana chosen, as symbols, one way of the mana an ability adds where its player
    chooses which (106.1b): '{W} or {U}', 'one mana of any color', 'two mana of any one color',
    '3 mana in any combination of colors', 'three mana of different colors'?"""
    listed = re.fullmatch(r"(?:\{[WUBRGC]\})+(?:,? (?:or )?(?:\{[WUBRGC]\})+)+", text)
    if listed:
        return shown(chosen) in {shown(letters(o) or ()) for o in re.findall(
            r"(?:\{[WUBRGC]\})+", text)}
    found = re.fullmatch(r"(\w+) mana (?:of )?(any color|any type|any one color|in any "
                         r"combination of colors|different colors|in any combination of "
                         r"\{(\w)\} and/or \{(\w)\})", text)
    if found is None:
        return False
    count = _NUMBERS.get(found[1]) or (int(found[1]) if found[1].isdigit() else 0)
    kinds = ORDER if found[2] == "any type" else found[3] + found[4] if found[3] else "WUBRG"
    if len(chosen) != count or any(c not in kinds for c in chosen):
        return False
    return len(set(chosen)) == (1 if found[2] == "any one color" else count) \
        if found[2] in ("any one color", "different colors") else True


def shown(mana: Iterable[str]) -> str:
    """'{W}{U}{U}': mana in the pool's order; '' for none."""
    return "".join(f"{{{s}}}" for s in sorted(mana, key=ORDER.index))


def pool_text(state: GameState, player: PlayerId) -> str | None:
    """What is in the player's pool, shown; None where it isn't tracked."""
    pool = state.player(player).mana_pool
    return None if pool is None else shown(m.symbol for m in pool)


@dataclass(frozen=True, slots=True)
class Payment:
    """How a total cost is paid: each symbol of it and what pays it, the mana taken, and the
    life paid for Phyrexian symbols."""

    parts: tuple[tuple[str, str], ...]
    spent: tuple[str, ...]
    life: int


# one way to pay one symbol: the mana it takes (letters), generic mana it takes, life it takes
_Way = tuple[str, int, int]


def _ways(symbol: str) -> list[_Way]:
    """The ways one non-generic symbol can be paid, mana first (a Phyrexian symbol's life
    last)."""
    halves = symbol.split("/")
    if len(halves) == 1 and symbol in ORDER:
        return [(symbol, 0, 0)]
    if len(halves) == 2 and halves[0] == "2" and halves[1] in ORDER:  # {2/W}
        return [(halves[1], 0, 0), ("", 2, 0)]
    colors = [h for h in halves if h != "P"]
    if halves[-1] == "P" and len(colors) in (1, 2) and all(c in "WUBRG" for c in colors):
        return [(c, 0, 0) for c in colors] + [("", 0, PHYREXIAN_LIFE)]
    if len(halves) == 2 and all(h in "WUBRG" for h in halves):  # {W/U}
        return [(h, 0, 0) for h in halves]
    return []


def plan(pool: Counter[str], cost: str, life: int, exact: bool) -> Payment | None:
    """A way to pay `cost` (X already chosen) from `pool`, mana rather than life where both
    can; None if there is none. `exact`: all of the pool is spent (the mana the scenario says
    pays it)."""
    symbols, generic = _split(cost)
    found = next(_fitting(symbols, pool, generic, life, exact), None)
    if found is None:
        return None
    chosen, rest, more = found
    parts = [(f"{{{s}}}", way) for s, way in chosen]
    taken = [m for _, way in chosen for m in re.findall(r"[WUBRGC]", way)]
    generic_paid = _generic(rest, generic + more)
    if generic:
        parts.insert(0, (f"{{{generic}}}", shown(generic_paid[:generic])))
    for i, (s, way) in enumerate(parts):  # {2/W} paid with two generic mana
        if way == "2 generic":
            start = generic + 2 * sum(1 for _, w in parts[:i] if w == "2 generic")
            parts[i] = (s, shown(generic_paid[start:start + 2]))
    paid_life = sum(PHYREXIAN_LIFE for _, way in chosen if way == "2 life")
    return Payment(tuple(parts), tuple(taken + generic_paid), paid_life)


def has_choice(pool: Counter[str], cost: str, life: int) -> bool:
    """Could the player pay it in more than one way — spending other mana, or life instead
    (601.2h)? Then the way `plan` picks is assumed."""
    symbols, generic = _split(cost)
    seen: set[tuple[tuple[str, ...], int]] = set()
    for chosen, rest, more in _fitting(symbols, pool, generic, life, exact=False):
        taken = [m for _, way in chosen for m in re.findall(r"[WUBRGC]", way)]
        paid_life = sum(PHYREXIAN_LIFE for _, way in chosen if way == "2 life")
        for extra in _combinations(rest, generic + more):
            seen.add((tuple(sorted(taken + extra)), paid_life))
            if len(seen) > 1:
                return True
    return False


def _combinations(pool: Counter[str], amount: int) -> list[list[str]]:
    """The different mana `amount` generic mana can be paid with from the pool."""
    if amount == 0:
        return [[]]
    kinds = [k for k in ORDER if pool[k]]
    found: list[list[str]] = []
    for i, kind in enumerate(kinds):  # the first kind taken, then only kinds after it or it
        rest = Counter({k: pool[k] for k in kinds[i:]})
        rest[kind] -= 1
        found += [[kind] + more for more in _combinations(rest, amount - 1)]
    return found


def _split(cost: str) -> tuple[list[str], int]:
    """The cost's symbols other than generic ones, and its generic mana; ValueError for a
    symbol no pool pays here (snow {S})."""
    symbols = mana_symbols(cost)
    others = [s for s in symbols if not s.isdigit()]
    for s in others:
        if not _ways(s):
            raise ValueError(s)
    return others, sum(int(s) for s in symbols if s.isdigit())


def _fitting(symbols: list[str], pool: Counter[str], generic: int, life: int, exact: bool
             ) -> Iterator[tuple[list[tuple[str, str]], Counter[str], int]]:
    """The ways to pay the symbols that leave enough for the generic part (all of it:
    `exact`), mana first."""
    for chosen, rest, more in _ways_for(symbols, 0, Counter(pool), 0, life, []):
        left = sum(rest.values())
        if left == generic + more if exact else left >= generic + more:
            yield chosen, rest, more


def _ways_for(symbols: list[str], i: int, pool: Counter[str], more: int, life: int,
              chosen: list[tuple[str, str]]
              ) -> Iterator[tuple[list[tuple[str, str]], Counter[str], int]]:
    """Depth first over each symbol's ways; `more`: generic mana {2/W} symbols take."""
    if i == len(symbols):
        yield list(chosen), Counter(pool), more  # a copy: the pool is put back after
        return
    for mana, two, paid in _ways(symbols[i]):
        if mana and pool[mana] == 0 or paid and paid > life:
            continue
        if mana:
            pool[mana] -= 1
        way = f"{{{mana}}}" if mana else "2 generic" if two else "2 life"
        yield from _ways_for(symbols, i + 1, pool, more + two, life - paid,
                             chosen + [(symbols[i], way)])
        if mana:
            pool[mana] += 1


def _generic(pool: Counter[str], amount: int) -> list[str]:
    """Generic mana paid with colorless first, then the color the pool has most of (107.4b;
    which is the player's choice, assumed)."""
    left = Counter(pool)
    paid: list[str] = []
    for _ in range(amount):
        kind = "C" if left["C"] else max("WUBRG", key=lambda c: (left[c], -ORDER.index(c)))
        left[kind] -= 1
        paid.append(kind)
    return paid


def missing(pool: Counter[str], cost: str) -> str:
    """What the pool lacks to pay the cost, in words."""
    symbols = mana_symbols(cost)
    fixed = Counter(s for s in symbols if s in ORDER)
    short = {c: n - pool[c] for c, n in fixed.items() if n > pool[c]}
    if short:
        return "it lacks " + shown(c for c, n in short.items() for _ in range(n))
    least = sum(int(s) if s.isdigit() else 1 for s in symbols)
    have = sum(pool.values())
    if least > have:
        return f"it holds {have} mana, and the cost takes at least {least}"
    return "no way of paying its hybrid and Phyrexian symbols fits the mana in it"


def payable(state: GameState, player: PlayerId, cost: str) -> bool:
    """Can the player pay the mana cost (118.3)? Always, where their pool isn't tracked."""
    tracked = state.player(player).mana_pool
    if tracked is None:
        return True
    try:
        found = plan(Counter(m.symbol for m in tracked), cost, state.player(player).life,
                     exact=False)
    except ValueError:
        return True  # paying it isn't modeled: paying says so
    return found is not None


def pay(tl: Timeline, player: PlayerId, cost: str, name: str, oid: str | None,
        causes: tuple[int, ...], pay_with: str | None, where: Location | None,
        of: str = "") -> None:
    """601.2h, 118.3a: the cost's mana, from the player's pool where it is tracked; `name`: the
    spell or ability paid for, `oid` its id on the stack; `pay_with`: the mana the scenario
    says pays it, otherwise chosen by `plan`, assumed where there was a choice; `of`: what the
    cost adds up, in words, where several costs make it."""
    tracked = tl.state.player(player).mana_pool
    if tracked is None:
        if pay_with is not None:
            raise IllegalActionError(f"`pay_with` needs a mana pool for {player} (`mana_pool:`)",
                                     cr.PAY_MANA, where)
        return
    pool = Counter(m.symbol for m in tracked)
    wanted = _wanted(pool, pay_with, player, where)
    if not mana_symbols(cost) or cost == "{0}":
        if wanted:
            raise IllegalActionError(f"{name} costs no mana, and `pay_with` names "
                                     f"{shown(wanted.elements())}", cr.PAY_COSTS, where)
        return
    life = tl.state.player(player).life
    payment = _payment(pool, wanted, cost, life, f"{cost} ({of})" if of else cost,
                       f"{player}'s mana pool", name, where)
    if not payment.spent and not payment.life:
        return
    done = tl.emit(ManaPaid(rule=cr.PAY_MANA, also=_also(cost), causes=causes,
                            assumed=wanted is None and has_choice(pool, cost, life),
                            player=player, paid_for=f"{name} ({oid})" if oid else name,
                            cost=cost, of=of, parts=payment.parts, spent=payment.spent,
                            left=shown((pool - Counter(payment.spent)).elements())))
    if payment.life:
        tl.emit(LifeChanged(rule=cr.PHYREXIAN_MANA, also=(cr.PAY_LIFE,), causes=(done.seq,),
                            player=player, amount=-payment.life))


def _payment(pool: Counter[str], wanted: Counter[str] | None, cost: str, life: int,
             cost_of: str, whose: str, name: str, where: Location | None) -> Payment:
    """How the cost is paid, or why it can't be (118.3, refused by 601.2h)."""
    try:
        payment = plan(wanted if wanted is not None else pool, cost, life,
                       exact=wanted is not None)
    except ValueError as exc:
        raise IllegalActionError(f"paying {{{exc}}} from a mana pool isn't modeled",
                                 cr.PAY_MANA, where) from None
    if payment is not None:
        return payment
    if wanted is not None:
        raise IllegalActionError(f"{shown(wanted.elements()) or 'no mana'} doesn't pay "
                                 f"{cost_of}, the total cost of {name}, exactly", cr.PAY_COSTS,
                                 where)
    raise IllegalActionError(f"{whose} holds {shown(pool.elements()) or 'no mana'}, which can't "
                             f"pay {cost_of}, the total cost of {name}: {missing(pool, cost)}",
                             cr.PAY_COSTS, where)


def _wanted(pool: Counter[str], pay_with: str | None, player: PlayerId,
            where: Location | None) -> Counter[str] | None:
    if pay_with is None:
        return None
    named = letters(pay_with)
    if named is None:
        raise IllegalActionError(f"`pay_with` {pay_with!r} isn't mana symbols like {{R}}{{G}}",
                                 cr.PAY_MANA, where)
    wanted = Counter(named)
    lacking = wanted - pool
    if lacking:
        raise IllegalActionError(f"{player}'s mana pool doesn't hold {shown(lacking.elements())}"
                                 f" to pay with", cr.PAY_MANA, where)
    return wanted


def _also(cost: str) -> tuple[cr.Rule, ...]:
    symbols = mana_symbols(cost)
    rules = [cr.PAY_COSTS]
    if any(s.isdigit() for s in symbols):
        rules.append(cr.GENERIC_MANA)
    if any("/" in s and not s.endswith("/P") for s in symbols):
        rules.append(cr.HYBRID_MANA)
    if any(s.endswith("/P") for s in symbols):
        rules.append(cr.PHYREXIAN_MANA)
    return tuple(rules)


def empty(tl: Timeline, ending: Step) -> None:
    """500.4: as a step or phase ends, each tracked pool empties, but for mana an effect keeps
    until a later time ('until end of turn': the cleanup step's end)."""
    lost_at = {"end of turn": ending is Step.CLEANUP,
               "end of combat": ending in (Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN, Step.END,
                                           Step.CLEANUP)}
    for p in tl.state.players:
        if not p.mana_pool:
            continue
        lost = tuple(m for m in p.mana_pool if not m.kept or lost_at.get(m.kept, True))
        if lost:
            tl.emit(ManaEmptied(rule=cr.MANA_EMPTIES, also=(cr.MANA,), player=p.id,
                                step=ending, lost=tuple(m.symbol for m in lost)))


def without(pool: tuple[PoolMana, ...], lost: tuple[str, ...]) -> tuple[PoolMana, ...]:
    """The pool once `lost` has left it (spent or emptied), taken first from the mana no
    effect keeps."""
    left = Counter(lost)
    out: list[PoolMana] = []
    for m in sorted(pool, key=lambda m: m.kept != ""):
        if left[m.symbol]:
            left[m.symbol] -= 1
            continue
        out.append(m)
    return tuple(out)

