"""Casting spells (CR 601), playing lands (305.1–305.2) and activating abilities (602, 605,
606, 702.6): timing (117.1a, 307.1, 606.3), targets chosen as they are put on the stack (601.2c,
115), and costs paid in full (118.3, 601.2h, 602.2b, 602.5a, 606.4). Mana is paid from the
player's mana pool where the scenario tracks it (118.3a), otherwise taken as paid."""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from judge import cr
from judge.cards.phrases import Cost, TargetSpec, parse_cost, repeated, required_targets
from judge.cards.vocabulary import (
    ALTERNATIVE_COSTS,
    ActivatedAbility,
    AdditionalLand,
    PlayLandsFrom,
    AlternativeCostIf,
    Awaken,
    Overload,
    PayInstead,
    Replicate,
    Conspire,
    Buyback,
    Casualty,
    Offspring,
    Forecast,
    Foretell,
    Entwine,
    JumpStart,
    Retrace,
    Plot,
    Suspend,
    Cycling,
    Disturb,
    Equip,
    Evoke,
    Escalate,
    Escape,
    Flashback,
    Kicker,
    Bargain,
    Spree,
    PerTargetCost,
    Morph,
    NotModeled,
    Restriction,
    Saddle,
    SpellAbility,
    Squad,
)
from judge.cr import Rule
from judge.engine import (choices, convoke, costs, crew, division, mana_pool, replacement,
                          total_cost)
from judge.engine.resolving import triggered_mana_abilities
from judge.engine.events import (
    AbilityActivated,
    ChoiceMade,
    CountersChanged,
    Event,
    ManaAbilityActivated,
    Move,
    TapChanged,
    TurnedFaceUp,
    ZoneChange,
)
from judge.engine.conditions import holds
from judge.engine.history import this_turn
from judge.engine.library import top_cards
from judge.engine.keywords import Hook, joins
from judge.engine.layers import Characteristics, compute
from judge.engine.legality import check_target, same_graveyard
from judge.engine.prohibitions import cast_prohibited
from judge.engine.resolution import Resolution, follow, must_know
from judge.engine.entering import enters
from judge.engine.stack import AbilityRef, card_target_specs, find_ability, stacked, target_specs
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId, Target
from judge.engine.taken_abilities import printed, takers
from judge.engine.timeline import Timeline
from judge.engine.timing_windows import within
from judge.engine.zones import move
from judge.errors import IllegalActionError, Location
from judge.words import CardType, Step, Zone, count_of


def _take_priority(tl: Timeline, player: PlayerId, where: Location | None) -> None:
    """Players before `player` in turn order pass (117.3d); a player must hold priority to act."""
    if tl.state.game_over:
        raise IllegalActionError(f"{player} can't act: the game is over", cr.LOSE_GAME, where)
    if tl.priority is None:
        rule = {Step.UNTAP: cr.NO_PRIORITY_UNTAP,
                Step.CLEANUP: cr.NO_PRIORITY_CLEANUP}.get(tl.state.step, cr.PRIORITY)
        raise IllegalActionError(f"{player} can't act: no player has priority in the "
                                 f"{tl.state.step.value} step", rule, where)
    tl.priority = player


def _check_targets(tl: Timeline, obj_like: GameObject, specs: dict[str, TargetSpec],
                   targets: tuple[Target, ...], label: str, where: Location | None) -> None:
    least = required_targets(specs.values())
    if not least <= len(targets) <= len(specs):
        wanted = ", ".join(s.text for s in specs.values()) or "no targets"
        count = str(len(specs)) if least == len(specs) else f"{least} to {len(specs)}"
        raise IllegalActionError(f"{label} needs {count} target(s) ({wanted}), "
                                 f"got {len(targets)}", cr.TARGETS, where)
    chosen: dict[str, list[Target]] = {}
    for (name, spec), target in zip(specs.items(), targets):
        verdict = check_target(tl.state, spec, target, obj_like)
        who = target.player or f"{tl.state.name(target.object)} ({target.object})"
        if verdict is not None:
            raise IllegalActionError(f"{label} can't target {who}: {verdict.detail}",
                                     verdict.rule, where)
        group = chosen.setdefault(spec.group or name, [])
        if any(target in chosen.get(other, ()) for other in spec.other_than):
            raise IllegalActionError(f"{label} can't target {who}: it is chosen for a target "
                                     f"before, and this one is another ({spec.text})",
                                     cr.CHOOSE_TARGETS, where)
        if target in group:
            raise IllegalActionError(f"{label} targets {who} twice for one \"target\" "
                                     f"({spec.text})", cr.TARGET_ONCE, where)
        if spec.one_graveyard and group and not same_graveyard(tl.state, group[0], target):
            raise IllegalActionError(f"{label} targets cards from a single graveyard: {who} "
                                     "is in another", cr.TARGETS, where)
        group.append(target)


