"""What a phrase may refer to, by where it stands.

A static ability, a trigger condition or a replacement effect watches the game; only a resolving
spell or ability has targets, and only a triggered ability has a triggering object and an event
amount ("that creature", "that much"). A phrase the engine could only read by guessing is
refused here, when the card is loaded, instead of matching everything or nothing in play.
"""

from __future__ import annotations

from typing import AbstractSet, Any, Iterable, Iterator

from pydantic import BaseModel

from judge import cr

from judge.cards.phrases import (
    Amount,
    AmountKind,
    PlayerRef,
    PlayerScope,
    PTChange,
    PTValue,
    Recipients,
    Scope,
    Selector,
    TargetSpec,
    Who,
)

# what a standing (non-resolving) ability can point at
STANDING_SCOPES = frozenset({Scope.SELF, Scope.ENCHANTED, Scope.EQUIPPED, Scope.ALL})
OF_THE_AFFECTED_OBJECT = (AmountKind.POWER, AmountKind.TOUGHNESS, AmountKind.MANA_VALUE)
EVENT_AMOUNTS = (AmountKind.THAT_MUCH,)
# counted on one object: the counters on it, the Auras and Equipment attached to it
ON_ONE_OBJECT = (AmountKind.COUNTERS, AmountKind.ATTACHED)
GRANTED_ABILITIES = ("gain", "abilities")  # fields holding whole abilities, not effects


def check_standing(selector: Selector, where: str,
                   allowed: AbstractSet[Scope] = STANDING_SCOPES) -> None:
    """A selector in a static ability, a trigger event or a replacement effect."""
    if any(f.controller in (Who.DEFENDING, Who.THAT_PLAYER) or f.owner is Who.THAT_PLAYER
           for f in selector.filters):
        raise ValueError(f"{selector.text!r}: whom the source attacks "
                         f"({cr.DEFENDING_PLAYER.number}) or the player an event was about is "
                         f"read by a resolving spell or ability or a target, not modeled in "
                         f"{where}")
    if selector.scope in allowed:
        return
    if selector.scope is Scope.TARGET:
        raise ValueError(
            f"{selector.text!r} reads as a target's name, but {where} has no targets "
            "(subtypes are capitalized: 'Goblins')")
    raise ValueError(f"{selector.text!r} can't be used in {where}: only a resolving spell or "
                     "ability has such an object")


def check_standing_amount(amount: Amount | None, where: str) -> None:
    """An amount a static ability or characteristic-defining ability reads continuously."""
    if amount is None or amount.kind is AmountKind.CONSTANT:
        return
    if amount.kind in EVENT_AMOUNTS or amount.kind in (AmountKind.LIFE_LOST_THIS_WAY,
                                                       AmountKind.DIE_RESULT):
        raise ValueError(f"{amount.text!r} needs an event, and {where} has none")
    if amount.kind is AmountKind.COUNTERS_AMONG:  # no layer reads counters among objects
        raise ValueError(f"{amount.text!r} is counted by a resolving effect or as a permanent "
                         f"enters, not by {where}")
    if amount.kind in (AmountKind.BLOCKERS, AmountKind.BLOCKERS_BEYOND_FIRST):
        raise ValueError(f"{amount.text!r} is counted by a resolving ability (rampage), not "
                         f"by {where}")
    if amount.kind in ON_ONE_OBJECT:  # 611.3a: counted again whenever the effect applies
        if amount.of is None or amount.of.scope not in (Scope.SELF, Scope.IT):
            raise ValueError(f"in {where}, {amount.text!r} can only be counted on its source "
                             f"('this') or the affected object ('it')")
        if amount.what is not None:
            check_standing(Selector(Scope.ALL, amount.what), where)
        return
    if amount.kind in OF_THE_AFFECTED_OBJECT:
        if amount.of is None or amount.of.scope is not Scope.IT:
            raise ValueError(f"in {where}, {amount.text!r} can only read the affected "
                             f"object: say 'its {amount.kind.value}'")
    elif amount.of is not None:
        check_standing(amount.of, where)


