"""What may be targeted and what may stay attached.

Targets: 115.1–115.5, hexproof (702.11b), shroud (702.18a), protection (702.16b).
Attachment: Auras (303.4c–d, 702.5a), Equipment (301.5c), protection (702.16c–d),
other permanents (704.5p).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from judge import cr, ids
from judge.cards.phrases import TargetSpec, Who
from judge.cards.vocabulary import Enchant, KeywordAbility, Protection, ProtectionQuality
from judge.cr import Rule
from judge.engine.keywords import KEYWORDS, Hook, joining
from judge.engine.layers import Characteristics, compute, matches, source_characteristics
from judge.engine.layers.values import controlled_by, with_source_power, with_x
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId, Target
from judge.words import CardType, Keyword, Zone


@dataclass(frozen=True, slots=True)
class Verdict:
    """Why something is not allowed: the rule, and the facts in short words."""

    rule: Rule
    detail: str


def has_keyword(chars: Characteristics, keyword: Keyword) -> bool:
    return chars.has(KeywordAbility, lambda a: a.keyword is keyword)


def protects_from(prot: Protection, source: Characteristics) -> bool:
    """Does this protection ability cover a source with these characteristics? (702.16a)"""
    if prot.quality is ProtectionQuality.EVERYTHING:
        return True
    if prot.color is not None:
        return prot.color in source.colors
    if prot.card_type is not None:
        return prot.card_type in source.types
    if prot.quality is ProtectionQuality.MULTICOLORED:
        return len(source.colors) > 1
    if prot.quality is ProtectionQuality.MONOCOLORED:
        return len(source.colors) == 1
    return False  # "the chosen color" before a color was chosen protects from nothing


def protection_against(chars: Characteristics, source: Characteristics) -> Protection | None:
    return next((p for p in chars.protections() if protects_from(p, source)), None)


def source_of(state: GameState, obj: GameObject) -> tuple[Characteristics | None, PlayerId]:
    """The characteristics that matter for a spell or ability as a source (608.2b: LKI); an
    inherent ability of the monarch, the initiative or a player's speed has no source (722.2,
    723.2, 702.179d), and none of them; a dungeon's room ability or the Ring emblem's comes
    from a card or emblem in the command zone, colorless and with no types the engine knows
    (309.4c, 701.52c)."""
    if obj.ability is not None and (obj.ability.source in ids.SOURCELESS or (
            ids.in_command_zone(obj.ability.source) and obj.ability.source not in state.objects)):
        return Characteristics(name=obj.ability.source_name, mana_cost=None, colors=frozenset(),
                               types=frozenset(), subtypes=(), supertypes=frozenset(),
                               abilities=(), power=None, toughness=None,
                               controller=obj.controller), obj.controller
    if obj.ability is not None:
        return source_characteristics(state, obj.ability.source), obj.controller
    return source_characteristics(state, obj.id), obj.controller


def same_graveyard(state: GameState, one: Target, other: Target) -> bool:
    """'Cards from a single graveyard': both in the same player's graveyard."""
    if one.object is None or other.object is None:
        return False
    a, b = state.objects.get(one.object), state.objects.get(other.object)
    return a is not None and b is not None and a.owner == b.owner


