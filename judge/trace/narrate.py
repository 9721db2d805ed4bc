"""Each event told in a judge's words, from the event's own data."""

from __future__ import annotations

import re

from functools import singledispatch

from judge.engine.events import (
    AlreadyAttached,
    DungeonCompleted,
    InitiativeTaken,
    RingTempted,
    VentureMoved,
    DamageResult,
    AbilityActivated,
    CleanedUp,
    DelayedCreated,
    Regenerated,
    DamageRemoved,
    ShieldCreated,
    ShieldUsed,
    StepBegan,
    Triggered,
    TriggerPutOnStack,
    TriggerRemoved,
    TriggeredManaAbilityResolves,
    NotTriggered,
    AbilityMissing,
    AbilityFinished,
    Attached,
    CeasedToExist,
    LeftGame,
    ChoiceMade,
    DamageDivided,
    Clashed,
    CoinFlipped,
    DieRolled,
    LookedAt,
    ExtraTurnAdded,
    ControlChanged,
    CountersChanged,
    DamageDealt,
    DamagePrevented,
    DrewFromEmptyLibrary,
    EffectBegan,
    EffectEnded,
    Event,
    GameEnded,
    LoopFound,
    LibraryOrdered,
    LibraryShuffled,
    ActionRefused,
    LifeChanged,
    PoisonGiven,
    Designated,
    NoHandSizeLimit,
    StepSkipped,
    Revealed,
    EnergyChanged,
    LandPlaysAdded,
    TurnedFaceUp,
    Transformed,
    DayNightChanged,
    CityBlessingGotten,
    SpeedChanged,
    TotalCostDetermined,
    Paired,
    Unpaired,
    ManaAbilityActivated,
    ManaAdded,
    ManaEmptied,
    ManaPaid,
    Move,
    PlayerLost,
    Resolving,
    StateChecked,
    TapChanged,
    TargetIllegal,
    SpellCopied,
    TargetsChanged,
    LookedAtTop,
    PermanentActed,
    MonarchChanged,
    TokenCreated,
    TokenNotCreated,
    Unaffected,
    Unattached,
    Unbestowed,
    ZoneChange,
)
from judge.engine.combat_events import (
    AttackCostPaid,
    AttackersDeclared,
    BlockersDeclared,
    CombatEnded,
    RemovedFromCombat,
)
from judge.engine.proposed_events import (
    CantHappen,
    CreateTokens,
    DrawCard,
    EventReplaced,
    NotPrevented,
)
from judge import cr
from judge.cards import describe, wording
from judge.cards.vocabulary import LastsWhile
from judge.engine.state import GameState, ObjectId, PlayerId, ShieldKind, Target
from judge.words import UNKNOWN_CARD_NAME, Keyword, Zone, count_of

QUIET = (StateChecked, ShieldUsed)  # bookkeeping, told by the steps it belongs to


class Names:
    """Readable names for ids: 'Grizzly Bears (bears)'."""

    def __init__(self, state: GameState):
        self.state = state

    def __call__(self, oid: str | None) -> str:
        if oid is None:
            return "nothing"
        if self.state.has_player(str(oid)):
            return str(oid)
        name = self.state.names.get(ObjectId(oid), str(oid))
        if name == UNKNOWN_CARD_NAME:  # a card the scenario only counts, like a library's
            name = f"an {name}"
        return f"{name} ({oid})"

    def target(self, t: Target) -> str:
        return self(t.player) if t.player is not None else self(t.object)


@singledispatch
def narrate(event: Event, n: Names) -> str:
    return type(event).__name__


