"""Applying an event: the one door through which the game state changes. Each kind of event has
its function here; an object that changes zones becomes a new object (CR 400.7)."""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter
from typing import Any, Callable, Mapping

from judge.cards.definition import CardDefinition
from judge.engine import mana_pool
from judge.engine.crime import criminal
from judge.engine.layers import characteristics
from judge.engine.state import (
    PLAYER_ZONES,
    Counters,
    DungeonMarker,
    GameObject,
    GameState,
    ObjectId,
    Player,
    PoolMana,
    PlayerId,
    SpellCast,
    moved_id,
)
from judge.words import PERMANENT_TYPES, CardType, Designation, Zone


from judge.engine.events import (
    AbilityActivated,
    AbilityFinished,
    Designated,
    Attached,
    CeasedToExist,
    CleanedUp,
    CountersChanged,
    DamageDealt,
    DelayedCreated,
    DrewFromEmptyLibrary,
    EnergyChanged,
    LandPlaysAdded,
    EffectBegan,
    EffectEnded,
    Event,
    GameEnded,
    LibraryOrdered,
    LibraryShuffled,
    Move,
    LifeChanged,
    PlayerLost,
    PoisonGiven,
    Regenerated,
    DamageRemoved,
    ShieldCreated,
    ShieldUsed,
    MonarchChanged,
    SpeedChanged,
    InitiativeTaken,
    VentureMoved,
    DungeonCompleted,
    RingTempted,
    SpellCopied,
    TargetsChanged,
    StateChecked,
    StepSkipped,
    StepBegan,
    TapChanged,
    TurnedFaceUp,
    Transformed,
    DayNightChanged,
    CityBlessingGotten,
    Paired,
    Unpaired,
    DamageDivided,
    ExtraTurnAdded,
    TokenCreated,
    ControlChanged,
    TriggerPutOnStack,
    TriggerRemoved,
    TriggeredManaAbilityResolves,
    ManaAdded,
    ManaEmptied,
    ManaPaid,
    Triggered,
    Unattached,
    Unbestowed,
    ZoneChange,
)
from judge.engine.combat_events import (
    AttackersDeclared,
    BlockersDeclared,
    CombatEnded,
    RemovedFromCombat,
)

def apply(state: GameState, event: Event) -> GameState:
    """The state after `event`: the only door to a new state."""
    handler = _HANDLERS.get(type(event))
    after = handler(state, event) if handler else state
    player = criminal(state, event)  # what it targets, as they were as it was put on the stack
    if player is not None and not after.player(player).crime_this_turn:
        after = _update_player(after, player, crime_this_turn=True)
    return after


def new_id(state: GameState, oid: ObjectId) -> ObjectId:
    """The id an object gets in a new zone: its scenario id with a counter (400.7)."""
    root = state.root(oid)
    # the ids from one root are the root, then root#2, root#3, … as it moved: the next free
    # one is found in as many looks as the object has moved, not the game's every id
    n = 1 if root in state.lineage else 0
    while moved_id(root, n + 1) in state.lineage:
        n += 1
    return moved_id(root, n + 1)


def _counted(state: GameState, e: ZoneChange) -> GameState:
    """Cards drawn and spells cast this turn, by player; the times they descended (700.11) and
    the cards that left their graveyard."""
    old = state.objects[e.obj]
    if e.destination is Zone.GRAVEYARD and not old.is_token and not old.spell_copy \
            and PERMANENT_TYPES & set(old.card.types):  # a permanent card: its front face's
        p = state.player(old.owner)
        state = _update_player(state, p.id, descended_this_turn=p.descended_this_turn + 1)
    if e.origin is Zone.GRAVEYARD and not old.is_token:  # "a card left your graveyard"
        p = state.player(old.owner)
        state = _update_player(state, p.id,
                               left_graveyard_this_turn=p.left_graveyard_this_turn + 1)
    if e.move is Move.DRAWN:
        p = state.player(e.controller)
        return _update_player(state, p.id, drawn_this_turn=p.drawn_this_turn + 1)
    if e.move is Move.CAST:
        p = state.player(e.controller)
        return _update_player(state, p.id, cast_this_turn=p.cast_this_turn + 1)
    return state


