"""Replacement effects of static abilities and of the rules (CR 614): "instead" (614.1a),
"enters tapped" and "enters with counters" (614.1c–d, 614.12), a planeswalker's loyalty
(306.5b), counters and tokens (614.16, 122.6), a spell's own replacement first (614.15), and
regeneration shields (701.15a). A card's own "if this would …" works from every zone it can
(113.6b, 113.6h)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterator, TypeVar

from judge import cr
from judge.cards.phrases import Amount, AmountKind, Scope, Selector
from judge.cards.vocabulary import (
    CountersReplacement,
    DamageReplacement,
    DrawReplacement,
    Dredge,
    EntersReplacement,
    GraveyardDestination,
    GraveyardReplacement,
    LifeReplacement,
    ReplacementKind,
    TokensReplacement,
)
from judge.engine.library import top_cards
from judge.engine.candidates import Candidate, applies
from judge.engine.cant import winning
from judge.engine.events import (
    CountersChanged,
    DamageDealt,
    Event,
    LifeChanged,
    Move,
    Regenerated,
    DamageRemoved,
    TokenCreated,
    ZoneChange,
)
from judge.engine.proposed_events import CreateTokens, DrawCard
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.layers.values import devotion, player_amount
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId, Shield, ShieldKind
from judge.engine.conditions import holds, whose_matches
from judge.engine.apply import new_id
from judge.engine.keywords import keywords_of
from judge.words import CardType, Keyword, Zone

ANY_ZONE = frozenset(Zone)
R = TypeVar("R", bound=ReplacementKind)
_DESTINATIONS = {GraveyardDestination.EXILE: Zone.EXILE, GraveyardDestination.HAND: Zone.HAND,
                 GraveyardDestination.LIBRARY_TOP: Zone.LIBRARY,
                 GraveyardDestination.LIBRARY_SHUFFLED: Zone.LIBRARY}


def _statics(state: GameState, kind: type[R]) -> Iterator[tuple[GameObject, Characteristics,
                                                                 int, R]]:
    """Replacement abilities of permanents on the battlefield, with their controllers."""
    board = compute(state)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        for i, ab in enumerate(chars.abilities):
            if isinstance(ab, kind):
                if not _in_force(state, ab, chars.controller, obj.id):
                    continue
                yield obj, chars, i, ab


def _in_force(state: GameState, ab: ReplacementKind, you: PlayerId, source: ObjectId) -> bool:
    """A replacement's "if" holds and its "unless" doesn't (614.1)."""
    return (ab.condition is None or holds(state, ab.condition, you, source)) and (
        ab.unless is None or not holds(state, ab.unless, you, source))


def _own(state: GameState, obj: GameObject, chars: Characteristics,
         kind: type[R]) -> Iterator[tuple[GameObject, Characteristics, int, R]]:
    """The object's own "if this would …" replacements, wherever it is: they work as it
    enters (113.6h, 614.12) and, for "from anywhere", in every zone (113.6b)."""
    for i, ab in enumerate(chars.abilities):
        what: Selector | None = getattr(ab, "what", None)
        if isinstance(ab, kind) and what is not None and what.scope is Scope.SELF:
            if not _in_force(state, ab, chars.controller, obj.id):
                continue
            yield obj, chars, i, ab


def _fits(ab: GraveyardReplacement | EntersReplacement | CountersReplacement,
          subject: GameObject, chars: Characteristics | None, source: ObjectId,
          you: PlayerId) -> bool:
    """Do the replacement's words ("a card or token", "a creature you control") fit?"""
    if ab.what is None:
        return True
    if ab.what.scope is Scope.SELF:
        return subject.id == source
    if chars is None:
        return False
    # "a card …" is any card, wherever it is; "a creature …" is a permanent (the zone it's in)
    return any(matches(chars, replace(f, zones=ANY_ZONE) if f.cards else f, you, source, subject)
               for f in ab.what.filters)


