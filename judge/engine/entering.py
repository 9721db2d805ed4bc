"""Entering the battlefield (CR 614.1c, 614.12): what is decided as a permanent enters, however
it gets there — cast and resolved, played, returned from a graveyard or exile, put from a hand
or a library: the copy it enters as (707.5, 616.1c), a color or creature type chosen, devour,
amplify, riot and unleash, the counters chosen for "your choice of" (614.12a), a cost paid or
it enters tapped, a Saga's first lore counter, a battle's protector (310.8a)
(714.3a), a daybound permanent entering transformed at night (702.145b)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from judge import cr
from judge.cards.phrases import Cost
from judge.cards.vocabulary import AsEnters, EntersChoice, KeywordAbility
from judge.engine import choices, costs, replacement
from judge.engine.copiable import with_exceptions
from judge.engine.events import ChoiceMade, Move, Revealed, ZoneChange
from judge.engine.layers import Characteristics, compute, matches, share_a_creature_type, subtype_family
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.errors import JudgeError
from judge.words import ALL_CREATURE_TYPES, CardType, DayNight, Keyword, Zone


def enters(tl: Timeline, oid: ObjectId, how: Move, rule: cr.Rule, causes: tuple[int, ...],
           controller: PlayerId | None = None, *, tapped: bool = False,
           counters: tuple[tuple[str, int], ...] = (), transformed: bool = False) -> ZoneChange:
    """The object's move onto the battlefield, with what its own "as it enters" abilities decide
    (614.1c) as the characteristics it would have there say (614.12), and the effect's own
    "tapped", counters and face; not yet through other replacement effects."""
    change = move(tl, oid, Zone.BATTLEFIELD, how, rule, causes, controller)
    obj = replace(tl.state.objects[oid], zone=Zone.BATTLEFIELD, controller=change.controller,
                  transformed=transformed)
    chars = compute(replace(tl.state, objects={**tl.state.objects, oid: obj})).chars.get(oid)
    found = _as_enters(tl, obj, chars, causes) if chars is not None else {}
    more = dict(found.pop("counters", ()))
    for kind, n in counters:
        more[kind] = more.get(kind, 0) + n
    return replace(change, also=change.also + found.pop("also", ()),
                   tapped=tapped or found.pop("tapped", False),
                   transformed=transformed or found.pop("transformed", False),
                   counters=tuple(sorted(more.items())), **found)


def _as_enters(tl: Timeline, obj: GameObject, chars: Characteristics,
               causes: tuple[int, ...]) -> dict[str, Any]:
    """614.1c, 707.5: the choices made as a permanent enters, copy first (616.1c, 707.6)."""
    abilities: Sequence[object] = chars.abilities
    state = tl.state
    board = compute(state)
    found: dict[str, Any] = {}  # GameObject fields, for `replace`
    if "Saga" in chars.subtypes:  # 714.3a: it enters with a lore counter
        found["counters"] = (("lore", 1),)
        found["also"] = (cr.SAGA_ENTERS,)
    if CardType.BATTLE in chars.types:
        found["protector"], rule = _protector(state, obj, chars)
        found["also"] = found.get("also", ()) + (rule,)
    if state.day_night is DayNight.NIGHT and obj.card.back is not None and not obj.transformed \
            and any(
            isinstance(a, KeywordAbility) and a.keyword is Keyword.DAYBOUND for a in abilities):
        found["transformed"] = True  # 702.145b: at night it enters transformed
    for ab in abilities:
        if isinstance(ab, AsEnters) and ab.copy_of is not None:
            candidates = [o for o in state.in_play_order()
                          if matches(board.chars[o.id], ab.copy_of, obj.controller, obj.id, o)]
            original = choices.object_to_copy(tl, obj.controller, obj, candidates,
                                              cr.ENTERS_AS_COPY, causes)
            if original is not None:
                copied = original.copied or original.card
                if ab.copy_except is not None:  # 707.9b
                    copied = with_exceptions(copied, ab.copy_except)
                found["copied"] = copied
                abilities = copied.abilities
    for ab in abilities:
        if not isinstance(ab, AsEnters) or ab.choose is None:
            continue
        if ab.choose is EntersChoice.COLOR:
            found["chosen_color"] = choices.color(tl, obj.controller, obj, cr.AS_ENTERS, causes)
        else:
            found["chosen_type"] = choices.creature_type(tl, obj.controller, obj, cr.AS_ENTERS,
                                                         causes, creature_types_of(state,
                                                                                   obj.controller))
    for ab in abilities:
        if isinstance(ab, AsEnters) and ab.may_add_counter is not None:
            _counter_or_haste(tl, obj, ab, found, causes)
        if isinstance(ab, AsEnters) and ab.devour is not None:
            _devour(tl, obj, ab.devour, found, causes)
        if isinstance(ab, AsEnters) and ab.amplify is not None:
            _amplify(tl, obj, ab.amplify, found, causes)
        if isinstance(ab, AsEnters) and ab.choose_counters is not None:
            chosen = choices.counters_to_enter_with(tl, obj.controller, obj, ab.choose_counters,
                                                    ab.different, cr.ENTERS_CHOICE, causes)
            counters = dict(found.get("counters", ()))
            for kind in chosen:  # one of each kind chosen
                counters[kind] = counters.get(kind, 0) + 1
            found["counters"] = tuple(sorted(counters.items()))
        if isinstance(ab, AsEnters) and ab.pay_or_tapped is not None:
            if _pays_as_it_enters(tl, obj, ab.pay_or_tapped, causes):
                costs.pay(tl, obj.id, ab.pay_or_tapped, obj.controller, causes, mana=True)
            else:
                found["tapped"] = True
    return found


def _protector(state: GameState, obj: GameObject, chars: Characteristics
               ) -> tuple[PlayerId, cr.Rule]:
    """310.8a: as a battle enters, its controller chooses its protector: with no battle type,
    themselves; a Siege, an opponent (310.11a) — the one there is; among several, or none,
    the choice isn't modeled."""
    if "Siege" not in chars.subtypes:
        return obj.controller, cr.BATTLE_PROTECTOR
    opponents = [p for p in state.opponents(obj.controller) if not state.player(p).lost]
    if len(opponents) != 1:
        raise JudgeError(f"{chars.name} is a Siege entering the battlefield, and "
                         f"{obj.controller} has {len(opponents)} opponents to choose its "
                         f"protector from: that choice isn't modeled ({cr.SIEGE_PROTECTOR})")
    return opponents[0], cr.SIEGE_PROTECTOR