def _left_battlefield(state: GameState, e: ZoneChange) -> GameState:
    """Permanents that left the battlefield this turn, by controller, and creatures that died
    (700.4), for the abilities that look back on them (608.2i)."""
    p = state.player(state.objects[e.obj].controller)
    state = _update_player(state, p.id, left_battlefield_this_turn=p.left_battlefield_this_turn + 1)
    if e.destination is Zone.GRAVEYARD:  # gravestorm counts them (702.69a)
        state = replace(state, to_graveyard_this_turn=state.to_graveyard_this_turn + 1)
    if e.destination is Zone.GRAVEYARD and e.last_known is not None \
            and e.last_known.is_creature:
        state = replace(state, creatures_died_this_turn=state.creatures_died_this_turn + 1)
        # under the control it had as it died (layer 2 included)
        owner = state.player(e.last_known.controller)
        state = _update_player(state, owner.id, died_this_turn=owner.died_this_turn + (
            state.objects[e.obj],))
    return state


def _zone_change(state: GameState, e: ZoneChange) -> GameState:
    state = _counted(state, e)
    if e.origin is Zone.BATTLEFIELD:
        state = _left_battlefield(state, e)
    old = state.objects[e.obj]
    objects = dict(state.objects)
    del objects[e.obj]
    players = state.players
    stack = state.stack
    if e.origin is Zone.STACK:
        stack = tuple(o for o in stack if o != e.obj)
    elif e.origin in PLAYER_ZONES:
        players = _without(players, old.owner, e.origin, e.obj)
    if Zone.LIBRARY in (e.origin, e.destination):
        players = tuple(_known_top(p, state.player(p.id), e) if p.id == old.owner else p
                        for p in players)
    last_known = state.last_known.plus({e.obj: e.last_known}) if e.last_known is not None \
        else state.last_known
    last_counters = state.last_counters
    if e.origin is Zone.BATTLEFIELD and old.counters.items:
        last_counters = {**last_counters, e.obj: old.counters}
    last_objects = state.last_objects.plus({e.obj: old}) if e.origin is Zone.BATTLEFIELD \
        else state.last_objects
    timestamp = state.next_timestamp
    obj = GameObject(
        id=e.new_id, card=old.card, owner=old.owner, controller=e.controller,
        zone=e.destination, timestamp=timestamp, is_token=old.is_token,
        spell_copy=old.spell_copy,
        targets=e.targets, modes=e.modes, chosen_color=e.chosen_color,
        attached_to=e.attached_to, protector=e.protector,
        chosen_type=e.chosen_type, copied=e.copied, tapped=e.tapped, flashback=e.flashback,
        x=e.x if e.destination is Zone.STACK else 0,
        kicked=e.kicked and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        casualty=e.casualty and e.destination is Zone.STACK,
        replicated=e.replicated if e.destination is Zone.STACK else 0,
        squad=e.squad if e.destination in (Zone.STACK, Zone.BATTLEFIELD) else 0,
        conspired=e.conspired and e.destination is Zone.STACK,
        face_down=e.face_down and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        manifested=e.manifested and e.destination is Zone.BATTLEFIELD,
        prototyped=e.prototyped and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        bought_back=e.bought_back and e.destination is Zone.STACK,
        offspring=e.offspring and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        bargained=e.bargained and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        alternative_cost=e.alternative_cost if e.destination in (Zone.STACK, Zone.BATTLEFIELD)
        else "",
        counters=Counters.of(dict(e.counters), timestamp),
        controlled_since=state.turn if e.destination is Zone.BATTLEFIELD else 0,
        unearthed=e.unearthed and e.destination is Zone.BATTLEFIELD,
        # a permanent remembers the zone its spell was cast from ("if you cast it", 603.4)
        cast_from=e.origin if e.move is Move.CAST else (
            old.cast_from if e.origin is Zone.STACK and e.destination is Zone.BATTLEFIELD
            else None),
        cast_in_main_phase=(state.active == e.controller and state.step.is_main_phase)
        if e.move is Move.CAST else (old.cast_in_main_phase if e.origin is Zone.STACK
                                     and e.destination is Zone.BATTLEFIELD else False),
        transformed=e.transformed and e.destination in (Zone.STACK, Zone.BATTLEFIELD),
        entered_this_turn=e.destination is Zone.BATTLEFIELD,
        haste_from=e.haste_from if e.destination in (Zone.STACK, Zone.BATTLEFIELD) else "",
        exiled_as=e.exiled_as if e.destination is Zone.EXILE else "",
        exiled_turn=state.turn if e.destination is Zone.EXILE else 0)
    objects[e.new_id] = obj
    if e.destination is Zone.STACK:
        stack = stack + (e.new_id,)
    elif e.destination is Zone.LIBRARY and not e.shuffled and not e.bottom:
        players = tuple(p.with_zone(Zone.LIBRARY, p.library[:e.under] + (e.new_id,)
                                    + p.library[e.under:])
                        if p.id == old.owner else p for p in players)  # on top, or under some
    elif e.destination in PLAYER_ZONES:
        players = _with(players, old.owner, e.destination, e.new_id)
    if e.destination is Zone.BATTLEFIELD:
        players = _entered(players, e.controller, obj)
    if e.cast_as is not None:  # what kind of spell it was, looked back on (608.2i)
        players = tuple(replace(p, spells_this_turn=p.spells_this_turn + (
            SpellCast(objects[e.new_id], e.cast_as),)) if p.id == e.controller else p
                        for p in players)
    return replace(
        state, objects=objects, players=players, stack=stack, last_known=last_known,
        last_counters=last_counters, last_objects=last_objects,
        next_timestamp=timestamp + 1,
        attackers=tuple(a for a in state.attackers if a[0] != e.obj) + (
            ((e.new_id, e.attacking),) if e.attacking is not None else ()),  # 508.4
        defenders={**state.defenders, **({e.new_id: e.attacking} if e.attacking is not None
                                         else {})},
        blockers=tuple(b for b in state.blockers if b[0] != e.obj),
        planeswalkers_attacked=_entering_attacked(_walker_gone(state, e.obj), e),  # 506.4
        lineage=state.lineage.plus({e.new_id: state.root(e.obj)}),
        names=state.names.plus({e.new_id: obj.name if e.copied else state.name(e.obj)}),
        # a link ends when either of its objects moves (610.3), and begins with the exile
        exiled_until=tuple(link for link in state.exiled_until if e.obj not in link) + (
            ((e.until_leaves, e.new_id),) if e.until_leaves is not None else ()),
        exiled_by=state.exiled_by + (((e.exiled_by, e.new_id),) if e.exiled_by is not None
                                     and e.destination is Zone.EXILE else ()),
        playable={**{k: v for k, v in state.playable.items() if k != e.obj},
                  **({e.new_id: e.permission} if e.permission is not None else {})})