@narrate.register
def _(e: ZoneChange, n: Names) -> str:
    if e.move is Move.CAST:
        targets = f" targeting {', '.join(n.target(t) for t in e.targets)}" if e.targets else ""
        x = (f" with X = {e.x}" if e.x else "") + (", kicked," if e.kicked else "") + (
            ", paying its buyback cost," if e.bought_back else "") + (
            ", bargained," if e.bargained else "") + (
            f" for its {e.alternative_cost} cost" if e.alternative_cost else "")
        down = " face down, as a 2/2 creature spell with no name, text or mana cost" \
            if e.face_down else f" transformed, as {e.cast_as.name}" \
            if e.transformed and e.cast_as is not None else ""
        return f"{e.controller} casts {n(e.obj)}{down}{x}{targets}; it is now {e.new_id} on the " \
               f"stack"
    if e.move is Move.DRAWN:
        return f"{e.controller} draws {n(e.obj)}"
    if e.move is Move.PLAYED:
        tapped = " tapped" if e.tapped else ""
        return f"{e.controller} plays {n(e.obj)}; it enters the battlefield{tapped} as {e.new_id}"
    if e.destination is Zone.BATTLEFIELD:
        how = "resolves and enters the battlefield" if e.move is Move.RESOLVED \
            else "is put onto the battlefield" if e.move is Move.PUT \
            else f"{e.move.value} and enters the battlefield"
        if e.copied is not None:
            how += f" as a copy of {e.copied.name}"
        if e.attached_to is not None:
            how += f" attached to {n(e.attached_to)}"
        if e.tapped:
            how += " tapped"
        if e.attacking is not None:
            whom = f"{e.attacking}'s {n(e.attacking_planeswalker)}" \
                if e.attacking_planeswalker is not None else e.attacking
            how += f"{' and' if e.tapped else ''} attacking {whom}"
        if e.counters:
            how += " with " + ", ".join(f"{k} counters: {v}" for k, v in e.counters)
        if e.protector is not None:
            how += f", protected by {e.protector}"
        return f"{n(e.obj)} {how}; it is now {e.new_id}"
    where = _WHERE[e.destination]
    if e.destination is Zone.LIBRARY:
        where = "its owner's library, shuffled in" if e.shuffled \
            else "the bottom of its owner's library" if e.bottom \
            else f"its owner's library with {e.under} card(s) above it" if e.under \
            else "the top of its owner's library"
    if e.move is Move.PUT:
        onto = "on" if e.destination is Zone.LIBRARY and not e.shuffled and not e.under \
            else "into"
        return f"{n(e.obj)} is put {onto} {where}; it is now {e.new_id}"
    if e.move is Move.EXILED and e.destination is Zone.EXILE:
        return f"{n(e.obj)} is exiled; it is now {e.new_id}"
    if e.permission is not None:
        verb = "cast" if e.permission.cast_only else "play"
        free = " without paying its mana cost" if e.permission.free else ""
        return f"{n(e.obj)} is exiled; it is now {e.new_id}, and {e.permission.player} may " \
               f"{verb} it{free} until the end of turn {e.permission.last_turn}"
    if e.move is Move.RETURNED and e.destination is Zone.HAND:
        return f"{n(e.obj)} is returned to {where}; it is now {e.new_id}"
    counters = " with " + ", ".join(f"{count_of(v, f'{k} counter')}" for k, v in e.counters) \
        if e.counters else ""
    return f"{n(e.obj)} {e.move.value} and goes to {where}{counters}; it is now {e.new_id}"


_WHERE = {Zone.GRAVEYARD: "its owner's graveyard", Zone.HAND: "its owner's hand",
          Zone.EXILE: "exile", Zone.LIBRARY: "its owner's library", Zone.STACK: "the stack",
          Zone.BATTLEFIELD: "the battlefield", Zone.COMMAND: "the command zone"}


@narrate.register
def _(e: AbilityActivated, n: Names) -> str:
    targets = f" targeting {', '.join(n.target(t) for t in e.targets)}" if e.targets else ""
    return f"{e.player} activates {e.stacked.label}{targets}; it goes on the stack as {e.ability}"


@narrate.register
def _(e: Resolving, n: Names) -> str:
    # whether it then resolves is the next step's to say: its targets may all be illegal
    # now (608.2b), so this one claims neither
    return f"All players pass priority in succession with {n(e.obj)} on top of the stack"


@narrate.register
def _(e: AbilityFinished, n: Names) -> str:
    if e.resolved:
        return f"{n(e.obj)} has resolved and leaves the stack"
    if e.countered:
        return f"{n(e.obj)} is countered and leaves the stack"
    return f"{n(e.obj)} doesn't resolve: all its targets are illegal; it leaves the stack"


@narrate.register
def _(e: TargetIllegal, n: Names) -> str:
    return f"{n(e.obj)}'s target {n.target(e.target)} is illegal now: {e.detail}"


@narrate.register
def _(e: CeasedToExist, n: Names) -> str:
    if e.rule is cr.LEAVES_THE_GAME and e.ability:
        return f"{n(e.obj)} ceases to exist: its controller left the game"
    if e.rule is cr.LEAVES_THE_GAME:
        where = "exile" if e.zone is Zone.EXILE else f"the {e.zone.value}"
        return f"{n(e.obj)} leaves the game with its owner (from {where})"
    what = "a copy of a spell" if e.rule is cr.SBA_SPELL_COPY else "a token"
    return f"{n(e.obj)} is {what} in the {e.zone.value}: it ceases to exist"


@narrate.register
def _(e: LookedAtTop, n: Names) -> str:
    verb = {"scry": "scried", "surveil": "surveilled"}[e.action]
    return f"{e.player} has {verb} {e.amount}"


@narrate.register
def _(e: PermanentActed, n: Names) -> str:
    return f"{n(e.obj)} has {'explored' if e.action == 'explore' else 'connived'}"


