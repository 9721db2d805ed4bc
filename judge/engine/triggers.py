"""Triggered abilities (CR 603): what triggers.

Implements 603.2 (an ability triggers when its event happens; replaced or prevented events
trigger nothing, 603.2h, because they never happen), 603.3a (its controller), 603.4 (an
intervening "if" that is false: it doesn't trigger), 603.6a (enters), 603.6c and 603.10a
(leaves-the-battlefield abilities look back in time), 603.7 (delayed triggered abilities),
113.6k (a card's own graveyard trigger). Putting them on the stack is trigger_order.py.
Not modeled: state triggers (603.8), reflexive triggers (603.12).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from operator import is_
from typing import Callable, Iterable, Iterator, NamedTuple

from judge import cr, ids
from judge.cards.phrases import (
    ObjectFilter,
    Scope,
    Selector,
    Who,
)
from judge.cards.vocabulary import (
    ActsTrigger,
    CompletesDungeonTrigger,
    RingTemptsTrigger,
    RoomTrigger,
    AttacksAloneTrigger,
    AttacksTrigger,
    BecomesAttachedTrigger,
    BecomesBlockedTrigger,
    UnblockedTrigger,
    ChapterTrigger,
    MonstrousTrigger,
    BlocksCreatureTrigger,
    CyclesTrigger,
    TurnedFaceUpTrigger,
    TransformsTrigger,
    MadnessTrigger,
    StateTrigger,
    ExploitsTrigger,
    EnlistsTrigger,
    MiracleTrigger,
    LastCounterTrigger,
    BecomesTappedTrigger,
    TappedForManaTrigger,
    BlockedByTrigger,
    CardsTrigger,
    BecomesTargetTrigger,
    BlocksTrigger,
    CastFrom,
    CastTrigger,
    CrimeTrigger,
    LeavesGraveyardTrigger,
    LooksAtTopTrigger,
    SacrificesTrigger,
    CountersTrigger,
    DamageRecipient,
    DealsDamageTrigger,
    DealtDamageTrigger,
    DiesTrigger,
    EntersTrigger,
    GainsLifeTrigger,
    GraveyardTrigger,
    LeavesTrigger,
    LosesLifeTrigger,
    PlayerAttacksTrigger,
    PlaysLandTrigger,
    StepTrigger,
    TriggeredAbility,
    TriggerKind,
)
from judge.cr import Rule
from judge.engine.events import (
    AbilityActivated,
    DungeonCompleted,
    InitiativeTaken,
    RingTempted,
    VentureMoved,
    Attached,
    LookedAtTop,
    ManaAdded,
    PermanentActed,
    SpellCopied,
    TargetsChanged,
    CountersChanged,
    DamageDealt,
    Event,
    LifeChanged,
    Revealed,
    StepBegan,
    TapChanged,
    TurnedFaceUp,
    Transformed,
    Designated,
    TokenCreated,
    TriggerPutOnStack,
    Move,
    ZoneChange,
)
from judge.engine.combat_events import AttackersDeclared, BlockersDeclared
from judge.engine.conditions import holds, whose_matches
from judge.engine.crime import criminal
from judge.engine.layers import Board, Characteristics, compute, matches
from judge.engine.layers.values import with_chosen_type
from judge.engine.taken_abilities import missing, takers
from judge.engine.timing_windows import within
from judge.cards.dungeons import dungeons
from judge.engine.state import (
    GameObject,
    GameState,
    ObjectId,
    PendingTrigger,
    PlayerId,
    StackedAbility,
    Target,
)
from judge.errors import JudgeError
from judge.words import CardType, Designation, Step, Zone

ANY_ZONE = frozenset(Zone)


class Occurrence(NamedTuple):
    """One thing an event did that abilities may trigger on."""

    kind: type[TriggerKind]
    subject: ObjectId | PlayerId | None  # the object or player concerned
    amount: int | None = None
    counter: str | None = None  # the kind of counters put (or whose last one was removed)
    hits: tuple[DamageDealt, ...] = ()  # all the damage one source dealt at once
    becomes_blocked: bool = False  # about the attacker a block was declared against (509.1i)
    by: ObjectId | None = None  # the spell or ability that targeted the subject
    untapped: bool = False  # it became untapped, not tapped
    discarded: bool = False  # the card was discarded, not drawn
    copied: bool = False  # a copy of a spell was put on the stack, not cast (707.10)
    action: str = ""  # the keyword action a player has done: 'scry', 'surveil'
    about: ObjectId | None = None  # the creature dealt damage ("that creature", 603.2c)
    player: PlayerId | None = None  # who did it, where the subject is an object (sacrificed)
    mana: str = ""  # the mana a mana ability produced, tapping its source for mana (106.12a)


@dataclass(frozen=True)
class Seen:
    """An event as one triggered ability sees it: the state it looks at (before the event for
    look-back abilities, 603.10a), the state after it, and the ability's source."""

    state: GameState
    after: GameState
    board: Board
    event: Event
    when: TriggerKind
    source: GameObject
    you: PlayerId
    occurrence: Occurrence


Recognizer = Callable[[Seen], bool]
RECOGNIZERS: dict[type[TriggerKind], Recognizer] = {}


def recognizes(*kinds: type[TriggerKind]) -> Callable[[Recognizer], Recognizer]:
    """Register how an event is recognised as one of these trigger kinds."""
    def register(recognizer: Recognizer) -> Recognizer:
        for kind in kinds:
            RECOGNIZERS[kind] = recognizer
        return recognizer
    return register


def _when_rule(when: TriggerKind) -> tuple[Rule, ...]:
    """The rule that says when such abilities trigger, beyond 603.2 itself."""
    if isinstance(when, CardsTrigger) and when.discards:  # a card discarded, not drawn
        return (cr.DISCARD,)
    if isinstance(when, ActsTrigger):
        return (cr.EXPLORED if when.action == "explore" else cr.CONNIVED,)
    return () if when.RULE is cr.TRIGGERS else (when.RULE,)


def detect(before: GameState, after: GameState, events: Iterable[Event]) -> list[PendingTrigger]:
    """Every ability that triggers on these events, which happened at once (603.2, 603.10)."""
    found: list[PendingTrigger] = []
    declined: list[PendingTrigger] = []  # would have triggered, but don't (told why)
    batch = list(events)
    sources_seen: set[ObjectId | PlayerId | None] = set()
    recipients_seen: set[ObjectId | PlayerId | None] = set()
    for event in batch:
        for occurrence in _occurrences(before, after, event):
            if occurrence.kind is DealsDamageTrigger:
                # 603.2c: one source dealing damage to several recipients at once is one event
                if occurrence.subject in sources_seen:
                    continue
                sources_seen.add(occurrence.subject)
                assert isinstance(event, DamageDealt)
                occurrence = occurrence._replace(hits=tuple(
                    e for e in batch if isinstance(e, DamageDealt) and e.source == event.source))
            elif occurrence.kind is DealtDamageTrigger:
                # 603.2c: one object or player dealt damage by several sources at once (two
                # blockers) is dealt damage once, all of it
                if occurrence.subject in recipients_seen:
                    continue
                recipients_seen.add(occurrence.subject)
                occurrence = occurrence._replace(hits=tuple(
                    e for e in batch if isinstance(e, DamageDealt)
                    and _dealt_to(e) == occurrence.subject))
            state = before if occurrence.kind.LOOKS_BACK else after
            matched = _matching(state, after, event, occurrence, len(found))
            found += [t for t in matched if t.declined is None and _first_of_several(t, found)]
            declined += [t for t in matched if t.declined is not None
                         and _first_of_several(t, declined)]
        found += _monarch(before, after, event, len(found))
        found += _room(after, event, len(found))
        found += _initiative(before, after, event, len(found))
        if isinstance(event, StepBegan):
            found += _delayed(after, event, len(found))
    found += _speed(before, after, batch, len(found))
    found += _initiative_taken(before, after, batch, len(found))
    return found + declined