def _without(players: tuple[Player, ...], owner: PlayerId, zone: Zone, oid: ObjectId
             ) -> tuple[Player, ...]:
    return tuple(p.with_zone(zone, tuple(o for o in p.zone(zone) if o != oid))
                 if p.id == owner else p for p in players)


def _with(players: tuple[Player, ...], owner: PlayerId, zone: Zone, oid: ObjectId
          ) -> tuple[Player, ...]:
    return tuple(p.with_zone(zone, p.zone(zone) + (oid,)) if p.id == owner else p
                 for p in players)


def _update_obj(state: GameState, oid: ObjectId, **changes: Any) -> GameState:
    objects = dict(state.objects)
    objects[oid] = replace(objects[oid], **changes)
    return replace(state, objects=objects)


def _update_player(state: GameState, pid: PlayerId, **changes: Any) -> GameState:
    return replace(state, players=tuple(replace(p, **changes) if p.id == pid else p
                                        for p in state.players))


def _ability_activated(state: GameState, e: AbilityActivated) -> GameState:
    source = state.objects[e.source]
    obj = GameObject(id=e.ability, card=source.card, owner=e.player, controller=e.player,
                     zone=Zone.STACK, timestamp=state.next_timestamp, targets=e.targets,
                     ability=e.stacked, x=e.x)
    return replace(state, objects={**state.objects, e.ability: obj},
                   stack=state.stack + (e.ability,), next_timestamp=state.next_timestamp + 1,
                   lineage=state.lineage.plus({e.ability: e.ability}),
                   names=state.names.plus({e.ability: e.stacked.label}))


def _ability_finished(state: GameState, e: AbilityFinished) -> GameState:
    objects = dict(state.objects)
    del objects[e.obj]
    return replace(state, objects=objects, stack=tuple(o for o in state.stack if o != e.obj))


def _monarch(state: GameState, e: MonarchChanged) -> GameState:
    return replace(state, monarch=e.player)


def _targets_changed(state: GameState, e: TargetsChanged) -> GameState:
    obj = replace(state.objects[e.obj], targets=e.targets)
    return replace(state, objects={**state.objects, e.obj: obj})


def _spell_copied(state: GameState, e: SpellCopied) -> GameState:
    """707.10: the copy has the original's characteristics and the choices made for it; its
    owner is the player it is put on the stack under."""
    old = state.objects[e.original]
    obj = replace(old, id=e.copy, owner=e.controller, controller=e.controller,
                  timestamp=state.next_timestamp, targets=e.targets, spell_copy=True,
                  cast_from=None)
    return replace(state, objects={**state.objects, e.copy: obj},
                   stack=state.stack + (e.copy,), next_timestamp=state.next_timestamp + 1,
                   lineage=state.lineage.plus({e.copy: e.copy}),
                   names=state.names.plus({e.copy: state.name(e.original)}))


