"""Paying costs (CR 118): a cost is paid only in full (118.3), in the order it lists its parts
(601.2h, 602.2b); what a cost lets its payer choose — the permanent to sacrifice (701.17a),
the cards to discard (701.8a) — comes from the scenario's choices. Mana is taken as paid: judge
doesn't model mana pools."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.phrases import Cost, ObjectFilter
from judge.engine import choices, replacement
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
    if cost.tap and chars.is_creature and summoning_sick(tl.log, obj.id, chars.controller) \
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
    _check_choices_in_cost(tl, obj.id, cost, player, where)


def unpayable(tl: Timeline, obj: GameObject, chars: Characteristics, cost: Cost,
              player: PlayerId) -> str | None:
    """Why `player` can't pay the cost in full now (118.3), or None."""
    try:
        check(tl, obj, chars, cost, player, None)
    except IllegalActionError as exc:
        return exc.detail
    return None


def _check_choices_in_cost(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
                           where: Location | None) -> None:
    """118.3: a permanent to sacrifice, or cards to discard, must be there to pay with."""
    if cost.sacrifice is not None and not _may_sacrifice(tl, source, cost.sacrifice, player):
        what = cost.sacrifice.text or "permanent"
        raise IllegalActionError(f"{player} controls no {what} to sacrifice", cr.PAY_IN_FULL,
                                 where)
    in_hand = [o for o in tl.state.player(player).hand if o != source]
    if cost.discard > len(in_hand):
        raise IllegalActionError(f"{player} has {len(in_hand)} card(s) in hand to discard, "
                                 f"and the cost is {cost.discard}", cr.PAY_IN_FULL, where)


def _may_sacrifice(tl: Timeline, source: ObjectId, what: ObjectFilter,
                   player: PlayerId) -> list[GameObject]:
    """The permanents `player` controls that fit a cost's "sacrifice a …" (701.17a)."""
    board = compute(tl.state)
    return [o for o in tl.state.in_play_order()
            if o.id in board.chars and board.chars[o.id].controller == player
            and matches(board.chars[o.id], what, player, source, o)]


def pay(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
         causes: tuple[int, ...], cycling: bool = False) -> None:
    """602.2b (601.2h): the costs, in the order the card lists them; `cycling`: discarding
    the card pays a cycling cost, which is cycling it (702.29c)."""
    if cost.tap:
        tl.emit(TapChanged(rule=cr.PAY_COSTS, also=(cr.ACTIVATION_STEPS,), causes=causes,
                           obj=source, tapped=True))
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
    if cost.sacrifice_self:
        replacement.happen(tl, [move(tl, source, Zone.GRAVEYARD, Move.SACRIFICED,
                                             cr.SACRIFICE, causes)])
    if cost.discard_self:
        replacement.happen(tl, [replace(move(tl, source, Zone.GRAVEYARD, Move.DISCARDED,
                                             cr.DISCARD, causes), cycled=cycling)])
    _pay_choices_in_cost(tl, source, cost, player, causes)


def _pay_choices_in_cost(tl: Timeline, source: ObjectId, cost: Cost, player: PlayerId,
                         causes: tuple[int, ...]) -> None:
    """The parts of a cost the payer chooses how to pay: a permanent to sacrifice (701.17a),
    cards to discard (701.8a)."""
    if cost.sacrifice is not None:
        candidates = _may_sacrifice(tl, source, cost.sacrifice, player)
        chosen = choices.permanents_to_sacrifice(tl, player, candidates, 1, cr.SACRIFICE, causes)
        replacement.happen(tl, [move(tl, o.id, Zone.GRAVEYARD, Move.SACRIFICED, cr.SACRIFICE,
                                     causes) for o in chosen])
    if cost.discard:
        chosen_cards = choices.cards_to_discard(tl, player, cost.discard, cr.DISCARD, causes)
        replacement.happen(tl, [move(tl, o, Zone.GRAVEYARD, Move.DISCARDED, cr.DISCARD, causes)
                                for o in chosen_cards])
