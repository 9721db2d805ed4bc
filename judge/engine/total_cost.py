"""A spell's total cost (CR 601.2f): its mana cost, or the alternative cost it is cast for, plus
cost increases, minus cost reductions — the static abilities of permanents and the spell's own
(affinity 702.41a) — in generic mana only (118.7a), and never less than {0}. Mana itself is
taken as paid; the total says what would be paid."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from judge import cr
from judge.cards.definition import mana_symbols, mana_value
from judge.cards.phrases import AmountKind, Who
from judge.cards.vocabulary import (ALTERNATIVE_COSTS, Affinity, CostChange, Disturb, Emerge,
                                   Escape, Evoke, Flashback, Foretell, PayInstead, Undaunted)
from judge.engine.events import Event, TotalCostDetermined
from judge.engine.conditions import holds
from judge.engine.layers import Characteristics, compute, matches
from judge.engine.layers.values import devotion, player_amount
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.words import Zone

FACE_DOWN_COST = "{3}"  # 702.37c: casting a card face down costs {3}


@dataclass(frozen=True, slots=True)
class CostChanged:
    """One static ability's change to the total cost, in generic mana."""

    source_name: str
    generic: int
    ability: CostChange | Emerge
    times: int | None  # how many it counted ('for each'), if it counts


@dataclass(frozen=True, slots=True)
class CostAdded:
    """An additional mana cost the caster pays (601.2f): each chosen spree mode's (702.172a),
    or one a spell's own text adds ("{1}{U} more for each target beyond the first")."""

    mana: str
    words: str  # what it is for, as a ruling words it
    rule: cr.Rule


def determine(state: GameState, spell: GameObject, chars: Characteristics, player: PlayerId,
              x: int, alternative: str, free: bool = False, emerged: ObjectId | None = None,
              added: tuple[CostAdded, ...] = ()
              ) -> tuple[str, str, tuple[CostChanged | CostAdded, ...]]:
    """The cost the spell is cast for before changes, its total cost, and what changed it.
    `spell` is the card as it will be on the stack (601.2a), with these characteristics;
    `free`: cast without paying its mana cost, an alternative cost of {0} (118.9) — additional
    costs (`added`) are paid all the same (601.2f)."""
    board = compute(state).chars  # the spell counts as on the stack, not where it was
    base = "{0}" if free else _base_cost(spell, chars, alternative)
    changes: list[CostChanged | CostAdded] = list(added)
    emerge = next((a for a in chars.abilities if isinstance(a, Emerge)), None)
    if emerged is not None and emerge is not None and alternative == "emerge":  # 702.119a
        value = mana_value(board[emerged].mana_cost) if emerged in board else 0
        if value:
            changes.append(CostChanged(state.name(emerged), -value, emerge, None))
    for ab in chars.abilities:  # the spell's own, working while it is cast (702.41a)
        if isinstance(ab, CostChange) and ab.this_spell:
            changes += _applied(state, board, ab, chars.name, spell.id, player, spell)
    for obj in state.in_play_order():
        source = board[obj.id]
        for ab in source.abilities:
            if not isinstance(ab, CostChange) or ab.this_spell or not _caster_fits(
                    state, ab.caster, player, source.controller) or not matches(
                    chars, ab.spells, source.controller, obj.id, spell) or not _fits_more(
                    ab, obj.id, spell, player):
                continue
            changes += _applied(state, board, ab, source.name, obj.id, source.controller,
                                spell)
    more = "".join(c.mana for c in changes if isinstance(c, CostAdded))
    return base, _changed(base + more, x, sum(c.generic for c in changes
                                              if isinstance(c, CostChanged))), tuple(changes)


def announce(tl: Timeline, spell: ObjectId, base: str, total: str,
             changes: tuple[CostChanged | CostAdded, ...], cast: int) -> Event | None:
    """The total cost as an event, when anything changed it (601.2f)."""
    if not changes:
        return None
    rules = [c.rule if isinstance(c, CostAdded) else _KEYWORD_RULES.get(type(c.ability))
             for c in changes]
    also = tuple(dict.fromkeys(r for r in rules if r is not None and r is not cr.TOTAL_COST))
    return tl.emit(TotalCostDetermined(
        rule=cr.TOTAL_COST, also=also, causes=(cast,), obj=spell, base=base, total=total,
        changes=tuple(_worded(c) for c in changes)))


# the keywords that change a spell's total cost, and their rules
_KEYWORD_RULES: dict[type, cr.Rule] = {Affinity: cr.AFFINITY, Emerge: cr.EMERGE,
                                       Undaunted: cr.UNDAUNTED}