# trigger events that are about an object, and those that have an amount ("that much")
EVENTS_WITH_AN_OBJECT = frozenset({"enters", "dies", "leaves", "put_into_graveyard", "casts",
                                   "attacks", "blocks", "deals_damage", "is_dealt_damage",
                                   "counters_put", "becomes_target", "attacks_alone",
                                   "becomes_blocked", "blocked_by", "becomes_tapped",
                                   "blocks_a_creature", "attacks_unblocked", "turned_face_up",
                                   "cycles", "becomes_monstrous", "sacrifices", "acts",
                                   "becomes_attached", "enlists"})
_WHAT_TARGETED = frozenset({"that spell", "that ability", "that spell or ability"})
# ... and those about a player ("that player"): dealt damage, drawing, attacking, whose step
EVENTS_WITH_A_PLAYER = frozenset({"deals_damage", "gains_life", "loses_life", "draws",
                                  "player_attacks", "beginning_of", "cycles", "casts",
                                  "plays_land", "sacrifices", "becomes_target",
                                  "tapped_for_mana"})
EVENTS_WITH_AN_AMOUNT = frozenset({"deals_damage", "is_dealt_damage", "gains_life",
                                   "loses_life", "counters_put"})


def check_resolving(effects: list[Any], event: str | None, spell_x: bool) -> None:
    """Effects of a spell or activated ability (`event` None) or of a triggered ability that
    triggers on `event` (608.2c): 'that creature' and 'that much' need an event that has them;
    X, a value chosen for a cost (`spell_x`: the ability can read one)."""
    for effect in effects:
        if getattr(effect, "mana", None) == "one mana of any type that land produced" \
                and event != "tapped_for_mana":
            raise ValueError("'any type that land produced' is the mana a 'tapped_for_mana' "
                             "trigger saw, and only such a trigger has it")
    for phrase in _phrases(effects):
        if isinstance(phrase, Selector) and phrase.scope in (Scope.IT, Scope.TRIGGERING) \
                and event not in EVENTS_WITH_AN_OBJECT:
            raise ValueError(
                f"{phrase.text!r} refers to the object an ability triggered on, and "
                + ("only triggered abilities have one; name a target instead ('power of t')"
                   if event is None else f"a trigger on {event!r} has none"))
        if isinstance(phrase, Selector) and phrase.scope in (Scope.IT, Scope.TRIGGERING) \
                and event == "becomes_target" and phrase.text.lower() not in _WHAT_TARGETED:
            raise ValueError(f"{phrase.text!r}: a 'becomes_target' trigger knows the spell or "
                             "ability that targeted ('that spell or ability'), not the object "
                             "it targeted; name that object ('this')")
        if isinstance(phrase, Selector) and event not in EVENTS_WITH_A_PLAYER and any(
                Who.THAT_PLAYER in (f.controller, f.owner) for f in phrase.filters):
            raise ValueError(f"{phrase.text!r}: 'that player' is the player a trigger event "
                             "was about, and " + ("only triggered abilities have one"
                                                  if event is None
                                                  else f"a trigger on {event!r} has none"))
        if isinstance(phrase, PlayerRef) and phrase.scope is PlayerScope.THAT_PLAYER \
                and event not in EVENTS_WITH_A_PLAYER:
            raise ValueError(
                "'that player' is the player a trigger event was about, and "
                + ("only triggered abilities have one" if event is None
                   else f"a trigger on {event!r} has none"))
        if isinstance(phrase, Amount) and phrase.kind is AmountKind.COUNTERS_REMOVED \
                and event is not None:
            raise ValueError(f"{phrase.text!r}: the counters an activation cost removed, and a "
                             "triggered ability has no such cost")
        if isinstance(phrase, Amount) and phrase.kind is AmountKind.X and not spell_x:
            raise ValueError(f"X in a triggered ability is the X of the spell that became its "
                             f"source, read only as that enters ({cr.X_ENTERING.number})")
        if isinstance(phrase, Amount) and phrase.kind is AmountKind.ATTACHED:
            raise ValueError(f"{phrase.text!r} is counted by a static ability only "
                             f"({cr.STATIC_EFFECT.number}), not as a spell or ability resolves")
        if isinstance(phrase, Amount) and phrase.kind in EVENT_AMOUNTS \
                and event not in EVENTS_WITH_AN_AMOUNT:
            raise ValueError(
                f"{phrase.text!r} is the amount of a trigger event, and "
                + ("only triggered abilities have one" if event is None
                   else f"a trigger on {event!r} has none"))


