"""Combat (CR 506–511): declaring attackers and blockers, and combat damage.

Implements 302.6 (summoning sickness; haste 702.10b and vigilance 702.20b are told where they
make an attack legal or keep it untapped), 508.1a/508.1d/508.1f/508.1m (attackers, "attacks each
combat if able", tapping, triggers), 509.1 (blockers: who may block whom in blocking.py, the
requirements in block_requirements.py) and 509.1h (blocked creatures), 510.1–510.2 (assigning
and dealing combat damage at once), 510.4 (a first-strike damage step), 511.3 (combat ends);
trample (702.19b, 702.19d), trample over planeswalkers (702.19c, 702.19e) and deathtouch
(702.2c) in damage assignment; a chosen division is checked (510.1a, 510.1c).
A creature attacks a player, a planeswalker that player controls, or a battle that player
protects (506.3, 508.1b, 310.8b); an unblocked one damages what it attacks, and one whose
planeswalker or battle has left combat attacks nothing (510.1b, 506.4c). A battle never attacks.
With several opponents (the attack multiple players option), each attacker attacks its
own (802.3); each defending player's blocks are judged on the creatures attacking them, in
APNAP order (802.4), and so is their blockers' damage (802.5).
Not modeled: banding, blocking more than one creature.
"""

from __future__ import annotations

from dataclasses import replace
from typing import AbstractSet, Mapping, Sequence

from judge import cr
from judge.cr import Rule
from judge.cards.vocabulary import (AttackTax, AttackUnless, Enlist, Permission, Requirement,
                                    Restriction)
from judge.engine import block_requirements, choices, damage, damage_assignment, priority
from judge.engine.blocking import check_blocks, evasion_met, rules_met
from judge.engine.events import (
    ChoiceMade,
    Event,
    StepBegan,
    TapChanged,
    Unaffected,
    ZoneChange,
)
from judge.engine.combat_events import (
    AttackCostPaid,
    AttackersDeclared,
    BlockersDeclared,
    CombatEnded,
    RemovedFromCombat,
)
from judge.engine.history import summoning_sick
from judge.engine.keywords import KEYWORDS, Hook, joining, joins
from judge.engine.layers import Board, Characteristics, compute, matches
from judge.engine.legality import has_keyword
from judge.engine.state import EMPTY, GameState, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.errors import IllegalActionError, JudgeError, Location
from judge.words import CardType, Keyword, Step, Zone


def _illegal(message: str, rule: Rule, where: Location | None) -> IllegalActionError:
    return IllegalActionError(message, rule, where)