def _entered(players: tuple[Player, ...], controller: PlayerId,
             obj: GameObject) -> tuple[Player, ...]:
    """A permanent entered the battlefield under this player's control (608.2i)."""
    return tuple(replace(p, entered_this_turn=p.entered_this_turn + (obj,))
                 if p.id == controller else p for p in players)


def _token_created(state: GameState, e: TokenCreated) -> GameState:
    obj = GameObject(id=e.obj, card=e.card, owner=e.controller, controller=e.controller,
                     zone=Zone.BATTLEFIELD, timestamp=state.next_timestamp, is_token=True,
                     tapped=e.tapped, counters=Counters.of(dict(e.counters), state.next_timestamp),
                     controlled_since=state.turn, transformed=e.transformed,
                     entered_this_turn=True, attached_to=e.attached_to)
    attacking = ((e.obj, e.attacking),) if e.attacking is not None else ()  # 508.4
    return replace(state, objects={**state.objects, e.obj: obj},
                   players=_entered(state.players, e.controller, obj),
                   next_timestamp=state.next_timestamp + 1,
                   lineage=state.lineage.plus({e.obj: e.obj}),
                   names=state.names.plus({e.obj: e.card.name}),
                   attackers=state.attackers + attacking,
                   defenders={**state.defenders, **dict(attacking)})


def _ceased(state: GameState, e: CeasedToExist) -> GameState:
    old = state.objects[e.obj]
    objects = dict(state.objects)
    del objects[e.obj]
    players = _without(state.players, old.owner, e.zone, e.obj) if e.zone in PLAYER_ZONES \
        else state.players
    stack = tuple(o for o in state.stack if o != e.obj) if e.zone is Zone.STACK else state.stack
    return replace(state, objects=objects, players=players, stack=stack)


def _damage(state: GameState, e: DamageDealt) -> GameState:
    r = e.recipient
    if r.player is not None:
        p = state.player(r.player)
        dealt = p.damaged_this_turn + e.amount
        if e.infect:
            return _update_player(state, r.player, poison=p.poison + e.amount,
                                  damaged_this_turn=dealt)
        return _update_player(state, r.player, life=p.life - e.amount, damaged_this_turn=dealt,
                              life_lost_this_turn=p.life_lost_this_turn + e.amount)
    assert r.object is not None
    obj = state.objects[r.object]
    chars = characteristics(state, r.object)
    changes: dict[str, Any] = {"damage_this_turn": obj.damage_this_turn + e.amount}
    if chars.is_creature:
        if not (e.infect or e.wither):  # their -1/-1 counters are an event of their own
            changes["damage"] = obj.damage + e.amount
        changes["deathtouch_damage"] = obj.deathtouch_damage or e.deathtouch
    if e.source not in obj.damaged_by:
        changes["damaged_by"] = obj.damaged_by + (e.source,)
    if CardType.PLANESWALKER in chars.types:
        changes["counters"] = changes.get("counters", obj.counters).add("loyalty", -e.amount)
    if CardType.BATTLE in chars.types:  # 120.3h
        changes["counters"] = changes.get("counters", obj.counters).add("defense", -e.amount)
    return _update_obj(state, r.object, **changes)


def _life(state: GameState, e: LifeChanged) -> GameState:
    p = state.player(e.player)
    if e.amount > 0:
        return _update_player(state, e.player, life=p.life + e.amount,
                              life_gained_this_turn=p.life_gained_this_turn + e.amount)
    return _update_player(state, e.player, life=p.life + e.amount,
                          life_lost_this_turn=p.life_lost_this_turn - e.amount)


def _counters(state: GameState, e: CountersChanged) -> GameState:
    """613.7c: counters put on get a new timestamp."""
    obj = state.objects[e.obj]
    if e.amount <= 0:
        return _update_obj(state, e.obj, counters=obj.counters.add(e.kind, e.amount))
    state = _update_obj(state, e.obj, counters=obj.counters.add(e.kind, e.amount,
                                                                state.next_timestamp))
    return replace(state, next_timestamp=state.next_timestamp + 1)


def _tap(state: GameState, e: TapChanged) -> GameState:
    return _update_obj(state, e.obj, tapped=e.tapped)


def _attached(state: GameState, e: Attached) -> GameState:
    state = _update_obj(state, e.obj, attached_to=e.to, timestamp=state.next_timestamp)
    return replace(state, next_timestamp=state.next_timestamp + 1)


