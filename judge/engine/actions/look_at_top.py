"""Looking at the top cards of a library and taking some of them (CR 608.2c): the player
takes the card(s) the words allow — where a kind is named, only such cards (all of them where
it says all), and none if they choose — into their hand or onto the battlefield, and puts the
rest into their graveyard or on the bottom of their library in an order they choose (401.4).
Where a kind is named, a card the scenario only counts has none to judge by: the ruling is
refused rather than guessed."""

from __future__ import annotations

from typing import Sequence

from judge import cr
from judge.cards import wording
from judge.cards.vocabulary import (LookAt, LookAtTop, RevealFromHand, RevealIf, RevealTop,
                                    RevealUntil)
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.events import Event, LibraryOrdered, LookedAt, Move, Revealed
from judge.engine.layers import compute, share_a_creature_type
from judge.engine.resolution import (Resolution, amount, cards_that_fit, causes, follow,
                                     handles, must_know, players)
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline
from judge.engine.entering import enters
from judge.engine.zones import move
from judge.errors import JudgeError
from judge.words import UNKNOWN_CARD_NAME, Zone


@handles(LookAtTop)
def _look_at_top(tl: Timeline, res: Resolution, e: LookAtTop) -> list[Event]:
    player = res.controller
    looked = top_cards(tl.state, player, amount(tl, res, e.amount), "which cards are looked at")
    if not looked:
        return []
    for oid in looked if e.find is not None or e.each else ():  # which fit turns on what
        must_know(tl.state, oid, "which card the ability finds")  # they are
    fits = cards_that_fit(tl, res, looked, e.find, Zone.LIBRARY) if e.find is not None \
        else list(looked)
    # "Put two of them into your hand": that many, where no kind is named and not "up to"
    # "Put a land card from among them into your hand" (no "you may"): one, if one fits
    exactly = 0 if e.up_to or (e.find is not None and not e.must) \
        or not isinstance(e.take, int) else e.take
    if e.each:  # "a creature card and/or a land card"
        taken = choices.one_of_each(
            tl, player, looked, [cards_that_fit(tl, res, looked, f, Zone.LIBRARY)
                                 for f in e.each],
            " and/or ".join(wording.article(f.text) for f in e.each), e.RULE, causes(res))
    else:  # "any number of …": as many as fit, or fewer
        taken = fits if e.take == "all" else choices.cards_to_find(
            tl, player, fits, len(fits) if e.take == "any" else e.take, e.RULE, causes(res),
            exactly)
    rest = [o for o in looked if o not in taken]
    if e.onto == "top":  # "You may put one of those cards back on top": they stay, the rest go
        done = _back_on_top(tl, res, taken, rest, e)
    else:
        done = _put(tl, res, taken, e.onto, e.tapped, Move.TAKEN, e.RULE)
        if not rest or not e.rest_optional or choices.may(  # "… you may put it into your
                tl, player, res.obj, e.RULE, causes(res),  # graveyard"
                subject=f"whether to put {_names(tl, rest)} {_WORDS[e.rest]}"):
            done += _the_rest(tl, res, rest, e.rest, e.RULE, e.order == "random")
    if not taken and e.if_none:  # "If you didn't put a card into your hand this way, …"
        done += follow(tl, res, e.if_none)
    return done


def _back_on_top(tl: Timeline, res: Resolution, taken: Sequence[ObjectId],
                 rest: Sequence[ObjectId], e: LookAtTop) -> list[Event]:
    """The cards kept go back on top, in the order the player chooses (401.4; `choices:
    rearrange:`; as they were, by default), the rest where it says — below them, on the bottom
    (both at once), or out of the library."""
    player = res.controller
    top = choices.library_order(tl, player, player, taken, cr.LIBRARY_POSITION_ORDER,
                                causes(res)) if len(taken) > 1 else tuple(taken)
    if e.rest == "bottom":
        return tl.emit_all([LibraryOrdered(
            rule=cr.LIBRARY_POSITION_ORDER, causes=causes(res), player=player, top=top,
            bottom=tuple(rest), random=e.order == "random" and len(rest) > 1)])
    done = _the_rest(tl, res, rest, e.rest, e.RULE)
    if len(top) > 1:
        done += tl.emit_all([LibraryOrdered(rule=cr.LIBRARY_POSITION_ORDER, causes=causes(res),
                                            player=player, top=top, bottom=())])
    return done