def declare_attackers(tl: Timeline, attackers: list[ObjectId],
                      defenders: Mapping[ObjectId, PlayerId], where: Location | None = None,
                      enlist: Mapping[ObjectId, ObjectId] | None = None,
                      planeswalkers: Mapping[ObjectId, tuple[ObjectId, Location | None]] = EMPTY,
                      unsaid: Sequence[ObjectId] = ()) -> None:
    """508.1: the declare attackers step begins and the active player declares attackers;
    `enlist`: the creature each attacker enlists, tapped to pay that cost (702.154a, 508.1h);
    `defenders`: each attacker's defending player (506.2, 802.3); `planeswalkers`: the
    planeswalker an attacker attacks instead of that player (508.1b), and where the scenario
    says so; `unsaid`: the attackers the scenario doesn't say whom they attack (802.3: with
    several opponents, the next opponent, assumed)."""
    active = tl.state.active
    began = tl.emit(StepBegan(rule=cr.STEP_ATTACKERS, step=Step.DECLARE_ATTACKERS,
                              active=active, turn=tl.state.turn))
    opponents = _living_opponents(tl.state)
    if unsaid and len(opponents) > 1:
        names = ", ".join(f"{tl.state.name(a)} ({a})" for a in unsaid)
        tl.emit(ChoiceMade(rule=cr.ATTACK_SEVERAL_PLAYERS, causes=(began.seq,), assumed=True,
                           player=active, subject=f"whom {names} attack"
                           + ("s" if len(unsaid) == 1 else ""),
                           chosen=tuple(dict.fromkeys(defenders[a] for a in unsaid)),
                           options=tuple(opponents)))
    board = compute(tl.state)
    twice = next((oid for i, oid in enumerate(attackers) if oid in attackers[:i]), None)
    if twice is not None:
        raise _illegal(f"{tl.state.name(twice)} is declared as an attacker twice",
                       cr.DECLARE_ATTACKERS, where)
    for oid in attackers:
        _check_attacker(tl, oid, board.chars.get(oid), active, where, defenders[oid])
    if len(attackers) == 1 and Restriction.ATTACK_ALONE in board.chars[attackers[0]].restrictions:
        raise _illegal(f"{tl.state.name(attackers[0])} ({attackers[0]}) can't attack alone",
                       cr.ATTACK_RESTRICTIONS, where)
    for attacker, (walker, said) in planeswalkers.items():
        _check_planeswalker(tl, board, attacker, walker, defenders[attacker], said or where)
    several = len(set(defenders.values())) > 1
    check_attack_requirements(tl, attackers, where)
    battles = tuple(dict.fromkeys(w for w, _ in planeswalkers.values()
                                  if CardType.BATTLE in board.chars[w].types))
    at_battles = {a for a, (w, _) in planeswalkers.items() if w in battles}
    taxed = _attack_costs(tl, board, attackers, set(planeswalkers), at_battles, defenders,
                          began.seq, where)
    enlisted = _enlisted(tl, board, attackers, dict(enlist or {}), began.seq, where)
    declared = tl.next_seq
    by_haste = tuple(a for a in attackers if summoning_sick(tl.log, a, active))
    untapped = tuple(a for a in attackers if joins(board.chars[a], Hook.ATTACKS_UNTAPPED))
    also = tuple(dict.fromkeys(KEYWORDS[k].rule for a in by_haste for k in joining(
        board.chars[a], Hook.ATTACKS_WITHOUT_SICKNESS))) + tuple(dict.fromkeys(
            KEYWORDS[k].rule for a in untapped for k in joining(board.chars[a],
                                                                 Hook.ATTACKS_UNTAPPED))) + (
        (cr.CHOOSE_WHAT_IT_ATTACKS,) if planeswalkers else ()) + (
        (cr.ATTACK_SEVERAL_PLAYERS,) if several else ()) + (
        (cr.PROTECTOR_CANT_ATTACK,) if battles else ())
    # one declaration: the creatures tap (508.1f) before anything triggers on it (508.1m)
    tl.emit_all([AttackersDeclared(rule=cr.DECLARE_ATTACKERS, also=also, causes=(began.seq,),
                                   attackers=tuple((a, defenders[a]) for a in attackers),
                                   planeswalkers=tuple((a, planeswalkers[a][0]) for a in attackers
                                                       if a in planeswalkers), battles=battles,
                                   by_haste=by_haste, untapped=untapped)]
                + [TapChanged(rule=cr.ATTACKERS_TAP, causes=(declared,), obj=a, tapped=True)
                   for a in attackers if a not in untapped]
                # 508.1h: then the costs to attack are paid: the enlisted creatures tap
                + [TapChanged(rule=cr.ENLIST, also=(cr.ATTACK_COSTS,), causes=(declared,),
                              obj=c, tapped=True, enlisted_by=a) for a, c in enlisted]
                + [replace(paid, causes=(declared,)) for paid in taxed])
    priority.give_priority(tl, active)


