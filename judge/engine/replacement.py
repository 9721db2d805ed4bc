"""Replacement and prevention effects (CR 614–616).

Implements 614.1 ("instead", "enters tapped/with counters"), 614.5 (an effect affects an event
at most once, even after it was modified), 614.6 (a replaced event never happens, so it triggers
nothing), 614.15 and 616.1a (self-replacement effects first), 614.16 and 122.6 (counters and
tokens), 616.1 (the affected object's controller or the affected player chooses the order;
616.1f: applicable effects are looked at again after each one), 615.7 (prevention shields),
701.15a (regeneration shields), 702.16e (protection prevents damage).
Not modeled: redirection (614.9), skipping (614.10), 616.1b–d (control, copy and back-face
replacements), 616.1g.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable, Iterator, TypeVar

from judge import cr
from judge.cards.phrases import Scope
from judge.cards.vocabulary import (
    Cant,
    CountersReplacement,
    DamageReplacement,
    DrawReplacement,
    EntersReplacement,
    GameOutcome,
    GraveyardDestination,
    GraveyardReplacement,
    ReplacementKind,
    TokensReplacement,
)
from judge.cr import Rule
from judge.engine import choices
from judge.engine.events import (
    CantHappen,
    CountersChanged,
    CreateTokens,
    TokenCreated,
    DamageDealt,
    DamagePrevented,
    DrawCard,
    Event,
    EventReplaced,
    GameEnded,
    Regenerated,
    ShieldUsed,
    ZoneChange,
    Move,
)
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.legality import protection_against
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId, Shield, ShieldKind
from judge.engine.timeline import Timeline
from judge.engine.triggers import holds, whose_matches
from judge.words import CardType, Zone

ANY_ZONE = frozenset(Zone)
R = TypeVar("R", bound=ReplacementKind)
F = TypeVar("F", bound=Callable[..., list["Candidate"]])
APPLIERS: dict[type[ReplacementKind], Callable[..., list[Candidate]]] = {}


def applies(kind: type[ReplacementKind]) -> Callable[[F], F]:
    """Register the function that finds where a replacement kind applies."""
    def register(finder: F) -> F:
        APPLIERS[kind] = finder
        return finder
    return register


_DESTINATIONS = {GraveyardDestination.EXILE: Zone.EXILE, GraveyardDestination.HAND: Zone.HAND,
                 GraveyardDestination.LIBRARY_TOP: Zone.LIBRARY,
                 GraveyardDestination.LIBRARY_SHUFFLED: Zone.LIBRARY}


@dataclass(frozen=True)
class Candidate:
    """One replacement or prevention effect that would apply to an event."""

    key: tuple  # the same effect has the same key (614.5)
    source: ObjectId | None
    source_name: str
    timestamp: int
    rule: Rule
    describe: str
    apply: Callable[[Event], tuple[list[Event], list[Event]]]  # (new events, bookkeeping)
    self_replacement: bool = False
    prevention: bool = False  # a prevention effect (615), not a replacement (614)
    made_by: int | None = None  # the event that created it (a shield), a cause of its use


def happen(tl: Timeline, events: Iterable[Event]) -> list[Event]:
    """Each event goes through the effects that replace or prevent it; what comes out of all
    of them happens at once."""
    final: list[Event] = []
    for event in events:
        final += _through(tl, event)
    return tl.emit_all(final)


def through(tl: Timeline, event: Event) -> list[Event]:
    """What one event becomes once every applicable effect had its chance (not yet emitted)."""
    return _through(tl, event)


def _through(tl: Timeline, event: Event) -> list[Event]:
    applied: set[tuple] = set()
    queue = [event]
    result: list[Event] = []
    while queue:
        current = queue.pop(0)
        candidates = [c for c in candidates_for(tl.state, current) if c.key not in applied]
        if not candidates:
            result.append(current)
            continue
        pool = [c for c in candidates if c.self_replacement] or candidates  # 616.1a
        chooser = affected_player(tl.state, current)
        chosen = choices.replacement_to_apply(tl, chooser, current, pool, cr.REPLACEMENT_ORDER)
        applied.add(chosen.key)
        new_events, bookkeeping = chosen.apply(current)
        prevented_outright = chosen.prevention and all(
            isinstance(e, DamagePrevented) for e in new_events)
        if not prevented_outright or len(candidates) > 1:  # else that step tells it all
            never = cr.PREVENTED_NEVER_HAPPENS if chosen.prevention else \
                cr.REPLACED_NEVER_HAPPENS
            made_by = (chosen.made_by,) if chosen.made_by is not None else ()
            told = tl.emit(EventReplaced(rule=chosen.rule, also=(current.rule, never),
                                         causes=(*current.causes, *made_by), replaced=current,
                                         source=chosen.source, source_name=chosen.source_name,
                                         effect=chosen.describe,
                                         chooser=chooser if len(candidates) > 1 else None))
            # what comes out of a replacement happens because of it (a later one modifies it)
            new_events = [replace(e, causes=tuple(sorted({*e.causes, told.seq})))
                          for e in new_events]
        tl.emit_all(bookkeeping)
        queue = new_events + queue
    return result


def affected_player(state: GameState, event: Event) -> PlayerId | None:
    """616.1: the affected object's controller (or owner), or the affected player."""
    if isinstance(event, ZoneChange):
        obj = state.objects.get(event.obj)
        if obj is None:
            return None
        if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            chars = compute(state).chars.get(obj.id)
            return chars.controller if chars else obj.controller
        return obj.owner
    if isinstance(event, DamageDealt):
        if event.recipient.player is not None:
            return event.recipient.player
        chars = compute(state).chars.get(event.recipient.object)
        return chars.controller if chars else None
    if isinstance(event, CountersChanged):
        chars = compute(state).chars.get(event.obj)
        return chars.controller if chars else None
    if isinstance(event, (DrawCard, CreateTokens)):
        return event.player
    if isinstance(event, TokenCreated):
        return event.controller
    return None


