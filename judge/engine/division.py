"""An amount of damage or counters divided among targets (CR 601.2d): announced as the spell is cast or the ability
is put on the stack (602.2b, 603.3d), at least one to each target; a copy keeps it (707.10,
115.7f), and a target that has become illegal gets none of it (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from judge import cr
from judge.cards.phrases import AmountKind
from judge.cards.vocabulary import Damage, PutCounters
from judge.engine.events import DamageDivided
from judge.engine.stack import instructions_of, target_specs
from judge.engine.state import ObjectId, PlayerId, Target
from judge.errors import IllegalActionError, Location

if TYPE_CHECKING:
    from judge.engine.timeline import Timeline


def announce(tl: Timeline, oid: ObjectId, player: PlayerId, wanted: Mapping[str, int] | None,
             causes: tuple[int, ...], where: Location | None) -> None:
    """601.2d: how the object on the stack divides its damage (or counters) among its targets,
    by target (an object id or a player's name). Default: as evenly as it goes, the earlier
    targets getting the remainder, marked assumed."""
    state = tl.state
    obj = state.objects[oid]
    instructions = instructions_of(state, obj)
    effect = next((e for e in instructions.effects if isinstance(e, (Damage, PutCounters))
                   and e.divided), None) if instructions is not None else None
    if effect is None:
        if wanted:
            raise IllegalActionError(f"{obj.name} divides nothing among its targets",
                                     cr.DIVIDED, where)
        return
    if isinstance(effect, Damage):
        assert effect.to.objects is not None  # a divided amount goes to a target
        group, noun = effect.to.objects.target, "damage"
    else:
        group, noun = effect.on.target, f"{effect.counter} counters"
    total = effect.amount.scaled(obj.x) if effect.amount.kind is AmountKind.X \
        else effect.amount.value
    specs = list(target_specs(state, obj).items())[:len(obj.targets)]
    among = [i for i, (name, spec) in enumerate(specs) if group in (name, spec.group)]
    if len(among) > total:
        raise IllegalActionError(f"{obj.name} divides {total} {noun}, so it can't have "
                                 f"{len(among)} targets: each gets at least 1", cr.DIVIDED, where)
    chosen = [obj.targets[i] for i in among]
    if wanted is None:
        share, extra = divmod(total, len(chosen)) if chosen else (0, 0)
        amounts = [share + (1 if k < extra else 0) for k in range(len(chosen))]
    else:  # a scenario names a card by its id; the permanent it became is the same card
        wanted = {str(state.current(ObjectId(k)) or k) if not state.has_player(k) else k: n
                  for k, n in wanted.items()}
        amounts = _checked(obj.name, chosen, total, wanted, noun, where)
    division = [0] * len(obj.targets)
    for i, n in zip(among, amounts):
        division[i] = n
    tl.emit(DamageDivided(rule=cr.DIVIDED, causes=causes, assumed=wanted is None,
                          obj=oid, player=player, targets=obj.targets,
                          division=tuple(division), noun=noun))


def _checked(name: str, chosen: list[Target], total: int, wanted: Mapping[str, int],
             noun: str, where: Location | None) -> list[int]:
    keys = [str(t) for t in chosen]
    if sorted(wanted) != sorted(keys):
        raise IllegalActionError(f"{name} divides its {noun} among its targets "
                                 f"({', '.join(keys)}), each of them and no other: got "
                                 f"{', '.join(wanted) or 'none'}", cr.DIVIDED, where)
    if any(n < 1 for n in wanted.values()) or sum(wanted.values()) != total:
        raise IllegalActionError(f"{name} divides {total} {noun}, at least 1 to each target: "
                                 f"got {sum(wanted.values())}", cr.DIVIDED, where)
    return [wanted[k] for k in keys]
