"""Manifest (CR 701.34): the top card of a library onto the battlefield face down, as a 2/2
creature with no name, text or mana cost (708.2a); several, one at a time (701.34e). Manifest
dread (701.60a): the player looks at the top two cards, manifests one and puts the other into
their graveyard."""

from __future__ import annotations

from dataclasses import replace

from judge import cr
from judge.cards.vocabulary import Manifest
from judge.engine import choices, replacement
from judge.engine.library import top_cards
from judge.engine.events import Event, LookedAt, Move
from judge.engine.resolution import Resolution, causes, handles
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline
from judge.engine.zones import move
from judge.words import Zone


@handles(Manifest)
def _manifest(tl: Timeline, res: Resolution, e: Manifest) -> list[Event]:
    player = res.controller
    if e.dread:
        return _dread(tl, res)
    done: list[Event] = []
    for _ in range(e.amount):  # one at a time: each from the library's top as it is then
        library = tl.state.player(player).library
        if not library:
            break
        done += _put_face_down(tl, res, top_cards(tl.state, player, 1, "which card is "
                                                  "manifested")[0], e.RULE, e.amount > 1)
    return done


def _dread(tl: Timeline, res: Resolution) -> list[Event]:
    player = res.controller
    looked = top_cards(tl.state, player, 2, "which cards are looked at")
    if not looked:
        return []
    done: list[Event] = [tl.emit(LookedAt(rule=cr.MANIFEST_DREAD, causes=causes(res),
                                          player=player, owner=player, cards=tuple(looked)))]
    chosen = choices.cards_to_find(tl, player, looked, 1, cr.MANIFEST_DREAD, causes(res))
    manifested = chosen[0] if chosen else looked[0]
    done += _put_face_down(tl, res, manifested, cr.MANIFEST_DREAD, False)
    return done + replacement.happen(tl, [
        move(tl, oid, Zone.GRAVEYARD, Move.NOT_TAKEN, cr.MANIFEST_DREAD, causes(res))
        for oid in looked if oid != manifested and oid in tl.state.objects])


def _put_face_down(tl: Timeline, res: Resolution, card: ObjectId, rule: cr.Rule,
                   several: bool) -> list[Event]:
    also = (cr.MANIFEST, cr.FACE_DOWN) + ((cr.MANIFEST_ONE_AT_A_TIME,) if several else ())
    entering = move(tl, card, Zone.BATTLEFIELD, Move.MANIFESTED, rule, causes(res),
                    res.controller)
    return replacement.happen(tl, [replace(entering, face_down=True, manifested=True,
                                           also=tuple(r for r in also if r is not rule))])
