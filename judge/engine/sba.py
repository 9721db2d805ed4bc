"""State-based actions (CR 704).

Implements 704.3 (check everything, perform all at once, repeat until none apply), 704.5a–d,
704.5f–k, 704.5m, 704.5n, 704.5p, 704.5q, 704.5s, 704.5t, 704.5y and 704.5z (one function
each, which `check` calls in turn),
704.8 (last known information of permanents that leave together), 702.12b (indestructible
ignores 704.5g–h), 104.2a and 104.4a (the game ends).
Not modeled: 704.5e (copies of spells and cards do not exist in the engine), 704.5r and
704.5u–x (no object in the ability vocabulary can meet those conditions).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from operator import attrgetter
from typing import Mapping, Sequence

from judge import cr
from judge.cards.phrases import Scope
from judge.cards.vocabulary import (
    AddTypes,
    CantHave,
    ChapterTrigger,
    Defines,
    GameOutcome,
    LoseAllAbilities,
    LoseKeywords,
    NotModeled,
    SetPT,
    RemoveTypes,
    SetTypes,
    StaticAbility,
    SwitchPT,
    TriggeredAbility,
)
from judge.engine import choices, dungeons, history, leaving, replacement
from judge.engine.zones import move
from judge.engine.events import (
    Attached,
    Unaffected,
    SpeedChanged,
    Unbestowed,
    ControlChanged,
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
from judge.engine.proposed_events import CantHappen
from judge.engine.cant import cant
from judge.engine.keywords import Hook, joins
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.legality import check_attachment
from judge.engine.state import (
    ContinuousEffect,
    GameObject,
    GameState,
    ObjectId,
    Player,
    PlayerId,
)
from judge.engine.timeline import Timeline
from judge.errors import JudgeError
from judge.words import CardType, Supertype, Zone

_TOUGHNESS_CAUSES = (EffectBegan, EffectEnded, CountersChanged, Attached, Unattached)
# what in a resolved effect can bear on toughness or on surviving damage (not control, colors)
_TOUGHNESS_KINDS = (SetPT, SwitchPT, SetTypes, AddTypes, RemoveTypes, LoseKeywords,
                    LoseAllAbilities, CantHave)


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
    return any(isinstance(part, _TOUGHNESS_KINDS) for part in m.parts) or \
        any(isinstance(a, (StaticAbility, Defines)) for a in m.gain or [])


def check(tl: Timeline, when: cr.Rule = cr.SBA_BEFORE_PRIORITY) -> bool:
    """704.3: one check. Returns True if any state-based action was performed.

    Every sub-rule looks at the same state, then all that apply are performed at once. A
    permanent that more than one sends away goes once, for the first reason found. Each
    action performed cites 704.3 and `when` the check was made: as a player would receive
    priority (117.5), or in the cleanup step (514.3a)."""
    state = tl.state
    board = compute(state)
    log = tl.log
    since_check = history.last_check(log)
    tl.emit(StateChecked(rule=cr.SBA_CHECK))
    pending: list[Event] = []
    leaving: dict[ObjectId, Event] = {}

    def leave(event: ZoneChange | None) -> None:
        if event is not None:
            leaving.setdefault(event.obj, event)

    pending += _players_lose(state, log, since_check)  # 704.5a–c
    pending += _tokens_cease_to_exist(state, log)  # 704.5d, 704.5e
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        start = history.entered(log, obj.id)
        leave(_zero_toughness(tl, obj, chars, start)  # 704.5f, else 704.5g, else 704.5h
              or _lethal_damage(tl, obj, chars, start)
              or _deathtouch_damage(tl, obj, chars, since_check))
        pending += _not_destroyed(tl, obj, chars, since_check)  # 702.12b
        leave(_zero_loyalty(tl, obj, chars, start))  # 704.5i
        leave(_zero_defense(tl, obj, chars, start))  # 704.5v
        _check_protector(state, obj, chars)  # 704.5w
    for gone in _world_rule(tl) + _legend_rule(tl):  # 704.5k, then 704.5j
        leave(gone)
    for event in _attachments(tl, state, leaving):  # 704.5m, 704.5n, 704.5p
        if isinstance(event, ZoneChange):
            leave(event)
        else:
            pending.append(event)
    for older in _older_roles(tl, board.chars):  # 704.5y
        leave(older)
    pending += _counters_annihilate(state, log)  # 704.5q
    for saga in _sagas_done(tl, board.chars):  # 704.5s, 714.4
        leave(saga)
    pending += _speed_from_engines(state, board.chars)  # 704.5z
    pending += dungeons.completed(state)  # 704.5t

    pending = [e for e in (_unless_cant_lose(tl, e) for e in pending) if e is not None]
    performed = replacement.happen(tl, [replace(e, also=e.also + (cr.SBA_CHECK, when))
                                        for e in pending + list(leaving.values())])
    _game_end(tl, performed)
    return any(not isinstance(e, (CantHappen, Unaffected)) for e in performed)  # told, not done


_LOSS_RULES = {LossReason.LIFE: cr.SBA_ZERO_LIFE, LossReason.EMPTY_LIBRARY: cr.SBA_EMPTY_LIBRARY,
               LossReason.POISON: cr.SBA_POISON}

_Loss = tuple[LossReason, tuple[int, ...]]  # why a player loses, and the events that led to it


def _players_lose(state: GameState, log: Sequence[Event], since_check: int) -> list[Event]:
    """704.5a–c: one loss per player, citing every reason that applies (704.3: all at once)."""
    lost: list[Event] = []
    for player in state.players:
        if player.lost:
            continue
        reasons = [r for r in (_zero_life(player, log, since_check),
                               _drew_from_empty_library(player, log, since_check),
                               _ten_poison(player, log, since_check)) if r is not None]
        if reasons:
            rules = [_LOSS_RULES[r] for r, _ in reasons]
            lost.append(PlayerLost(
                rule=rules[0], also=tuple(rules[1:]), player=player.id,
                reasons=tuple(r for r, _ in reasons),
                causes=tuple(sorted({c for _, cs in reasons for c in cs}))))
    return lost


def _zero_life(player: Player, log: Sequence[Event], since_check: int) -> _Loss | None:
    """704.5a: a player with 0 or less life loses."""
    if player.life > 0:
        return None
    causes = history.touching(log, player.id, (DamageDealt, LifeChanged), since_check)
    return LossReason.LIFE, tuple(causes) or _until_now(log, player.id)


def _drew_from_empty_library(player: Player, log: Sequence[Event],
                             since_check: int) -> _Loss | None:
    """704.5b: a player who drew from an empty library since the last check loses."""
    if not player.drew_from_empty_library:
        return None
    causes = history.touching(log, player.id, (DrewFromEmptyLibrary,), since_check)
    return LossReason.EMPTY_LIBRARY, tuple(causes)


def _ten_poison(player: Player, log: Sequence[Event], since_check: int) -> _Loss | None:
    """704.5c: a player with ten or more poison counters loses."""
    if player.poison < 10:
        return None
    causes = history.touching(log, player.id, (DamageDealt,), since_check)
    return LossReason.POISON, tuple(causes)


def _tokens_cease_to_exist(state: GameState, log: Sequence[Event]) -> list[Event]:
    """704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e: so does a
    copy of a spell anywhere but the stack."""
    gone: list[Event] = []
    objects = state.objects.values()
    if not any(map(_TOKEN, objects)) and not any(map(_SPELL_COPY, objects)):
        return gone  # found at C speed: this looks at every object of the game at each check
    for obj in objects:
        token = obj.is_token and obj.zone is not Zone.BATTLEFIELD and obj.ability is None
        if token or (obj.spell_copy and obj.zone is not Zone.STACK):
            arrived = [e.seq for e in log if isinstance(e, ZoneChange) and e.new_id == obj.id]
            gone.append(CeasedToExist(rule=cr.SBA_TOKEN if token else cr.SBA_SPELL_COPY,
                                      causes=tuple(arrived), obj=obj.id, zone=obj.zone))
    return gone


_TOKEN = attrgetter("is_token")
_SPELL_COPY = attrgetter("spell_copy")


def _zero_toughness(tl: Timeline, obj: GameObject, chars: Characteristics,
                    start: int) -> ZoneChange | None:
    """704.5f: a creature with 0 or less toughness is put into its owner's graveyard."""
    if not chars.is_creature or chars.toughness is None or chars.toughness > 0:
        return None
    return move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ZERO_TOUGHNESS,
                tuple(_toughness_causes(tl.log, obj.id, start, tl.state)))


