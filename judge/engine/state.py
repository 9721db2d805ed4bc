"""Game state: players, zones, game objects and timestamps (CR 108–111, 400, 613.7).

Everything here is a frozen value. A new state comes only from `apply.apply`. An object that
changes zones becomes a new object with a new id (400.7): "bears" becomes "bears#2".
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import compress, repeat
from operator import attrgetter, is_
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Iterator, Mapping, NewType

from judge import ids
from judge.cards.definition import CardDefinition
from judge.cr import Rule
from judge.cards.phrases import Condition, Selector, TargetSpec
from judge.cards.vocabulary import Instructions, LastsWhile, Modifications
from judge.engine.grown import Grown
from judge.engine.memo import ByIdentity
from judge.words import CardType, Color, DayNight, Designation, Step, Zone

if TYPE_CHECKING:
    from judge.engine.layers import Characteristics

ObjectId = NewType("ObjectId", str)
PlayerId = NewType("PlayerId", str)
EMPTY: Mapping[Any, Any] = MappingProxyType({})


def moved_id(root: ObjectId, n: int) -> ObjectId:
    """The id of the object a root id names once it has changed zones n - 1 times: 'bears#2'
    after the first (400.7)."""
    return ObjectId(ids.make(root, ids.Made.ZONE_CHANGE, n))


@dataclass(frozen=True, slots=True)
class Counters:
    """An immutable multiset of counters, e.g. {'+1/+1': 2}, with each kind's timestamp:
    putting on a counter gives every counter of that kind a new timestamp (613.7c)."""

    items: tuple[tuple[str, int], ...] = ()
    stamps: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(cls, mapping: Mapping[str, int], stamp: int = 0) -> Counters:
        kinds = sorted((k, n) for k, n in mapping.items() if n > 0)
        return cls(tuple(kinds), tuple((k, stamp) for k, _ in kinds))

    def get(self, kind: str) -> int:
        return dict(self.items).get(kind, 0)

    def stamp(self, kind: str) -> int:
        return dict(self.stamps).get(kind, 0)

    def add(self, kind: str, amount: int, stamp: int | None = None) -> Counters:
        current, stamps = dict(self.items), dict(self.stamps)
        current[kind] = max(0, current.get(kind, 0) + amount)
        if amount > 0 and stamp is not None:
            stamps[kind] = stamp
        kept = {k: n for k, n in current.items() if n > 0}
        return Counters(tuple(sorted(kept.items())),
                        tuple(sorted((k, t) for k, t in stamps.items() if k in kept)))

    def as_dict(self) -> dict[str, int]:
        return dict(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)


NO_COUNTERS = Counters()


@dataclass(frozen=True, slots=True)
class Target:
    """A chosen target: an object id or a player (115.1)."""

    object: ObjectId | None = None
    player: PlayerId | None = None

    def __str__(self) -> str:
        return str(self.object or self.player)


@dataclass(frozen=True, slots=True)
class StackedAbility:
    """An activated or triggered ability on the stack: its source and instructions (405.4)."""

    source: ObjectId
    source_name: str
    number: int  # which of the source's activated abilities (1-based); 0 for equip/triggers
    instructions: Instructions | None  # None for equip, which attaches its source (702.6a)
    label: str
    triggered: bool = False
    triggering: ObjectId | None = None  # the object its trigger event was about, where it is
    triggered_by: ObjectId | None = None  # that object as the event saw it (its LKI, 608.2h)
    amount: int | None = None  # "that much": the amount of the triggering event
    triggering_player: PlayerId | None = None  # "that player": whom the event was about
    bound: tuple[tuple[str, Target], ...] = ()  # objects a delayed ability refers to (603.7c)
    condition: Condition | None = None  # an intervening "if", checked again on resolution (603.4)
    optional: bool = False  # "you may" (603.5)
    x: int = 0  # an enters trigger's X: the spell's that became its source (107.3m)
    mana: str = ""  # the mana the mana ability its trigger saw produced (106.12a)
    equip_target: TargetSpec | None = None  # an equip ability's target, with its quality


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    id: ObjectId  # the id it gets on the stack
    controller: PlayerId  # 603.3a
    ability: StackedAbility
    causes: tuple[int, ...]  # the events that made it trigger
    delayed_id: int | None = None
    why: tuple[Rule, ...] = ()  # rules beyond 603.2 that let it trigger (603.10a, 113.6k)
    # it would have triggered, but doesn't: the rule and the reason (an intervening "if" that
    # is false, 603.4; the ability taken from its source, 603.10)
    declined: tuple[Rule, str] | None = None


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability created by a resolving spell or ability (603.7)."""

    id: int  # the event that created it
    at: Step
    source: ObjectId
    source_name: str
    controller: PlayerId  # 603.7d–e
    instructions: Instructions
    bound: tuple[tuple[str, Target], ...]
    amount: int | None = None  # "that much", from the ability that created it
    yours: bool = False  # "your next upkeep": only a step of its controller's turn


