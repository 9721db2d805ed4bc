"""Who controls what (CR 613.1b): a permanent's controller comes from the layers, so a change
of control is noticed by comparing the board before and after events, whatever caused it — a
resolving effect, an Aura's static ability arriving or leaving, an effect ending."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from judge import cr
from judge.cards.vocabulary import StaticAbility
from judge.engine.events import ControlChanged, EffectEnded, Event
from judge.engine.layers import compute
from judge.engine.memo import ByIdentity
from judge.engine.state import ContinuousEffect, GameObject, GameState, on_battlefield
from judge.words import Zone


def changes(before: GameState, after: GameState, done: Sequence[Event]) -> list[ControlChanged]:
    """The permanents whose controller the batch of events `done` changed."""
    if not (_may_change_control(before) or _may_change_control(after)):
        return []  # spares two layer computations for almost every batch of events
    was = compute(before).chars
    now = compute(after).chars
    causes = _causes(before, done)
    return [ControlChanged(rule=cr.CONTROL_LAYER, causes=causes, obj=obj.id,
                           controller=now[obj.id].controller, was=was[obj.id].controller)
            for obj in after.in_play_order()
            if obj.zone is Zone.BATTLEFIELD and obj.id in was and obj.id in now
            and before.objects[obj.id].zone is Zone.BATTLEFIELD
            and was[obj.id].controller != now[obj.id].controller]


def _causes(before: GameState, done: Sequence[Event]) -> tuple[int, ...]:
    """The events of the batch that moved a control-changing permanent or ended a
    control-changing effect (Control Magic leaving the game with its owner, not the other
    cards that left with it); all of them where none did (a condition that changed)."""
    told = tuple(e.seq for e in done if (
        isinstance(e, EffectEnded) and _effect_controls(e.effect)) or (
        (obj := before.objects.get(getattr(e, "obj", None))) is not None  # type: ignore[arg-type]
        and _object_controls(obj)))
    return told or tuple(e.seq for e in done)


def _may_change_control(state: GameState) -> bool:
    """Only layer-2 effects change control (613.1b): resolved ones, or static abilities of
    permanents (as printed or copied; granted ones are looked for inside grants)."""
    return _effects_control(state.effects) or _permanents_control(on_battlefield(state.objects))


def _effect(effect: ContinuousEffect) -> bool:
    return bool(effect.modifications.control) or _controls(effect.modifications.gain or [])


def _object(obj: GameObject) -> bool:
    return _controls(obj.copied.abilities if obj.copied else obj.card.abilities)


# each effect and object looked at once, and each tuple of them (states share theirs): this is
# asked after every batch of events
_effect_controls = ByIdentity(_effect)
_object_controls = ByIdentity(_object)
_effects_control: ByIdentity[tuple[ContinuousEffect, ...], bool] = ByIdentity(
    lambda effects: any(map(_effect_controls, effects)), keep=64)
_permanents_control: ByIdentity[tuple[GameObject, ...], bool] = ByIdentity(
    lambda permanents: any(map(_object_controls, permanents)), keep=64)


def _controls(abilities: Iterable[Any]) -> bool:
    return any(isinstance(a, StaticAbility) and (a.control or _controls(a.gain or []))
               for a in abilities)