def self_replacement(event: ZoneChange) -> list[Candidate]:
    """614.15: a spell's own "instead of into the graveyard" (Memory Lapse) applies before
    any other — and only while the object is still headed to the graveyard."""
    if event.self_replaced is None or event.destination is not Zone.GRAVEYARD:
        return []
    to = event.self_replaced

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, ZoneChange)
        return [replace(e, destination=to, self_replaced=None)], []

    where = "on top of its owner's library" if to is Zone.LIBRARY else to.value
    # the newest effect there is, so only 616.1a (not timestamps) puts it first
    return [Candidate(("self", event.obj), None, "the resolving spell", 10**9,
                      cr.SELF_REPLACEMENT, f"it goes {where} instead", apply,
                      self_replacement=True)]


def regeneration(state: GameState, event: ZoneChange) -> list[Candidate]:
    """701.15a: a regeneration shield replaces the next destruction this turn — not of a
    permanent that can't be regenerated (701.15c)."""
    if event.move is not Move.DESTROYED or event.no_regeneration \
            or state.cant_be_regenerated(event.obj) is not None:
        return []
    found: list[Candidate] = []
    for shield in state.shields:
        if shield.kind is ShieldKind.REGENERATE and shield.object == event.obj:
            def apply(e: Event, shield: Shield = shield) -> tuple[list[Event], list[Event]]:
                assert isinstance(e, ZoneChange)
                fighting = any(e.obj in pair for pair in state.attackers + state.blockers)
                return [Regenerated(rule=cr.REGENERATE, causes=(*e.causes, shield.id),
                                    obj=e.obj, shield=shield, in_combat=fighting)], []
            found.append(Candidate(("shield", shield.id), shield.source, shield.source_name,
                                   shield.timestamp, cr.REGENERATE,
                                   "it regenerates instead of being destroyed", apply,
                                   made_by=shield.id))
    return found


def exiled_if_dies(state: GameState, event: ZoneChange) -> list[Candidate]:
    """614.1a: 'if that creature would die this turn, exile it instead'; 'if that spell would
    be put into a graveyard, exile it instead' (the spell an effect cast, 400.7h)."""
    if event.destination is not Zone.GRAVEYARD or event.origin not in (Zone.BATTLEFIELD,
                                                                       Zone.STACK):
        return []
    kind = ShieldKind.EXILE_IF_DIES if event.origin is Zone.BATTLEFIELD \
        else ShieldKind.EXILE_IF_GRAVEYARD
    found: list[Candidate] = []
    for shield in state.shields:
        if shield.kind is kind and shield.object == event.obj:
            def apply(e: Event) -> tuple[list[Event], list[Event]]:
                assert isinstance(e, ZoneChange)
                return [replace(e, destination=Zone.EXILE)], []
            found.append(Candidate(("exile if dies", shield.id), shield.source,
                                   shield.source_name, shield.timestamp, cr.REPLACEMENT,
                                   "it is exiled instead of going to the graveyard", apply,
                                   made_by=shield.id))
    return found


def umbra_armor(state: GameState, event: ZoneChange) -> list[Candidate]:
    """702.89a: an Aura with umbra armor: if the permanent it enchants would be destroyed,
    instead its damage is removed and the Aura is destroyed."""
    if event.move is not Move.DESTROYED or event.origin is not Zone.BATTLEFIELD:
        return []
    board = compute(state)
    found: list[Candidate] = []
    for aura in state.in_play_order():
        chars = board.chars.get(aura.id)
        if aura.attached_to != event.obj or chars is None \
                or Keyword.UMBRA_ARMOR not in keywords_of(chars):
            continue

        def apply(e: Event, aura: GameObject = aura, name: str = chars.name
                  ) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, ZoneChange)
            removed = DamageRemoved(rule=cr.UMBRA_ARMOR, causes=e.causes, obj=e.obj,
                                    by=f"{name}'s umbra armor")
            destroyed = ZoneChange(
                rule=cr.UMBRA_ARMOR, causes=e.causes, obj=aura.id,
                new_id=new_id(state, aura.id), origin=Zone.BATTLEFIELD,
                destination=Zone.GRAVEYARD, move=Move.DESTROYED, controller=aura.owner,
                last_known=board.chars.get(aura.id))
            return [removed, destroyed], []
        found.append(Candidate(("umbra armor", aura.id), aura.id, chars.name, aura.timestamp,
                               cr.UMBRA_ARMOR, "its damage is removed and the Aura is "
                               "destroyed instead", apply))
    return found


