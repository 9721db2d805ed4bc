"""State-based actions (CR 704).

Implements 704.3 (check everything, perform all at once, repeat until none apply), 704.5a–d,
704.5f–k, 704.5m, 704.5n, 704.5p, 704.5q, 704.8 (last known information of permanents that
leave together), 702.12b (indestructible ignores 704.5g–h), 104.2a and 104.4a (the game ends).
Not modeled: 704.5e (copies of spells and cards do not exist in the engine) and 704.5r–z
(no object in the ability vocabulary can meet those conditions).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import Defines, GameOutcome, StaticAbility
from judge.engine import choices, history, replacement
from judge.engine.zones import move
from judge.engine.events import (
    Attached,
    ControlChanged,
    CantHappen,
    CeasedToExist,
    CountersChanged,
    DamageDealt,
    DrewFromEmptyLibrary,
    EffectBegan,
    EffectEnded,
    Event,
    GameEnded,
    LifeChanged,
    LossReason,
    Move,
    PlayerLost,
    StateChecked,
    TokenCreated,
    Unattached,
    ZoneChange,
)
from judge.engine.cant import cant
from judge.engine.keywords import Hook, joins
from judge.engine.layers import compute
from judge.engine.legality import check_attachment
from judge.engine.state import ContinuousEffect, GameObject, ObjectId
from judge.engine.timeline import Timeline
from judge.words import CardType, Supertype, Zone

_TOUGHNESS_CAUSES = (EffectBegan, EffectEnded, CountersChanged, Attached, Unattached)
# what in a resolved effect can bear on toughness or on surviving damage (not control, colors)
_TOUGHNESS_FIELDS = ("set_pt", "switch_pt", "set_types", "add_types", "lose",
                     "lose_all_abilities", "cant_have")


def _boosts_toughness(effect: ContinuousEffect) -> bool:
    return effect.modifications.pt is not None and effect.modifications.pt.toughness > 0


def _bears_on_toughness(event: Event) -> bool:
    """Could it have lowered the toughness or taken away what kept the creature alive? A
    pump that begins can't; one that ends can (514.2)."""
    if not isinstance(event, (EffectBegan, EffectEnded)):
        return True
    m = event.effect.modifications
    if m.pt is not None and (m.pt.toughness < 0) == isinstance(event, EffectBegan) \
            and m.pt.toughness != 0:
        return True
    return any(getattr(m, name) not in (None, False, []) for name in _TOUGHNESS_FIELDS) or \
        any(isinstance(a, (StaticAbility, Defines)) for a in m.gain or [])


