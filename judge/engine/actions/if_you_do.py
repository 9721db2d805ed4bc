"""A cost paid as a spell or ability resolves (CR 118.12): "[You may] [cost]. If you do, …
If you don't, …". What follows depends on whether the cost was paid; a cost that can't be
paid in full isn't (118.3). A cost of the ability's source needs that very object, still on
the battlefield (400.7)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.phrases import Cost, repeated
from judge.cards.vocabulary import IfYouDo, Instructions
from judge.engine import costs
from judge.engine.events import ChoiceMade, Event, Triggered
from judge.engine.layers import compute
from judge.engine.resolution import Resolution, causes, follow, handles
from judge.engine.state import PendingTrigger, StackedAbility
from judge.engine.timeline import Timeline
from judge.engine.triggers import trigger_id
from judge.words import Zone


@handles(IfYouDo)
def _if_you_do(tl: Timeline, res: Resolution, e: IfYouDo) -> list[Event]:
    cost, player = e.cost, res.controller
    if e.per_counter is not None:  # 702.24a: once for each counter on it, as it resolves
        times = _counters_on_source(tl, res, e.per_counter)
        each = f"{cost.text[:1].lower() + cost.text[1:]} for each {e.per_counter} counter"
        cost = replace(repeated(cost, times), text=f"{each} ({times} times)")
    words = cost.text[:1].lower() + cost.text[1:]
    subject = f"whether to {'pay ' if words.startswith('{') else ''}{words}"
    why_not = _unpayable(tl, res, cost)
    if why_not is not None:
        tl.emit(ChoiceMade(rule=cr.PAY_IN_FULL, also=(IfYouDo.RULE,), causes=causes(res),
                           player=player, subject=subject, chosen=(f"can't: {why_not}",)))
        paid = False
    else:
        wanted = tl.choices.pay.get(tl.state.root(res.source)) if e.optional else True
        paid = True if wanted is None else bool(wanted)
        tl.emit(ChoiceMade(rule=IfYouDo.RULE, causes=causes(res), assumed=wanted is None,
                           player=player, subject=subject,
                           chosen=("pays" if paid else "doesn't pay",)))
    done: list[Event] = []
    if paid:
        done_before = len(tl.log)
        costs.pay(tl, res.source, cost, player, causes(res), mana=True)
        done += tl.log[done_before:]
    if paid and e.reflexive:  # 603.12: it triggers now, and goes on the stack as one does
        return done + [tl.emit(Triggered(rule=cr.REFLEXIVE_TRIGGER, causes=causes(res),
                                         trigger=_reflexive(tl, res, e)))]
    return done + follow(tl, res, e.effects if paid else e.otherwise)


def _counters_on_source(tl: Timeline, res: Resolution, kind: str) -> int:
    """How many counters of a kind its source has now, or had as it last existed (608.2h)."""
    obj = tl.state.objects.get(res.source)
    counters = obj.counters if obj is not None else tl.state.last_counters.get(res.source)
    return counters.get(kind) if counters is not None else 0


def _reflexive(tl: Timeline, res: Resolution, e: IfYouDo) -> PendingTrigger:
    """The reflexive triggered ability: its own targets, chosen as it goes on the stack; "that
    creature" is still what the ability that created it was about."""
    ability = res.obj.ability
    instructions = Instructions.model_construct(targets=dict(e.targets), choose=[],
                                                effects=list(e.effects))
    name = res.source_chars.name
    stacked = StackedAbility(
        source=res.source, source_name=name, number=0, instructions=instructions,
        label=f"{name}'s reflexive triggered ability", triggered=True,
        triggering=res.triggering, triggered_by=res.triggered_by,
        amount=ability.amount if ability else None,
        triggering_player=res.triggering_player)
    return PendingTrigger(id=trigger_id(tl.state, res.source, 0), controller=res.controller,
                          ability=stacked, causes=causes(res))


def _unpayable(tl: Timeline, res: Resolution, cost: Cost) -> str | None:
    """Why the cost can't be paid in full now, or None."""
    needs_source = cost.tap or cost.untap or cost.sacrifice_self or cost.exile_self \
        or cost.return_self or cost.remove_counters is not None
    source = tl.state.objects.get(res.source)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        if needs_source:
            return f"{res.source_chars.name} is no longer on the battlefield"
        source = res.obj  # nothing of the cost needs it
        chars = res.source_chars
    else:
        chars = compute(tl.state).chars[source.id]
    return costs.unpayable(tl, source, chars, cost, res.controller)