def _unattached(state: GameState, e: Unattached) -> GameState:
    return _update_obj(state, e.obj, attached_to=None)


def _unbestowed(state: GameState, e: Unbestowed) -> GameState:
    return _update_obj(state, e.obj, attached_to=None, alternative_cost="")


def _skipped(state: GameState, e: StepSkipped) -> GameState:
    return replace(state, step=e.step)


def _designated(state: GameState, e: Designated) -> GameState:
    return _update_obj(state, e.obj,
                       designations=state.objects[e.obj].designations | {e.designation})


def _energy(state: GameState, e: EnergyChanged) -> GameState:
    return _update_player(state, e.player, energy=state.player(e.player).energy + e.amount)


def _mana_added(state: GameState, e: ManaAdded) -> GameState:
    pool = state.player(e.player).mana_pool
    added = mana_pool.letters(e.mana) if pool is not None else None
    if pool is None or added is None:  # untracked, taken as paid (a choice is refused before)
        return state
    return _update_player(state, e.player, mana_pool=pool + tuple(
        PoolMana(symbol, e.kept) for symbol in added))


def _mana_paid(state: GameState, e: ManaPaid) -> GameState:
    pool = state.player(e.player).mana_pool or ()
    return _update_player(state, e.player, mana_pool=mana_pool.without(pool, e.spent))


def _mana_emptied(state: GameState, e: ManaEmptied) -> GameState:
    pool = state.player(e.player).mana_pool or ()
    return _update_player(state, e.player, mana_pool=mana_pool.without(pool, e.lost))


def _land_plays(state: GameState, e: LandPlaysAdded) -> GameState:
    return _update_player(state, e.player, extra_lands_this_turn=state.player(
        e.player).extra_lands_this_turn + e.amount)


def _paired(state: GameState, e: Paired) -> GameState:
    state = _update_obj(state, e.obj, paired_with=e.other, paired_by=e.player)
    return _update_obj(state, e.other, paired_with=e.obj, paired_by=e.player)


def _unpaired(state: GameState, e: Unpaired) -> GameState:
    """Each of the two that is still there, and still paired with the other, is unpaired."""
    for one, other in ((e.obj, e.other), (e.other, e.obj)):
        obj = state.objects.get(one)
        if obj is not None and obj.paired_with == other:
            state = _update_obj(state, one, paired_with=None, paired_by=None)
    return state


def _city_blessing(state: GameState, e: CityBlessingGotten) -> GameState:
    return _update_player(state, e.player, city_blessing=True)


def _speed(state: GameState, e: SpeedChanged) -> GameState:
    return _update_player(state, e.player, speed=e.speed)


def _initiative(state: GameState, e: InitiativeTaken) -> GameState:
    return replace(state, initiative=e.player)  # 723.3: one player has it


def _venture(state: GameState, e: VentureMoved) -> GameState:
    return _update_player(state, e.player, dungeon=DungeonMarker(e.dungeon, e.room))


def _dungeon_completed(state: GameState, e: DungeonCompleted) -> GameState:
    done = state.player(e.player).completed_dungeons
    return _update_player(state, e.player, dungeon=None, completed_dungeons=(*done, e.dungeon))


def _ring_tempted(state: GameState, e: RingTempted) -> GameState:
    return _update_player(state, e.player, ring_tempted=e.times, ring_bearer=e.bearer)


def _day_night(state: GameState, e: DayNightChanged) -> GameState:
    return replace(state, day_night=e.becomes)


def _transformed(state: GameState, e: Transformed) -> GameState:
    state = _update_obj(state, e.obj, transformed=e.back_face_up)
    return replace(state, names=state.names.plus({e.obj: state.objects[e.obj].name}))


def _turned_face_up(state: GameState, e: TurnedFaceUp) -> GameState:
    return _update_obj(state, e.obj, face_down=False, manifested=False)


def _poison(state: GameState, e: PoisonGiven) -> GameState:
    return _update_player(state, e.player, poison=state.player(e.player).poison + e.amount)


def _known_top(now: Player, was: Player, e: ZoneChange) -> Player:
    """How many cards on top of a shuffled library are in a known order after a card leaves
    it or is put into it (judge/engine/library.py)."""
    if was.known_top is None:
        return now if not e.shuffled or e.destination is not Zone.LIBRARY \
            else replace(now, known_top=0)
    known = was.known_top
    if e.origin is Zone.LIBRARY and e.obj in was.library[:known]:
        known -= 1
    if e.destination is Zone.LIBRARY:  # under cards in no known order: not among the known
        known = 0 if e.shuffled else known if e.bottom or e.under > known else known + 1
    return replace(now, known_top=known)