def _check_planeswalker(tl: Timeline, board: Board, attacker: ObjectId, walker: ObjectId,
                        defender: PlayerId, where: Location | None) -> None:
    """506.2, 506.3, 508.1b: a creature attacks a player, a planeswalker that player
    controls or a battle that player protects (310.8b); not a planeswalker of its own
    controller's, nor a battle they protect, nor another permanent."""
    state = tl.state
    obj = state.objects.get(walker)
    chars = board.chars.get(walker)
    name = f"{state.name(walker)} ({walker})"
    by = f"{state.name(attacker)} ({attacker})"
    if obj is None or chars is None or obj.zone is not Zone.BATTLEFIELD:
        raise _illegal(f"{by} can't attack {name}: it isn't on the battlefield",
                       cr.WHAT_CAN_BE_ATTACKED, where)
    if CardType.BATTLE in chars.types:
        _check_battle(state, by, name, obj.protector, defender, where)
        return
    if CardType.PLANESWALKER not in chars.types:
        raise _illegal(f"{by} can't attack {name}: only a player, a planeswalker or a battle "
                       f"can be attacked, and it is none", cr.WHAT_CAN_BE_ATTACKED, where)
    if chars.controller == state.active:
        raise _illegal(f"{by} can't attack {name}: {state.active} controls it, and creatures "
                       f"attack an opponent or a planeswalker an opponent controls",
                       cr.DEFENDING_PLAYER, where)
    if chars.controller != defender:
        raise _illegal(f"{by} can't attack {name}: {chars.controller} controls it, and the "
                       f"defending player is {defender}", cr.CHOOSE_WHAT_IT_ATTACKS, where)


def _check_battle(state: GameState, by: str, name: str, protector: PlayerId | None,
                  defender: PlayerId, where: Location | None) -> None:
    """310.8b: a battle is attacked by any attacking player its protector defends against,
    never by its protector (a Siege, by its own controller too)."""
    if protector == state.active:
        raise _illegal(f"{by} can't attack {name}: {state.active} protects it, and a battle's "
                       f"protector can't attack it", cr.PROTECTOR_CANT_ATTACK, where)
    if protector != defender:
        raise _illegal(f"{by} can't attack {name}: {protector} protects it, and the defending "
                       f"player is {defender}", cr.CHOOSE_WHAT_IT_ATTACKS, where)


def attack_taxes(state: GameState, board: Board, defender: PlayerId
                 ) -> list[tuple[ObjectId, AttackTax]]:
    """The defending player's abilities that ask a cost to attack them (508.1d)."""
    return [(o.id, a) for o in state.in_play_order() if board.chars[o.id].controller == defender
            for a in board.chars[o.id].abilities if isinstance(a, AttackTax)]


def _attack_costs(tl: Timeline, board: Board, declared: list[ObjectId],
                  at_planeswalkers: AbstractSet[ObjectId], at_battles: AbstractSet[ObjectId],
                  defenders: Mapping[ObjectId, PlayerId], began: int, where: Location | None
                  ) -> list[AttackCostPaid]:
    """508.1d, 508.1h: for each ability of a defending player's that asks a cost for each
    creature attacking them (or a planeswalker they control, where it says so; never a battle
    they protect), the attacking player pays it (`choices: pay:` by the permanent's id; default: pays, assumed; mana is
    taken as paid), or those creatures can't attack. With several defending players, each
    one's costs count only the creatures attacking them (802.3a)."""
    paid: list[AttackCostPaid] = []
    active = tl.state.active
    taxes = [(d, source, tax) for d in tl.state.apnap() if d in defenders.values()
             for source, tax in attack_taxes(tl.state, board, d)]
    for defender, source, tax in taxes:
        attackers = [a for a in declared if defenders[a] == defender and a not in at_battles
                     and (tax.planeswalkers or a not in at_planeswalkers)]
        if not attackers:
            continue
        name = board.chars[source].name
        cost = f"{{{tax.generic * len(attackers)}}}"
        wanted = tl.choices.pay.get(tl.state.root(source))
        tl.emit(ChoiceMade(rule=cr.ATTACK_COSTS, also=(cr.ATTACK_REQUIREMENTS,),
                           causes=(began,), assumed=wanted is None, player=active,
                           subject=f"whether to pay {cost} for {name} to attack {defender}",
                           chosen=("pays" if wanted is not False else "doesn't pay",)))
        if wanted is False:
            raise _illegal(f"creatures can't attack {defender} unless {active} pays "
                           f"{{{tax.generic}}} for each ({name}), and {active} doesn't",
                           cr.ATTACK_RESTRICTIONS, where)
        paid.append(AttackCostPaid(rule=cr.ATTACK_COSTS, player=active, cost=cost,
                                   attackers=len(attackers), source=source, source_name=name))
    return paid