@cache
def _monarch_draws() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"beginning_of": {"step": "end", "whose": "your"}}, "effects": [{"draw": 1}]})


@cache
def _monarch_taken() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"deals_damage": {"source": "a creature", "to": "a player", "combat": True}},
        "effects": [{"become_monarch": "that player"}]})


def _monarch(before: GameState, after: GameState, event: Event,
             index: int) -> list[PendingTrigger]:
    """722.2: the monarch's inherent triggered abilities, which have no source and are
    controlled by whoever was the monarch as they triggered: a card at the beginning of the
    monarch's end step; a creature's combat damage to the monarch makes its controller the
    monarch ("that player" here)."""
    ability: TriggeredAbility | None = None
    monarch, taker = before.monarch, None
    if isinstance(event, StepBegan) and event.step is Step.END and event.active == monarch:
        ability = _monarch_draws()
    elif isinstance(event, DamageDealt) and event.combat and monarch is not None \
            and event.recipient.player == monarch:
        dealer = compute(before).chars.get(event.source) or before.last_known.get(event.source)
        if dealer is not None and dealer.is_creature:
            ability, taker = _monarch_taken(), dealer.controller
    if ability is None or monarch is None:
        return []
    stacked = StackedAbility(source=ObjectId(ids.MONARCH), source_name="the monarch", number=0,
                             instructions=ability, label="the monarch's triggered ability",
                             triggered=True, triggering_player=taker or monarch)
    return [PendingTrigger(id=trigger_id(after, ObjectId(ids.MONARCH), index),
                           controller=monarch, ability=stacked, causes=(event.seq,),
                           why=(cr.MONARCH_TRIGGERS,))]


@recognizes(RoomTrigger)
def _room_entered(seen: Seen) -> bool:
    """Room abilities are found by `_room`: a dungeon is no object on the battlefield."""
    return False


def _room(after: GameState, event: Event, index: int) -> list[PendingTrigger]:
    """309.4c: the room ability of the room a venture marker moved into, controlled by the
    dungeon's owner; its source is the dungeon card in the command zone."""
    if not isinstance(event, VentureMoved):
        return []
    dungeon = dungeons()[event.dungeon]
    ability = dungeon.rooms[event.room].ability
    assert ability is not None  # a venture never moves into a room not modeled
    source = ObjectId(ids.dungeon(event.player))
    stacked = StackedAbility(source=source, source_name=dungeon.name, number=0,
                             instructions=ability, label=f"{event.room_name}'s room ability",
                             triggered=True, triggering_player=event.player)
    return [PendingTrigger(id=trigger_id(after, source, index), controller=event.player,
                           ability=stacked, causes=(event.seq,), why=(cr.ROOM_ABILITY,))]


@cache
def _initiative_ventures() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"beginning_of": {"step": "upkeep", "whose": "your"}},
        "effects": [{"venture": {"player": "that player", "undercity": True}}]})


@cache
def _initiative_taken_by_damage() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"deals_damage": {"source": "a creature", "to": "a player", "combat": True,
                                  "one_or_more": True}},
        "effects": [{"take_initiative": "that player"}]})


def _initiative_trigger(after: GameState, ability: TriggeredAbility, holder: PlayerId,
                        about: PlayerId, causes: tuple[int, ...], index: int
                        ) -> PendingTrigger:
    """723.2: an inherent triggered ability of the initiative, with no source, controlled by
    the player who had the initiative as it triggered; 'that player' is `about`."""
    source = ObjectId(ids.INITIATIVE)
    stacked = StackedAbility(source=source, source_name="the initiative", number=0,
                             instructions=ability, label="the initiative's triggered ability",
                             triggered=True, triggering_player=about)
    return PendingTrigger(id=trigger_id(after, source, index), controller=holder,
                          ability=stacked, causes=causes, why=(cr.INITIATIVE_TRIGGERS,))


def _initiative(before: GameState, after: GameState, event: Event,
                index: int) -> list[PendingTrigger]:
    """723.2: at the beginning of the upkeep of the player who has the initiative, they
    venture into Undercity; whenever a player takes the initiative (even one who had it,
    723.5), they venture into Undercity."""
    holder = before.initiative
    if isinstance(event, StepBegan) and event.step is Step.UPKEEP and holder is not None \
            and event.active == holder:
        return [_initiative_trigger(after, _initiative_ventures(), holder, holder,
                                    (event.seq,), index)]
    if isinstance(event, InitiativeTaken):
        return [_initiative_trigger(after, _initiative_ventures(), event.player, event.player,
                                    (event.seq,), index)]
    return []


def _initiative_taken(before: GameState, after: GameState, batch: list[Event],
                      index: int) -> list[PendingTrigger]:
    """723.2: whenever one or more creatures a player controls deal combat damage to the
    player who has the initiative, that controller takes the initiative: once for each such
    player, for all the damage dealt at once."""
    holder = before.initiative
    if holder is None:
        return []
    dealt: dict[PlayerId, list[int]] = {}
    for e in batch:
        if isinstance(e, DamageDealt) and e.combat and e.amount > 0 \
                and e.recipient.player == holder:
            dealer = compute(before).chars.get(e.source) or before.last_known.get(e.source)
            if dealer is not None and dealer.is_creature:
                dealt.setdefault(dealer.controller, []).append(e.seq)
    return [_initiative_trigger(after, _initiative_taken_by_damage(), holder, player,
                                tuple(seqs), index + n)
            for n, (player, seqs) in enumerate(dealt.items())]


@cache
def _speed_rises() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"loses_life": {"player": "an opponent"}}, "if": "your speed is less than 4",
        "once_each_turn": True, "effects": [{"increase_speed": 1}]})


def _speed(before: GameState, after: GameState, batch: list[Event],
           index: int) -> list[PendingTrigger]:
    """702.179d: the inherent triggered ability of a player with speed, which has no source:
    one or more opponents losing life during their turn raises it (once each turn, below 4)."""
    active = before.active
    speed = before.player(active).speed if active is not None else None
    if active is None or speed is None or speed >= 4:  # its intervening "if" (603.4)
        return []
    opponents = set(before.opponents(active))
    lost = [e.seq for e in batch if (isinstance(e, LifeChanged) and e.amount < 0
                                      and e.player in opponents)
            or (isinstance(e, DamageDealt) and not e.infect and e.amount > 0
                and e.recipient.player in opponents)]
    if not lost:
        return []
    stacked = StackedAbility(source=ObjectId(ids.SPEED), source_name=f"{active}'s speed",
                             number=0, instructions=_speed_rises(),
                             label=f"{active}'s speed's triggered ability", triggered=True,
                             condition=_speed_rises().condition, triggering_player=active)
    return [PendingTrigger(id=trigger_id(after, ObjectId(ids.SPEED), index), controller=active,
                           ability=stacked, causes=tuple(lost), why=(cr.SPEED_TRIGGER,))]


def _first_of_several(trigger: PendingTrigger, found: list[PendingTrigger]) -> bool:
    """'Whenever one or more creatures … deal damage to a player' triggers once for each player
    dealt damage at once, not once for each creature."""
    ability = trigger.ability
    when = ability.instructions.when if isinstance(ability.instructions, TriggeredAbility) \
        else None
    # one or more cards leaving a graveyard or discarded at once; damage: once for each
    # player dealt it
    per_player = isinstance(when, DealsDamageTrigger) and when.one_or_more
    discarded = isinstance(when, CardsTrigger) and when.one_or_more  # cards discarded at once
    # "whenever one or more creatures you control die": all that die at once, one event (603.2c)
    batched = isinstance(when, (EntersTrigger, DiesTrigger, SacrificesTrigger,
                                GraveyardTrigger)) and when.one_or_more
    if not (per_player or discarded or batched or isinstance(when, LeavesGraveyardTrigger)):
        return True
    return not any(t.ability.source == ability.source
                   and t.ability.instructions is ability.instructions
                   and (not per_player or t.ability.triggering_player
                        == ability.triggering_player) for t in found)


