"""Committing a crime (CR 700.13): what a spell or ability targets as it is put on the stack,
looked at by "whenever you commit a crime" and by "if you've committed a crime this turn"."""

from __future__ import annotations

from judge.engine.events import AbilityActivated, Event, Move, TriggerPutOnStack, ZoneChange
from judge.engine.layers import compute
from judge.engine.state import GameState, PlayerId, Target
from judge.words import Zone


def targeting(e: Event) -> tuple[tuple[Target, ...], PlayerId] | None:
    """A spell cast, an ability activated or a triggered ability put on the stack: what it
    targets, and who controls it (115.1); None for any other event."""
    if isinstance(e, ZoneChange) and e.move is Move.CAST:
        return e.targets, e.controller
    if isinstance(e, AbilityActivated):
        return e.targets, e.player
    if isinstance(e, TriggerPutOnStack):
        return e.targets, e.trigger.controller
    return None


def criminal(state: GameState, e: Event) -> PlayerId | None:
    """700.13: the player who commits a crime by `e`, if it targets an opponent, a permanent,
    spell or ability an opponent controls, or a card in an opponent's graveyard."""
    found = targeting(e)
    if found is None:
        return None
    targets, player = found
    for t in targets:
        obj = state.objects.get(t.object) if t.object is not None else None
        if t.player is not None:
            crime = t.player != player
        elif obj is None:
            crime = False
        elif obj.zone is Zone.GRAVEYARD:
            crime = obj.owner != player
        elif obj.zone in (Zone.BATTLEFIELD, Zone.STACK):  # its controller now (layer 2)
            chars = compute(state).chars.get(obj.id)
            crime = (chars.controller if chars is not None else obj.controller) != player
        else:
            crime = False
        if crime:
            return player
    return None