def _enlisted(tl: Timeline, board: Board, attackers: list[ObjectId],
              enlist: dict[ObjectId, ObjectId], began: int,
              where: Location | None) -> list[tuple[ObjectId, ObjectId]]:
    """702.154a: each attacker with enlist may enlist an untapped creature its controller
    controls that isn't attacking and has haste or has been under their control since the
    turn began (not itself, 702.154c); not said, none is enlisted, marked assumed."""
    state = tl.state
    found: list[tuple[ObjectId, ObjectId]] = []
    for attacker in attackers:
        chars = board.chars[attacker]
        instances = sum(1 for a in chars.abilities if isinstance(a, Enlist))
        if instances > 1:  # 702.154d: each its own cost and trigger, which judge doesn't tell
            raise JudgeError(f"{chars.name} has more than one instance of enlist: which "
                             f"creature pays for which isn't modeled ({cr.ENLIST_INSTANCES})")
        if instances and attacker not in enlist:
            tl.emit(ChoiceMade(rule=cr.ENLIST, assumed=True, causes=(began,),
                               player=chars.controller,
                               subject=f"whether {chars.name} enlists a creature",
                               chosen=("no",)))
    for attacker, creature in enlist.items():
        name = f"{state.name(attacker)} ({attacker})"
        if attacker not in attackers:
            raise _illegal(f"{name} enlists a creature only as it attacks", cr.ENLIST, where)
        if not any(isinstance(a, Enlist) for a in board.chars[attacker].abilities):
            raise _illegal(f"{name} has no enlist", cr.ENLIST, where)
        obj = state.objects.get(creature)
        other = board.chars.get(creature)
        what = f"{state.name(creature)} ({creature})"
        if obj is None or other is None or obj.zone is not Zone.BATTLEFIELD \
                or not other.is_creature or other.controller != state.active:
            raise _illegal(f"{what} isn't a creature {state.active} controls", cr.ENLIST, where)
        if creature in attackers:  # 702.154c: nor can a creature enlist itself
            raise _illegal(f"{what} is attacking, so it can't be enlisted", cr.ENLIST, where)
        if obj.tapped or any(c == creature for _, c in found):
            raise _illegal(f"{what} isn't untapped", cr.ENLIST, where)
        if summoning_sick(tl.log, creature, state.active) \
                and not joins(other, Hook.ATTACKS_WITHOUT_SICKNESS):
            raise _illegal(f"{what} hasn't been under {state.active}'s control since the turn "
                           "began and doesn't have haste", cr.ENLIST, where)
        found.append((attacker, creature))
    return found


def check_attack_requirements(tl: Timeline, attackers: list[ObjectId],
                              where: Location | None) -> None:
    """508.1d: a creature that must attack each combat attacks if it is able — any opponent:
    "attacks each combat" names no player (802.3a). No restriction modeled involves more than
    one creature, so obeying the most requirements means each such creature that could attack
    does."""
    board = compute(tl.state)
    for obj in tl.state.in_play_order():
        chars = board.chars[obj.id]
        if obj.id in attackers or Requirement.ATTACK not in chars.requirements \
                or chars.controller != tl.state.active:
            continue
        try:
            _check_attacker(tl, obj.id, chars, tl.state.active, where, None)
        except IllegalActionError:
            continue  # not able to attack: the requirement asks nothing (508.1d)
        if all(attack_taxes(tl.state, board, d) for d in _living_opponents(tl.state)):
            continue  # 508.1d: a cost to attack needn't be paid to obey a requirement
        raise _illegal(f"{chars.name} ({obj.id}) attacks each combat if able, and it is able: "
                       f"declare it as an attacker", cr.ATTACK_REQUIREMENTS, where)


