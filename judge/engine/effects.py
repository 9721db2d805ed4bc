"""Following a resolving spell's or ability's instructions (CR 608.2c–h, 609) and the keyword
actions they name (701: counter, create, destroy, discard, exile, sacrifice, tap/untap),
life (119), drawing (121), counters (122) and continuous effects from resolution (611.2)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Mapping

from judge import cr
from judge.cards.definition import CardDefinition
from judge.cards.phrases import (
    Amount,
    AmountKind,
    PlayerRef,
    PlayerScope,
    PTValue,
    Scope,
    Selector,
)
from judge.cards.vocabulary import Instructions
from judge.engine import choices, damage, durations, replacement
from judge.engine.events import (
    AlreadyAttached,
    AbilityFinished,
    Attached,
    CountersChanged,
    CreateTokens,
    DrawCard,
    DelayedCreated,
    ShieldCreated,
    DrewFromEmptyLibrary,
    EffectBegan,
    Event,
    LifeChanged,
    ManaAdded,
    Move,
    TapChanged,
    TokenCreated,
    Unaffected,
    ZoneChange,
    new_id,
)
from judge.engine.layers import Characteristics, compute, matches, source_characteristics
from judge.engine.legality import can_attach, has_keyword
from judge.engine.state import (
    ContinuousEffect,
    DelayedTrigger,
    GameObject,
    ObjectId,
    PlayerId,
    Shield,
    Target,
)
from judge.engine.timeline import Timeline
from judge.words import COLOR_ORDER, Color, Keyword, Step, Zone


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
    chosen_words: tuple[str, str] | None = None
    triggering: ObjectId | None = None  # what a triggered ability's event was about
    triggered_by: ObjectId | None = None  # the same, as the event saw it (608.2h)
    amount: int | None = None  # "that much"
    bound: Mapping[str, Target] = field(default_factory=dict)  # a delayed ability's objects
    done: list[Event] = field(default_factory=list)
    created: list[ObjectId] = field(default_factory=list)  # tokens made so far
    life_lost: int = 0  # "the life lost this way"


def perform(tl: Timeline, res: Resolution) -> list[Event]:
    """608.2c: follow the instructions in order."""
    for name, target in res.bound.items():  # 603.7c: an object that moved is a new object
        if target.object is not None and target.object not in tl.state.objects:
            now = tl.state.current(tl.state.root(target.object))
            res.done.append(tl.emit(Unaffected(
                rule=cr.DELAYED_LOSES_TRACK, causes=_causes(res), obj=target.object,
                action="affected", detail=f"it has changed zones since, and "
                f"{now or 'what it became'} is a new object (400.7)")))
    for effect in res.instructions.effects:
        handler = _HANDLERS[effect.kind]
        res.done.extend(handler(tl, res, effect))
    return res.done


# ---------------------------------------------------------------- who and what


def objects(tl: Timeline, res: Resolution, sel: Selector) -> list[ObjectId]:
    state = tl.state
    if sel.scope is Scope.TARGET:
        target = res.targets.get(sel.target) or res.bound.get(sel.target)
        if target is None or target.object is None or target.object not in state.objects:
            return []  # 603.7c: an object that moved isn't affected
        return [target.object]
    if sel.scope is Scope.CREATED:
        bound = [t.object for name, t in res.bound.items() if name.startswith("created")]
        return [o for o in res.created + bound if o in state.objects]
    if sel.scope in (Scope.TRIGGERING, Scope.IT):
        found = res.triggering or _bound_object(res, "triggering")
        return [found] if found in state.objects else []  # 603.7c: unless it moved again
    if sel.scope is Scope.SELF:
        return [res.source] if res.source in state.objects and \
            state.objects[res.source].zone is Zone.BATTLEFIELD else []
    if sel.scope in (Scope.ENCHANTED, Scope.EQUIPPED):
        host = state.objects.get(res.source)
        return [host.attached_to] if host and host.attached_to in state.objects else []
    board = compute(state)
    return [oid for oid, obj in state.objects.items()
            if oid in board.chars
            and any(matches(board.chars[oid], f, res.controller, res.source, obj)
                    for f in sel.filters)]


def players(tl: Timeline, res: Resolution, ref: PlayerRef) -> list[PlayerId]:
    state = tl.state
    alive = [p for p in state.apnap() if not state.player(p).lost]
    if ref.scope is PlayerScope.YOU:
        return [res.controller]
    if ref.scope is PlayerScope.EACH:
        return alive
    if ref.scope is PlayerScope.EACH_OPPONENT:
        return [p for p in alive if p != res.controller]
    if ref.scope is PlayerScope.TARGET:
        target = res.targets.get(ref.target) or res.bound.get(ref.target)
        return [target.player] if target is not None and target.player is not None else []
    assert ref.of is not None
    found = []
    for oid in _referenced(tl, res, ref.of):
        info = _info(tl, oid)
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


def _referenced(tl: Timeline, res: Resolution, sel: Selector) -> list[ObjectId]:
    """Like `objects`, but a target that already moved is still referred to, and the
    triggering object is read as the event saw it (608.2h: last known information)."""
    if sel.scope is Scope.TARGET:
        target = res.targets.get(sel.target) or res.bound.get(sel.target)
        return [target.object] if target is not None and target.object is not None else []
    if sel.scope in (Scope.TRIGGERING, Scope.IT):
        found = res.triggered_by or res.triggering or _bound_object(res, "triggering")
        return [found] if found is not None else []
    if sel.scope is Scope.SELF:  # "power of this" after it was sacrificed: its LKI
        return [res.source]
    return objects(tl, res, sel)


def _bound_object(res: Resolution, name: str) -> ObjectId | None:
    target = res.bound.get(name)
    return target.object if target is not None else None


def _info(tl: Timeline, oid: ObjectId) -> Characteristics | None:
    """608.2h: current information, or last known information if it left its zone."""
    return source_characteristics(tl.state, oid)


def amount(tl: Timeline, res: Resolution, a: Amount) -> int:
    """608.2h: a number the effect needs is read once, as the effect happens."""
    if a.kind is AmountKind.CONSTANT:
        return a.value + a.plus
    if a.kind is AmountKind.COUNT and a.of is not None:
        return len(objects(tl, res, a.of)) + a.plus
    if a.kind is AmountKind.CARDS_IN_HAND:
        return len(tl.state.player(res.controller).hand) + a.plus
    if a.kind is AmountKind.THAT_MUCH:
        return (res.amount or 0) + a.plus
    if a.kind is AmountKind.LIFE_LOST_THIS_WAY:
        return res.life_lost + a.plus
    if a.kind is AmountKind.CARD_TYPES_IN_GRAVEYARDS:
        board = compute(tl.state)
        kinds = set()
        for oid, obj in tl.state.objects.items():
            if obj.zone is Zone.GRAVEYARD:
                kinds |= board.chars[oid].types
        return len(kinds) + a.plus
    assert a.of is not None
    values = []
    for oid in _referenced(tl, res, a.of):
        info = _info(tl, oid)
        if info is None:
            continue
        if a.kind is AmountKind.POWER:
            values.append(info.power or 0)
        elif a.kind is AmountKind.TOUGHNESS:
            values.append(info.toughness or 0)
        elif a.kind is AmountKind.MANA_VALUE:
            values.append(info.mana_value)
    return sum(values) + a.plus


def _causes(res: Resolution) -> tuple[int, ...]:
    return (res.cause,)


# ---------------------------------------------------------------- the instructions


def _damage(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    recipients: list[Target] = []
    if e.to.objects is not None:
        recipients += [Target(object=o) for o in objects(tl, res, e.to.objects)
                       if damage.can_be_dealt_damage(tl.state, Target(object=o))]
    if e.to.players is not None:
        recipients += [Target(player=p) for p in players(tl, res, e.to.players)]
    source, chars = res.source, res.source_chars
    if e.by is not None:  # "target creature you control deals damage …"
        sources = _referenced(tl, res, e.by)
        info = _info(tl, sources[0]) if sources else None
        if info is None:
            return []
        source, chars = sources[0], info
    return damage.deal(tl, source, chars, recipients, n, _causes(res))


def _fight(tl: Timeline, res: Resolution, e) -> list[Event]:
    """701.12: each deals damage equal to its power to the other, at once; if either is gone
    or no longer a creature, neither deals damage (701.12b)."""
    board = compute(tl.state)
    one, two = objects(tl, res, e.what), objects(tl, res, e.other)
    fighters = one[:1] + two[:1]
    if len(fighters) < 2 or not all(board.chars[o].is_creature for o in fighters):
        return [tl.emit(Unaffected(rule=cr.FIGHT_CALLED_OFF, causes=_causes(res), obj=o,
                                   action="fighting",
                                   detail="the other creature is gone, no longer a creature or "
                                          "an illegal target, so neither deals damage"))
                for o in fighters[:1]]
    a, b = fighters
    assignments = [damage.Assignment(x, board.chars[x], Target(object=y),
                                     board.chars[x].power or 0, why=(cr.FIGHT,))
                   for x, y in ((a, b), (b, a))]
    return damage.deal_all(tl, assignments, _causes(res))


def move(tl: Timeline, oid: ObjectId, destination: Zone, how: Move, rule: cr.Rule,
         causes: tuple[int, ...], controller: PlayerId | None = None) -> ZoneChange:
    """A zone change as an event, with the object's last known information (for 704.8)."""
    state = tl.state
    obj = state.objects[oid]
    lki = compute(state).chars.get(oid) if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else None
    return ZoneChange(rule=rule, causes=causes, obj=oid, new_id=new_id(state, oid),
                      origin=obj.zone, destination=destination, move=how,
                      controller=controller or obj.owner, last_known=lki)


