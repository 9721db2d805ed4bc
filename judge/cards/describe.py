"""Abilities and effects rendered as short English, generated from the vocabulary data."""

from __future__ import annotations

import re
from typing import Any

from judge.cards.phrases import PLAYERS_WORDS, PTValue, Recipients
from judge.cards.wording import agree as _agree
from judge.cards.wording import quantity as _quantity
from judge.cards.wording import join as _join
from judge.cards.wording import article as _article
from judge.cards.vocabulary import (
    OptionalUntap,
    ActivatedAbility,
    Awaken,
    Emerge,
    Prototype,
    Crew,
    Defines,
    EffectKind,
    Enchant,
    AsEnters,
    PayInstead,
    Cant,
    CastLimit,
    UntapDuringOthers,
    PlayLandsFrom,
    AttackTax,
    CantBeCountered,
    Prowess,
    Undying,
    Decayed,
    Soulbond,
    Exalted,
    Flanking,
    Extort,
    Bushido,
    Annihilator,
    Afflict,
    Soulshift,
    Afterlife,
    Ward,
    Persist,
    Equip,
    KeywordAbility,
    Landwalk,
    Cycling,
    Reinforce,
    Scavenge,
    Outlast,
    Saddle,
    LevelUp,
    Boast,
    Exhaust,
    Ingest,
    Embalm,
    Eternalize,
    Myriad,
    Ninjutsu,
    Toxic,
    Flashback,
    Entwine,
    Bestow,
    Kicker,
    LivingWeapon,
    BattleCry,
    ForMirrodin,
    Buyback,
    Evoke,
    AlternativeCostIf,
    Overload,
    Dash,
    Blitz,
    Renown,
    Fabricate,
    Morph,
    CumulativeUpkeep,
    Echo,
    Suspend,
    SuspendCast,
    Unearth,
    Madness,
    Foretell,
    Plot,
    Backup,
    Casualty,
    Squad,
    Ravenous,
    PartnerWith,
    Forecast,
    Disturb,
    keyword_cost_words,
    Graft,
    Ripple,
    Miracle,
    Gravestorm,
    Escalate,
    Enlist,
    Recover,
    Escape,
    Mentor,
    Cascade,
    Storm,
    Vanishing,
    Evolve,
    Exploit,
    Dethrone,
    Fading,
    CostChange,
    AttackUnless,
    JumpStart,
    Retrace,
    Bargain,
    Spree,
    PerTargetCost,
    CanBeCommander,
    TopCardKnown,
    Assist,
    DeckConstruction,
    Replicate,
    Conspire,
    NoMaximumHandSize,
    SkipDrawStep,
    BeginOnBattlefield,
    AdditionalLand,
    Modifications,
    NotModeled,
    Protection,
    ReplacementKind,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    TriggerKind,
)