def check_target(state: GameState, spec: TargetSpec, target: Target, by: GameObject
                 ) -> Verdict | None:
    """None if `target` is a legal choice for `spec` for the spell or ability `by`."""
    source, controller = source_of(state, by)
    if target.player is not None:
        return _check_player_target(state, spec, target.player, controller)
    oid = target.object
    assert oid is not None
    if oid == by.id:
        return Verdict(cr.TARGET_ITSELF, "it can't target itself")
    if oid not in state.objects:
        return Verdict(cr.TARGETS_ON_RESOLUTION, "it is no longer in the zone it was in")
    ability = state.objects[oid].ability
    if ability is not None:  # 115.2: an ability on the stack, where the words allow one
        kind = "triggered" if ability.triggered else "activated"
        return None if kind in spec.abilities else Verdict(cr.TARGETS,
                                                           f"it isn't {_a(spec.text)}")
    if spec.objects is None:
        return Verdict(cr.TARGETS, f"{_a(spec.text)} must be a player" if not spec.abilities
                       else f"it isn't {_a(spec.text)}")
    obj = state.objects[oid]
    chars = compute(state).chars.get(oid)
    if chars is None:
        return Verdict(cr.TARGETS, "it can't be targeted")
    itself = by.ability.source if by.ability is not None else by.id  # "another": not its source
    wanted = controlled_by(with_x(with_source_power(spec.objects, source.power
                                                    if source is not None else None), by.x),
                           state.defenders.get(itself),
                           by.ability.triggering_player if by.ability is not None else None)
    if not matches(chars, wanted, controller, itself, obj):
        return Verdict(cr.TARGETS, f"it isn't {_a(spec.text)}")
    if obj.zone is Zone.BATTLEFIELD:
        return _check_permanent_target(chars, source, controller)
    return None


def _check_player_target(state: GameState, spec: TargetSpec, player: PlayerId,
                         controller: PlayerId) -> Verdict | None:
    if spec.players is None:
        return Verdict(cr.TARGETS, f"{_a(spec.text)} can't be a player")
    if not state.has_player(player) or state.player(player).lost:
        return Verdict(cr.TARGETS_ON_RESOLUTION, f"{player} has left the game")
    if spec.players is Who.OPPONENT and player == controller:
        return Verdict(cr.TARGETS, f"{player} isn't an opponent")
    return None


def _check_permanent_target(chars: Characteristics, source: Characteristics | None,
                            controller: PlayerId) -> Verdict | None:
    for keyword in joining(chars, Hook.TARGETING):
        refusal = _UNTARGETABLE[keyword](chars, controller)
        if refusal is not None:
            return Verdict(KEYWORDS[keyword].rule, refusal)
    if source is not None:
        prot = protection_against(chars, source)
        if prot is not None:
            return Verdict(cr.PROTECTION_TARGETING,
                           f"it has protection from {prot.quality_text}")
    return None


def _shroud(chars: Characteristics, controller: PlayerId) -> str | None:
    return "it has shroud"  # 702.18a: by no one


def _hexproof(chars: Characteristics, controller: PlayerId) -> str | None:
    """702.11b: not by its controller's opponents."""
    return f"it has hexproof and {controller} is an opponent" \
        if chars.controller != controller else None


_UNTARGETABLE: dict[Keyword, Callable[[Characteristics, PlayerId], str | None]] = {
    Keyword.SHROUD: _shroud, Keyword.HEXPROOF: _hexproof}


# ---------------------------------------------------------------- attachments


@dataclass(frozen=True, slots=True)
class AttachmentProblem:
    sba: Rule  # the state-based action that applies: 704.5m, 704.5n or 704.5p
    rule: Rule  # why the attachment is illegal
    detail: str
    host: ObjectId | PlayerId | None

    @property
    def to_graveyard(self) -> bool:
        """Auras go to the graveyard; Equipment and others become unattached."""
        return self.sba is cr.SBA_AURA


def check_attachment(state: GameState, obj: GameObject) -> AttachmentProblem | None:
    """Is this permanent attached where it can't be, or an Aura attached to nothing? (704.5m–p)"""
    board = compute(state)
    chars = board.chars[obj.id]
    host_id = obj.attached_to
    if "Aura" in chars.subtypes:
        return _check_aura(state, obj, chars, host_id)
    if host_id is None:
        return None
    if "Equipment" in chars.subtypes:
        return _check_equipment(state, obj, chars, host_id)
    if chars.is_creature or CardType.BATTLE in chars.types:
        return AttachmentProblem(cr.SBA_OTHER_ATTACHED, cr.SBA_OTHER_ATTACHED,
                                 "a creature can't be attached", host_id)
    return AttachmentProblem(cr.SBA_OTHER_ATTACHED, cr.SBA_OTHER_ATTACHED,
                             "it isn't an Aura or Equipment", host_id)