def _moves(tl: Timeline, res: Resolution, sel: Selector, destination: Zone, how: Move,
           rule: cr.Rule, allowed: Callable[[GameObject], Unaffected | None] | None = None
           ) -> list[Event]:
    """Move every selected object at once (608.2f)."""
    pending: list[Event] = []
    for oid in objects(tl, res, sel):
        obj = tl.state.objects[oid]
        refusal = allowed(obj) if allowed else None
        pending.append(refusal or move(tl, oid, destination, how, rule, _causes(res)))
    return replacement.happen(tl, pending)


def _destroy(tl: Timeline, res: Resolution, e) -> list[Event]:
    def indestructible(obj: GameObject) -> Unaffected | None:
        if obj.zone is Zone.BATTLEFIELD and has_keyword(compute(tl.state).chars[obj.id],
                                                        Keyword.INDESTRUCTIBLE):
            return Unaffected(rule=cr.INDESTRUCTIBLE, causes=_causes(res), obj=obj.id,
                              action="destroyed", detail="it has indestructible")
        return None

    done = []
    pending: list[Event] = []
    for oid in objects(tl, res, e.what):
        refusal = indestructible(tl.state.objects[oid])
        shielded = e.no_regeneration and any(
            s.kind == "regenerate" and s.object == oid for s in tl.state.shields)
        pending.append(refusal or replace(
            move(tl, oid, Zone.GRAVEYARD, Move.DESTROYED, cr.DESTROY, _causes(res)),
            no_regeneration=e.no_regeneration,
            also=(cr.CANT_BE_REGENERATED,) if shielded else ()))
    done += replacement.happen(tl, pending)
    return done