def cast(tl: Timeline, card: ObjectId, player: PlayerId, targets: tuple[Target, ...],
         where: Location | None = None, modes: tuple[int, ...] = (),
         convoked: tuple[ObjectId, ...] = (), x: int | None = None,
         kicked: bool | None = None, face_down: bool = False,
         buyback: bool | None = None, alternative_cost: str | None = None,
         improvised: tuple[ObjectId, ...] = (), delved: tuple[ObjectId, ...] = (),
         allowed_by: Rule | None = None, free: bool = False,
         caused_by: tuple[int, ...] = (), suspended: bool = False,
         casualty: ObjectId | None = None, offspring: bool | None = None,
         divide: Mapping[str, int] | None = None, replicate: int | None = None,
         conspire: tuple[ObjectId, ...] | None = None, prototyped: bool = False,
         emerge: ObjectId | None = None, squad: int | None = None,
         bargained: bool | None = None, pay_with: str | None = None,
         transformed: bool = False) -> Event:
    """601.2: move the card to the stack with its modes (601.2b) and targets (601.2c); its
    controller keeps priority. Cast face down (702.37c, 708.4), it is a 2/2 creature spell
    with no name, text or mana cost. `allowed_by`: the rule of an effect that lets the player
    cast it from where it is as that effect resolves (608.2g), whatever the timing; `free`:
    without paying its mana cost (118.9); `caused_by`: the events that led to casting it;
    `suspended`: cast by suspend, a creature spell has haste (702.62a); `pay_with`: the mana
    its caster's tracked pool pays it with (601.2h); `transformed`: an effect casts it back
    face up (712.11a)."""
    state = tl.state
    if allowed_by is None:
        obj = _in_hand_or_flashback(state, card, player, where)
        _take_priority(tl, player, where)
    else:
        obj = state.objects[card]
    _stack_unlocked(state, "cast a spell", where)
    chars = compute(state).chars[card]
    way = _from_graveyard(chars) if obj.zone is Zone.GRAVEYARD and allowed_by is None else None
    transformed = transformed or way is cr.DISTURB
    if transformed:  # 712.8c: the spell has its back face up, and its characteristics
        if obj.card.back is None:
            raise IllegalActionError(f"{obj.card.name} has no back face to cast transformed",
                                     cr.DISTURB if way is cr.DISTURB else cr.CASTS_TRANSFORMED,
                                     where)
        obj = replace(obj, transformed=True)
        chars = face_cast(state, card, transformed)
    morph: Morph | None = None
    if face_down:
        morph = next((a for a in chars.abilities if isinstance(a, Morph)), None)
        if morph is None:
            raise IllegalActionError(f"{obj.card.name} has no morph or disguise ability, so it "
                                     "can't be cast face down", cr.MORPH, where)
        obj = replace(obj, face_down=True)
        chars = compute(replace(state, objects={**state.objects, card: obj})).chars[card]
    if prototyped:  # 718.3a: cast with only its prototype mana cost, power and toughness
        if obj.card.prototyped is None:
            raise IllegalActionError(f"{obj.card.name} has no prototype", cr.PROTOTYPE, where)
        obj = replace(obj, prototyped=True)
        chars = compute(replace(state, objects={**state.objects, card: obj})).chars[card]
    if alternative_cost == "bestow":  # 702.103b, d: cast as the Aura spell it will be
        bestowed = replace(obj, zone=Zone.STACK, alternative_cost="bestow")
        chars = compute(replace(state, objects={**state.objects, card: bestowed})).chars[card]
    if chars.is_(CardType.LAND):
        raise IllegalActionError(f"{obj.card.name} is a land: it is played, never cast",
                                 cr.LAND_NOT_CAST, where)
    instant_speed = (chars.is_(CardType.INSTANT) or joins(chars, Hook.CAST_TIMING)
                     or allowed_by is not None) and obj.exiled_as != "plotted"  # 702.170d
    if not instant_speed and not _sorcery_timing(state, player):
        raise IllegalActionError(
            f"{player} can't cast {obj.card.name} now: {_not_sorcery_timing(state, player)}",
            cr.SORCERY_TIMING if chars.is_(CardType.SORCERY) else cr.CAST_TIMING, where)
    spell = next((a for a in chars.abilities if isinstance(a, SpellAbility)), None)
    if spell is not None:
        _cast_only(state, obj, spell, player, where)
    prohibited = cast_prohibited(state, player, obj, chars)
    if prohibited is not None:  # 601.3: whatever allows it (101.2)
        raise IllegalActionError(prohibited, cr.CAST_ALLOWED, where)
    if spell is not None and spell.choose_modes is not None:
        modes = choices.modes(tl, player, obj, spell, modes, cr.MODES, where,
                              entwine=any(isinstance(a, Entwine) for a in chars.abilities),
                              kicked=bool(kicked))
        chosen_before: tuple[int, ...] = (tl.log[-1].seq,)  # the cast follows from it
    elif modes:
        raise IllegalActionError(f"{obj.card.name} isn't modal", cr.MODES, where)
    else:
        chosen_before = ()
    permitted = state.playable.get(card) if allowed_by is None else None
    free = free or obj.exiled_as == "plotted" or (  # 702.170d: without paying its mana cost
        alternative_cost == "pay_instead" and any(  # 118.9: "cast it without paying …"
            isinstance(a, PayInstead) and a.free for a in chars.abilities)) or (
        permitted is not None and permitted.free)  # "you may play it without paying …"
    # 601.2b: X is announced before targets are chosen (601.2c), which may depend on it
    x_value = _x(tl, obj.card.name, "{X}" in (chars.mana_cost or ""), x, player, where,
                 free=free)
    # 601.2b: announced with X, before the total cost ("{2} less if it's bargained", 601.2f)
    was_bargained = _paid_more(tl, obj, chars, Bargain, bargained, player, where)
    proposed = replace(obj, zone=Zone.STACK, controller=player, modes=modes, x=x_value,
                       bargained=was_bargained)
    specs = {} if alternative_cost == "overload" else card_target_specs(  # 702.96b
        chars.abilities, chars.subtypes, modes, alternative_cost or "")
    _check_targets(tl, proposed, specs, targets, f"{player} casting {obj.card.name}", where)
    if obj.exiled_as == "foretold":  # 702.143a: cast for its foretell cost, the only way
        alternative_cost = alternative_cost or "foretell"
    instead = _alternative_cost(tl, obj, chars, alternative_cost, player, where)
    if way is cr.DISTURB:  # 702.146a: for its disturb cost, an alternative cost (118.9)
        instead = "disturb"
    escape = next((a for a in chars.abilities if isinstance(a, Escape)), None) \
        if way is cr.ESCAPE else None
    if escape is not None:  # 702.138a: for its escape cost, an alternative cost (118.9)
        instead = "escape"
    _check_emerge(tl, obj, instead, emerge, player, where)
    base, total, changes = total_cost.determine(  # 601.2f
        state, replace(proposed, flashback=obj.zone is Zone.GRAVEYARD and allowed_by is None,
                       targets=tuple(targets),  # chosen before the total cost (601.2c)
                       cast_from=obj.zone),
        chars, player, x_value, instead, free, emerge,
        _spree_costs(spell, modes, chars) + _per_target_costs(chars, targets))
    convoke.check(tl, chars, total, convoked, player, where)
    convoke.check_generic(tl, chars, total, convoked, improvised, delved, player, where)
    extra = spell.additional_cost if spell is not None else None
    others = next((a.others for a in chars.abilities if isinstance(a, (PayInstead, Escape, Evoke))
                   and a.kind == instead and a.others.text), None)  # 118.9: paid as it's cast
    if way is cr.FLASHBACK:  # 702.34a: its flashback cost's parts other than mana, if any
        others = next((a.others for a in chars.abilities if isinstance(a, Flashback)
                       and a.others.text), None)
    if others is not None:
        costs.check(tl, obj, chars, others, player, where)
    bought_back = _paid_more(tl, obj, chars, Buyback, buyback, player, where)
    was_kicked = _kicked(tl, obj, chars, kicked, player, where)
    # 702.27a, 702.33a: 'Buyback—Sacrifice a land', 'Kicker—Pay 3 life', paid as it's cast;
    # 702.166a: bargain's sacrifice, once whatever instances it has
    paid_more = [a.others for a in chars.abilities if (
        isinstance(a, Buyback) and bought_back or isinstance(a, Kicker) and was_kicked)
        and a.others.text] + ([Bargain().others] if was_bargained else [])
    for part in paid_more:
        costs.check(tl, obj, chars, part, player, where)
    escalate = next((a for a in chars.abilities if isinstance(a, Escalate)), None) \
        if len(modes) > 1 else None
    escalated = repeated(escalate.others, len(modes) - 1) \
        if escalate is not None and escalate.others.text else None
    if escalated is not None:  # 702.120a: once for each mode beyond the first
        costs.check(tl, obj, chars, escalated, player, where)
    if way in (cr.JUMP_START, cr.RETRACE):  # discarding a (land) card, in addition
        discard = _DISCARD_A_CARD if way is cr.JUMP_START else _DISCARD_A_LAND
        extra = discard if extra is None else replace(
            extra, discard=extra.discard + 1, discard_filter=discard.discard_filter,
            text=f"{extra.text}, {discard.text.lower()}")
    if extra is not None:
        costs.check(tl, obj, chars, extra, player, where)
    if casualty is not None:
        _check_casualty(tl, chars, casualty, player, where)
    cast = replace(move(tl, card, Zone.STACK, Move.CAST, cr.CAST, caused_by + chosen_before,
                        player), casualty=casualty is not None, cast_as=chars,
                   replicated=_replicated(tl, obj, chars, replicate, player, where),
                   squad=_times_paid(tl, obj, chars, Squad, squad, player, where),
                   conspired=_conspiring(tl, obj, chars, conspire, player, where),
                   x=x_value, kicked=was_kicked,
                   face_down=face_down, alternative_cost=instead,
                   haste_from="suspend" if suspended and chars.is_creature else "",
                   bought_back=bought_back, bargained=was_bargained,
                   offspring=_paid_more(tl, obj, chars, Offspring, offspring, player, where))
    if morph is not None:
        cast = replace(cast, also=(cr.DISGUISE if morph.variant == "disguise" else cr.MORPH,
                                   cr.FACE_DOWN))
    if instead == "bestow":
        cast = replace(cast, also=(cr.BESTOW, cr.BESTOWED_AURA))
    keyword = next((a for a in chars.abilities
                    if isinstance(a, (AlternativeCostIf, Overload, Awaken, PayInstead))
                    and a.kind == instead), None)
    if keyword is not None:  # cast for its spectacle, surge, overload or awaken cost
        cast = replace(cast, also=(keyword.KEYWORD_RULE, cr.ALTERNATIVE_COST))
    if allowed_by is not None:  # 608.2g: as an effect resolves
        cast = replace(cast, also=tuple(dict.fromkeys((allowed_by, cr.CAST_WHILE_RESOLVING))))
        if transformed:  # 712.11a: back face up on the stack, and as it enters (712.13)
            cast = replace(cast, also=cast.also + (cr.CASTS_TRANSFORMED, cr.CAST_TRANSFORMED),
                           transformed=True)
    elif way is cr.RETRACE:
        cast = replace(cast, also=(cr.RETRACE,))
    elif way is cr.ESCAPE:  # it goes where a spell goes afterwards, as any spell does
        cast = replace(cast, also=(cr.ESCAPE, cr.ESCAPED))
    elif way is cr.DISTURB:  # back face up on the stack, and as it enters (702.146b)
        cast = replace(cast, also=(cr.DISTURB, cr.CAST_TRANSFORMED), transformed=True)
    elif way is not None:  # exiled as it leaves the stack (702.34a, 702.133a)
        cast = replace(cast, also=(way,), flashback=True)
    elif obj.exiled_as:
        cast = replace(cast, also=(cr.FORETELL if obj.exiled_as == "foretold"
                                   else cr.PLOTTED_CAST,))
    elif obj.zone is Zone.EXILE:  # an effect allows it (601.3), maybe for nothing (118.9)
        cast = replace(cast, also=(cr.CAST_ALLOWED,) + (
            (cr.PAY_INSTEAD,) if permitted is not None and permitted.free else ()))
    if prototyped:
        cast = replace(cast, prototyped=True, also=cast.also + (cr.PROTOTYPE, cr.PROTOTYPED))
    if escalate is not None:  # its escalate cost paid for each mode beyond the first
        cast = replace(cast, also=cast.also + (cr.ESCALATE,))
    if was_bargained:  # 702.166b: the spell is bargained
        cast = replace(cast, also=cast.also + (cr.BARGAIN, cr.BARGAINED))
    done = tl.emit(replace(cast, targets=targets, modes=modes))
    division.announce(tl, cast.new_id, player, divide, (done.seq,), where)  # 601.2d
    total_cost.announce(tl, cast.new_id, base, total, changes, done.seq)
    convoke.tap(tl, convoked, done.seq)
    convoke.pay_generic(tl, improvised, delved, done.seq)
    _pay_mana(tl, player, total, _more_mana(chars, cast, extra, len(modes)),
              tl.state.name(cast.new_id), cast.new_id, done.seq, pay_with,
              bool(convoked or improvised or delved), where)
    if extra is not None:  # 601.2h: paid once the spell is on the stack
        costs.pay(tl, cast.new_id, extra, player, (done.seq,))
    if others is not None:
        costs.pay(tl, cast.new_id, others, player, (done.seq,))
    for part in paid_more:
        costs.pay(tl, cast.new_id, part, player, (done.seq,))
    if escalated is not None:
        costs.pay(tl, cast.new_id, escalated, player, (done.seq,))
    if emerge is not None:  # 601.2h: sacrificed to pay the emerge cost
        replacement.happen(tl, [move(tl, emerge, Zone.GRAVEYARD, Move.SACRIFICED, cr.EMERGE,
                                     (done.seq,))])
    if casualty is not None:
        replacement.happen(tl, [move(tl, casualty, Zone.GRAVEYARD, Move.SACRIFICED, cr.CASUALTY,
                                     (done.seq,))])
    if conspire:  # 601.2h: the creatures tapped to pay for it
        tl.emit_all([TapChanged(rule=cr.CONSPIRE, also=(cr.PAY_COSTS,), causes=(done.seq,),
                                obj=o, tapped=True) for o in conspire])
    return done


