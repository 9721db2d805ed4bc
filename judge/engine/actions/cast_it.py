"""Casting a card as an effect resolves (CR 608.2g): 'you may cast it without paying its mana
cost' — rebound (702.88a), cascade (702.85a), discover (701.55a). The caster follows 601.2a–i
from where the card is, whatever the timing; no player receives priority after it is cast."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from judge import cr
from judge.cards.definition import mana_value
from judge.cards.vocabulary import (CascadeFromLibrary, CastCard, CastForMadness,
                                   CastForMiracle, CastIt, Discover, ExileAndCast,
                                   RippleReveal, SuspendCast, TriggeredAbility)
from judge.engine import choices, replacement
from judge.engine.actions.onto_battlefield import exiled_as
from judge.engine.library import top_cards
from judge.engine.prohibitions import cast_prohibited
from judge.engine.events import (ChoiceMade, Event, Move, Revealed, ShieldCreated,
                                 Unaffected, ZoneChange)
from judge.engine.layers import compute
from judge.engine.resolution import (Resolution, amount, cards_that_fit, causes, handles,
                                     must_know, objects)
from judge.engine.stack import card_target_specs
from judge.engine.state import ObjectId, PlayerId, Shield, ShieldKind, Target
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import CardType, Zone


@handles(CastIt)
def _cast_it(tl: Timeline, res: Resolution, e: CastIt) -> list[Event]:
    done: list[Event] = []
    for card in objects(tl, res, e.what):
        cast = cast_while_resolving(tl, card, res.controller, res, e.RULE,
                                    suspended=isinstance(res.instructions, SuspendCast),
                                    optional=e.optional)
        done += cast + (_exiled_instead(tl, res, cast) if e.exile_instead else [])
    return done


@handles(CastCard)
def _cast_card(tl: Timeline, res: Resolution, e: CastCard) -> list[Event]:
    """608.2g: one card of the kind from the zone, if one fits and its controller wants to;
    its mana value is read as this resolves (608.2h)."""
    state = tl.state
    pool = state.player(res.controller).hand if e.zone == "your hand" \
        else state.player(res.controller).graveyard if e.zone == "your graveyard" \
        else tuple(o for p in state.apnap() for o in state.player(p).graveyard)
    zone = Zone.HAND if e.zone == "your hand" else Zone.GRAVEYARD
    most = None if e.max_mana_value is None else amount(tl, res, e.max_mana_value)
    chars = compute(state).chars
    fits = [o for o in cards_that_fit(tl, res, pool, e.what, zone)
            if not chars[o].is_(CardType.LAND)  # 305.9: a land is never cast
            and (most is None or chars[o].mana_value <= most)]
    spell = e.describe().removeprefix("you may ").removeprefix("cast ").split(" without ")[0]
    # "you may" said by the instruction, or by the optional trigger it is in (603.5)
    may = e.optional or (isinstance(res.instructions, TriggeredAbility)
                         and res.instructions.optional)
    card = choices.card_to_cast(tl, res.source, res.controller, fits, spell, e.RULE,
                                causes(res), optional=may)
    if card is None:
        return []
    cast = cast_while_resolving(tl, card, res.controller, res, e.RULE, optional=e.optional,
                                chosen_by=tl.log[-1].seq)
    return cast + (_exiled_instead(tl, res, cast) if e.exile_instead else [])


@handles(ExileAndCast)
def _exile_and_cast(tl: Timeline, res: Resolution, e: ExileAndCast) -> list[Event]:
    """Each is exiled; its controller may cast the card it became there (400.7), transformed
    if it says so (712.11a); not cast, the card stays in exile. Both cite the rule that
    gives the ability, if one does (a Siege's, 310.11b)."""
    done: list[Event] = []
    ability = res.instructions
    given = ability.KEYWORD_RULE if isinstance(ability, TriggeredAbility) else None
    for oid in objects(tl, res, e.what):
        exiled, card = exiled_as(tl, replace(
            move(tl, oid, Zone.EXILE, Move.EXILED, cr.EXILE, causes(res)),
            also=(given,) if given else ()))
        done += exiled
        if card is None:
            continue
        if e.transformed and tl.state.objects[card].card.back is None:
            done.append(tl.emit(Unaffected(  # 712.11a: only a double-faced card has one
                rule=cr.CASTS_TRANSFORMED, causes=causes(res), obj=card,
                action="cast transformed", detail="it has no back face")))
            continue
        done += cast_while_resolving(tl, card, res.controller, res, given or e.RULE,
                                     transformed=e.transformed)
    return done


def _exiled_instead(tl: Timeline, res: Resolution, cast: list[Event]) -> list[Event]:
    """614.1a: 'if that spell would be put into a graveyard, exile it instead': a replacement
    effect on the spell cast this way, the new object the card became on the stack (400.7h)."""
    spell = next((e.new_id for e in cast if isinstance(e, ZoneChange)
                  and e.destination is Zone.STACK), None)
    if spell is None:
        return []
    return [tl.emit(ShieldCreated(rule=cr.REPLACEMENT, also=(cr.FOUND_WHEN_CAST,),
                                  causes=causes(res), shield=Shield(
                                      id=tl.next_seq, kind=ShieldKind.EXILE_IF_GRAVEYARD,
                                      source=res.obj.id, source_name=res.obj.name,
                                      timestamp=tl.state.next_timestamp, object=spell)))]


def cast_while_resolving(tl: Timeline, card: ObjectId, player: PlayerId, res: Resolution,
                         rule: cr.Rule, alternative: str = "",
                         suspended: bool = False, optional: bool = True,
                         chosen_by: int | None = None, transformed: bool = False
                         ) -> list[Event]:
    """The player may cast the card without paying its mana cost, or for the keyword's
    alternative cost (`choices: may:`, by the id of the ability's source; default: they do;
    not `optional`: they do); a spell with targets needs them named (`choices:
    trigger_targets:`, by the card's id), else it isn't cast. `chosen_by`: the choice of the
    card, which casting it follows from; `transformed`: cast back face up, only that face
    considered (712.11a, 712.11c)."""
    # casting needs the resolving module, which loads this one: import it once both exist
    from judge.engine import casting

    obj = tl.state.objects[card]
    name = obj.card.name
    chars = casting.face_cast(tl.state, card, transformed)
    if chars.is_(CardType.LAND):  # a target "artifact card", say
        return [tl.emit(Unaffected(rule=cr.LAND_NOT_CAST, causes=causes(res), obj=card,
                                   action="cast", detail="a land card is played, never cast"))]
    prohibited = cast_prohibited(tl.state, player, obj, chars)
    if prohibited is not None:  # 601.3: a "can't" wins over the effect's "may" (101.2)
        return [tl.emit(Unaffected(rule=cr.CAST_ALLOWED, also=(cr.CANT_WINS,),
                                   causes=causes(res), obj=card, action="cast",
                                   detail=prohibited))]
    paying = f"for its {alternative} cost" if alternative else "without paying its mana cost"
    paying = f"transformed {paying}" if transformed else paying
    if optional and not choices.may(tl, player, res.obj, rule, causes(res),
                                    subject=f"whether to cast {name} {paying}"):
        return []
    chosen = (tl.log[-1].seq,) if optional else (chosen_by,) if chosen_by else causes(res)
    specs = card_target_specs(chars.abilities, chars.subtypes)
    named = tl.choices.trigger_targets.get(tl.state.root(card), ())
    if specs and not named:
        return [tl.emit(ChoiceMade(
            rule=rule, causes=causes(res), assumed=True, player=player,
            subject=f"the targets of {name}, cast as it resolves (choices: trigger_targets)",
            chosen=("none named: it isn't cast",)))]
    targets = tuple(Target(player=PlayerId(t)) if tl.state.has_player(t)
                    else Target(object=tl.state.current(ObjectId(t)) or ObjectId(t))
                    for t in named)
    return [casting.cast(tl, card, player, targets, allowed_by=rule, free=not alternative,
                         alternative_cost=alternative or None, caused_by=chosen,
                         suspended=suspended, transformed=transformed)]


@handles(CascadeFromLibrary)
def _cascade(tl: Timeline, res: Resolution, e: CascadeFromLibrary) -> list[Event]:
    """702.85a: one card at a time from the top, until a nonland card with lesser mana value
    than the spell's (X included, 202.3e, as it was cast); not cast, it goes to the bottom
    with the rest."""
    spell = tl.state.objects.get(res.source)
    x = spell.x if spell is not None else 0
    cost = res.source_chars.mana_cost or ""
    limit = mana_value(cost) + x * cost.count("{X}")
    done, exiled, hit = _exile_until(tl, res, lambda value: value < limit, e.RULE)
    if hit is not None:
        done += cast_while_resolving(tl, hit, res.controller, res, e.RULE)
    return done + _rest_to_bottom(tl, res, exiled, e.RULE)


@handles(Discover)
def _discover(tl: Timeline, res: Resolution, e: Discover) -> list[Event]:
    """701.55a: one card at a time from the top, until a nonland card with mana value N or
    less; not cast, it goes to its owner's hand; the rest go to the bottom."""
    done, exiled, hit = _exile_until(tl, res, lambda value: value <= e.amount, e.RULE)
    if hit is not None:
        done += cast_while_resolving(tl, hit, res.controller, res, e.RULE)
        if hit in tl.state.objects:
            done += replacement.happen(tl, [move(tl, hit, Zone.HAND, Move.PUT, e.RULE,
                                                 causes(res))])
    return done + _rest_to_bottom(tl, res, exiled, e.RULE)


def _exile_until(tl: Timeline, res: Resolution, fits: Callable[[int], bool], rule: cr.Rule
                 ) -> tuple[list[Event], list[ObjectId], ObjectId | None]:
    """Cards exiled one at a time from the top of the controller's library until a nonland
    card whose mana value fits: what happened, the cards exiled, and that card (if any)."""
    done: list[Event] = []
    exiled: list[ObjectId] = []
    library = tl.state.player(res.controller).library
    for card in top_cards(tl.state, res.controller, len(library), "which cards are exiled"):
        must_know(tl.state, card, "which card is exiled last")  # a nonland card, and its value
        chars = compute(tl.state).chars[card]
        moved = replacement.happen(tl, [move(tl, card, Zone.EXILE, Move.EXILED, rule,
                                             causes(res))])
        done += moved
        now = next((m.new_id for m in moved if isinstance(m, ZoneChange) and m.obj == card
                    and m.destination is Zone.EXILE), None)
        if now is None:
            continue
        exiled.append(now)
        if not chars.is_(CardType.LAND) and fits(mana_value(chars.mana_cost or "")):
            return done, exiled, now
    return done, exiled, None


def _rest_to_bottom(tl: Timeline, res: Resolution, exiled: list[ObjectId], rule: cr.Rule
                    ) -> list[Event]:
    """The exiled cards still in exile go to the bottom of the library in a random order."""
    rest = [o for o in exiled if o in tl.state.objects]
    done: list[Event] = []
    if len(rest) > 1:  # random: judge can't know it, so it keeps the order they were exiled
        done.append(tl.emit(ChoiceMade(
            rule=rule, causes=causes(res), assumed=True, player=res.controller,
            subject="the random order of the cards put on the bottom of the library",
            chosen=("the order they were exiled in",))))
    return done + replacement.happen(tl, [replace(move(tl, o, Zone.LIBRARY, Move.PUT, rule,
                                                       causes(res)), bottom=True)
                                          for o in rest])


@handles(RippleReveal)
def _ripple(tl: Timeline, res: Resolution, e: RippleReveal) -> list[Event]:
    """702.60a: the top N cards revealed (all, if fewer); those with the spell's name may be
    cast free from there, one by one; the rest go to the bottom in an order its controller
    chooses (taken as the order revealed, assumed)."""
    player = res.controller
    library = tl.state.player(player).library
    shown = top_cards(tl.state, player, min(e.amount, len(library)), "which cards are revealed")
    done = [tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=player, obj=o))
            for o in shown]
    name = res.source_chars.name
    for card in shown:
        must_know(tl.state, card, "whether it has the spell's name")
        if card in tl.state.objects and tl.state.objects[card].card.name == name:
            done += cast_while_resolving(tl, card, player, res, e.RULE)
    rest = [o for o in shown if o in tl.state.objects
            and tl.state.objects[o].zone is Zone.LIBRARY]
    if len(rest) > 1:
        done.append(tl.emit(ChoiceMade(
            rule=e.RULE, causes=causes(res), assumed=True, player=player,
            subject="the order of the revealed cards put on the bottom of the library",
            chosen=("the order they were revealed in",))))
    return done + replacement.happen(tl, [replace(move(tl, o, Zone.LIBRARY, Move.PUT, e.RULE,
                                                       causes(res)), bottom=True)
                                          for o in rest])


@handles(CastForMiracle)
def _miracle(tl: Timeline, res: Resolution, e: CastForMiracle) -> list[Event]:
    """702.94a: cast from its owner's hand for its miracle cost, whatever the timing."""
    card = res.source
    obj = tl.state.objects.get(card)
    if obj is None or obj.zone is not Zone.HAND:  # 400.7: it has left the hand since
        return []
    return cast_while_resolving(tl, card, obj.owner, res, e.RULE, alternative="miracle")


@handles(CastForMadness)
def _madness(tl: Timeline, res: Resolution, e: CastForMadness) -> list[Event]:
    """702.35a: cast from exile for its madness cost, or else into its owner's graveyard."""
    card = res.source
    obj = tl.state.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:  # 400.7: it has moved since
        return []
    done = cast_while_resolving(tl, card, obj.owner, res, e.RULE, alternative="madness")
    if card in tl.state.objects:
        done += replacement.happen(tl, [move(tl, card, Zone.GRAVEYARD, Move.PUT, e.RULE,
                                             causes(res))])
    return done
