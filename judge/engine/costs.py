"""Paying costs (CR 118): a cost is paid only in full (118.3), in the order it lists its parts
(601.2h, 602.2b); what a cost lets its payer choose — the permanent to sacrifice (701.17a),
the cards to discard (701.8a) — comes from the scenario's choices. Mana is paid from the payer's
mana pool where the scenario tracks it (118.3a), otherwise taken as paid."""

from __future__ import annotations

from collections import Counter

from dataclasses import replace

from judge import cr
from judge.cards.phrases import Cost, ObjectFilter
from judge.engine import choices, mana_pool, replacement
from judge.engine.library import top_cards
from judge.engine.events import CountersChanged, EnergyChanged, LifeChanged, Move, TapChanged
from judge.engine.history import summoning_sick
from judge.engine.keywords import Hook, joins
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.state import GameObject, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.errors import IllegalActionError, Location
from judge.words import Zone


def check(tl: Timeline, obj: GameObject, chars: Characteristics, cost: Cost,
          player: PlayerId, where: Location | None) -> None:
    """118.3: a cost can be paid only in full; 602.5a: {T} needs a creature that has been
    under its controller's control since their most recent turn began, unless it has haste."""
    if cost.tap and obj.tapped:
        raise IllegalActionError(f"{chars.name} is already tapped", cr.PAY_IN_FULL, where)
    if cost.untap and not obj.tapped:
        raise IllegalActionError(f"{chars.name} is already untapped", cr.UNTAP_SYMBOL, where)
    if (cost.tap or cost.untap) and chars.is_creature \
            and summoning_sick(tl.log, obj.id, chars.controller) \
            and not joins(chars, Hook.ATTACKS_WITHOUT_SICKNESS):
        raise IllegalActionError(f"{chars.name} hasn't been under {player}'s control since "
                                 f"{player}'s most recent turn began", cr.TAP_ABILITY_SICKNESS,
                                 where)
    if cost.life > tl.state.player(player).life:
        raise IllegalActionError(f"{player} can't pay {cost.life} life", cr.PAY_LIFE, where)
    if cost.energy > tl.state.player(player).energy:
        raise IllegalActionError(f"{player} has {tl.state.player(player).energy} energy, and the "
                                 f"cost is {'{E}' * cost.energy}", cr.ENERGY, where)
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if obj.counters.get(kind) < n:
            raise IllegalActionError(f"{chars.name} doesn't have {n} {kind} counter(s) to "
                                     f"remove", cr.PAY_IN_FULL, where)
    if cost.remove_any_counters > sum(n for _, n in obj.counters.items):
        raise IllegalActionError(f"{chars.name} doesn't have {cost.remove_any_counters} "
                                 f"counter(s) to remove", cr.PAY_IN_FULL, where)
    if cost.remove_counters_from is not None and not _with_counters(tl, obj.id, cost, player):
        kind, what, n = cost.remove_counters_from
        raise IllegalActionError(f"{player} controls no {what.text} with {n} {kind} counter(s) "
                                 f"to remove", cr.PAY_IN_FULL, where)
    _check_choices_in_cost(tl, obj.id, cost, player, where)


def _with_counters(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
                   ) -> list[GameObject]:
    """The payer's permanents a "remove a +1/+1 counter from a creature you control" cost
    may take them from: those with that many."""
    if cost.remove_counters_from is None:
        return []
    kind, what, n = cost.remove_counters_from
    return [o for o in _controlled(tl, source, what, player) if o.counters.get(kind) >= n]


def unpayable(tl: Timeline, obj: GameObject, chars: Characteristics, cost: Cost,
              player: PlayerId) -> str | None:
    """Why `player` can't pay the cost in full now (118.3), or None: a cost paid as a spell or
    ability resolves or a permanent enters, its mana too where their mana pool is tracked."""
    try:
        check(tl, obj, chars, cost, player, None)
    except IllegalActionError as exc:
        return exc.detail
    if cost.mana and not mana_pool.payable(tl.state, player, cost.mana):
        return f"{player}'s mana pool holds {mana_pool.pool_text(tl.state, player) or 'no mana'}" \
            f", which can't pay {cost.mana}"
    return None