def _devour(tl: Timeline, obj: GameObject, n: int, found: dict[str, Any],
            causes: tuple[int, ...]) -> None:
    """702.82a: as it enters, its controller sacrifices the creatures they choose
    (`choices: choose:` by its id; default: none, assumed); N +1/+1 counters for each."""
    board = compute(tl.state)
    able = [o.id for o in tl.state.in_play_order() if o.id != obj.id and o.id in board.chars
            and board.chars[o.id].is_creature and board.chars[o.id].controller == obj.controller]
    named = tl.choices.choose.get(tl.state.root(obj.id))
    chosen = tuple(o for o in able if named is not None and tl.state.root(o) in named)
    tl.emit(ChoiceMade(rule=cr.DEVOUR, causes=causes, assumed=named is None,
                       player=obj.controller, subject=f"creatures for {obj.card.name} to devour",
                       chosen=chosen or ("none",), options=tuple(able)))
    gone = replacement.happen(tl, [move(tl, o, Zone.GRAVEYARD, Move.SACRIFICED, cr.DEVOUR,
                                        causes) for o in chosen])
    eaten = sum(1 for e in gone if isinstance(e, ZoneChange) and e.move is Move.SACRIFICED)
    if eaten:
        found["counters"] = tuple(found.get("counters", ())) + (("+1/+1", n * eaten),)


def _amplify(tl: Timeline, obj: GameObject, n: int, found: dict[str, Any],
             causes: tuple[int, ...]) -> None:
    """702.38a: as it enters, its controller reveals the cards in their hand they choose that
    share a creature type with it (`choices: choose:` by its id; default: all of them,
    assumed); N +1/+1 counters for each."""
    board = compute(tl.state)
    able = [o for o in tl.state.player(obj.controller).hand
            if o != obj.id and share_a_creature_type(board.chars[obj.id].subtypes,
                                                      board.chars[o].subtypes)]
    named = tl.choices.choose.get(tl.state.root(obj.id))
    chosen = tuple(able if named is None else (o for o in able if tl.state.root(o) in named))
    tl.emit(ChoiceMade(rule=cr.AMPLIFY, causes=causes, assumed=named is None,
                       player=obj.controller,
                       subject=f"cards to reveal for {obj.card.name}'s amplify",
                       chosen=chosen or ("none",), options=tuple(able)))
    tl.emit_all([Revealed(rule=cr.AMPLIFY, causes=causes, player=obj.controller, obj=o)
                 for o in chosen])
    if chosen:
        counters = dict(found.get("counters", ()))
        counters["+1/+1"] = counters.get("+1/+1", 0) + n * len(chosen)
        found["counters"] = tuple(sorted(counters.items()))


def _counter_or_haste(tl: Timeline, obj: GameObject, ab: AsEnters, found: dict[str, Any],
                      causes: tuple[int, ...]) -> None:
    """Unleash (702.98a) and riot (702.136a): an additional counter if its controller wants
    one (`choices: may:`, default: they do); with riot, haste if not."""
    assert ab.may_add_counter is not None
    if choices.may(tl, obj.controller, obj, cr.RIOT if ab.or_haste else cr.AS_ENTERS, causes,
                   subject=f"whether {obj.card.name} enters with an additional "
                           f"{ab.may_add_counter} counter"):
        counters = dict(found.get("counters", ()))
        counters[ab.may_add_counter] = counters.get(ab.may_add_counter, 0) + 1
        found["counters"] = tuple(sorted(counters.items()))
    elif ab.or_haste:
        found["haste_from"] = "riot"


def _pays_as_it_enters(tl: Timeline, obj: GameObject, cost: Cost,
                       causes: tuple[int, ...]) -> bool:
    """614.12: its controller chooses as it enters (`choices: pay:`, by its id; default: they
    don't, assumed); a cost they can't pay in full isn't paid (118.3)."""
    why_not = costs.unpayable(tl, obj, compute(tl.state).chars[obj.id], cost, obj.controller)
    if why_not is not None:
        tl.emit(ChoiceMade(rule=cr.PAY_IN_FULL, also=(cr.PAY_AS_ENTERS,), causes=causes,
                           player=obj.controller, subject=f"whether to {cost.text.lower()} "
                           f"as {obj.card.name} enters", chosen=(f"can't: {why_not}",)))
        return False
    return choices.pays(tl, obj.controller, obj, cost.text, cr.PAY_AS_ENTERS, causes)


def creature_types_of(state: GameState, player: PlayerId) -> dict[str, int]:
    """How many creatures the player controls of each creature type: a creature type's
    default choice is the most common."""
    board = compute(state)
    counts: dict[str, int] = {}
    for o in state.in_play_order():
        chars = board.chars[o.id]
        if chars.is_creature and chars.controller == player:
            for t in chars.subtypes:
                if subtype_family(t) is CardType.CREATURE and t != ALL_CREATURE_TYPES:
                    counts[t] = counts.get(t, 0) + 1
    return counts
