"""Changing the target of a spell on the stack (CR 115.7a): only to another legal target for
it, chosen as the effect resolves; with none, the target stays, even an illegal one."""

from __future__ import annotations

from judge import cr
from judge.cards.vocabulary import ChangeTarget
from judge.engine import choices
from judge.engine.events import Event, TargetsChanged, Unaffected
from judge.engine.legality import check_target
from judge.engine.resolution import Resolution, causes, handles, objects
from judge.engine.stack import target_specs
from judge.engine.timeline import Timeline


@handles(ChangeTarget)
def _change_target(tl: Timeline, res: Resolution, e: ChangeTarget) -> list[Event]:
    done: list[Event] = []
    for oid in objects(tl, res, e.what):
        state = tl.state
        spell = state.objects[oid]
        specs = list(target_specs(state, spell).values())
        if len(spell.targets) != 1 or len(specs) != 1:
            done.append(tl.emit(Unaffected(
                rule=cr.CHANGE_TARGET, causes=causes(res), obj=oid, action="retargeted",
                detail=f"{spell.name} no longer has a single target")))
            continue
        current = spell.targets[0]
        legal = [t for t in choices.possible_targets(state, res.controller)
                 if t != current and t.object != res.obj.id
                 and check_target(state, specs[0], t, spell) is None]
        if not legal:
            done.append(tl.emit(Unaffected(
                rule=cr.CHANGE_TARGET, causes=causes(res), obj=oid, action="retargeted",
                detail=f"there is no other legal target for {spell.name}: its target stays")))
            continue
        new = choices.new_target(tl, res.source, res.controller, spell, legal, e.RULE,
                                 causes(res))
        done.append(tl.emit(TargetsChanged(rule=e.RULE, causes=causes(res), obj=oid,
                                           targets=(new,), old=spell.targets)))
    return done