def _last_counters_dealt(before: GameState, after: GameState, oid: ObjectId | None
                         ) -> Iterable[Occurrence]:
    """120.3c, 120.3h: damage to a planeswalker or a battle removes its loyalty or defense
    counters, the last of them too."""
    was = before.objects.get(oid) if oid is not None else None
    now = after.objects.get(oid) if oid is not None else None
    if was is None or now is None:  # a player dealt damage; a permanent gone since
        return
    for kind in ("loyalty", "defense"):
        if was.counters.get(kind) > 0 and now.counters.get(kind) == 0:
            yield Occurrence(LastCounterTrigger, now.id, counter=kind)


def _occurrences(before: GameState, after: GameState, e: Event) -> Iterable[Occurrence]:
    """What one event did, as the trigger kinds it can satisfy."""
    if isinstance(e, ZoneChange):
        if e.destination is Zone.BATTLEFIELD:
            yield Occurrence(EntersTrigger, e.new_id)
            if e.move is Move.PLAYED:  # 305.1: about the player who played it
                yield Occurrence(PlaysLandTrigger, e.controller)
            if e.attached_to is not None:  # an Aura entering attached (303.4)
                yield Occurrence(BecomesAttachedTrigger, e.new_id, about=_an_object(
                    after, e.attached_to))
            for kind, n in e.counters:
                yield Occurrence(CountersTrigger, e.new_id, n, kind)  # 122.6
                if kind == "lore":  # a Saga's chapter I as it enters (714.3a)
                    yield Occurrence(ChapterTrigger, e.new_id, n)
        if e.origin is Zone.GRAVEYARD:
            yield Occurrence(LeavesGraveyardTrigger, e.obj)
        if e.origin is Zone.BATTLEFIELD:
            yield Occurrence(LeavesTrigger, e.obj)
            if e.move is Move.SACRIFICED:  # 701.17a: by its controller, as it last existed
                lki = e.last_known
                yield Occurrence(SacrificesTrigger, e.obj,
                                 player=lki.controller if lki is not None else None)
            if e.destination is Zone.GRAVEYARD:
                yield Occurrence(DiesTrigger, e.obj)
        if e.destination is Zone.GRAVEYARD:
            yield Occurrence(GraveyardTrigger, e.new_id)
        if e.move in (Move.DRAWN, Move.DISCARDED):  # 121.2: one card, one event
            yield Occurrence(CardsTrigger, e.controller, discarded=e.move is Move.DISCARDED)
        if e.exploited_by is not None:  # 702.110b: about the creature that exploited
            yield Occurrence(ExploitsTrigger, e.exploited_by)
        if e.madness:  # 702.35a: the card's own trigger, from exile
            yield Occurrence(MadnessTrigger, e.new_id)
        if e.cycled:  # 702.29c: the card, wherever it went, and whoever cycled it
            yield Occurrence(CyclesTrigger, e.controller, by=e.new_id)
        if e.move is Move.CAST:
            yield Occurrence(CastTrigger, e.new_id)
            yield from _targeted(e.targets, e.new_id)
            yield from _crime(after, e)
    elif isinstance(e, SpellCopied):
        yield Occurrence(CastTrigger, e.copy, copied=True)
    elif isinstance(e, TargetsChanged):  # what it targets now becomes its target (115.7)
        yield from _targeted([t for t in e.targets if t not in e.old], e.obj)
    elif isinstance(e, LookedAtTop):
        yield Occurrence(LooksAtTopTrigger, e.player, action=e.action)
    elif isinstance(e, Attached):  # 701.3a: "that creature" is what it is attached to
        yield Occurrence(BecomesAttachedTrigger, e.obj, about=_an_object(after, e.to))
    elif isinstance(e, PermanentActed):  # 701.40b, 701.47b
        yield Occurrence(ActsTrigger, e.obj, action=e.action, player=e.player)
    elif isinstance(e, TokenCreated):
        yield Occurrence(EntersTrigger, e.obj)
        if e.attached_to is not None:  # an Aura token created attached (303.4f)
            yield Occurrence(BecomesAttachedTrigger, e.obj, about=_an_object(
                after, e.attached_to))
        for kind, n in e.counters:
            yield Occurrence(CountersTrigger, e.obj, n, kind)  # 122.6
    elif isinstance(e, StepBegan):
        yield Occurrence(StepTrigger, None)
    elif isinstance(e, DamageDealt):
        yield Occurrence(DealsDamageTrigger, e.source, e.amount)
        yield Occurrence(DealtDamageTrigger, _dealt_to(e), e.amount)
        if e.recipient.object is None and not e.infect:
            yield Occurrence(LosesLifeTrigger, e.recipient.player, e.amount)  # 120.3a
        yield from _last_counters_dealt(before, after, e.recipient.object)
    elif isinstance(e, LifeChanged):
        yield Occurrence(GainsLifeTrigger if e.amount > 0 else LosesLifeTrigger, e.player,
                         abs(e.amount))
    elif isinstance(e, RingTempted):  # 701.52d
        yield Occurrence(RingTemptsTrigger, e.player)
    elif isinstance(e, DungeonCompleted):  # 309.7
        yield Occurrence(CompletesDungeonTrigger, e.player)
    elif isinstance(e, CountersChanged) and e.amount < 0:
        now = after.objects.get(e.obj)
        if now is not None and now.counters.get(e.kind) == 0:
            yield Occurrence(LastCounterTrigger, e.obj, counter=e.kind)
    elif isinstance(e, CountersChanged) and e.amount > 0:
        yield Occurrence(CountersTrigger, e.obj, e.amount, e.kind)
        if e.kind == "lore":
            yield Occurrence(ChapterTrigger, e.obj, e.amount)
    elif isinstance(e, AbilityActivated):
        yield from _targeted(e.targets, e.ability)
        yield from _crime(after, e)
    elif isinstance(e, TriggerPutOnStack):
        yield from _targeted(e.targets, e.trigger.id)
        yield from _crime(after, e)
    elif isinstance(e, Revealed) and e.miracle:  # 702.94a: the card's own, from the hand
        yield Occurrence(MiracleTrigger, e.obj)
    elif isinstance(e, ManaAdded) and e.tapped_for_mana and e.source is not None:
        yield Occurrence(TappedForManaTrigger, e.source, player=e.player, mana=e.mana)
    elif isinstance(e, TapChanged):
        yield Occurrence(BecomesTappedTrigger, e.obj, untapped=not e.tapped)
        if e.enlisted_by is not None:  # 702.154a: about the attacker; "that creature" tapped
            yield Occurrence(EnlistsTrigger, e.enlisted_by, about=e.obj)
    elif isinstance(e, TurnedFaceUp):
        yield Occurrence(TurnedFaceUpTrigger, e.obj)
    elif isinstance(e, Transformed):
        yield Occurrence(TransformsTrigger, e.obj)
    elif isinstance(e, Designated) and e.designation is Designation.MONSTROUS:
        yield Occurrence(MonstrousTrigger, e.obj)
    elif isinstance(e, AttackersDeclared):
        if e.attackers:  # 508.3d: the attacking player is the controller of the attackers
            first = before.objects.get(e.attackers[0][0]) or after.objects.get(
                e.attackers[0][0])
            if first is not None:
                yield Occurrence(PlayerAttacksTrigger, first.controller)
        for attacker, _ in e.attackers:
            yield Occurrence(AttacksTrigger, attacker)  # 508.1m
        if len(e.attackers) == 1:
            yield Occurrence(AttacksAloneTrigger, e.attackers[0][0])  # 506.5
    elif isinstance(e, BlockersDeclared):
        for blocker in dict.fromkeys(b for b, _ in e.blocks):
            yield Occurrence(BlocksTrigger, blocker)  # 509.3a: once per blocking creature
        for attacker in dict.fromkeys(a for _, a in e.blocks):
            yield Occurrence(BlocksTrigger, attacker, becomes_blocked=True)  # 509.3c
            yield Occurrence(BecomesBlockedTrigger, attacker)
        for blocker, attacker in e.blocks:  # 509.3d: once for each blocker
            yield Occurrence(BlockedByTrigger, attacker, by=blocker)
            yield Occurrence(BlocksCreatureTrigger, blocker, by=attacker)  # 509.3b
        blocked = {a for _, a in e.blocks}
        for attacker, _ in after.attackers:  # 509.3g: none was declared as a blocker for it
            if attacker not in blocked:
                yield Occurrence(UnblockedTrigger, attacker)