def _lethal_damage(tl: Timeline, obj: GameObject, chars: Characteristics,
                   start: int) -> ZoneChange | None:
    """704.5g: a creature with toughness above 0 and damage at least its toughness is
    destroyed; an indestructible one is not (702.12b)."""
    if not chars.is_creature or chars.toughness is None or chars.toughness <= 0:
        return None
    if obj.damage < chars.toughness or obj.damage <= 0 \
            or joins(chars, Hook.CANT_BE_DESTROYED):
        return None
    damage = history.touching(tl.log, obj.id, (DamageDealt,), start)
    return move(tl, obj.id, Zone.GRAVEYARD, Move.DESTROYED, cr.SBA_LETHAL_DAMAGE,
                tuple(sorted(damage + _toughness_causes(tl.log, obj.id, start, tl.state))))


def _deathtouch_damage(tl: Timeline, obj: GameObject, chars: Characteristics,
                       since_check: int) -> ZoneChange | None:
    """704.5h: a creature with toughness above 0 dealt damage by a source with deathtouch
    since the last check is destroyed; an indestructible one is not (702.12b)."""
    if not chars.is_creature or chars.toughness is None or chars.toughness <= 0:
        return None
    if not obj.deathtouch_damage or joins(chars, Hook.CANT_BE_DESTROYED):
        return None
    damage = [e.seq for e in tl.log[since_check:] if isinstance(e, DamageDealt)
              and e.deathtouch and e.recipient.object == obj.id]
    return move(tl, obj.id, Zone.GRAVEYARD, Move.DESTROYED, cr.SBA_DEATHTOUCH, tuple(damage))


