"""Following a resolving spell's or ability's instructions (CR 608.2c–h): what it knows about
itself, who and what its words name (608.2b, 608.2h, 603.7c), and the handler of each kind of
instruction, registered by the module that carries it out (judge/engine/actions/)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Mapping, Sequence, TypeVar

from judge import cr
from judge.cards.phrases import (
    Amount,
    AmountKind,
    ObjectFilter,
    PlayerRef,
    PlayerScope,
    Scope,
    Selector,
    Who,
)
from judge.cards.vocabulary import ActivatedAbility, EffectKind, Instructions, TriggeredAbility
from judge.engine.events import (AbilityActivated, CoinFlipped, DamageDealt, DieRolled, Event,
                                 Move, Unaffected,
                                 ZoneChange)
from judge.engine.combat_events import AttackersDeclared
from judge.engine.layers import Characteristics, compute, matches, source_characteristics
from judge.engine.layers.values import (controlled_by, devotion, player_amount, with_chosen_type,
                                       with_x)
from judge.engine.state import Counters, GameObject, GameState, ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline
from judge.errors import JudgeError
from judge.words import UNKNOWN_CARD_NAME, CardType, Color, Zone

K = TypeVar("K", bound=EffectKind)
Handler = Callable[[Timeline, "Resolution", EffectKind], list[Event]]
HANDLERS: dict[type[EffectKind], Handler] = {}


def handles(kind: type[K]) -> Callable[[Callable[[Timeline, Resolution, K], list[Event]]],
                                       Callable[[Timeline, Resolution, K], list[Event]]]:
    """Register the function that carries out one kind of instruction."""
    def register(handler: Callable[[Timeline, Resolution, K], list[Event]]
                 ) -> Callable[[Timeline, Resolution, K], list[Event]]:
        if kind in HANDLERS:
            raise ValueError(f"{kind.__name__} has two handlers")
        HANDLERS[kind] = handler  # type: ignore[assignment]
        return handler
    return register


@dataclass
class Resolution:
    """What a resolving spell or ability knows about itself and has done so far (608.2)."""

    obj: GameObject
    controller: PlayerId
    source: ObjectId  # the spell itself, or the permanent an ability comes from
    source_chars: Characteristics
    instructions: Instructions
    targets: Mapping[str, Target | None]  # None: that target became illegal (608.2b)
    cause: int  # the event in which it began to resolve
    chosen_color: Color | None = None
    chosen_type: str | None = None  # a creature type chosen as it resolves (608.2d)
    chosen_land_type: str | None = None  # a basic land type chosen as it resolves (608.2d)
    produced: str = ""  # the mana a "tapped for mana" trigger saw produced (106.12a)
    chosen_name: str | None = None  # a card name chosen as it resolves (608.2d)
    chosen_words: tuple[str, str] | None = None
    triggering: ObjectId | None = None  # what a triggered ability's event was about
    triggered_by: ObjectId | None = None  # the same, as the event saw it (608.2h)
    amount: int | None = None  # "that much"
    triggering_player: PlayerId | None = None  # "that player"
    bound: Mapping[str, Target] = field(default_factory=dict)  # a delayed ability's objects
    done: list[Event] = field(default_factory=list)
    created: list[ObjectId] = field(default_factory=list)  # tokens made so far
    life_lost: int = 0  # "the life lost this way"
    die_result: int = 0  # "the result": of the die it rolled last (706.2)
    revealed: list[ObjectId] = field(default_factory=list)  # "the revealed card", where it is
    division: Mapping[str, int] = field(default_factory=dict)  # by target name (601.2d)


def follow(tl: Timeline, res: Resolution, effects: Sequence[EffectKind]) -> list[Event]:
    """Instructions within an instruction (if you win, if you do, …), in order (608.2c)."""
    done: list[Event] = []
    for effect in effects:
        done += HANDLERS[type(effect)](tl, res, effect)
    return done


def perform(tl: Timeline, res: Resolution) -> list[Event]:
    """608.2c: follow the instructions in order."""
    for name, target in res.bound.items():  # 603.7c: an object that moved is a new object
        if target.object is not None and target.object not in tl.state.objects:
            now = tl.state.current(tl.state.root(target.object))
            res.done.append(tl.emit(Unaffected(
                rule=cr.DELAYED_LOSES_TRACK, causes=causes(res), obj=target.object,
                action="affected", detail=f"it has changed zones since, and "
                f"{now or 'what it became'} is a new object ({cr.NEW_OBJECT.number})")))
    for effect in res.instructions.effects:
        handler = HANDLERS[type(effect)]
        res.done.extend(handler(tl, res, effect))
    return res.done


def must_know(state: GameState, oid: ObjectId, why: str) -> None:
    """A card an instruction looks at must be one the scenario names: one it only counts (a
    library given as a number) has no characteristics to decide by, and judge doesn't guess."""
    if state.objects[oid].card.name == UNKNOWN_CARD_NAME:
        owner = state.objects[oid].owner
        raise JudgeError(f"{why} turns on the top card of {owner}'s library, which the scenario "
                         f"only counts: list {owner}'s library cards, top first")