@applies(GraveyardReplacement)
def zone_statics(state: GameState, event: ZoneChange) -> list[Candidate]:
    """"If a card would be put into a graveyard from anywhere, exile it instead" (614.1a); "if
    a creature an opponent controls would die": from the battlefield only (700.4)."""
    if event.destination is not Zone.GRAVEYARD:
        return []
    subject = state.objects.get(event.obj)
    if subject is None:
        return []
    chars = event.last_known or compute(state).chars.get(event.obj)
    found: list[Candidate] = []
    sources = list(_statics(state, GraveyardReplacement))
    if subject.zone is not Zone.BATTLEFIELD and chars is not None:
        sources += _own(state, subject, chars, GraveyardReplacement)
    for source, source_chars, i, ab in sources:
        if ab.dies and event.origin is not Zone.BATTLEFIELD:  # 700.4
            continue
        if not _fits(ab, subject, chars, source.id, source_chars.controller):
            continue
        to = _DESTINATIONS[ab.instead]

        def apply(e: Event, to: Zone = to, ab: GraveyardReplacement = ab
                  ) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, ZoneChange)
            return [replace(e, destination=to,
                            shuffled=ab.instead is GraveyardDestination.LIBRARY_SHUFFLED)], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, cr.REPLACEMENT, ab.describe(), apply))
    return found


def entering_effects(state: GameState, event: ZoneChange | TokenCreated) -> list[Candidate]:
    """What applies to a permanent entering the battlefield, a token being created too."""
    entering = _entering(state, event)
    if entering is None:
        return []
    return _enters(state, entering) + _printed_loyalty(entering) + _printed_defense(
        entering) + counter_statics(
        state, event, dict(event.counters), entering)


def _printed_loyalty(entering: tuple[GameObject, Characteristics]) -> list[Candidate]:
    """306.5b: a planeswalker's intrinsic "enters with loyalty counters" (a 614.1c effect, so
    Doubling Season doubles what it puts, 614.16)."""
    obj, chars = entering
    loyalty = obj.card.loyalty
    if loyalty is None or CardType.PLANESWALKER not in chars.types:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, (ZoneChange, TokenCreated))
        counters = dict(e.counters)
        counters["loyalty"] = counters.get("loyalty", 0) + loyalty
        return [replace(e, counters=tuple(sorted(counters.items())))], []
    return [Candidate(("loyalty", obj.id), obj.id, chars.name, obj.timestamp,
                      cr.PLANESWALKER_LOYALTY, f"it enters with {loyalty} loyalty counters",
                      apply)]


def _printed_defense(entering: tuple[GameObject, Characteristics]) -> list[Candidate]:
    """310.4b: a battle's intrinsic "enters with defense counters" (a 614.1c effect)."""
    obj, chars = entering
    defense = obj.card.defense
    if defense is None or CardType.BATTLE not in chars.types:
        return []

    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, (ZoneChange, TokenCreated))
        counters = dict(e.counters)
        counters["defense"] = counters.get("defense", 0) + defense
        return [replace(e, counters=tuple(sorted(counters.items())))], []
    return [Candidate(("defense", obj.id), obj.id, chars.name, obj.timestamp,
                      cr.BATTLE_DEFENSE, f"it enters with {defense} defense counters", apply)]


def _entering(state: GameState, event: ZoneChange | TokenCreated
              ) -> tuple[GameObject, Characteristics] | None:
    """614.12: the permanent as it would exist on the battlefield."""
    if isinstance(event, TokenCreated):
        obj = GameObject(id=event.obj, card=event.card, owner=event.controller,
                         controller=event.controller, zone=Zone.BATTLEFIELD,
                         timestamp=state.next_timestamp, is_token=True)
        copied = None
    else:
        found = state.objects.get(event.obj)
        if found is None:
            return None
        copied = event.copied
        obj = replace(found, zone=Zone.BATTLEFIELD, controller=event.controller, copied=copied)
    trial = replace(state, objects={**state.objects, obj.id: obj})
    chars = compute(trial).chars.get(obj.id)
    return (replace(obj, card=copied or obj.card), chars) if chars else None