def ability(ab: Any) -> str:
    if isinstance(ab, KeywordAbility):
        return ab.keyword.value
    if isinstance(ab, Protection):
        return f"protection from {ab.quality_text}"
    if isinstance(ab, Enchant):
        return f"enchant {ab.what.text}"
    if isinstance(ab, Equip):
        return ab.words
    if isinstance(ab, Cycling):  # before the activated ability it is (702.29a)
        return f"{ab.type_word.lower()}cycling {ab.cost.mana}"
    if isinstance(ab, Unearth):  # before the activated ability it is (702.84a)
        return f"unearth {ab.cost.text}"
    # 702.97a, .128a, .129a, .49a, .107a
    if isinstance(ab, (Scavenge, Embalm, Eternalize, Ninjutsu, Outlast)):
        return f"{ab.kind} {ab.cost.mana}"
    if isinstance(ab, Reinforce):  # 702.77a
        return f"reinforce {ab.amount}—{ab.cost.mana}"
    if isinstance(ab, Recover):  # 702.59a
        return f"recover {ab.cost.text}" if ab.cost.text.startswith("{") else \
            f"recover—{ab.cost.text[:1].lower()}{ab.cost.text[1:]}"
    if isinstance(ab, CumulativeUpkeep):  # "cumulative upkeep—sacrifice a land"
        return keyword_cost_words("cumulative upkeep", ab.cost)
    if isinstance(ab, Suspend):
        return f"suspend {ab.time}—{ab.cost.text}"
    if isinstance(ab, SuspendCast):
        return "when the last time counter is removed from it in exile, you may cast it " \
               "without paying its mana cost (suspend)"
    if isinstance(ab, Echo):
        return f"echo {ab.cost.text}" if ab.cost.text.startswith("{") else \
            f"echo—{ab.cost.text[:1].lower()}{ab.cost.text[1:]}"
    if isinstance(ab, Morph):  # "morph {2}{G}", "morph—discard a card"
        return ab.keyword_words(ab.variant)
    if isinstance(ab, Ward) and not re.fullmatch(r"(\{[^{}]+\})+", ab.cost):  # "ward—pay 3 life"
        return "ward—" + ", ".join(p[:1].lower() + p[1:] for p in ab.cost.split(", "))
    if isinstance(ab, Overload):  # 702.96a
        return f"overload {ab.cost} (overloaded: " + "; ".join(effect(e) for e in ab.effects) + ")"
    if isinstance(ab, Evoke):  # 702.74a: "evoke—exile a red card from your hand"
        return keyword_cost_words("evoke", ab.cost)
    if isinstance(ab, (Ward, Miracle, Disturb, Dash, Blitz, Madness, Foretell,
                       Plot, Entwine, Bestow, AlternativeCostIf, Replicate, Emerge, Squad)):
        return f"{ab.kind} {ab.cost}"
    # "flashback {3}{R}", "flashback—{1}{B}, pay 3 life"
    if isinstance(ab, (Escape, Flashback, Buyback, Escalate, Kicker)):
        return ab.keyword_words(ab.kind)
    if isinstance(ab, Prototype):  # 702.160a
        return f"prototype {ab.cost} — {ab.power}/{ab.toughness}"
    if isinstance(ab, Awaken):  # 702.113a
        return f"awaken {ab.amount}—{ab.cost}"
    if isinstance(ab, Toxic):
        return f"toxic {ab.amount}"
    if isinstance(ab, Landwalk):
        return f"{ab.land_type.lower()}walk"
    if isinstance(ab, AsEnters):
        if ab.choose:
            return f"as it enters, choose a {ab.choose.value}"
        if ab.pay_or_tapped:
            return f"as it enters, you may {ab.pay_or_tapped.text[:1].lower()}" \
                   f"{ab.pay_or_tapped.text[1:]}; if you don't, it enters tapped"
        if ab.devour:
            return f"devour {ab.devour}"
        if ab.amplify:
            return f"amplify {ab.amplify}"
        if ab.choose_counters:  # 614.12a
            kinds = [_article(f"{k} counter") for k in ab.choose_counters]
            if ab.different > 1:
                return (f"it enters with your choice of {ab.different} different counters from "
                        f"among {', '.join(ab.choose_counters)}")
            return f"it enters with your choice of {', '.join(kinds[:-1])} or {kinds[-1]}"
        if ab.may_add_counter:
            haste = "; if you don't, it has haste" if ab.or_haste else ""
            return f"you may have it enter with an additional {ab.may_add_counter} counter{haste}"
        but = f", except {ab.copy_except.describe()}" if ab.copy_except else ""
        return f"may enter as a copy of a {ab.copy_of.text if ab.copy_of else ''}{but}"
    if isinstance(ab, (CostChange, AttackUnless, PayInstead, CastLimit, UntapDuringOthers,
                       PlayLandsFrom, AttackTax, PerTargetCost)):
        return ab.describe()
    if isinstance(ab, Retrace):
        return "retrace"
    if isinstance(ab, Spree):  # 702.172a
        return "spree (choose one or more modes, paying each one's cost too)"
    if isinstance(ab, Bargain):  # 702.166a
        return "bargain (you may sacrifice an artifact, enchantment, or token as you cast it)"
    if isinstance(ab, JumpStart):
        return "jump-start"
    if isinstance(ab, StaticAbility):
        text = f"{ab.affects.text} {_agree(ab.affects.text, modifications(ab))}"
        return f"{text} as long as {ab.condition.text}" if ab.condition else text
    if isinstance(ab, Defines):
        return defines(ab)
    if isinstance(ab, SpellAbility):
        extra = ab.additional_cost
        cost = f"as an additional cost, {extra.text[:1].lower()}{extra.text[1:]}; " \
            if extra is not None else ""
        when = [f"during {ab.cast_during.value}"] if ab.cast_during is not None else []
        when += [f"if {ab.cast_if.text}"] if ab.cast_if is not None else []
        only = f"cast only {' and only '.join(when)}; " if when else ""
        return (only + cost + instructions(ab)).removesuffix("; ")
    if isinstance(ab, LevelUp):  # 702.87a
        return f"level up {ab.cost.mana}"
    if isinstance(ab, (Crew, Saddle)):
        return f"{ab.kind} {ab.amount}"
    if isinstance(ab, ActivatedAbility):
        # a loyalty ability's timing goes without saying (606.3)
        timing = " (only as a sorcery)" if ab.sorcery_speed and ab.cost.loyalty is None else ""
        timing += " (only once each turn)" if ab.once_each_turn else ""
        timing += " (only once)" if ab.only_once else ""
        timing += " (any player may activate it)" if ab.any_player else ""
        if ab.max_each_turn:
            times = "twice" if ab.max_each_turn == 2 else f"{ab.max_each_turn} times"
            timing += f" (no more than {times} each turn)"
        timing += " (only from your graveyard)" if ab.functions_in == "graveyard" else ""
        timing += f" (only during {ab.during.value})" if ab.during is not None else ""
        timing += f" (only if {ab.only_if.text})" if ab.only_if is not None else ""
        # 702.142a, 702.177a, 702.57a
        keyword = f"{ab.kind} — " if isinstance(ab, (Boast, Exhaust, Forecast)) else ""
        return f"{keyword}{ab.cost.text}: {instructions(ab)}{timing}"
    if isinstance(ab, (Bushido, Annihilator, Afflict, Soulshift, Afterlife, Renown, Fabricate,
                       Backup, Casualty, Ripple)):
        return f"{ab.kind} {ab.amount}"
    # keywords that stand for triggered abilities
    if isinstance(ab, (Prowess, Exalted, Flanking, Extort, Undying, Persist, Cascade, Vanishing,
                       Ingest, Conspire, Decayed, Ravenous, Enlist, Gravestorm, Graft,
                       Fading, Evolve, Exploit, Dethrone, Storm, Mentor, Myriad, Soulbond)):
        return ab.kind
    if isinstance(ab, PartnerWith):  # 702.124i
        return f"partner with {ab.partner}"
    if isinstance(ab, LivingWeapon):
        return "living weapon"
    if isinstance(ab, BattleCry):
        return "battle cry"
    if isinstance(ab, ForMirrodin):
        return "For Mirrodin!"
    if isinstance(ab, TriggeredAbility):
        condition = f"if {ab.condition.text}, " if ab.condition else ""
        may = "you may: " if ab.optional else ""
        once = " (only once each turn)" if ab.once_each_turn else ""
        return f"{trigger(ab.when)}, {condition}{may}{instructions(ab)}{once}"
    if isinstance(ab, ReplacementKind):
        return replacement(ab)
    if isinstance(ab, CantBeCountered):
        return "this spell can't be countered"
    if isinstance(ab, OptionalUntap):
        return "you may choose not to untap this during your untap step"
    if isinstance(ab, Cant):
        return f"{PLAYERS_WORDS[ab.who]} can't {ab.what}"
    if isinstance(ab, NotModeled):
        return ab.text
    if isinstance(ab, BeginOnBattlefield):
        return "it may begin the game on the battlefield (before the first turn)"
    if isinstance(ab, AdditionalLand):
        return "you may play an additional land on each of your turns"
    if isinstance(ab, SkipDrawStep):
        return "skip your draw step"
    if isinstance(ab, NoMaximumHandSize):
        return "you have no maximum hand size"
    if isinstance(ab, DeckConstruction):  # 100.2a
        many = "any number of" if ab.copies is None else f"up to {ab.copies}"
        return f"a deck can have {many} cards with this name"
    if isinstance(ab, Assist):  # 702.132a
        return "assist (another player may pay some of its generic mana cost)"
    if isinstance(ab, TopCardKnown):  # 401.5
        return "play with the top card of your library revealed" if ab.revealed else \
            "you may look at the top card of your library any time"
    if isinstance(ab, CanBeCommander):
        return "this card can be your commander (deck construction)"
    return str(ab)