def _check_attacker(tl: Timeline, oid: ObjectId, chars: Characteristics | None,
                    active: PlayerId, where: Location | None,
                    defender: PlayerId | None) -> None:
    """Whether it can attack `defender` (None: any opponent of the active player)."""
    state = tl.state
    obj = state.objects.get(oid)
    if obj is None or chars is None or not chars.is_creature or obj.zone is not Zone.BATTLEFIELD:
        raise _illegal(f"{state.name(oid)} isn't a creature on the battlefield",
                       cr.DECLARE_ATTACKERS, where)
    name = f"{chars.name} ({oid})"
    if CardType.BATTLE in chars.types:
        raise _illegal(f"{name} is a battle: a battle can't attack, even as a creature",
                       cr.WHAT_CAN_BE_ATTACKED, where)
    if chars.controller != active:
        raise _illegal(f"{name} isn't controlled by the active player", cr.DECLARE_ATTACKERS,
                       where)
    if obj.tapped:
        raise _illegal(f"{name} is tapped", cr.DECLARE_ATTACKERS, where)
    for keyword in joining(chars, Hook.CANT_ATTACK):
        if keyword is Keyword.DEFENDER and Permission.ATTACK_WITH_DEFENDER in chars.permissions:
            continue  # 613.11: an effect lets it attack as though it didn't have defender
        raise _illegal(f"{name} has {keyword.value}", KEYWORDS[keyword].rule, where)
    if Restriction.ATTACK in chars.restrictions:
        raise _illegal(f"{name} can't attack", cr.ATTACK_RESTRICTIONS, where)
    board = compute(state).chars
    defenders = [defender] if defender is not None else _living_opponents(state)
    for unless in (a for a in chars.abilities if isinstance(a, AttackUnless)):
        if not any(board[o.id].controller == d
                   and matches(board[o.id], unless.defender_controls, d, oid, o)
                   for d in defenders for o in state.in_play_order()):
            raise _illegal(f"{name} can't attack unless the defending player controls "
                           f"{unless.defender_controls.text}", cr.ATTACK_RESTRICTIONS, where)
    if summoning_sick(tl.log, oid, chars.controller) \
            and not joins(chars, Hook.ATTACKS_WITHOUT_SICKNESS):
        raise _illegal(f"{name} hasn't been under {active}'s control since the turn began",
                       cr.SUMMONING_SICKNESS, where)


def _living_opponents(state: GameState) -> list[PlayerId]:
    """The players the active player may attack (506.2, 802.2)."""
    return [p for p in state.opponents(state.active) if not state.player(p).lost]


def declare_blockers(tl: Timeline, blocks: list[tuple[ObjectId, ObjectId]],
                     where: Location | None = None) -> None:
    """509.1: the declare blockers step begins and the defending player declares blockers;
    with several, each in APNAP order, all of one player's blocks before the next's (802.4)."""
    began = tl.emit(StepBegan(rule=cr.STEP_BLOCKERS, step=Step.DECLARE_BLOCKERS,
                              active=tl.state.active, turn=tl.state.turn))
    check_blocks(tl.state, blocks, where)
    block_requirements.check(tl.state, tuple(blocks), where)
    several = len({d for _, d in tl.state.attackers}) > 1
    order = {p: i for i, p in enumerate(tl.state.apnap())}
    defending = tuple(sorted(tl.state.attackers, key=lambda pair: order[pair[1]])) \
        if several else ()
    if several:
        blocks = _in_apnap_order(tl.state, blocks)
    met = evasion_met(tl.state, blocks)
    tl.emit(BlockersDeclared(rule=cr.DECLARE_BLOCKERS,
                             also=rules_met(met) + ((cr.BLOCKERS_IN_APNAP_ORDER,) if several
                                                    else ()),
                             causes=(began.seq,), blocks=tuple(blocks), evasion=met,
                             defending=defending))
    priority.give_priority(tl, tl.state.active)


# ---------------------------------------------------------------- damage (510)