def _not_destroyed(tl: Timeline, obj: GameObject, chars: Characteristics,
                   since_check: int) -> list[Event]:
    """702.12b: an indestructible creature that 704.5g or 704.5h would destroy isn't; told once,
    at the first check after the damage that made it so."""
    if not chars.is_creature or chars.toughness is None or chars.toughness <= 0 \
            or not joins(chars, Hook.CANT_BE_DESTROYED):
        return []
    new = [e.seq for e in tl.log[since_check:] if isinstance(e, DamageDealt)
           and e.recipient.object == obj.id]
    lethal = obj.damage >= chars.toughness and obj.damage > 0
    if not new or not (lethal or obj.deathtouch_damage):
        return []
    why = f"{obj.damage} damage marked on it, toughness {chars.toughness}" if lethal \
        else "damage from a source with deathtouch"
    return [Unaffected(rule=cr.INDESTRUCTIBLE,
                       also=(cr.SBA_LETHAL_DAMAGE if lethal else cr.SBA_DEATHTOUCH,),
                       causes=tuple(new), obj=obj.id, action="destroyed",
                       detail=f"it is indestructible ({why})")]


def _toughness_causes(log: Sequence[Event], oid: ObjectId, start: int,
                      state: GameState | None = None) -> list[int]:
    """What since the creature arrived could have lowered its toughness (704.5f–g causes):
    with the state, also a permanent whose static ability raised it leaving the battlefield
    (the lord that left: 611.3a, its effect applies only while it is there)."""
    causes = [seq for seq in history.touching(log, oid, _TOUGHNESS_CAUSES, start)
              if _bears_on_toughness(log[seq - 1])]
    if state is not None:
        causes += _boosters_gone(log, state, oid, start)
    return sorted(set(causes + history.cleanups_ending(log, oid, start, _boosts_toughness)))


def _boosters_gone(log: Sequence[Event], state: GameState, oid: ObjectId,
                   start: int) -> list[int]:
    """The permanents that left since `start` whose static ability, as they last were, gave a
    set the creature is in more toughness."""
    obj, board = state.objects[oid], compute(state)
    return [e.seq for e in log[start:] if isinstance(e, ZoneChange)
            and e.origin is Zone.BATTLEFIELD and e.last_known is not None
            and any(isinstance(ab, StaticAbility) and ab.pt is not None and ab.pt.toughness > 0
                    and ab.affects.scope is Scope.ALL
                    and any(matches(board.chars[oid], f, e.last_known.controller, e.obj, obj)
                            for f in ab.affects.filters)
                    for ab in e.last_known.abilities)]