def trigger(t: TriggerKind) -> str:
    """'whenever a creature dies', 'at the beginning of your upkeep' (603.1)."""
    return t.describe()


def replacement(r: ReplacementKind) -> str:
    """'if a card would be put into a graveyard, exile it instead' (614.1a)."""
    return r.describe()


def defines(ab: Defines) -> str:
    parts = []
    pt = [_quantity(a, what) for what, a in (("power", ab.power),
                                                    ("toughness", ab.toughness)) if a is not None]
    if pt:
        parts.append(" and its ".join(p.replace(" equal to", " is equal to", 1) for p in pt))
    if ab.colors is not None:
        parts.append("is " + (" and ".join(c.value for c in ab.colors) or "colorless"))
    if ab.all_creature_types:
        parts.append("is every creature type")
    return "this object's " + "; ".join(parts)


def modifications(m: Modifications, layer: str | None = None,
                  controlled_by: str | None = None) -> str:
    """'gets +2/+0 and has trample' — the parts in layer order, or only one layer's part;
    `controlled_by`: the player a resolved effect gives control to, by name."""
    return _join([text for part_layer, text in modification_parts(m, controlled_by)
                  if layer is None or part_layer == layer])


def modification_parts(m: Modifications,
                       controlled_by: str | None = None) -> list[tuple[str, str]]:
    """Each part of a modification with the layer (613.1) or rules effect it belongs to."""
    return [(part.LAYER.value if part.LAYER is not None else "rules",
             f"is controlled by {controlled_by}"
             if controlled_by is not None and part.KEY == "control" else part.describe())
            for part in m.parts]