def _library_ordered(state: GameState, e: LibraryOrdered) -> GameState:
    library = state.player(e.player).library
    rest = tuple(o for o in library if o not in e.top and o not in e.bottom)
    was = state.player(e.player).known_top
    known = None if was is None else max(was - len(e.bottom), len(e.top))
    if e.random and len(e.bottom) > 1:  # no one knows the order from the first of them down
        known = len(e.top + rest) if known is None else min(known, len(e.top + rest))
    return replace(state, players=tuple(
        replace(p.with_zone(Zone.LIBRARY, e.top + rest + e.bottom), known_top=known)
        if p.id == e.player else p for p in state.players))


def _library_shuffled(state: GameState, e: LibraryShuffled) -> GameState:
    """701.20a: no player knows the order now."""
    return _update_player(state, e.player, known_top=0)


def _drew_from_empty(state: GameState, e: DrewFromEmptyLibrary) -> GameState:
    return _update_player(state, e.player, drew_from_empty_library=True)


def _lost(state: GameState, e: PlayerLost) -> GameState:
    return _update_player(state, e.player, lost=True)


def _ended(state: GameState, e: GameEnded) -> GameState:
    return replace(state, game_over=True)


def _effect_began(state: GameState, e: EffectBegan) -> GameState:
    return replace(state, effects=state.effects + (e.effect,),
                   next_timestamp=max(state.next_timestamp, e.effect.timestamp + 1))


def _effect_ended(state: GameState, e: EffectEnded) -> GameState:
    return replace(state, effects=tuple(x for x in state.effects if x.id != e.effect.id))


def _attackers(state: GameState, e: AttackersDeclared) -> GameState:
    if e.attackers:
        state = _update_player(state, state.active, attacked_this_turn=True)
    declared = {a for a, _ in e.attackers}
    objects = {oid: replace(o, attacked_turn=state.turn) if oid in declared else o
               for oid, o in state.objects.items()}
    state = replace(state, objects=objects, attackers=e.attackers, blockers=(), blocked=(),
                    defenders=dict(e.attackers), planeswalkers_attacked=dict(e.planeswalkers))
    if e.attackers:  # their power as they were declared, attacking (a power below 0 adds 0)
        power = sum(max(characteristics(state, a).power or 0, 0) for a in declared)
        state = _update_player(state, state.active, attacked_power_this_combat=power)
    return state


def _damage_divided(state: GameState, e: DamageDivided) -> GameState:
    obj = replace(state.objects[e.obj], division=e.division)
    return replace(state, objects={**state.objects, e.obj: obj})


def _blockers(state: GameState, e: BlockersDeclared) -> GameState:
    blocked = tuple(dict.fromkeys(attacker for _, attacker in e.blocks))
    return replace(state, blockers=e.blocks, blocked=blocked)


def _combat_ended(state: GameState, e: CombatEnded) -> GameState:
    players = tuple(replace(p, attacked_power_this_combat=0) if p.attacked_power_this_combat
                    else p for p in state.players)
    return replace(state, attackers=(), blockers=(), blocked=(), defenders={},
                   planeswalkers_attacked={}, players=players)


def _triggered(state: GameState, e: Triggered) -> GameState:
    delayed = tuple(d for d in state.delayed if d.id != e.trigger.delayed_id)
    waiting = replace(e.trigger, causes=(e.seq,))  # what happens to it next follows from this
    return replace(state, pending=state.pending + (waiting,), delayed=delayed)


def _trigger_put(state: GameState, e: TriggerPutOnStack) -> GameState:
    t = e.trigger
    obj = GameObject(id=t.id, card=card_of(state, t.ability.source), owner=t.controller,
                     controller=t.controller, zone=Zone.STACK, timestamp=state.next_timestamp,
                     targets=e.targets, ability=t.ability, x=t.ability.x)
    return replace(state, pending=tuple(p for p in state.pending if p.id != t.id),
                   objects={**state.objects, t.id: obj}, stack=state.stack + (t.id,),
                   next_timestamp=state.next_timestamp + 1,
                   lineage=state.lineage.plus({t.id: t.id}),
                   names=state.names.plus({t.id: t.ability.label}))


def card_of(state: GameState, oid: ObjectId) -> CardDefinition:
    """The card behind an ability's source, even after the source changed zones."""
    if oid in state.objects:
        return state.objects[oid].card
    root = state.root(oid)
    for obj in state.objects.values():
        if state.root(obj.id) == root:
            return obj.card
    return CardDefinition.model_construct(name=state.name(oid), types=[], abilities=[])