def check(tl: Timeline) -> bool:
    """704.3: one check. Returns True if any state-based action was performed."""
    state = tl.state
    board = compute(state)
    log = tl.log
    since_check = history.last_check(log)
    tl.emit(StateChecked(rule=cr.SBA_CHECK))
    pending: list[Event] = []
    leaving: dict[ObjectId, Event] = {}

    def leave(oid: ObjectId, event: Event) -> None:
        leaving.setdefault(oid, event)

    # players: 704.5a–c
    for player in state.players:
        if player.lost:
            continue
        reasons: list[tuple] = []  # every one that applies is cited (704.3: all at once)
        if player.life <= 0:
            causes = history.touching(log, player.id, (DamageDealt, LifeChanged), since_check)
            reasons.append((LossReason.LIFE, tuple(causes) or _until_now(log, player.id)))
        if player.drew_from_empty_library:
            causes = history.touching(log, player.id, (DrewFromEmptyLibrary,), since_check)
            reasons.append((LossReason.EMPTY_LIBRARY, tuple(causes)))
        if player.poison >= 10:
            causes = history.touching(log, player.id, (DamageDealt,), since_check)
            reasons.append((LossReason.POISON, tuple(causes)))
        if reasons:
            rules = [_LOSS_RULES[r] for r, _ in reasons]
            pending.append(PlayerLost(
                rule=rules[0], also=tuple(rules[1:]), player=player.id,
                reasons=tuple(r for r, _ in reasons),
                causes=tuple(sorted({c for _, cs in reasons for c in cs}))))

    # tokens that left the battlefield: 704.5d
    for obj in state.objects.values():
        if obj.is_token and obj.zone is not Zone.BATTLEFIELD and obj.ability is None:
            arrived = [e.seq for e in log if isinstance(e, ZoneChange) and e.new_id == obj.id]
            pending.append(CeasedToExist(rule=cr.SBA_TOKEN, causes=tuple(arrived), obj=obj.id,
                                         zone=obj.zone))

    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        start = history.entered(log, obj.id)
        if chars.is_creature and chars.toughness is not None:
            toughness_causes = [seq for seq in history.touching(log, obj.id, _TOUGHNESS_CAUSES,
                                                                start)
                                if _bears_on_toughness(log[seq - 1])]
            toughness_causes = sorted(set(toughness_causes + history.cleanups_ending(
                log, obj.id, start, _boosts_toughness)))
            if chars.toughness <= 0:  # 704.5f
                leave(obj.id, move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ZERO_TOUGHNESS,
                                   tuple(toughness_causes)))
            elif obj.damage >= chars.toughness and obj.damage > 0 \
                    and not joins(chars, Hook.CANT_BE_DESTROYED):  # 704.5g, 702.12b
                damage = history.touching(log, obj.id, (DamageDealt,), start)
                leave(obj.id, move(tl, obj.id, Zone.GRAVEYARD, Move.DESTROYED,
                                   cr.SBA_LETHAL_DAMAGE, tuple(sorted(damage + toughness_causes))))
            elif obj.deathtouch_damage and not joins(chars, Hook.CANT_BE_DESTROYED):
                damage = [e.seq for e in log[since_check:] if isinstance(e, DamageDealt)
                          and e.deathtouch and e.recipient.object == obj.id]
                leave(obj.id, move(tl, obj.id, Zone.GRAVEYARD, Move.DESTROYED, cr.SBA_DEATHTOUCH,
                                   tuple(damage)))
        if CardType.PLANESWALKER in chars.types and obj.counters.get("loyalty") <= 0:  # 704.5i
            causes = history.touching(log, obj.id, (DamageDealt, CountersChanged), start)
            leave(obj.id, move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ZERO_LOYALTY,
                               tuple(causes)))

    _world_rule(tl, leave)
    _legend_rule(tl, leave, pending)

    # attachments: 704.5m (Auras), 704.5n (Equipment), 704.5p (others)
    for obj in state.in_play_order():
        problem = check_attachment(state, obj)
        if problem is None:
            continue
        causes = _attachment_causes(log, obj, problem.host)
        also = (problem.rule,) if problem.rule is not problem.sba else ()
        if problem.to_graveyard:
            leave(obj.id, replace(move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, problem.sba, causes),
                                  also=also))
        elif obj.id not in leaving:
            pending.append(Unattached(rule=problem.sba, also=also, causes=causes, obj=obj.id,
                                      was=problem.host))

    # +1/+1 and -1/-1 counters: 704.5q, also on a permanent leaving in this same check (its
    # last known information, taken above, still has them: 704.8)
    for obj in state.in_play_order():
        plus, minus = obj.counters.get("+1/+1"), obj.counters.get("-1/-1")
        if plus and minus:
            n = min(plus, minus)
            causes = tuple(history.touching(log, obj.id, (CountersChanged,),
                                            history.entered(log, obj.id)))
            pending += [CountersChanged(rule=cr.SBA_COUNTERS, causes=causes, obj=obj.id,
                                        kind=kind, amount=-n) for kind in ("+1/+1", "-1/-1")]

    pending = [e for e in (_unless_cant_lose(tl, e) for e in pending) if e is not None]
    performed = replacement.happen(tl, pending + list(leaving.values()))
    _game_end(tl, performed)
    return any(not isinstance(e, CantHappen) for e in performed)


_LOSS_RULES = {LossReason.LIFE: cr.SBA_ZERO_LIFE, LossReason.EMPTY_LIBRARY: cr.SBA_EMPTY_LIBRARY,
               LossReason.POISON: cr.SBA_POISON}


def _unless_cant_lose(tl: Timeline, event: Event) -> Event | None:
    """614.17: a player who can't lose the game doesn't (Platinum Angel). Said once, until
    something about that player changes."""
    if not isinstance(event, PlayerLost):
        return event
    blocker = cant(tl.state, event.player, GameOutcome.LOSE)
    if blocker is None:
        return event
    for past in reversed(tl.log):
        if isinstance(past, CantHappen) and isinstance(past.replaced, PlayerLost) \
                and past.replaced.player == event.player and past.rule is cr.CANT:
            return None
        if event.player in history.subjects(past):
            break
    return CantHappen(rule=cr.CANT, also=(event.rule,), causes=event.causes, replaced=event,
                      source=blocker.id, source_name=tl.state.name(blocker.id),
                      detail=f"{event.player} can't lose the game")


def _until_now(log, player) -> tuple[int, ...]:
    """Why a player who couldn't lose before loses now: their life, and the "can't" leaving."""
    life = history.touching(log, player, (DamageDealt, LifeChanged))[-1:]
    blockers = {e.source for e in log if isinstance(e, CantHappen)
                and isinstance(e.replaced, PlayerLost) and e.replaced.player == player}
    gone = [e.seq for e in log if isinstance(e, ZoneChange) and e.obj in blockers]
    return tuple(sorted(life + gone))