def _an_object(state: GameState, oid: ObjectId | PlayerId) -> ObjectId | None:
    """The object an Aura is attached to; None for a player."""
    return ObjectId(oid) if oid in state.objects else None


def _dealt_to(e: DamageDealt) -> ObjectId | PlayerId | None:
    """The object or player the damage was dealt to."""
    return e.recipient.object if e.recipient.object is not None else e.recipient.player


def _crime(after: GameState, e: Event) -> Iterator[Occurrence]:
    """700.13: its controller commits a crime if it targets an opponent, a permanent, spell or
    ability an opponent controls, or a card in an opponent's graveyard."""
    player = criminal(after, e)
    if player is not None:
        yield Occurrence(CrimeTrigger, player)


def _targeted(targets: Iterable[Target], by: ObjectId) -> Iterator[Occurrence]:
    """Each object a spell or ability targets as it is put on the stack (115.1), once."""
    for oid in dict.fromkeys(t.object for t in targets if t.object is not None):
        yield Occurrence(BecomesTargetTrigger, oid, by=by)


def _matching(state: GameState, after: GameState, event: Event, occurrence: Occurrence,
              already: int) -> list[PendingTrigger]:
    """The abilities that trigger on the occurrence, and those that would but don't (their
    `declined` says why): an intervening "if" that is false (603.4), an ability its source
    doesn't have as the event is checked (603.10)."""
    board = compute(state)
    found: list[PendingTrigger] = []
    for source, chars, ability, from_graveyard in _watching(state, board, occurrence):
        found += _triggering(state, after, board, event, occurrence, source, chars, ability,
                             from_graveyard, already + len(found))
    for source, chars, ability in _taken(state, board):
        missing = _triggering(state, after, board, event, occurrence, source, chars, ability,
                              False, already + len(found))
        taken_by = takers(state, source.id) if missing else ()
        if taken_by:
            rule = cr.LOOK_BACK if occurrence.kind.LOOKS_BACK else cr.TRIGGER_CHECKED_AFTER
            found += [replace(t, declined=(rule, f"{chars.name} doesn't have that ability "
                                                 f"({'; '.join(taken_by)})")) for t in missing]
    return found


def would_have_died(state: GameState, event: ZoneChange) -> list[PendingTrigger]:
    """The "dies" abilities that would have triggered had the object been put into a graveyard
    from the battlefield, as `event` would have: the event was replaced and never happened
    (614.6), so they don't trigger."""
    return [t for t in _matching(state, state, event, Occurrence(DiesTrigger, event.obj), 0)
            if t.declined is None]


def _taken(state: GameState, board: Board
           ) -> Iterator[tuple[GameObject, Characteristics, TriggeredAbility]]:
    """Permanents' own triggered abilities that other effects took from them."""
    for oid, ability in missing(state):
        if isinstance(ability, TriggeredAbility) and ability.functions_in == "battlefield":
            yield state.objects[oid], board.chars[oid], ability


def _triggering(state: GameState, after: GameState, board: Board, event: Event,
                occurrence: Occurrence, source: GameObject, chars: Characteristics,
                ability: TriggeredAbility, from_graveyard: bool,
                already: int) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    kind = occurrence.kind
    when = ability.when
    if type(when) is not kind or (occurrence.becomes_blocked and not (
            isinstance(when, BlocksTrigger) and when.or_becomes_blocked)):
        return found
    seen = Seen(state, after, board, event, when, source, chars.controller, occurrence)
    if not RECOGNIZERS[kind](seen):
        return found
    for one in _each_occurrence(when, occurrence):
        if isinstance(when, DealsDamageTrigger):
            dealt = _damage_dealt(when, one, board, chars.controller)
            if not dealt:
                continue
            one = one._replace(amount=dealt)
        if isinstance(when, DealtDamageTrigger):  # all of it, or its combat part
            dealt = sum(h.amount for h in one.hits
                        if when.combat is None or h.combat == when.combat)
            if not dealt:
                continue
            one = one._replace(amount=dealt)
        spell_x = event.x if isinstance(event, ZoneChange) and event.new_id == source.id \
            else 0  # 107.3m: its own enters ability reads the X of the spell it was
        why = (cr.FROM_ANYWHERE,) if from_graveyard and kind in (
            GraveyardTrigger, CastTrigger) else _when_rule(when)
        if isinstance(when, DealtDamageTrigger) and len(one.hits) > 1 or isinstance(
                when, CountersTrigger) and when.each and (occurrence.amount or 0) > 1:
            # damage from several sources at once: one event; several counters: several
            why = (*why, cr.ONE_EVENT)
        if ability.functions_in == "graveyard":  # it works only there (113.6m)
            why = (*why, cr.FUNCTIONS_IN_ZONE)
        if ability.KEYWORD_RULE is not None:  # prowess, undying …: the keyword that means it
            why = tuple(dict.fromkeys((ability.KEYWORD_RULE, *why)))
        pending = _pending(after, source.id, chars, ability, event, one,
                           already + len(found), why)
        if any(ability is made() for made in _RING_ABILITIES):
            pending = _from_the_ring(after, pending, already + len(found))
        if ability.condition and not holds(after, ability.condition, chars.controller,
                                           source.id, _subject_id(one),
                                           _event_player(after, one), spell_x):
            # 603.4: an intervening "if" that is false as the event happens
            pending = replace(pending, declined=(cr.INTERVENING_IF, (
                f"its condition, {ability.condition.text}, is false as the event happens")))
        found.append(pending)
    return found


@cache
def _ring_loots() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"attacks": "this"}, "effects": [{"draw": 1}, {"discard": 1}]})


@cache
def _ring_sacrifices_blocker() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"blocked_by": {"what": "this"}},
        "effects": [{"delayed": {"at": "end of combat", "effects": [
            {"sacrifice_it": {"what": "that creature", "by_its_controller": True}}]}}]})


@cache
def _ring_drains() -> TriggeredAbility:
    return TriggeredAbility.model_validate({
        "when": {"deals_damage": {"source": "this", "to": "a player", "combat": True}},
        "effects": [{"lose_life": {"amount": 3, "player": "each opponent"}}]})


# 701.52c: the Ring emblem's triggered abilities, about its owner's Ring-bearer ("this" here):
# the first once the Ring has tempted them twice, the second three times, the third four
_RING_ABILITIES = (_ring_loots, _ring_sacrifices_blocker, _ring_drains)


def _from_the_ring(after: GameState, pending: PendingTrigger, index: int) -> PendingTrigger:
    """The Ring emblem, not its Ring-bearer, is the source of its abilities (701.52c)."""
    source = ObjectId(ids.ring(pending.controller))
    stacked = replace(pending.ability, source=source, source_name="The Ring",
                      label="the Ring emblem's triggered ability")
    return replace(pending, id=trigger_id(after, source, index), ability=stacked,
                   why=(cr.RING_EMBLEM, *pending.why))