def _check_choices_in_cost(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
                           where: Location | None) -> None:
    """118.3: a permanent to sacrifice, or cards to discard, must be there to pay with."""
    if cost.sacrifice is not None:
        kind, n = cost.sacrifice
        have = len(_controlled(tl, source, kind, player))
        if have < n:
            what = kind.text or "permanent"
            raise IllegalActionError(
                f"{player} controls no {what} to sacrifice" if n == 1 else
                f"{player} controls {have} {what}(s) to sacrifice, and the cost is {n}",
                cr.PAY_IN_FULL, where)
    library = tl.state.player(player).library
    if cost.mill > len(library):
        raise IllegalActionError(f"{player} has {len(library)} card(s) in their library to "
                                 f"mill, and the cost is {cost.mill}", cr.MILL_COST, where)
    in_hand = _discardable(tl, source, cost, player)
    if cost.discard > len(in_hand):
        what = cost.discard_filter.text if cost.discard_filter is not None else "card"
        raise IllegalActionError(f"{player} has {len(in_hand)} {what}(s) in hand to discard, "
                                 f"and the cost is {cost.discard}", cr.PAY_IN_FULL, where)
    for part, found, verb in (
            (cost.tap_others, _untapped(tl, source, cost, player), "tap"),
            (cost.exile_from_graveyard, _in_graveyard(tl, source, cost, player), "exile"),
            (cost.return_to_hand, _to_return(tl, source, cost, player), "return"),
            (cost.exile_from_hand, _exilable_in_hand(tl, source, cost, player), "exile"),
            (cost.exile_permanents, _to_exile(tl, source, cost, player), "exile")):
        if part is not None and len(found) < part[1]:
            what = part[0].text or "permanent"
            raise IllegalActionError(f"{player} has {len(found)} {what}(s) to {verb}, and the "
                                     f"cost is {part[1]}", cr.PAY_IN_FULL, where)


def _discardable(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
                 ) -> list[ObjectId]:
    """The cards in `player`'s hand a discard cost may take (not the spell being paid for)."""
    hand = [o for o in tl.state.player(player).hand if o != source]
    if cost.discard_filter is None:
        return hand
    board = compute(tl.state)
    return [o for o in hand if matches(board.chars[o], cost.discard_filter, player, source,
                                       tl.state.objects[o])]


def _untapped(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
              ) -> list[GameObject]:
    """The untapped permanents `player` controls a "tap an untapped …" cost may tap."""
    if cost.tap_others is None:
        return []
    return [o for o in _controlled(tl, source, cost.tap_others[0], player) if not o.tapped]


def _in_graveyard(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
                  ) -> list[GameObject]:
    """The cards in `player`'s graveyard an exile cost may take, other than its source."""
    if cost.exile_from_graveyard is None:
        return []
    return _cards_of(tl, source, cost.exile_from_graveyard[0], player,
                     tl.state.player(player).graveyard)


def _to_return(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
               ) -> list[GameObject]:
    if cost.return_to_hand is None:
        return []
    return _controlled(tl, source, cost.return_to_hand[0], player)


def _to_exile(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
              ) -> list[GameObject]:
    if cost.exile_permanents is None:
        return []
    return _controlled(tl, source, cost.exile_permanents[0], player)


def _exilable_in_hand(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId
                      ) -> list[GameObject]:
    """The cards in `player`'s hand an "exile a … card from your hand" cost may take, not the
    spell being paid for."""
    if cost.exile_from_hand is None:
        return []
    return _cards_of(tl, source, cost.exile_from_hand[0], player, tl.state.player(player).hand)


def _cards_of(tl: Timeline, source: ObjectId, what: ObjectFilter, player: PlayerId,
              cards: tuple[ObjectId, ...]) -> list[GameObject]:
    """Those of the cards (in one of `player`'s zones) of the kind a cost names, other than
    what it is paid for."""
    board = compute(tl.state)
    return [tl.state.objects[o] for o in cards
            if o != source and matches(board.chars[o], what, player, source,
                                       tl.state.objects[o])]