# ---------------------------------------------------------------- who and what


def named_targets(res: Resolution, name: str) -> list[Target]:
    """What a target's name stands for: the one target, or each chosen for one word "target"
    with a number ("two target creatures", 601.2c); one that became illegal is left out."""
    specs = res.instructions.targets
    names = [n for n, spec in specs.items() if n == name or spec.group == name] or [name]
    return [t for n in names if (t := res.targets.get(n) or res.bound.get(n)) is not None]


def _trigger_home(ability: TriggeredAbility) -> Zone:
    """Where a triggered ability works: exile (suspend, 702.62a), a graveyard (113.6m), else
    the battlefield."""
    if ability.WORKS_IN_EXILE:
        return Zone.EXILE
    return Zone.GRAVEYARD if ability.functions_in == "graveyard" else Zone.BATTLEFIELD


def objects(tl: Timeline, res: Resolution, sel: Selector) -> list[ObjectId]:
    state = tl.state
    if sel.scope is Scope.TARGET:  # 603.7c: an object that moved isn't affected …
        now = [t.object if t.object in state.objects else _moved_here(res, t.object)
               for t in named_targets(res, sel.target) if t.object is not None]
        return [o for o in now if o is not None and o in state.objects]
    if sel.scope is Scope.CREATED:
        bound = [t.object for name, t in res.bound.items()
                 if name.startswith("created") and t.object is not None]
        return [o for o in res.created + bound if o in state.objects]
    if sel.scope is Scope.DAMAGED:  # the creatures it dealt damage to so far, still there
        damaged = [e.recipient.object for e in res.done if isinstance(e, DamageDealt)
                   and e.recipient.object is not None]
        # "creatures dealt damage this way": not a planeswalker it was dealt to
        chars = compute(state).chars
        return [o for o in dict.fromkeys(damaged) if o in chars and chars[o].is_creature]
    if sel.scope is Scope.REVEALED:
        return [o for o in res.revealed if o in state.objects]
    if sel.scope is Scope.EXILED:  # 607.2a: still in exile, so still the same object
        return [card for by, card in state.exiled_by if by == res.source
                and card in state.objects and state.objects[card].zone is Zone.EXILE]
    if sel.scope in (Scope.TRIGGERING, Scope.IT):
        found = res.triggering or _bound_object(res, "triggering")
        # 603.7c: unless it moved again
        return [found] if found is not None and found in state.objects else []
    if sel.scope is Scope.SELF:  # where the ability works: the same object, still there
        home = res.instructions.home if isinstance(res.instructions, ActivatedAbility) \
            else _trigger_home(res.instructions) if isinstance(res.instructions,
                                                                TriggeredAbility) \
            else Zone.STACK if res.obj.id == res.source \
            else Zone.BATTLEFIELD  # a spell's "return ~ to its owner's hand": the spell (608.2m)
        return [res.source] if res.source in state.objects and \
            state.objects[res.source].zone is home else []
    if sel.scope is Scope.PAIRED:  # 702.95b: both, while it is paired
        this = state.objects.get(res.source)
        partner = this.paired_with if this is not None else None
        return [res.source, partner] if partner is not None and partner in state.objects \
            else []
    if sel.scope in (Scope.ENCHANTED, Scope.EQUIPPED):
        host = state.objects.get(res.source)
        attached = host.attached_to if host else None
        return [ObjectId(attached)] if attached is not None and attached in state.objects else []
    board = compute(state)
    source = state.objects.get(res.source)
    chosen = res.chosen_type or (source.chosen_type if source else None)
    filters = [_whose_target(res, controlled_by(
        with_x(with_chosen_type(f, chosen), res.obj.x), state.defenders.get(res.source),
        res.triggering_player)) for f in sel.filters]
    return [oid for oid, obj in state.objects.items()
            if oid in board.chars
            and ((sel.or_self and oid == res.source and obj.zone is Zone.BATTLEFIELD)
                 or any(matches(board.chars[oid], f, res.controller, res.source, obj)
                        for f in filters))]