def check_target_players(specs: Iterable[TargetSpec], event: str | None) -> None:
    """'Target creature that player controls', 'target card in that player's graveyard' need a
    trigger event about a player."""
    if event not in EVENTS_WITH_A_PLAYER and any(
            s.objects is not None and Who.THAT_PLAYER in (s.objects.controller, s.objects.owner)
            for s in specs):
        raise ValueError("'that player' in a target needs a trigger event about a player")


def check_target_kinds(specs: dict[str, TargetSpec], effects: list[Any]) -> None:
    """A phrase that names a target as a player ('target player loses 2 life', 'gains control
    of it') needs a target that can be a player, and one that names it as an object needs a
    target that can be an object (115.1): else the effect would find nothing to act on at
    resolution and say nothing of it. Damage's recipients may be either (120.1)."""
    for phrase, as_player in _target_phrases(effects):
        spec = specs.get(phrase)
        if spec is None or (spec.players is not None if as_player else
                            spec.objects is not None or bool(spec.abilities)):
            continue  # (an ability on the stack is an object too, 109.1)
        what = "a player" if as_player else "an object"
        raise ValueError(f"an effect uses target {phrase!r} as {what}, but {phrase!r} is "
                         f"{spec.text!r}, which can't be {what}")


def _target_phrases(effects: list[Any]) -> Iterator[tuple[str, bool]]:
    """Each declared target a phrase inside effects names, and whether as a player (a
    reflexive ability's targets are its own, 603.12)."""
    for phrase in _phrases(effects, recipients=False, reflexive=False):
        if isinstance(phrase, Selector):
            if phrase.scope is Scope.TARGET:
                yield phrase.target, False
            yield from ((each.controller_target, True) for each in phrase.filters
                        if each.controller_target)  # 'creature target player controls'
        elif isinstance(phrase, PlayerRef) and phrase.scope is PlayerScope.TARGET:
            yield phrase.target, True


def counters_removed(effects: list[Any]) -> set[str]:
    """The kinds of "counters removed this way" the effects count: those an activation cost
    removed (107.3k)."""
    return {p.counter for p in _phrases(effects)
            if isinstance(p, Amount) and p.kind is AmountKind.COUNTERS_REMOVED}


def uses_x(effects: list[Any]) -> bool:
    """Does any effect read X (107.3)?"""
    return any(isinstance(p, Amount) and p.kind is AmountKind.X for p in _phrases(effects))


def _phrases(value: Any, recipients: bool = True, reflexive: bool = True) -> Iterator[Any]:
    """Every selector, player and amount inside effects, nested ones too; with `recipients`
    false, not damage's recipients (an object or a player), and with `reflexive` false, not
    inside a reflexive ability. A continuous effect's 'its power' means each affected object
    (layer 7b), so it is not a reference."""
    def walk(value: Any) -> Iterator[Any]:
        if isinstance(value, list):
            for item in value:
                yield from walk(item)
        elif isinstance(value, BaseModel):
            for name, item in value.__dict__.items():
                if name in GRANTED_ABILITIES:
                    continue  # a granted ability is checked where it stands, as an ability
                if not reflexive and name in ("effects", "targets") \
                        and getattr(value, "reflexive", False):
                    continue
                if name == "set_pt" and isinstance(item, PTValue):
                    for amount in (item.power, item.toughness):
                        if amount.of is None or amount.of.scope is not Scope.IT:
                            yield from walk(amount)
                else:
                    yield from walk(item)
        elif isinstance(value, Selector):
            yield value
        elif isinstance(value, Amount | PlayerRef):
            yield value
            yield from walk(value.of)
        elif isinstance(value, Recipients):
            if recipients:
                yield from walk(value.objects)
        elif isinstance(value, PTValue):
            yield from walk([value.power, value.toughness])
        elif isinstance(value, PTChange):
            yield from walk(value.per)

    return walk(value)