# ---------------------------------------------------------------- what applies


def candidates_for(state: GameState, event: Event) -> list[Candidate]:
    found: list[Candidate] = []
    if isinstance(event, ZoneChange):
        found += _self_replacement(event)
        found += _regeneration(state, event)
        found += _zone_statics(state, event)
        if event.destination is Zone.BATTLEFIELD:
            found += _entering_effects(state, event)
    elif isinstance(event, TokenCreated):
        found += _entering_effects(state, event)
    elif isinstance(event, DamageDealt):
        found += _protection(state, event)
        found += _shields(state, event)
        found += _damage_statics(state, event)
    elif isinstance(event, CountersChanged) and event.amount > 0:
        found += _counter_statics(state, event, {event.kind: event.amount}, None)
    elif isinstance(event, CreateTokens):
        found += _token_statics(state, event)
    elif isinstance(event, DrawCard):
        found += _draw_statics(state, event)
    return found


def _statics(state: GameState, kind: type[R]) -> Iterator[tuple[GameObject, Characteristics,
                                                                 int, R]]:
    """Replacement abilities of permanents on the battlefield, with their controllers."""
    board = compute(state)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        for i, ab in enumerate(chars.abilities):
            if isinstance(ab, kind):
                if ab.condition and not holds(state, ab.condition, chars.controller, obj.id):
                    continue
                yield obj, chars, i, ab


def _own(state: GameState, obj: GameObject, chars: Characteristics,
         kind: type[R]) -> Iterator[tuple[GameObject, Characteristics, int, R]]:
    """The object's own "if this would …" replacements, wherever it is: they work as it
    enters (113.6h, 614.12) and, for "from anywhere", in every zone (113.6b)."""
    for i, ab in enumerate(chars.abilities):
        if isinstance(ab, kind) and getattr(ab, "what", None) is not None \
                and ab.what.scope is Scope.SELF:
            if ab.condition and not holds(state, ab.condition, chars.controller, obj.id):
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


def _self_replacement(event: ZoneChange) -> list[Candidate]:
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


