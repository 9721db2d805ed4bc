"""Casting a card as an effect resolves (CR 608.2g): 'you may cast it without paying its mana
cost' — rebound (702.88a), cascade (702.85a). The caster follows 601.2a–i from where the card
is, whatever the timing; no player receives priority after it is cast."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import CastIt
from judge.engine import casting, choices
from judge.engine.events import ChoiceMade, Event
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.stack import card_target_specs
from judge.engine.state import ObjectId, PlayerId, Target
from judge.engine.timeline import Timeline


@handles(CastIt)
def _cast_it(tl: Timeline, res: Resolution, e: CastIt) -> list[Event]:
    done: list[Event] = []
    for card in objects(tl, res, e.what):
        done += cast_while_resolving(tl, card, res.controller, res, e.RULE)
    return done


def cast_while_resolving(tl: Timeline, card: ObjectId, player: PlayerId, res: Resolution,
                         rule: cr.Rule) -> list[Event]:
    """The player may cast the card without paying its mana cost (`choices: may:`, by the
    card's id; default: they do); a spell with targets needs them named (`choices:
    trigger_targets:`, by the card's id), else it isn't cast."""
    obj = tl.state.objects[card]
    name = obj.card.name
    if not choices.may(tl, player, obj, rule, causes(res),
                       subject=f"whether to cast {name} without paying its mana cost"):
        return []
    chosen = tl.log[-1].seq
    specs = card_target_specs(compute(tl.state).chars[card].abilities, obj.card.subtypes)
    named = tl.choices.trigger_targets.get(tl.state.root(card), ())
    if specs and not named:
        return [tl.emit(ChoiceMade(
            rule=rule, causes=causes(res), assumed=True, player=player,
            subject=f"the targets of {name}, cast as it resolves (choices: trigger_targets)",
            chosen=("none named: it isn't cast",)))]
    targets = tuple(Target(player=PlayerId(t)) if tl.state.has_player(t)
                    else Target(object=tl.state.current(ObjectId(t)) or ObjectId(t))
                    for t in named)
    return [casting.cast(tl, card, player, targets, allowed_by=rule, free=True,
                         caused_by=(chosen,))]