@narrate.register
def _(e: LookedAt, n: Names) -> str:
    whose = "their" if e.owner == e.player else f"{e.owner}'s"
    if e.hand:
        cards = ", ".join(n(o) for o in e.cards) or "no cards"
        return f"{e.player} looks at {whose} hand: {cards}"
    cards = ", ".join(n(o) for o in e.cards) or "nothing: the library is empty"
    return f"{e.player} looks at the top of {whose} library: {cards}"


@narrate.register
def _(e: MonarchChanged, n: Names) -> str:
    was = f"; {e.was} is no longer the monarch" if e.was is not None else ""
    return f"{e.player} becomes the monarch{was}"


@narrate.register
def _(e: InitiativeTaken, n: Names) -> str:
    if e.was == e.player:
        return f"{e.player} takes the initiative again"
    was = f"; {e.was} no longer has it" if e.was is not None else ""
    return f"{e.player} takes the initiative{was}"


@narrate.register
def _(e: VentureMoved, n: Names) -> str:
    if e.entered:
        return (f"{e.player} puts {e.dungeon} into the command zone from outside the game and "
                f"their venture marker on its topmost room, {e.room_name}")
    return f"{e.player} moves their venture marker into {e.room_name} ({e.dungeon})"


@narrate.register
def _(e: DungeonCompleted, n: Names) -> str:
    return f"{e.dungeon} is removed from the game: {e.player} completes it"


@narrate.register
def _(e: RingTempted, n: Names) -> str:
    emblem = f"{e.player} gets the Ring emblem; " if e.times == 1 else ""
    if e.bearer is None:
        chosen = f"{e.player} controls no creature to choose as their Ring-bearer"
    elif e.bearer == e.was:
        chosen = f"{n(e.bearer)} stays {e.player}'s Ring-bearer"
    else:
        chosen = f"{n(e.bearer)} becomes {e.player}'s Ring-bearer"
    return (f"the Ring tempts {e.player} ({count_of(e.times, 'time')} this game): "
            f"{emblem}{chosen}")


@narrate.register
def _(e: SpellCopied, n: Names) -> str:
    targets = f", targeting {', '.join(n.target(t) for t in e.targets)}" if e.targets else ""
    new = " (new targets)" if e.new_targets else ""
    storm = f" — storm: {count_of(e.spells_before, 'spell')} cast before it this turn" \
        if e.spells_before is not None else ""
    return (f"{e.controller} puts a copy of {n(e.original)} on the stack as {e.copy}"
            f"{targets}{new}; it isn't cast{storm}")


@narrate.register
def _(e: TargetsChanged, n: Names) -> str:
    old = ", ".join(n.target(t) for t in e.old)
    new = ", ".join(n.target(t) for t in e.targets)
    return f"the target of {n(e.obj)} changes from {old} to {new}"


@narrate.register
def _(e: DamageDealt, n: Names) -> str:
    who = n.target(e.recipient)
    extras = [word for word, flag in (("deathtouch", e.deathtouch), ("lifelink", e.lifelink),
                                      ("infect", e.infect), ("wither", e.wither)) if flag]
    how = f" (source has {', '.join(extras)})" if extras else ""
    kind = "combat damage" if e.combat else "damage"
    text = f"{e.source_name} ({e.source}) deals {e.amount} {kind} to {who}{how}"
    if e.result is DamageResult.LIFE_LOSS:
        return f"{text}: {e.recipient.player} loses {e.amount} life"
    if e.result is DamageResult.POISON:
        return f"{text}: {e.recipient.player} gets {count_of(e.amount, 'poison counter')}"
    if e.result in (DamageResult.LOYALTY_LOSS, DamageResult.DEFENSE_LOSS):
        noun = "loyalty counter" if e.result is DamageResult.LOYALTY_LOSS else "defense counter"
        there = e.counters_there
        if there is not None and there < e.amount:  # a counter it doesn't have can't be removed
            last = f"its last {noun}" if there == 1 else f"its last {count_of(there, noun)}"
            return f"{text}: {last} {_are(there)} removed" if there else \
                f"{text}: it has no {noun}s to remove"
        return f"{text}: {count_of(e.amount, noun)} {_are(e.amount)} removed from it"
    if e.result is DamageResult.MINUS_COUNTERS:
        return f"{text}: as a result, -1/-1 counters are put on it"
    return f"{text}: the damage is marked on it"


@narrate.register
def _(e: DamagePrevented, n: Names) -> str:
    return (f"{e.amount} damage {e.source_name} ({e.source}) would deal to "
            f"{n.target(e.recipient)} is prevented: {e.detail}")


@narrate.register
def _(e: LifeChanged, n: Names) -> str:
    verb = "gains" if e.amount > 0 else "loses"
    return f"{e.player} {verb} {abs(e.amount)} life"