def _pay_mana(tl: Timeline, player: PlayerId, total: str, more: list[tuple[str, str]],
              name: str, oid: ObjectId, cause: int, pay_with: str | None, helped: bool,
              where: Location | None) -> None:
    """601.2h: the total cost's mana, with the additional costs' mana (`more`: each with what
    it is for), from the caster's pool where the scenario tracks it; `helped`: convoke,
    improvise or delve paid part of it, which a tracked pool doesn't model."""
    if helped and tl.state.player(player).mana_pool is not None:
        raise IllegalActionError(f"{player}'s mana pool is tracked, and paying part of {name}'s "
                                 "total cost by convoke, improvise or delve isn't modeled "
                                 "with it", cr.PAY_MANA, where)
    mana_pool.pay(tl, player, total_cost.with_x("".join([total] + [m for m, _ in more]), 0),
                  name, oid, (cause,), pay_with, where,
                  of=", ".join([total] + [f"{m} {why}" for m, why in more])
                  if more else "")


def _more_mana(chars: Characteristics, cast: ZoneChange, extra: Cost | None, modes: int
               ) -> list[tuple[str, str]]:
    """The mana of the additional costs its caster pays as they cast it (601.2f): kicker,
    buyback, offspring, entwine, escalate per mode beyond the first, replicate and squad for
    each time, and a spell's own additional cost."""
    more: list[tuple[str, str]] = []
    for a in chars.abilities:
        if isinstance(a, Kicker) and cast.kicked or isinstance(a, Buyback) and cast.bought_back:
            more.append((a.cost.mana, f"for {type(a).__name__.lower()}"))
        elif isinstance(a, Offspring) and cast.offspring:
            more.append((a.cost, "for offspring"))
        elif isinstance(a, Entwine) and modes > 1:
            more.append((a.cost, "for entwine"))
        elif isinstance(a, Escalate) and modes > 1:
            more.append((a.cost.mana * (modes - 1), "for escalate"))
        elif isinstance(a, Replicate) and cast.replicated:
            more.append((a.cost * cast.replicated, "for replicate"))
        elif isinstance(a, Squad) and cast.squad:
            more.append((a.cost * cast.squad, "for squad"))
    if extra is not None:
        more.append((extra.mana, "additional cost"))
    return [(m, why) for m, why in more if m]