def _each_occurrence(when: TriggerKind, occurrence: Occurrence) -> list[Occurrence]:
    """603.2c: damage dealt to each creature at once is an occurrence of its own for "deals
    damage to a creature", about that creature, and each counter put for "a counter is put
    on"; any other event, the one occurrence."""
    if isinstance(when, DealsDamageTrigger) and when.to is DamageRecipient.CREATURE:
        return [occurrence._replace(hits=(hit,), about=hit.recipient.object)
                for hit in occurrence.hits if hit.recipient.object is not None]
    if isinstance(when, CountersTrigger) and when.each:  # "a counter is put on": each counter
        return [occurrence._replace(amount=1)] * max(occurrence.amount or 1, 1)
    return [occurrence]


def _watching(state: GameState, board: Board, occurrence: Occurrence
              ) -> Iterator[tuple[GameObject, Characteristics, TriggeredAbility, bool]]:
    """Triggered abilities that can see the event: those of permanents, and an object's own
    trigger that works where the object is (113.6k: "when this is put into a graveyard from
    anywhere", "when you cast this spell"; 702.29c: "when you cycle this card")."""
    for source in state.in_play_order():
        for ability in board.chars[source.id].abilities:
            if isinstance(ability, TriggeredAbility) and ability.functions_in == "battlefield":
                yield source, board.chars[source.id], ability, False
    for player in state.players:  # 701.52c: the Ring emblem's, about its owner's Ring-bearer
        bearer = player.ring_bearer
        chars = board.chars.get(bearer) if bearer is not None else None
        if bearer is not None and chars is not None and chars.controller == player.id \
                and state.objects[bearer].zone is Zone.BATTLEFIELD:
            for ability in _RING_ABILITIES[:max(player.ring_tempted - 1, 0)]:
                yield state.objects[bearer], chars, ability(), False
    for player in state.players:  # 113.6m: an ability that returns its card from there
        for oid, chars, ability in _working_in(player.id, Zone.GRAVEYARD, player.graveyard,
                                               board):
            yield state.objects[oid], chars, ability, True
    for player in state.players:  # 702.62a: a suspended card's abilities work in exile
        for oid, chars, ability in _working_in(player.id, Zone.EXILE, player.exile, board):
            yield state.objects[oid], chars, ability, True
    itself = _itself(occurrence)
    obj = state.objects.get(itself) if itself is not None else None
    if obj is None or obj.zone is Zone.BATTLEFIELD or obj.id not in board.chars:
        return
    chars = board.chars[obj.id]
    for ability in chars.abilities:
        if isinstance(ability, TriggeredAbility) and type(ability.when) is occurrence.kind \
                and _about_itself(ability.when):
            yield obj, chars, ability, True


_Working = list[tuple[ObjectId, Characteristics, TriggeredAbility]]
# for each player's graveyard and exile, the last cards looked at, their characteristics then,
# and the triggered abilities found working there
_WORKING: dict[tuple[PlayerId, Zone], tuple[tuple[ObjectId, ...], tuple[object, ...],
                                             _Working]] = {}


def _working_in(player: PlayerId, zone: Zone, cards: tuple[ObjectId, ...],
                board: Board) -> _Working:
    """The triggered abilities of the cards in a graveyard (113.6m) or exile (702.62a) that
    work there; looked for only in cards after those last looked at, while these stay the
    same with the same characteristics (cards off the battlefield keep theirs: judge/engine/
    layers/inert.py), not in every card for every event of a long game."""
    chars = tuple(map(board.chars.get, cards))
    kept = _WORKING.get((player, zone))
    same = 0
    if kept is not None and cards[:len(kept[0])] == kept[0] \
            and all(map(is_, kept[1], chars)):
        same = len(kept[0])
        if same == len(cards):
            return kept[2]
    found = (kept[2] if kept is not None and same else []) + [
        (oid, c, ability) for oid, c in zip(cards[same:], chars[same:]) if c is not None
        for ability in c.abilities if isinstance(ability, TriggeredAbility)
        and (ability.functions_in == "graveyard" if zone is Zone.GRAVEYARD
             else ability.WORKS_IN_EXILE)]
    _WORKING[(player, zone)] = (cards, chars, found)
    return found


def _itself(occurrence: Occurrence) -> ObjectId | None:
    """The object off the battlefield whose own ability may see this event."""
    if occurrence.kind in (CastTrigger, GraveyardTrigger, MadnessTrigger, MiracleTrigger):
        return _subject_id(occurrence)  # the spell cast; the card put into a graveyard
    if occurrence.kind is CyclesTrigger:
        return occurrence.by  # the card cycled, where it went
    return None


def _about_itself(when: TriggerKind) -> bool:
    if isinstance(when, CastTrigger):
        return when.this_spell
    if isinstance(when, CyclesTrigger):
        return when.this_card
    if isinstance(when, (MadnessTrigger, MiracleTrigger)):
        return True
    return isinstance(when, GraveyardTrigger) and when.what.scope is Scope.SELF


@recognizes(StepTrigger)
def _step(seen: Seen) -> bool:
    when, event = seen.when, seen.event
    assert isinstance(when, StepTrigger) and isinstance(event, StepBegan)
    if when.step is not event.step:
        return False
    if when.of_enchanted:  # an Aura's: the enchanted player, or the permanent's controller
        host = seen.source.attached_to
        if host is None:
            return False
        chars = seen.board.chars.get(ObjectId(host))
        owner = chars.controller if chars is not None else host
        return event.active == owner
    return when.whose is Who.ANY or (when.whose is Who.YOU) == (event.active == seen.you)


@recognizes(BlockedByTrigger, BlocksCreatureTrigger)
def _blocked_or_blocking(seen: Seen) -> bool:
    """509.3b, 509.3d, 509.3f: the other creature — the blocker, or the attacker blocked —
    has the quality as blockers are declared."""
    when, other = seen.when, seen.occurrence.by
    assert isinstance(when, (BlockedByTrigger, BlocksCreatureTrigger))
    if other is None or not _subject_matches(seen, when.what):
        return False
    quality = when.by if isinstance(when, BlockedByTrigger) else when.creature
    chars = seen.board.chars.get(other)
    return quality is None or (chars is not None and matches(
        chars, quality, seen.you, seen.source.id, seen.state.objects[other]))


@recognizes(CardsTrigger)
def _cards(seen: Seen) -> bool:
    when = seen.when
    assert isinstance(when, CardsTrigger)
    if when.nth is not None and (seen.occurrence.subject is None or seen.after.player(
            PlayerId(seen.occurrence.subject)).drawn_this_turn != when.nth):
        return False
    return when.discards == seen.occurrence.discarded and whose_matches(
        when.player, seen.occurrence.subject, seen.you) and (
            when.card is None or _discarded_is(seen, when.card))


def _discarded_is(seen: Seen, kind: ObjectFilter) -> bool:
    """Whether the card discarded is of that kind, seen where it went; a card put into a hidden
    zone instead has no characteristics to see (701.8c)."""
    event = seen.event
    if not isinstance(event, ZoneChange) or event.destination not in (Zone.GRAVEYARD,
                                                                      Zone.EXILE):
        return False
    board = compute(seen.after)
    chars, card = board.chars.get(event.new_id), seen.after.objects.get(event.new_id)
    return chars is not None and card is not None and matches(
        chars, replace(kind, zones=ANY_ZONE), seen.you, seen.source.id, card)


@recognizes(ChapterTrigger)
def _chapter(seen: Seen) -> bool:
    """714.2b: this Saga's lore counters went from fewer than N to at least N."""
    when = seen.when
    assert isinstance(when, ChapterTrigger)
    saga = seen.after.objects.get(seen.source.id)
    if saga is None or seen.occurrence.subject != saga.id:
        return False
    now = saga.counters.get("lore")
    return now - (seen.occurrence.amount or 0) < when.number <= now


