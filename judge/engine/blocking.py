"""Who may block whom (CR 509.1a–b): each block on its own — the defending player's untapped
creature, its restrictions, evasion (flying and reach 702.9b/702.17b, landwalk 702.14c,
protection 702.16f, shadow 702.28b, fear, intimidate, horsemanship, skulk) — and how many
creatures may block one attacker (menace 702.111b, "can't be blocked by more than one"); and,
for legal blocks, which evasion abilities they obey and what lets them (`evasion_met`)."""

from __future__ import annotations

from typing import Callable, Mapping

from judge import cr
from judge.cards.vocabulary import Landwalk, Restriction
from judge.engine.combat_events import EvasionMet
from judge.engine.keywords import KEYWORDS, Hook, joining
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.layers.values import with_source_power
from judge.engine.legality import has_keyword, protects_from
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.errors import IllegalActionError, Location
from judge.words import CardType, Color, Keyword, Zone


def _illegal(message: str, rule: cr.Rule, where: Location | None) -> IllegalActionError:
    return IllegalActionError(message, rule, where)


def check_blocks(state: GameState, blocks: list[tuple[ObjectId, ObjectId]],
                  where: Location | None) -> None:
    """509.1a–b: each block on its own, then how many block each attacker."""
    board = compute(state)
    attacking = dict(state.attackers)
    count: dict[ObjectId, int] = {}
    for blocker, attacker in blocks:
        check_pair(state, board.chars, attacking, blocker, attacker, where)
        count[attacker] = count.get(attacker, 0) + 1
    for attacker, n in count.items():
        problem = _count_problem(state, board.chars, attacker, n)
        if problem is not None:
            raise _illegal(*problem, where)
    for blocker in dict.fromkeys(b for b, _ in blocks):
        blocked = [a for b, a in blocks if b == blocker]
        limit = board.chars[blocker].block_limit
        twice = next((a for i, a in enumerate(blocked) if a in blocked[:i]), None)
        if twice is not None:
            raise _illegal(f"{state.name(blocker)} ({blocker}) is declared blocking "
                           f"{state.name(twice)} twice", cr.DECLARE_BLOCKERS, where)
        if limit is not None and len(blocked) > limit:
            raise _illegal(f"{state.name(blocker)} ({blocker}) can block "
                           f"{'only one creature' if limit == 1 else f'{limit} creatures'}",
                           cr.DECLARE_BLOCKERS, where)
    for player in dict.fromkeys(attacking.values()):
        # 802.4b: "alone" among the blockers of the same defending player
        blocking = {b for b, _ in blocks if board.chars[b].controller == player}
        alone = next((b for b in blocking
                      if Restriction.BLOCK_ALONE in board.chars[b].restrictions), None)
        if alone is not None and len(blocking) == 1:
            several = len(set(attacking.values())) > 1
            raise _illegal(f"{state.name(alone)} ({alone}) can't block alone"
                           + (f": it is the only creature {player} blocks with, and other "
                              f"players' blockers don't count ({cr.BLOCKS_JUDGED_APART.number})"
                              if several else ""), cr.BLOCK_RESTRICTIONS, where)


def evasion_met(state: GameState, blocks: list[tuple[ObjectId, ObjectId]]
                ) -> tuple[EvasionMet, ...]:
    """For legal blocks: each evasion ability of an attacker (702.9b flying, 702.111b menace,
    …) a block obeys, and the blocker's keyword that lets it (702.9b flying, 702.17b reach,
    702.28b shadow, 702.31b horsemanship)."""
    board = compute(state).chars
    met = []
    for blocker, attacker in blocks:
        for keyword in joining(board[attacker], Hook.WHO_MAY_BLOCK_IT):
            by = _LETS_BLOCK.get(keyword)
            if keyword is Keyword.FLYING and not has_keyword(board[blocker], Keyword.FLYING):
                by = Keyword.REACH
            met.append(EvasionMet(blocker, attacker, keyword, by))
    return tuple(met)


def rules_met(met: tuple[EvasionMet, ...]) -> tuple[cr.Rule, ...]:
    """The keyword rules the blocks obey, in the order first met."""
    rules = [KEYWORDS[k].rule for m in met for k in (m.keyword, m.by) if k is not None]
    return tuple(dict.fromkeys(rules))


def blocker_limits(chars: Characteristics) -> tuple[int, int | None]:
    """509.1b: the fewest creatures that may block it, if any do (menace, 702.111b), and the
    most (None: no limit)."""
    least = max([_MIN_BLOCKERS.get(k, 1) for k in joining(chars, Hook.WHO_MAY_BLOCK_IT)]
                + [chars.min_blockers])
    most = 1 if Restriction.BLOCKED_BY_MORE_THAN_ONE in chars.restrictions else None
    return least, most