def _zero_loyalty(tl: Timeline, obj: GameObject, chars: Characteristics,
                  start: int) -> ZoneChange | None:
    """704.5i: a planeswalker with 0 loyalty (or less) is put into its owner's graveyard."""
    if CardType.PLANESWALKER not in chars.types or obj.counters.get("loyalty") > 0:
        return None
    causes = history.touching(tl.log, obj.id, (DamageDealt, CountersChanged), start)
    return move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ZERO_LOYALTY, tuple(causes))


def _zero_defense(tl: Timeline, obj: GameObject, chars: Characteristics,
                  start: int) -> ZoneChange | None:
    """704.5v: a battle with 0 defense is put into its owner's graveyard, unless it is the
    source of a triggered ability not yet gone from the stack: a Siege's, whose last defense
    counter removed triggered its 310.11b ability, stays until that ability resolves."""
    if CardType.BATTLE not in chars.types or obj.counters.get("defense") > 0:
        return None
    state = tl.state
    stacked = [state.objects[s].ability for s in state.stack]
    if any(t.ability.source == obj.id for t in state.pending) or any(
            a is not None and a.triggered and a.source == obj.id for a in stacked):
        return None
    causes = history.touching(tl.log, obj.id, (DamageDealt, CountersChanged), start)
    return move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ZERO_DEFENSE, tuple(causes))


def _check_protector(state: GameState, obj: GameObject, chars: Characteristics) -> None:
    """704.5w, 310.10: a battle whose protector left the game or can't protect it (a Siege's
    own controller, 310.11a) gets a new one its controller chooses, which judge doesn't
    follow: refused rather than ruled with the old one."""
    if CardType.BATTLE not in chars.types:
        return
    protector = obj.protector
    if protector is not None and state.has_player(protector) \
            and not state.player(protector).lost \
            and not ("Siege" in chars.subtypes and protector == chars.controller):
        return
    raise JudgeError(f"{chars.name} ({obj.id}) has no protector fit to protect it now: its "
                     f"controller choosing another isn't modeled ({cr.SBA_NEW_PROTECTOR})")


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


def _until_now(log: Sequence[Event], player: PlayerId) -> tuple[int, ...]:
    """Why a player who couldn't lose before loses now: their life, and the "can't" leaving."""
    life = history.touching(log, player, (DamageDealt, LifeChanged))[-1:]
    blockers = {e.source for e in log if isinstance(e, CantHappen)
                and isinstance(e.replaced, PlayerLost) and e.replaced.player == player}
    gone = [e.seq for e in log if isinstance(e, ZoneChange) and e.obj in blockers]
    return tuple(sorted(life + gone))


def _speed_from_engines(state: GameState, board: Mapping[ObjectId, Characteristics]
                        ) -> list[Event]:
    """704.5z: a player with no speed who controls a permanent with start your engines! gets
    speed 1 (702.179a)."""
    return [SpeedChanged(rule=cr.SBA_SPEED, also=(cr.START_YOUR_ENGINES,), player=p.id, speed=1,
                         was=None)
            for p in state.players if p.speed is None and not p.lost and any(
                board[o.id].controller == p.id and joins(board[o.id], Hook.GIVES_SPEED)
                for o in state.in_play_order())]


def _sagas_done(tl: Timeline, board: Mapping[ObjectId, Characteristics]) -> list[ZoneChange]:
    """704.5s, 714.4: a Saga whose lore counters reached its final chapter number, and none of
    whose chapter abilities waits to go on the stack or to resolve, is sacrificed. A Saga with
    a line that isn't modeled may have chapters judge can't see: it is left alone."""
    state = tl.state
    waiting = {t.ability.source for t in state.pending} | {
        o.ability.source for oid in state.stack if (o := state.objects[oid]).ability is not None}
    done = []
    for obj in state.in_play_order():
        chars = board[obj.id]
        if "Saga" not in chars.subtypes or obj.id in waiting \
                or any(isinstance(a, NotModeled) for a in chars.abilities):
            continue
        final = max((a.when.number for a in chars.abilities if isinstance(a, TriggeredAbility)
                     and isinstance(a.when, ChapterTrigger)), default=0)
        if obj.counters.get("lore") >= final:
            done.append(move(tl, obj.id, Zone.GRAVEYARD, Move.SACRIFICED, cr.SBA_SAGA, ()))
    return done