def _exile(tl: Timeline, res: Resolution, e) -> list[Event]:
    return _moves(tl, res, e.what, Zone.EXILE, Move.EXILED, cr.EXILE)


def _return(tl: Timeline, res: Resolution, e) -> list[Event]:
    return _moves(tl, res, e.what, Zone.HAND, Move.RETURNED, cr.FOLLOW_INSTRUCTIONS)


def _counter(tl: Timeline, res: Resolution, e) -> list[Event]:
    done = []
    for oid in objects(tl, res, e.what):
        obj = tl.state.objects[oid]
        if obj.ability is not None:
            done.append(tl.emit(AbilityFinished(rule=cr.COUNTER_SPELL, causes=_causes(res),
                                                obj=oid, resolved=False)))
        else:
            where = {"library top": Zone.LIBRARY, "exile": Zone.EXILE}.get(e.instead or "")
            done += replacement.happen(tl, [replace(
                move(tl, oid, Zone.GRAVEYARD, Move.COUNTERED, cr.COUNTER_SPELL, _causes(res)),
                self_replaced=where)])
    return done


def _tap(tl: Timeline, res: Resolution, e) -> list[Event]:
    return _set_tapped(tl, res, e.what, True)


def _untap(tl: Timeline, res: Resolution, e) -> list[Event]:
    return _set_tapped(tl, res, e.what, False)