@narrate.register
def _(e: CountersChanged, n: Names) -> str:
    if e.amount > 0:
        return f"{count_of(e.amount, e.kind + ' counter')} {_are(e.amount)} put on {n(e.obj)}"
    return f"{count_of(-e.amount, e.kind + ' counter')} {_are(-e.amount)} removed from {n(e.obj)}"


@narrate.register
def _(e: StepSkipped, n: Names) -> str:
    return f"{e.active}'s {e.step.value} step is skipped ({n(e.source)})"


@narrate.register
def _(e: NoHandSizeLimit, n: Names) -> str:
    return f"{e.player} discards nothing: {n(e.source)} gives them no maximum hand size"


@narrate.register
def _(e: Designated, n: Names) -> str:
    return f"{n(e.obj)} becomes {e.designation}"


@narrate.register
def _(e: Revealed, n: Names) -> str:
    miracle = " as they draw it, the first card they drew this turn (miracle)" \
        if e.miracle else ""
    return f"{e.player} reveals {n(e.obj)}{miracle}"


@narrate.register
def _(e: AttackCostPaid, n: Names) -> str:
    return (f"{e.player} pays {e.cost} to attack with {count_of(e.attackers, 'creature')} "
            f"({e.source_name})")


@narrate.register
def _(e: LandPlaysAdded, n: Names) -> str:
    return f"{e.player} may play {count_of(e.amount, 'more land')} this turn"


@narrate.register
def _(e: EnergyChanged, n: Names) -> str:
    if e.amount > 0:
        return f"{e.player} gets {'{E}' * e.amount} ({count_of(e.amount, 'energy counter')})"
    return f"{e.player} pays {'{E}' * -e.amount} ({count_of(-e.amount, 'energy counter')})"


@narrate.register
def _(e: TotalCostDetermined, n: Names) -> str:
    return f"The total cost of {n(e.obj)} is {e.total}: {e.base}, " + "; ".join(e.changes)


@narrate.register
def _(e: Paired, n: Names) -> str:
    return f"{e.player} pairs {n(e.obj)} with {n(e.other)}"


@narrate.register
def _(e: Unpaired, n: Names) -> str:
    return f"{n(e.obj)} and {n(e.other)} are no longer paired: {e.detail}"


@narrate.register
def _(e: CityBlessingGotten, n: Names) -> str:
    return f"{e.player} gets the city's blessing for the rest of the game"


@narrate.register
def _(e: SpeedChanged, n: Names) -> str:
    if e.was is None:
        return f"{e.player}'s speed becomes {e.speed}"
    return f"{e.player}'s speed increases from {e.was} to {e.speed}"


@narrate.register
def _(e: DayNightChanged, n: Names) -> str:
    return f"It becomes {e.becomes}"


@narrate.register
def _(e: Transformed, n: Names) -> str:
    face = "back" if e.back_face_up else "front"
    return f"{e.was} transforms into {n(e.obj)}, its {face} face; it is still the same object"


@narrate.register
def _(e: TurnedFaceUp, n: Names) -> str:
    return f"{e.player} turns {n(e.obj)} face up; it has its own characteristics again"


@narrate.register
def _(e: PoisonGiven, n: Names) -> str:
    if not e.toxic:
        return f"{e.player} gets {count_of(e.amount, 'poison counter')} ({e.source_name}'s " \
               f"proliferate)"
    return f"{e.player} also gets {count_of(e.amount, 'poison counter')} from {e.source_name}'s " \
           f"toxic"


@narrate.register
def _(e: ActionRefused, n: Names) -> str:
    return f"Action {e.action} is refused, and doesn't happen: {e.detail}"


@narrate.register
def _(e: LibraryShuffled, n: Names) -> str:
    return f"{e.player} shuffles their library (its order is unknown; judge keeps the listed order)"


@narrate.register
def _(e: LibraryOrdered, n: Names) -> str:
    def cards(ids: tuple[ObjectId, ...]) -> str:
        return ", then ".join(n(o) for o in ids)

    if e.random and len(e.bottom) > 1:  # no order to tell
        placed = [f"{cards(e.top)} on top" if e.top else "",
                  f"{' and '.join(n(o) for o in e.bottom)} on the bottom"]
        return (f"{e.player} puts {' and '.join(p for p in placed if p)} of their library in a "
                "random order, which no one knows")
    placed = [f"{cards(e.top)} on top" if e.top else "",
              f"{cards(e.bottom)} on the bottom" if e.bottom else ""]
    return f"{e.player} puts {' and '.join(p for p in placed if p)} of their library"


