"""Events: the one place game state changes. Each carries the rule that made it happen and the
earlier events that caused it; the trace and the ruling are built from them alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.cards.definition import CardDefinition
from judge.cr import Rule
from judge.engine.layers import Characteristics
from judge.engine.decisions import Decision
from judge.engine.state import (
    ContinuousEffect,
    DelayedTrigger,
    ObjectId,
    PlayPermission,
    PendingTrigger,
    PlayerId,
    Shield,
    StackedAbility,
    Target,
)
from judge.words import Color, DayNight, Designation, Step, Zone


# eq=False throughout: an event is an occurrence — two alike are still two, so identity is
# their equality — and leaving out the generated __eq__/__hash__ makes this module cheaper to load
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
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
    EXILED_TO_PLAY = "is exiled, and may be played for a time"
    RETURNED = "is returned"
    DRAWN = "is drawn"
    DISCARDED = "is discarded"
    MILLED = "is milled"
    SURVEILLED = "is surveilled"
    PUT = "is put into a zone by a rule"
    LEGEND_RULE = "leaves by the legend rule"
    PLAYED = "is played"
    SEARCHED = "is found in a library search"
    TAKEN = "is taken from the cards looked at"
    SUSPENDED = "is suspended"
    FORETOLD = "is foretold"
    PLOTTED = "is plotted"
    MANIFESTED = "is manifested: put onto the battlefield face down"
    NOT_TAKEN = "goes with the rest of the cards looked at"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ZoneChange(Event):
    """An object moves; it becomes a new object (400.7)."""

    obj: ObjectId
    new_id: ObjectId
    origin: Zone
    destination: Zone
    move: Move
    controller: PlayerId  # on the battlefield or stack; otherwise the owner
    last_known: Characteristics | None = None  # characteristics just before it left
    cast_as: Characteristics | None = None  # a spell cast: what it is on the stack (601.2a)
    targets: tuple[Target, ...] = ()  # a spell's targets, chosen as it is cast (601.2c)
    modes: tuple[int, ...] = ()  # a modal spell's modes, chosen as it is cast (601.2b)
    chosen_color: Color | None = None
    attached_to: ObjectId | PlayerId | None = None  # an Aura entering attached (608.3c)
    chosen_type: str | None = None  # "as this enters, choose a creature type" (614.1c)
    copied: CardDefinition | None = None  # enters as a copy (707.5)
    tapped: bool = False  # "enters tapped" (614.1c–d)
    counters: tuple[tuple[str, int], ...] = ()  # "enters with counters" (614.1c)
    self_replaced: Zone | None = None  # a self-replacement's destination (614.15)
    no_regeneration: bool = False  # "it can't be regenerated" (701.15c)
    shuffled: bool = False  # shuffled into the library rather than put on top
    bottom: bool = False  # put on the bottom of the library rather than on top
    # on top but under this many cards: "second from the top" is 1 (the bottom if there are
    # fewer, 401.7)
    under: int = 0
    flashback: bool = False  # cast from a graveyard with flashback (702.34a)
    unearthed: bool = False  # returned to the battlefield by unearth (702.84a)
    transformed: bool = False  # entering with its back face up (702.145b, 712.14a)
    protector: PlayerId | None = None  # a battle's, chosen as it enters (310.8a)
    madness: bool = False  # a discarded card with madness, exiled instead (702.35a)
    haste_from: str = ""  # "suspend" (702.62a) or "riot" (702.136a): haste it has from that
    exiled_as: str = ""  # 'foretold', 'plotted': exiled by its owner's special action
    exploited_by: ObjectId | None = None  # sacrificed by that creature's exploit (702.110b)
    x: int = 0  # the spell's X: as it is cast, and as it resolves into a permanent (107.3m)
    attacking: PlayerId | None = None  # put onto the battlefield attacking this player (508.4)
    # or attacking the planeswalker that player controls which the creature it was put in for
    # attacked (ninjutsu, 702.49c); nothing, if that planeswalker has left combat (506.4c)
    attacking_planeswalker: ObjectId | None = None
    kicked: bool = False  # cast kicked, or entering from a kicked spell (702.33d, 400.7d)
    casualty: bool = False  # cast with its casualty cost paid (702.153a)
    replicated: int = 0  # cast with its replicate cost paid this many times (702.56a)
    squad: int = 0  # its squad cost paid this many times, as cast or entering (702.157a)
    conspired: bool = False  # cast with its conspire cost paid (702.78a)
    bought_back: bool = False  # cast with its buyback cost paid (702.27a)
    offspring: bool = False  # its offspring cost paid, or entering from such a spell (702.175a)
    bargained: bool = False  # cast bargained, or entering from such a spell (702.166b)
    alternative_cost: str = ""  # cast for it, or entering from a spell that was (118.9)
    until_leaves: ObjectId | None = None  # exiled until this permanent leaves (610.3)
    exiled_by: ObjectId | None = None  # exiled by this object's ability (607.2a)
    permission: PlayPermission | None = None  # exiled, and playable for a time (601.3)
    face_down: bool = False  # cast face down, or the face-down permanent it becomes (708.4)
    manifested: bool = False  # put onto the battlefield face down by manifest (701.34a)
    prototyped: bool = False  # cast prototyped, or entering as that spell (718.3b)
    cycled: bool = False  # discarded to pay a cycling cost (702.29c)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AbilityActivated(Event):
    """An activated ability is put on the stack (602.2)."""

    ability: ObjectId
    source: ObjectId
    player: PlayerId
    stacked: StackedAbility
    targets: tuple[Target, ...] = ()
    x: int = 0  # announced for {X} in its activation cost (107.3a, 107.3k)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MonarchChanged(Event):
    """A player becomes the monarch; the one before, if any, stops being it (722.3)."""

    player: PlayerId
    was: PlayerId | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class SpellCopied(Event):
    """A copy of a spell is put on the stack, with the choices made for the original (707.10);
    it isn't cast."""

    original: ObjectId
    copy: ObjectId
    controller: PlayerId
    targets: tuple[Target, ...] = ()
    new_targets: bool = False  # its controller chose targets other than the original's
    spells_before: int | None = None  # storm: the spells cast before the original this turn


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TargetsChanged(Event):
    """An effect changes the targets of a spell or ability on the stack (115.7)."""

    obj: ObjectId
    targets: tuple[Target, ...]
    old: tuple[Target, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Resolving(Event):
    """All players passed in succession; the top object of the stack resolves (117.4)."""

    obj: ObjectId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AbilityFinished(Event):
    """An ability leaves the stack after resolving or failing to (608.2n)."""

    obj: ObjectId
    resolved: bool
    countered: bool = False  # 701.5a, rather than for illegal targets (608.2b)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TargetIllegal(Event):
    """A target is no longer legal as its spell or ability resolves (608.2b)."""

    obj: ObjectId
    target: Target
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TokenCreated(Event):
    """A token is put onto the battlefield (701.6a, 111.1)."""

    obj: ObjectId
    card: CardDefinition
    controller: PlayerId
    tapped: bool = False  # "enters tapped" (614.1c–d)
    counters: tuple[tuple[str, int], ...] = ()  # "enters with counters" (614.1c)
    transformed: bool = False  # a copy of a transformed permanent, back face up (707.8a)
    attacking: PlayerId | None = None  # put onto the battlefield attacking this player (508.4)
    attached_to: ObjectId | None = None  # an Aura token created attached (303.4f)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TokenNotCreated(Event):
    """An Aura token that would be created attached to an object it can't enchant, or to no
    object, isn't created (303.4i)."""

    player: PlayerId
    token: str  # the token's name
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unaffected(Event):
    """An instruction doesn't change an object, and the rule that says why (e.g. 702.12b)."""

    obj: ObjectId
    action: str
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ManaAbilityActivated(Event):
    """A mana ability is activated; it resolves at once, without the stack (605.3b)."""

    source: ObjectId
    player: PlayerId
    label: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ManaAdded(Event):
    player: PlayerId
    mana: str
    chosen: bool = False  # the player chooses which of it as it is added
    spend_only: str = ""  # what it may pay for, as its ability says (106.6)
    kept: str = ""  # 'end of turn': until then, it isn't lost as steps and phases end (500.4)
    source: ObjectId | None = None  # the permanent whose ability added it
    tapped_for_mana: bool = False  # by a mana ability with {T} in its cost (106.12)
    pool: str | None = None  # what the player's tracked mana pool holds then; None: untracked


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ManaPaid(Event):
    """Mana taken from a player's tracked pool to pay a total cost (118.3a, 601.2h)."""

    player: PlayerId
    paid_for: str  # the spell or ability, as the ruling names it
    cost: str
    of: str = ""  # what the cost adds up, where several costs make it: '{R} total cost, …'
    parts: tuple[tuple[str, str], ...]  # each symbol of the cost, and what paid it
    spent: tuple[str, ...]  # the mana taken: 'R', 'G'
    left: str  # what the pool holds then (106.4a)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ManaEmptied(Event):
    """Unused mana leaves a tracked pool as a step or phase ends (500.4)."""

    player: PlayerId
    step: Step  # the step ending
    lost: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CeasedToExist(Event):
    obj: ObjectId
    zone: Zone
    ability: bool = False  # an ability on the stack whose controller left the game (800.4a)


class DamageResult(StrEnum):
    """What damage does to what it is dealt to (120.3)."""

    LIFE_LOSS = "life loss"  # 120.3a
    POISON = "poison counters"  # 120.3b
    LOYALTY_LOSS = "loyalty counters removed"  # 120.3c
    DEFENSE_LOSS = "defense counters removed"  # 120.3h
    MINUS_COUNTERS = "-1/-1 counters"  # 120.3d
    MARKED = "marked damage"  # 120.3e
    NONE = "nothing"  # a permanent of another type (120.3)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
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
    unpreventable: bool = False  # "the damage can't be prevented" (615.12)
    # loyalty or defense damage: the counters of that kind there before it, so a ruling says
    # how many it removes — no more than there are
    counters_there: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DamagePrevented(Event):
    source: ObjectId
    source_name: str
    recipient: Target
    amount: int
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LifeChanged(Event):
    player: PlayerId
    amount: int  # positive: gained; negative: lost


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CountersChanged(Event):
    obj: ObjectId
    kind: str
    amount: int  # positive: put on; negative: removed
    by_effect: bool = True  # False: the result of combat damage, not an effect (614.16)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TapChanged(Event):
    obj: ObjectId
    tapped: bool
    enlisted_by: ObjectId | None = None  # tapped to pay this attacker's enlist cost (702.154c)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Attached(Event):
    """Attached to something new, with a new timestamp (701.3c, 613.7e)."""

    obj: ObjectId
    to: ObjectId | PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AlreadyAttached(Event):
    """Attaching something to what it is already attached to does nothing (701.3b)."""

    obj: ObjectId
    to: ObjectId | PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StepSkipped(Event):
    """A step that doesn't happen (614.10): the turn goes on from after it."""

    step: Step
    active: PlayerId
    source: ObjectId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NoHandSizeLimit(Event):
    """A player with more than seven cards discards none in the cleanup step: an effect says
    they have no maximum hand size (402.2). Nothing changes."""

    player: PlayerId
    source: ObjectId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ExtraTurnAdded(Event):
    """A player is given an extra turn, directly after this one (500.7)."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CoinFlipped(Event):
    """A player flips a coin for a spell or ability, and wins or loses the flip (705.2)."""

    player: PlayerId
    source: ObjectId
    won: bool


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DieRolled(Event):
    """A player rolls a die for a spell or ability; what it shows is the result (706.2)."""

    player: PlayerId
    source: ObjectId
    sides: int
    result: int


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Clashed(Event):
    """Who won a clash, by the mana values of the cards revealed (701.23d)."""

    player: PlayerId  # the player who clashed with an opponent
    opponent: PlayerId
    won: bool
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Designated(Event):
    """A permanent becomes monstrous (701.31b) or renowned (702.112b)."""

    obj: ObjectId
    designation: Designation


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Revealed(Event):
    """A player shows a card to all players (701.16a), e.g. as a permanent explores; nothing
    changes."""

    player: PlayerId
    obj: ObjectId
    miracle: bool = False  # revealed as it is drawn, with its miracle ability (702.94a)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class EnergyChanged(Event):
    """A player gets energy counters, or pays them ({E}, 107.14)."""

    player: PlayerId
    amount: int  # positive: gets; negative: pays


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LandPlaysAdded(Event):
    """A player may play more lands this turn (305.2)."""

    player: PlayerId
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Transformed(Event):
    """A permanent turns over to its other face (701.28a); it stays the same object
    (712.18)."""

    obj: ObjectId
    back_face_up: bool  # what it is now: back face up (712.8e), or front face up again
    was: str  # the name of the face that was up


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TotalCostDetermined(Event):
    """A spell's total cost, which static abilities changed (601.2f); nothing is applied."""

    obj: ObjectId
    base: str  # the mana cost or the alternative cost it is cast for
    total: str
    changes: tuple[str, ...]  # each change, worded


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Paired(Event):
    """Two creatures become paired by a soulbond ability (702.95a, b), for as long as both
    remain creatures on the battlefield under `player`'s control."""

    obj: ObjectId
    other: ObjectId
    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unpaired(Event):
    """Two paired creatures stop being paired: one of them left the battlefield, stopped being
    a creature, or came under another player's control (702.95a, 611.2b)."""

    obj: ObjectId
    other: ObjectId
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CityBlessingGotten(Event):
    """A player gets the city's blessing (702.131c)."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class InitiativeTaken(Event):
    """A player takes the initiative; the one who had it, if another, loses it (723.3). Taking
    it again while having it is still taking it (723.5)."""

    player: PlayerId
    was: PlayerId | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class VentureMoved(Event):
    """A player's venture marker moves into a room (701.46): the topmost room of a dungeon
    they just put into the command zone (`entered`, 309.4a), or the next room along an arrow
    (309.5a). The room's ability triggers (309.4c)."""

    player: PlayerId
    dungeon: str
    room: int  # its index in the dungeon's rooms, top first
    room_name: str
    entered: bool = False
    fork: bool = False  # chosen among several arrows (309.5a)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DungeonCompleted(Event):
    """A dungeon card is removed from the game: its owner completes it (309.7)."""

    player: PlayerId
    dungeon: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RingTempted(Event):
    """The Ring tempts a player (701.52): the emblem if they had none, the creature chosen as
    their Ring-bearer (none if they control no creature), the times it has tempted them."""

    player: PlayerId
    times: int
    bearer: ObjectId | None = None
    was: ObjectId | None = None  # their Ring-bearer before, if another


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class SpeedChanged(Event):
    """A player's speed becomes a number (702.179): from none, or increased."""

    player: PlayerId
    speed: int
    was: int | None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DayNightChanged(Event):
    """It becomes day or night (728.1)."""

    becomes: DayNight


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TurnedFaceUp(Event):
    """A face-down permanent is turned face up: its own characteristics are back (708.8)."""

    obj: ObjectId
    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unattached(Event):
    obj: ObjectId
    was: ObjectId | PlayerId | None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unbestowed(Event):
    """A bestowed Aura spell or Aura ceases to be bestowed (702.103e–f): unattached, it is no
    longer an Aura but what its card is."""

    obj: ObjectId
    was: ObjectId | PlayerId | None = None  # what it was attached to


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PoisonGiven(Event):
    """A player gets poison counters: beside the damage's other results (toxic, 702.164c), or
    as a resolving proliferate gives them (701.27a)."""

    player: PlayerId
    amount: int
    source_name: str
    toxic: bool = True


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LibraryOrdered(Event):
    """Cards a player looked at go back on top and on the bottom of their library, each group
    in the order given, top first (701.18a); the library's other cards keep their order.
    `random`: the bottom ones go in a random order, which no one knows — the order given is
    only a listing, and nothing may turn on it (judge/engine/library.py)."""

    player: PlayerId
    top: tuple[ObjectId, ...]
    bottom: tuple[ObjectId, ...]
    random: bool = False


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LookedAtTop(Event):
    """A player has scried or surveilled (701.18d, 701.42d): done, even with too few cards."""

    player: PlayerId
    action: str  # 'scry' or 'surveil'
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PermanentActed(Event):
    """A permanent has explored or connived (701.40b, 701.47b): done, even if some or all of it
    was impossible."""

    obj: ObjectId
    player: PlayerId  # its controller, as it last was if it has left (701.40c, 701.47c)
    action: str  # 'explore' or 'connive'


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LookedAt(Event):
    """A player looks at the top cards of a library, or at a hand (701.16e); nothing
    changes."""

    player: PlayerId
    owner: PlayerId
    cards: tuple[ObjectId, ...]
    hand: bool = False


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ActionRefused(Event):
    """An action of the scenario the rules forbid: it doesn't happen (the scenario expected
    so, `expect: refused`)."""

    action: int  # its place in the scenario's actions, 1 for the first
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LibraryShuffled(Event):
    """A player shuffles their library (701.20a): no player knows its order. The engine keeps
    the cards in the order they were listed, so that a ruling is the same every time."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DrewFromEmptyLibrary(Event):
    player: PlayerId


class LossReason(StrEnum):
    """Why the state-based actions make a player lose (704.5a–c)."""

    LIFE = "has 0 or less life"
    EMPTY_LIBRARY = "drew from an empty library"
    POISON = "has ten or more poison counters"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerLost(Event):
    player: PlayerId
    reasons: tuple[LossReason, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LeftGame(Event):
    """A player who lost leaves a game that goes on without them (800.4a)."""

    player: PlayerId


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameEnded(Event):
    winner: PlayerId | None  # None: a draw


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LoopFound(Event):
    """The game came back to a state it was in through `causes`, one cycle of events that
    would repeat forever (104.4b, judge/engine/loops.py). `stopper`: the player whose optional
    choice in the cycle stops it (729.1b); None: every action in it is mandatory, and the game
    is a draw."""

    stopper: PlayerId | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class EffectBegan(Event):
    """A resolving spell or ability creates a continuous effect (611.2)."""

    effect: ContinuousEffect


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class EffectEnded(Event):
    """A "for as long as" duration is over (611.2b); the effect stops applying."""

    effect: ContinuousEffect


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ChoiceMade(Event):
    """A player's decision, from the scenario or assumed."""

    player: PlayerId
    subject: str
    chosen: tuple[str, ...]
    options: tuple[str, ...] = ()
    # the `choices:` entry that answers it, and its other legal answers; None: they can't be
    # listed (a card name, a creature type) or this decision isn't answered that way
    decision: Decision | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DamageDivided(Event):
    """How a spell or ability on the stack divides its damage (or counters: `noun`) among its
    targets (601.2d): an amount for each of its targets, in their order (0 for a target it
    doesn't divide among)."""

    obj: ObjectId
    player: PlayerId
    targets: tuple[Target, ...]
    division: tuple[int, ...]
    noun: str = "damage"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Triggered(Event):
    """An ability triggers (603.2); it waits to be put on the stack (603.3)."""

    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NotTriggered(Event):
    """An ability whose event happened doesn't trigger, and the rule or words that say why."""

    trigger: PendingTrigger
    detail: str


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class AbilityMissing(Event):
    """A permanent that entered doesn't have its own "enters tapped" or "as this enters"
    ability there, so it doesn't apply (614.12)."""

    obj: ObjectId
    ability: str  # as the ruling words it
    taken_by: tuple[str, ...]  # the other objects' effects that took it


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TriggeredManaAbilityResolves(Event):
    """A triggered mana ability resolves at once, right after the mana ability that made it
    trigger, without the stack (605.4a)."""

    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TriggerPutOnStack(Event):
    """A triggered ability is put on the stack with its targets (603.3, 603.3d)."""

    trigger: PendingTrigger
    targets: tuple[Target, ...] = ()
    # on each player's first one, when several players have triggers waiting: those players
    # in APNAP order, the order their triggers go on the stack (603.3b, 101.4)
    apnap: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TriggerRemoved(Event):
    """A triggered ability that can't be put on the stack, or does nothing (603.3d, 603.4)."""

    trigger: PendingTrigger
    detail: str
    from_stack: bool = False


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DelayedCreated(Event):
    """A resolving spell or ability creates a delayed triggered ability (603.7)."""

    delayed: DelayedTrigger


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StepBegan(Event):
    """A step of a turn begins (500.1)."""

    step: Step
    active: PlayerId
    turn: int
    # the first-strike damage step: the creatures with first or double strike as it began,
    # and those of them with double strike (510.4)
    strikers: tuple[ObjectId, ...] = ()
    double_strikers: tuple[ObjectId, ...] = ()
    extra: bool = False  # the untap step of an extra turn, the next one waiting (500.7)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CleanedUp(Event):
    """514.2: damage is removed and 'until end of turn' effects and shields end."""


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ShieldCreated(Event):
    shield: Shield


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ShieldUsed(Event):
    """A prevention shield prevents damage (615.7) and is used up by that much."""

    shield: Shield
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Regenerated(Event):
    """Instead of being destroyed: damage removed, tapped, removed from combat (701.15a)."""

    obj: ObjectId
    shield: Shield
    in_combat: bool = False  # only an attacking or blocking creature is removed from combat



@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DamageRemoved(Event):
    """The damage marked on a permanent is removed (umbra armor, 702.89a)."""

    obj: ObjectId
    by: str  # what removed it, for the narration


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ControlChanged(Event):
    """A permanent's controller, as the layers give it (613.1b), is a different player now.
    Nothing is applied: it records what the events it follows did, for 302.6 and rulings."""

    obj: ObjectId
    controller: PlayerId
    was: PlayerId








@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StateChecked(Event):
    """State-based actions were checked: the 'since the last check' flags reset (704.5b, h)."""