def _count_problem(state: GameState, board: Mapping[ObjectId, Characteristics],
                   attacker: ObjectId, n: int) -> tuple[str, cr.Rule] | None:
    if n > 1 and Restriction.BLOCKED_BY_MORE_THAN_ONE in board[attacker].restrictions:
        return (f"{state.name(attacker)} can't be blocked by more than one creature",
                cr.BLOCK_RESTRICTIONS)
    if n < board[attacker].min_blockers:
        return (f"{state.name(attacker)} can't be blocked except by "
                f"{board[attacker].min_blockers} or more creatures", cr.BLOCK_RESTRICTIONS)
    for keyword in joining(board[attacker], Hook.WHO_MAY_BLOCK_IT):
        if n < _MIN_BLOCKERS.get(keyword, 1):
            return (f"{state.name(attacker)} has {keyword.value}: it needs "
                    f"{_MIN_BLOCKERS[keyword]} or more blockers", KEYWORDS[keyword].rule)
    return None


def check_pair(state: GameState, board: Mapping[ObjectId, Characteristics],
               attacking: Mapping[ObjectId, PlayerId], blocker: ObjectId, attacker: ObjectId,
               where: Location | None) -> None:
    """509.1a–b: whether this creature may block that attacker, whatever else blocks."""
    b, a = board.get(blocker), board.get(attacker)
    if attacker not in attacking or a is None:
        raise _illegal(f"{state.name(attacker)} isn't attacking", cr.DECLARE_BLOCKERS, where)
    if b is None or not b.is_creature or state.objects[blocker].zone is not Zone.BATTLEFIELD:
        raise _illegal(f"{state.name(blocker)} isn't a creature on the battlefield",
                       cr.DECLARE_BLOCKERS, where)
    name = f"{b.name} ({blocker})"
    if CardType.BATTLE in b.types:
        raise _illegal(f"{name} is a battle: a battle can't block, even as a creature",
                       cr.DECLARE_BLOCKERS, where)
    battle = state.planeswalkers_attacked.get(attacker)
    if b.controller != attacking[attacker] and battle is not None \
            and state.objects[battle].protector == attacking[attacker]:
        raise _illegal(f"{name} can't block {a.name}: it attacks {state.name(battle)}, which "
                       f"{attacking[attacker]} protects, and only a battle's protector blocks "
                       f"for it", cr.PROTECTOR_BLOCKS, where)
    if b.controller != attacking[attacker] and b.controller in attacking.values():
        walker = state.planeswalkers_attacked.get(attacker)
        whom = f"{attacking[attacker]}'s {state.name(walker)}" if walker is not None \
            else attacking[attacker]
        raise _illegal(f"{name} is {b.controller}'s, and {a.name} attacks {whom}: a defending "
                       f"player blocks only creatures attacking them or a planeswalker they "
                       f"control", cr.BLOCK_ONLY_ATTACKERS_OF_YOURS, where)
    if b.controller != attacking[attacker]:
        raise _illegal(f"{name} isn't controlled by the defending player",
                       cr.DECLARE_BLOCKERS, where)
    if state.objects[blocker].tapped:
        raise _illegal(f"{name} is tapped", cr.DECLARE_BLOCKERS, where)
    if Restriction.BLOCK in b.restrictions:
        raise _illegal(f"{name} can't block", cr.BLOCK_RESTRICTIONS, where)
    if attacker in b.cant_block:
        raise _illegal(f"{name} can't block {a.name} this turn", cr.BLOCK_RESTRICTIONS, where)
    if Restriction.BLOCK_WITHOUT_FLYING in b.restrictions \
            and not has_keyword(a, Keyword.FLYING):
        raise _illegal(f"{name} can block only creatures with flying, and {a.name} has no "
                       "flying", cr.BLOCK_RESTRICTIONS, where)
    # "can't block creatures with power 2 or greater": the attacker's values now
    unable = next((f for f in b.cant_block_creatures
                   if matches(a, with_source_power(f, b.power), b.controller, blocker,
                              state.objects[attacker])), None)
    if unable is not None:
        raise _illegal(f"{name} can't block {unable.text or 'such creatures'}, and {a.name} "
                       "is one", cr.BLOCK_RESTRICTIONS, where)
    if Restriction.BE_BLOCKED in a.restrictions:
        raise _illegal(f"{a.name} can't be blocked", cr.BLOCK_RESTRICTIONS, where)
    # "creatures with power less than this creature's": the attacker's power now
    unfit = next((f for f in a.unblockable_by
                  if matches(b, with_source_power(f, a.power), a.controller, attacker,
                             state.objects[blocker])), None)
    if unfit is not None:
        raise _illegal(f"{a.name} can't be blocked by {unfit.text or 'such creatures'}, and "
                       f"{name} is one", cr.BLOCK_RESTRICTIONS, where)
    only = next((f for f in a.only_blocked_by
                 if not matches(b, with_source_power(f, a.power), a.controller, attacker,
                                state.objects[blocker])), None)
    if only is not None:
        raise _illegal(f"{a.name} can't be blocked except by {only.text or 'such creatures'}"
                       f", and {name} isn't one", cr.BLOCK_RESTRICTIONS, where)
    keeper = state.player(a.controller)
    if keeper.ring_tempted and keeper.ring_bearer == attacker and (b.power or 0) > (a.power or 0):
        raise _illegal(f"{a.name} is {a.controller}'s Ring-bearer, which the Ring emblem makes "
                       f"unblockable by creatures with greater power, and {name} has greater "
                       "power", cr.RING_EMBLEM, where)
    for keyword in dict.fromkeys(joining(a, Hook.WHO_MAY_BLOCK_IT)
                                 + joining(b, Hook.WHAT_IT_MAY_BLOCK)):
        check = _EVASION.get(keyword)
        refusal = check(a, b, name) if check is not None else None
        if refusal is not None:
            raise _illegal(refusal, KEYWORDS[keyword].rule, where)
    for walk in (x for x in a.abilities if isinstance(x, Landwalk)):
        if any(walk.land_type in board[o.id].subtypes for o in state.in_play_order()
               if board[o.id].controller == b.controller):
            article = "an" if walk.land_type[:1] in "AEIOU" else "a"
            raise _illegal(f"{a.name} has {walk.land_type.lower()}walk and "
                           f"{b.controller} controls {article} {walk.land_type}",
                           cr.LANDWALK, where)
    shield = next((p for p in a.protections() if protects_from(p, b)), None)
    if shield is not None:
        raise _illegal(f"{a.name} has protection from {shield.quality_text}, so {name} "
                       "can't block it", cr.PROTECTION_BLOCKING, where)