def _check_emerge(tl: Timeline, obj: GameObject, instead: str, creature: ObjectId | None,
                  player: PlayerId, where: Location | None) -> None:
    """702.119a: cast for its emerge cost, a creature its caster controls is sacrificed."""
    if instead != "emerge":
        if creature is not None:
            raise IllegalActionError(f"{obj.card.name} isn't cast for its emerge cost, so no "
                                     "creature is sacrificed for it", cr.EMERGE, where)
        return
    board = compute(tl.state).chars
    found = tl.state.objects.get(creature) if creature is not None else None
    if creature is None or found is None or found.zone is not Zone.BATTLEFIELD \
            or creature not in board or not board[creature].is_creature \
            or board[creature].controller != player:
        raise IllegalActionError(f"casting {obj.card.name} for its emerge cost sacrifices a "
                                 f"creature {player} controls: name it with `emerge:`",
                                 cr.EMERGE, where)


def _check_casualty(tl: Timeline, chars: Characteristics, creature: ObjectId, player: PlayerId,
                    where: Location | None) -> None:
    """702.153a: a creature with power N or greater its caster controls, for a spell with
    casualty N."""
    ability = next((a for a in chars.abilities if isinstance(a, Casualty)), None)
    if ability is None:
        raise IllegalActionError(f"{chars.name} has no casualty", cr.CASUALTY, where)
    board = compute(tl.state)
    other = board.chars.get(creature)
    obj = tl.state.objects.get(creature)
    if obj is None or other is None or obj.zone is not Zone.BATTLEFIELD \
            or not other.is_creature or other.controller != player \
            or (other.power or 0) < ability.amount:
        raise IllegalActionError(f"{tl.state.name(creature)} isn't a creature {player} controls "
                                 f"with power {ability.amount} or greater", cr.CASUALTY, where)


def foretell_or_plot(tl: Timeline, card: ObjectId, player: PlayerId, keyword: str,
                     where: Location | None = None) -> None:
    """Special actions from hand: foretelling, any time its owner has priority in their turn,
    paying {2} (116.2h, 702.143a); plotting, in their main phase with an empty stack, paying
    its plot cost (116.2k, 702.170a). The card is exiled (face down when foretold); the mana
    from the player's pool where it is tracked, otherwise taken as paid."""
    state = tl.state
    action, kind = {"foretell": (cr.FORETELL_ACTION, Foretell),
                    "plot": (cr.PLOT_ACTION, Plot)}[keyword]
    obj = _in_hand(state, card, player, action, where)
    if not any(isinstance(a, kind) for a in compute(state).chars[card].abilities):
        raise IllegalActionError(f"{obj.card.name} has no {keyword}", action, where)
    _take_priority(tl, player, where)
    if state.active != player:
        raise IllegalActionError(f"{player} can {keyword} a card only in their own turn: it is "
                                 f"{state.active}'s turn", action, where)
    if keyword == "plot" and not _sorcery_timing(state, player):
        raise IllegalActionError(f"{player} can plot a card only in their main phase with an "
                                 f"empty stack: {_not_sorcery_timing(state, player)}", action,
                                 where)
    how = Move.FORETOLD if keyword == "foretell" else Move.PLOTTED
    exiled = replace(move(tl, card, Zone.EXILE, how, action, (), player),
                     also=(cr.FORETELL if keyword == "foretell" else cr.PLOT,),
                     exiled_as="foretold" if keyword == "foretell" else "plotted")
    mana = "{2}" if keyword == "foretell" else next(
        a.cost for a in compute(state).chars[card].abilities if isinstance(a, Plot))
    mana_pool.pay(tl, player, mana, f"{keyword}ing {obj.card.name}", None, (), None, where)
    replacement.happen(tl, [exiled])


def suspend(tl: Timeline, card: ObjectId, player: PlayerId, where: Location | None = None) -> None:
    """116.2f, 702.62a: a special action — its owner pays its suspend cost and exiles it from
    their hand with its time counters, whenever they could begin to cast it."""
    state = tl.state
    obj = _in_hand(state, card, player, cr.SUSPEND_ACTION, where)
    chars = compute(state).chars[card]
    ability = next((a for a in chars.abilities if isinstance(a, Suspend)), None)
    if ability is None:
        raise IllegalActionError(f"{obj.card.name} has no suspend", cr.SUSPEND, where)
    _take_priority(tl, player, where)
    _stack_unlocked(state, "begin to cast a spell, so can't suspend one,", where)  # 702.62c
    instant_speed = chars.is_(CardType.INSTANT) or joins(chars, Hook.CAST_TIMING)
    if not instant_speed and not _sorcery_timing(state, player):
        raise IllegalActionError(
            f"{player} couldn't begin to cast {obj.card.name} now, so can't suspend it: "
            f"{_not_sorcery_timing(state, player)}", cr.SUSPEND_ACTION, where)
    exiled = replace(move(tl, card, Zone.EXILE, Move.SUSPENDED, cr.SUSPEND_ACTION, (), player),
                     also=(cr.SUSPEND,),
                     counters=(("time", ability.time),) if ability.time else ())
    replacement.happen(tl, [exiled])


def turn_face_up(tl: Timeline, permanent: ObjectId, player: PlayerId | None,
                 where: Location | None = None) -> PlayerId:
    """702.37e, 116.2b: its controller, holding priority, pays its morph cost and turns it
    face up; with megamorph it gets a +1/+1 counter as it does (702.37b). Returns who did it."""
    state = tl.state
    obj = state.objects.get(state.current(state.root(permanent)) or permanent)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.face_down:
        raise IllegalActionError(f"{state.name(permanent)} isn't a face-down permanent",
                                 cr.TURN_FACE_UP, where)
    who = player or obj.controller
    if obj.controller != who:
        raise IllegalActionError(f"{who} doesn't control {obj.card.name}", cr.TURN_FACE_UP,
                                 where)
    morph = next((a for a in obj.card.abilities if isinstance(a, Morph)), None)
    if morph is None and obj.manifested:  # 701.34b: a creature card, for its mana cost
        must_know(state, obj.id, "whether it can be turned face up")
        if CardType.CREATURE not in obj.card.types or obj.card.mana_cost is None:
            raise IllegalActionError(
                f"{obj.card.name} isn't a creature card with a mana cost, so the manifested "
                "permanent stays face down", cr.MANIFEST_NOT_CREATURE
                if {CardType.INSTANT, CardType.SORCERY} & set(obj.card.types)
                else cr.MANIFEST_FACE_UP,
                where)
        _take_priority(tl, who, where)
        done = tl.emit(TurnedFaceUp(rule=cr.MANIFEST_FACE_UP, also=(cr.SPECIAL_ACTION,),
                                    obj=obj.id, player=who))
        mana_pool.pay(tl, who, obj.card.mana_cost, f"turning {obj.card.name} face up", None,
                      (done.seq,), None, where)
        return who
    if morph is None:
        raise IllegalActionError(f"{obj.card.name} would have no morph cost face up, so it "
                                 "can't be turned face up this way", cr.TURN_FACE_UP, where)
    _take_priority(tl, who, where)
    rule = cr.DISGUISE_FACE_UP if morph.variant == "disguise" else cr.TURN_FACE_UP
    if morph.others.text:  # its cost's parts other than mana, paid as it turns face up
        chars = compute(state).chars[obj.id]
        costs.check(tl, obj, chars, morph.others, who, where)
        costs.pay(tl, obj.id, morph.others, who, ())
    done = tl.emit(TurnedFaceUp(rule=rule, also=(cr.SPECIAL_ACTION,), obj=obj.id, player=who))
    mana_pool.pay(tl, who, morph.cost.mana, f"turning {obj.card.name} face up", None,
                  (done.seq,), None, where)
    if morph.variant == "megamorph":
        replacement.happen(tl, [CountersChanged(rule=cr.MEGAMORPH, causes=(done.seq,),
                                                obj=obj.id, kind="+1/+1", amount=1)])
    return who