def instructions(ins: Any) -> str:
    """The instructions with each target's short name replaced by what it may target."""
    modes = getattr(ins, "modes", None)
    if modes:  # 700.2: "choose one — • … • …"
        count = ins.choose_modes.value if ins.choose_modes is not None else ""
        again = " (the same mode more than once, if its controller likes)" \
            if getattr(ins, "repeat_modes", False) else ""
        more = getattr(ins, "more_modes", None)
        if more is not None:
            count += f" (if {more.condition.text}, {more.choose.value})"
        return f"choose {count}{again} — " + " • ".join(
            (f"+ {m.cost} — " if getattr(m, "cost", None) else "") + instructions(m)
            for m in modes)
    text = "; ".join(effect(e) for e in ins.effects)
    for name, spec in ins.targets.items():
        # a whole word: the t of "can't" is not target t
        alone = rf"(?<![\w'’]){re.escape(name)}(?!\w|['’](?!s\b))"  # "t's graveyard" too
        words = re.sub(r" other than [t-z](?:(?:,| and) [t-z])*$", "", spec.text)
        said = f"target {words}".replace("target any target", "any target")
        said = re.sub(r"^target (one to \w+) targets$", r"\1 targets", said)
        said = re.sub(r"^target (up to \w+ |one to \w+ |two |three |four |five |[2-9] |another )",
                      r"\1target ", said)
        if spec.other_than:  # "another target creature": not one chosen before (601.2c)
            said = "another " + said if said.startswith("target ") else re.sub(
                r"\b(target|targets)\b", r"other \1", said, count=1)
        if spec.group:  # several objects for one word "target" (601.2c)
            text = text.replace(f"{name} to its owner's hand", f"{name} to their owners' hands")
        text = re.sub(alone, said, text, count=1)
        # a target player named again is "that player", not "it"
        text = re.sub(alone, "that player" if spec.objects is None and spec.players is not None
                      else "it", text)
    text = re.sub(r"\b(?:the )?(controller|power|toughness|mana value) of it\b", r"its \1", text)
    for chosen in getattr(ins, "choose", ()):
        text = f"choose {_article(chosen.value)}; " + text
    return text


def effect(e: EffectKind) -> str:
    return e.describe()


def _pt_value(v: PTValue) -> str:
    if v.power.is_constant and v.toughness.is_constant:
        return f"{v.power.value}/{v.toughness.value}"
    if v.power.text == v.toughness.text:
        return f"each equal to {v.power.text}"
    return f"{v.power.text}/{v.toughness.text}"


def _recipients(r: Recipients) -> str:
    return r.text