@applies(EntersReplacement)
def _enters(state: GameState, entering: tuple[GameObject, Characteristics]) -> list[Candidate]:
    """614.1c–d: "enters tapped", "enters with counters", from itself or other permanents."""
    obj, chars = entering
    found: list[Candidate] = []
    sources = list(_statics(state, EntersReplacement)) + list(_own(state, obj, chars,
                                                                      EntersReplacement))
    for source, source_chars, i, ab in sources:
        if not _fits(ab, obj, chars, source.id, source_chars.controller):
            continue

        def apply(e: Event, ab: EntersReplacement = ab, you: PlayerId = source_chars.controller,
                  source: ObjectId = source.id) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, (ZoneChange, TokenCreated))
            if ab.tapped:
                return [replace(e, tapped=True)], []
            counters = dict(e.counters)
            for kind, n in ab.counters.items():
                add = n.scaled(_counted_as_it_enters(state, n, you, source, e))
                if add > 0:
                    counters[kind] = counters.get(kind, 0) + add
            return [replace(e, counters=tuple(sorted(counters.items())))], []
        rule = cr.ENTERS_TAPPED if ab.tapped else EntersReplacement.RULE
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, rule, ab.describe(), apply))
    return found


def _counted_as_it_enters(state: GameState, n: Amount, you: PlayerId, source: ObjectId,
                          e: ZoneChange | TokenCreated) -> int:
    """614.12, 608.2h: how many counters, read once from the game as the permanent enters —
    before it is on the battlefield, so it counts itself only where it still is (a creature
    card returned from a graveyard is one of the cards in that graveyard); "other" leaves out
    the replacement's source. X is the X of the spell it was (107.3m)."""
    if n.kind is AmountKind.CONSTANT:
        return n.value
    if n.kind is AmountKind.X:
        return e.x if isinstance(e, ZoneChange) else 0
    board = compute(state).chars
    if n.kind is AmountKind.DEVOTION:
        return devotion(state, board, you, n.colors)
    if n.kind is AmountKind.OPPONENTS:
        return len(state.opponents(you))
    if n.kind is AmountKind.CARDS_IN_HAND:
        return len(state.player(you).hand)
    if n.kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
        return len({t for o in state.objects.values() if o.zone is Zone.GRAVEYARD
                    and o.id in board for t in board[o.id].types})
    about_you = player_amount(state, board, you, n.kind)
    if about_you is not None:
        return about_you
    assert n.of is not None, n.kind
    found = [o for o in state.objects.values() if o.id in board
             and any(matches(board[o.id], f, you, source, o) for f in n.of.filters)]
    if n.kind is AmountKind.GREATEST_POWER:
        return max((board[o.id].power or 0 for o in found), default=0)
    if n.kind is AmountKind.COUNTERS_AMONG:
        return sum(o.counters.get(n.counter) for o in found)
    return len(found)


@applies(CountersReplacement)
def counter_statics(state: GameState, event: Event, counters: dict[str, int],
                    entering: tuple[GameObject, Characteristics] | None) -> list[Candidate]:
    """Hardened Scales, Doubling Season (614.16, 122.6: entering with counters counts)."""
    if not counters:
        return []
    if entering is not None:
        obj, chars = entering
    else:
        assert isinstance(event, CountersChanged)
        on = state.objects.get(event.obj)
        on_chars = compute(state).chars.get(event.obj)
        if on is None or on_chars is None:
            return []
        obj, chars = on, on_chars
    found: list[Candidate] = []
    for source, source_chars, i, ab in _statics(state, CountersReplacement):
        if not _fits(ab, obj, chars, source.id, source_chars.controller):
            continue
        if ab.effects_only and isinstance(event, CountersChanged) and not event.by_effect:
            continue  # 614.16: combat damage isn't an effect
        kinds = [k for k in counters if ab.counter in (None, k)]
        if not kinds:
            continue

        def apply(e: Event, ab: CountersReplacement = ab, kinds: list[str] = kinds
                  ) -> tuple[list[Event], list[Event]]:
            more = ab.more
            if isinstance(e, CountersChanged):  # now a replacement effect puts them (614.16)
                return [replace(e, amount=more(e.amount), by_effect=True)], []
            assert isinstance(e, (ZoneChange, TokenCreated))
            return [replace(e, counters=tuple(sorted(
                (k, more(n) if k in kinds else n) for k, n in e.counters)))], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, CountersReplacement.RULE, ab.describe(),
                               apply))
    return found