def _x(tl: Timeline, name: str, has_x: bool, x: int | None, player: PlayerId,
       where: Location | None, rule: cr.Rule = cr.X_COST, free: bool = False) -> int:
    """107.3a: the caster announces X for an {X} in the mana cost, and the activating player
    for one in an activation cost (107.3k: that ability's own); said nowhere, 0 is assumed.
    `free`: cast without paying its mana cost, X can only be 0 (107.3b)."""
    if x is not None and not has_x:
        raise IllegalActionError(f"{name} has no {{X}} in its cost", rule, where)
    if has_x and free:
        if x:
            raise IllegalActionError(f"{name} is cast without paying its mana cost, so X can "
                                     "only be 0", cr.X_FREE, where)
        tl.emit(ChoiceMade(rule=cr.X_FREE, player=player,
                           subject=f"the value of X for {name}", chosen=("0",)))
        return 0
    if has_x and x is None:
        tl.emit(ChoiceMade(rule=rule, assumed=True, player=player,
                           subject=f"the value of X for {name}", chosen=("0",)))
    return x or 0


_DISCARD_A_CARD = parse_cost("Discard a card")
_DISCARD_A_LAND = parse_cost("Discard a land card")


def face_cast(state: GameState, card: ObjectId, transformed: bool) -> Characteristics:
    """The characteristics the card is cast with: its back face's, cast transformed (712.11c),
    else its own."""
    if not transformed:
        return compute(state).chars[card]
    obj = replace(state.objects[card], transformed=True)
    return compute(replace(state, objects={**state.objects, card: obj})).chars[card]


def _from_graveyard(chars: Characteristics) -> Rule:
    """How a card is cast from its owner's graveyard: flashback (702.34a) before escape
    (702.138a), disturb (702.146a), jump-start (702.133a), then retrace (702.81a). (A card
    with more than one of them is cast the first way here: the choice is not modeled.)"""
    kinds = {type(a) for a in chars.abilities}
    return cr.FLASHBACK if Flashback in kinds else cr.ESCAPE if Escape in kinds \
        else cr.DISTURB if Disturb in kinds else cr.JUMP_START if JumpStart in kinds \
        else cr.RETRACE


def _alternative_cost(tl: Timeline, obj: GameObject, chars: Characteristics, keyword: str | None,
                      player: PlayerId, where: Location | None) -> str:
    """118.9: the caster may pay a keyword's cost rather than the mana cost (evoke 702.74a,
    dash 702.109a, blitz 702.152a, bestow 702.103a); only one alternative cost for one spell
    (118.9a), and flashback and casting face down are alternative costs too. Not said, the
    mana cost."""
    offered = [a.kind for a in chars.abilities
               if isinstance(a, ALTERNATIVE_COSTS)
               or isinstance(a, Foretell) and obj.exiled_as == "foretold"]
    if keyword is None:
        if offered:
            tl.emit(ChoiceMade(rule=cr.ALTERNATIVE_COST, assumed=True, player=player,
                               subject=f"how to pay for {obj.card.name}",
                               chosen=("its mana cost",)))
        return ""
    if keyword not in offered:
        raise IllegalActionError(f"{obj.card.name} has no {keyword}", cr.ALTERNATIVE_COST,
                                 where)
    only_if = next((a for a in chars.abilities
                    if isinstance(a, AlternativeCostIf) and a.kind == keyword), None)
    if only_if is not None and not holds(tl.state, only_if.condition, player, obj.id):
        raise IllegalActionError(f"{obj.card.name} can be cast for its {keyword} cost only if "
                                 f"{only_if.CAST_IF}, and that is false now",
                                 only_if.KEYWORD_RULE, where)
    instead = next((a for a in chars.abilities if isinstance(a, PayInstead)
                    and a.kind == keyword), None)
    if instead is not None and instead.only_if is not None and not holds(
            tl.state, instead.only_if, player, obj.id):
        raise IllegalActionError(f"{obj.card.name} can be cast for its other cost only if "
                                 f"{instead.only_if.text}, and that is false now",
                                 cr.PAY_INSTEAD, where)
    other = ("disturb" if obj.transformed else "escape" if _from_graveyard(chars) is cr.ESCAPE
             else "flashback") if obj.zone is Zone.GRAVEYARD \
        else "casting it face down" if obj.face_down else None
    if other is not None:
        raise IllegalActionError(f"{obj.card.name} can't be cast for its {keyword} cost and "
                                 f"with {other}: both are alternative costs", cr.ALTERNATIVE_COST,
                                 where)
    return keyword


def _conspiring(tl: Timeline, obj: GameObject, chars: Characteristics,
                creatures: tuple[ObjectId, ...] | None, player: PlayerId,
                where: Location | None) -> bool:
    """702.78a: two untapped creatures its caster controls, each sharing a color with the
    spell, tapped as it's cast; not said, none."""
    _optional_cost(tl, obj, chars, Conspire, creatures, player, where)
    if not creatures:
        return False
    board = compute(tl.state).chars
    for oid in creatures:
        other = tl.state.objects.get(oid)
        if len(set(creatures)) != 2 or other is None or other.zone is not Zone.BATTLEFIELD \
                or other.tapped or oid not in board or not board[oid].is_creature \
                or board[oid].controller != player or not board[oid].colors & chars.colors:
            raise IllegalActionError(f"conspiring taps two untapped creatures {player} controls "
                                     f"that each share a color with {obj.card.name}: "
                                     f"{tl.state.name(oid)} ({oid}) isn't one of them",
                                     cr.CONSPIRE, where)
    return True


def _spree_costs(spell: SpellAbility | None, modes: tuple[int, ...], chars: Characteristics
                 ) -> tuple[total_cost.CostAdded, ...]:
    """702.172a: each chosen mode's cost, paid as an additional cost."""
    if spell is None or not any(isinstance(a, Spree) for a in chars.abilities):
        return ()
    return tuple(total_cost.CostAdded(cost, f"for spree mode {m}", cr.SPREE)
                 for m in modes if (cost := spell.modes[m - 1].cost) is not None)


def _per_target_costs(chars: Characteristics, targets: tuple[Target, ...]
                      ) -> tuple[total_cost.CostAdded, ...]:
    """601.2f: 'costs {1}{U} more to cast for each target beyond the first' (strive), by the
    targets chosen for it (601.2c)."""
    beyond = len(targets) - 1
    return tuple(total_cost.CostAdded(a.mana * beyond, f"for {count_of(beyond, 'target')} "
                                      "beyond the first", cr.TOTAL_COST)
                 for a in chars.abilities if isinstance(a, PerTargetCost) and beyond > 0)