class ShieldKind(StrEnum):
    REGENERATE = "regenerate"  # 701.15a
    PREVENT = "prevent"  # 615.7
    EXILE_IF_DIES = "exile if it dies"  # "if it would die this turn, exile it instead" (614.1a)
    # a spell cast as an effect resolved: "if that spell would be put into a graveyard, exile
    # it instead" (614.1a)
    EXILE_IF_GRAVEYARD = "exile if it would go to a graveyard"
    # "target creature can't be regenerated this turn": its regeneration shields don't apply
    # (701.15c)
    NO_REGENERATION = "can't be regenerated"
    NO_PREVENTION = "damage can't be prevented"  # "… this turn", all damage (615.12)


@dataclass(frozen=True, slots=True)
class Shield:
    """A regeneration shield (701.15a), a prevention shield (615.7) or a replacement of one
    object's death (614.1a), lasting this turn."""

    id: int  # the event that created it
    kind: ShieldKind
    source: ObjectId  # the spell or ability that created it
    source_name: str
    timestamp: int
    object: ObjectId | None = None  # what it protects; None (and no player): anything
    player: PlayerId | None = None
    remaining: int | None = None  # damage left to prevent; None: all of it
    combat_only: bool = False
    # "prevent all damage to creatures": a rules effect, so it protects whatever matches when
    # the damage would be dealt, judged as `controller` would (611.2c)
    objects: Selector | None = None
    controller: PlayerId | None = None
    dealt_by: ObjectId | None = None  # only damage this source would deal (615.1a)
    next_time: bool = False  # the next instance of that source's damage, however much (615.8)
    # "a red source of your choice": checked again as the source would deal damage (615.9)
    source_colors: frozenset[Color] = frozenset()
    source_types: frozenset[CardType] = frozenset()


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card, token, spell or ability in some zone. No derived values: see engine/layers/."""

    id: ObjectId
    card: CardDefinition
    owner: PlayerId
    controller: PlayerId
    zone: Zone
    timestamp: int
    is_token: bool = False
    spell_copy: bool = False  # a copy of a spell, which exists only on the stack (707.10a)
    tapped: bool = False
    damage: int = 0
    counters: Counters = NO_COUNTERS
    attached_to: ObjectId | PlayerId | None = None
    deathtouch_damage: bool = False  # since the last state-based action check (704.5h)
    damaged_by: tuple[ObjectId, ...] = ()  # sources that dealt it damage this turn
    targets: tuple[Target, ...] = ()
    modes: tuple[int, ...] = ()  # a modal spell's chosen modes, 1-based (700.2a)
    chosen_color: Color | None = None  # chosen as it entered (614.1c) or for a spell (608.2d)
    chosen_type: str | None = None  # a creature type chosen as it entered
    copied: CardDefinition | None = None  # copiable values it entered copying (707.5)
    ability: StackedAbility | None = None  # set for abilities on the stack
    flashback: bool = False  # a spell cast with flashback: exiled as it leaves the stack
    unearthed: bool = False  # returned by unearth: exiled as it leaves the battlefield (702.84a)
    cast_from: Zone | None = None  # the zone a spell was cast from (rebound, 702.88a)
    # cast by the active player in their main phase (505.1; addendum: "if you cast this spell
    # during your main phase"), as a spell or the permanent it became
    cast_in_main_phase: bool = False
    # haste given as it came to be: "suspend" (a creature spell cast by suspend, until its
    # caster loses control of it, 702.62a) or "riot" (702.136a); "" for none
    haste_from: str = ""
    # exiled by its owner's special action: 'foretold' (702.143a) or 'plotted' (702.170a),
    # in turn `exiled_turn`; it may be cast from exile in a later turn
    exiled_as: str = ""
    exiled_turn: int = 0
    x: int = 0  # the value of X chosen as a spell was cast (107.3a); 0 elsewhere (107.3g)
    kicked: bool = False  # a kicked spell, or the permanent it became (702.33d, 400.7d)
    casualty: bool = False  # a spell whose casualty cost was paid (702.153a)
    replicated: int = 0  # the times its replicate cost was paid, as a spell (702.56a)
    squad: int = 0  # the times its squad cost was paid, as a spell or the permanent it became
    conspired: bool = False  # a spell whose conspire cost was paid (702.78a)
    bought_back: bool = False  # a spell cast with its buyback cost paid (702.27a)
    offspring: bool = False  # its offspring cost was paid, as a spell or the permanent it became
    bargained: bool = False  # a bargained spell, or the permanent it became (702.166b, 400.7d)
    # soulbond (702.95b): the creature it is paired with, for as long as both stay creatures on
    # the battlefield under the control of `paired_by`, who paired them
    paired_with: ObjectId | None = None
    paired_by: PlayerId | None = None
    # the keyword whose alternative cost was paid for the spell, or for the spell the
    # permanent was ('dash', 118.9, 702.109a); "" for its mana cost
    alternative_cost: str = ""
    face_down: bool = False  # a 2/2 with no name, text or mana cost (708.2a)
    manifested: bool = False  # face down by manifest, for as long as it stays so (701.34a)
    prototyped: bool = False  # cast prototyped, or the permanent that spell became (718.3b)
    transformed: bool = False  # its back face up (712.8e)
    protector: PlayerId | None = None  # a battle's, chosen as it entered (310.8a)
    designations: frozenset[Designation] = frozenset()  # until it leaves (701.31b, 702.112b)
    # the turn it came under its controller's control; 0: before the scenario's first turn
    controlled_since: int = 0
    attacked_turn: int = 0  # the turn it was last declared an attacker (508.1a); 0: none
    division: tuple[int, ...] = ()  # the damage each target gets, in their order (601.2d)
    # the numbers of its 'activate only once' abilities activated before the scenario (602.5b)
    activated_once: frozenset[int] = frozenset()
    entered_this_turn: bool = False  # it entered the battlefield this turn ("that entered")
    # damage dealt to it this turn, marked or not since (wither, regeneration): "if 4 or more
    # damage was dealt to it this turn"
    damage_this_turn: int = 0

    @property
    def name(self) -> str:
        """What the rulings call it: a copy goes by the name it copied (707.2)."""
        if self.ability:
            return self.ability.label
        if self.copied is not None:
            return self.copied.name
        return self.face.name

    @property
    def bestowed(self) -> bool:
        """A spell cast bestowed, or the Aura it became, until it ceases to be (702.103b)."""
        return self.alternative_cost == "bestow" and self.zone in (Zone.STACK, Zone.BATTLEFIELD)

    @property
    def face(self) -> CardDefinition:
        """The face that is up: the back face of a transformed permanent (712.8e); a prototyped
        spell or permanent, as such (718.3b)."""
        if self.prototyped and self.card.prototyped is not None:
            return self.card.prototyped
        return self.card.back if self.transformed and self.card.back is not None else self.card

    def defending_player(self, controller: PlayerId) -> PlayerId:
        """Who defends it as it is attacked (506.2): a battle's protector (310.8d), else its
        controller, `controller` (as effects make it)."""
        return self.protector if self.protector is not None else controller


@dataclass(frozen=True, slots=True)
class SpellCast:
    """A spell a player cast this turn, as it was when it became cast (601.2i), looked back on
    by "if you've cast a noncreature spell this turn" (608.2i)."""

    spell: GameObject
    chars: Characteristics


@dataclass(frozen=True, slots=True)
class DungeonMarker:
    """A dungeon card a player owns in the command zone, and the room (its index in the
    dungeon's rooms, top first) their venture marker is in (309.4)."""

    dungeon: str
    room: int = 0


@dataclass(frozen=True, slots=True)
class PoolMana:
    """One mana in a player's mana pool (106.4): its type ('W', 'U', 'B', 'R', 'G' or 'C'), and
    until when an effect keeps it from emptying as steps and phases end (500.4)."""

    symbol: str
    kept: str = ""  # '', 'end of turn' or 'end of combat'


@dataclass(frozen=True, slots=True)
class Player:
    id: PlayerId
    life: int = 20
    poison: int = 0
    energy: int = 0  # energy counters ({E}, 107.14)
    drawn_this_turn: int = 0  # cards drawn this turn ("your second card each turn")
    cast_this_turn: int = 0  # spells cast this turn ("your second spell each turn")
    extra_lands_this_turn: int = 0  # "you may play an additional land this turn" (305.2)
    # the ones of them cast in the scenario: what kind of spell each was
    spells_this_turn: tuple[SpellCast, ...] = ()
    cast_last_turn: int = 0  # spells cast in the previous turn (werewolves)
    damaged_this_turn: int = 0  # damage dealt to them this turn (bloodthirst, 702.54a)
    # looked back on by "if you gained life this turn" and the like (608.2i)
    life_gained_this_turn: int = 0
    life_lost_this_turn: int = 0
    attacked_this_turn: bool = False  # they declared an attacking creature (508.1a)
    left_battlefield_this_turn: int = 0  # permanents they controlled that left it
    # permanent cards put into their graveyard from anywhere this turn ("you descended", 700.11)
    descended_this_turn: int = 0
    left_graveyard_this_turn: int = 0  # cards that left their graveyard this turn
    crime_this_turn: bool = False  # they committed a crime this turn (700.13)
    # the creatures that died under their control this turn, as they were on the battlefield
    # (their characteristics then: last_known), and how many died before the scenario began,
    # of no known kind: "if a creature died under your control this turn" (700.4, 608.2i)
    died_this_turn: tuple[GameObject, ...] = ()
    died_before: int = 0
    # the total power of the creatures they declared as attackers this combat, as declared
    # ("if you attacked with creatures with total power 6 or greater this combat", 508.1a)
    attacked_power_this_combat: int = 0
    # the permanents that entered the battlefield under their control this turn, as they were
    # then or still are; looked back on by "if an artifact entered …" (608.2i)
    entered_this_turn: tuple[GameObject, ...] = ()
    city_blessing: bool = False  # for the rest of the game (702.131c)
    speed: int | None = None  # none until something sets it (702.179b)
    # the dungeon they own in the command zone and the room their venture marker is in (309.4)
    dungeon: DungeonMarker | None = None
    completed_dungeons: tuple[str, ...] = ()  # by name, in the order completed (309.7)
    # the times the Ring has tempted them this game: they have the Ring emblem from the first,
    # and its abilities grow with the count (701.52c); their Ring-bearer, chosen then (701.52a)
    ring_tempted: int = 0
    ring_bearer: ObjectId | None = None
    # their mana pool (106.4), tracked only where the scenario gives one: None, mana costs are
    # taken as paid
    mana_pool: tuple[PoolMana, ...] | None = None
    lost: bool = False
    drew_from_empty_library: bool = False  # since the last state-based action check (704.5b)
    library: tuple[ObjectId, ...] = ()  # top first
    # since a shuffle (701.20a): how many cards on top are in an order known to the ruling;
    # None: all of them, as listed (judge/engine/library.py)
    known_top: int | None = None
    hand: tuple[ObjectId, ...] = ()
    graveyard: tuple[ObjectId, ...] = ()  # oldest first
    exile: tuple[ObjectId, ...] = ()

    def zone(self, zone: Zone) -> tuple[ObjectId, ...]:
        ids: tuple[ObjectId, ...] = getattr(self, zone.value)
        return ids

    def with_zone(self, zone: Zone, ids: tuple[ObjectId, ...]) -> Player:
        changes: dict[str, Any] = {zone.value: ids}
        return replace(self, **changes)


PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)