def _mana_trigger_resolves(state: GameState, e: TriggeredManaAbilityResolves) -> GameState:
    return replace(state, pending=tuple(p for p in state.pending if p.id != e.trigger.id))


def _trigger_removed(state: GameState, e: TriggerRemoved) -> GameState:
    if e.from_stack:
        objects = dict(state.objects)
        objects.pop(e.trigger.id, None)
        return replace(state, objects=objects,
                       stack=tuple(o for o in state.stack if o != e.trigger.id))
    return replace(state, pending=tuple(p for p in state.pending if p.id != e.trigger.id))


def _delayed_created(state: GameState, e: DelayedCreated) -> GameState:
    return replace(state, delayed=state.delayed + (e.delayed,))


def _step_began(state: GameState, e: StepBegan) -> GameState:
    if e.turn != state.turn:  # a new turn: nothing drawn or cast in it yet
        players = tuple(replace(p, drawn_this_turn=0, cast_this_turn=0, spells_this_turn=(),
                                extra_lands_this_turn=0,
                                damaged_this_turn=0,
                                cast_last_turn=p.cast_this_turn, life_gained_this_turn=0,
                                life_lost_this_turn=0, attacked_this_turn=False,
                                left_battlefield_this_turn=0, entered_this_turn=(),
                                descended_this_turn=0, left_graveyard_this_turn=0,
                                crime_this_turn=False, died_this_turn=(), died_before=0)
                        for p in state.players)
        objects = {oid: replace(o, entered_this_turn=False, damage_this_turn=0)
                   if o.entered_this_turn or o.damage_this_turn else o
                   for oid, o in state.objects.items()}
        state = replace(state, players=players, objects=objects, creatures_died_this_turn=0,
                        to_graveyard_this_turn=0)
    extra = state.extra_turns[1:] if e.extra else state.extra_turns  # 500.7: taken now
    return replace(state, step=e.step, active=e.active, turn=e.turn, extra_turns=extra)


def _extra_turn(state: GameState, e: ExtraTurnAdded) -> GameState:
    return replace(state, extra_turns=(e.player,) + state.extra_turns)  # the newest first


def _cleaned_up(state: GameState, e: CleanedUp) -> GameState:
    # 514.2: damage wears off, and "until end of turn" ends (saddled too, 702.171b)
    objects = {oid: replace(o, damage=0, deathtouch_damage=False, damaged_by=(),
                            designations=o.designations - {Designation.SADDLED})
               if o.damage or o.damaged_by or Designation.SADDLED in o.designations else o
               for oid, o in state.objects.items()}
    return replace(state, objects=objects, shields=(),
                   effects=tuple(x for x in state.effects if not x.until_end_of_turn))


def _shield_created(state: GameState, e: ShieldCreated) -> GameState:
    return replace(state, shields=state.shields + (e.shield,))


def _shield_used(state: GameState, e: ShieldUsed) -> GameState:
    shields = []
    for shield in state.shields:
        if shield.id == e.shield.id and shield.next_time:
            continue  # used up by the one instance of damage it prevented (615.8)
        if shield.id == e.shield.id and shield.remaining is not None:
            left = shield.remaining - e.amount
            if left > 0:
                shields.append(replace(shield, remaining=left))
        else:
            shields.append(shield)
    return replace(state, shields=tuple(shields))


def _regenerated(state: GameState, e: Regenerated) -> GameState:
    """701.15a: damage removed, tapped, and removed from combat (506.4)."""
    state = _update_obj(state, e.obj, damage=0, deathtouch_damage=False, tapped=True)
    return _out_of_combat(replace(state, shields=tuple(s for s in state.shields
                                                       if s.id != e.shield.id)), e.obj)


def _damage_removed(state: GameState, e: DamageRemoved) -> GameState:
    return _update_obj(state, e.obj, damage=0, deathtouch_damage=False)


def _removed_from_combat(state: GameState, e: RemovedFromCombat) -> GameState:
    return _out_of_combat(state, e.obj)


def _out_of_combat(state: GameState, oid: ObjectId) -> GameState:
    """506.4: it stops attacking or blocking; a blocked creature stays blocked (509.1h)."""
    return replace(state, attackers=tuple(a for a in state.attackers if a[0] != oid),
                   blockers=tuple(b for b in state.blockers if b[0] != oid),
                   planeswalkers_attacked=_walker_gone(state, oid))