def _replicated(tl: Timeline, obj: GameObject, chars: Characteristics, times: int | None,
                player: PlayerId, where: Location | None) -> int:
    """702.56a: how many times its caster pays its replicate cost; not said, none."""
    return _times_paid(tl, obj, chars, Replicate, times, player, where)


def _times_paid(tl: Timeline, obj: GameObject, chars: Characteristics, kind: type,
                times: int | None, player: PlayerId, where: Location | None) -> int:
    """How many times its caster pays an additional cost they may pay any number of times
    (replicate 702.56a, squad 702.157a); not said, none."""
    _optional_cost(tl, obj, chars, kind, times, player, where)
    return times or 0


def _kicked(tl: Timeline, obj: GameObject, chars: Characteristics, kicked: bool | None,
            player: PlayerId, where: Location | None) -> bool:
    """702.33a: the caster may pay a kicker cost as they cast it; not said, it isn't paid."""
    return _paid_more(tl, obj, chars, Kicker, kicked, player, where)


# each optional additional cost: its rule, the choice as the ruling words it, and the answer
# assumed where the scenario says nothing (not paid)
_OPTIONAL_COSTS: dict[type, tuple[cr.Rule, str, str]] = {
    Kicker: (cr.KICKER, "whether to kick", "no"),
    Buyback: (cr.BUYBACK, "whether to pay the buyback cost of", "no"),
    Offspring: (cr.OFFSPRING, "whether to pay the offspring cost of", "no"),
    Bargain: (cr.BARGAIN, "whether to bargain", "no"),
    Conspire: (cr.CONSPIRE, "whether to pay the conspire cost of", "no"),
    Replicate: (cr.REPLICATE, "how many times to pay the replicate cost of", "0"),
    Squad: (cr.SQUAD, "how many times to pay the squad cost of", "0")}


def _paid_more(tl: Timeline, obj: GameObject, chars: Characteristics, kind: type,
               paid: bool | None, player: PlayerId, where: Location | None) -> bool:
    """Whether its caster pays an additional cost they may pay once (kicker 702.33a, buyback
    702.27a, offspring 702.175a)."""
    _optional_cost(tl, obj, chars, kind, paid, player, where)
    return bool(paid)


def _optional_cost(tl: Timeline, obj: GameObject, chars: Characteristics, kind: type,
                   said: object, player: PlayerId, where: Location | None) -> None:
    """An additional cost its caster may pay as they cast it (601.2b): said for a spell
    without it, refused; not said for one with it, not paid, marked assumed."""
    rule, subject, unpaid = _OPTIONAL_COSTS[kind]
    has_it = any(isinstance(a, kind) for a in chars.abilities)
    if said and not has_it:
        raise IllegalActionError(f"{obj.card.name} has no {kind.__name__.lower()}", rule,
                                 where)
    if has_it and said is None:
        tl.emit(ChoiceMade(rule=rule, assumed=True, player=player,
                           subject=f"{subject} {obj.card.name}", chosen=(unpaid,)))


def play_land(tl: Timeline, card: ObjectId, player: PlayerId,
              where: Location | None = None) -> None:
    """305.1, 116.2a: a special action — the land goes straight onto the battlefield."""
    state = tl.state
    here = state.objects.get(card)
    obj = _playable_from_exile(state, here, player, cast=False, where=where) \
        if here is not None and here.zone is Zone.EXILE \
        else _allowed_elsewhere(state, here, player, where) \
        if here is not None and here.zone in (Zone.GRAVEYARD, Zone.LIBRARY) \
        else _in_hand(state, card, player, cr.PLAY_LAND, where)
    if CardType.LAND not in compute(state).chars[card].types:
        raise IllegalActionError(f"{obj.card.name} isn't a land", cr.PLAY_LAND, where)
    _take_priority(tl, player, where)
    if not _sorcery_timing(state, player):
        raise IllegalActionError(f"{player} can play a land only in a main phase of their own "
                                 f"turn with an empty stack", cr.PLAY_LAND, where)
    lands = sum(1 for e in this_turn(tl.log)
                if isinstance(e, ZoneChange) and e.move is Move.PLAYED and e.controller == player)
    board = compute(state).chars
    allowed = 1 + state.player(player).extra_lands_this_turn + sum(
        1 for o in state.in_play_order() if board[o.id].controller == player
        for a in board[o.id].abilities if isinstance(a, AdditionalLand))
    if lands >= allowed:
        raise IllegalActionError(f"{player} has already played {count_of(lands, 'land')} "
                                 f"this turn, and may play {allowed}", cr.ONE_LAND, where)
    replacement.happen(tl, [enters(tl, card, Move.PLAYED, cr.PLAY_LAND, (), player)])


def _allowed_elsewhere(state: GameState, obj: GameObject, player: PlayerId,
                       where: Location | None) -> GameObject:
    """116.2a: a land card of the player's own played from their graveyard, or from the top
    of their library, where a permanent of theirs says they may."""
    zone = "your graveyard" if obj.zone is Zone.GRAVEYARD else "the top of your library"
    board = compute(state).chars
    allowed = any(isinstance(a, PlayLandsFrom) and a.zone == zone
                  for o in state.in_play_order() if board[o.id].controller == player
                  for a in board[o.id].abilities)
    top = obj.zone is not Zone.LIBRARY or top_cards(
        state, player, 1, f"whether {obj.card.name} is the top card of the library") == (obj.id,)
    if obj.owner != player or not allowed or not top:
        where_it_is = "a graveyard" if obj.zone is Zone.GRAVEYARD else "a library"
        raise IllegalActionError(f"{obj.card.name} is in {where_it_is}, and nothing lets "
                                 f"{player} play it from there", cr.PLAY_LAND_FROM, where)
    return obj


def _in_hand_or_flashback(state: GameState, card: ObjectId, player: PlayerId,
                          where: Location | None) -> GameObject:
    """A card is cast from its owner's hand, or from their graveyard with flashback or
    jump-start (702.34a, 702.133a: only an instant or sorcery), escape (702.138a) or retrace
    (702.81a)."""
    obj = state.objects.get(card)
    if obj is not None and obj.zone is Zone.EXILE:
        return _playable_from_exile(state, obj, player, cast=True, where=where)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return _in_hand(state, card, player, cr.CAST, where)
    chars = compute(state).chars.get(card)
    ways = chars is not None and any(
        isinstance(a, (Flashback, JumpStart, Retrace, Escape, Disturb)) for a in chars.abilities)
    if obj.owner != player or chars is None or not ways:
        rule = _from_graveyard(chars) if chars is not None and ways else cr.FLASHBACK
        raise IllegalActionError(f"{obj.card.name} is in a graveyard, and {player} can cast it "
                                 "from there only with flashback, jump-start, escape, disturb "
                                 "or retrace, from their own graveyard", rule, where)
    if _from_graveyard(chars) in (cr.FLASHBACK, cr.JUMP_START) and not (
            chars.is_(CardType.INSTANT) or chars.is_(CardType.SORCERY)):
        raise IllegalActionError("flashback casts only an instant or sorcery spell",
                                 cr.FLASHBACK, where)
    return obj


