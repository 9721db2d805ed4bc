"""What happened earlier in the turn, in the starting board: written as it stands rather
than replayed.

Implements, for a scenario's starting state: attackers and blockers already declared (508.1,
509.1; an attacker something blocks is blocked, 509.1h), continuous effects from spells and
abilities that resolved earlier (611.2, their affected objects fixed then, 611.2c) with their timestamps among the permanents' (613.7), and
the shields they left (prevention 615.7, regeneration 701.15a, 'exile it instead' 614.1a,
'can't be regenerated' 701.15c), which last the turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from judge import cr
from judge.cards.vocabulary import Modifications
from judge.engine.state import (ContinuousEffect, ObjectId, PlayerId, Shield, ShieldKind,
                                Target)
from judge.words import Step, Zone

if TYPE_CHECKING:
    from judge.scenario.resolve import _Resolver

SHIELD_KINDS = {"prevent": ShieldKind.PREVENT, "regenerate": ShieldKind.REGENERATE,
                "exile if it dies": ShieldKind.EXILE_IF_DIES,
                "can't be regenerated": ShieldKind.NO_REGENERATION}
# the steps in which creatures can be attacking; from the second on, blocking too (506.1)
ATTACKING_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                   Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


def stamp_order(r: _Resolver, active: PlayerId | None) -> list[tuple[str, int]]:
    """The permanents in timestamp order, with the earlier effects among them: an effect
    with a `timestamp:` after the permanents whose timestamps are not greater, one
    without after them all (it resolved after they entered), in listed order (613.7)."""
    sc = r.scenario
    permanents = r.timestamp_order(active)
    given = sorted((e.timestamp, j) for j, e in enumerate(sc.effects)
                   if e.timestamp is not None)
    order: list[tuple[str, int]] = []
    for i in permanents:
        while given and given[0][0] < (sc.battlefield[i].timestamp or 0):
            order.append(("effect", given.pop(0)[1]))
        order.append(("permanent", i))
    order += [("effect", j) for _, j in given]
    return order + [("effect", j) for j, e in enumerate(sc.effects) if e.timestamp is None]


def earlier_effect(r: _Resolver, i: int, timestamp: int) -> ContinuousEffect | None:
    """A continuous effect from a spell or ability that resolved before the scenario
    starts (611.2): the permanents it affects were fixed then (611.2c)."""
    spec = r.scenario.effects[i]
    loc = ("effects", i)
    oid = r.new_id(spec.id, loc + ("id",))
    controller = r.player(spec.controller, loc + ("controller",))
    affected = []
    for j, name in enumerate(spec.affects):
        obj = r.objects.get(ObjectId(name))
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            r.error(loc + ("affects", j), f"no permanent {name!r} on the battlefield")
        else:
            affected.append(obj.id)
    if oid is None or controller is None or len(affected) < len(spec.affects):
        return None
    changes = Modifications.model_construct(**{
        k: getattr(spec, k) for k in spec.model_fields_set if k in Modifications.model_fields})
    return ContinuousEffect(
        id=-(i + 1), source=oid, source_name=spec.source, controller=controller,
        timestamp=timestamp, affected=frozenset(affected), modifications=changes,
        until_end_of_turn=spec.until == "end of turn")


def earlier_shield(r: _Resolver, i: int) -> Shield | None:
    """A shield from a spell or ability that resolved earlier this turn (615.7, 701.15a,
    614.1a, 701.15c), newer than every permanent and effect."""
    spec = r.scenario.shields[i]
    loc = ("shields", i)
    oid = r.new_id(spec.id, loc + ("id",))
    if spec.protects in r.players and spec.kind == "prevent":
        protected = Target(player=PlayerId(spec.protects))
    elif spec.protects in r.objects and \
            r.objects[ObjectId(spec.protects)].zone is Zone.BATTLEFIELD:
        protected = Target(object=ObjectId(spec.protects))
    else:
        what = "permanent or player" if spec.kind == "prevent" else "permanent"
        r.error(loc + ("protects",), f"no {what} {spec.protects!r} on the battlefield")
        return None
    dealt_by = ObjectId(spec.dealt_by) if spec.dealt_by is not None else None
    if dealt_by is not None and dealt_by not in r.objects:
        r.error(loc + ("dealt_by",), f"no object {spec.dealt_by!r}")
        return None
    if oid is None:
        return None
    r.timestamp += 1
    return Shield(id=-(i + 1), kind=SHIELD_KINDS[spec.kind], source=oid,
                  source_name=spec.source, timestamp=r.timestamp - 1,
                  object=protected.object, player=protected.player, remaining=spec.amount,
                  combat_only=spec.combat_only, dealt_by=dealt_by)


def combat(r: _Resolver, active: PlayerId | None) -> tuple[tuple[tuple[ObjectId, PlayerId], ...],
                                                   tuple[tuple[ObjectId, ObjectId], ...],
                                                   dict[ObjectId, ObjectId]]:
    """Attackers and blockers declared before the scenario starts (508.1, 509.1): the
    attacking creatures and the players they attack, the blocking creatures and the
    attackers they block, in the order listed; and the planeswalker each attacker that
    attacks one attacks (508.1b), whose controller is its defending player."""
    sc = r.scenario
    attackers: dict[ObjectId, PlayerId] = {}
    walkers: dict[ObjectId, ObjectId] = {}
    for i, spec in enumerate(sc.battlefield):
        if spec.attacking is None or spec.id not in r.objects:
            continue
        loc = ("battlefield", i, "attacking")
        if sc.turn.step not in ATTACKING_STEPS:
            r.error(loc, f"creatures attack only from the declare attackers step to the "
                       f"end of combat step, not in the {sc.turn.step.value} step "
                       f"({cr.DECLARE_ATTACKERS.number})")
            continue
        if spec.controller != active:
            r.error(loc, f"only the active player's creatures attack; {spec.id} is "
                       f"{spec.controller}'s ({cr.DECLARE_ATTACKERS.number})")
            continue
        if spec.attacking in r.objects:  # a planeswalker or battle it attacks (508.1b)
            walker = r.planeswalker(spec.attacking, loc)
            defender = r.objects[walker].defending_player(r.objects[walker].controller) \
                if walker is not None else None
        else:
            walker, defender = None, r.player(spec.attacking, loc)
        if defender is None:
            continue
        if defender == active and walker is not None:  # a battle the active player protects
            r.error(loc, f"{spec.attacking} is protected by {active}, and a battle's "
                       f"protector can't attack it ({cr.PROTECTOR_CANT_ATTACK.number})")
            continue
        if defender == active:
            r.error(loc, f"{defender}'s creatures can't attack {defender}: the defending "
                       f"player is an opponent ({cr.DEFENDING_PLAYER.number})")
            continue
        oid = ObjectId(spec.id)
        r.objects[oid] = replace(r.objects[oid], attacked_turn=sc.turn.number)
        attackers[oid] = defender
        if walker is not None:
            walkers[oid] = walker
    blockers: list[tuple[ObjectId, ObjectId]] = []
    for i, spec in enumerate(sc.battlefield):
        if not spec.blocks or spec.id not in r.objects:
            continue
        loc = ("battlefield", i, "blocking")
        if sc.turn.step not in ATTACKING_STEPS[1:]:
            r.error(loc, f"creatures block only from the declare blockers step to the "
                       f"end of combat step, not in the {sc.turn.step.value} step "
                       f"({cr.DECLARE_BLOCKERS.number})")
            continue
        for j, name in enumerate(spec.blocks):
            attacker = ObjectId(name)
            if attacker not in attackers:
                r.error(loc + (j,), f"{name!r} isn't an attacking creature here (give "
                           f"it 'attacking:')")
            elif attackers[attacker] != spec.controller:
                # another defending player's creature: 802.4a; the attacker's own side: 509.1a
                rule = cr.DECLARE_BLOCKERS if spec.controller == active else \
                    cr.BLOCK_ONLY_ATTACKERS_OF_YOURS
                r.error(loc + (j,), f"{name} attacks {attackers[attacker]}, so only "
                           f"{attackers[attacker]}'s creatures can block it ({rule.number})")
            elif (ObjectId(spec.id), attacker) in blockers:
                r.error(loc + (j,), f"{name} is listed twice")
            else:
                blockers.append((ObjectId(spec.id), attacker))
    return tuple(attackers.items()), tuple(blockers), walkers
