"""Creatures put onto the battlefield attacking (CR 508.4, 506.3): attacking, but they never
"attacked" — no attack trigger sees them and no attack requirement or restriction applies
(508.4c)."""

from __future__ import annotations

from judge import cr
from judge.engine.events import ChoiceMade
from judge.engine.layers import compute
from judge.engine.state import PlayerId
from judge.engine.timeline import Timeline
from judge.words import CardType, Step

# from the declaration of attackers until combat ends: a creature can be attacking only then
_COMBAT = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
           Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


def defender_for(tl: Timeline, controller: PlayerId, causes: tuple[int, ...],
                 same_as: PlayerId | None = None) -> PlayerId | None:
    """Whom a creature entering under `controller` attacks: `same_as` where the effect says
    (ninjutsu, 702.49c), else the defending player its controller chooses (508.4; with one,
    and no planeswalker it could attack instead, that one; else the first, assumed). None
    where it is never attacking: outside combat, or under a player who isn't the attacking
    player (506.3b)."""
    state = tl.state
    if state.step not in _COMBAT or controller != state.active:
        return None
    if same_as is not None:
        return same_as
    defending = [p for p in state.opponents(controller) if not state.player(p).lost]
    # 508.4: or a planeswalker a defending player controls; the default is the player
    board = compute(state)
    walkers = [o.id for o in state.in_play_order() if board.chars[o.id].controller in defending
               and CardType.PLANESWALKER in board.chars[o.id].types]
    if len(defending) <= 1 and not walkers:
        return defending[0] if defending else None  # 508.4a: no one left to attack
    chosen = defending[0]
    tl.emit(ChoiceMade(rule=cr.ENTERS_ATTACKING, causes=causes, assumed=True, player=controller,
                       subject="the player or planeswalker it attacks", chosen=(chosen,),
                       options=(*defending, *walkers)))
    return chosen