def first_strikers(state: GameState) -> set[ObjectId]:
    """510.4: attacking or blocking creatures with first strike or double strike."""
    board = compute(state)
    fighters = [a for a, _ in state.attackers] + [b for b, _ in state.blockers]
    return {o for o in fighters if joins(board.chars[o], Hook.FIRST_STRIKE_STEP)}


def strikers(state: GameState) -> tuple[tuple[ObjectId, ...], tuple[ObjectId, ...]]:
    """As a first-strike damage step begins: who has first or double strike, and who of them
    has double strike (510.4)."""
    board = compute(state)
    both = sorted(first_strikers(state))
    return tuple(both), tuple(o for o in both if joins(board.chars[o], Hook.SECOND_STRIKE))


def first_strike_step(log: Sequence[Event]) -> StepBegan | None:
    """The step now ending, if it is a first-strike damage step (510.4): the regular combat
    damage step that follows it deals the rest of the damage."""
    last = next((e for e in reversed(log) if isinstance(e, StepBegan)), None)
    return last if last is not None and last.step is Step.FIRST_STRIKE_DAMAGE else None


def combat_damage(tl: Timeline, began: StepBegan, first: StepBegan | None) -> None:
    """510.1–510.2, 510.4: assign and deal combat damage. In the first-strike step only the
    creatures that had first or double strike as it began; in the step after it, the others
    and those that have double strike now (702.4c–d, 702.7c). `first`: the first-strike step
    this one follows, if any."""
    fighters = [a for a, _ in tl.state.attackers] + [b for b, _ in tl.state.blockers]
    if began.step is Step.FIRST_STRIKE_DAMAGE:
        _deal_step(tl, set(began.strikers), began.seq)
        return
    if first is None:
        _deal_step(tl, set(fighters), began.seq)
        return
    board = compute(tl.state)
    double = {o for o in fighters if o in board.chars
              and joins(board.chars[o], Hook.SECOND_STRIKE)}
    why = {o: (cr.DOUBLE_STRIKE_GAINED_LATE,) for o in double
           if o in first.strikers and o not in first.double_strikers}
    why |= {o: (cr.FIRST_STRIKE_GAINED_LATE,) for o in fighters if o not in first.strikers
            and o in board.chars and o not in double
            and joins(board.chars[o], Hook.FIRST_STRIKE_STEP)}
    _deal_step(tl, {o for o in fighters if o in board.chars and (
        o not in first.strikers or o in double)}, began.seq, again=set(first.strikers), why=why)