@narrate.register
def _(e: TapChanged, n: Names) -> str:
    enlisted = f": {n(e.enlisted_by)} enlists it" if e.enlisted_by is not None else ""
    return f"{n(e.obj)} becomes {'tapped' if e.tapped else 'untapped'}{enlisted}"


@narrate.register
def _(e: Attached, n: Names) -> str:
    return f"{n(e.obj)} becomes attached to {n(e.to)} (and gets a new timestamp, " \
           f"{cr.TIMESTAMP_ON_ATTACH})"


@narrate.register
def _(e: AlreadyAttached, n: Names) -> str:
    return f"{n(e.obj)} is already attached to {n(e.to)}, so attaching it there does nothing"


@narrate.register
def _(e: Unattached, n: Names) -> str:
    return f"{n(e.obj)} becomes unattached from {n(e.was)} and stays on the battlefield"


@narrate.register
def _(e: Unbestowed, n: Names) -> str:
    unattached = f", becomes unattached from {n(e.was)}" if e.was is not None else ""
    return f"{n(e.obj)} ceases to be bestowed{unattached} and is no longer an Aura"


@narrate.register
def _(e: DrewFromEmptyLibrary, n: Names) -> str:
    return f"{e.player} must draw a card from an empty library"


@narrate.register
def _(e: PlayerLost, n: Names) -> str:
    return f"{e.player} {' and '.join(r.value for r in e.reasons)}, and loses the game"


@narrate.register
def _(e: LeftGame, n: Names) -> str:
    return f"{e.player} leaves the game; it goes on without {e.player}"


@narrate.register
def _(e: GameEnded, n: Names) -> str:
    if e.winner is None and e.rule is cr.MANDATORY_LOOP:
        return "The game is a draw: the loop can't be stopped"
    if e.winner is None:
        return "All remaining players lost at the same time: the game is a draw"
    if e.rule is cr.WIN_BY_EFFECT:
        return f"{e.winner} wins the game, as an effect says"
    return f"{e.winner} is the only player left and wins the game"


@narrate.register
def _(e: LoopFound, n: Names) -> str:
    back = ("The events it follows from bring the game back to where it was before them, "
            "as the same events did just before")
    if e.stopper is None:
        return (f"{back}: every action in them is mandatory, so they would repeat forever "
                "(a loop of mandatory actions)")
    return (f"{back}: a loop, but {e.stopper}'s choice in it is optional, so it is no draw; "
            f"{e.stopper} stops it by choosing otherwise the next time, after this cycle")


@narrate.register
def _(e: EffectBegan, n: Names) -> str:
    eff = e.effect
    until = " until end of turn" if eff.until_end_of_turn else ""
    what = describe.modifications(eff.modifications, controlled_by=eff.gives_control_to)
    if eff.exchanged_for:
        what += f", in exchange for {eff.exchanged_for}"
    if eff.chosen_color is not None:
        what = what.replace("the chosen color", eff.chosen_color.value)
    if eff.chosen_type is not None:
        what = what.replace("the chosen creature type", eff.chosen_type)
    if eff.chosen_land_type is not None:
        what = what.replace("the chosen basic land type", wording.article(eff.chosen_land_type))
    if eff.chosen_words is not None:
        what = what.replace("the chosen word in its text replaced with the other chosen word",
                            f"{eff.chosen_words[0]} replaced with {eff.chosen_words[1]} "
                            f"in its text")
    if eff.lasts_while:
        until += " for as long as " + " and ".join(
            _condition(c, eff.controller, n(eff.watched)) for c in eff.lasts_while)
    affected = ", ".join(n(o) for o in sorted(eff.affected))
    if eff.rules_for is not None:  # 611.2c: the rules part reaches objects arriving later
        affected = f"{eff.rules_for.text}, now and as they come" + (
            f" ({affected} now)" if affected else "")
    return f"{affected}: {what}{until} ({eff.source_name}'s effect, timestamp {eff.timestamp})"


def _condition(condition: LastsWhile, controller: str, watched: str) -> str:
    return {LastsWhile.CONTROLLED: f"{controller} controls {watched}",
            LastsWhile.TAPPED: f"{watched} remains tapped",
            LastsWhile.ON_BATTLEFIELD: f"{watched} remains on the battlefield",
            }[condition]


@narrate.register
def _(e: EffectEnded, n: Names) -> str:
    eff = e.effect
    affected = ", ".join(n(o) for o in sorted(eff.affected))
    if e.rule is cr.LEAVES_THE_GAME:
        return (f"{eff.source_name}'s effect on {affected} ends: {eff.gives_control_to}, "
                f"whom it gave control, has left the game")
    condition = " and ".join(_condition(c, eff.controller, n(eff.watched))
                             for c in eff.lasts_while)
    return f"{eff.source_name}'s effect on {affected} ends: its duration, for as long as " \
           f"{condition}, is over"