_WORDS = {"hand": "into their hand", "graveyard": "into their graveyard",
          "bottom": "on the bottom of their library", "top": "back on top", "exile": "into exile",
          "top in any order": "back on top"}


def _names(tl: Timeline, cards: Sequence[ObjectId]) -> str:
    return " and ".join(tl.state.name(o) for o in cards)


_ZONES = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "graveyard": Zone.GRAVEYARD,
          "exile": Zone.EXILE}


def _put(tl: Timeline, res: Resolution, cards: Sequence[ObjectId], onto: str, tapped: bool,
         how: Move, rule: cr.Rule) -> list[Event]:
    """The cards taken, into the hand, the graveyard or onto the battlefield (tapped). An Aura
    put onto the battlefield this way enchants what its player chooses as it enters (303.4f),
    which judge doesn't model: refused rather than left enchanting nothing."""
    board = compute(tl.state).chars
    aura = next((o for o in cards if onto == "battlefield" and o in board
                 and "Aura" in board[o].subtypes), None)
    if aura is not None:
        raise JudgeError(f"{tl.state.name(aura)} is an Aura put onto the battlefield without "
                         f"being cast: what it enchants ({cr.AURA_TOKEN.number}) is not modeled")
    return replacement.happen(tl, [
        enters(tl, oid, how, rule, causes(res), tapped=tapped) if onto == "battlefield"
        else move(tl, oid, _ZONES[onto], how, rule, causes(res)) for oid in cards])


def _the_rest(tl: Timeline, res: Resolution, cards: Sequence[ObjectId], where: str,
              rule: cr.Rule, random: bool = False) -> list[Event]:
    """The cards not taken that are still in the library: left on top, put into the hand or
    graveyard, or on the bottom — 401.4: in the order the player chooses; kept as they were,
    top first, by default. In a random order, no one knows it: the library's order is unknown
    from the first of them down, and what turns on it is refused (judge/engine/library.py)."""
    rest = [o for o in cards if o in tl.state.objects
            and tl.state.objects[o].zone is Zone.LIBRARY]
    if not rest or where == "top":
        return []
    if where == "top in any order":  # 401.4: as the player chooses (`choices: rearrange:`)
        if len(rest) < 2:
            return []
        order = choices.library_order(tl, res.controller, res.controller, rest,
                                      cr.LIBRARY_POSITION_ORDER, causes(res))
        return tl.emit_all([LibraryOrdered(rule=cr.LIBRARY_POSITION_ORDER, causes=causes(res),
                                           player=res.controller, top=order, bottom=())])
    if where != "bottom":
        return replacement.happen(tl, [move(tl, oid, _ZONES[where], Move.NOT_TAKEN, rule,
                                            causes(res)) for oid in rest])
    return tl.emit_all([LibraryOrdered(rule=cr.LIBRARY_POSITION_ORDER, causes=causes(res),
                                       player=res.controller, top=(), bottom=tuple(rest),
                                       random=random)])


@handles(RevealUntil)
def _reveal_until(tl: Timeline, res: Resolution, e: RevealUntil) -> list[Event]:
    """701.16a: one card at a time from the top until one of the kind; that card goes where
    it says, the others revealed into the graveyard or on the bottom in a random order."""
    player = res.controller
    done: list[Event] = []
    revealed: list[ObjectId] = []
    hit: ObjectId | None = None
    library = tl.state.player(player).library
    for card in top_cards(tl.state, player, len(library), "which cards are revealed"):
        must_know(tl.state, card, "which card is revealed last")
        revealed.append(card)
        done.append(tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=player, obj=card)))
        if cards_that_fit(tl, res, [card], e.find, Zone.LIBRARY):
            hit = card
            break
    if hit is not None:
        done += _put(tl, res, [hit], e.onto, e.tapped, Move.PUT, e.RULE)
    return done + _the_rest(tl, res, [o for o in revealed if o != hit], e.rest, e.RULE,
                            random=True)