def _check_aura(state: GameState, obj: GameObject, chars: Characteristics,
                host_id: ObjectId | PlayerId | None) -> AttachmentProblem | None:
    def problem(rule: Rule, detail: str) -> AttachmentProblem:
        return AttachmentProblem(cr.SBA_AURA, rule, detail, host_id)

    if host_id is None:
        return problem(cr.SBA_AURA, "it isn't attached to anything")
    if host_id == obj.id:
        return problem(cr.AURA_SELF_OR_CREATURE, "an Aura can't enchant itself")
    if chars.is_creature:
        return problem(cr.AURA_SELF_OR_CREATURE, "an Aura that is a creature can't enchant")
    enchants = [a for a in chars.abilities if isinstance(a, Enchant)]
    if state.has_player(host_id):
        if not enchants:
            return problem(cr.AURA, "it can't enchant a player")
        for enchant in enchants:
            if not enchant.player:
                return problem(cr.AURA, "it can't enchant a player")
            if enchant.what.players is Who.OPPONENT and host_id == chars.controller:
                return problem(cr.ENCHANT, f"{host_id} isn't an opponent of its controller")
        return None
    oid = ObjectId(host_id)  # not a player's
    host = state.objects.get(oid)
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return problem(cr.AURA, "what it enchanted has left the battlefield")
    host_chars = compute(state).chars[oid]
    for enchant in enchants:
        objects = enchant.what.objects  # None: it enchants a player
        if objects is None or not matches(host_chars, objects, chars.controller, obj.id, host):
            return problem(cr.ENCHANT, f"{state.name(host_id)} isn't a legal "
                                       f"'{enchant.what.text}' to enchant")
    prot = protection_against(host_chars, chars)
    if prot is not None:
        return problem(cr.PROTECTION_ENCHANTING,
                       f"{state.name(host_id)} has protection from {prot.quality_text}")
    return None


def _check_equipment(state: GameState, obj: GameObject, chars: Characteristics,
                     host_id: ObjectId | PlayerId) -> AttachmentProblem | None:
    def problem(rule: Rule, detail: str) -> AttachmentProblem:
        return AttachmentProblem(cr.SBA_EQUIPMENT, rule, detail, host_id)

    if state.has_player(host_id):
        return problem(cr.EQUIPMENT, "Equipment can't be attached to a player")
    oid = ObjectId(host_id)  # not a player's
    host = state.objects.get(oid)
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return problem(cr.EQUIPMENT, "what it equipped has left the battlefield")
    if host_id == obj.id:
        return problem(cr.EQUIPMENT, "an Equipment can't equip itself")
    if chars.is_creature:
        return problem(cr.EQUIPMENT, "an Equipment that is a creature can't equip")
    host_chars = compute(state).chars[oid]
    if not host_chars.is_creature:
        return problem(cr.EQUIPMENT, f"{state.name(host_id)} isn't a creature")
    prot = protection_against(host_chars, chars)
    if prot is not None:
        return problem(cr.PROTECTION_EQUIPPING,
                       f"{state.name(host_id)} has protection from {prot.quality_text}")
    return None


def entering_attached(state: GameState, obj: GameObject,
                      host_id: ObjectId | PlayerId) -> AttachmentProblem | None:
    """303.4i: could this Aura, as it would be on the battlefield (under its controller
    there), be attached to `host_id`? What would make it go at once (704.5m) keeps it out."""
    entering = replace(obj, zone=Zone.BATTLEFIELD, attached_to=host_id)
    trial = replace(state, objects={**state.objects, obj.id: entering})
    return check_attachment(trial, entering)


def can_attach(state: GameState, obj: GameObject, host_id: ObjectId) -> bool:
    """701.3b: an Aura or Equipment can't be attached to what it couldn't enchant or equip."""
    trial = replace(state, objects={**state.objects,
                                    obj.id: replace(obj, attached_to=host_id)})
    return check_attachment(trial, trial.objects[obj.id]) is None


def _a(noun: str) -> str:
    if noun.split(" ")[0].lower() in ("another", "any", "each", "all"):
        return noun
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
