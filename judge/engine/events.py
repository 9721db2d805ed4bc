"""Events: the one place game state changes. Each carries the rule that made it happen and the
earlier events that caused it; the trace and the ruling are built from them alone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from judge import ids
from judge.cards.definition import CardDefinition
from judge.cr import Rule
from judge.engine.layers import Characteristics, characteristics
from judge.engine.state import (
    PLAYER_ZONES,
    ContinuousEffect,
    Counters,
    DelayedTrigger,
    GameObject,
    GameState,
    ObjectId,
    PendingTrigger,
    PlayerId,
    Shield,
    StackedAbility,
    Target,
)
from judge.words import CardType, Color, Step, Zone


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    seq: int = 0  # place in the trace, set when the event happens
    batch: int = 0  # the seq of the first event that happened at the same moment (704.5k)
    rule: Rule
    also: tuple[Rule, ...] = ()  # rules behind the decision, e.g. 702.16c for a 704.5m
    causes: tuple[int, ...] = ()
    assumed: bool = False  # a player's choice the scenario did not make


class Move(StrEnum):
    """Why an object changed zones, for the narration."""

    CAST = "is cast"
    RESOLVED = "resolves and enters the battlefield"
    FINISHED = "finishes resolving"
    NOT_RESOLVED = "doesn't resolve"
    COUNTERED = "is countered"
    DESTROYED = "is destroyed"
    SACRIFICED = "is sacrificed"
    EXILED = "is exiled"
    RETURNED = "is returned"
    DRAWN = "is drawn"
    DISCARDED = "is discarded"
    PUT = "is put into a zone by a rule"
    LEGEND_RULE = "leaves by the legend rule"
    PLAYED = "is played"


@dataclass(frozen=True, slots=True, kw_only=True)
class ZoneChange(Event):
    """An object moves; it becomes a new object (400.7)."""

    obj: ObjectId
    new_id: ObjectId
    origin: Zone
    destination: Zone
    move: Move
    controller: PlayerId  # on the battlefield or stack; otherwise the owner
    last_known: Characteristics | None = None  # characteristics just before it left
    targets: tuple[Target, ...] = ()  # a spell's targets, chosen as it is cast (601.2c)
    chosen_color: Color | None = None
    attached_to: ObjectId | PlayerId | None = None  # an Aura entering attached (608.3c)
    chosen_type: str | None = None  # "as this enters, choose a creature type" (614.1c)
    copied: CardDefinition | None = None  # enters as a copy (707.5)
    tapped: bool = False  # "enters tapped" (614.1c–d)
    counters: tuple[tuple[str, int], ...] = ()  # "enters with counters" (614.1c)
    self_replaced: Zone | None = None  # a self-replacement's destination (614.15)
    no_regeneration: bool = False  # "it can't be regenerated" (701.15c)
    shuffled: bool = False  # shuffled into the library rather than put on top


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityActivated(Event):
    """An activated ability is put on the stack (602.2)."""

    ability: ObjectId
    source: ObjectId
    player: PlayerId
    stacked: StackedAbility
    targets: tuple[Target, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Resolving(Event):
    """All players passed in succession; the top object of the stack resolves (117.4)."""

    obj: ObjectId


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityFinished(Event):
    """An ability leaves the stack after resolving or failing to (608.2n)."""

    obj: ObjectId
    resolved: bool
    countered: bool = False  # 701.5a, rather than for illegal targets (608.2b)


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetIllegal(Event):
    """A target is no longer legal as its spell or ability resolves (608.2b)."""

    obj: ObjectId
    target: Target
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCreated(Event):
    """A token is put onto the battlefield (701.6a, 111.1)."""

    obj: ObjectId
    card: CardDefinition
    controller: PlayerId
    tapped: bool = False  # "enters tapped" (614.1c–d)
    counters: tuple[tuple[str, int], ...] = ()  # "enters with counters" (614.1c)


@dataclass(frozen=True, slots=True, kw_only=True)
class Unaffected(Event):
    """An instruction doesn't change an object, and the rule that says why (e.g. 702.12b)."""

    obj: ObjectId
    action: str
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaAbilityActivated(Event):
    """A mana ability is activated; it resolves at once, without the stack (605.3b)."""

    source: ObjectId
    player: PlayerId
    label: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaAdded(Event):
    player: PlayerId
    mana: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CeasedToExist(Event):
    obj: ObjectId
    zone: Zone