def _legend_rule(tl: Timeline, leave, pending: list[Event]) -> None:
    """704.5j: per controller, legendary permanents with the same name; one is kept."""
    state = tl.state
    board = compute(state)
    groups: dict[tuple, list[GameObject]] = defaultdict(list)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        if Supertype.LEGENDARY in chars.supertypes:
            groups[(chars.controller, chars.name)].append(obj)
    for (controller, name), objs in sorted(groups.items(), key=lambda kv: kv[0]):
        if len(objs) < 2:
            continue
        causes = tuple(sorted(seq for o in objs for seq in _arrival(tl.log, o.id)))
        # a controller decided by a control-changing effect came from layer 2 (613.1b)
        also = (cr.CONTROL_LAYER,) if any(o.controller != controller for o in objs) else ()
        kept = choices.legend_to_keep(tl, controller, name, objs, cr.LEGEND_RULE, causes)
        choice = tl.log[-1].seq
        for obj in objs:
            if obj.id != kept.id:
                leave(obj.id, replace(move(tl, obj.id, Zone.GRAVEYARD, Move.LEGEND_RULE,
                                           cr.LEGEND_RULE, causes + (choice,)), also=also))


def _world_rule(tl: Timeline, leave) -> None:
    """704.5k: all world permanents but the one that has been a world for the shortest time
    go to the graveyard; on a tie, all of them. Permanents that became worlds at the same
    moment tie, whatever order 613.7m gave their timestamps."""
    state = tl.state
    board = compute(state)
    since = {o.id: board.chars[o.id].world_since or o.timestamp for o in state.in_play_order()
             if Supertype.WORLD in board.chars[o.id].supertypes}
    worlds = [o for o in state.in_play_order() if o.id in since]
    if len(worlds) < 2:
        return
    moments = _timestamp_moments(tl.log, state)

    def became(oid: ObjectId) -> tuple[int, int]:
        moment = moments.get(since[oid])
        return (moment, 0) if moment is not None else (0, since[oid])

    newest = max(became(o.id) for o in worlds)
    tied = sum(1 for o in worlds if became(o.id) == newest) > 1
    # what made the newest world(s) a world on the battlefield sends the others away
    causes = sorted({seq for o in worlds if became(o.id) == newest
                     for seq in _arrival(tl.log, o.id) + _became_world(tl.log, o.id)})
    for obj in worlds:
        if became(obj.id) != newest or tied:
            leave(obj.id, move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.WORLD_RULE,
                               tuple(causes)))


def _timestamp_moments(log, state) -> dict[int, int]:
    """The moment (batch of simultaneous events) each timestamp of a permanent or a resolved
    effect was given in; a timestamp the scenario gave has none."""
    entered = {e.new_id: e.batch for e in log if isinstance(e, ZoneChange)}
    entered |= {e.obj: e.batch for e in log if isinstance(e, TokenCreated)}
    moments = {o.timestamp: entered[o.id] for o in state.in_play_order() if o.id in entered}
    moments |= {e.effect.timestamp: e.batch for e in log if isinstance(e, EffectBegan)}
    return moments


def _became_world(log, oid: ObjectId) -> list[int]:
    return [e.seq for e in log if isinstance(e, EffectBegan) and oid in e.effect.affected
            and Supertype.WORLD in (e.effect.modifications.add_supertypes or ())]


def _arrival(log, oid: ObjectId) -> list[int]:
    """How an object came to be where it is, and came under its controller: its entering,
    a control-changing effect on it, or something attached to it (Control Magic)."""
    return [e.seq for e in log
            if (isinstance(e, ZoneChange) and (e.new_id == oid or e.attached_to == oid))
            or (isinstance(e, TokenCreated) and e.obj == oid)
            or (isinstance(e, Attached) and e.to == oid)
            or (isinstance(e, ControlChanged) and e.obj == oid)]


def _attachment_causes(log, obj: GameObject, host) -> tuple[int, ...]:
    """How it got attached, and what has happened to its host since."""
    start = history.attached(log, obj.id)
    found = [log[start].seq] if start is not None else []
    if host is not None:
        found += history.touching(log, host, (ZoneChange, EffectBegan, EffectEnded), start or 0)
        found += history.cleanups_ending(log, host, start or 0)
    return tuple(sorted(set(found)))


def _game_end(tl: Timeline, performed: list[Event]) -> None:
    """104.2a: the last player left wins; 104.4a: if all remaining lose at once, a draw."""
    losses = [e for e in performed if isinstance(e, PlayerLost)]
    if not losses:
        return
    remaining = [p.id for p in tl.state.players if not p.lost]
    causes = tuple(e.seq for e in losses)
    if not remaining:
        tl.emit(GameEnded(rule=cr.DRAW_GAME, causes=causes, winner=None))
    elif len(remaining) == 1:
        ended = GameEnded(rule=cr.WIN_GAME, causes=causes, winner=remaining[0])
        blocker = cant(tl.state, remaining[0], GameOutcome.WIN)
        tl.emit(ended if blocker is None else CantHappen(
            rule=cr.CANT, causes=causes, replaced=ended, source=blocker.id,
            source_name=tl.state.name(blocker.id),
            detail=f"{remaining[0]} can't win the game"))