@handles(LookAt)
def _look_at(tl: Timeline, res: Resolution, e: LookAt) -> list[Event]:
    """701.16e: the controller sees the cards; nothing moves."""
    return tl.emit_all([LookedAt(rule=e.RULE, causes=causes(res), player=res.controller, owner=p,
                                 cards=tuple(tl.state.player(p).hand) if e.zone == "hand"
                                 else top_cards(tl.state, p, e.amount, "which cards are looked at"),
                                 hand=e.zone == "hand")
                        for p in players(tl, res, e.player)])


@handles(RevealTop)
def _reveal_top(tl: Timeline, res: Resolution, e: RevealTop) -> list[Event]:
    """701.16a: the top card shown to all, then into the hand if it says so; what follows
    reads it as "the revealed card", wherever it went."""
    library = tl.state.player(res.controller).library
    if not library:
        return []
    card = top_cards(tl.state, res.controller, 1, "what the revealed card is")[0]
    must_know(tl.state, card, "what the revealed card is")
    done: list[Event] = [tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=res.controller,
                                          obj=card))]
    res.revealed = [card]
    if e.to == "hand":
        done += _put(tl, res, [card], "hand", False, Move.TAKEN, e.RULE)
        res.revealed = [tl.state.current(tl.state.root(card)) or card]
    return done


@handles(RevealFromHand)
def _reveal_from_hand(tl: Timeline, res: Resolution, e: RevealFromHand) -> list[Event]:
    """701.16a: the card that came up at random (`choices: discard:` under the player's name,
    as for a random discard, 701.8b) is shown to all and stays in the hand; what follows reads
    it as "the revealed card". A card the scenario only counts has no identity to show."""
    done: list[Event] = []
    res.revealed = []
    for p in players(tl, res, e.player):
        if not tl.state.player(p).hand:
            continue
        card = choices.cards_to_discard(tl, p, 1, e.RULE, causes(res), random=True,
                                        verb="reveal")[0]
        if tl.state.objects[card].card.name == UNKNOWN_CARD_NAME:
            raise JudgeError(f"what the revealed card is turns on a card in {p}'s hand drawn "
                             "from a library the scenario only counts: list "
                             f"{p}'s library cards, top first")
        done.append(tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=p, obj=card)))
        res.revealed.append(card)
    return done


@handles(RevealIf)
def _reveal_if(tl: Timeline, res: Resolution, e: RevealIf) -> list[Event]:
    """701.16a: its controller looks at their top card; of the kind named, they may reveal it,
    and if they do, the instructions are followed."""
    player = res.controller
    library = tl.state.player(player).library
    if not library:
        return []
    card = top_cards(tl.state, player, 1, "whether the top card can be revealed")[0]
    must_know(tl.state, card, "whether the top card can be revealed")
    done: list[Event] = [tl.emit(LookedAt(rule=cr.LOOK, causes=causes(res), player=player,
                                          owner=player, cards=(card,)))]
    board = compute(tl.state).chars
    fits = cards_that_fit(tl, res, [card], e.find, Zone.LIBRARY) if e.find is not None \
        else share_a_creature_type(res.source_chars.subtypes, board[card].subtypes)
    if not fits or not choices.may(tl, player, res.obj, e.RULE, causes(res),
                                   subject=f"whether to reveal {tl.state.name(card)}"):
        return done
    done.append(tl.emit(Revealed(rule=e.RULE, causes=causes(res), player=player, obj=card)))
    return done + follow(tl, res, e.effects)