@narrate.register
def _(e: CoinFlipped, n: Names) -> str:
    return f"{e.player} flips a coin for {n(e.source)} and {'wins' if e.won else 'loses'} the flip"


@narrate.register
def _(e: DieRolled, n: Names) -> str:
    return f"{e.player} rolls a d{e.sides} for {n(e.source)}: the result is {e.result}"


@narrate.register
def _(e: Clashed, n: Names) -> str:
    return f"{e.player} {'wins' if e.won else 'does not win'} the clash with {e.opponent} " \
           f"({e.detail})"


@narrate.register
def _(e: DamageDivided, n: Names) -> str:
    shares = ", ".join(f"{amount} to {n.target(t)}"
                       for t, amount in zip(e.targets, e.division) if amount)
    return f"{e.player} divides {n(e.obj)}'s {e.noun}: {shares}"


@narrate.register
def _(e: ChoiceMade, n: Names) -> str:
    named = {n.state.names.get(ObjectId(o)) for o in e.options}
    alike = len(e.options) > 1 and len(named) == 1 and None not in named

    def name(x: str) -> str:
        if x not in n.state.names:
            return x
        return x if alike else n(x)  # same-named objects are told apart by their ids

    chosen = ", ".join(name(c) for c in e.chosen)
    options = " or ".join(name(o) for o in e.options)
    only = next(iter(named)) if alike else None  # the one name they share
    if only is not None and only not in e.subject:
        options = f"{only}: {options}"
    among = f" ({options})" if len(e.options) > 1 else ""
    return f"{e.player} chooses {e.subject}{among}: {chosen}"


@narrate.register
def _(e: TokenCreated, n: Names) -> str:
    pt = f" {e.card.power}/{e.card.toughness}" if e.card.power is not None else ""
    attacking = f", attacking {e.attacking}" if e.attacking is not None else ""
    attached = f", attached to {n(e.attached_to)}" if e.attached_to is not None else ""
    return f"{e.controller} creates a{pt} {e.card.name} token, {e.obj}{attacking}{attached}"


@narrate.register
def _(e: TokenNotCreated, n: Names) -> str:
    return f"{e.player} doesn't create a {e.token} token: {e.detail}"


@narrate.register
def _(e: Unaffected, n: Names) -> str:
    return f"{n(e.obj)} isn't {e.action}: {e.detail}"


@narrate.register
def _(e: ControlChanged, n: Names) -> str:
    return f"{n(e.obj)} comes under {e.controller}'s control (it was {e.was}'s)"


@narrate.register
def _(e: RemovedFromCombat, n: Names) -> str:
    return f"{n(e.obj)} is removed from combat: {e.detail}"


@narrate.register
def _(e: ManaAbilityActivated, n: Names) -> str:
    return f"{e.player} activates {e.label}, a mana ability: it doesn't use the stack"


@narrate.register
def _(e: ManaAdded, n: Names) -> str:
    choice = f"{e.player}'s choice; " if e.chosen else ""
    only = f"{e.spend_only}; " if e.spend_only else ""
    if e.kept:
        steps = "steps" if e.kept == "end of combat" else "steps and phases"
        only += f"until {e.kept}, {e.player} doesn't lose it as {steps} end; "
    if e.pool is not None:
        return f"{e.player} adds {e.mana} to their mana pool ({choice}{only}it holds {e.pool})"
    return f"{e.player} adds {e.mana} ({choice}{only}mana pools are not modeled further)"


@narrate.register
def _(e: ManaPaid, n: Names) -> str:
    parts = ", ".join(f"{way} for {symbol}" for symbol, way in e.parts)
    left = e.left or "nothing"
    of = f" ({e.of})" if e.of else ""
    return f"{e.player} pays {e.cost}{of} for {e.paid_for}: {parts}; their mana pool holds " \
        f"{left}"


@narrate.register
def _(e: ManaEmptied, n: Names) -> str:
    lost = "".join(f"{{{s}}}" for s in e.lost)
    part = "phase" if e.step.is_main_phase else "step"
    return f"{e.player}'s unused mana {lost} empties from their mana pool as the " \
        f"{e.step.value} {part} ends"


@narrate.register
def _(e: TriggeredManaAbilityResolves, n: Names) -> str:
    return f"{e.trigger.ability.label} ({e.trigger.id}) is a mana ability: it resolves at once, " \
        "without the stack"


@narrate.register
def _(e: Triggered, n: Names) -> str:
    t = e.trigger
    return f"{t.ability.label} triggers (controlled by {t.controller}); it will be {t.id}"


@narrate.register
def _(e: TriggerPutOnStack, n: Names) -> str:
    t = e.trigger
    targets = f" targeting {', '.join(n.target(x) for x in e.targets)}" if e.targets else ""
    return f"{t.controller} puts {t.ability.label} ({t.id}) on the stack{targets}" \
        + _apnap(t.controller, e.apnap)


