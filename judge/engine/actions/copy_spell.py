"""Copying a spell (CR 707.10): a copy on the stack under the copier's control, with the
choices made for the original; new targets where the words allow (707.10c); storm's copies,
one for each other spell cast before its spell this turn (702.40a)."""

from __future__ import annotations

from dataclasses import replace

from judge import cr, ids
from judge.cards.vocabulary import CopySpell, GravestormCopies, ReplicateCopies, StormCopies
from judge.engine import choices
from judge.engine.events import Event, Move, SpellCopied, Unaffected, ZoneChange
from judge.engine.history import this_turn
from judge.engine.layers import compute
from judge.engine.legality import check_target
from judge.engine.stack import target_specs
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.state import ObjectId, Target
from judge.engine.timeline import Timeline
from judge.words import CardType, Zone


@handles(CopySpell)
def _copy(tl: Timeline, res: Resolution, e: CopySpell) -> list[Event]:
    return [copied for oid in objects(tl, res, e.what)
            for copied in copy_spell(tl, res, oid, 1, e.new_targets, CopySpell.RULE)]


@handles(ReplicateCopies)
def _replicate(tl: Timeline, res: Resolution, e: ReplicateCopies) -> list[Event]:
    spell = res.triggering
    if spell is None:
        return []
    paid = tl.state.objects[spell].replicated if spell in tl.state.objects else 0
    return copy_spell(tl, res, spell, paid, True, e.RULE)


@handles(StormCopies)
def _storm(tl: Timeline, res: Resolution, e: StormCopies) -> list[Event]:
    return copy_spell(tl, res, res.source, _cast_before(tl, res.source), True, StormCopies.RULE,
                      storm=True)


@handles(GravestormCopies)
def _gravestorm(tl: Timeline, res: Resolution, e: GravestormCopies) -> list[Event]:
    """702.69a: counted as it resolves — those put there before the scenario began too."""
    return copy_spell(tl, res, res.source, tl.state.to_graveyard_this_turn, True,
                      GravestormCopies.RULE)


def _cast_before(tl: Timeline, spell: ObjectId) -> int:
    """The spells cast this turn before `spell`, by any player (702.40a): those the players
    had cast when the scenario began count too."""
    turn = this_turn(tl.log)
    cast = [e for e in turn if isinstance(e, ZoneChange) and e.move is Move.CAST]
    cast_now = sum(p.cast_this_turn for p in tl.state.players)
    at = next((i for i, e in enumerate(cast) if e.new_id == spell), None)
    if at is None:  # cast before the scenario began, and counted in cast_this_turn
        return max(cast_now - len(cast) - 1, 0)
    return cast_now - (len(cast) - at)


def copy_spell(tl: Timeline, res: Resolution, oid: ObjectId, times: int, new_targets: bool,
               rule: cr.Rule, storm: bool = False) -> list[Event]:
    """`times` copies of the spell `oid` under the resolving ability's controller; `storm`:
    one for each spell cast before it."""
    original = tl.state.objects.get(oid)
    name = tl.state.name(oid)
    if original is None or original.zone is not Zone.STACK or original.ability is not None:
        return [tl.emit(Unaffected(rule=rule, causes=causes(res), obj=oid, action="copied",
                                   detail=f"{name} is no longer a spell on the stack; a copy "
                                   "of a spell as it last existed is not modeled"))]
    if not compute(tl.state).chars[oid].types & {CardType.INSTANT, CardType.SORCERY}:
        return [tl.emit(Unaffected(rule=rule, causes=causes(res), obj=oid, action="copied",
                                   detail=f"{name} is a permanent spell; its copy becoming a "
                                   f"token ({cr.COPY_PERMANENT_SPELL.number}) is not modeled"))]
    done: list[Event] = []
    root = tl.state.root(oid)
    for _ in range(times):
        number = ids.count_made(tl.state.lineage, root, ids.Made.COPY) + 1
        copy_id = ObjectId(ids.make(root, ids.Made.COPY, number))
        # judged as the original would be under the copy's controller (its characteristics)
        proposed = replace(original, controller=res.controller)
        specs = list(target_specs(tl.state, original).values())

        def legal(i: int, target: Target) -> bool:
            return i < len(specs) and check_target(tl.state, specs[i], target, proposed) is None
        chosen = choices.copy_targets(tl, res.controller, original, number, legal,
                                      causes(res)) if new_targets and original.targets else None
        also = (cr.COPY_SPELL,) if rule is not cr.COPY_SPELL else ()
        done.append(tl.emit(SpellCopied(
            rule=rule, also=also + ((cr.COPY_NEW_TARGETS,) if chosen is not None else ()),
            causes=causes(res), original=oid, copy=copy_id, controller=res.controller,
            targets=chosen if chosen is not None else original.targets,
            new_targets=chosen is not None, spells_before=times if storm else None)))
    return done
