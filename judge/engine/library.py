"""The order of a library (401.4): a shuffle makes it unknown (701.20a), as does putting cards
on its bottom "in a random order" (from the first of them down). The engine keeps a shuffled
library's cards in the order they were listed, so that a ruling is the same every time;
where an instruction takes or shows cards from the top of such a library, which cards they are
is refused rather than guessed, unless the scenario says the order after the shuffle
(`choices: library_order:`)."""

from __future__ import annotations

from judge import cr
from judge.engine.events import Event, LibraryOrdered, LibraryShuffled
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.errors import JudgeError


def shuffle(tl: Timeline, player: PlayerId, causes: tuple[int, ...]) -> list[Event]:
    """701.20a: the player shuffles; the order the scenario gives for after it, if any, is put
    on top (those of its cards still in the library, top first)."""
    done = tl.emit_all([LibraryShuffled(rule=cr.SHUFFLE, causes=causes, player=player)])
    told = tl.choices.library_order.get(player)
    if told:
        library = tl.state.player(player).library
        on_top = tuple(o for key in told for o in library if tl.state.root(o) == key)
        done += tl.emit_all([LibraryOrdered(rule=cr.SHUFFLE, causes=causes, player=player,
                                            top=on_top, bottom=())])
    return done


def top_cards(state: GameState, player: PlayerId, n: int, why: str) -> tuple[ObjectId, ...]:
    """The top `n` cards of the player's library, top first; refused where which cards they
    are turns on an order a shuffle (or a random order) has made unknown (cards all of one name
    are the same whatever the order)."""
    owner = state.player(player)
    taken = owner.library[:n]
    if owner.known_top is None or len(taken) <= owner.known_top:
        return taken
    unknown = {state.objects[o].card.name for o in owner.library[owner.known_top:]}
    if len(unknown) > 1:
        raise JudgeError(f"{why} turns on the order of {player}'s library, which was shuffled "
                         f"({cr.SHUFFLE.number}), or had cards put on its bottom in a random "
                         f"order, and no player knows: give the order after a shuffle with "
                         f"`choices: library_order: {{{player}: [ids, top first]}}`")
    return taken