def _controlled(tl: Timeline, source: ObjectId, what: ObjectFilter, player: PlayerId
                ) -> list[GameObject]:
    """The permanents `player` controls that fit a cost's words ("sacrifice a …", 701.17a)."""
    board = compute(tl.state)
    return [o for o in tl.state.in_play_order()
            if o.id in board.chars and board.chars[o.id].controller == player
            and matches(board.chars[o.id], what, player, source, o)]


def pay(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
         causes: tuple[int, ...], cycling: bool = False, x: int = 0, mana: bool = False
         ) -> None:
    """602.2b (601.2h): the costs, in the order the card lists them; `cycling`: discarding
    the card pays a cycling cost, which is cycling it (702.29c); `x`: the ability's X, as many
    counters as "remove X counters" removes (107.3k); `mana`: its mana too, from a tracked
    mana pool (a cost paid as something resolves or enters, 118.3a)."""
    if mana and cost.mana:
        mana_pool.pay(tl, player, cost.mana, tl.state.name(source), source, causes, None, None)
    if cost.tap:
        tl.emit(TapChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                           obj=source, tapped=True))
    if cost.untap:  # an untapping, which a stun counter replaces (122.1d)
        replacement.happen(tl, [TapChanged(rule=cr.UNTAP_SYMBOL, also=(cr.PAY_COSTS,),
                                           causes=causes, obj=source, tapped=False)])
    if cost.loyalty:
        # 606.4: a cost other effects may modify; being a cost, not an effect, "if an effect
        # would put counters" applies only once another replacement has changed it (614.16)
        replacement.happen(tl, [CountersChanged(rule=cr.LOYALTY_ABILITY, causes=causes,
                                                obj=source, kind="loyalty", amount=cost.loyalty,
                                                by_effect=False)])
    if cost.life:
        tl.emit(LifeChanged(rule=cr.PAY_LIFE, causes=causes, player=player, amount=-cost.life))
    if cost.energy:
        tl.emit(EnergyChanged(rule=cr.ENERGY, causes=causes, player=player, amount=-cost.energy))
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        tl.emit(CountersChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                                obj=source, kind=kind, amount=-n))
    if cost.remove_x_counters is not None and x > 0:  # as many as the player chose (107.3k)
        tl.emit(CountersChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                                obj=source, kind=cost.remove_x_counters, amount=-x))
    if cost.remove_any_counters:
        removed = Counter(choices.counters_to_remove(tl, player, tl.state.objects[source],
                                                     cost.remove_any_counters, causes))
        tl.emit_all([CountersChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,),
                                     causes=causes, obj=source, kind=kind, amount=-n)
                     for kind, n in sorted(removed.items())])
    if cost.remove_counters_from is not None:
        kind, what, n = cost.remove_counters_from
        chosen = choices.chosen_objects(
            tl, source, player, _with_counters(tl, source, cost, player), 1,
            f"{what.text} to remove {kind} counter(s) from", cr.PAY_COSTS, causes)
        tl.emit_all([CountersChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,),
                                     causes=causes, obj=o.id, kind=kind, amount=-n)
                     for o in chosen])
    if cost.sacrifice_self:
        replacement.happen(tl, [move(tl, source, Zone.GRAVEYARD, Move.SACRIFICED,
                                             cr.SACRIFICE, causes)])
    if cost.discard_self:
        replacement.happen(tl, [replace(move(tl, source, Zone.GRAVEYARD, Move.DISCARDED,
                                             cr.DISCARD, causes), cycled=cycling)])
    if cost.exile_self or cost.exile_self_from_hand:
        replacement.happen(tl, [move(tl, source, Zone.EXILE, Move.EXILED, cr.EXILE, causes)])
    if cost.return_self:
        replacement.happen(tl, [move(tl, source, Zone.HAND, Move.RETURNED, cr.PAY_COSTS,
                                     causes)])
    _pay_choices_in_cost(tl, source, cost, player, causes)