def _deal_step(tl: Timeline, who: set[ObjectId], began: int,
               again: AbstractSet[ObjectId] = frozenset(),
               why: Mapping[ObjectId, tuple[Rule, ...]] = EMPTY) -> None:
    """One combat damage step; `again`: creatures that already assigned damage this combat
    (double strike), whose chosen division was for the first step; `why`: rules that let a
    creature deal damage in this step."""
    state = tl.state
    board = compute(state)
    assignments: list[damage.Assignment] = []
    attacking = dict(state.attackers)
    # 702.19c: a planeswalker's loyalty counts what the others assign it, so those go first
    order = sorted(state.attackers, key=lambda pair: pair[0] in board.chars and has_keyword(
        board.chars[pair[0]], Keyword.TRAMPLE_OVER_PLANESWALKERS))
    for attacker, defender in order:
        if attacker not in who or attacker not in board.chars:
            continue
        chars = board.chars[attacker]
        power = chars.power or 0
        if power <= 0:
            continue  # 510.1a
        blockers = [b for b, a in state.blockers if a == attacker and b in board.chars]
        attacked = _attacked(state, attacker, defender)
        walker = (cr.UNBLOCKED_DAMAGE,) if attacker in state.planeswalkers_attacked else ()
        over = has_keyword(chars, Keyword.TRAMPLE_OVER_PLANESWALKERS)
        trample = over or has_keyword(chars, Keyword.TRAMPLE)
        if over and attacked is None:  # 702.19e: an exception to 506.4c
            attacked, walker = Target(player=defender), (cr.TRAMPLE_OVER_REMOVED,)
        beyond = _beyond(state, board, attacked, defender, assignments) if over else None
        if attacker in state.blocked and _as_though_unblocked(tl, attacker, chars, began):
            if attacked is None:
                tl.emit(_attacking_nothing(tl, attacker, began))
                continue
            assignments.append(damage.Assignment(attacker, chars, attacked, power,
                                                 why=(cr.AS_THOUGH, *walker)))
        elif attacker not in state.blocked or (trample and not blockers):
            if attacked is None:
                tl.emit(_attacking_nothing(tl, attacker, began))
                continue
            why_here = walker if attacker not in state.blocked else (
                cr.TRAMPLE_NO_BLOCKERS, *walker)
            split = [(attacked, power)] if beyond is None else damage_assignment.divide(
                tl, attacker, chars, power, [], attacked, {}, True, cr.UNBLOCKED_DAMAGE,
                (began,), second=attacker in again, beyond=beyond)
            assignments += [damage.Assignment(attacker, chars, target, n,
                                              why=why_here + _over(beyond, target))
                            for target, n in split if n > 0]
        elif blockers:
            split = damage_assignment.divide(tl, attacker, chars, power, blockers, attacked,
                                             _lethal(state, board, chars, blockers), trample,
                                             cr.ASSIGN_COMBAT_DAMAGE, (began,),
                                             second=attacker in again,
                                             deathtouch=has_keyword(chars, Keyword.DEATHTOUCH),
                                             beyond=beyond)
            assignments += [damage.Assignment(attacker, chars, target, n,
                                              why=_over(beyond, target))
                            for target, n in split if n > 0]
        else:
            tl.emit(_blocked_by_nothing(tl, attacker, began))
    # 802.5: several defending players assign their blockers' damage in APNAP order
    in_order = _in_apnap_order(state, list(state.blockers))
    several = (cr.DAMAGE_IN_APNAP_ORDER,) if len({attacking.get(a) for _, a in in_order}) > 1 \
        else ()
    for blocker in dict.fromkeys(b for b, _ in in_order):
        blocked = [a for b, a in state.blockers
                   if b == blocker and a in attacking and a in board.chars]
        if blocker not in who or blocker not in board.chars or not blocked:
            continue  # 510.1d: blocking no creature now, it assigns no combat damage
        chars = board.chars[blocker]
        power = chars.power or 0
        if power <= 0:
            continue
        split = [(Target(object=blocked[0]), power)] if len(blocked) == 1 else \
            damage_assignment.divide(tl, blocker, chars, power, blocked, None,
                                     _lethal(state, board, chars, blocked), False,
                                     cr.BLOCKER_DAMAGE, (began,), second=blocker in again,
                                     deathtouch=has_keyword(chars, Keyword.DEATHTOUCH))
        assignments += [damage.Assignment(blocker, chars, target, n, why=several)
                        for target, n in split if n > 0]
    assignments = [replace(a, why=a.why + why.get(a.source, ())) for a in assignments]
    damage.deal_all(tl, assignments, (began,), combat=True)


def _in_apnap_order(state: GameState, blocks: list[tuple[ObjectId, ObjectId]]
                    ) -> list[tuple[ObjectId, ObjectId]]:
    """Blocks by the APNAP order of the defending player of the attacker blocked (101.4),
    else as declared."""
    order = {p: i for i, p in enumerate(state.apnap())}
    attacking = dict(state.attackers)
    return sorted(blocks, key=lambda pair: order.get(attacking.get(pair[1], state.active), 0))


def _beyond(state: GameState, board: Board, attacked: Target | None, defender: PlayerId,
            assigned: Sequence[damage.Assignment]) -> damage_assignment.Beyond | None:
    """702.19c: attacking a planeswalker, trample over planeswalkers may assign its
    controller what is beyond the planeswalker's loyalty, counting what the other creatures
    assign it in this step."""
    if attacked is None or attacked.object is None \
            or CardType.PLANESWALKER not in board.chars[attacked.object].types:
        return None
    loyalty = state.objects[attacked.object].counters.get("loyalty")
    already = sum(a.amount for a in assigned if a.recipient == attacked)
    return damage_assignment.Beyond(Target(player=defender), max(0, loyalty - already))