def _whose_target(res: Resolution, f: ObjectFilter) -> ObjectFilter:
    """'Creatures target player controls': that player's, if they are still a legal target;
    if not, the filter still fits nothing (608.2b)."""
    if f.controller_target is None:
        return f
    chosen = [t.player for t in named_targets(res, f.controller_target) if t.player is not None]
    if not chosen:
        return f
    return replace(f, controller_target=None, controller=Who.ANY, controlled_by=chosen[0])


_PUBLIC = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK})


def _moved_here(res: Resolution, oid: ObjectId) -> ObjectId | None:
    """… unless this very effect moved it to a public zone: its other parts find the new
    object (400.7j), as in "Return target creature card … to the battlefield. It gains
    haste." """
    return next((e.new_id for e in res.done if isinstance(e, ZoneChange) and e.obj == oid
                 and e.destination in _PUBLIC), None)


def hand_cards_that_fit(tl: Timeline, res: Resolution, player: PlayerId, kind: ObjectFilter,
                        why: str) -> list[ObjectId]:
    """The cards in the player's hand of the kind named. A card the scenario only counts (one
    drawn from a library given as a number) has no characteristics to judge a kind by, so
    where a kind other than 'a card' is named and the hand holds one, judge doesn't guess."""
    hand = tl.state.player(player).hand
    unknown = [o for o in hand if tl.state.objects[o].card.name == UNKNOWN_CARD_NAME]
    if unknown and replace(kind, zones=_ANY_CARD.zones) != _ANY_CARD:
        raise JudgeError(f"{why} turns on the cards in {player}'s hand, and "
                         f"{len(unknown)} of them came from a library the "
                         f"scenario only counts: list {player}'s library cards, top first")
    return cards_that_fit(tl, res, hand, kind, Zone.HAND)


_ANY_CARD = ObjectFilter(cards=True, token=False)  # 'a card': any card at all


def cards_that_fit(tl: Timeline, res: Resolution, cards: Sequence[ObjectId], kind: ObjectFilter,
                   zone: Zone) -> list[ObjectId]:
    """Those of the cards (all in `zone`: a library, a hand) of the kind named; a card the
    scenario only counts has no characteristics, so it fits no kind but 'a card'."""
    board = compute(tl.state)
    wanted = with_x(replace(kind, zones=frozenset({zone})), res.obj.x)
    return [o for o in cards if o in board.chars
            and matches(board.chars[o], wanted, res.controller, res.source, tl.state.objects[o])]


def players(tl: Timeline, res: Resolution, ref: PlayerRef) -> list[PlayerId]:
    state = tl.state
    alive = [p for p in state.apnap() if not state.player(p).lost]
    if ref.scope is PlayerScope.YOU:
        return [res.controller]
    if ref.scope is PlayerScope.EACH:
        return alive
    if ref.scope is PlayerScope.EACH_OPPONENT:
        return [p for p in alive if p != res.controller]
    if ref.scope is PlayerScope.THAT_PLAYER:
        return [p for p in [res.triggering_player] if p is not None]
    if ref.scope is PlayerScope.DEFENDING:  # 506.2: whom the source attacks, or attacked
        if res.source in state.defenders:
            return [state.defenders[res.source]]
        attacked = [d for e in tl.log if isinstance(e, AttackersDeclared)
                    for a, d in e.attackers if tl.state.root(a) == tl.state.root(res.source)]
        return attacked[-1:]
    if ref.scope is PlayerScope.TARGET:
        return [t.player for t in named_targets(res, ref.target) if t.player is not None]
    assert ref.of is not None
    found = []
    for oid in referenced(tl, res, ref.of):
        info = known(tl, oid)
        if ref.scope is PlayerScope.CONTROLLER_OF and info is not None:
            found.append(info.controller)
        elif ref.scope is PlayerScope.OWNER_OF:
            # ownership never changes: find the object wherever it went (400.7)
            obj = state.objects.get(oid) or state.objects.get(
                state.current(state.root(oid)) or oid)
            if obj is not None:
                found.append(obj.owner)
            elif info is not None:  # a token that ceased to exist: it was its controller's
                found.append(info.controller)
    return found


def referenced(tl: Timeline, res: Resolution, sel: Selector) -> list[ObjectId]:
    """Like `objects`, but a target that already moved is still referred to, and the
    triggering object is read as the event saw it (608.2h: last known information)."""
    if sel.scope is Scope.TARGET:
        return [t.object for t in named_targets(res, sel.target) if t.object is not None]
    if sel.scope in (Scope.TRIGGERING, Scope.IT):
        found = res.triggered_by or res.triggering or _bound_object(res, "triggering")
        return [found] if found is not None else []
    if sel.scope is Scope.SELF:  # "power of this" after it was sacrificed: its LKI
        return [res.source]
    if sel.scope is Scope.SACRIFICED:
        return sacrificed_for(tl, res.obj.id)
    return objects(tl, res, sel)