def _playable_from_exile(state: GameState, obj: GameObject, player: PlayerId, cast: bool,
                         where: Location | None) -> GameObject:
    """601.3: a card in exile is played only while an effect allows that player to (611.2a);
    one that allows only casting doesn't allow playing a land. A card its owner foretold or
    plotted may be cast by them after the turn it was exiled (702.143a, 702.170d)."""
    if obj.exiled_as and cast and obj.owner == player:
        if state.turn <= obj.exiled_turn:
            rule = cr.FORETELL if obj.exiled_as == "foretold" else cr.PLOTTED_CAST
            raise IllegalActionError(f"{obj.card.name} was {obj.exiled_as} this turn, and can "
                                     "be cast only after this turn has ended", rule, where)
        return obj
    allowed = state.playable.get(obj.id)
    if allowed is None or allowed.player != player or (allowed.cast_only and not cast):
        raise IllegalActionError(f"{obj.card.name} is in exile, and no effect lets {player} "
                                 f"{'cast' if cast else 'play'} it from there",
                                 cr.CAST_ALLOWED, where)
    if state.turn > allowed.last_turn:
        raise IllegalActionError(f"{obj.card.name} could be played from exile only until the "
                                 f"end of turn {allowed.last_turn}", cr.LASTS_AS_STATED, where)
    return obj


def _stack_unlocked(state: GameState, what: str, where: Location | None) -> None:
    """702.61a: while a spell with split second is on the stack, no one can cast a spell or
    activate an ability that isn't a mana ability (special actions are still taken, 702.61b)."""
    board = compute(state).chars
    locking = next((oid for oid in state.stack if oid in board
                    and joins(board[oid], Hook.LOCKS_THE_STACK)), None)
    if locking is not None:
        raise IllegalActionError(f"no one can {what} while {state.name(locking)}, which has "
                                 "split second, is on the stack", cr.SPLIT_SECOND, where)