def _over(beyond: damage_assignment.Beyond | None, target: Target) -> tuple[Rule, ...]:
    """702.19c: why damage goes to the controller of the planeswalker attacked."""
    return (cr.TRAMPLE_OVER_PLANESWALKERS,) if beyond and target == beyond.player else ()


def _as_though_unblocked(tl: Timeline, attacker: ObjectId, chars: Characteristics,
                         began: int) -> bool:
    """609.4: "you may have it assign its combat damage as though it weren't blocked": all of
    it to whom it attacks, if its controller so chooses (`choices: may:`), blockers or none."""
    if Permission.DAMAGE_AS_THOUGH_UNBLOCKED not in chars.permissions:
        return False
    return choices.may(tl, chars.controller, tl.state.objects[attacker], cr.AS_THOUGH, (began,),
                       "whether it assigns its combat damage as though it weren't blocked")


def _attacked(state: GameState, attacker: ObjectId, defender: PlayerId) -> Target | None:
    """What an attacker attacks now (510.1b): its defending player, or the planeswalker it
    attacks; None once that planeswalker is removed from combat (506.4c)."""
    if attacker not in state.planeswalkers_attacked:
        return Target(player=defender)
    walker = state.planeswalkers_attacked[attacker]
    return None if walker is None else Target(object=walker)


def _attacking_nothing(tl: Timeline, attacker: ObjectId, began: int) -> Unaffected:
    """510.1b, 506.4c: an attacker whose planeswalker was removed from combat (it left the
    battlefield, stopped being a planeswalker, or changed controller) still attacks, but
    attacks nothing, so unblocked it assigns no combat damage. The cause is what removed it."""
    walker = next(w for e in tl.log if isinstance(e, AttackersDeclared)
                  for a, w in e.planeswalkers if a == attacker)
    gone = [e.seq for e in tl.log if isinstance(e, (ZoneChange, RemovedFromCombat))
            and e.obj == walker]
    return Unaffected(rule=cr.UNBLOCKED_DAMAGE, also=(cr.ATTACKS_NOTHING,),
                      causes=(began, *gone[-1:]), obj=attacker, action="dealing combat damage",
                      detail=f"the planeswalker it attacked, {tl.state.name(walker)}, was removed "
                             "from combat, so it attacks nothing")


def _blocked_by_nothing(tl: Timeline, attacker: ObjectId, began: int) -> Unaffected:
    """510.1c: a blocked creature whose blockers are all gone assigns no combat damage; it
    stays blocked (509.1h). The cause is what took its last blocker away."""
    blockers = {b for e in tl.log if isinstance(e, BlockersDeclared)
                for b, a in e.blocks if a == attacker}
    gone = [e.seq for e in tl.log if isinstance(e, (ZoneChange, RemovedFromCombat))
            and e.obj in blockers]
    return Unaffected(rule=cr.ASSIGN_COMBAT_DAMAGE, also=(cr.BLOCKED_STAYS_BLOCKED,),
                      causes=(began, *gone[-1:]), obj=attacker,
                      action="dealing combat damage",
                      detail="it is still blocked, though no creature blocks it any more, and "
                             "it has no trample")


def _lethal(state: GameState, board: Board, attacker: Characteristics,
            blockers: list[ObjectId]) -> dict[ObjectId, int]:
    """Lethal damage for each blocker, counting damage already marked (702.19b); any more is
    lethal from a deathtouch source (702.2c), none once it has lethal damage already."""
    deathtouch = has_keyword(attacker, Keyword.DEATHTOUCH)
    left = {b: max(0, (board.chars[b].toughness or 0) - state.objects[b].damage)
            for b in blockers}
    return {b: min(n, 1) if deathtouch else n for b, n in left.items()}


def end_combat(tl: Timeline, cause: int) -> None:
    if tl.state.attackers or tl.state.blockers:
        tl.emit(CombatEnded(rule=cr.END_COMBAT, causes=(cause,)))
