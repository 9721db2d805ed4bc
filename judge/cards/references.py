"""What a phrase may refer to, by where it stands.

A static ability, a trigger condition or a replacement effect watches the game; only a resolving
spell or ability has targets, and only a triggered ability has a triggering object and an event
amount ("that creature", "that much"). A phrase the engine could only read by guessing is
refused here, when the card is loaded, instead of matching everything or nothing in play.
"""

from __future__ import annotations

from typing import Any, Iterator

from pydantic import BaseModel

from judge.cards.phrases import (
    Amount,
    AmountKind,
    PlayerRef,
    PTValue,
    Recipients,
    Scope,
    Selector,
)

# what a standing (non-resolving) ability can point at
STANDING_SCOPES = frozenset({Scope.SELF, Scope.ENCHANTED, Scope.EQUIPPED, Scope.ALL})
OF_THE_AFFECTED_OBJECT = (AmountKind.POWER, AmountKind.TOUGHNESS, AmountKind.MANA_VALUE)
EVENT_AMOUNTS = (AmountKind.THAT_MUCH,)


def check_standing(selector: Selector, where: str, allowed=STANDING_SCOPES) -> None:
    """A selector in a static ability, a trigger event or a replacement effect."""
    if selector.scope in allowed:
        return
    if selector.scope is Scope.TARGET:
        raise ValueError(
            f"{selector.text!r} reads as a target's name, but {where} has no targets "
            "(subtypes are capitalized: 'Goblins')")
    raise ValueError(f"{selector.text!r} can't be used in {where}: only a resolving spell or "
                     "ability has such an object")


def check_standing_amount(amount: Amount | None, where: str) -> None:
    """An amount a static ability or characteristic-defining ability reads continuously."""
    if amount is None or amount.kind is AmountKind.CONSTANT:
        return
    if amount.kind in EVENT_AMOUNTS or amount.kind is AmountKind.LIFE_LOST_THIS_WAY:
        raise ValueError(f"{amount.text!r} needs an event, and {where} has none")
    if amount.kind in OF_THE_AFFECTED_OBJECT:
        if amount.of is None or amount.of.scope is not Scope.IT:
            raise ValueError(f"in {where}, {amount.text!r} can only read the affected "
                             f"object: say 'its {amount.kind.value}'")
    elif amount.of is not None:
        check_standing(amount.of, where)


def check_resolving(effects: list[Any], triggered: bool) -> None:
    """Effects of a spell, an activated ability or a triggered ability (608.2c)."""
    if triggered:
        return
    for phrase in _phrases(effects):
        if isinstance(phrase, Selector) and phrase.scope in (Scope.IT, Scope.TRIGGERING):
            raise ValueError(
                f"{phrase.text!r} refers to what made an ability trigger, and only triggered "
                "abilities have that; name a target instead ('power of t')")
        if isinstance(phrase, Amount) and phrase.kind in EVENT_AMOUNTS:
            raise ValueError(f"{phrase.text!r} is the amount of a trigger event, and only "
                             "triggered abilities have one")


def _phrases(value: Any) -> Iterator[Any]:
    """Every selector and amount inside effects, nested ones too. A continuous effect's
    'its power' means each affected object (layer 7b), so it is not a reference."""
    if isinstance(value, list):
        for item in value:
            yield from _phrases(item)
    elif isinstance(value, BaseModel):
        for name, item in value.__dict__.items():
            if name == "set_pt" and isinstance(item, PTValue):
                for amount in (item.power, item.toughness):
                    if amount.of is None or amount.of.scope is not Scope.IT:
                        yield from _phrases(amount)
            else:
                yield from _phrases(item)
    elif isinstance(value, Selector):
        yield value
    elif isinstance(value, Amount):
        yield value
        yield from _phrases(value.of)
    elif isinstance(value, PlayerRef):
        yield from _phrases(value.of)
    elif isinstance(value, Recipients):
        yield from _phrases(value.objects)
    elif isinstance(value, PTValue):
        yield from _phrases([value.power, value.toughness])