def _world_rule(tl: Timeline) -> list[ZoneChange]:
    """704.5k: all world permanents but the one that has been a world for the shortest time
    go to the graveyard; on a tie, all of them. Permanents that became worlds at the same
    moment tie, whatever order 613.7m gave their timestamps."""
    state = tl.state
    board = compute(state)
    since = {o.id: board.chars[o.id].world_since or o.timestamp for o in state.in_play_order()
             if Supertype.WORLD in board.chars[o.id].supertypes}
    worlds = [o for o in state.in_play_order() if o.id in since]
    if len(worlds) < 2:
        return []
    moments = _timestamp_moments(tl.log, state)

    def became(oid: ObjectId) -> tuple[int, int]:
        moment = moments.get(since[oid])
        return (moment, 0) if moment is not None else (0, since[oid])

    newest = max(became(o.id) for o in worlds)
    tied = sum(1 for o in worlds if became(o.id) == newest) > 1
    # what made the newest world(s) a world on the battlefield sends the others away
    causes = sorted({seq for o in worlds if became(o.id) == newest
                     for seq in _arrival(tl.log, o.id) + _became_world(tl.log, o.id)})
    return [move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, cr.WORLD_RULE, tuple(causes))
            for obj in worlds if became(obj.id) != newest or tied]


def _legend_rule(tl: Timeline) -> list[ZoneChange]:
    """704.5j: per controller, legendary permanents with the same name; one is kept."""
    state = tl.state
    board = compute(state)
    groups: dict[tuple[PlayerId, str], list[GameObject]] = defaultdict(list)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        if Supertype.LEGENDARY in chars.supertypes:
            groups[(chars.controller, chars.name)].append(obj)
    gone: list[ZoneChange] = []
    for (controller, name), objs in sorted(groups.items(), key=lambda kv: kv[0]):
        if len(objs) < 2:
            continue
        causes = tuple(sorted(seq for o in objs for seq in _arrival(tl.log, o.id)))
        # a controller decided by a control-changing effect came from layer 2 (613.1b)
        also = (cr.CONTROL_LAYER,) if any(o.controller != controller for o in objs) else ()
        kept = choices.legend_to_keep(tl, controller, name, objs, cr.LEGEND_RULE, causes)
        choice = tl.log[-1].seq
        gone += [replace(move(tl, obj.id, Zone.GRAVEYARD, Move.LEGEND_RULE, cr.LEGEND_RULE,
                              causes + (choice,)), also=also)
                 for obj in objs if obj.id != kept.id]
    return gone


def _attachments(tl: Timeline, state: GameState,
                 leaving: Mapping[ObjectId, Event]) -> list[Event]:
    """704.5m: an Aura attached illegally or to nothing goes to its owner's graveyard;
    704.5n: an Equipment attached illegally becomes unattached; 704.5p: so does a creature,
    a battle or another permanent that can't be attached. One already leaving stays put."""
    found: list[Event] = []
    for obj in state.in_play_order():
        problem = check_attachment(state, obj)
        if problem is None:
            continue
        causes = _attachment_causes(tl.log, obj, problem.host)
        also = (problem.rule,) if problem.rule is not problem.sba else ()
        if problem.to_graveyard and obj.bestowed:  # 702.103f: instead of 704.5m
            found.append(Unbestowed(rule=cr.BESTOW_UNATTACHED, also=also, causes=causes,
                                    obj=obj.id, was=problem.host))
        elif problem.to_graveyard:
            found.append(replace(move(tl, obj.id, Zone.GRAVEYARD, Move.PUT, problem.sba, causes),
                                 also=also))
        elif obj.id not in leaving:
            found.append(Unattached(rule=problem.sba, also=also, causes=causes, obj=obj.id,
                                    was=problem.host))
    return found


def _older_roles(tl: Timeline, chars: Mapping[ObjectId, Characteristics]) -> list[ZoneChange]:
    """704.5y, 303.7a: of the Roles one player controls on one permanent, all but the one with
    the latest timestamp go to their owners' graveyards."""
    groups: dict[tuple[ObjectId | PlayerId, PlayerId], list[GameObject]] = defaultdict(list)
    for obj in tl.state.in_play_order():
        if obj.attached_to is not None and "Role" in chars[obj.id].subtypes:
            groups[(obj.attached_to, chars[obj.id].controller)].append(obj)
    gone = []
    for roles in groups.values():
        newest = roles[-1]  # in timestamp order
        start = history.attached(tl.log, newest.id)
        causes = (tl.log[start].seq,) if start is not None else ()
        gone += [replace(move(tl, o.id, Zone.GRAVEYARD, Move.PUT, cr.SBA_ROLE, causes),
                         also=(cr.ROLE,)) for o in roles[:-1]]
    return gone