def _regeneration(state: GameState, event: ZoneChange) -> list[Candidate]:
    """701.15a: a regeneration shield replaces the next destruction this turn."""
    if event.move is not Move.DESTROYED or event.no_regeneration:
        return []
    found = []
    for shield in state.shields:
        if shield.kind is ShieldKind.REGENERATE and shield.object == event.obj:
            def apply(e: Event, shield: Shield = shield) -> tuple[list[Event], list[Event]]:
                fighting = any(e.obj in pair for pair in state.attackers + state.blockers)
                return [Regenerated(rule=cr.REGENERATE, causes=(*e.causes, shield.id),
                                    obj=e.obj, shield=shield, in_combat=fighting)], []
            found.append(Candidate(("shield", shield.id), shield.source, shield.source_name,
                                   shield.timestamp, cr.REGENERATE,
                                   "it regenerates instead of being destroyed", apply,
                                   made_by=shield.id))
    return found


@applies(GraveyardReplacement)
def _zone_statics(state: GameState, event: ZoneChange) -> list[Candidate]:
    """"If a card would be put into a graveyard from anywhere, exile it instead" (614.1a)."""
    if event.destination is not Zone.GRAVEYARD:
        return []
    subject = state.objects.get(event.obj)
    if subject is None:
        return []
    chars = event.last_known or compute(state).chars.get(event.obj)
    found = []
    sources = list(_statics(state, GraveyardReplacement))
    if subject.zone is not Zone.BATTLEFIELD and chars is not None:
        sources += _own(state, subject, chars, GraveyardReplacement)
    for source, source_chars, i, ab in sources:
        if not _fits(ab, subject, chars, source.id, source_chars.controller):
            continue
        to = _DESTINATIONS[ab.instead]

        def apply(e: Event, to: Zone = to, ab: GraveyardReplacement = ab):
            assert isinstance(e, ZoneChange)
            return [replace(e, destination=to,
                            shuffled=ab.instead is GraveyardDestination.LIBRARY_SHUFFLED)], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, cr.REPLACEMENT, ab.describe(), apply))
    return found


def _entering_effects(state: GameState, event: ZoneChange | TokenCreated) -> list[Candidate]:
    """What applies to a permanent entering the battlefield, a token being created too."""
    entering = _entering(state, event)
    if entering is None:
        return []
    return _enters(state, entering) + _printed_loyalty(entering) + _counter_statics(
        state, event, dict(event.counters), entering)


def _printed_loyalty(entering: tuple[GameObject, Characteristics]) -> list[Candidate]:
    """306.5b: a planeswalker's intrinsic "enters with loyalty counters" (a 614.1c effect, so
    Doubling Season doubles what it puts, 614.16)."""
    obj, chars = entering
    loyalty = obj.card.loyalty
    if loyalty is None or CardType.PLANESWALKER not in chars.types:
        return []

    def apply(e: Event):
        assert isinstance(e, (ZoneChange, TokenCreated))
        counters = dict(e.counters)
        counters["loyalty"] = counters.get("loyalty", 0) + loyalty
        return [replace(e, counters=tuple(sorted(counters.items())))], []
    return [Candidate(("loyalty", obj.id), obj.id, chars.name, obj.timestamp,
                      cr.PLANESWALKER_LOYALTY, f"it enters with {loyalty} loyalty counters",
                      apply)]


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
    found = []
    sources = list(_statics(state, EntersReplacement)) + list(_own(state, obj, chars,
                                                                      EntersReplacement))
    for source, source_chars, i, ab in sources:
        if not _fits(ab, obj, chars, source.id, source_chars.controller):
            continue

        def apply(e: Event, ab: EntersReplacement = ab):
            assert isinstance(e, (ZoneChange, TokenCreated))
            if ab.tapped:
                return [replace(e, tapped=True)], []
            counters = dict(e.counters)
            for kind, n in ab.counters.items():
                counters[kind] = counters.get(kind, 0) + n
            return [replace(e, counters=tuple(sorted(counters.items())))], []
        rule = cr.ENTERS_TAPPED if ab.tapped else EntersReplacement.RULE
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, rule, ab.describe(), apply))
    return found