@dataclass(frozen=True, slots=True)
class PlayPermission:
    """An effect lets a player play (or only cast) a card from exile until the end of a turn
    (601.3, 611.2a); the card that moves on is a new object without it (400.7)."""

    player: PlayerId
    last_turn: int  # the turn at whose end it ends (514.2)
    cast_only: bool = False
    free: bool = False  # "without paying its mana cost": an alternative cost of nothing (118.9)


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect created by a resolving spell or ability (611.2).

    The objects whose characteristics or control it changes are fixed when it begins; its
    rules part ("can't block") applies to whatever `rules_for` names at each moment (611.2c).
    """

    id: int  # the event that created it
    source: ObjectId
    source_name: str
    controller: PlayerId
    timestamp: int
    affected: frozenset[ObjectId]
    modifications: Modifications
    until_end_of_turn: bool
    chosen_color: Color | None = None
    chosen_words: tuple[str, str] | None = None  # a text change: (old word, new word)
    chosen_type: str | None = None  # a creature type chosen as it resolved (608.2d)
    chosen_land_type: str | None = None  # a basic land type chosen as it resolved
    # "for as long as …" (611.2b): the permanent named, and what must stay true of it
    lasts_while: tuple[LastsWhile, ...] = ()
    watched: ObjectId | None = None
    rules_for: Selector | None = None
    until_untap_of: PlayerId | None = None  # it ends as this player's next untap step ends
    # the object whose ability made it: "blocks this creature if able" names that one
    made_by: ObjectId | None = None
    # "target opponent gains control of …", an exchange (701.10b): the player given control,
    # fixed as it began
    gains_control: PlayerId | None = None
    # an exchange's other permanent, whose controller gained this one, named as the ruling
    # names it: 'Hill Giant (giant)'
    exchanged_for: str = ""

    @property
    def gives_control_to(self) -> PlayerId | None:
        """The one player it gives control of what it affects to (800.4a), if one."""
        if self.gains_control is not None:
            return self.gains_control
        return self.controller if self.modifications.control == "you" else None


def _listed(objects: Mapping[ObjectId, GameObject]
            ) -> tuple[tuple[GameObject, ...], tuple[GameObject, ...]]:
    # filtered at C speed: this runs for each new set of objects, hundreds of them
    listed = tuple(compress(objects.values(), map(is_, map(_ZONE, objects.values()),
                                                     repeat(Zone.BATTLEFIELD))))
    return listed, tuple(sorted(listed, key=lambda o: o.timestamp))


_ZONE = attrgetter("zone")
# the objects on the battlefield, as listed and in timestamp order: found once for each set of
# objects (states that change no object share it)
_permanents = ByIdentity(_listed, keep=64)


def on_battlefield(objects: Mapping[ObjectId, GameObject]) -> tuple[GameObject, ...]:
    """The permanents among `objects`, in their order."""
    return _permanents(objects)[0]


@dataclass(frozen=True, slots=True, eq=False, weakref_slot=True)
class GameState:
    players: tuple[Player, ...]  # in turn order
    objects: Mapping[ObjectId, GameObject]
    active: PlayerId
    step: Step
    stack: tuple[ObjectId, ...] = ()  # bottom first
    effects: tuple[ContinuousEffect, ...] = ()
    next_timestamp: int = 1
    # every id ever used -> the scenario's id for that object, and -> its name (for narration)
    # (maps that grow with the game: judge/engine/grown.py)
    lineage: Grown[ObjectId, ObjectId] = field(default_factory=Grown)
    names: Grown[ObjectId, str] = field(default_factory=Grown)
    # last known information of objects that left the battlefield or stack (608.2h, 704.8)
    last_known: Grown[ObjectId, Characteristics] = field(default_factory=Grown)
    # the counters a permanent had as it left the battlefield (undying, persist: 702.93a)
    last_counters: Mapping[ObjectId, Counters] = field(default_factory=dict)
    # the permanent itself as it left the battlefield: a token or not, the damage dealt to it
    # this turn ("when this dies, if it's not a token", 603.10a)
    last_objects: Grown[ObjectId, GameObject] = field(default_factory=Grown)
    game_over: bool = False
    pending: tuple[PendingTrigger, ...] = ()  # triggered, not yet on the stack (603.3)
    delayed: tuple[DelayedTrigger, ...] = ()
    shields: tuple[Shield, ...] = ()
    turn: int = 1
    attackers: tuple[tuple[ObjectId, PlayerId], ...] = ()  # attacking creature, defender
    blockers: tuple[tuple[ObjectId, ObjectId], ...] = ()  # blocking creature, attacker
    blocked: tuple[ObjectId, ...] = ()  # attackers that became blocked (509.1h)
    # whom each creature attacks or attacked this combat, kept after it leaves combat: its
    # controller's defending player (506.2), until combat ends
    defenders: Mapping[ObjectId, PlayerId] = field(default_factory=dict)
    # attacker -> the planeswalker it attacks (508.1b), whose controller is its defending
    # player; None once that planeswalker is removed from combat: it attacks nothing (506.4c)
    planeswalkers_attacked: Mapping[ObjectId, ObjectId | None] = field(default_factory=dict)
    # (permanent, exiled card): the card returns when the permanent leaves the battlefield
    exiled_until: tuple[tuple[ObjectId, ObjectId], ...] = ()
    # (object, exiled card): what an object's ability exiled, "the exiled card" of its linked
    # ability (607.2a); the card is found while it stays in exile, the same object
    exiled_by: tuple[tuple[ObjectId, ObjectId], ...] = ()
    playable: Mapping[ObjectId, PlayPermission] = field(default_factory=dict)  # from exile
    day_night: DayNight | None = None  # neither, until it becomes day or night (728.1)
    creatures_died_this_turn: int = 0  # "if a creature died this turn" (700.4, 608.2i)
    # permanents put into a graveyard from the battlefield this turn, tokens too (702.69a)
    to_graveyard_this_turn: int = 0
    extra_turns: tuple[PlayerId, ...] = ()  # the players of extra turns to come, next first
    monarch: PlayerId | None = None  # no monarch until an effect makes one (722.1)
    initiative: PlayerId | None = None  # no initiative until a player takes it (723.1)

    def player(self, pid: PlayerId) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def has_player(self, pid: str) -> bool:
        return any(p.id == pid for p in self.players)

    def obj(self, oid: ObjectId) -> GameObject:
        return self.objects[oid]

    def battlefield(self) -> Iterator[GameObject]:
        return iter(on_battlefield(self.objects))

    def in_play_order(self) -> list[GameObject]:
        """Battlefield permanents in timestamp order."""
        return list(_permanents(self.objects)[1])

    def apnap(self) -> list[PlayerId]:
        """Active player first, then the others in turn order (101.4); a player who has left
        the game isn't in it (800.4a), the active player included (800.4j)."""
        ids = [p.id for p in self.players]
        start = ids.index(self.active)
        return [pid for pid in ids[start:] + ids[:start] if not self.player(pid).lost
                or self.game_over]

    def opponents(self, pid: PlayerId) -> list[PlayerId]:
        """The other players still in the game (800.4a)."""
        return [p.id for p in self.players if p.id != pid and (not p.lost or self.game_over)]

    def cant_be_regenerated(self, oid: ObjectId) -> int | None:
        """701.15c: the effect that says this permanent can't be regenerated this turn (the
        event that made it), if any."""
        return next((s.id for s in self.shields
                     if s.kind is ShieldKind.NO_REGENERATION and s.object == oid), None)

    def root(self, oid: ObjectId) -> ObjectId:
        return self.lineage.get(oid, oid)

    def current(self, root: ObjectId) -> ObjectId | None:
        """The present id of the object a scenario id names, following zone changes: the
        latest of root, root#2, root#3, … (judge/engine/apply.py `new_id`) still in the game."""
        if self.lineage.get(root) != root:
            return None
        moves = 1
        while moved_id(root, moves + 1) in self.lineage:
            moves += 1
        return next((oid for oid in map(moved_id, (root,) * moves, range(moves, 1, -1))
                     if oid in self.objects), root if root in self.objects else None)

    def name(self, oid: ObjectId | PlayerId | None) -> str:
        if oid is None:
            return "nothing"
        return self.names.get(ObjectId(oid), str(oid))