@recognizes(CyclesTrigger)
def _cycles(seen: Seen) -> bool:
    """702.29c: 'when you cycle this card' is the cycled card's own; 'whenever a player
    cycles a card' is a permanent's."""
    assert isinstance(seen.when, CyclesTrigger)
    if seen.when.this_card:
        return seen.source.id == seen.occurrence.by
    return whose_matches(seen.when.player, seen.occurrence.subject, seen.you)


@recognizes(StateTrigger)
def _state(seen: Seen) -> bool:
    """603.8: a state trigger sees the game's state, never an event (state_triggered)."""
    return False


@recognizes(LastCounterTrigger)
def _last_counter(seen: Seen) -> bool:
    assert isinstance(seen.when, LastCounterTrigger)
    return seen.occurrence.counter == seen.when.counter and _subject_matches(seen, seen.when.what)


@recognizes(MadnessTrigger, MiracleTrigger)
def _madness(seen: Seen) -> bool:
    """702.35a, 702.94a: the exiled or revealed card's own ability, about itself."""
    return seen.source.id == seen.occurrence.subject


@recognizes(PlayerAttacksTrigger)
def _player_attacks(seen: Seen) -> bool:
    assert isinstance(seen.when, PlayerAttacksTrigger)
    return whose_matches(seen.when.player, seen.occurrence.subject, seen.you) \
        and len(seen.after.attackers) >= seen.when.at_least


@recognizes(TappedForManaTrigger)
def _tapped_for_mana(seen: Seen) -> bool:
    assert isinstance(seen.when, TappedForManaTrigger)
    return _subject_matches(seen, seen.when.what)


@recognizes(BecomesTappedTrigger)
def _becomes_tapped(seen: Seen) -> bool:
    assert isinstance(seen.when, BecomesTappedTrigger)
    return seen.when.untapped == seen.occurrence.untapped and _subject_matches(seen,
                                                                               seen.when.what)


@recognizes(GainsLifeTrigger, LosesLifeTrigger, CrimeTrigger, PlaysLandTrigger,
            RingTemptsTrigger, CompletesDungeonTrigger)
def _life(seen: Seen) -> bool:
    """Whether the player it happened to is the one the ability watches."""
    assert isinstance(seen.when, (GainsLifeTrigger, LosesLifeTrigger, CrimeTrigger,
                                  PlaysLandTrigger, RingTemptsTrigger, CompletesDungeonTrigger))
    return whose_matches(seen.when.player, seen.occurrence.subject, seen.you)


@recognizes(CastTrigger)
def _cast(seen: Seen) -> bool:
    when, subject = seen.when, _subject_id(seen.occurrence)
    assert isinstance(when, CastTrigger) and subject is not None  # the spell cast (e.new_id)
    if seen.occurrence.copied and not when.or_copies:  # a copy isn't cast (707.10)
        return False
    if when.this_spell:  # the spell's own "when you cast this spell"
        return subject == seen.source.id
    spell = seen.after.objects.get(subject)
    # "a creature spell"; "of the chosen type": the type chosen as this entered (614.1c)
    on_the_stack = with_chosen_type(replace(when.spell, zones=frozenset({Zone.STACK})),
                                    seen.source.chosen_type)
    spell_chars = compute(seen.after).chars.get(subject)
    if when.targets_this and (spell is None or all(t.object != seen.source.id
                                                   for t in spell.targets)):
        return False
    if when.targets_a is not None and (spell is None or not _targets_a(seen, spell,
                                                                       when.targets_a)):
        return False
    if when.targets_only and (spell is None or not _one_target(spell)):
        return False
    if when.not_from_hand and (spell is None or spell.cast_from is Zone.HAND):
        return False
    if when.on_opponents_turn and (spell is None or seen.after.active == spell.controller):
        return False
    if when.on_their_turn and (spell is None or seen.after.active != spell.controller):
        return False
    if when.during is not None and not within(seen.after, seen.you, when.during):
        return False  # "during your turn": the turn of this ability's controller
    if when.cast_from is not None and (spell is None or not _cast_from(spell, when.cast_from)):
        return False
    if when.chosen_color and (spell_chars is None or seen.source.chosen_color is None
                              or seen.source.chosen_color not in spell_chars.colors):
        return False  # none chosen: no spell is of the chosen color
    if spell is None or spell_chars is None or not whose_matches(
            when.player, spell.controller, seen.you):
        return False
    either = [on_the_stack] + ([] if when.or_spell is None else [
        replace(when.or_spell, zones=frozenset({Zone.STACK}))])
    if not any(matches(spell_chars, f, seen.you, seen.source.id, spell) for f in either):
        return False
    if when.not_first and _nth(seen, spell, on_the_stack) == 1:  # the first of its kind
        return False
    return when.nth is None or _nth(seen, spell, on_the_stack) == when.nth


_CAST_ZONES = {CastFrom.THEIR_HAND: Zone.HAND, CastFrom.THEIR_GRAVEYARD: Zone.GRAVEYARD,
               CastFrom.A_GRAVEYARD: Zone.GRAVEYARD, CastFrom.THEIR_LIBRARY: Zone.LIBRARY,
               CastFrom.EXILE: Zone.EXILE}


def _cast_from(spell: GameObject, where: CastFrom) -> bool:
    """Whether the spell was cast from that zone (601.2a); "their hand": the caster's own, as
    a card in a hand, library or graveyard is in its owner's (400.3)."""
    if spell.cast_from is not _CAST_ZONES[where]:
        return False
    return not where.value.startswith("their ") or spell.owner == spell.controller


def _one_target(spell: GameObject) -> bool:
    """'A spell that targets only …': it targets one object, however many of its targets
    name it (601.2c), and no player."""
    chosen = {t.object or t.player for t in spell.targets}
    return len(chosen) == 1 and spell.targets[0].object is not None


def _targets_a(seen: Seen, spell: GameObject, kind: ObjectFilter) -> bool:
    """Whether one of the spell's targets, as it was cast, is an object of that kind."""
    board = compute(seen.after)
    return any(t.object is not None and t.object in board.chars
               and matches(board.chars[t.object], kind, seen.you, seen.source.id,
                           seen.after.objects[t.object])
               for t in spell.targets)


def _nth(seen: Seen, spell: GameObject, kind: ObjectFilter) -> int:
    """Which of its caster's spells of this kind this turn the spell is ("your second spell",
    "your first instant or sorcery spell"). Spells cast before the scenario began are counted
    but of no known kind: where the answer turns on their kind, the ruling can't be made."""
    player = seen.after.player(spell.controller)
    if replace(kind, text="") == ObjectFilter(zones=frozenset({Zone.STACK})):  # any spell
        return player.cast_this_turn
    known = sum(1 for c in player.spells_this_turn
                if matches(c.chars, kind, player.id, seen.source.id, c.spell))
    if player.cast_this_turn > len(player.spells_this_turn):
        raise JudgeError(f"which of {player.id}'s spells of that kind this is turns on the "
                         "spells they cast this turn before the scenario began, whose kind "
                         "isn't known: cast them in the scenario's actions instead of counting "
                         "them in cast_this_turn")
    return known


@recognizes(DealsDamageTrigger)
def _deals_damage(seen: Seen) -> bool:
    assert isinstance(seen.when, DealsDamageTrigger)
    return _subject_matches(seen, seen.when.source)


@recognizes(BecomesTargetTrigger)
def _becomes_target(seen: Seen) -> bool:
    when, by = seen.when, seen.occurrence.by
    assert isinstance(when, BecomesTargetTrigger) and by is not None
    spell = seen.after.objects.get(by)
    if spell is None or when.spells_only and spell.ability is not None:  # not an ability's
        return False
    return whose_matches(when.by, spell.controller, seen.you) \
        and _subject_matches(seen, when.what)


