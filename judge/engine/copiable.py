"""Copiable values (CR 707.2) as a copy effect's exceptions change them (707.9b): the changed
values are the copy's own copiable values."""

from __future__ import annotations

from judge.cards.definition import CardDefinition
from judge.cards.vocabulary import CopyExceptions
from judge.words import Supertype


def with_exceptions(card: CardDefinition, but: CopyExceptions) -> CardDefinition:
    """707.9b: the copiable values with the exceptions made."""
    changes: dict[str, object] = {}
    if but.colors is not None:
        changes["colors"] = list(but.colors)
    if but.power is not None:
        changes.update(power=but.power, toughness=but.toughness)
    if but.add_types:
        changes["types"] = card.types + [t for t in but.add_types if t not in card.types]
    if but.add_subtypes:
        changes["subtypes"] = card.subtypes + [t for t in but.add_subtypes
                                               if t not in card.subtypes]
    if but.no_mana_cost:
        changes["mana_cost"] = None
    if but.not_legendary:
        changes["supertypes"] = [s for s in card.supertypes if s is not Supertype.LEGENDARY]
    if but.gain:
        changes["abilities"] = card.abilities + but.gain
    return card.updated(**changes)