def _pay_choices_in_cost(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
                         causes: tuple[int, ...]) -> None:
    """The parts of a cost the payer chooses how to pay: a permanent to sacrifice (701.17a),
    cards to discard (701.8a), permanents to tap or return, cards to exile from their
    graveyard (by `choices: choose:` under the source's id)."""
    if cost.sacrifice is not None:
        what, n = cost.sacrifice
        candidates = _controlled(tl, source, what, player)
        chosen = choices.permanents_to_sacrifice(tl, player, candidates, n, cr.SACRIFICE, causes)
        replacement.happen(tl, [move(tl, o.id, Zone.GRAVEYARD, Move.SACRIFICED, cr.SACRIFICE,
                                     causes) for o in chosen])
    if cost.discard:
        chosen_cards = choices.cards_to_discard(
            tl, player, cost.discard, cr.DISCARD, causes,
            among=_discardable(tl, source, cost, player), random=cost.discard_random)
        replacement.happen(tl, [move(tl, o, Zone.GRAVEYARD, Move.DISCARDED, cr.DISCARD, causes)
                                for o in chosen_cards])
    if cost.discard_hand:  # 701.8a: all of them, at once
        replacement.happen(tl, [move(tl, o, Zone.GRAVEYARD, Move.DISCARDED, cr.DISCARD, causes)
                                for o in tl.state.player(player).hand if o != source])
    if cost.mill:
        replacement.happen(tl, [move(tl, o, Zone.GRAVEYARD, Move.MILLED, cr.MILL, causes)
                                for o in top_cards(tl.state, player, cost.mill,
                                                   "which cards are milled")])
    if cost.tap_others is not None:
        what, n = cost.tap_others
        tapped = choices.chosen_objects(tl, source, player, _untapped(tl, source, cost, player),
                                        n, f"{what.text or 'permanent'}(s) to tap",
                                        cr.PAY_COSTS, causes)
        tl.emit_all([TapChanged(rule=cr.TAP, also=(cr.PAY_COSTS,), causes=causes, obj=o.id,
                                tapped=True) for o in tapped])
    if cost.exile_from_graveyard is not None:
        what, n = cost.exile_from_graveyard
        exiled = choices.chosen_objects(tl, source, player, _in_graveyard(tl, source, cost, player),
                                        n, f"{what.text}(s) to exile", cr.PAY_COSTS, causes)
        replacement.happen(tl, [move(tl, o.id, Zone.EXILE, Move.EXILED, cr.EXILE, causes)
                                for o in exiled])
    if cost.exile_from_hand is not None:
        what, n = cost.exile_from_hand
        exiled = choices.chosen_objects(tl, source, player,
                                        _exilable_in_hand(tl, source, cost, player), n,
                                        f"{what.text}(s) to exile", cr.PAY_COSTS, causes)
        replacement.happen(tl, [move(tl, o.id, Zone.EXILE, Move.EXILED, cr.EXILE, causes)
                                for o in exiled])
    if cost.exile_permanents is not None:  # linked to the source's other abilities (607.2a)
        what, n = cost.exile_permanents
        exiled = choices.chosen_objects(tl, source, player, _to_exile(tl, source, cost, player),
                                        n, f"{what.text}(s) to exile", cr.PAY_COSTS, causes)
        replacement.happen(tl, [replace(move(tl, o.id, Zone.EXILE, Move.EXILED, cr.EXILE,
                                             causes), exiled_by=source) for o in exiled])
    if cost.return_to_hand is not None:
        what, n = cost.return_to_hand
        returned = choices.chosen_objects(tl, source, player, _to_return(tl, source, cost, player),
                                          n, f"{what.text or 'permanent'}(s) to return",
                                          cr.PAY_COSTS, causes)
        replacement.happen(tl, [move(tl, o.id, Zone.HAND, Move.RETURNED, cr.PAY_COSTS, causes)
                                for o in returned])