@recognizes(CountersTrigger)
def _counters(seen: Seen) -> bool:
    when = seen.when
    assert isinstance(when, CountersTrigger)
    if when.counter and seen.occurrence.counter != when.counter:
        return False
    return _subject_matches(seen, when.on)


def _others_attacking(seen: Seen, kind: ObjectFilter | None) -> list[ObjectId]:
    """The other creatures declared attacking (of that kind, if it says: 'creature token')."""
    others = [a for a, _ in seen.after.attackers if a != seen.occurrence.subject]
    if kind is None:
        return others
    board = compute(seen.after)
    return [a for a in others if a in board.chars
            and matches(board.chars[a], kind, seen.you, seen.source.id, seen.after.objects[a])]


@recognizes(AttacksTrigger)
def _attacks(seen: Seen) -> bool:
    """508.1m; dethrone's kind only as it attacks the player with the most life (702.105a)."""
    when = seen.when
    assert isinstance(when, AttacksTrigger)
    if not _about_an_object(seen):
        return False
    if len(_others_attacking(seen, when.others)) < when.with_others:  # it and at least N
        return False
    if when.with_stronger and not _with_stronger(seen):
        return False
    attacker = seen.after.objects.get(ObjectId(str(seen.occurrence.subject)))
    if when.while_saddled and (attacker is None
                               or Designation.SADDLED not in attacker.designations):
        return False
    defender = next((d for a, d in seen.after.attackers if a == seen.occurrence.subject), None)
    if when.you and defender != seen.you:
        return False
    # "attacks you": not a creature attacking a planeswalker you control (508.1b); "you or a
    # planeswalker you control": nor one attacking a battle you protect
    attacked = seen.after.planeswalkers_attacked
    if when.you == "you" and seen.occurrence.subject in attacked:
        return False
    walker = attacked.get(ObjectId(str(seen.occurrence.subject)))
    if when.you and walker is not None and walker in seen.after.objects \
            and seen.after.objects[walker].protector is not None:
        return False
    if not when.most_life:
        return True
    living = [p.life for p in seen.after.players if not p.lost]
    return defender is not None and seen.after.has_player(str(defender)) \
        and seen.after.player(PlayerId(defender)).life >= max(living)


def _with_stronger(seen: Seen) -> bool:
    """702.149a: another creature declared attacking with it has greater power."""
    declared = seen.event.attackers if isinstance(seen.event, AttackersDeclared) else ()
    mine = seen.board.chars.get(ObjectId(str(seen.occurrence.subject)))
    power = mine.power if mine is not None else None
    return power is not None and any(
        (seen.board.chars[a].power or 0) > power for a, _ in declared
        if a != seen.occurrence.subject and a in seen.board.chars)


@recognizes(LooksAtTopTrigger)
def _looked(seen: Seen) -> bool:
    assert isinstance(seen.when, LooksAtTopTrigger)
    return seen.when.action == seen.occurrence.action and whose_matches(
        seen.when.player, seen.occurrence.subject, seen.you)


@recognizes(BecomesAttachedTrigger)
def _attached(seen: Seen) -> bool:
    """The Aura or Equipment attached fits `what`, and what it is attached to fits `to`."""
    when, to = seen.when, seen.occurrence.about
    assert isinstance(when, BecomesAttachedTrigger)
    if to is None or not _subject_matches(seen, when.what):
        return False
    return _subject_matches(replace(seen, occurrence=seen.occurrence._replace(subject=to)),
                            when.to)


@recognizes(ActsTrigger)
def _acted(seen: Seen) -> bool:
    """The permanent that explored or connived; one that left before it did is known only by
    its last known information (701.40c, 701.47c), which this doesn't match against."""
    when, subject = seen.when, _subject_id(seen.occurrence)
    assert isinstance(when, ActsTrigger) and subject is not None
    if when.action != seen.occurrence.action:
        return False
    there = seen.after.objects.get(subject)
    if (there is None or there.zone is not Zone.BATTLEFIELD) and when.what.scope is not Scope.SELF:
        rule = cr.EXPLORED if when.action == "explore" else cr.CONNIVED
        raise JudgeError(f"a permanent {when.action}d after it left the battlefield: whether "
                         f"it was {when.what.text} is a question of its last known information "
                         f"({rule.number}), which this trigger doesn't read")
    return _subject_matches(seen, when.what)


@recognizes(LeavesGraveyardTrigger)
def _left_graveyard(seen: Seen) -> bool:
    """A card of the ability's controller's graveyard, as it was there (603.10a)."""
    assert isinstance(seen.when, LeavesGraveyardTrigger)
    oid = _subject_id(seen.occurrence)
    card = seen.state.objects.get(oid) if oid is not None else None
    chars = seen.board.chars.get(oid) if oid is not None else None
    wanted = replace(seen.when.what, zones=frozenset({Zone.GRAVEYARD}))
    return card is not None and chars is not None and card.owner == seen.you \
        and matches(chars, wanted, seen.you, seen.source.id, card)


@recognizes(SacrificesTrigger)
def _sacrificed(seen: Seen) -> bool:
    """701.17a: its controller sacrificed it; the permanent as it last existed (603.10a)."""
    assert isinstance(seen.when, SacrificesTrigger) and isinstance(seen.event, ZoneChange)
    lki = seen.event.last_known
    return lki is not None and whose_matches(seen.when.player, lki.controller, seen.you) \
        and _subject_matches(seen, seen.when.what, lki=lki)


@recognizes(DealtDamageTrigger)
def _dealt_damage(seen: Seen) -> bool:
    """An object, or a player, dealt damage; how much of it the words see (combat or
    noncombat) is counted as it triggers."""
    when, subject = seen.when, seen.occurrence.subject
    assert isinstance(when, DealtDamageTrigger)
    if when.player is not None:
        return subject is not None and seen.after.has_player(str(subject)) \
            and whose_matches(when.player, subject, seen.you)
    assert when.what is not None
    return _subject_matches(seen, when.what)


@recognizes(EntersTrigger, DiesTrigger, LeavesTrigger, GraveyardTrigger,
            AttacksAloneTrigger, BlocksTrigger, BecomesBlockedTrigger,
            UnblockedTrigger, TurnedFaceUpTrigger, MonstrousTrigger, TransformsTrigger,
            ExploitsTrigger, EnlistsTrigger)
def _about_an_object(seen: Seen) -> bool:
    when, event = seen.when, seen.event
    assert isinstance(when, (EntersTrigger, DiesTrigger, LeavesTrigger, GraveyardTrigger,
                             AttacksTrigger, AttacksAloneTrigger, BlocksTrigger,
                             BecomesBlockedTrigger, UnblockedTrigger,
                             TurnedFaceUpTrigger, MonstrousTrigger, TransformsTrigger,
                             ExploitsTrigger, EnlistsTrigger))
    lki = event.last_known if isinstance(event, ZoneChange) and when.LOOKS_BACK else None
    if isinstance(when, GraveyardTrigger) and when.from_library and not (
            isinstance(event, ZoneChange) and event.origin is Zone.LIBRARY):
        return False  # "from your library": milled, surveilled, …
    if isinstance(when, EntersTrigger) and when.untapped and not (
            isinstance(event, (ZoneChange, TokenCreated)) and not event.tapped):
        return False  # "enters untapped": it entered tapped (614.1c)
    return _subject_matches(seen, when.what, any_zone=isinstance(when, GraveyardTrigger),
                            lki=lki)