def _in_hand(state: GameState, card: ObjectId, player: PlayerId, rule: Rule,
             where: Location | None) -> GameObject:
    obj = state.objects.get(card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{state.name(card)} isn't in {player}'s hand", rule, where)
    return obj


def _sorcery_timing(state: GameState, player: PlayerId) -> bool:
    """307.1: a main phase of the player's own turn, with an empty stack."""
    return state.step.is_main_phase and not state.stack and state.active == player


def _not_sorcery_timing(state: GameState, player: PlayerId) -> str:
    """Why now isn't a main phase of the player's own turn with an empty stack (307.1)."""
    if state.active != player:
        return f"it is {state.active}'s turn"
    if not state.step.is_main_phase:
        return f"it is the {state.step.value} step, not a main phase"
    return "the stack isn't empty"


def activate(tl: Timeline, source: ObjectId, ref: AbilityRef, player: PlayerId,
             targets: tuple[Target, ...], ability_id: ObjectId,
             where: Location | None = None, crewed_by: tuple[ObjectId, ...] = (),
             x: int | None = None, divide: Mapping[str, int] | None = None,
             pay_with: str | None = None) -> Event:
    """602.2: put the ability on the stack, then pay its costs: mana from the player's pool
    where the scenario tracks it (`pay_with`: the mana that pays it), otherwise taken as
    paid."""
    state = tl.state
    obj = state.objects.get(source)
    chars = compute(state).chars.get(source) if obj is not None else None
    if obj is None or chars is None:
        raise IllegalActionError(f"{state.name(source)} isn't on the battlefield", cr.ACTIVATE,
                                 where)
    found = find_ability(chars.abilities, ref)
    if found is None:
        unmodeled = [a.text for a in chars.abilities if isinstance(a, NotModeled)]
        hint = f" modeled (not modeled: {'; '.join(unmodeled)})" if unmodeled else ""
        if not hint and find_ability(list(printed(obj)), ref) is not None:
            # its own ability, taken by another object's effect (613.1f, 305.7)
            taken_by = takers(state, obj.id)
            hint = f" now ({'; '.join(taken_by)})" if taken_by else ""
        raise IllegalActionError(f"{chars.name} has no such ability{hint}", cr.ACTIVATE, where)
    number, ability = found
    cost = ability.cost if isinstance(ability, ActivatedAbility) else ability.paid
    # 113.6: an ability works on the battlefield, unless discarding its card pays for it, or
    # it moves its card from the graveyard (113.6m)
    home = ability.home if isinstance(ability, ActivatedAbility) else Zone.BATTLEFIELD
    if home is Zone.HAND and obj.zone is not Zone.HAND:
        rule = cr.CYCLING if isinstance(ability, Cycling) else cr.FUNCTIONS_IN_ZONE \
            if cost.exile_self_from_hand else cr.ABILITY_ZONES
        how = "discarding" if cost.discard_self else "exiling" if cost.exile_self_from_hand \
            else "revealing"
        raise IllegalActionError(f"{chars.name}'s ability is activated by {how} it, so only "
                                 f"from its owner's hand", rule, where)
    if obj.zone is not home:
        there = "on the battlefield" if home is Zone.BATTLEFIELD else "in its owner's graveyard"
        rule = cr.ACTIVATE if home is Zone.BATTLEFIELD else cr.FUNCTIONS_IN_ZONE
        raise IllegalActionError(f"{chars.name} isn't {there}", rule, where)
    anyone = isinstance(ability, ActivatedAbility) and ability.any_player  # 602.1b
    if chars.controller != player and not anyone:
        raise IllegalActionError(f"{player} doesn't control {chars.name}", cr.ACTIVATE, where)
    if Restriction.ACTIVATE in chars.restrictions:
        raise IllegalActionError(f"{chars.name}'s activated abilities can't be activated",
                                 cr.ACTIVATION_PROHIBITED, where)
    _take_priority(tl, player, where)
    if cost.loyalty is not None:
        _check_loyalty(tl, obj, chars, cost.loyalty, where)
    elif isinstance(ability, Equip) or ability.sorcery_speed:
        if not _sorcery_timing(state, player):
            raise IllegalActionError(f"{chars.name}'s ability can be activated only as a "
                                     f"sorcery, and {_not_sorcery_timing(state, player)}",
                                     cr.ACTIVATE_AS_SORCERY, where)
    if isinstance(ability, ActivatedAbility):
        _check_restrictions(tl, obj, chars.name, ability, player, where)
    most = 1 if isinstance(ability, ActivatedAbility) and ability.once_each_turn else \
        ability.max_each_turn if isinstance(ability, ActivatedAbility) else None
    if most is not None and sum(
            1 for e in this_turn(tl.log) if isinstance(e, AbilityActivated)
            and e.source == obj.id and e.stacked.number == number) >= most:
        times = "once" if most == 1 else "twice" if most == 2 else f"{most} times"
        raise IllegalActionError(f"{chars.name}'s ability can be activated no more than {times} "
                                 "each turn, and it was already", cr.ACTIVATION_RESTRICTION, where)
    if isinstance(ability, ActivatedAbility) and ability.only_once and (
            number in obj.activated_once or any(
                isinstance(e, AbilityActivated) and e.source == obj.id
                and e.stacked.number == number for e in tl.log)):
        raise IllegalActionError(f"{chars.name}'s ability can be activated only once, and it "
                                 "was already", cr.ACTIVATION_RESTRICTION, where)
    if not (isinstance(ability, ActivatedAbility) and ability.is_mana_ability):
        _stack_unlocked(state, "activate an ability that isn't a mana ability", where)
    costs.check(tl, obj, chars, cost, player, where)
    if crewed_by and not cost.crew:
        raise IllegalActionError(f"{chars.name}'s ability has no crew or saddle cost", cr.CREW,
                                 where)
    # 702.171c: the creatures tapped for a saddle cost saddle it, as crew's crew (702.122b)
    verb = ("saddle", cr.SADDLE) if isinstance(ability, Saddle) else ("crew", cr.CREW)
    crewing = crew.crewing(tl, obj.id, cost.crew, player, crewed_by, where, *verb) \
        if cost.crew else ()
    on_stack = stacked(obj, chars.name, number, ability)
    removing = _counters_to_remove(tl, obj, chars.name, cost, x, player, where)
    if isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
        done = tl.emit(ManaAbilityActivated(rule=cr.MANA_ABILITY, source=source, player=player,
                                            label=on_stack.label))
        mana_pool.pay(tl, player, total_cost.with_x(cost.mana, removing or 0), on_stack.label,
                      None, (done.seq,), pay_with, where)
        costs.pay(tl, source, cost, player, (done.seq,), x=removing or 0)
        # 605.3b: it resolves at once, its instructions (all of them add mana) followed as any
        # ability's are: "{G} for each Elf you control" counted now (608.2h)
        itself = GameObject(id=ability_id, card=obj.card, owner=player, controller=player,
                            zone=Zone.STACK, timestamp=0, ability=on_stack, x=removing or 0)
        follow(tl, Resolution(obj=itself, controller=player, source=source, source_chars=chars,
                              instructions=ability, targets={}, cause=done.seq),
               ability.effects)
        triggered_mana_abilities(tl, done.seq)
        return done
    proposed = GameObject(id=ability_id, card=obj.card, owner=player, controller=player,
                          zone=Zone.STACK, timestamp=0, ability=on_stack)
    x_value = removing if removing is not None else \
        _x(tl, on_stack.label, "{X}" in cost.mana, x, player, where, cr.X_ACTIVATION)
    _check_targets(tl, replace(proposed, x=x_value), target_specs(state, proposed), targets,
                   f"{player} activating {on_stack.label}", where)  # X before targets (602.2b)
    keyword = (cr.TYPECYCLING if ability.find is not None else cr.CYCLING,) \
        if isinstance(ability, Cycling) else (ability.KEYWORD_RULE,) \
        if isinstance(ability, ActivatedAbility) and ability.KEYWORD_RULE else ()
    event = tl.emit(AbilityActivated(rule=cr.ACTIVATE, also=keyword, ability=ability_id,
                                     source=source, player=player, stacked=on_stack,
                                     targets=targets, x=x_value))
    division.announce(tl, ability_id, player, divide, (event.seq,), where)  # 602.2b, 601.2d
    mana_pool.pay(tl, player, total_cost.with_x(cost.mana, x_value), on_stack.label,
                  ability_id, (event.seq,), pay_with, where)
    costs.pay(tl, source, cost, player, (event.seq,), cycling=isinstance(ability, Cycling),
              x=x_value)
    crew.tap(tl, crewing, event.seq, verb[1])
    return event


def _counters_to_remove(tl: Timeline, obj: GameObject, name: str, cost: Cost, x: int | None,
                        player: PlayerId, where: Location | None) -> int | None:
    """"Remove X storage counters", "remove any number of charge counters": the activating
    player chooses how many (107.3k, 601.2b), no more than it has (118.3). Said nowhere, all
    of them, assumed: what the ability is for. None: its cost removes no chosen number."""
    kind = cost.remove_x_counters
    if kind is None:
        return None
    have = obj.counters.get(kind)
    if x is not None and x > have:
        raise IllegalActionError(f"{name} has {have} {kind} counter(s), so no more can be "
                                 "removed", cr.PAY_IN_FULL, where)
    chosen = have if x is None else x
    subject = f"the value of X for {name}" if not cost.remove_any_number \
        else f"how many {kind} counters to remove from {name}"
    tl.emit(ChoiceMade(rule=cr.X_ACTIVATION, assumed=x is None, player=player, subject=subject,
                       chosen=(str(chosen),)))
    return chosen


def _check_loyalty(tl: Timeline, obj: GameObject, chars: Characteristics, loyalty: int,
                   where: Location | None) -> None:
    """606.3: sorcery timing, once per turn per permanent; 606.6: enough loyalty to remove."""
    if not _sorcery_timing(tl.state, chars.controller):
        raise IllegalActionError(f"{chars.name}'s loyalty abilities need sorcery timing",
                                 cr.LOYALTY_TIMING, where)
    if any(isinstance(e, AbilityActivated) and e.source == obj.id
           and isinstance(e.stacked.instructions, ActivatedAbility)  # None: equip
           and e.stacked.instructions.cost.loyalty is not None for e in this_turn(tl.log)):
        raise IllegalActionError(f"a loyalty ability of {chars.name} was already activated "
                                 f"this turn", cr.LOYALTY_TIMING, where)
    if obj.counters.get("loyalty") < -loyalty:
        raise IllegalActionError(f"{chars.name} doesn't have {-loyalty} loyalty",
                                 cr.LOYALTY_REMOVAL, where)


def _cast_only(state: GameState, obj: GameObject, spell: SpellAbility, player: PlayerId,
               where: Location | None) -> None:
    """601.3: the spell's own 'cast this spell only during …' and '… only if …'."""
    window, condition = spell.cast_during, spell.cast_if
    if window is not None and not within(state, player, window):
        whose = "their" if state.active == player else f"{state.active}'s"
        raise IllegalActionError(f"{obj.card.name} can be cast only during {window.value}, and "
                                 f"it is {whose} {state.step.value} step", cr.CAST_ALLOWED,
                                 where)
    if condition is not None and not holds(state, condition, player, obj.id):
        raise IllegalActionError(f"{obj.card.name} can be cast only if {condition.text}, and "
                                 "that is false now", cr.CAST_ALLOWED, where)


def _check_restrictions(tl: Timeline, obj: GameObject, name: str, ability: ActivatedAbility,
                        player: PlayerId, where: Location | None) -> None:
    """602.5b: 'activate only during …' and 'activate only if …'."""
    state = tl.state
    window = ability.during
    if window is not None:
        if not within(state, player, window):
            whose = "their" if state.active == player else f"{state.active}'s"
            raise IllegalActionError(
                f"{name}'s ability can be activated only during {window.value}, and it is "
                f"{whose} {state.step.value} step", cr.FORECAST_TIMING
                if isinstance(ability, Forecast) else cr.ACTIVATION_RESTRICTION, where)
    if ability.only_if is not None and not holds(state, ability.only_if, player, obj.id):
        raise IllegalActionError(f"{name}'s ability can be activated only if "
                                 f"{ability.only_if.text}, and that is false now",
                                 cr.ACTIVATION_RESTRICTION, where)