def _base_cost(spell: GameObject, chars: Characteristics, alternative: str) -> str:
    """601.2b: the mana cost, or the alternative cost it is cast for (118.9)."""
    if spell.face_down:
        return FACE_DOWN_COST
    if alternative == "disturb":  # 702.146a: its front face's ability; the back face is up
        return next(a.cost for a in spell.card.abilities if isinstance(a, Disturb))
    for ab in chars.abilities:
        if isinstance(ab, (PayInstead, Escape, Evoke)) and ab.kind == alternative:
            return ab.cost.mana or "{0}"  # its other parts are paid as it is cast (601.2h)
        if (isinstance(ab, ALTERNATIVE_COSTS) or isinstance(ab, Foretell)) \
                and not isinstance(ab, (PayInstead, Evoke)) and ab.kind == alternative:
            return ab.cost
        if isinstance(ab, Flashback) and spell.flashback:
            return ab.cost.mana or "{0}"  # its other parts are paid as it is cast (601.2h)
    return spell.face.mana_cost or "{0}"  # a prototyped spell's is its prototype cost (718.3b)


def _fits_more(ab: CostChange, source: ObjectId, spell: GameObject, player: PlayerId) -> bool:
    """'that target this': among the targets chosen before the total cost (601.2c); 'from
    your graveyard', 'from anywhere other than your hand': where it was cast from (601.2a)."""
    if ab.targeting_this and all(t.object != source for t in spell.targets):
        return False
    origin = spell.cast_from
    if ab.cast_from == "graveyard":
        return origin is Zone.GRAVEYARD and spell.owner == player
    if ab.cast_from == "not hand":
        return origin is not None and origin is not Zone.HAND
    return True


def _caster_fits(state: GameState, caster: Who, player: PlayerId, controller: PlayerId) -> bool:
    if caster is Who.YOU:
        return player == controller
    if caster is Who.OPPONENT:
        return player in state.opponents(controller)
    return True


def _applied(state: GameState, board: Mapping[ObjectId, Characteristics], ab: CostChange,
             name: str, source: ObjectId, you: PlayerId, spell: GameObject
             ) -> list[CostChanged]:
    """One cost change; the spell itself, moved to the stack (601.2a), isn't counted where it
    was."""
    # the spell's own condition ("if it targets a tapped creature") looks at it as cast
    seen = replace(state, objects={**state.objects, spell.id: spell}) \
        if source == spell.id else state
    if ab.condition is not None and not holds(seen, ab.condition, you, source):
        return []
    if ab.for_each is None:
        return [CostChanged(name, ab.generic, ab, None)]
    if ab.for_each.kind is AmountKind.OPPONENTS:
        # those still in the game (702.125b)
        counted = sum(1 for p in state.opponents(you) if not state.player(p).lost)
    elif ab.for_each.kind is AmountKind.DEVOTION:  # 700.5
        counted = devotion(state, board, you, ab.for_each.colors)
    elif ab.for_each.kind is AmountKind.GREATEST_POWER:
        assert ab.for_each.of is not None
        counted = max((board[o.id].power or 0 for o in state.objects.values() if o.id in board
                       and any(matches(board[o.id], f, you, source, o)
                               for f in ab.for_each.of.filters)), default=0)
    elif ab.for_each.kind is not AmountKind.COUNT:  # domain, colors among permanents, party
        counted = player_amount(state, board, you, ab.for_each.kind) or 0
    else:
        assert ab.for_each.of is not None
        counted = sum(1 for o in state.objects.values() if o.id in board and o.id != spell.id
                      and any(matches(board[o.id], f, you, source, o)
                              for f in ab.for_each.of.filters))
    return [CostChanged(name, ab.generic * counted, ab, counted)] if counted else []


def with_x(cost: str, x: int) -> str:
    """An activation cost with X as the value announced for it (107.3a, 602.2b)."""
    return _changed(cost, x, 0) if cost else ""


def _changed(cost: str, x: int, generic: int) -> str:
    """The cost with its generic part changed, never below {0} (601.2f, 118.7a); X is the
    value chosen for it (107.3a)."""
    symbols = mana_symbols(cost)
    amount = sum(int(s) for s in symbols if s.isdigit()) + sum(x for s in symbols if s == "X")
    rest = [s for s in symbols if not s.isdigit() and s != "X"]
    amount = max(0, amount + generic)
    text = (f"{{{amount}}}" if amount or not rest else "") + "".join(f"{{{s}}}" for s in rest)
    return text


def _worded(c: CostChanged | CostAdded) -> str:
    if isinstance(c, CostAdded):
        return f"{_changed(c.mana, 0, 0)} more {c.words}"  # '{2}{U}{U}', not '{1}{U}{1}{U}'
    if isinstance(c.ability, Emerge):
        return f"{{{abs(c.generic)}}} less for emerge: the mana value of {c.source_name}, " \
            "sacrificed"
    more = "more" if c.generic > 0 else "less"
    times = f", counting {c.times}" if c.times is not None else ""
    return f"{{{abs(c.generic)}}} {more} for {c.source_name}'s {c.ability.describe()}{times}"