def sacrificed_for(tl: Timeline, oid: ObjectId) -> list[ObjectId]:
    """The permanents sacrificed to pay for the spell or ability `oid` (601.2h, 602.2b)."""
    paid = next((e.seq for e in tl.log if (isinstance(e, AbilityActivated) and e.ability == oid)
                 or (isinstance(e, ZoneChange) and e.move is Move.CAST and e.new_id == oid)),
                None)
    return [e.obj for e in tl.log if isinstance(e, ZoneChange) and e.move is Move.SACRIFICED
            and paid is not None and paid in e.causes]


def _bound_object(res: Resolution, name: str) -> ObjectId | None:
    target = res.bound.get(name)
    return target.object if target is not None else None


def known(tl: Timeline, oid: ObjectId) -> Characteristics | None:
    """608.2h: current information, or last known information if it left its zone."""
    return source_characteristics(tl.state, oid)


def amount(tl: Timeline, res: Resolution, a: Amount) -> int:
    """608.2h: a number the effect needs is read once, as the effect happens."""
    return a.scaled(_base(tl, res, a))


def _base(tl: Timeline, res: Resolution, a: Amount) -> int:
    if a.kind is AmountKind.CONSTANT:
        return a.value
    if a.kind is AmountKind.COUNT and a.of is not None:
        return len(objects(tl, res, a.of))
    if a.kind is AmountKind.CARDS_IN_HAND:
        return len(tl.state.player(res.controller).hand)
    if a.kind is AmountKind.OPPONENTS:
        return len(tl.state.opponents(res.controller))
    if a.kind is AmountKind.DEVOTION:
        return devotion(tl.state, compute(tl.state).chars, res.controller, a.colors)
    about_you = player_amount(tl.state, compute(tl.state).chars, res.controller, a.kind)
    if about_you is not None:
        return about_you
    if a.kind in (AmountKind.X, AmountKind.COUNTERS_REMOVED):
        # the spell's X, or an activated ability's own (107.3k): the counters its cost removed
        return res.obj.x
    if a.kind is AmountKind.THAT_MUCH:
        return res.amount or 0
    if a.kind is AmountKind.LIFE_LOST_THIS_WAY:
        return res.life_lost
    if a.kind is AmountKind.DIE_RESULT:
        return res.die_result
    if a.kind in (AmountKind.BLOCKERS_BEYOND_FIRST, AmountKind.BLOCKERS):
        blocking = sum(1 for _, attacker in tl.state.blockers if attacker == res.source)
        return max(0, blocking - 1) if a.kind is AmountKind.BLOCKERS_BEYOND_FIRST else blocking
    if a.kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
        board = compute(tl.state)
        kinds: set[CardType] = set()
        for oid, obj in tl.state.objects.items():
            if obj.zone is Zone.GRAVEYARD:
                kinds |= board.chars[oid].types
        return len(kinds)
    assert a.of is not None
    if a.kind is AmountKind.COUNTERS:  # as it last was on the battlefield (608.2h)
        return sum(_counters_on(tl.state, oid).get(a.counter)
                   for oid in referenced(tl, res, a.of))
    if a.kind is AmountKind.COUNTERS_AMONG:  # on those there now, added up (608.2h)
        return sum(tl.state.objects[o].counters.get(a.counter) for o in objects(tl, res, a.of))
    if a.kind is AmountKind.GREATEST_POWER:
        now = compute(tl.state).chars
        return max((now[o].power or 0 for o in objects(tl, res, a.of) if o in now), default=0)
    values = []
    for oid in referenced(tl, res, a.of):
        info = known(tl, oid)
        if info is None:
            continue
        if a.kind is AmountKind.POWER:
            values.append(info.power or 0)
        elif a.kind is AmountKind.TOUGHNESS:
            values.append(info.toughness or 0)
        elif a.kind is AmountKind.MANA_VALUE:
            values.append(info.mana_value)
    return sum(values)


def _counters_on(state: GameState, oid: ObjectId) -> Counters:
    obj = state.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return obj.counters
    return state.last_counters.get(oid) or Counters()


def causes(res: Resolution) -> tuple[int, ...]:
    return (res.cause,)


def chanced_before(tl: Timeline, res: Resolution, kind: type[CoinFlipped | DieRolled]) -> int:
    """How many coins (or dice) the source of this spell or ability flipped (rolled) before
    this one: the scenario gives their results in order (705.2, 706.2)."""
    root = tl.state.root(res.source)
    return sum(1 for x in tl.log if isinstance(x, kind) and tl.state.root(x.source) == root)