@applies(TokensReplacement)
def token_statics(state: GameState, event: CreateTokens) -> list[Candidate]:
    """Doubling Season: twice that many tokens are created instead (614.1a)."""
    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, CreateTokens)
        return [replace(e, amount=e.amount * 2)], []
    return _player_statics(state, TokensReplacement, event.player, apply)


@applies(DrawReplacement)
def draw_statics(state: GameState, event: DrawCard) -> list[Candidate]:
    """614.11: draws are replaced even when the library is empty (Laboratory Maniac)."""
    def apply(e: Event) -> tuple[list[Event], list[Event]]:
        assert isinstance(e, DrawCard)
        return [winning(state, e.player, e.causes)], []
    return _player_statics(state, DrawReplacement, event.player, apply)


def dredge(state: GameState, event: DrawCard) -> list[Candidate]:
    """702.52a: each card with dredge in the drawing player's graveyard, while they have at
    least N cards in their library (702.52b): mill N and return it to their hand instead."""
    player = state.player(event.player)
    board = compute(state).chars
    found: list[Candidate] = []
    for oid in player.graveyard:
        chars = board.get(oid)
        for i, ab in enumerate(chars.abilities if chars is not None else ()):
            if not isinstance(ab, Dredge) or len(player.library) < ab.amount:
                continue
            milled = top_cards(state, player.id, ab.amount, "which cards are milled")

            def apply(e: Event, card: ObjectId = oid, top: tuple[ObjectId, ...] = milled
                      ) -> tuple[list[Event], list[Event]]:
                owner = state.objects[card].owner
                moved: list[Event] = [
                    ZoneChange(rule=cr.MILL, also=(cr.DREDGE,), causes=e.causes, obj=o,
                               new_id=new_id(state, o), origin=Zone.LIBRARY,
                               destination=Zone.GRAVEYARD, move=Move.MILLED, controller=owner)
                    for o in top]
                return moved + [ZoneChange(rule=cr.DREDGE, causes=e.causes, obj=card,
                                           new_id=new_id(state, card), origin=Zone.GRAVEYARD,
                                           destination=Zone.HAND, move=Move.RETURNED,
                                           controller=owner)], []
            found.append(Candidate(
                ("dredge", oid, i), oid, chars.name if chars else oid,
                state.objects[oid].timestamp, cr.DREDGE,
                f"dredge {ab.amount}: mill {ab.amount} cards and return it to its owner's hand "
                "instead", apply, optional=True))
    return found


def _player_statics(state: GameState, kind: type[TokensReplacement] | type[DrawReplacement],
                    player: PlayerId, apply: Callable[[Event], tuple[list[Event], list[Event]]]
                    ) -> list[Candidate]:
    """Replacements of what a player does, narrowed by 'you' or 'an opponent'."""
    return [Candidate(("static", source.id, i), source.id, source_chars.name, source.timestamp,
                      kind.RULE, ab.describe(), apply)
            for source, source_chars, i, ab in _statics(state, kind)
            if not ab.player or whose_matches(ab.player, player, source_chars.controller)]


@applies(LifeReplacement)
def life_statics(state: GameState, event: LifeChanged) -> list[Candidate]:
    """"If you would gain life, you gain twice that much life instead" (614.1a); a gain of 0
    life is no event (119.10), so it is never replaced."""
    if event.amount <= 0:
        return []
    found: list[Candidate] = []
    for source, source_chars, i, ab in _statics(state, LifeReplacement):
        if ab.player and not whose_matches(ab.player, event.player, source_chars.controller):
            continue

        def apply(e: Event, ab: LifeReplacement = ab) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, LifeChanged)
            return [replace(e, amount=ab.more(e.amount))], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, LifeReplacement.RULE, ab.describe(), apply))
    return found


@applies(DamageReplacement)
def damage_statics(state: GameState, event: DamageDealt) -> list[Candidate]:
    """Furnace of Rath: 'it deals double that damage instead'."""
    found: list[Candidate] = []
    for source, source_chars, i, ab in _statics(state, DamageReplacement):
        def apply(e: Event) -> tuple[list[Event], list[Event]]:
            assert isinstance(e, DamageDealt)
            return [replace(e, amount=e.amount * 2)], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, DamageReplacement.RULE, ab.describe(),
                               apply))
    return found