def _apnap(player: PlayerId, order: tuple[PlayerId, ...]) -> str:
    """Where a player's triggers go among those of the players putting theirs on (101.4)."""
    if not order:
        return ""
    if order.index(player) == 0:
        rest = ", then ".join(f"{p}'s" for p in order[1:])
        return (f"; in APNAP order {player}'s triggered abilities go on the stack first, then "
                f"{rest}, so the last put on resolve first")
    before = " and ".join(f"{p}'s" for p in order[:order.index(player)])
    return f"; in APNAP order {player}'s triggered abilities go on the stack after {before}"


@narrate.register
def _(e: AbilityMissing, n: Names) -> str:
    return f"{n(e.obj)}'s ability \"{e.ability}\" doesn't apply: on the battlefield it " \
        f"doesn't have that ability ({'; '.join(e.taken_by)})"


@narrate.register
def _(e: NotTriggered, n: Names) -> str:
    return f"{e.trigger.ability.label} doesn't trigger: {e.detail}"


@narrate.register
def _(e: TriggerRemoved, n: Names) -> str:
    t = e.trigger
    return f"{t.ability.label} ({t.id}) is removed from the stack and does nothing: {e.detail}"


@narrate.register
def _(e: DelayedCreated, n: Names) -> str:
    d = e.delayed
    what = "; ".join(describe.effect(x) for x in d.instructions.effects)
    named = [(name, t) for name, t in d.bound if re.search(rf"\b{re.escape(name)}\b", what)]
    for name, t in named:  # a target's short name: the object it was (603.7c)
        what = re.sub(rf"\b{re.escape(name)}\b", n(t.object) if t.object else str(t.player),
                      what)
    refers = ", ".join(n(t.object) for name, t in d.bound
                       if t.object is not None and (name, t) not in named)
    about = f" (it refers to {refers})" if refers else ""
    whose = f"{d.controller}'s next {d.at.value} step" if d.yours \
        else f"the next {d.at.value} step"
    return f"a delayed triggered ability is created: at the beginning of {whose}, " \
           f"{what}{about}"


@narrate.register
def _(e: StepBegan, n: Names) -> str:
    if cr.CLEANUP_AGAIN in e.also:
        return f"Turn {e.turn} ({e.active}): another cleanup step begins"
    if e.rule is cr.FIRST_STRIKE_STEP:
        return f"Turn {e.turn} ({e.active}): a second combat damage step begins"
    if cr.FIRST_STRIKE_STEP in e.also:
        return f"Turn {e.turn} ({e.active}): the combat damage step begins, for first and " \
               "double strike only"
    if e.extra:
        return f"Turn {e.turn} ({e.active}, an extra turn): the {e.step.value} step begins"
    return f"Turn {e.turn} ({e.active}): the {e.step.value} step begins"


@narrate.register
def _(e: ExtraTurnAdded, n: Names) -> str:
    return f"{e.player} will take an extra turn after this one"


@narrate.register
def _(e: CleanedUp, n: Names) -> str:
    return "Damage is removed from permanents and 'until end of turn' effects end"


@narrate.register
def _(e: ShieldCreated, n: Names) -> str:
    s = e.shield
    what = n(s.object) if s.object else (s.player or (
        f"{s.objects.text}, now and as they come," if s.objects else "any permanent or player"))
    if s.kind is ShieldKind.REGENERATE:
        return f"{what} gets a regeneration shield this turn ({s.source_name})"
    if s.kind is ShieldKind.EXILE_IF_DIES:
        return f"if {what} would die this turn, it will be exiled instead ({s.source_name})"
    if s.kind is ShieldKind.NO_REGENERATION:
        return f"{what} can't be regenerated this turn ({s.source_name})"
    if s.kind is ShieldKind.NO_PREVENTION:
        return f"damage can't be prevented this turn ({s.source_name})"
    if s.kind is ShieldKind.EXILE_IF_GRAVEYARD:
        return (f"if {what} would be put into a graveyard, it will be exiled instead "
                f"({s.source_name})")
    amount = "all" if s.remaining is None else f"the next {s.remaining}"
    combat = " combat" if s.combat_only else ""
    if s.next_time and s.dealt_by is not None:
        return (f"the next time {n(s.dealt_by)} would deal damage to {what} this turn, that "
                f"damage will be prevented ({s.source_name})")
    by = f" by {n(s.dealt_by)}" if s.dealt_by is not None else ""
    return f"{amount}{combat} damage that would be dealt to {what}{by} this turn will be " \
           f"prevented ({s.source_name})"