class DamageResult(StrEnum):
    """What damage does to what it is dealt to (120.3)."""

    LIFE_LOSS = "life loss"  # 120.3a
    POISON = "poison counters"  # 120.3b
    LOYALTY_LOSS = "loyalty counters removed"  # 120.3c
    MINUS_COUNTERS = "-1/-1 counters"  # 120.3d
    MARKED = "marked damage"  # 120.3e
    NONE = "nothing"  # a permanent of another type (120.3)


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDealt(Event):
    """Damage and its result (120.3): marked on a creature, loyalty lost, or life lost."""

    source: ObjectId
    source_name: str
    recipient: Target
    amount: int
    result: DamageResult
    deathtouch: bool = False
    lifelink: bool = False
    infect: bool = False
    wither: bool = False
    combat: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DamagePrevented(Event):
    source: ObjectId
    source_name: str
    recipient: Target
    amount: int
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LifeChanged(Event):
    player: PlayerId
    amount: int  # positive: gained; negative: lost


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersChanged(Event):
    obj: ObjectId
    kind: str
    amount: int  # positive: put on; negative: removed
    by_effect: bool = True  # False: the result of combat damage, not an effect (614.16)


@dataclass(frozen=True, slots=True, kw_only=True)
class TapChanged(Event):
    obj: ObjectId
    tapped: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class Attached(Event):
    """Attached to something new, with a new timestamp (701.3c, 613.7e)."""

    obj: ObjectId
    to: ObjectId | PlayerId


@dataclass(frozen=True, slots=True, kw_only=True)
class AlreadyAttached(Event):
    """Attaching something to what it is already attached to does nothing (701.3b)."""

    obj: ObjectId
    to: ObjectId | PlayerId


@dataclass(frozen=True, slots=True, kw_only=True)
class Unattached(Event):
    obj: ObjectId
    was: ObjectId | PlayerId | None


@dataclass(frozen=True, slots=True, kw_only=True)
class DrewFromEmptyLibrary(Event):
    player: PlayerId