# who may block whom (509.1b): each evasion keyword's check, by the keyword that limits it
Evasion = Callable[[Characteristics, Characteristics, str], "str | None"]


def _flying(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.9b, 702.17b: blocked only by creatures with flying or reach."""
    if has_keyword(attacker, Keyword.FLYING) and not (
            has_keyword(blocker, Keyword.FLYING) or has_keyword(blocker, Keyword.REACH)):
        return f"{name} can't block a creature with flying"
    return None


def _shadow(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.28b: shadow blocks, and is blocked by, only shadow."""
    if has_keyword(attacker, Keyword.SHADOW) and not has_keyword(blocker, Keyword.SHADOW):
        return f"{attacker.name} has shadow, so only a creature with shadow can block it"
    if has_keyword(blocker, Keyword.SHADOW) and not has_keyword(attacker, Keyword.SHADOW):
        return f"{name} has shadow, so it can block only a creature with shadow"
    return None


def _fear(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.36b: only artifact creatures and black creatures block it."""
    if CardType.ARTIFACT in blocker.types or Color.BLACK in blocker.colors:
        return None
    return f"{attacker.name} has fear, so only an artifact or black creature can block it"


def _intimidate(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.13b: only artifact creatures and creatures that share a color with it block it."""
    if CardType.ARTIFACT in blocker.types or attacker.colors & blocker.colors:
        return None
    return (f"{attacker.name} has intimidate, so only an artifact creature or one that shares "
            f"a color with it can block it")


def _horsemanship(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.31b: only creatures with horsemanship block it."""
    if has_keyword(blocker, Keyword.HORSEMANSHIP):
        return None
    return f"{attacker.name} has horsemanship and {name} doesn't"


def _skulk(attacker: Characteristics, blocker: Characteristics, name: str) -> str | None:
    """702.118b: creatures with greater power don't block it."""
    if (blocker.power or 0) <= (attacker.power or 0):
        return None
    return f"{attacker.name} has skulk and {name} has greater power"


_EVASION: dict[Keyword, Evasion] = {
    Keyword.FLYING: _flying, Keyword.SHADOW: _shadow, Keyword.FEAR: _fear,
    Keyword.INTIMIDATE: _intimidate, Keyword.HORSEMANSHIP: _horsemanship,
    Keyword.SKULK: _skulk}
_MIN_BLOCKERS = {Keyword.MENACE: 2}  # 702.111b
# the keyword a blocker has that lets it block an attacker with this one (reach: see above)
_LETS_BLOCK = {Keyword.FLYING: Keyword.FLYING, Keyword.SHADOW: Keyword.SHADOW,
               Keyword.HORSEMANSHIP: Keyword.HORSEMANSHIP}