@narrate.register
def _(e: DamageRemoved, n: Names) -> str:
    return f"the damage marked on {n(e.obj)} is removed ({e.by})"


@narrate.register
def _(e: Regenerated, n: Names) -> str:
    combat = ", it becomes tapped and it is removed from combat" if e.in_combat \
        else " and it becomes tapped"
    return (f"{n(e.obj)} regenerates instead of being destroyed: its damage is removed{combat} "
            f"({e.shield.source_name}'s shield is used)")


@narrate.register
def _(e: EventReplaced, n: Names) -> str:
    chooser = f" ({e.chooser}, {e.chooser_as}, chose to apply it first)" \
        if e.chooser and e.chooser_as else \
        " (a self-replacement effect: it applies before the others)" if e.self_first else ""
    if cr.PREVENTED_NEVER_HAPPENS in e.also:
        return (f"Prevention: instead of \"{narrate(e.replaced, n)}\", "
                f"{e.source_name}'s effect {e.effect}{chooser}")
    return (f"Replaced: instead of \"{narrate(e.replaced, n)}\", {e.source_name}'s effect "
            f"applies — {e.effect}{chooser}")


@narrate.register
def _(e: NotPrevented, n: Names) -> str:
    return (f"Not prevented: {e.source_name}'s effect ({e.effect}) applies to "
            f"\"{narrate(e.damage, n)}\" but prevents none of it — {e.detail}")


@narrate.register
def _(e: CantHappen, n: Names) -> str:
    return f"This can't happen: \"{narrate(e.replaced, n)}\" — {e.detail} ({e.source_name})"


@narrate.register
def _(e: CreateTokens, n: Names) -> str:
    return f"{e.player} creates {count_of(e.amount, e.token + ' token')}"


@narrate.register
def _(e: DrawCard, n: Names) -> str:
    return f"{e.player} draws a card"


@narrate.register
def _(e: AttackersDeclared, n: Names) -> str:
    by: dict[str, list[str]] = {}
    walkers = dict(e.planeswalkers)
    for attacker, defender in e.attackers:
        why = (["it hasn't been under its controller's control since the turn began, and "
                "haste lets it attack"] if attacker in e.by_haste else []) + (
            ["vigilance: it attacks without tapping"] if attacker in e.untapped else [])
        whom = defender if attacker not in walkers else \
            f"{n(walkers[attacker])}, which {defender} protects" \
            if walkers[attacker] in e.battles else f"{defender}'s {n(walkers[attacker])}"
        by.setdefault(whom, []).append(n(attacker) + (f" ({'; '.join(why)})" if why else ""))
    return "; ".join(f"{', '.join(a)} attack{'s' if len(a) == 1 else ''} {d}"
                     for d, a in by.items()) or "no creatures attack"


@narrate.register
def _(e: BlockersDeclared, n: Names) -> str:
    told: set[tuple[ObjectId, Keyword]] = set()

    def why(blocker: ObjectId, attacker: ObjectId) -> str:
        reasons = []
        for m in e.evasion:
            if (m.blocker, m.attacker) != (blocker, attacker) or (attacker, m.keyword) in told:
                continue
            if m.keyword is Keyword.MENACE:  # once for the attacker: it's about all its blockers
                told.add((attacker, m.keyword))
                count = sum(1 for _, a in e.blocks if a == attacker)
                reasons.append(f"{count} creatures block it, and menace asks two or more")
            elif m.by is not None:
                reasons.append(f"it has {m.by.value}, so it can block a creature with "
                               f"{m.keyword.value}")
            else:
                reasons.append(f"{_MAY_BLOCK[m.keyword]}, so it can block a creature with "
                               f"{m.keyword.value}")
        return f" ({'; '.join(reasons)})" if reasons else ""

    def listed(blocks: list[tuple[ObjectId, ObjectId]]) -> str:
        return "; ".join(f"{n(b)} blocks {n(a)}{why(b, a)}" for b, a in blocks) \
            or "no creatures block"

    if not e.defending:
        return listed(list(e.blocks))
    # 802.4: each defending player's blocks, in APNAP order
    whose = dict(e.defending)
    return ", then ".join(f"{p}: {listed([(b, a) for b, a in e.blocks if whose.get(a) == p])}"
                          for p in dict.fromkeys(p for _, p in e.defending))


# what about a blocker meets an attacker's evasion ability, when no keyword of its own does
_MAY_BLOCK = {Keyword.FEAR: "it is an artifact creature or black",
              Keyword.INTIMIDATE: "it is an artifact creature or shares a color with it",
              Keyword.SKULK: "its power is no greater"}


@narrate.register
def _(e: CombatEnded, n: Names) -> str:
    return "Combat ends: every creature is removed from combat"


def _are(n: int) -> str:
    return "is" if n == 1 else "are"