def _set_tapped(tl: Timeline, res: Resolution, sel: Selector, tapped: bool) -> list[Event]:
    """701.21: only an untapped permanent can be tapped, and the reverse."""
    pending = [TapChanged(rule=cr.TAP if tapped else cr.UNTAP, causes=_causes(res), obj=oid,
                          tapped=tapped)
               for oid in objects(tl, res, sel) if tl.state.objects[oid].tapped != tapped]
    return tl.emit_all(pending)


def _life(tl: Timeline, res: Resolution, e, sign: int) -> list[Event]:
    n = amount(tl, res, e.amount)
    if n <= 0:
        return []
    also = (cr.EFFECT_LOOKS_AT_LKI,) if _from_last_known(tl, res, e.player) else ()
    return tl.emit_all([LifeChanged(rule=cr.LIFE_CHANGE, also=also, causes=_causes(res),
                                    player=p, amount=sign * n)
                        for p in players(tl, res, e.player)])


def _from_last_known(tl: Timeline, res: Resolution, ref: PlayerRef) -> bool:
    """Does 'controller of t' read an object that has left its zone (608.2h)?"""
    return ref.scope is PlayerScope.CONTROLLER_OF and ref.of is not None and any(
        oid not in tl.state.objects for oid in _referenced(tl, res, ref.of))


def _gain_life(tl: Timeline, res: Resolution, e) -> list[Event]:
    return _life(tl, res, e, +1)


def _lose_life(tl: Timeline, res: Resolution, e) -> list[Event]:
    done = _life(tl, res, e, -1)
    res.life_lost += sum(-x.amount for x in done if isinstance(x, LifeChanged))
    return done


def draw(tl: Timeline, player: PlayerId, count: int, causes: tuple[int, ...],
         rule: cr.Rule = cr.DRAW) -> list[Event]:
    """121.2: cards are drawn one at a time, each a draw replacement effects may replace
    (614.11); from an empty library, 121.4."""
    done: list[Event] = []
    for _ in range(count):
        if tl.state.game_over:
            break
        for outcome in replacement.through(tl, DrawCard(rule=rule, causes=causes,
                                                        player=player)):
            if not isinstance(outcome, DrawCard):
                done += tl.emit_all([outcome])
                continue
            library = tl.state.player(player).library
            if not library:
                done.append(tl.emit(DrewFromEmptyLibrary(
                    rule=cr.DRAW_EMPTY_LIBRARY, also=(rule,), causes=causes, player=player)))
            else:
                done.append(tl.emit(move(tl, library[0], Zone.HAND, Move.DRAWN, rule, causes,
                                         player)))
    return done


