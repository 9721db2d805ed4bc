"""Searching a library (CR 701.19) and shuffling it (701.20): the player looks through their
library, finds up to the number of cards that fit (a search for a quality may find fewer,
701.19b), puts them where the instruction says, then shuffles."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import ExileNamed, SearchForPartner, SearchLibrary, ShuffleIntoLibrary
from judge.engine import choices
from judge.engine import replacement
from judge.engine.events import Event, LibraryOrdered, Move, Revealed
from judge.engine.library import shuffle
from judge.engine.resolution import (Resolution, cards_that_fit, causes, handles, must_know,
                                     players)
from judge.engine.timeline import Timeline
from judge.engine.entering import enters
from judge.engine.zones import move
from judge.words import Zone

_TO = {"battlefield": Zone.BATTLEFIELD, "hand": Zone.HAND, "graveyard": Zone.GRAVEYARD}


@handles(SearchLibrary)
def _search(tl: Timeline, res: Resolution, e: SearchLibrary) -> list[Event]:
    """701.19a: the player searches their own library ('its controller may search …': that
    creature's controller as it last existed, 608.2h); with "may", they choose whether to."""
    searchers = players(tl, res, e.player)
    if not searchers:
        return []
    player = searchers[0]
    if e.optional and not choices.may(tl, player, res.obj, e.RULE, causes(res),
                                      f"whether {player} searches their library"):
        return []
    for oid in tl.state.player(player).library:  # what it can find turns on what they are
        must_know(tl.state, oid, "which cards the search can find")
    fits = cards_that_fit(tl, res, tl.state.player(player).library, e.find, Zone.LIBRARY)
    found = choices.cards_to_find(tl, player, fits, e.amount, cr.SEARCH_MAY_FAIL, causes(res))
    if e.to == "top":  # 701.20b: the found card is shuffled with none of the others
        shuffled = shuffle(tl, player, causes(res))
        return shuffled + tl.emit_all([LibraryOrdered(rule=cr.SHUFFLE_FOUND, causes=causes(res),
                                                      player=player, top=tuple(found),
                                                      bottom=())] if found else [])
    moved: list[Event] = []
    for oid in found:
        moved.append(enters(tl, oid, Move.SEARCHED, e.RULE, causes(res), player,
                            tapped=e.tapped) if e.to == "battlefield" else
                     move(tl, oid, _TO[e.to], Move.SEARCHED, e.RULE, causes(res)))
    done = replacement.happen(tl, moved)
    return done + shuffle(tl, player, causes(res))


@handles(SearchForPartner)
def _search_for_partner(tl: Timeline, res: Resolution, e: SearchForPartner) -> list[Event]:
    """702.124i: the target player may search their library for the named card; found, it is
    revealed and put into their hand; either way, if they searched, they shuffle."""
    done: list[Event] = []
    for player in players(tl, res, e.player):
        if not choices.may(tl, player, res.obj, e.RULE, causes(res),
                           subject=f"whether to search their library for {e.name}"):
            continue
        library = tl.state.player(player).library
        for oid in library:  # what it can find turns on what they are
            must_know(tl.state, oid, f"whether {player}'s library holds {e.name}")
        named = [o for o in library if tl.state.objects[o].card.name == e.name]
        found = choices.cards_to_find(tl, player, named, 1, cr.SEARCH_MAY_FAIL, causes(res))
        done += tl.emit_all([Revealed(rule=e.RULE, causes=causes(res), player=player, obj=o)
                             for o in found])
        done += replacement.happen(tl, [move(tl, o, Zone.HAND, Move.SEARCHED, e.RULE,
                                             causes(res)) for o in found])
        done += shuffle(tl, player, causes(res))
    return done


@handles(ExileNamed)
def _exile_named(tl: Timeline, res: Resolution, e: ExileNamed) -> list[Event]:
    """701.19a: the player's graveyard, hand and library searched for cards with the chosen
    name (608.2d), which are exiled; the library is then shuffled (701.20a). A library card the
    scenario only counts can't be judged by its name."""
    done: list[Event] = []
    for player in players(tl, res, e.player):
        zones = tl.state.player(player)
        for oid in zones.library:
            must_know(tl.state, oid, "which cards have the chosen name")
        named = [o for o in (*zones.graveyard, *zones.hand, *zones.library)
                 if tl.state.objects[o].card.name == res.chosen_name]
        found = choices.cards_to_find(tl, res.controller, named, e.up_to or len(named),
                                      cr.SEARCH_MAY_FAIL, causes(res)) if named else []
        done += replacement.happen(tl, [move(tl, oid, Zone.EXILE, Move.EXILED, e.RULE,
                                             causes(res)) for oid in found])
        done += shuffle(tl, player, causes(res))
    return done


@handles(ShuffleIntoLibrary)
def _shuffle_into(tl: Timeline, res: Resolution, e: ShuffleIntoLibrary) -> list[Event]:
    """701.20a: the cards into their owner's library, which is then shuffled; this spell or
    permanent only if it is still the same object (400.7): a spell so moved doesn't go to the
    graveyard as it finishes resolving (608.2m)."""
    state = tl.state
    if e.graveyard_of is not None:
        owners = list(players(tl, res, e.graveyard_of))
        cards = [o for p in owners for o in (state.player(p).hand if e.hand else ())
                 + state.player(p).graveyard]
    else:
        cards = [res.source] if res.source in state.objects and state.objects[
            res.source].zone in (Zone.STACK, Zone.BATTLEFIELD) else []
        owners = [state.objects[o].owner for o in cards]
    done = replacement.happen(tl, [replace(move(tl, o, Zone.LIBRARY, Move.PUT, e.RULE,
                                                causes(res)), shuffled=True) for o in cards])
    for p in dict.fromkeys(owners):
        done += shuffle(tl, p, causes(res))
    return done