class LossReason(StrEnum):
    """Why the state-based actions make a player lose (704.5a–c)."""

    LIFE = "has 0 or less life"
    EMPTY_LIBRARY = "drew from an empty library"
    POISON = "has ten or more poison counters"


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerLost(Event):
    player: PlayerId
    reasons: tuple[LossReason, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEnded(Event):
    winner: PlayerId | None  # None: a draw


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectBegan(Event):
    """A resolving spell or ability creates a continuous effect (611.2)."""

    effect: ContinuousEffect


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectEnded(Event):
    """A "for as long as" duration is over (611.2b); the effect stops applying."""

    effect: ContinuousEffect


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoiceMade(Event):
    """A player's decision, from the scenario or assumed."""

    player: PlayerId
    subject: str
    chosen: tuple[str, ...]
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Triggered(Event):
    """An ability triggers (603.2); it waits to be put on the stack (603.3)."""

    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerPutOnStack(Event):
    """A triggered ability is put on the stack with its targets (603.3, 603.3d)."""

    trigger: PendingTrigger
    targets: tuple[Target, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerRemoved(Event):
    """A triggered ability that can't be put on the stack, or does nothing (603.3d, 603.4)."""

    trigger: PendingTrigger
    detail: str
    from_stack: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedCreated(Event):
    """A resolving spell or ability creates a delayed triggered ability (603.7)."""

    delayed: DelayedTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class StepBegan(Event):
    """A step of a turn begins (500.1)."""

    step: Step
    active: PlayerId
    turn: int
    # the first-strike damage step: the creatures with first or double strike as it began,
    # and those of them with double strike (510.4)
    strikers: tuple[ObjectId, ...] = ()
    double_strikers: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CleanedUp(Event):
    """514.2: damage is removed and 'until end of turn' effects and shields end."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ShieldCreated(Event):
    shield: Shield


@dataclass(frozen=True, slots=True, kw_only=True)
class ShieldUsed(Event):
    """A prevention shield prevents damage (615.7) and is used up by that much."""

    shield: Shield
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Regenerated(Event):
    """Instead of being destroyed: damage removed, tapped, removed from combat (701.15a)."""

    obj: ObjectId
    shield: Shield
    in_combat: bool = False  # only an attacking or blocking creature is removed from combat


@dataclass(frozen=True, slots=True, kw_only=True)
class EventReplaced(Event):
    """An event was replaced or prevented and never happened (614.6, 615.6)."""

    replaced: Event
    source: ObjectId | None
    source_name: str
    effect: str
    chooser: PlayerId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackersDeclared(Event):
    attackers: tuple[tuple[ObjectId, PlayerId], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlChanged(Event):
    """A permanent's controller, as the layers give it (613.1b), is a different player now.
    Nothing is applied: it records what the events it follows did, for 302.6 and rulings."""

    obj: ObjectId
    controller: PlayerId
    was: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True)
class RemovedFromCombat(Event):
    """506.4: a creature that changes controller or stops being a creature leaves combat."""

    obj: ObjectId
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BlockersDeclared(Event):
    blocks: tuple[tuple[ObjectId, ObjectId], ...]  # (blocker, attacker)


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatEnded(Event):
    """511.3: every creature is removed from combat."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawCard(Event):
    """A player would draw a card: what replacement effects look at (121.1, 614.11)."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateTokens(Event):
    """An effect would create tokens: what replacement effects look at (614.16)."""

    player: PlayerId
    amount: int
    token: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CantHappen(Event):
    """Something that can't happen doesn't (614.17), e.g. a player who can't lose the game."""

    replaced: Event
    source_name: str
    detail: str
    source: ObjectId | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class StateChecked(Event):
    """State-based actions were checked: the 'since the last check' flags reset (704.5b, h)."""


# ---------------------------------------------------------------- applying


def apply(state: GameState, event: Event) -> GameState:
    """The state after `event`: the only door to a new state."""
    handler = _HANDLERS.get(type(event))
    return handler(state, event) if handler else state


def new_id(state: GameState, oid: ObjectId) -> ObjectId:
    """The id an object gets in a new zone: its scenario id with a counter (400.7)."""
    root = state.root(oid)
    n = sum(1 for origin in state.lineage.values() if origin == root)
    return ObjectId(ids.make(root, ids.Made.ZONE_CHANGE, n + 1))


def _zone_change(state: GameState, e: ZoneChange) -> GameState:
    old = state.objects[e.obj]
    objects = dict(state.objects)
    del objects[e.obj]
    players = state.players
    stack = state.stack
    if e.origin is Zone.STACK:
        stack = tuple(o for o in stack if o != e.obj)
    elif e.origin in PLAYER_ZONES:
        players = _without(players, old.owner, e.origin, e.obj)
    last_known = dict(state.last_known)
    if e.last_known is not None:
        last_known[e.obj] = e.last_known
    timestamp = state.next_timestamp
    obj = GameObject(
        id=e.new_id, card=old.card, owner=old.owner, controller=e.controller,
        zone=e.destination, timestamp=timestamp, is_token=old.is_token,
        targets=e.targets, chosen_color=e.chosen_color, attached_to=e.attached_to,
        chosen_type=e.chosen_type, copied=e.copied, tapped=e.tapped,
        counters=Counters.of(dict(e.counters), timestamp))
    objects[e.new_id] = obj
    if e.destination is Zone.STACK:
        stack = stack + (e.new_id,)
    elif e.destination is Zone.LIBRARY and not e.shuffled:
        players = tuple(p.with_zone(Zone.LIBRARY, (e.new_id,) + p.library)
                        if p.id == old.owner else p for p in players)  # on top
    elif e.destination in PLAYER_ZONES:
        players = _with(players, old.owner, e.destination, e.new_id)
    return replace(
        state, objects=objects, players=players, stack=stack, last_known=last_known,
        next_timestamp=timestamp + 1,
        attackers=tuple(a for a in state.attackers if a[0] != e.obj),
        blockers=tuple(b for b in state.blockers if b[0] != e.obj),
        lineage={**state.lineage, e.new_id: state.root(e.obj)},
        names={**state.names, e.new_id: obj.name if e.copied else state.name(e.obj)})


def _without(players, owner, zone, oid):
    return tuple(p.with_zone(zone, tuple(o for o in p.zone(zone) if o != oid))
                 if p.id == owner else p for p in players)


def _with(players, owner, zone, oid):
    return tuple(p.with_zone(zone, p.zone(zone) + (oid,)) if p.id == owner else p
                 for p in players)


def _update_obj(state: GameState, oid: ObjectId, **changes) -> GameState:
    objects = dict(state.objects)
    objects[oid] = replace(objects[oid], **changes)
    return replace(state, objects=objects)


def _update_player(state: GameState, pid: PlayerId, **changes) -> GameState:
    return replace(state, players=tuple(replace(p, **changes) if p.id == pid else p
                                        for p in state.players))


def _ability_activated(state: GameState, e: AbilityActivated) -> GameState:
    source = state.objects[e.source]
    obj = GameObject(id=e.ability, card=source.card, owner=e.player, controller=e.player,
                     zone=Zone.STACK, timestamp=state.next_timestamp, targets=e.targets,
                     ability=e.stacked)
    return replace(state, objects={**state.objects, e.ability: obj},
                   stack=state.stack + (e.ability,), next_timestamp=state.next_timestamp + 1,
                   lineage={**state.lineage, e.ability: e.ability},
                   names={**state.names, e.ability: e.stacked.label})


def _ability_finished(state: GameState, e: AbilityFinished) -> GameState:
    objects = dict(state.objects)
    del objects[e.obj]
    return replace(state, objects=objects, stack=tuple(o for o in state.stack if o != e.obj))


def _token_created(state: GameState, e: TokenCreated) -> GameState:
    obj = GameObject(id=e.obj, card=e.card, owner=e.controller, controller=e.controller,
                     zone=Zone.BATTLEFIELD, timestamp=state.next_timestamp, is_token=True,
                     tapped=e.tapped, counters=Counters.of(dict(e.counters), state.next_timestamp))
    return replace(state, objects={**state.objects, e.obj: obj},
                   next_timestamp=state.next_timestamp + 1,
                   lineage={**state.lineage, e.obj: e.obj},
                   names={**state.names, e.obj: e.card.name})


def _ceased(state: GameState, e: CeasedToExist) -> GameState:
    old = state.objects[e.obj]
    objects = dict(state.objects)
    del objects[e.obj]
    players = _without(state.players, old.owner, e.zone, e.obj) if e.zone in PLAYER_ZONES \
        else state.players
    return replace(state, objects=objects, players=players)


def _damage(state: GameState, e: DamageDealt) -> GameState:
    r = e.recipient
    if r.player is not None:
        p = state.player(r.player)
        if e.infect:
            return _update_player(state, r.player, poison=p.poison + e.amount)
        return _update_player(state, r.player, life=p.life - e.amount)
    assert r.object is not None
    obj = state.objects[r.object]
    chars = characteristics(state, r.object)
    changes: dict = {}
    if chars.is_creature:
        if not (e.infect or e.wither):  # their -1/-1 counters are an event of their own
            changes["damage"] = obj.damage + e.amount
        changes["deathtouch_damage"] = obj.deathtouch_damage or e.deathtouch
    if CardType.PLANESWALKER in chars.types:
        changes["counters"] = changes.get("counters", obj.counters).add("loyalty", -e.amount)
    return _update_obj(state, r.object, **changes)


def _life(state: GameState, e: LifeChanged) -> GameState:
    return _update_player(state, e.player, life=state.player(e.player).life + e.amount)


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
    return replace(state, attackers=e.attackers, blockers=(), blocked=())


def _blockers(state: GameState, e: BlockersDeclared) -> GameState:
    blocked = tuple(dict.fromkeys(attacker for _, attacker in e.blocks))
    return replace(state, blockers=e.blocks, blocked=blocked)


def _combat_ended(state: GameState, e: CombatEnded) -> GameState:
    return replace(state, attackers=(), blockers=(), blocked=())


def _triggered(state: GameState, e: Triggered) -> GameState:
    delayed = tuple(d for d in state.delayed if d.id != e.trigger.delayed_id)
    waiting = replace(e.trigger, causes=(e.seq,))  # what happens to it next follows from this
    return replace(state, pending=state.pending + (waiting,), delayed=delayed)


def _trigger_put(state: GameState, e: TriggerPutOnStack) -> GameState:
    t = e.trigger
    obj = GameObject(id=t.id, card=card_of(state, t.ability.source), owner=t.controller,
                     controller=t.controller, zone=Zone.STACK, timestamp=state.next_timestamp,
                     targets=e.targets, ability=t.ability)
    return replace(state, pending=tuple(p for p in state.pending if p.id != t.id),
                   objects={**state.objects, t.id: obj}, stack=state.stack + (t.id,),
                   next_timestamp=state.next_timestamp + 1,
                   lineage={**state.lineage, t.id: t.id},
                   names={**state.names, t.id: t.ability.label})


def card_of(state: GameState, oid: ObjectId) -> CardDefinition:
    """The card behind an ability's source, even after the source changed zones."""
    if oid in state.objects:
        return state.objects[oid].card
    root = state.root(oid)
    for obj in state.objects.values():
        if state.root(obj.id) == root:
            return obj.card
    return CardDefinition.model_construct(name=state.name(oid), types=[], abilities=[])


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
    return replace(state, step=e.step, active=e.active, turn=e.turn)


def _cleaned_up(state: GameState, e: CleanedUp) -> GameState:
    objects = {oid: replace(o, damage=0, deathtouch_damage=False) if o.damage else o
               for oid, o in state.objects.items()}
    return replace(state, objects=objects, shields=(),
                   effects=tuple(x for x in state.effects if not x.until_end_of_turn))


def _shield_created(state: GameState, e: ShieldCreated) -> GameState:
    return replace(state, shields=state.shields + (e.shield,))


def _shield_used(state: GameState, e: ShieldUsed) -> GameState:
    shields = []
    for shield in state.shields:
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


def _removed_from_combat(state: GameState, e: RemovedFromCombat) -> GameState:
    return _out_of_combat(state, e.obj)


def _out_of_combat(state: GameState, oid: ObjectId) -> GameState:
    """506.4: it stops attacking or blocking; a blocked creature stays blocked (509.1h)."""
    return replace(state, attackers=tuple(a for a in state.attackers if a[0] != oid),
                   blockers=tuple(b for b in state.blockers if b[0] != oid))


def _checked(state: GameState, e: StateChecked) -> GameState:
    objects = {oid: replace(o, deathtouch_damage=False) if o.deathtouch_damage else o
               for oid, o in state.objects.items()}
    players = tuple(replace(p, drew_from_empty_library=False) for p in state.players)
    return replace(state, objects=objects, players=players)


_HANDLERS = {
    ZoneChange: _zone_change,
    AbilityActivated: _ability_activated,
    AbilityFinished: _ability_finished,
    CeasedToExist: _ceased,
    TokenCreated: _token_created,
    DamageDealt: _damage,
    LifeChanged: _life,
    CountersChanged: _counters,
    TapChanged: _tap,
    Attached: _attached,
    Unattached: _unattached,
    DrewFromEmptyLibrary: _drew_from_empty,
    PlayerLost: _lost,
    GameEnded: _ended,
    EffectBegan: _effect_began,
    EffectEnded: _effect_ended,
    Triggered: _triggered,
    AttackersDeclared: _attackers,
    RemovedFromCombat: _removed_from_combat,
    BlockersDeclared: _blockers,
    CombatEnded: _combat_ended,
    TriggerPutOnStack: _trigger_put,
    TriggerRemoved: _trigger_removed,
    DelayedCreated: _delayed_created,
    StepBegan: _step_began,
    CleanedUp: _cleaned_up,
    ShieldCreated: _shield_created,
    ShieldUsed: _shield_used,
    Regenerated: _regenerated,
    StateChecked: _checked,
}