def _draw(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    done: list[Event] = []
    for p in players(tl, res, e.player):  # APNAP order (121.2a)
        done += draw(tl, p, n, _causes(res))
    return done


def _discard(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    chosen: list[ObjectId] = []
    for p in players(tl, res, e.player):  # choices in APNAP order, then all at once (608.2e)
        if e.hand:
            chosen += tl.state.player(p).hand
        else:
            chosen += choices.cards_to_discard(tl, p, n, cr.DISCARD, _causes(res))
    return replacement.happen(tl, [move(tl, oid, Zone.GRAVEYARD, Move.DISCARDED, cr.DISCARD,
                                        _causes(res)) for oid in chosen])


def _put_counters(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    return replacement.happen(tl, [CountersChanged(rule=cr.COUNTERS, causes=_causes(res),
                                                   obj=oid, kind=e.counter, amount=n)
                                   for oid in objects(tl, res, e.on) if n > 0])


def _create_token(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    spec = e.token
    card = CardDefinition(name=spec.name, colors=spec.colors, types=spec.types,
                          subtypes=spec.subtypes, supertypes=spec.supertypes,
                          power=spec.power, toughness=spec.toughness, loyalty=spec.loyalty,
                          abilities=spec.abilities)
    created: list[Event] = []
    root = tl.state.root(res.obj.id)
    earlier = sum(1 for oid in tl.state.lineage if oid.startswith(f"{root}.token"))
    for p in players(tl, res, e.player):
        proposed = CreateTokens(rule=cr.CREATE_TOKEN, causes=_causes(res), player=p, amount=n,
                                token=spec.name)
        count = sum(x.amount for x in replacement.through(tl, proposed)
                    if isinstance(x, CreateTokens))
        tl.make_room(len(created) + count)
        for _ in range(count):
            oid = ObjectId(f"{root}.token{earlier + len(created) + 1}")
            created.append(TokenCreated(rule=cr.CREATE_TOKEN, causes=_causes(res), obj=oid,
                                        card=card, controller=p))
            res.created.append(oid)
    return replacement.happen(tl, created)  # 614.12: each enters as the effects say


def _sacrifice(tl: Timeline, res: Resolution, e) -> list[Event]:
    n = amount(tl, res, e.amount)
    board = compute(tl.state)
    chosen: list[GameObject] = []
    for p in players(tl, res, e.player):
        mine = [o for o in tl.state.in_play_order()
                if board.chars[o.id].controller == p
                and matches(board.chars[o.id], e.what, p, res.source, o)]
        chosen += choices.permanents_to_sacrifice(tl, p, mine, n, cr.SACRIFICE, _causes(res))
    return replacement.happen(tl, [move(tl, o.id, Zone.GRAVEYARD, Move.SACRIFICED,
                                        cr.SACRIFICE, _causes(res)) for o in chosen])


def _continuous(tl: Timeline, res: Resolution, e) -> list[Event]:
    """611.2c: the set whose characteristics or control change is fixed now, while a rules
    part ("can't block") of a non-targeted effect applies to whatever it names at each moment;
    613.7b: the effect's timestamp is now."""
    affected = frozenset(objects(tl, res, e.affects))
    rules_for = e.affects if e.restrict and e.affects.scope is Scope.ALL else None
    if not affected and rules_for is None:
        return []
    lasts_while = tuple(e.for_as_long_as)
    if lasts_while and not durations.holds(tl.state, lasts_while, res.source, res.controller):
        return [tl.emit(Unaffected(rule=cr.DURATION_ENDS, causes=_causes(res), obj=oid,
                                   action="affected",
                                   detail=f"{res.obj.name}'s 'for as long as' duration never "
                                          "began, so the effect does nothing"))
                for oid in sorted(affected)]
    effect = ContinuousEffect(
        id=tl.next_seq, source=res.obj.id, source_name=res.obj.name,
        controller=res.controller, timestamp=tl.state.next_timestamp, affected=affected,
        modifications=_fixed_amounts(tl, res, e), until_end_of_turn=e.until.value == "end of turn",
        chosen_color=res.chosen_color, chosen_words=res.chosen_words,
        lasts_while=lasts_while, watched=res.source if lasts_while else None,
        rules_for=rules_for)
    return [tl.emit(EffectBegan(rule=cr.CONTINUOUS_FROM_RESOLUTION, causes=_causes(res),
                                effect=effect))]


def _fixed_amounts(tl: Timeline, res: Resolution, e):
    """608.2h: a number the effect reads from the game is read once, as it resolves; only
    "its power" and the like stay per affected object."""
    if e.set_pt is None:
        return e

    def fix(a: Amount) -> Amount:
        if a.is_constant or (a.of is not None and a.of.scope is Scope.IT):
            return a
        n = amount(tl, res, a)
        return Amount(AmountKind.CONSTANT, n, text=str(n))
    pt = e.set_pt
    return e.model_copy(update={"set_pt": PTValue(fix(pt.power), fix(pt.toughness),
                                                  text=pt.text)})


def _attach(tl: Timeline, res: Resolution, e) -> list[Event]:
    source = tl.state.objects.get(res.source)
    done = []
    for oid in objects(tl, res, e.to):
        if source is None or source.zone is not Zone.BATTLEFIELD:
            break
        done.append(attach(tl, source, oid, cr.ATTACH, _causes(res)))
    return done


def attach(tl: Timeline, source: GameObject, to: ObjectId, rule: cr.Rule,
           causes: tuple[int, ...]) -> Event:
    """701.3a–c: attach `source` to `to`, with a new timestamp; where it can't be attached, or
    is attached already, the instruction does nothing."""
    if source.attached_to == to:
        return tl.emit(AlreadyAttached(rule=cr.ATTACH_ILLEGAL, causes=causes, obj=source.id,
                                       to=to))
    if not can_attach(tl.state, source, to):
        return tl.emit(Unaffected(rule=cr.ATTACH_ILLEGAL, causes=causes, obj=source.id,
                                  action="attached",
                                  detail=f"it can't be attached to {tl.state.name(to)}"))
    return tl.emit(Attached(rule=rule, also=(cr.ATTACH_NEW_TIMESTAMP,), causes=causes,
                            obj=source.id, to=to))


def _sacrifice_it(tl: Timeline, res: Resolution, e) -> list[Event]:
    """701.17a: only a permanent its controller still controls can be sacrificed."""
    board = compute(tl.state)
    pending: list[Event] = []
    for oid in objects(tl, res, e.what):
        if board.chars[oid].controller == res.controller:
            pending.append(move(tl, oid, Zone.GRAVEYARD, Move.SACRIFICED, cr.SACRIFICE,
                                _causes(res)))
        else:
            pending.append(Unaffected(rule=cr.SACRIFICE, causes=_causes(res), obj=oid,
                                      action="sacrificed",
                                      detail=f"{res.controller} no longer controls it"))
    return replacement.happen(tl, pending)


def _regenerate(tl: Timeline, res: Resolution, e) -> list[Event]:
    """701.15a: a shield that replaces the next destruction this turn."""
    return [tl.emit(ShieldCreated(rule=cr.REGENERATE, causes=_causes(res), shield=Shield(
        id=tl.next_seq, kind="regenerate", source=res.obj.id, source_name=res.obj.name,
        timestamp=tl.state.next_timestamp, object=oid))) for oid in objects(tl, res, e.what)]


def _prevent_damage(tl: Timeline, res: Resolution, e) -> list[Event]:
    """615.7: a shield preventing the next N damage (or all) this turn."""
    remaining = None if e.amount == "all" else amount(tl, res, e.amount)
    shields: list[Shield] = []
    base = dict(kind="prevent", source=res.obj.id, source_name=res.obj.name,
                timestamp=tl.state.next_timestamp,
                remaining=remaining, combat_only=e.combat_only)
    if e.to == "anything":
        shields.append(Shield(id=0, **base))
    else:
        if e.to.objects is not None and e.to.objects.scope is Scope.ALL and remaining is None:
            shields.append(Shield(id=0, objects=e.to.objects, controller=res.controller, **base))
        elif e.to.objects is not None:
            shields += [Shield(id=0, object=o, **base) for o in objects(tl, res, e.to.objects)]
        if e.to.players is not None:
            shields += [Shield(id=0, player=p, **base) for p in players(tl, res, e.to.players)]
    done = []
    for shield in shields:
        rule = replacement.shield_rule(shield)
        also = (cr.CONTINUOUS_FROM_RESOLUTION,) if shield.objects is not None else ()
        done.append(tl.emit(ShieldCreated(rule=rule, also=also, causes=_causes(res),
                                          shield=replace(shield, id=tl.next_seq))))
    return done


def _win_game(tl: Timeline, res: Resolution, e) -> list[Event]:
    return [win(tl, p, _causes(res)) for p in players(tl, res, e.player)]


def win(tl: Timeline, player: PlayerId, causes: tuple[int, ...]) -> Event:
    """104.2b, unless a "can't win" effect says otherwise (614.17)."""
    return tl.emit(replacement.winning(tl.state, player, causes))


def _delayed(tl: Timeline, res: Resolution, e) -> list[Event]:
    """603.7: a delayed triggered ability, remembering the objects it refers to (603.7c)."""
    bound = [(name, t) for name, t in res.targets.items() if t is not None]
    bound += [(name, t) for name, t in res.bound.items()]
    bound += [(f"created{i}", Target(object=o)) for i, o in enumerate(res.created)]
    if res.triggering is not None:
        bound.append(("triggering", Target(object=res.triggering)))
    at = Step.END if "end step" in e.at else Step.UPKEEP
    delayed = DelayedTrigger(
        id=tl.next_seq, at=at, source=res.source, source_name=res.source_chars.name,
        controller=res.controller,
        instructions=Instructions.model_construct(targets={}, choose=[], effects=list(e.effects)),
        bound=tuple(bound), amount=res.amount)
    return [tl.emit(DelayedCreated(rule=cr.DELAYED_TRIGGER, causes=_causes(res),
                                   delayed=delayed))]


def _add_mana(tl: Timeline, res: Resolution, e) -> list[Event]:
    return [tl.emit(ManaAdded(rule=cr.MANA, causes=_causes(res), player=res.controller,
                              mana=e.mana))]


_HANDLERS: dict[str, Callable[[Timeline, Resolution, object], list[Event]]] = {
    "damage": _damage, "destroy": _destroy, "exile": _exile, "return_to_hand": _return,
    "counter": _counter, "tap": _tap, "untap": _untap, "gain_life": _gain_life,
    "lose_life": _lose_life, "draw": _draw, "discard": _discard,
    "put_counters": _put_counters, "create_token": _create_token, "sacrifice": _sacrifice,
    "continuous": _continuous, "attach": _attach, "add_mana": _add_mana,
    "sacrifice_it": _sacrifice_it, "regenerate": _regenerate, "prevent_damage": _prevent_damage,
    "win_game": _win_game, "delayed": _delayed, "fight": _fight,
}


def threatening_colors(tl: Timeline, player: PlayerId) -> list[Color]:
    """Colors of opposing spells and abilities on the stack (for the documented default)."""
    board = compute(tl.state)
    found: set[Color] = set()
    for oid in tl.state.stack:
        obj = tl.state.objects[oid]
        if obj.controller == player:
            continue
        chars = board.chars.get(oid) or (source_characteristics(tl.state, obj.ability.source)
                                         if obj.ability else None)
        if chars is not None:
            found |= chars.colors
    return [c for c in COLOR_ORDER if c in found]