@applies(CountersReplacement)
def _counter_statics(state: GameState, event: Event, counters: dict[str, int],
                     entering) -> list[Candidate]:
    """Hardened Scales, Doubling Season (614.16, 122.6: entering with counters counts)."""
    if not counters:
        return []
    if entering is not None:
        obj, chars = entering
    else:
        assert isinstance(event, CountersChanged)
        obj = state.objects.get(event.obj)
        chars = compute(state).chars.get(event.obj)
        if obj is None or chars is None:
            return []
    found = []
    for source, source_chars, i, ab in _statics(state, CountersReplacement):
        if not _fits(ab, obj, chars, source.id, source_chars.controller):
            continue
        if ab.effects_only and isinstance(event, CountersChanged) and not event.by_effect:
            continue  # 614.16: combat damage isn't an effect
        kinds = [k for k in counters if ab.counter in (None, k)]
        if not kinds:
            continue

        def apply(e: Event, ab: CountersReplacement = ab, kinds: list[str] = kinds):
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
def _token_statics(state: GameState, event: CreateTokens) -> list[Candidate]:
    """Doubling Season: twice that many tokens are created instead (614.1a)."""
    def apply(e: Event):
        assert isinstance(e, CreateTokens)
        return [replace(e, amount=e.amount * 2)], []
    return _player_statics(state, TokensReplacement, event.player, apply)


@applies(DrawReplacement)
def _draw_statics(state: GameState, event: DrawCard) -> list[Candidate]:
    """614.11: draws are replaced even when the library is empty (Laboratory Maniac)."""
    def apply(e: Event):
        assert isinstance(e, DrawCard)
        return [winning(state, e.player, e.causes)], []
    return _player_statics(state, DrawReplacement, event.player, apply)


def _player_statics(state: GameState, kind: type[TokensReplacement] | type[DrawReplacement],
                    player: PlayerId, apply: Callable) -> list[Candidate]:
    """Replacements of what a player does, narrowed by 'you' or 'an opponent'."""
    return [Candidate(("static", source.id, i), source.id, source_chars.name, source.timestamp,
                      kind.RULE, ab.describe(), apply)
            for source, source_chars, i, ab in _statics(state, kind)
            if not ab.player or whose_matches(ab.player, player, source_chars.controller)]


def _protection(state: GameState, event: DamageDealt) -> list[Candidate]:
    """702.16e: damage from a source with the stated quality is prevented."""
    if event.recipient.object is None:
        return []
    target = compute(state).chars.get(event.recipient.object)
    source = compute(state).chars.get(event.source) or state.last_known.get(event.source)
    if target is None or source is None:
        return []
    prot = protection_against(target, source)
    if prot is None:
        return []

    def apply(e: Event):
        assert isinstance(e, DamageDealt)
        return [DamagePrevented(rule=cr.PROTECTION_DAMAGE, also=(cr.PREVENTED_NEVER_HAPPENS,),
                                causes=e.causes, source=e.source,
                                source_name=e.source_name, recipient=e.recipient,
                                amount=e.amount,
                                detail=f"protection from {prot.quality_text}")], []
    return [Candidate(("protection", event.recipient.object), event.recipient.object,
                      state.name(event.recipient.object), 0, cr.PROTECTION_DAMAGE,
                      f"protection from {prot.quality_text} prevents the damage", apply,
                      prevention=True)]


def _prevention_shields(state: GameState, event: DamageDealt) -> Iterator[Shield]:
    for shield in state.shields:
        if shield.kind is not ShieldKind.PREVENT or (shield.combat_only and not event.combat):
            continue
        if shield.object is not None and shield.object != event.recipient.object:
            continue
        if shield.player is not None and shield.player != event.recipient.player:
            continue
        if shield.objects is not None and not _protects(state, shield, event.recipient.object):
            continue
        yield shield


def _protects(state: GameState, shield: Shield, oid: ObjectId | None) -> bool:
    chars = compute(state).chars.get(oid) if oid is not None else None
    return chars is not None and shield.objects is not None and any(
        matches(chars, f, shield.controller, shield.source, state.objects[oid])
        for f in shield.objects.filters)


def shield_order(tl: Timeline, events: list[DamageDealt]) -> list[DamageDealt]:
    """615.7: damage from several sources at once to a shielded permanent or player, put in
    the order its controller or that player chose for the shield to prevent it."""
    ordered = list(events)
    by_recipient: dict[str, list[int]] = {}
    for i, e in enumerate(events):
        by_recipient.setdefault(str(e.recipient.object or e.recipient.player), []).append(i)
    for shielded, places in by_recipient.items():
        group = [events[i] for i in places]
        if not _order_matters(tl.state, group):
            continue
        player = affected_player(tl.state, group[0]) or tl.state.active
        key = tl.state.root(group[0].recipient.object) if group[0].recipient.object \
            else shielded
        first = choices.prevention_order(tl, player, key, [e.source for e in group],
                                         group[0].causes)
        group.sort(key=lambda e: first.index(e.source))
        for place, e in zip(places, group):
            ordered[place] = e
    return ordered