def _counters_annihilate(state: GameState, log: Sequence[Event]) -> list[Event]:
    """704.5q: +1/+1 and -1/-1 counters on a permanent are removed in pairs, also on one
    leaving in this same check (its last known information, taken above, still has them:
    704.8)."""
    removed: list[Event] = []
    for obj in state.in_play_order():
        plus, minus = obj.counters.get("+1/+1"), obj.counters.get("-1/-1")
        if plus and minus:
            n = min(plus, minus)
            causes = tuple(history.touching(log, obj.id, (CountersChanged,),
                                            history.entered(log, obj.id)))
            removed += [CountersChanged(rule=cr.SBA_COUNTERS, causes=causes, obj=obj.id,
                                        kind=kind, amount=-n) for kind in ("+1/+1", "-1/-1")]
    return removed


def _timestamp_moments(log: Sequence[Event], state: GameState) -> dict[int, int]:
    """The moment (batch of simultaneous events) each timestamp of a permanent or a resolved
    effect was given in; a timestamp the scenario gave has none."""
    entered = {e.new_id: e.batch for e in log if isinstance(e, ZoneChange)}
    entered |= {e.obj: e.batch for e in log if isinstance(e, TokenCreated)}
    moments = {o.timestamp: entered[o.id] for o in state.in_play_order() if o.id in entered}
    moments |= {e.effect.timestamp: e.batch for e in log if isinstance(e, EffectBegan)}
    return moments


def _became_world(log: Sequence[Event], oid: ObjectId) -> list[int]:
    return [e.seq for e in log if isinstance(e, EffectBegan) and oid in e.effect.affected
            and Supertype.WORLD in (e.effect.modifications.add_supertypes or ())]


def _arrival(log: Sequence[Event], oid: ObjectId) -> list[int]:
    """How an object came to be where it is, and came under its controller: its entering,
    a control-changing effect on it, or something attached to it (Control Magic)."""
    return [e.seq for e in log
            if (isinstance(e, ZoneChange) and (e.new_id == oid or e.attached_to == oid))
            or (isinstance(e, TokenCreated) and oid in (e.obj, e.attached_to))
            or (isinstance(e, Attached) and e.to == oid)
            or (isinstance(e, ControlChanged) and e.obj == oid)]


def _attachment_causes(log: Sequence[Event], obj: GameObject,
                       host: ObjectId | PlayerId | None) -> tuple[int, ...]:
    """How it got attached, and what has happened to its host since."""
    start = history.attached(log, obj.id)
    found = [log[start].seq] if start is not None else []
    if host is not None:
        found += history.touching(log, host, (ZoneChange, EffectBegan, EffectEnded), start or 0)
        # an "until end of turn" effect on the host, begun before or after it got attached
        # (the animation that made the Equipment's host a creature), ended since (514.2)
        found += [seq for seq in history.cleanups_ending(log, ObjectId(host))  # a player: none
                  if start is None or seq > log[start].seq]
    return tuple(sorted(set(found)))


def _game_end(tl: Timeline, performed: list[Event]) -> None:
    """104.2a: the last player left wins; 104.4a: if all remaining lose at once, a draw."""
    losses = [e for e in performed if isinstance(e, PlayerLost)]
    if not losses:
        return
    remaining = [p.id for p in tl.state.players if not p.lost]
    causes = tuple(e.seq for e in losses)
    if len(remaining) > 1:  # the game goes on: the players who lost leave it (800.4a)
        for loss in losses:
            assert isinstance(loss, PlayerLost)
            leaving.leave(tl, loss.player, (loss.seq,))
    elif not remaining:
        tl.emit(GameEnded(rule=cr.DRAW_GAME, causes=causes, winner=None))
    elif len(remaining) == 1:
        ended = GameEnded(rule=cr.WIN_GAME, causes=causes, winner=remaining[0])
        blocker = cant(tl.state, remaining[0], GameOutcome.WIN)
        tl.emit(ended if blocker is None else CantHappen(
            rule=cr.CANT, causes=causes, replaced=ended, source=blocker.id,
            source_name=tl.state.name(blocker.id),
            detail=f"{remaining[0]} can't win the game"))