def _damage_dealt(when: DealsDamageTrigger, occurrence: Occurrence, board: Board,
                  you: PlayerId) -> int:
    """How much of the source's damage the ability's words ("combat damage to a player") see;
    0 if none."""
    total = 0
    for hit in occurrence.hits:
        if when.combat is not None and when.combat != hit.combat:
            continue
        player = hit.recipient.player
        if when.to is DamageRecipient.PLAYER and player is None:
            continue
        if when.to is DamageRecipient.OPPONENT and (player is None or player == you):
            continue
        if when.to is DamageRecipient.YOU and player != you:
            continue
        if when.to is DamageRecipient.CREATURE and not _is_creature(board, hit.recipient.object):
            continue
        if when.to is DamageRecipient.PLAYER_OR_PLANESWALKER and player is None \
                and not _is_a(board, hit.recipient.object, CardType.PLANESWALKER):
            continue
        if when.to is DamageRecipient.PLAYER_OR_BATTLE and player is None \
                and not _is_a(board, hit.recipient.object, CardType.BATTLE):
            continue
        total += hit.amount
    return total


def _subject_id(occurrence: Occurrence) -> ObjectId | None:
    """The subject as a key into the objects (a player's id finds none there)."""
    subject = occurrence.subject
    return None if subject is None else ObjectId(subject)


def _is_creature(board: Board, oid: ObjectId | None) -> bool:
    return _is_a(board, oid, CardType.CREATURE)


def _is_a(board: Board, oid: ObjectId | None, kind: CardType) -> bool:
    chars = board.chars.get(oid) if oid is not None else None
    return chars is not None and kind in chars.types


def _subject_matches(seen: Seen, selector: Selector, any_zone: bool = False,
                     lki: Characteristics | None = None) -> bool:
    """Does the object the event is about fit the ability's words, seen from its source?"""
    subject, source = seen.occurrence.subject, seen.source
    if selector.scope is Scope.SELF or (selector.or_self and subject == source.id):
        return subject == source.id
    if selector.scope in (Scope.ENCHANTED, Scope.EQUIPPED):
        return subject is not None and subject == source.attached_to
    if selector.scope is Scope.PAIRED:  # 702.95b: it, or the creature it's paired with
        return subject is not None and subject in (source.id, source.paired_with)
    oid = _subject_id(seen.occurrence)
    if oid is None:
        return False
    obj = seen.state.objects.get(oid)
    chars = lki or seen.board.chars.get(oid) or seen.state.last_known.get(oid)
    if obj is None or chars is None:
        return False
    for f in selector.filters:
        if any_zone:
            f = replace(f, zones=ANY_ZONE)
        f = with_chosen_type(f, source.chosen_type)
        if matches(chars, f, seen.you, source.id, obj):
            return True
    return False


def _pending(after: GameState, source: ObjectId, chars: Characteristics,
             ability: TriggeredAbility, event: Event, occurrence: Occurrence,
             index: int, why: tuple[Rule, ...] = ()) -> PendingTrigger:
    new_id = trigger_id(after, source, index)
    subject = _subject_id(occurrence)
    triggering = subject if subject in after.objects else None
    if isinstance(event, ZoneChange) and event.new_id in after.objects:
        triggering = event.new_id  # 400.7e: it can be found where it went
    if occurrence.by is not None:  # "that spell or ability": what targeted it (702.21a)
        triggering = occurrence.by
    if occurrence.about is not None:  # "that creature": the one dealt damage
        triggering = occurrence.about
    stacked = StackedAbility(
        source=source, source_name=chars.name, number=0, instructions=ability,
        label=f"{chars.name}'s triggered ability", triggered=True, triggering=triggering,
        # "that creature" is what the event was about, where it names one (603.2c, 702.154a)
        triggered_by=occurrence.about if occurrence.about is not None else subject,
        amount=occurrence.amount, condition=ability.condition,
        optional=ability.optional, triggering_player=_event_player(after, occurrence),
        mana=occurrence.mana,
        x=event.x if isinstance(event, ZoneChange) and event.new_id == source else 0)
    return PendingTrigger(id=new_id, controller=chars.controller,
                          ability=stacked, why=why,
                          causes=tuple(h.seq for h in occurrence.hits) or (event.seq,))


def state_triggered(state: GameState, cause: int) -> list[PendingTrigger]:
    """603.8: abilities of permanents that trigger while the game is in a state — each once,
    until it has left the stack."""
    board = compute(state).chars
    waiting = [p.ability for p in state.pending] + [
        state.objects[o].ability for o in state.stack if state.objects[o].ability is not None]
    found: list[PendingTrigger] = []
    for obj in state.in_play_order():
        chars = board[obj.id]
        for ability in chars.abilities:
            if not isinstance(ability, TriggeredAbility) \
                    or not isinstance(ability.when, StateTrigger) \
                    or not holds(state, ability.when.condition, chars.controller, obj.id) \
                    or any(w is not None and w.source == obj.id and w.instructions == ability
                           for w in waiting):
                continue
            stacked = StackedAbility(
                source=obj.id, source_name=chars.name, number=0, instructions=ability,
                label=f"{chars.name}'s triggered ability", triggered=True)
            found.append(PendingTrigger(id=trigger_id(state, obj.id, len(found)),
                                        controller=chars.controller, ability=stacked,
                                        why=(cr.STATE_TRIGGER,), causes=(cause,)))
    return found


def _delayed(after: GameState, event: StepBegan, index: int) -> list[PendingTrigger]:
    """603.7: a delayed ability triggers once, the next time its event happens."""
    found: list[PendingTrigger] = []
    for d in after.delayed:
        if d.at is not event.step or d.id >= event.seq or (d.yours and
                                                           event.active != d.controller):
            continue
        stacked = StackedAbility(source=d.source, source_name=d.source_name, number=0,
                                 instructions=d.instructions,
                                 label=f"{d.source_name}'s delayed triggered ability",
                                 triggered=True, bound=d.bound, amount=d.amount)
        found.append(PendingTrigger(id=trigger_id(after, d.source, index + len(found)),
                                    controller=d.controller, ability=stacked, causes=(event.seq,),
                                    delayed_id=d.id,
                                    why=(cr.DELAYED_TRIGGER, cr.BEGINNING_TRIGGER)))
    return found


def _event_player(after: GameState, occurrence: Occurrence) -> PlayerId | None:
    """The player an event was about: who was dealt the damage, drew, discarded, gained or
    lost life, attacked, played a land or sacrificed, controls what targeted; for a step,
    whose turn it is."""
    kind = occurrence.kind
    if kind is DealsDamageTrigger:
        return next((h.recipient.player for h in occurrence.hits
                     if h.recipient.player is not None), None)
    if kind in (GainsLifeTrigger, LosesLifeTrigger, CardsTrigger, PlayerAttacksTrigger,
                CyclesTrigger, LooksAtTopTrigger, PlaysLandTrigger, RingTemptsTrigger,
                CompletesDungeonTrigger):
        return PlayerId(occurrence.subject) if occurrence.subject is not None else None
    if occurrence.player is not None:  # who sacrificed it
        return occurrence.player
    if kind is DealtDamageTrigger and occurrence.subject is not None \
            and after.has_player(str(occurrence.subject)):  # the player dealt damage
        return PlayerId(occurrence.subject)
    if kind is BecomesTargetTrigger and occurrence.by is not None:  # who targeted it
        spell = after.objects.get(occurrence.by)
        return spell.controller if spell is not None else None
    if kind is StepTrigger:
        return after.active
    if kind is CastTrigger and occurrence.subject is not None:  # the spell's caster
        spell = after.objects.get(ObjectId(occurrence.subject))
        return spell.controller if spell is not None else None
    return None


def trigger_id(state: GameState, source: ObjectId, index: int) -> ObjectId:
    """'blood_artist.trigger3': named after its source, counting every earlier trigger."""
    root = state.root(source)
    earlier = ids.count_made([*state.lineage, *(t.id for t in state.pending)], root,
                             ids.Made.TRIGGER)
    return ObjectId(ids.make(root, ids.Made.TRIGGER, earlier + index + 1))
