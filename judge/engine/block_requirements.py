"""Blocking requirements (CR 509.1c): a declaration of blockers must obey as many requirements as
any legal declaration could. Found by exact search, not by trying one block at a time: with a
menace attacker, a creature that "blocks each combat if able" may need another to block with it
(the example under 509.1c).

The requirements counted: a creature that blocks each combat if able blocks; an attacker that
must be blocked if able is blocked; each creature able to block an attacker whose blockers are
"all creatures able" blocks it; a creature told to block an attacker if able blocks that one.
The restrictions: each block on its own (509.1b) and how many may block each attacker.
With several defending players, each one's blocks are judged apart, on the creatures attacking
them (802.4b), in APNAP order (802.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Mapping

from judge import cr
from judge.cards.vocabulary import Requirement, Restriction
from judge.engine.blocking import blocker_limits, check_pair
from judge.engine.layers import Characteristics, compute
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.errors import IllegalActionError, Location

Blocks = tuple[tuple[ObjectId, ObjectId], ...]  # (blocker, attacker)


@dataclass(frozen=True)
class Best:
    """The most requirements a legal declaration obeys, and one such declaration."""

    obeyed: int
    blocks: Blocks


def check(state: GameState, blocks: Blocks, where: Location | None) -> None:
    """509.1c: a declaration (already legal by 509.1a–b) that obeys fewer requirements than
    another could is illegal; the refusal shows one that obeys the most. Each defending
    player's declaration on its own, in APNAP order (802.4, 802.4b)."""
    defenders = {d for _, d in state.attackers}
    for player in (p for p in state.apnap() if p in defenders):
        board = compute(state).chars
        mine = tuple((b, a) for b, a in blocks if b in board and board[b].controller == player)
        most = best(state, player)
        now = obeyed(state, mine, player)
        if now >= most.obeyed:
            continue
        shown = ", ".join(f"{state.name(b)} ({b}) blocks {state.name(a)} ({a})"
                          for b, a in most.blocks) or "no blocks"
        whose = f"{player}'s declaration" if len(defenders) > 1 else "this declaration"
        apart = (f" (each defending player's blocks judged apart, "
                 f"{cr.BLOCKS_JUDGED_APART.number})" if len(defenders) > 1 else "")
        raise IllegalActionError(
            f"{whose} obeys {now} of the blocking requirements, and one could obey "
            f"{most.obeyed}{apart}: {shown}", cr.BLOCK_REQUIREMENTS, where)


def obeyed(state: GameState, blocks: Blocks, defender: PlayerId | None = None) -> int:
    """How many requirements a declaration obeys (`defender`: that defending player's, on the
    creatures attacking them, 802.4b; None: with one defending player)."""
    board = compute(state).chars
    attackers = _attackers(state, defender)
    count = {a: sum(1 for _, x in blocks if x == a) for a in attackers}
    total = sum(_attacker_gain(board[a], count[a]) for a in attackers if a in board)
    return total + sum(_blocker_gain(board, b, tuple(a for x, a in blocks if x == b), attackers)
                       for b in _potential_blockers(state, board, defender))


def best(state: GameState, defender: PlayerId | None = None) -> Best:
    """509.1c: the legal declaration that obeys the most requirements (the fewest blocks among
    equals, so nothing is asked that no requirement asks). A search over the blockers in
    order, remembering only how many block each attacker so far, up to the number that still
    matters to its restrictions and requirements. `defender`: as for `obeyed`."""
    board = compute(state).chars
    attacking = dict(state.attackers)
    attackers = tuple(a for a in _attackers(state, defender) if a in board)
    blockers = _potential_blockers(state, board, defender)
    options: list[list[tuple[ObjectId, ...]]] = []
    for b in blockers:
        able = []
        for a in attackers:
            try:
                check_pair(state, board, attacking, b, a, None)
            except IllegalActionError:
                continue
            able.append(a)
        most = board[b].block_limit  # 509.1a: one attacker, unless it may block more
        options.append([c for n in range(len(able) + 1 if most is None else min(most, len(able))
                                         + 1)
                        for c in combinations(able, n)])
    limits = {a: blocker_limits(board[a]) for a in attackers}
    caps = {a: max(least, (most + 1) if most is not None else 1)
            for a, (least, most) in limits.items()}

    alone = {b for b in blockers if Restriction.BLOCK_ALONE in board[b].restrictions}

    @cache
    def search(i: int, counts: tuple[int, ...], blocking: int, lonely: bool
               ) -> tuple[int, int, tuple[tuple[ObjectId, ...], ...]]:
        """(requirements obeyed, -blocks, choices) for blockers i onward, `blocking` creatures
        (up to 2) blocking so far, `lonely` one that can't block alone among them; -1 obeyed:
        none legal."""
        if i == len(blockers):
            if lonely and blocking < 2:
                return -1, 0, ()
            for a, n in zip(attackers, counts):
                least, most = limits[a]
                if n and (n < least or (most is not None and n > most)):
                    return -1, 0, ()
            return sum(_attacker_gain(board[a], n) for a, n in zip(attackers, counts)), 0, ()
        found: tuple[int, int, tuple[tuple[ObjectId, ...], ...]] = (-1, 0, ())
        for choice in options[i]:
            after = tuple(min(n + 1, caps[a]) if a in choice else n
                          for a, n in zip(attackers, counts))
            rest, fewer, chosen = search(
                i + 1, after, min(blocking + 1, 2) if choice else blocking,
                lonely or (bool(choice) and blockers[i] in alone))
            if rest < 0:
                continue
            gain = _blocker_gain(board, blockers[i], choice, attackers)
            here = (rest + gain, fewer - len(choice), (choice, *chosen))
            if here[:2] > found[:2]:
                found = here
        return found

    total, _, chosen = search(0, tuple(0 for _ in attackers), 0, False)
    return Best(max(total, 0), tuple((b, a) for b, blocked in zip(blockers, chosen)
                                     for a in blocked))


def _attackers(state: GameState, defender: PlayerId | None) -> list[ObjectId]:
    """The creatures attacking that defending player or their planeswalkers (None: all)."""
    return [a for a, d in state.attackers if defender is None or d == defender]


def _potential_blockers(state: GameState, board: Mapping[ObjectId, Characteristics],
                        defender: PlayerId | None) -> tuple[ObjectId, ...]:
    """The creatures of that defending player (None: of the defending players), in play
    order."""
    defenders = {d for _, d in state.attackers} if defender is None else {defender}
    return tuple(o.id for o in state.in_play_order() if o.id in board
                 and board[o.id].is_creature and board[o.id].controller in defenders)


def _attacker_gain(attacker: Characteristics, blocked_by: int) -> int:
    """'Must be blocked if able': obeyed when anything blocks it."""
    return int(Requirement.BE_BLOCKED in attacker.requirements and blocked_by > 0)


def _blocker_gain(board: Mapping[ObjectId, Characteristics], blocker: ObjectId,
                  choice: tuple[ObjectId, ...], attackers: tuple[ObjectId, ...] | list[ObjectId]
                  ) -> int:
    """The requirements on this creature that blocking the attackers in `choice` (none: not
    blocking) obeys."""
    chars = board[blocker]
    gain = int(Requirement.BLOCK in chars.requirements and bool(choice))
    for a in attackers:
        asks = Requirement.BLOCKED_BY_ALL in board[a].requirements  # lure: one for each
        asks_this = a in chars.must_block
        gain += (int(asks) + int(asks_this)) * int(a in choice)
    return gain