def _entering_attacked(attacked: Mapping[ObjectId, ObjectId | None], e: ZoneChange
                       ) -> Mapping[ObjectId, ObjectId | None]:
    """702.49c: it enters attacking the planeswalker the returned creature attacks; nothing if
    that planeswalker is attacked no more (506.4c)."""
    walker = e.attacking_planeswalker
    if walker is None:
        return attacked
    return {**attacked, e.new_id: walker if walker in attacked.values() else None}


def _walker_gone(state: GameState, oid: ObjectId) -> Mapping[ObjectId, ObjectId | None]:
    """506.4c: a planeswalker removed from combat is attacked no more; the creatures that
    attacked it attack nothing."""
    attacked = state.planeswalkers_attacked
    if oid not in attacked.values():
        return attacked
    return {a: None if w == oid else w for a, w in attacked.items()}


def _control_changed(state: GameState, e: ControlChanged) -> GameState:
    obj = state.objects[e.obj]
    # 701.52a: a Ring-bearer stops being one as another player gains control of it
    for p in state.players:
        if p.ring_bearer == e.obj and e.controller != p.id:
            state = _update_player(state, p.id, ring_bearer=None)
    return _update_obj(state, e.obj, controlled_since=state.turn,  # 702.62a: suspend's haste
                       haste_from="" if obj.haste_from == "suspend" else obj.haste_from)


def _checked(state: GameState, e: StateChecked) -> GameState:
    # what no flag changes is kept as it is: states share their unchanged parts (a check is
    # made each time a player would get priority)
    objects = state.objects
    if any(map(_DEATHTOUCH_DAMAGE, objects.values())):
        objects = {oid: replace(o, deathtouch_damage=False) if o.deathtouch_damage else o
                   for oid, o in objects.items()}
    players = state.players
    if any(p.drew_from_empty_library for p in players):
        players = tuple(replace(p, drew_from_empty_library=False) for p in players)
    return replace(state, objects=objects, players=players)


_DEATHTOUCH_DAMAGE = attrgetter("deathtouch_damage")


# keyed by the exact type of event, so each handler only ever gets its own kind
_HANDLERS: dict[type[Event], Callable[[GameState, Any], GameState]] = {
    ZoneChange: _zone_change,
    AbilityActivated: _ability_activated,
    AbilityFinished: _ability_finished,
    CeasedToExist: _ceased,
    TokenCreated: _token_created,
    SpellCopied: _spell_copied,
    TargetsChanged: _targets_changed,
    MonarchChanged: _monarch,
    DamageDealt: _damage,
    LifeChanged: _life,
    CountersChanged: _counters,
    TapChanged: _tap,
    Attached: _attached,
    Unattached: _unattached,
    Unbestowed: _unbestowed,
    DrewFromEmptyLibrary: _drew_from_empty,
    LibraryOrdered: _library_ordered,
    LibraryShuffled: _library_shuffled,
    PoisonGiven: _poison,
    TurnedFaceUp: _turned_face_up,
    Transformed: _transformed,
    DayNightChanged: _day_night,
    CityBlessingGotten: _city_blessing,
    Paired: _paired,
    Unpaired: _unpaired,
    SpeedChanged: _speed,
    EnergyChanged: _energy,
    ManaAdded: _mana_added,
    ManaPaid: _mana_paid,
    ManaEmptied: _mana_emptied,
    LandPlaysAdded: _land_plays,
    Designated: _designated,
    StepSkipped: _skipped,
    PlayerLost: _lost,
    GameEnded: _ended,
    EffectBegan: _effect_began,
    EffectEnded: _effect_ended,
    Triggered: _triggered,
    AttackersDeclared: _attackers,
    DamageDivided: _damage_divided,
    ExtraTurnAdded: _extra_turn,
    RemovedFromCombat: _removed_from_combat,
    BlockersDeclared: _blockers,
    CombatEnded: _combat_ended,
    TriggerPutOnStack: _trigger_put,
    TriggerRemoved: _trigger_removed,
    TriggeredManaAbilityResolves: _mana_trigger_resolves,
    DelayedCreated: _delayed_created,
    StepBegan: _step_began,
    CleanedUp: _cleaned_up,
    ShieldCreated: _shield_created,
    ShieldUsed: _shield_used,
    Regenerated: _regenerated,
    DamageRemoved: _damage_removed,
    StateChecked: _checked,
    ControlChanged: _control_changed,
    InitiativeTaken: _initiative,
    VentureMoved: _venture,
    DungeonCompleted: _dungeon_completed,
    RingTempted: _ring_tempted,
}