def _order_matters(state: GameState, group: list[DamageDealt]) -> bool:
    """Damage from two or more sources, and shields that stop some of it but not all: the
    order decides whose damage is prevented."""
    shields = {s.id: s for e in group for s in _prevention_shields(state, e)}
    limits = [s.remaining for s in shields.values()]
    return len({e.source for e in group}) > 1 and bool(limits) and None not in limits \
        and sum(limits) < sum(e.amount for e in group)


def shield_rule(shield: Shield) -> Rule:
    """'Prevent all' is a prevention effect (615.1a); 'the next N' a shield (615.7)."""
    return cr.PREVENTION if shield.remaining is None else cr.PREVENTION_SHIELD


def _shields(state: GameState, event: DamageDealt) -> list[Candidate]:
    """615.7: "prevent the next N damage" shields; "prevent all combat damage" (Fog)."""
    found = []
    for shield in _prevention_shields(state, event):

        def apply(e: Event, shield: Shield = shield):
            assert isinstance(e, DamageDealt)
            rule = shield_rule(shield)
            what = "effect" if shield.remaining is None else "shield"
            prevented = e.amount if shield.remaining is None else min(e.amount,
                                                                      shield.remaining)
            used = [ShieldUsed(rule=cr.PREVENTION_SHIELD, causes=e.causes, shield=shield,
                               amount=prevented)] if shield.remaining is not None else []
            if prevented >= e.amount:
                return [DamagePrevented(rule=rule, also=(cr.PREVENTED_NEVER_HAPPENS,),
                                        causes=(*e.causes, shield.id), source=e.source,
                                        source_name=e.source_name, recipient=e.recipient,
                                        amount=e.amount,
                                        detail=f"{shield.source_name}'s {what}")], used
            return [replace(e, amount=e.amount - prevented)], used
        amount = "all" if shield.remaining is None else f"the next {shield.remaining}"
        found.append(Candidate(("shield", shield.id), shield.source, shield.source_name,
                               shield.timestamp, shield_rule(shield),
                               f"prevents {amount} damage", apply, prevention=True,
                               made_by=shield.id))
    return found


@applies(DamageReplacement)
def _damage_statics(state: GameState, event: DamageDealt) -> list[Candidate]:
    """Furnace of Rath: 'it deals double that damage instead'."""
    found = []
    for source, source_chars, i, ab in _statics(state, DamageReplacement):
        def apply(e: Event):
            assert isinstance(e, DamageDealt)
            return [replace(e, amount=e.amount * 2)], []
        found.append(Candidate(("static", source.id, i), source.id, source_chars.name,
                               source.timestamp, DamageReplacement.RULE, ab.describe(),
                               apply))
    return found


# ---------------------------------------------------------------- "can't" (614.17)


def winning(state: GameState, player: PlayerId, causes: tuple[int, ...]) -> Event:
    """104.2b: an effect says the player wins, unless a "can't win" effect says otherwise."""
    ended = GameEnded(rule=cr.WIN_BY_EFFECT, causes=causes, winner=player)
    blocker = cant(state, player, GameOutcome.WIN)
    if blocker is None:
        return ended
    return CantHappen(rule=cr.CANT, causes=causes, replaced=ended, source=blocker.id,
                      source_name=state.name(blocker.id), detail=f"{player} can't win the game")


def cant(state: GameState, player: PlayerId, what: GameOutcome) -> GameObject | None:
    """A permanent that says this player can't do `what` ('lose the game'), if any."""
    board = compute(state)
    for obj in state.in_play_order():
        chars = board.chars[obj.id]
        for ab in chars.abilities:
            if isinstance(ab, Cant) and ab.what is what and whose_matches(
                    ab.who, player, chars.controller):
                return obj
    return None

