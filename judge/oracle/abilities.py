"""Ability lines of Oracle text (CR 113.2c), one template per wording: keyword lines (702),
activated abilities "[cost]: [effect]" (602.1a, mana abilities 605.1a), triggered abilities
"When/Whenever/At …, …" (603.1), static abilities (604.1, 611.3) and a spell's instructions
(113.3a, 608.2c). Each names the rule it models."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from judge import cr
from judge.cards.phrases import (
    THAT_PLAYER,
    AmountKind,
    ConditionKind,
    parse_amount,
    parse_cost,
    parse_filter,
    parse_game_condition,
    parse_selector,
    spell_cost_problem,
    parse_target,
)
from judge.cards.definition import mana_value
from judge.cards.vocabulary import (COST_COUNTS, ENTERS_COUNTS, Permission, Requirement,
                                   Restriction, TimingWindow)
from judge.cards.wording import article
from judge.oracle.effects import copy_exceptions, instructions, quoted_abilities
from judge.oracle.lines import Face
from judge.words import CardType, Color, Zone, singular
from judge.oracle.templates import (
    NUMBER,
    characteristics,
    condition,
    counter_kind,
    counted,
    keywords,
    PT,
    Built,
    NoReading,
    Targets,
    number,
    pt_change,
    read,
    registry,
    selector,
    static_x,
)

TEMPLATES, template = registry()
_KEYWORDS = r"[\w ,{}/'!-]+"
# '+1/+1 for each Elf you control', '… for each other creature named "Relentless Rats"'
# '+X/+X, where X is the number of Forests you control': counted whenever it applies (611.3a)
_PT_PER = (rf"(?P<pt>{PT}(?: for each [\w ,'/+~-]+?(?: named \"[^\"]+\")?)?|"
           r"[+-](?:\d+|X)/[+-](?:\d+|X), where X is [^.]+?)")
_TEAM = r"(?P<what>[A-Z][\w ,'/+-]*?)"  # a set the vocabulary can read: 'White creatures'
_EACH = r"(?P<each>Each [\w ,'/+-]*?)"  # 'each creature you control gets': the same set



def _effects(text: str, it: str | None = None, x: bool = False,
             event_amount: bool = False, event_player: bool = False,
             event_spell: bool = False, removed: str | None = None) -> dict[str, Any]:
    """A spell's or ability's targets and instructions, or no reading; `it` is what "it"
    means before a target is named; `x`, whether X can be read (a spell with {X});
    `event_amount`, whether "that much" can (a trigger on damage or life); `event_spell`,
    whether "that spell" can (a trigger on a spell cast)."""
    targets = Targets(it=it, x=x, event_amount=event_amount, event_player=event_player,
                      event_spell=event_spell, removed=removed)
    effects = instructions(text, targets)
    if effects is None:
        raise NoReading(text)
    body: dict[str, Any] = {"effects": effects}
    if targets.specs:
        body["targets"] = dict(targets.specs)
    if targets.choose:
        body["choose"] = list(targets.choose)
    return body


@template(rf"(?P<words>{_KEYWORDS})", cr.KEYWORD_ABILITY)
def _keyword_line(m: re.Match[str], face: Face) -> Built:
    if "Aura" not in face.subtypes and m["words"].lower().startswith("enchant "):
        raise NoReading("enchant on a card that isn't an Aura")
    return keywords(m["words"])


@template(r"Prototype (?P<cost>(?:\{[^{}]+\})+) — (?P<p>\d+)/(?P<t>\d+)", cr.PROTOTYPE)
def _prototype(m: re.Match[str], face: Face) -> Built:
    if "creature" not in face.types:
        raise NoReading("prototype on a card that isn't a creature")
    return [{"prototype": {"cost": m["cost"], "power": int(m["p"]), "toughness": int(m["t"])}}]


@template(r"Awaken (?P<n>\d+)—(?P<cost>(?:\{[^{}]+\})+)", cr.AWAKEN)
def _awaken(m: re.Match[str], face: Face) -> Built:
    if not face.is_spell_card:
        raise NoReading("awaken on a card that isn't an instant or sorcery")
    return [{"awaken": {"amount": int(m["n"]), "cost": m["cost"]}}]


@template(r"Spree\n(?P<modes>(?:\+ (?:\{[^{}]+\})+ — .+\n?)+)", cr.SPREE)
def _spree(m: re.Match[str], face: Face) -> Built:
    """702.172a: a modal spell whose caster chooses one or more modes, paying each chosen
    mode's cost as an additional cost."""
    if not face.is_spell_card:
        raise NoReading("spree on a card that isn't an instant or sorcery")
    bullets = m["modes"].strip().split("\n")
    costs = [re.match(r"\+ ((?:\{[^{}]+\})+) — ", b) for b in bullets]
    modes = _mode_list([b[c.end():] for b, c in zip(bullets, costs) if c], x=face.has_x)
    for mode, cost in zip(modes, costs):
        assert cost is not None
        mode["cost"] = cost[1]
    # the spell ability first: a spell's later paragraphs join it (608.2c)
    return [{"spell": {"choose_modes": "one or more", "modes": modes}}, "spree"]


@template(r"Transmute (?P<cost>(?:\{[^{}]+\})+)", cr.TRANSMUTE)
def _transmute(m: re.Match[str], face: Face) -> Built:
    """702.53a: the same mana value as the discarded card, which is its printed one in the
    hand (the card has no X there to choose)."""
    if face.has_x:
        raise NoReading("transmute on a card with {X}")
    same = mana_value(face.mana_cost or None)
    return [{"activated": {"cost": f"{m['cost']}, Discard this card", "sorcery_speed": True,
                           "effects": [{"search_library": {
                               "find": f"card with mana value {same}", "reveal": True}}]}}]


@template(r"LEVEL (?P<low>\d+)(?:-(?P<high>\d+)|\+)\n(?P<pt>\d+/\d+)(?P<abilities>(?:\n.+)*)",
          cr.LEVEL_SYMBOL)
def _level(m: re.Match[str], face: Face) -> Built:
    """711.2a-b: as long as it has that many level counters, the leveler has the base power and
    toughness in its striation, and the abilities in it."""
    if "creature" not in face.types:
        raise NoReading("a level symbol on a card that isn't a creature")
    many = f"between {m['low']} and {m['high']}" if m["high"] else f"{m['low']} or more"
    body: dict[str, Any] = {"affects": "this", "set_pt": m["pt"],
                            "condition": f"this has {many} level counters on it"}
    abilities = m["abilities"].strip()
    if abilities:
        body["gain"] = quoted_abilities(abilities, face.types, face.name)
    return [{"level": body}]


@template(r"Max speed — (?P<ability>.+)", cr.MAX_SPEED_ABILITY)
def _max_speed(m: re.Match[str], face: Face) -> Built:
    """702.178a: the object has the ability as long as its controller's speed is 4 (702.179e):
    on the battlefield, where a static ability can grant it."""
    own = _self_static(m["ability"])  # "~ gets +1/+1": its own static ability, while speed is 4
    if own is not None:
        return [{"static": {**a["static"], "condition": "you have max speed"}} for a in own]
    found = read(TEMPLATES, m["ability"], face)
    if found is None:
        raise NoReading(m["ability"])
    granted = found[1]
    for ability in granted:
        kind, body = next(iter(ability.items())) if isinstance(ability, dict) else ("", {})
        if kind not in ("static", "triggered", "activated", "") or "functions_in" in body \
                or "home" in body:
            raise NoReading("a max speed ability that works off the battlefield")
    return [{"static": {"affects": "this", "gain": list(granted),
                        "condition": "you have max speed"}}]


@template(r"If ~ is in your opening hand, you may begin the game with it on the battlefield\.",
          cr.OPENING_HAND)
def _opening_hand(m: re.Match[str], face: Face) -> Built:
    return [{"begin_on_battlefield": {}}]


@template(r"You may play an additional land on each of your turns\.", cr.ONE_LAND)
def _additional_land(m: re.Match[str], face: Face) -> Built:
    return [{"additional_land": {}}]


@template(r"You may play lands from (?P<zone>your graveyard|the top of your library)\.",
          cr.PLAY_LAND_FROM)
def _play_lands_from(m: re.Match[str], face: Face) -> Built:
    return [{"play_lands_from": {"zone": m["zone"]}}]


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


@template(r"(?P<chapters>(?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) — "
          r"(?P<effect>.+)", cr.CHAPTER)
def _chapter(m: re.Match[str], face: Face) -> Built:
    """714.2b–c: a Saga's chapter abilities, one for each numeral."""
    if "Saga" not in face.subtypes:
        raise NoReading("chapter symbols on a card that isn't a Saga")
    body = _effects(m["effect"], it="this")
    return [{"triggered": {"when": {"chapter": _ROMAN[n]}, **body}}
            for n in m["chapters"].split(", ")]


@template(r"Reinforce (?P<n>\d+)—(?P<cost>(?:\{[^{}]+\})+)", cr.REINFORCE)
def _reinforce(m: re.Match[str], face: Face) -> Built:
    return [{"reinforce": {"amount": int(m["n"]), "cost": m["cost"]}}]


@template(r"Ward—(?P<cost>[^.]+)\.", cr.WARD)
def _ward_cost(m: re.Match[str], face: Face) -> Built:
    """702.21a: ward with a cost other than mana ('Pay 3 life', 'Sacrifice a creature', '{2},
    Pay 2 life'), which the targeting spell's or ability's controller may pay."""
    _spell_cost(m["cost"])
    return [{"ward": {"cost": m["cost"]}}]


def _spell_cost(text: str) -> None:
    """A cost a spell's caster can pay as they cast it (601.2h): mana, and parts of their
    choosing ('Exile two other cards from your graveyard'), or no reading."""
    try:
        cost = parse_cost(text)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if spell_cost_problem(replace(cost, mana="")) is not None:
        raise NoReading(f"a spell's cost {text!r}")


@template(r"Escape—(?P<cost>[^.]+)\.", cr.ESCAPE)
def _escape(m: re.Match[str], face: Face) -> Built:
    """702.138a: cast from its owner's graveyard for this cost, an alternative cost."""
    _spell_cost(m["cost"])
    return [{"escape": {"cost": m["cost"]}}]


def _one_equip(face: Face) -> None:
    """702.6d: with more than one equip ability, which one a scenario activates would need
    saying; judge activates the first, so an equip with a quality or another cost stands
    alone."""
    if len(re.findall(r"^Equip\b", face.text, re.MULTILINE)) > 1:
        raise NoReading("more than one equip ability")
    if "Equipment" not in face.subtypes:
        raise NoReading("equip on a card that isn't an Equipment")


@template(r"Equip (?P<what>[A-Za-z][\w ,-]*?) (?P<cost>(?:\{[^{}]+\})+)", cr.EQUIP_QUALITY)
def _equip_quality(m: re.Match[str], face: Face) -> Built:
    """702.6c: 'Equip Knight {1}', 'Equip legendary creature {3}': only a creature with that
    quality may be targeted."""
    _one_equip(face)
    if m["what"].lower() in ("planeswalker", "commander"):  # 702.6e; a commander isn't modeled
        raise NoReading(f"equip {m['what']}")
    return [{"equip": {"cost": m["cost"], "what": m["what"]}}]


@template(r"Equip—(?P<cost>[^.]+)\.", cr.EQUIP)
def _equip_cost(m: re.Match[str], face: Face) -> Built:
    """702.6a: an equip cost with parts other than mana, paid as it is activated."""
    _one_equip(face)
    return [{"equip": {"cost": m["cost"]}}]


@template(r"Partner with (?P<name>[A-Z][^()]*?)", cr.PARTNER_WITH)
def _partner_with(m: re.Match[str], face: Face) -> Built:
    """702.124i: its deck-construction part does nothing in a game; when it enters, target
    player may search their library for the card with that name."""
    if m["name"] == "~" or "~" in m["name"]:
        raise NoReading("partner with a name judge took for this card's own")
    return [{"partner_with": {"partner": m["name"]}}]


@template(r"Graft (?P<n>\d+)", cr.GRAFT)
def _graft(m: re.Match[str], face: Face) -> Built:
    """702.58a: it enters with N +1/+1 counters; whenever another creature enters, if it has
    a +1/+1 counter, its controller may move one onto that creature."""
    if "creature" not in face.types:
        raise NoReading("graft on a card that isn't a creature")
    return [_enters_with("+1/+1", int(m["n"])), {"graft": {}}]


@template(r"Ravenous", cr.RAVENOUS)
def _ravenous(m: re.Match[str], face: Face) -> Built:
    """702.156a: it enters with X +1/+1 counters, and when it enters, if X is 5 or more, its
    controller draws a card (107.3m: the X of the spell it was)."""
    if "creature" not in face.types or not face.has_x:
        raise NoReading("ravenous on a card that isn't a creature with {X} in its mana cost")
    return [_enters_with("+1/+1", "X"), {"ravenous": {}}]


@template(r"Champion an? (?P<what>[A-Za-z][\w ]*?)", cr.CHAMPION)
def _champion(m: re.Match[str], face: Face) -> Built:
    """702.72a, 607.2k: two linked triggered abilities — when this enters, sacrifice it unless
    you exile another [object] you control; when it leaves, the exiled card returns to the
    battlefield under its owner's control."""
    what = m["what"]
    if re.search(r"\b(?:card|spell|token|target)s?\b", what):
        raise NoReading(f"champion {what!r}")
    try:
        parse_cost(f"Exile another {what} you control")
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return [{"triggered": {"when": {"enters": "this"}, "effects": [{"if_you_do": {
                "cost": f"Exile another {what} you control",
                "otherwise": [{"sacrifice_it": "this"}]}}]}},
            {"triggered": {"when": {"leaves": "this"}, "effects": [{"return_to_battlefield": {
                "what": "the exiled card"}}]}}]


@template(r"Flashback—(?P<cost>[^.]+)\.", cr.FLASHBACK)
def _flashback_cost(m: re.Match[str], face: Face) -> Built:
    """702.34a: flashback whose cost has parts other than mana, paid as it is cast."""
    if not face.is_spell_card:
        raise NoReading("flashback on a card that isn't an instant or sorcery")
    _spell_cost(m["cost"])
    return [{"flashback": {"cost": m["cost"]}}]


@template(r"(?P<variant>Morph|Megamorph)—(?P<cost>[^.]+)\.", cr.MORPH)
def _morph_cost(m: re.Match[str], face: Face) -> Built:
    """702.37a, e: a morph cost with parts other than mana, paid as it is turned face up."""
    _spell_cost(m["cost"])
    return [{"morph": {"cost": m["cost"], "variant": m["variant"].lower()}}]


@template(r"Kicker—(?P<cost>[^.]+)\.", cr.KICKER)
def _kicker_cost(m: re.Match[str], face: Face) -> Built:
    """702.33a: kicker whose cost has parts other than mana, paid as it is cast."""
    _spell_cost(m["cost"])
    return [{"kicker": {"cost": m["cost"]}}]


@template(r"Evoke—(?P<cost>[^.]+)\.", cr.EVOKE)
def _evoke_cost(m: re.Match[str], face: Face) -> Built:
    """702.74a: evoke whose cost has parts other than mana, paid as it is cast."""
    _spell_cost(m["cost"])
    return [{"evoke": {"cost": m["cost"]}}]


@template(r"Escalate—(?P<cost>[^.]+)\.", cr.ESCALATE)
def _escalate_cost(m: re.Match[str], face: Face) -> Built:
    """702.120a: escalate whose cost has parts other than mana, paid as it is cast."""
    _spell_cost(m["cost"])
    return [{"escalate": {"cost": m["cost"]}}]


@template(r"Buyback—(?P<cost>[^.]+)\.", cr.BUYBACK)
def _buyback_cost(m: re.Match[str], face: Face) -> Built:
    """702.27a: buyback whose cost has parts other than mana, paid as it is cast."""
    if not face.is_spell_card:
        raise NoReading("buyback on a card that isn't an instant or sorcery")
    _spell_cost(m["cost"])
    return [{"buyback": {"cost": m["cost"]}}]


@template(rf"(?:This creature|This permanent|~|It) escapes with (?P<n>{NUMBER}) "
          rf"(?P<kind>[+-]1/[+-]1|[a-z]+) counters? on it\.", cr.ESCAPES_WITH)
def _escapes_with(m: re.Match[str], face: Face) -> Built:
    """702.138c: if it escaped, it enters with those counters (614.1c)."""
    counter_kind(m["kind"])
    enters = _enters_with(m["kind"], number(m["n"]))
    enters["replacement"]["if"] = "it escaped"
    return [enters]


@template(r"Skip your draw step\.", cr.SKIP)
def _skip_draw_step(m: re.Match[str], face: Face) -> Built:
    return [{"skip_draw_step": {}}]


@template(r"You have no maximum hand size\.", cr.MAX_HAND_SIZE)
def _no_maximum_hand_size(m: re.Match[str], face: Face) -> Built:
    return [{"no_maximum_hand_size": {}}]


@template(r"For Mirrodin!", cr.FOR_MIRRODIN)
def _for_mirrodin(m: re.Match[str], face: Face) -> Built:
    return [{"for_mirrodin": {}}]


@template(r"~ can be your commander\.", cr.CAN_BE_COMMANDER)
def _can_be_commander(m: re.Match[str], face: Face) -> Built:
    return [{"can_be_commander": {}}]


@template(r"A deck can have (?:any number of|up to (?P<n>\w+)) cards named \"[^\"]+\"\.",
          cr.DECK_LIMITS)
def _deck_construction(m: re.Match[str], face: Face) -> Built:
    return [{"deck_construction": {"copies": number(m["n"])} if m["n"] else {}}]


@template(r"(?:You may look at the top card of your library any time|(?P<revealed>Play with the "
          r"top card of your library revealed))\.", cr.TOP_CARD_INFORMATION)
def _top_card_known(m: re.Match[str], face: Face) -> Built:
    return [{"top_card_known": {"revealed": True} if m["revealed"] else {}}]


def _enters_with(counter: str, n: int | str) -> dict[str, Any]:
    return {"replacement": {"event": "enters", "what": "this", "instead": "with counters",
                            "counters": {counter: n}}}


@template(r"Vanishing(?: (?P<n>\d+))?", cr.VANISHING)
def _vanishing(m: re.Match[str], face: Face) -> Built:
    """702.63a: three abilities — it enters with N time counters; at the beginning of your
    upkeep, if it has a time counter, remove one; when the last is removed, sacrifice it
    (702.63b: without a number, only the last two)."""
    found: Built = [_enters_with("time", int(m["n"]))] if m["n"] else []
    return found + [{"vanishing": {}}, {"triggered": {
        "when": {"last_counter_removed": {"what": "this", "counter": "time"}},
        "effects": [{"sacrifice_it": "this"}]}}]


@template(r"Modular (?P<n>\d+)", cr.MODULAR)
def _modular(m: re.Match[str], face: Face) -> Built:
    """702.43a: it enters with N +1/+1 counters; when it is put into a graveyard from the
    battlefield, its controller may put as many +1/+1 counters as it had on target artifact
    creature."""
    return [_enters_with("+1/+1", int(m["n"])), {"triggered": {
        "when": {"dies": "this"}, "optional": True, "targets": {"t": "artifact creature"},
        "effects": [{"put_counters": {"counter": "+1/+1", "on": "t",
                                      "amount": "number of +1/+1 counters on it"}}]}}]


@template(r"~ can't attack unless defending player controls an? (?P<what>[\w ]+)\.",
          cr.ATTACK_RESTRICTIONS)
def _attack_unless(m: re.Match[str], face: Face) -> Built:
    try:
        parse_filter(m["what"])
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return [{"cant_attack_unless": {"defender_controls": m["what"]}}]


@template(r"Creatures can't attack you(?P<pw> or planeswalkers you control)? unless their "
          r"controller pays \{(?P<n>\d+)\} for each (?:creature they control that's attacking "
          r"you|of those creatures)\.", cr.ATTACK_COSTS)
def _attack_tax(m: re.Match[str], face: Face) -> Built:
    """508.1d, 508.1h: a cost for each creature attacking its controller."""
    return [{"attack_tax": {"generic": int(m["n"]), "planeswalkers": bool(m["pw"])}}]


@template(r"(?P<who>Players|Your opponents|You) can't gain life\.", cr.CANT)
def _cant_gain_life(m: re.Match[str], face: Face) -> Built:
    """614.17: life a player would gain isn't gained."""
    return [{"cant": {"who": m["who"].lower(), "what": "gain life"}}]


@template(r"(?P<who>Each player|You|Your opponents|Each opponent) can't cast more than "
          r"(?P<n>one|two) (?P<what>(?:non)?(?:creature |artifact )?spell) each turn\.",
          cr.CAST_ALLOWED)
def _cast_limit(m: re.Match[str], face: Face) -> Built:
    """601.3: a player who has cast that many spells of the kind this turn can't begin to
    cast another."""
    who = {"Each player": "players", "You": "you"}.get(m["who"], "your opponents")
    found: dict[str, Any] = {"who": who, "most": number(m["n"])}
    if m["what"] != "spell":
        found["spells"] = m["what"]
    return [{"cast_limit": found}]


@template(r"Living metal", cr.LIVING_METAL)
def _living_metal(m: re.Match[str], face: Face) -> Built:
    """702.161a: during your turn, an artifact creature in addition to its other types."""
    return [{"static": {"affects": "this", "add_types": ["artifact", "creature"],
                        "condition": "it's your turn"}}]


@template(r"Riot", cr.RIOT)
def _riot(m: re.Match[str], face: Face) -> Built:
    """702.136a: an additional +1/+1 counter as it enters, or else haste."""
    return [{"as_enters": {"may_add_counter": "+1/+1", "or_haste": True}}]


@template(r"Unleash", cr.UNLEASH)
def _unleash(m: re.Match[str], face: Face) -> Built:
    """702.98a: it may enter with an additional +1/+1 counter; it can't block as long as it
    has one."""
    return [{"as_enters": {"may_add_counter": "+1/+1"}},
            {"static": {"affects": "this", "restrict": ["block"],
                        "condition": "this has a +1/+1 counter on it"}}]


@template(r"Bloodthirst (?P<n>\d+)", cr.BLOODTHIRST)
def _bloodthirst(m: re.Match[str], face: Face) -> Built:
    """702.54a: a replacement as it enters, if an opponent was dealt damage this turn."""
    enters = _enters_with("+1/+1", int(m["n"]))
    enters["replacement"]["if"] = "an opponent was dealt damage this turn"
    return [enters]


@template(r"Fading (?P<n>\d+)", cr.FADING)
def _fading(m: re.Match[str], face: Face) -> Built:
    """702.32a: it enters with N fade counters; at the beginning of your upkeep, remove one,
    and if you can't, sacrifice it."""
    return [_enters_with("fade", int(m["n"])), {"fading": {}}]


@template(r"Suspend (?P<n>\d+)—(?P<cost>(?:\{[^{}]+\})+|[^.]+\.)", cr.SUSPEND)
def _suspend(m: re.Match[str], face: Face) -> Built:
    """702.62a: the special action from hand, the upkeep ability and the cast ability."""
    cost = m["cost"].rstrip(".")
    parse_cost(cost)
    return [{"suspend": {"time": int(m["n"]), "cost": cost}}, {"suspend_cast": {}}]


def _other_cost(keyword: str, m: re.Match[str]) -> Built:
    """'[Keyword]—Pay 1 life.': a keyword's cost other than mana."""
    parse_cost(m["cost"])
    return [{keyword: {"cost": m["cost"]}}]


@template(r"Recover—(?P<cost>[^.]+)\.", cr.RECOVER)
def _recover(m: re.Match[str], face: Face) -> Built:
    """702.59a: recover with a cost other than mana."""
    return _other_cost("recover", m)


@template(r"Cumulative upkeep—(?P<cost>[^.]+)\.", cr.CUMULATIVE_UPKEEP)
def _cumulative_upkeep(m: re.Match[str], face: Face) -> Built:
    return _other_cost("cumulative_upkeep", m)


@template(r"Echo—(?P<cost>[^.]+)\.", cr.ECHO)
def _echo(m: re.Match[str], face: Face) -> Built:
    return _other_cost("echo", m)


@template(r"(?:This spell|~) can't be countered\.", cr.CANT_WINS)
def _cant_be_countered(m: re.Match[str], face: Face) -> Built:
    return ["can't be countered"]


@template(r"(?P<what>[A-Z][\w-]*(?: [\w-]+)?s(?P<list>(?:, [\w-]+s)*,? and [\w-]+s)?"
          r"(?: your opponents control| an opponent controls)?) "
          r"enter (?:the battlefield )?tapped\.", cr.ENTERS_TAPPED)
def _others_enter_tapped(m: re.Match[str], face: Face) -> Built:
    """614.1d: a static ability's replacement of how other permanents enter; 'artifacts,
    creatures, and lands your opponents control': any of those card types."""
    if m["list"] and re.search(r"\bnon", m["what"]):
        # "creatures and nonbasic lands": the "non" is the lands' alone, which one filter of
        # any of the types can't say (a basic land that is a creature would be left out)
        raise NoReading("a qualified type in a list of types")
    what = selector(m["what"][:1].lower() + m["what"][1:])
    return [{"replacement": {"event": "enters", "what": what, "instead": "tapped"}}]


@template(r"~ enters tapped\. As it enters, choose a (?P<what>color|creature type)\.",
          cr.AS_ENTERS)
def _tapped_and_choose(m: re.Match[str], face: Face) -> Built:
    """614.1c: two replacements of how it enters, applied together."""
    return [{"replacement": {"event": "enters", "what": "this", "instead": "tapped"}},
            {"as_enters": {"choose": m["what"]}}]


@template(r"~ enters (?:the battlefield )?tapped(?: unless (?P<unless>.+))?\.", cr.ENTERS_TAPPED)
def _enters_tapped(m: re.Match[str], face: Face) -> Built:
    replacement = {"event": "enters", "what": "this", "instead": "tapped"}
    if m["unless"]:
        replacement["unless"] = condition(m["unless"])
    return [{"replacement": replacement}]


@template(rf"~ enters tapped with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|[a-z]+) counters? on it\.",
          cr.AS_ENTERS)
def _enters_tapped_with_counters(m: re.Match[str], face: Face) -> Built:
    """614.1c: two replacements of how it enters, applied together."""
    counter_kind(m["kind"])
    return [{"replacement": {"event": "enters", "what": "this", "instead": "tapped"}},
            _enters_with(m["kind"], number(m["n"]))]


_COUNTER = r"[+-]1/[+-]1|[a-z]+"


# "on it", or "on him"/"on her" of a card about a character (read as its name, ~)
@template(rf"(?:If (?P<before>[^,]+), (?:it|~)|~) enters with (?:(?P<n>{NUMBER}|X|twice X) "
          rf"(?P<kind>{_COUNTER}) counters? on (?:it|~)(?: for each (?P<each>[^.]+?)|, where X "
          rf"is (?:the )?(?P<x>[^.]+?))?|a number of (?P<kind_equal>{_COUNTER}) counters on "
          rf"(?:it|~) equal to (?:the )?(?P<equal>[^.]+?))(?: if (?P<after>[^.]+))?\.",
          cr.AS_ENTERS)
def _enters_with_counters(m: re.Match[str], face: Face) -> Built:
    """614.1c: counters it enters with — a number, the X paid to cast it (107.3m), or a count
    read from the game as it enters (614.12): 'a +1/+1 counter on it for each creature that
    died this turn', 'X +1/+1 counters on it, where X is …', 'a number of +1/+1 counters on it
    equal to …'."""
    kind = counter_kind(m["kind"] or m["kind_equal"])
    n: int | str
    if m["each"] or m["x"] or m["equal"]:
        if m["after"]:  # where the count ends and a condition begins isn't said
            raise NoReading("an 'if' after a count")
        if m["each"]:
            if m["n"] in ("X", "twice X"):
                raise NoReading("X for each")
            times = number(m["n"])
            n = _count_as_it_enters(f"{times} for each {m['each']}" if times > 1
                                    else f"for each {m['each']}")
        else:
            if m["x"] and m["n"] != "X":
                raise NoReading("'where X is' with no X")
            n = _count_as_it_enters(m["x"] or _one_plus(m["equal"]))
    elif m["n"] in ("X", "twice X"):
        if not face.has_x:
            raise NoReading("X with no {X} in its mana cost")
        n = m["n"]  # X: the spell's, as it became this (107.3m)
    else:
        n = number(m["n"])
    replacement: dict[str, Any] = {"event": "enters", "what": "this", "instead": "with counters",
                                   "counters": {kind: n}}
    cond = m["before"] or m["after"]
    if cond in ("~ was kicked", "it was kicked"):  # 702.33e, 400.7d: the spell it was was kicked
        replacement["if"] = "it was kicked"
    elif cond:  # checked as it enters (614.1c)
        replacement["if"] = condition(cond)
    return [{"replacement": replacement}]


@template(r"~ enters with your choice of (?:(?P<one>an? [^.]+? counter) on (?:it|~)|(?P<n>two|"
          r"three) different counters on (?:it|~) from among (?P<among>[^.]+))\.",
          cr.ENTERS_CHOICE)
def _enters_with_chosen_counters(m: re.Match[str], face: Face) -> Built:
    """614.12a: 'your choice of a deathtouch counter or a lifelink counter', 'your choice of a
    +1/+1, first strike, or vigilance counter', 'your choice of two different counters on it
    from among menace, deathtouch, and lifelink': chosen as it enters."""
    listed = m["one"] or m["among"]
    parts = re.split(r",? or |,? and |, ", listed)
    if len(parts) < 2:
        raise NoReading("one kind of counter: no choice")
    kinds = [counter_kind(re.sub(r"^an? | counter$", "", p)) for p in parts]
    found: dict[str, Any] = {"choose_counters": kinds}
    if m["n"]:
        found["different"] = number(m["n"])
    return [{"as_enters": found}]


def _one_plus(value: str) -> str:
    """'one plus the number of other creatures you control': the count, plus 1."""
    more = re.fullmatch(r"(?P<n>one|two|three) plus (?:the )?(?P<rest>.+)", value)
    return f"{more['rest']} + {number(more['n'])}" if more else value


# numbers about its controller an entering permanent may read (119.3)
_ENTERS_ABOUT_YOU = ("total life lost by your opponents this turn",)


def _count_as_it_enters(phrase: str) -> str:
    """What 'enters with' counters count, as the vocabulary writes it (614.12): objects or
    cards ('for each Gate you control', 'number of creature cards in all graveyards'), the
    creatures that died this turn, the counters of one kind among permanents, the greatest
    power among them, or the life the controller's opponents lost this turn."""
    base = re.sub(r" \+ \d+$", "", phrase)  # 'one plus the number of …'
    among = re.fullmatch(r"(?:\d+ )?for each (?:[+-]1/[+-]1|[a-z]+) counters? among (?P<what>.+)"
                         r"|greatest power among (?P<of>.+)", base)
    if among:  # among objects a count may name
        counted(f"number of {among['what'] or among['of']}")
    elif base in _ENTERS_ABOUT_YOU:
        phrase = f"the {phrase}"
    else:
        counted(base)
    try:
        counts = parse_amount(phrase).kind
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if counts not in ENTERS_COUNTS:
        raise NoReading(f"entering with {phrase!r} counters")
    return phrase


@template(r"This spell costs \{(?P<n>\d+)\} (?P<dir>more|less) to cast(?: for each (?P<each>[^.]+?)"
          r"| if (?P<cond>[^.]+?))?\.", cr.TOTAL_COST)
def _own_cost_change(m: re.Match[str], face: Face) -> Built:
    """601.2f: the spell's own static ability, working while it is cast."""
    return [{"cost_change": _cost_change(m, {"this_spell": True})}]


@template(r"This spell costs (?P<mana>(?:\{[^{}]+\})+) more to cast for each target beyond the "
          r"first\.", cr.TOTAL_COST)
def _per_target_cost(m: re.Match[str], face: Face) -> Built:
    """601.2f (strive, 207.2c): more mana for each target chosen after the first (601.2c)."""
    return [{"per_target_cost": {"mana": m["mana"]}}]


@template(r"This spell costs \{X\} less to cast, where X is (?:the )?(?P<x>[^.]+)\.", cr.TOTAL_COST)
def _own_cost_less_x(m: re.Match[str], face: Face) -> Built:
    """601.2f: '{X} less, where X is your devotion to black': {1} less for each, read as the
    total cost is determined."""
    # the greatest power among permanents: as the cost is determined, with no layer to wait for
    x = m["x"] if m["x"].startswith("greatest power among ") else static_x(m["x"])
    try:
        counts = parse_amount(x).kind
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if counts is not AmountKind.COUNT and counts not in COST_COUNTS:
        raise NoReading(f"a cost change where X is {m['x']!r}")
    return [{"cost_change": {"generic": -1, "this_spell": True, "for_each": x}}]


@template(r"(?P<spells>[\w ]*?[Ss]pells) (?:(?P<who>you|your opponents) cast )?"
          r"(?:from (?P<zone>your graveyard|anywhere other than your hand) )?"
          r"(?:that target (?P<target>~) )?cost "
          r"\{(?P<n>\d+)\} (?P<dir>more|less) to cast(?: for each (?P<each>[^.]+?))?\.",
          cr.TOTAL_COST)
def _cost_change_static(m: re.Match[str], face: Face) -> Built:
    """601.2f: 'Noncreature spells cost {1} more to cast', 'Instant and sorcery spells you
    cast cost {1} less to cast', 'Spells your opponents cast that target ~ cost {2} more',
    'Spells you cast from your graveyard cost {1} less'."""
    spells = m["spells"][:1].lower() + m["spells"][1:]
    try:
        parse_filter(spells)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    caster = {"you": "you", "your opponents": "an opponent"}.get(m["who"] or "", "a player")
    fields: dict[str, Any] = {"spells": spells, "caster": caster}
    if m["zone"]:
        if caster != "you":  # "your graveyard" is the caster's own only when they are you
            raise NoReading("another player's spells from your graveyard")
        fields["cast_from"] = "graveyard" if m["zone"] == "your graveyard" else "not hand"
    if m["target"]:
        fields["targeting_this"] = True
    return [{"cost_change": _cost_change(m, fields)}]


def _cost_change(m: re.Match[str], fields: dict[str, Any]) -> dict[str, Any]:
    n = int(m["n"])
    change: dict[str, Any] = {"generic": n if m["dir"] == "more" else -n, **fields}
    if m["each"]:
        change["for_each"] = f"number of {_plural(m['each'])}"
        try:
            counts = parse_amount(change["for_each"]).kind
        except ValueError as exc:
            raise NoReading(str(exc)) from None
        if counts is not AmountKind.COUNT and counts not in COST_COUNTS:
            raise NoReading(f"a cost change for each of {m['each']!r}")
    if m.groupdict().get("cond"):
        change["if"] = condition(m["cond"])
    return change


def _plural(phrase: str) -> str:
    """'artifact you control' -> 'artifacts you control', 'creature card in your graveyard'
    -> 'creature cards in your graveyard': 'for each' names one of a set by its noun."""
    m = re.match(r"(?P<noun>.+?)(?P<rest> (?:you|in|on|your|that|among|with) .*)?$", phrase)
    assert m is not None
    noun = m["noun"]
    noun = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return noun + (m["rest"] or "")


@template(r"As ~ enters, you may pay (?P<cost>\d+ life|(?:\{[^{}]+\})+)\. If you don't, it enters "
          r"tapped\.", cr.PAY_AS_ENTERS)
def _pay_or_tapped(m: re.Match[str], face: Face) -> Built:
    cost = f"Pay {m['cost']}" if m["cost"].endswith("life") else m["cost"]
    parse_cost(cost)
    return [{"as_enters": {"pay_or_tapped": cost}}]


@template(r"~'s power (?P<both>and toughness are each|is) equal to (?:the )?(?P<amount>[^.]+?)"
          r"(?: and its toughness is equal to that number plus (?P<plus>\d+))?\.", cr.PT_DEFINE)
def _defines_pt(m: re.Match[str], face: Face) -> Built:
    """604.3, 613.4a: power (and toughness) defined by a count of the game, in any zone."""
    amount = m["amount"].removeprefix("number of ") \
        if m["amount"].startswith("number of card types") else counted(m["amount"])
    found: dict[str, Any] = {"power": amount}
    if m["both"] != "is":
        found["toughness"] = amount
    elif m["plus"]:
        found["toughness"] = f"{amount} + {m['plus']}"
    return [{"defines": found}]


@template(r"You may have ~ enter as a copy of (?:any|an?) (?P<what>[\w ]+?)(?P<where> on the "
          r"battlefield| you control)(?:, except (?P<except>[^.]+))?\.", cr.ENTERS_AS_COPY)
def _clone(m: re.Match[str], face: Face) -> Built:
    """707.5, 707.9: it may enter as a copy of a permanent, with the exceptions made."""
    what = m["what"] + (" you control" if m["where"] == " you control" else "")
    found: dict[str, Any] = {"copy": selector(what)}
    if m["except"]:
        found["copy_except"] = copy_exceptions(m["except"])
    return [{"as_enters": found}]


@template(r"As ~ enters, choose a (?P<what>color|creature type)\.", cr.AS_ENTERS)
def _as_enters_choose(m: re.Match[str], face: Face) -> Built:
    return [{"as_enters": {"choose": m["what"]}}]


@template(r"You may choose not to untap ~ during your untap step\.", cr.STEP_UNTAP)
def _optional_untap(m: re.Match[str], face: Face) -> Built:
    return [{"optional_untap": {}}]


@template(r"Cast this spell only (?:during (?P<window>[\w ',]+?))?(?:(?: and only )?if "
          r"(?P<cond>[^.]+))?\.", cr.CAST_ALLOWED)
def _cast_only(m: re.Match[str], face: Face) -> Built:
    """601.3: when, or only if what, the spell may be cast."""
    if not m["window"] and not m["cond"]:
        raise NoReading("a cast restriction with neither a time nor a condition")
    found: dict[str, Any] = {"effects": []}
    if m["window"]:
        if m["window"] not in {w.value for w in TimingWindow}:
            raise NoReading(f"cast only during {m['window']}")
        found["cast_during"] = m["window"]
    if m["cond"]:
        found["cast_if"] = condition(m["cond"])
    return [{"spell": found}]


@template(r"(?:If (?P<cond>[^,]+), )?[Yy]ou may (?P<cost>(?:pay|sacrifice|discard|exile|tap|"
          r"return) [^.]+?) rather than pay this spell's mana cost\.", cr.PAY_INSTEAD)
def _pay_instead(m: re.Match[str], face: Face) -> Built:
    """118.9: an alternative cost; its parts, said one after another with "and", are one
    cost."""
    parts = re.split(r",? and (?=(?:pay|sacrifice|discard|exile|tap|return) )", m["cost"])
    mana = [found[1] for p in parts if (found := re.fullmatch(r"pay ((?:\{[^{}]+\})+)", p))]
    others = [p[:1].upper() + p[1:] for p in parts if not re.fullmatch(r"pay (?:\{[^{}]+\})+", p)]
    cost = ", ".join(mana + others)
    try:
        problem = spell_cost_problem(replace(parse_cost(cost), mana=""))
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if problem is not None:
        raise NoReading(problem)
    body: dict[str, Any] = {"cost": cost}
    if m["cond"]:
        body["if"] = condition(m["cond"])
    return [{"pay_instead": body}]


@template(r"If (?P<cond>[^,]+), you may cast (?:this spell|~) without paying its mana cost\.",
          cr.PAY_INSTEAD)
def _free_if(m: re.Match[str], face: Face) -> Built:
    """118.9: "you may cast this spell without paying its mana cost" is an alternative cost
    of nothing, here while a condition holds."""
    return [{"pay_instead": {"cost": "{0}", "if": condition(m["cond"])}}]


@template(r"As an additional cost to cast this spell, (?P<cost>(?:sacrifice|discard|exile|tap|"
          r"return|pay) [^.]+)\.", cr.ADDITIONAL_COST)
def _additional_cost(m: re.Match[str], face: Face) -> Built:
    cost = m["cost"][:1].upper() + m["cost"][1:]
    try:
        problem = spell_cost_problem(parse_cost(cost))
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if problem is not None:
        raise NoReading(problem)
    return [{"spell": {"additional_cost": cost, "effects": []}}]


@template(r"(?P<cost>[^:\"]+): (?P<effect>.+?)(?P<limits>(?: Activate only [^.]+\.)*)"
          r"(?: Activate no more than (?P<times>twice|three times) each turn\.)?"
          r"(?P<anyone> Any player may activate this ability(?: but only (?P<when>[^.]+))?\.)?",
          cr.ACTIVATED_ABILITY)
def _activated(m: re.Match[str], face: Face) -> Built:
    # "Discard this card": its ability works only from its owner's hand (113.6, 702.29a)
    cost = m["cost"].replace("Discard ~", "Discard this card").replace("~", "this")
    keyword = re.match(r"(Boast|Exhaust|Forecast) — ", cost)  # 702.142a, 702.177a, 702.57a
    cost = cost[keyword.end():] if keyword else cost
    if keyword and keyword[1] == "Forecast" and not parse_cost(cost).reveal_self:
        raise NoReading(f"forecast without revealing its card from the hand ({cr.FORECAST})")
    removed = parse_cost(cost).remove_x_counters
    effect = m["effect"]
    if effect.startswith("It deals "):  # the source, even if the cost sacrificed it (608.2h)
        effect = "~" + effect[2:]
    # 107.3k: the ability's own X, an {X} or the number of counters "remove X" removes
    body = _effects(effect, it="this", removed=removed,
                    x="{X}" in cost or bool(re.search(r"\bRemove X ", cost)))
    if _FROM_GRAVEYARD.search(effect) or re.search(
            r"\bExile this (?:card )?from your graveyard\b", cost):
        body["functions_in"] = "graveyard"  # 113.6m: it moves its card out of there
    for limit in re.findall(r" Activate only ([^.]+)\.", m["limits"]):
        for part in re.split(r" and only ", limit):
            body.update(_limit(part))
    if m["times"]:  # 602.5b
        body["max_each_turn"] = 2 if m["times"] == "twice" else 3
    if m["anyone"]:  # 602.1b: "their turn" is the turn of whoever activates it
        body["any_player"] = True
        if m["when"]:
            body.update(_limit(m["when"].replace("their ", "your ")))
    return [{keyword[1].lower() if keyword else "activated": {"cost": cost, **body}}]


_WINDOWS = frozenset(w.value for w in TimingWindow)


def _limit(words: str) -> dict[str, Any]:
    """'Activate only as a sorcery' (602.5d), '… as an instant' (602.5e: the default), '…
    once each turn', '… during your turn', '… if <condition>' (602.5b)."""
    if words == "as a sorcery":
        return {"sorcery_speed": True}
    if words == "as an instant":
        return {}
    if words == "once each turn":
        return {"once_each_turn": True}
    if words.startswith("during ") and words[len("during "):] in _WINDOWS:
        return {"during": words[len("during "):]}
    if words.startswith("if "):
        return {"only_if": condition(words[len("if "):])}
    raise NoReading(f"activate only {words}")


# 113.6m: an ability that moves its card out of the graveyard works only there
_FROM_GRAVEYARD = re.compile(r"\b[Rr]eturn ~ from your graveyard to ")
_WHEN: dict[str, dict[str, Any]] = {
    r"When ~ enters": {"enters": "this"},
    r"When ~ enter": {"enters": "this"},  # a name of two ("Casey & Raph"), read as plural
    r"When ~ enters the battlefield": {"enters": "this"},  # the older wording
    r"When ~ dies": {"dies": "this"},
    r"When ~ is put into a graveyard from the battlefield": {"dies": "this"},  # 700.4
    r"Whenever you commit a crime": {"commits_crime": "you"},  # 700.13
    r"Whenever the Ring tempts you": {"ring_tempts": "you"},  # 701.52d
    r"When the Ring tempts you": {"ring_tempts": "you"},
    r"Whenever you complete a dungeon": {"completes_dungeon": "you"},  # 309.7
    r"Whenever ~ deals combat damage": {"deals_damage": {"source": "this", "combat": True}},
    r"Whenever ~ attacks while saddled": {"attacks": {"what": "this", "while_saddled": True}},
    r"Whenever ~ is dealt combat damage": {"is_dealt_damage": {"what": "this", "combat": True}},
    r"Whenever enchanted creature becomes blocked": {"becomes_blocked": "enchanted creature"},
    r"Whenever equipped creature becomes blocked": {"becomes_blocked": "equipped creature"},
    r"Whenever you gain life for the first time each turn": {"gains_life": {
        "player": "you", "first_time_each_turn": True}},
    # a card goes to its owner's graveyard (404.2): whose graveyard is whose card
    r"Whenever a nontoken creature is put into your graveyard from the battlefield":
        {"dies": "a nontoken creature you own"},
    r"Whenever a creature is put into your graveyard from the battlefield":
        {"dies": "a creature you own"},
    r"When a creature is put into an opponent's graveyard from the battlefield":
        {"dies": "a creature an opponent owns"},
    r"Whenever a creature is put into an opponent's graveyard from the battlefield":
        {"dies": "a creature an opponent owns"},
    r"When ~ leaves the battlefield": {"leaves": "this"},
    # 603.6e: an Aura's ability on its creature leaving, which it sees as it left
    r"When enchanted creature leaves the battlefield": {"leaves": "enchanted creature"},
    r"Whenever enchanted creature leaves the battlefield": {"leaves": "enchanted creature"},
    r"Whenever ~ attacks": {"attacks": "this"},
    r"Whenever ~ blocks": {"blocks": "this"},
    r"Whenever ~ attacks alone": {"attacks_alone": "this"},
    r"Whenever a creature you control attacks alone": {"attacks_alone": "a creature you control"},
    r"Whenever ~ blocks or becomes blocked": {"blocks": {"what": "this",
                                                         "or_becomes_blocked": True}},
    r"Whenever ~ becomes blocked": {"becomes_blocked": "this"},
    r"Whenever ~ becomes blocked by a creature": {"blocked_by": {"what": "this"}},
    r"When ~ blocks": {"blocks": "this"},
    r"Whenever ~ blocks a creature": {"blocks_a_creature": "this"},
    r"Whenever ~ blocks a creature with flying": {"blocks_a_creature": {
        "what": "this", "creature": "creature with flying"}},
    r"Whenever ~ blocks a creature without flying": {"blocks_a_creature": {
        "what": "this", "creature": "creature without flying"}},
    r"Whenever ~ attacks and isn't blocked": {"attacks_unblocked": "this"},
    r"Whenever equipped creature attacks and isn't blocked": {"attacks_unblocked":
                                                              "equipped creature"},
    r"Whenever enchanted creature attacks and isn't blocked": {"attacks_unblocked":
                                                               "enchanted creature"},
    r"When enchanted creature dies": {"dies": "enchanted creature"},
    r"Whenever enchanted creature dies": {"dies": "enchanted creature"},
    r"Whenever equipped creature attacks": {"attacks": "equipped creature"},
    r"Whenever enchanted creature attacks": {"attacks": "enchanted creature"},
    r"Whenever ~ deals damage": {"deals_damage": {"source": "this"}},
    r"Whenever ~ deals damage to a player": {"deals_damage": {"source": "this",
                                                               "to": "a player"}},
    r"Whenever ~ deals damage to an opponent": {"deals_damage": {"source": "this",
                                                                  "to": "an opponent"}},
    r"Whenever ~ deals combat damage to a creature":
        {"deals_damage": {"source": "this", "to": "a creature", "combat": True}},
    r"Whenever ~ deals combat damage to an opponent":
        {"deals_damage": {"source": "this", "to": "an opponent", "combat": True}},
    r"Whenever enchanted creature deals damage": {"deals_damage": {"source": "enchanted "
                                                                             "creature"}},
    r"Whenever equipped creature deals combat damage to a player":
        {"deals_damage": {"source": "equipped creature", "to": "a player", "combat": True}},
    r"Whenever enchanted creature deals combat damage to a player":
        {"deals_damage": {"source": "enchanted creature", "to": "a player", "combat": True}},
    r"Whenever ~ is dealt damage": {"is_dealt_damage": "this"},
    r"Whenever a source deals damage to ~": {"is_dealt_damage": "this"},
    r"When ~ becomes the target of a spell or ability": {"becomes_target": "this"},
    r"Whenever ~ becomes the target of a spell or ability": {"becomes_target": "this"},
    r"Whenever ~ becomes the target of a spell or ability an opponent controls":
        {"becomes_target": {"what": "this", "by": "an opponent"}},
    r"Whenever ~ becomes the target of a spell or ability you control for the first time each "
    r"turn": {"becomes_target": {"what": "this", "by": "you", "first_time_each_turn": True}},
    r"Whenever ~ deals combat damage to a player":
        {"deals_damage": {"source": "this", "to": "a player", "combat": True}},
    r"When ~ deals combat damage to a player":
        {"deals_damage": {"source": "this", "to": "a player", "combat": True}},
    r"Whenever ~ deals combat damage to a player or planeswalker":
        {"deals_damage": {"source": "this", "to": "a player or planeswalker", "combat": True}},
    r"Whenever ~ deals combat damage to a player or battle":
        {"deals_damage": {"source": "this", "to": "a player or battle", "combat": True}},
    r"At the beginning of your upkeep": {"beginning_of": {"step": "upkeep", "whose": "your"}},
    r"At the beginning of your end step": {"beginning_of": {"step": "end", "whose": "your"}},
    r"At the beginning of the end step": {"beginning_of": {"step": "end", "whose": "each"}},
    r"At the beginning of each end step": {"beginning_of": {"step": "end", "whose": "each"}},
    r"At the beginning of each upkeep": {"beginning_of": {"step": "upkeep", "whose": "each"}},
    r"At the beginning of each player's upkeep": {"beginning_of": {"step": "upkeep",
                                                                   "whose": "each"}},
    r"At the beginning of each opponent's upkeep": {"beginning_of": {"step": "upkeep",
                                                                     "whose": "an opponent's"}},
    r"At the beginning of each player's end step": {"beginning_of": {"step": "end",
                                                                     "whose": "each"}},
    r"At the beginning of each opponent's end step": {"beginning_of": {
        "step": "end", "whose": "an opponent's"}},
    r"At the beginning of your draw step": {"beginning_of": {"step": "draw", "whose": "your"}},
    r"At the beginning of your precombat main phase": {"beginning_of": {
        "step": "precombat main", "whose": "your"}},
    r"At the beginning of your first main phase": {"beginning_of": {  # 505.1: the same
        "step": "precombat main", "whose": "your"}},
    r"At the beginning of your postcombat main phase": {"beginning_of": {
        "step": "postcombat main", "whose": "your"}},
    r"At the beginning of your second main phase": {"beginning_of": {
        "step": "postcombat main", "whose": "your"}},
    r"At the beginning of each of your postcombat main phases": {"beginning_of": {  # 505.1a
        "step": "postcombat main", "whose": "your"}},
    r"Whenever you attack": {"player_attacks": "you"},
    r"Whenever you scry": {"looks_at_top": "scry"},
    r"Whenever one or more cards leave your graveyard": {"leave_graveyard": "card"},
    r"Whenever one or more creature cards leave your graveyard": {"leave_graveyard":
                                                                  "creature card"},
    r"Whenever you surveil": {"looks_at_top": "surveil"},
    **{f"At the beginning of the upkeep of enchanted {kind}'s controller": {"beginning_of": {
        "step": "upkeep", "of_enchanted": True}}
       for kind in ("creature", "permanent", "land", "artifact", "enchantment", "planeswalker")},
    r"At the beginning of enchanted player's upkeep": {"beginning_of": {
        "step": "upkeep", "of_enchanted": True}},
    r"At the beginning of the end step of enchanted creature's controller": {"beginning_of": {
        "step": "end", "of_enchanted": True}},
    r"Whenever you draw a card": {"draws": "you"},
    r"Whenever an opponent draws a card": {"draws": "an opponent"},
    r"Whenever a player draws a card": {"draws": "a player"},
    r"Whenever you discard a card": {"draws": {"player": "you", "discards": True}},
    r"Whenever you discard one or more cards": {"draws": {"player": "you", "discards": True,
                                                          "one_or_more": True}},
    r"Whenever an opponent discards a card": {"draws": {"player": "an opponent",
                                                         "discards": True}},
    r"At the beginning of each combat": {"beginning_of": {"step": "beginning of combat",
                                                          "whose": "each"}},
    r"At end of combat": {"beginning_of": {"step": "end of combat", "whose": "each"}},
    r"At the beginning of each player's draw step": {"beginning_of": {"step": "draw",
                                                                      "whose": "each"}},
    r"Whenever equipped creature dies": {"dies": "equipped creature"},
    r"Whenever ~ becomes tapped": {"becomes_tapped": "this"},
    r"Whenever enchanted creature becomes tapped": {"becomes_tapped": "enchanted creature"},
    r"When enchanted creature becomes tapped": {"becomes_tapped": "enchanted creature"},
    r"Whenever enchanted land becomes tapped": {"becomes_tapped": "enchanted land"},
    r"When enchanted land becomes tapped": {"becomes_tapped": "enchanted land"},
    r"Whenever enchanted creature is dealt damage": {"is_dealt_damage": "enchanted creature"},
    r"When enchanted creature becomes the target of a spell or ability":
        {"becomes_target": "enchanted creature"},
    r"Whenever enchanted creature becomes the target of a spell or ability":
        {"becomes_target": "enchanted creature"},
    r"Whenever ~ deals damage to a creature": {"deals_damage": {"source": "this",
                                                                "to": "a creature"}},
    r"When ~ is turned face up": {"turned_face_up": "this"},
    r"When ~ becomes monstrous": {"becomes_monstrous": "this"},
    # on a back face: the ability is there only once it has transformed into it (701.28e)
    r"When ~ transforms into ~": {"transforms": "this"},
    r"When ~ exploits a creature": {"exploits": "this"},
    r"When the last time counter is removed from ~": {"last_counter_removed": {
        "what": "this", "counter": "time"}},
    r"Whenever ~ transforms into ~": {"transforms": "this"},
    r"When you cycle ~": {"cycles": {"this_card": True}},
    r"When you cast this spell": {"casts": {"player": "you", "this_spell": True}},
    r"Whenever you draw your second card each turn": {"draws": {"player": "you", "nth": 2}},
    r"Whenever an opponent draws their second card each turn": {"draws": {
        "player": "an opponent", "nth": 2}},
    # 508.1m: one or more declared at once, however many
    r"Whenever one or more creatures you control attack": {"player_attacks": "you"},
    r"At the beginning of each player's first main phase": {"beginning_of": {
        "step": "precombat main", "whose": "each"}},
    r"At the beginning of each player's precombat main phase": {"beginning_of": {
        "step": "precombat main", "whose": "each"}},
    r"Whenever you cycle a card": {"cycles": "you"},
    r"Whenever a player cycles a card": {"cycles": "a player"},
    r"Whenever you cycle or discard a card": {"draws": {"player": "you", "discards": True}},
    r"Whenever ~ becomes untapped": {"becomes_tapped": {"what": "this", "untapped": True}},
    r"At the beginning of combat on your turn": {"beginning_of": {
        "step": "beginning of combat", "whose": "your"}},
    r"At the beginning of combat on each opponent's turn": {"beginning_of": {
        "step": "beginning of combat", "whose": "an opponent's"}},
}
# what "it" means in the effect of a trigger on the object itself: that object while it is on
# the battlefield; after it died or left, "it" is a new object (400.7), not read yet
_IT_IS_THIS = ("enters", "attacks", "blocks", "is_dealt_damage", "deals_damage",
               "becomes_target", "attacks_alone", "becomes_blocked", "becomes_tapped",
               "attacks_unblocked", "turned_face_up", "becomes_monstrous", "transforms",
               "exploits")


# "whenever you cast an instant, sorcery, or Wizard spell": a list of kinds before the comma
_CAST_LIST = (r"When(?:ever)? (?:you|a player|an opponent) casts? (?:an? |a spell that's )"
              r"(?:[\w'-]+, )+or [\w'-]+(?:(?: [\w'-]+)* spell)?")


@template(rf"(?P<when>{_CAST_LIST}|(?:When|Whenever|At) [^,]+), (?P<may>you may )?"
          r"(?P<effect>(?s:.+))",
          cr.TRIGGERED_ABILITY)
def _triggered(m: re.Match[str], face: Face) -> Built:
    effect = m["effect"]
    if "~" in m["when"] and re.match(r"it (?:deals|gets|gains) ", effect):
        effect = "~" + effect[2:]  # "it" is the object the ability is on, what triggered
    once = effect.endswith(_ONCE)
    effect = effect.removesuffix(_ONCE)
    if m["may"] and _COST_FIRST.match(effect):  # "you may pay {1}. If you do, …" (118.12)
        effect, may = "you may " + effect, False
    else:
        may = bool(m["may"])
    # an intervening "if" (603.4), checked as it triggers and as it resolves; "if it was
    # kicked" is about the spell it was (702.33e, 400.7d)
    intervening = re.match(r"if (?P<cond>[^,]+), ", effect)
    checked = condition(intervening["cond"], that_player=True) if intervening else None
    if intervening:
        effect = effect[intervening.end():]
    effect = effect[:1].upper() + effect[1:]
    modal = _MODAL.fullmatch(effect)  # 700.2b: chosen as it goes on the stack
    found = []
    for when in _events(m["when"]):  # "enters or attacks": an ability for each event
        it = _it(when) or _named_before_it(m["effect"])
        kind = next(iter(when))
        x = face.has_x and when == {"enters": "this"}  # 107.3m: the spell's X, as it became this
        # "when this dies, return this card …": the card it became, found where it went
        # (400.7, 603.10a), as "it" is; "~ deals 3 damage" stays the object as it last was
        said = re.sub(r"\b([Rr]eturn|[Ee]xile|[Ss]huffle) ~(?= )", r"\1 it", effect) \
            if it == "that card" else effect
        body = _modes(modal, it, x) if modal else _effects(
            said, it=it, x=x, event_amount=kind in _WITH_AMOUNT,
            event_player=_about_a_player(when), event_spell=kind == "casts")
        ability: dict[str, Any] = {"when": when, **body}
        if _FROM_GRAVEYARD.search(effect) or (
                checked is not None and re.fullmatch(r"this(?: card| creature)? is in your "
                                                     r"graveyard", checked)):  # 113.6m
            if it == "that card":  # a dies trigger looks back; its card is "it", not "~"
                raise NoReading("'return ~ from your graveyard' in a trigger that put it there")
            ability["functions_in"] = "graveyard"
        if checked is not None:
            parsed = parse_game_condition(checked).each()
            if any(c.word == THAT_PLAYER for c in parsed) and not _about_a_player(when):
                raise NoReading(f"'that player' in a trigger about no player: {checked!r}")
            if any(c.kind in _ABOUT_ITSELF for c in parsed) and re.search(r"\bit\b", checked) \
                    and it not in ("this", "that card"):
                raise NoReading(f"'it' in {checked!r} may be what the event was about")
            ability["if"] = checked
        if may:
            ability["optional"] = True
        if once:
            ability["once_each_turn"] = True
        found.append({"triggered": ability})
    return found


# conditions on the object the ability is on ("if it's not a token"), as it is or last was
_ABOUT_ITSELF = frozenset({ConditionKind.WASNT_BLOCKING, ConditionKind.NOT_TOKEN,
                           ConditionKind.WAS_CREATURE, ConditionKind.DAMAGE_DEALT_TO_IT,
                           ConditionKind.THIS_ATTACKED})


def _events(words: str) -> list[dict[str, Any]]:
    """The trigger event(s) the words name: 'Whenever ~ enters or attacks' is two."""
    # the older wording: entering "under your control" is entering as one you control
    words = re.sub(r"^(Whenever an?(?:other)? (?:[\w ]+?)) enters (?:the battlefield )?under "
                   r"your control$", r"\1 you control enters", words)
    when = _WHEN.get(words)
    if when is not None:
        return [when]
    if words == "Whenever ~ blocks or becomes blocked by a creature":  # 509.3b, 509.3d
        return [_WHEN["Whenever ~ blocks a creature"],
                _WHEN["Whenever ~ becomes blocked by a creature"]]
    both = re.fullmatch(r"(?P<head>When(?:ever)? ~) (?P<verbs>(?:enters|attacks|blocks|dies)"
                        r"(?: or (?:attacks|blocks|dies|leaves the battlefield|is put into a "
                        r"graveyard from the battlefield|is turned face up|transforms into ~))+)",
                        words)
    if both:
        return [_WHEN[f"When ~ {verb}" if verb in ("enters", "dies", "leaves the battlefield",
                                                   "is put into a graveyard from the battlefield",
                                                   "is turned face up", "transforms into ~")
                      else f"Whenever ~ {verb}"]
                for verb in both["verbs"].split(" or ")]
    either = re.fullmatch(r"Whenever (?P<who>you|an opponent|a player) (?P<play>plays? a land) or "
                          r"(?P<cast>casts? a spell)", words)
    if either:  # two events: a land played (305.1), a spell cast (601.2i)
        return [_watched(f"Whenever {either['who']} {either[verb]}") for verb in ("play", "cast")]
    together = re.fullmatch(rf"Whenever ~ and at least (?P<n>{NUMBER}) other "
                            r"(?P<others>creature tokens?|creatures?) attack", words)
    if together:  # battalion and the like: declared attacking in the same declaration
        kind = singular(together["others"]) if together["others"].endswith("s") \
            else together["others"]
        others = {} if kind == "creature" else {"others": _filter(kind)}
        return [{"attacks": {"what": "this", "with_others": number(together["n"]), **others}}]
    combat = re.fullmatch(r"When(?:ever)? (?P<what>~|enchanted creature|equipped creature) "
                          r"(?P<verbs>blocks or becomes blocked by|becomes blocked by|blocks) an? "
                          r"(?P<other>[\w -]*creature(?: with [\w ]+)?)", words)
    if combat:  # 509.3b, 509.3d: once for each creature on the other side, "that creature"
        other = _filter(combat["other"])
        what = "this" if combat["what"] == "~" else combat["what"]
        found = []
        if combat["verbs"].startswith("blocks"):
            found.append({"blocks_a_creature": {"what": what, "creature": other}})
        if combat["verbs"].endswith("by"):
            found.append({"blocked_by": {"what": what, "by": other}})
        return found
    fights = re.fullmatch(r"When(?:ever)? (?P<what>enchanted creature|equipped creature|an? "
                          r"[\w ]+?) (?P<verbs>attacks or blocks|blocks or becomes blocked|blocks)",
                          words)
    if fights:  # 508.1m, 509.1i: once for each creature declared (509.3a, 509.3c)
        what = fights["what"]
        if what.startswith("a"):
            what = selector(article(re.sub(r"^an? ", "", what)))
        if fights["verbs"] == "blocks or becomes blocked":
            return [{"blocks": {"what": what, "or_becomes_blocked": True}}]
        return [{verb: what} for verb in fights["verbs"].split(" or ")]
    if words == "When ~ enters untapped":  # only if it did: not an "enters tapped" one
        return [{"enters": {"what": "this", "untapped": True}}]
    state = re.fullmatch(r"When (?P<cond>you control no [\w ]+)", words)
    if state:  # 603.8: a state trigger
        return [{"state": state["cond"]}]
    return [_watched(words)]


def _it(when: dict[str, Any]) -> str | None:
    """What "it" means in the effect before a target is named: the object itself while it is
    on the battlefield; the card it became after it died (400.7e); else the object the event
    was about."""
    kind, what = next(iter(when.items()))
    if isinstance(what, dict) and what.get("one_or_more"):
        return None  # several objects may be what the event was about
    if kind == "casts" and isinstance(what, dict) and what.get("targets_this"):
        return "this"  # heroic: "put a +1/+1 counter on it"
    if kind in ("blocked_by", "blocks_a_creature"):  # 509.3b, d: "that creature": the other
        return "that creature"
    if kind == "becomes_attached":  # what the Aura or Equipment became attached to
        return "that creature" if what.get("to") != "this" else None
    subject = what.get("what", what.get("source")) if isinstance(what, dict) else what
    if kind == "deals_damage" and isinstance(what, dict) and what.get("to") == "a creature":
        # "that creature": the creature dealt the damage, when the source is this one alone
        return "that creature" if subject == "this" else None
    if subject == "this":
        return "that card" if kind in ("dies", "sacrifices") else \
            "this" if kind in _IT_IS_THIS else None
    if subject in ("enchanted creature", "equipped creature") and kind in (
            "is_dealt_damage", "deals_damage", "becomes_blocked"):
        return "that creature"  # the creature the Aura or Equipment is on, as the event saw it
    if kind in ("enters", "dies", "attacks_alone", "attacks", "blocks", "becomes_blocked",
                "sacrifices", "acts"):
        return "that creature"
    if kind == "is_dealt_damage" and isinstance(subject, str) and subject.startswith("a"):
        return "that creature" if "creature" in subject else None  # the one dealt damage
    if kind == "put_into_graveyard" and isinstance(subject, str):  # the card it went there
        return "that card"
    if kind == "turned_face_up" and isinstance(subject, str):  # the one turned face up
        return "that permanent" if "permanent" in subject else "that creature"
    if kind == "becomes_tapped":  # a land or an artifact as often as a creature
        return "that permanent"
    if kind == "tapped_for_mana":  # 106.12a: the land tapped for mana
        return "that land"
    if kind == "deals_damage" and isinstance(subject, str) and subject.startswith("a "):
        return "that creature"  # "whenever a creature you control deals …, … on it"
    return None


def _named_before_it(effect: str) -> str | None:
    """What "it" means when the event names no object: the one object the words named before
    it ("~ gets +1/+1 until end of turn. Untap it.", "if enchanted creature is untapped, tap
    it")."""
    first = re.search(r"\b[Ii]t\b", effect)
    named = set(re.findall(r"~|enchanted creature|equipped creature",
                           effect[:first.start()] if first else ""))
    if len(named) != 1:
        return None
    one = named.pop()
    return "this" if one == "~" else one


_ONCE = " This ability triggers only once each turn."


def _about_a_player(when: dict[str, Any]) -> bool:
    """Whether "that player" can be the event's player: damage to a player or an opponent,
    life, cards drawn or discarded, an attack, each player's step."""
    kind, what = next(iter(when.items()))
    if kind == "deals_damage":
        return isinstance(what, dict) and what.get("to") in ("a player", "an opponent")
    if kind == "becomes_target":  # the controller of the spell or ability an opponent controls
        return isinstance(what, dict) and what.get("by") in ("an opponent", "you")
    if kind == "beginning_of":
        return isinstance(what, dict) and (what.get("whose") in ("each", "an opponent's")
                                           or what.get("of_enchanted", False))
    return kind in ("gains_life", "loses_life", "draws", "player_attacks", "casts", "plays_land",
                    "sacrifices", "tapped_for_mana")
# trigger events with an amount "that much" can read (603.2, 119.9, 120.4b)
_WITH_AMOUNT = ("deals_damage", "is_dealt_damage", "gains_life", "loses_life")


_COST_FIRST = re.compile(r"(?:pay|sacrifice|discard|remove) [^.]+\. (?:If|When) you do(?:n't)?, ")


def _watched(words: str) -> dict[str, Any]:
    """'Whenever another creature you control dies', 'whenever you cast a noncreature spell',
    'whenever you gain life' (603.6, 603.10a, 601.2i, 119.9)."""
    m = re.fullmatch(r"Whenever ~ or (?P<what>another [\w ]+?) (?P<verb>enters|dies|leaves the "
                     r"battlefield)", words)
    if m is not None:  # the object itself, whatever it is, or another that fits
        return {m["verb"].split()[0]: selector(f"this or {m['what']}")}
    m = re.fullmatch(r"Whenever (?P<what>an?(?:other)? [\w ]+?) deals (?P<combat>(?:non)?combat )?"
                     r"damage to (?P<to>a player|an opponent|you)", words)
    if m is not None:  # 510.2: each creature's combat damage is its own event
        source = m["what"] if m["what"].startswith("another ") \
            else article(re.sub(r"^an? ", "", m["what"]))
        dealt: dict[str, Any] = {"source": selector(source), "to": m["to"]}
        if m["combat"]:
            dealt["combat"] = m["combat"] == "combat "
        return {"deals_damage": dealt}
    m = re.fullmatch(r"When(?:ever)? (?:(?P<who>you|an opponent|a player)|(?P<what>an?(?:other)? "
                     r"[\w ]+?|enchanted creature|equipped creature)) (?:is|are|'re) dealt "
                     r"(?P<combat>(?:non)?combat )?damage", words.replace("you're", "you 're"))
    if m is not None:  # 120.4b: damage from several sources at once is one event (603.2c)
        hurt: dict[str, Any] = {"player": m["who"]} if m["who"] else {
            "what": m["what"] if m["what"].endswith("ed creature")
            else selector(re.sub(r"^an? ", "a ", m["what"]))}
        if m["combat"]:
            hurt["combat"] = m["combat"] == "combat "
        return {"is_dealt_damage": hurt}
    m = re.fullmatch(r"Whenever one or more (?P<kind>[+-]1/[+-]1 |[a-z]+ )?counters are put on "
                     r"(?P<on>~|(?:an?(?:other)? )?[\w ]+ you control)", words)
    if m is not None:  # 122.6: also as it enters with them
        on = m["on"] if m["on"].startswith("another ") else re.sub(r"^(?:an? )?", "a ", m["on"])
        put: dict[str, Any] = {"on": "this" if m["on"] == "~" else selector(on)}
        if m["kind"]:
            put["counter"] = counter_kind(m["kind"].strip())
        return {"counters_put": put}
    m = re.fullmatch(r"Whenever an? (?P<kind>[+-]1/[+-]1 |[a-z]+ )?counter is put on "
                     r"(?P<on>~|an?(?:other)? [\w ]+)", words)
    if m is not None:  # 122.6; each counter put is an occurrence of its own (603.2c)
        each: dict[str, Any] = {"on": "this" if m["on"] == "~" else selector(
            re.sub(r"^an? ", "a ", m["on"])), "each": True}
        if m["kind"]:
            each["counter"] = counter_kind(m["kind"].strip())
        return {"counters_put": each}
    m = re.fullmatch(r"Whenever one or more (?P<what>[\w ]+?) (?P<verb>enter|die)", words)
    if m is not None:  # 603.2c: all that do at once are one event
        return {"enters" if m["verb"] == "enter" else "dies": {"what": selector(m["what"]),
                                                               "one_or_more": True}}
    m = re.fullmatch(r"Whenever one or more (?P<what>[\w ]+?) deal combat damage to a player",
                     words)
    if m is not None:  # once for each player dealt damage at once
        return {"deals_damage": {"source": selector(m["what"]), "to": "a player",
                                 "combat": True, "one_or_more": True}}
    m = re.fullmatch(rf"Whenever you attack with (?P<n>{NUMBER}) or more creatures", words)
    if m is not None:  # 508.3d: declared attacking at once
        return {"player_attacks": {"player": "you", "at_least": number(m["n"])}}
    m = re.fullmatch(r"Whenever (?P<what>an?(?:other)? [\w ]+?) becomes blocked", words)
    if m is not None:  # 509.3c: once for each such creature, however many block it
        return {"becomes_blocked": selector(m["what"])}
    m = re.fullmatch(r"When(?:ever)? (?P<who>you|an opponent|a player) sacrifices? "
                     r"(?:(?P<what>~(?: or another [\w ]+)?|an?(?:other)? [\w ]+)|one or more "
                     r"(?P<some>(?:other )?[\w ]+s))", words)
    if m is not None:  # 701.17a: by the player who controlled it
        what = m["what"] or m["some"]
        what = "this" if what == "~" else re.sub(r"^~ or ", "this or ", what)
        return {"sacrifices": {"what": selector(what), "player": m["who"],
                               **({"one_or_more": True} if m["some"] else {})}}
    m = re.fullmatch(r"When(?:ever)? (?P<what>~|an?(?:other)? [\w ]+?) is put into your graveyard "
                     r"from the battlefield", words)
    if m is not None:  # 700.4, 404.2: a card goes to its owner's graveyard: one you own died
        what = re.sub(r"^an? ", "", m["what"])
        if m["what"] == "~":
            return {"dies": "this"}
        if what.endswith(" you control"):
            raise NoReading("'you control' and 'your graveyard' together")
        return {"dies": selector(f"{what if what.startswith('another ') else article(what)} "
                                 "you own")}
    m = re.fullmatch(r"Whenever (?P<what>an?(?:other)? [\w ]+?) is put into a graveyard from the "
                     r"battlefield", words)
    if m is not None:  # 700.4: the same event as "dies", whatever the permanent
        what = re.sub(r"^an? ", "", m["what"])
        return {"dies": selector(what if what.startswith("another ") else article(what))}
    m = re.fullmatch(r"Whenever (?P<what>an? [\w ]+?) attacks (?P<you>you(?: or a planeswalker "
                     r"you control)?)", words)
    if m is not None:  # 508.1m: only a creature attacking this ability's controller
        return {"attacks": {"what": selector(article(re.sub(r"^an? ", "", m["what"]))),
                            "you": m["you"]}}
    m = re.fullmatch(r"Whenever (?P<what>an? [\w ]+? you control|equipped creature|enchanted "
                     r"creature) attacks alone", words)
    if m is not None:  # 506.5
        return {"attacks_alone": m["what"] if m["what"].endswith("ed creature")
                else selector(re.sub(r"^an? ", "a ", m["what"]))}
    m = re.fullmatch(r"When(?:ever)? (?P<what>an?(?:other)? [\w ~+/]+?) (?P<verb>enters|dies|"
                     r"attacks|leaves the battlefield)", words)
    if m is not None:  # leaving: as it last existed (603.6c, 603.10a)
        what = re.sub(r"^an? ", "", m["what"]).replace(" by ~ ", " by this creature ")
        return {m["verb"].split()[0]: selector(what if what.startswith("another ")
                                               else article(what))}
    m = re.fullmatch(r"When(?:ever)? (?P<who>you|an opponent|a player) casts?(?P<copy> or "
                     r"cop(?:y|ies))? (?P<rest>(?:an?|another|your|their) .+)", words)
    if m is not None:
        cast = _cast_clauses(m["rest"], "your" if m["who"] == "you" else "their")
        cast["player"] = m["who"]
        if m["copy"]:  # a copy is put on the stack, not cast (707.10)
            cast["or_copies"] = True
        return {"casts": cast}
    m = re.fullmatch(r"Whenever (?P<who>you|an opponent|a player) (?:cycles? or )?discards? "
                     r"(?:(?P<some>one or more )|an? |another )(?P<kind>[\w ]+ )?cards?", words)
    if m is not None:  # 701.8a; cycling is discarding (702.29a); "another": from a hand, never
        # this permanent
        found: dict[str, Any] = {"player": m["who"], "discards": True}
        if m["some"]:
            found["one_or_more"] = True
        if m["kind"]:
            found["card"] = _filter(m["kind"] + "card")
        return {"draws": found}
    m = re.fullmatch(r"When(?:ever)? (?P<what>~|enchanted creature|an?(?:other)? [\w ]+?) becomes the "
                     r"target of a spell(?P<ability> or ability)?(?: (?P<who>you|an opponent) "
                     r"controls?)?(?P<first> for the first time each turn)?", words)
    if m is not None and not (m["first"] and not m["ability"]):  # 115.1: as it is targeted
        what = m["what"] if m["what"] in ("~", "enchanted creature") \
            else re.sub(r"^an? ", "a ", m["what"])
        target: dict[str, Any] = {"what": "this" if what == "~" else what if what.startswith(
            "enchanted") else selector(what)}
        if m["who"]:
            target["by"] = m["who"]
        if not m["ability"]:
            target["spells_only"] = True
        if m["first"]:
            target["first_time_each_turn"] = True
        return {"becomes_target": target}
    m = re.fullmatch(r"Whenever (?:(?P<what>enchanted land|an? [A-Z][a-z]+) is tapped|"
                     r"(?P<who>a player|you) taps? a land) for mana", words)
    if m is not None:  # 106.12a: as a mana ability of it with {T} in its cost resolves
        if m["who"]:  # the player who taps it: its controller (602.1b)
            return {"tapped_for_mana": "a land" if m["who"] == "a player"
                    else selector("a land you control")}
        what = m["what"]
        return {"tapped_for_mana": what if what.startswith("enchanted ")
                else selector(re.sub(r"^an? ", "a ", what))}
    m = re.fullmatch(r"When(?:ever)? (?P<what>enchanted [a-z]+|an?(?:other)? [\w ]+?) becomes "
                     r"(?P<how>tapped|untapped)", words)
    if m is not None:  # 701.21; "becomes": not as it enters tapped (603.2f)
        what = m["what"] if m["what"].startswith("enchanted ") \
            else selector(re.sub(r"^an? ", "a ", m["what"]))
        return {"becomes_tapped": {"what": what, "untapped": m["how"] == "untapped"}}
    m = re.fullmatch(r"When(?:ever)? (?P<what>enchanted creature|equipped creature) deals "
                     r"(?P<combat>combat )?damage(?: to (?P<to>a player|an opponent|a creature|you|"
                     r"a player or planeswalker|a player or battle))?", words)
    if m is not None:  # 120.4b: the creature the Aura or Equipment is attached to
        hit: dict[str, Any] = {"source": m["what"]}
        if m["to"]:
            hit["to"] = m["to"]
        if m["combat"]:
            hit["combat"] = True
        return {"deals_damage": hit}
    m = re.fullmatch(r"Whenever (?P<some>one or more )?(?P<what>(?:an?(?:other)? )?[\w ]*?cards?) "
                     r"(?:is|are) put into (?P<whose>your|an opponent's|a) graveyard from "
                     r"(?P<origin>anywhere|your library|their library)", words)
    if m is not None and (m["some"] is None) == (m["what"][-1] != "s") and (
            m["origin"] != "their library" or m["whose"] == "an opponent's"):
        # 603.6c, 404.2: a card goes to its owner's graveyard, so whose graveyard is whose card
        owner = {"your": " you own", "an opponent's": " an opponent owns", "a": ""}[m["whose"]]
        what = m["what"] if m["some"] or m["what"].startswith("another ") \
            else article(re.sub(r"^an? ", "", m["what"]))
        into: dict[str, Any] = {"what": selector(what + owner)}
        if m["some"]:
            into["one_or_more"] = True
        if m["origin"] != "anywhere":
            into["from_library"] = True
        return {"put_into_graveyard": into}
    m = re.fullmatch(r"When(?:ever)? (?:(?P<self>~ or )?(?P<what>an?(?:other)? [\w ]+?|enchanted "
                     r"creature)) is turned face up", words)
    if m is not None:  # 708.8: as it is turned face up, it has its abilities again
        what = re.sub(r"^an? ", "a ", m["what"])
        return {"turned_face_up": selector(f"this or {what}" if m["self"] else what)}
    m = re.fullmatch(r"When(?:ever)? (?P<what>~|an? [\w ]+?) becomes attached to (?P<to>~|an? "
                     r"[\w ]+)", words)
    if m is not None and m["what"] != m["to"]:
        # 603.2f: as it is attached, or enters attached; "that creature": what it went on
        return {"becomes_attached": {
            key: "this" if m[key] == "~" else selector(article(re.sub(r"^an? ", "", m[key])))
            for key in ("what", "to")}}
    m = re.fullmatch(r"Whenever (?P<what>an?(?:other)? [\w ]+?) (?P<verb>explores|connives)", words)
    if m is not None:  # 701.40b, 701.47b: once it has, whatever it could do
        return {"acts": {"what": selector(re.sub(r"^an? ", "a ", m["what"])),
                         "action": m["verb"].removesuffix("s")}}
    m = re.fullmatch(r"Whenever (?P<who>you|an opponent|a player) plays? a land", words)
    if m is not None:  # 305.1: the special action, not a land an effect puts onto the battlefield
        return {"plays_land": m["who"]}
    m = re.fullmatch(r"Whenever (?P<who>you|an opponent|a player) (?P<verb>gains?|loses?) life",
                     words)
    if m is not None:
        kind = "gains_life" if m["verb"].startswith("gain") else "loses_life"
        return {kind: m["who"]}
    raise NoReading(words)


def _filter(phrase: str) -> str:
    """A kind of object the vocabulary can tell ('non-Wall creature'), or no reading."""
    try:
        parse_filter(phrase)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return phrase


# what a cast trigger says of the spell after naming its kind, last first (601.2a, 601.2i)
_CAST_CLAUSES: tuple[tuple[str, dict[str, Any]], ...] = (
    (r" during an opponent's turn", {"on_opponents_turn": True}),
    (r" during your turn", {"during": "your turn"}),
    (r" during your main phase", {"during": "your main phase"}),
    (r" during combat", {"during": "combat"}),
    (r" during their turn", {"on_their_turn": True}),
    (r" that targets ~", {"targets_this": True}),
    (r" that targets only (?:~|this creature)", {"targets_this": True, "targets_only": True}),
    (r" that targets only a single (?P<kind>[\w ]+?)", {"targets_only": True}),
    (r" that targets (?:an?|one or more) (?P<kind>[\w ']+?)", {}),
    (r" from anywhere other than (?:your|their) hand", {"not_from_hand": True}),
    (r" from (?:your|their) hand", {"cast_from": "their hand"}),
    (r" from (?:your|their) graveyard", {"cast_from": "their graveyard"}),
    (r" from a graveyard", {"cast_from": "a graveyard"}),
    (r" from (?:your|their) library", {"cast_from": "their library"}),
    (r" from exile", {"cast_from": "exile"}),
    (r" of the chosen color", {"chosen_color": True}),
)


_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _cast_clauses(rest: str, whose: str) -> dict[str, Any]:
    """'an instant or sorcery spell from your hand during an opponent's turn': the kind of
    spell, and what else the trigger asks of it, each clause read from the end; 'your second
    noncreature spell each turn': which one of that kind the caster cast this turn."""
    cast: dict[str, Any] = {}
    nth = re.fullmatch(rf"{whose} (?P<nth>first|second|third|fourth|fifth) (?P<kind>.+) "
                       r"(?P<per>each turn|in a turn|during each opponent's turn|during each "
                       r"of your turns|during their turn)", rest)
    other = re.fullmatch(rf"(?P<kind>an? (?P<k>[\w ]*?)spell(?: during your turn)?) other than "
                         rf"(?:{whose}|the) first (?P<k2>[\w ]*?)spell (?:each turn|that turn|"
                         r"that player casts each turn)", rest)
    if nth is not None:
        cast["nth"] = _NTH[nth["nth"]]
        if nth["per"] == "during each opponent's turn":
            cast["on_opponents_turn"] = True
        elif nth["per"] == "during each of your turns":
            cast["during"] = "your turn"
        elif nth["per"] == "during their turn":  # the caster's own
            cast["on_their_turn"] = True
        rest = f"a {nth['kind']}"
    elif other is not None:  # any of its caster's spells of that kind this turn but the first
        if other["k"] != other["k2"]:
            raise NoReading("other than the first spell of another kind")
        cast["not_first"] = True
        rest = other["kind"]
    read = True
    while read:
        read = False
        for clause, found in _CAST_CLAUSES:
            m = re.search(clause + "$", rest)
            if m is None or any(k in cast for k in found) or (
                    "kind" in m.groupdict() and "targets_a" in cast):
                continue
            if ("nth" in cast or "not_first" in cast) and set(found) != {"during"}:
                # which one of the turn's spells it is would count only those
                raise NoReading(f"which one of the turn's spells {m[0].strip()!r} this is")
            cast.update(found)
            if "kind" in m.groupdict():  # one of its targets is of that kind (601.2c)
                if " or " in m["kind"] and re.search(r"\b[A-Z]", m["kind"]):
                    raise NoReading(f"a type or a subtype: {m['kind']!r}")
                kind = m["kind"]
                if m[0].startswith(" that targets one or more "):  # "creatures": a creature
                    head, _, tail = kind.partition(" ")
                    kind = " ".join((singular(head), tail)).strip()
                cast["targets_a"] = _filter(kind)
            rest, read = rest[:m.start()], True
            break
    m = re.fullmatch(r"(?:an?|(?P<other>another)) (?P<spell>(?:[\w ,]+ )?spell(?: (?:with|"
                     r"without|that has) [\w ]+|"
                     r" of the chosen type|"
                     r" with \{X\} in its mana cost| with a mana cost that contains \{X\}|"
                     r" that's [\w ,]+| you don't own)?|instant(?: or sorcery)?|sorcery)", rest)
    if m is None:
        raise NoReading(f"a spell cast: {rest!r}")
    # "an instant": what is cast is an instant spell (601.2i)
    spell = m["spell"] if "spell" in m["spell"] else f"{m['spell']} spell"
    if m["other"]:  # not the object with the ability, were it a spell being cast
        spell = f"another {spell}"
    spell, either = _either_kind(spell)
    if either is not None:
        if "nth" in cast or "not_first" in cast:  # the count would be of either kind
            raise NoReading(f"which one of the turn's {spell!r} or {either!r} this is")
        _known_target(either)
        cast["or_spell"] = either
    _known_target(spell)
    if spell != "spell" or not ("nth" in cast or "not_first" in cast):
        cast["spell"] = spell
    return cast


_CARD_TYPES = frozenset(t.value for t in CardType)
_COLOR_WORDS = frozenset(c.value for c in Color)


def _either_kind(spell: str) -> tuple[str, str | None]:
    """'instant, sorcery, or Wizard spell': card types or subtypes, which one filter can't
    say together (either fits); card types alone or subtypes alone are one filter's."""
    m = re.fullmatch(r"(?P<items>[\w'-]+(?:, [\w'-]+)*,? or [\w'-]+) spell", spell)
    if m is None:
        return spell, None
    items = re.split(r",? or |, ", m["items"])
    types = [i for i in items if singular(i).lower() in _CARD_TYPES]
    subtypes = [i for i in items if i[:1].isupper()]
    colors = [i for i in items if i in _COLOR_WORDS]
    if any(len(group) == len(items) for group in (types, subtypes, colors)):
        return spell, None  # one kind of word: a filter reads "or" as either of them
    non = [i for i in items if i.startswith("non") and i[3:].lower() in _CARD_TYPES]
    if len(non) == 1 and len(subtypes) == len(items) - 1:  # "noncreature or Dragon spell"
        return f"{non[0]} spell", f"{' or '.join(subtypes)} spell"
    if len(types) + len(subtypes) != len(items):
        raise NoReading(f"the kinds of spell in {spell!r}")
    return f"{' or '.join(types)} spell", f"{' or '.join(subtypes)} spell"


def _known_target(phrase: str) -> None:
    try:
        parse_target(phrase)
    except ValueError as exc:
        raise NoReading(str(exc)) from None


@template(r"You control enchanted (?P<what>creature|artifact|permanent|land)\.", cr.CONTROL_LAYER)
def _control_magic(m: re.Match[str], face: Face) -> Built:
    _attached_to_fit("Enchanted", face)
    return [{"static": {"affects": f"enchanted {m['what']}", "control": "you"}}]


@template(r"If (?P<who>you|an opponent|a player) would gain life, (?:you gain|that player gains) "
          r"(?:(?P<twice>twice that much life)|that much life plus (?P<n>\d+)) instead\.",
          cr.LIFE_GAIN_REPLACEMENT)
def _more_life(m: re.Match[str], face: Face) -> Built:
    """614.1a, 119.10: each gain of life that player would get, made bigger."""
    you = m["who"] == "you"
    if you != m.group(0).count("you gain") > 0:
        raise NoReading("who gains the life is not who would have")
    replacement: dict[str, Any] = {"event": "gain_life", "player": m["who"]}
    if m["twice"]:
        replacement["instead"] = "double"
    else:
        replacement.update({"instead": "plus", "plus": int(m["n"])})
    return [{"replacement": replacement}]


@template(r"If (?P<what>~|an? [\w ,'~-]+?) would die, exile it instead\.", cr.DIES)
def _exiled_if_it_dies(m: re.Match[str], face: Face) -> Built:
    """614.1a, 700.4: a permanent put into a graveyard from the battlefield is exiled instead;
    "a creature an opponent controls", "a creature dealt damage by ~ this turn" are judged as
    it would die."""
    what = "this" if m["what"] == "~" else m["what"].replace("~", "this creature")
    if what != "this":
        try:
            found = parse_selector(what)
        except ValueError as exc:
            raise NoReading(str(exc)) from None
        if any(f.zones != frozenset({Zone.BATTLEFIELD}) or f.cards for f in found.filters):
            raise NoReading(f"{what!r}: not permanents")
    return [{"replacement": {"event": "put_into_graveyard", "what": what, "instead": "exile",
                             "dies": True}}]


@template(r"If ~ would be put into a graveyard from anywhere, (?:reveal ~ and )?(?P<instead>exile "
          r"it|shuffle it into its owner's library) instead\.", cr.REPLACEMENT)
def _instead_of_graveyard(m: re.Match[str], face: Face) -> Built:
    instead = "exile" if m["instead"] == "exile it" else "shuffle into library"
    return [{"replacement": {"event": "put_into_graveyard", "what": "this",
                             "instead": instead}}]


# an ability in quotation marks, the object having it being "this creature" in it (613.1f)
_QUOTED = r"\"(?P<quoted>[^\"]+)\""
# the permanent an Aura or Equipment is attached to (303.4, 301.5)
_ATTACHED = (r"Enchanted (?:creature|permanent|land|artifact|enchantment|planeswalker)|"
             r"Equipped creature")


@template(rf"(?P<what>{_ATTACHED}) gets {_PT_PER}"
          rf"(?:(?: and has (?P<kw>{_KEYWORDS}))?\.| and has {_QUOTED})", cr.STATIC_EFFECT)
def _attached_pump(m: re.Match[str], face: Face) -> Built:
    _attached_to_fit(m["what"], face)
    static: dict[str, Any] = {"affects": m["what"].lower(), "pt": pt_change(m["pt"])}
    if m["kw"]:
        static["gain"] = keywords(m["kw"])
    if m["quoted"]:
        static["gain"] = quoted_abilities(m["quoted"], {"creature"})
    return [{"static": static}]


_SUBJECT = rf"(?P<who>{_ATTACHED}|{_TEAM}|{_EACH})"


def _subject(m: re.Match[str], face: Face) -> str:
    """The permanent or set a static ability's sentence is about."""
    if m["who"] and re.fullmatch(_ATTACHED, m["who"]):
        return _self_or_attached(m["who"], face)
    return _team(m["what"] or m["each"])


@template(rf"(?:~|{_SUBJECT}) (?:loses|lose) all abilities(?: and (?:has|have) base power and "
          r"toughness (?P<pt>\d+/\d+))?\.", cr.ABILITY_LAYER)
def _loses_all_abilities(m: re.Match[str], face: Face) -> Built:
    """613.1f, layer 6: every ability, printed or granted, is lost; 'All creatures lose all
    abilities and have base power and toughness 1/1' sets those too (613.4b)."""
    static: dict[str, Any] = {"affects": _subject(m, face) if m["who"] else "this",
                              "lose_all_abilities": True}
    if m["pt"]:
        static["set_pt"] = m["pt"]
    return [{"static": static}]


@template(rf"(?P<what>{_ATTACHED}) has (?P<kw>{_KEYWORDS})\.",
          cr.STATIC_EFFECT)
def _attached_keywords(m: re.Match[str], face: Face) -> Built:
    _attached_to_fit(m["what"], face)
    gain = keywords(m["kw"])
    return [{"static": {"affects": m["what"].lower(), "gain": gain}}]


@template(rf"(?P<what>{_ATTACHED}) has base power and toughness (?P<pt>\d+/\d+)\.", cr.PT_SET)
def _attached_base_pt(m: re.Match[str], face: Face) -> Built:
    """613.4b: what it's attached to has this base power and toughness (layer 7b); changes
    in layer 7c and counters still apply on top."""
    _attached_to_fit(m["what"], face)
    return [{"static": {"affects": m["what"].lower(), "set_pt": m["pt"]}}]


@template(rf"(?P<what>Enchanted (?P<kind>creature|land|permanent|artifact)|Equipped creature) "
          rf"has {_QUOTED}", cr.ABILITY_LAYER)
def _attached_quoted(m: re.Match[str], face: Face) -> Built:
    _attached_to_fit(m["what"], face)
    kind = m["kind"] or "creature"
    return [{"static": {"affects": m["what"].lower(),
                        "gain": quoted_abilities(m["quoted"], {kind})}}]


@template(rf"(?P<what>{_ATTACHED}|~) can't (?P<verbs>attack or block|attack|block|be "
          r"blocked)(?P<alone> alone)?(?P<no_abilities>, and its activated abilities can't be "
          r"activated)?\.", cr.STATIC_EFFECT)
def _cant(m: re.Match[str], face: Face) -> Built:
    restrict = [f"{verb} alone" if m["alone"] else verb for verb in m["verbs"].split(" or ")]
    if m["alone"] and "be blocked" in restrict[0]:
        raise NoReading("'can't be blocked alone'")
    if m["no_abilities"]:
        restrict.append(Restriction.ACTIVATE.value)
    return [{"static": {"affects": _self_or_attached(m["what"], face), "restrict": restrict}}]


@template(r"(?P<who>~|Enchanted creature|Equipped creature) can't be blocked (?P<except>except )?"
          r"by (?P<what>[\w ,'-]+?)\.", cr.BLOCK_RESTRICTIONS)
def _unblockable_by(m: re.Match[str], face: Face) -> Built:
    """509.1b: which creatures can block it."""
    affects = _self_or_attached(m["who"], face)
    if m["what"] == "more than one creature" and not m["except"]:
        return [{"static": {"affects": affects,
                            "restrict": [Restriction.BLOCKED_BY_MORE_THAN_ONE.value]}}]
    least = re.fullmatch(r"(?P<n>two|three|four|five|six) or more creatures", m["what"])
    if least and m["except"]:  # a number of blockers, as menace says two (702.111b)
        return [{"static": {"affects": affects, "min_blockers": number(least["n"])}}]
    if re.match(r"(?:\w+ or more|more than)", m["what"]):
        raise NoReading("a number of blockers")
    try:
        filt, players = parse_filter(m["what"])
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if players:
        raise NoReading("blockers are creatures, not players")
    key = "blockable_only_by" if m["except"] else "unblockable_by"
    return [{"static": {"affects": affects, key: m["what"]}}]


@template(r"(?P<who>~|Enchanted creature|Equipped creature) can't block (?P<what>creatures with "
          r"power \d+ or (?:greater|less))\.", cr.BLOCK_RESTRICTIONS)
def _cant_block_creatures(m: re.Match[str], face: Face) -> Built:
    """509.1b: which attackers it can't block, by their power as blockers are declared."""
    return [{"static": {"affects": _self_or_attached(m["who"], face),
                        "cant_block_creatures": m["what"]}}]


@template(r"(?P<what>Creatures with power less than ~'s power) can't block (?:it|~)\.",
          cr.BLOCK_RESTRICTIONS)
def _smaller_cant_block(m: re.Match[str], face: Face) -> Built:
    """509.1b: which creatures can't block it, compared with its power as blockers are
    declared."""
    return [{"static": {"affects": "this", "unblockable_by": "creatures with power less than "
                                                             "this creature's power"}}]


@template(r"~ can block only creatures with flying\.", cr.BLOCK_RESTRICTIONS)
def _blocks_only_flyers(m: re.Match[str], face: Face) -> Built:
    return [{"static": {"affects": "this",
                        "restrict": [Restriction.BLOCK_WITHOUT_FLYING.value]}}]


@template(rf"(?P<what>{_ATTACHED}|~) can block (?P<n>an|one|two|three) additional creatures? each "
          rf"combat\.|(?P<any_what>{_ATTACHED}|~) can block any number of creatures\.",
          cr.DECLARE_BLOCKERS)
def _blocks_more(m: re.Match[str], face: Face) -> Built:
    """509.1a: it may block more than one attacker (a rules effect, 613.11)."""
    if m["any_what"]:
        return [{"static": {"affects": _self_or_attached(m["any_what"], face),
                            "blocks_any": True}}]
    return [{"static": {"affects": _self_or_attached(m["what"], face),
                        "extra_blocks": number(m["n"])}}]


@template(rf"(?P<what>{_ATTACHED}|~|[\w ]*?[Cc]reatures you control(?: with defender)?) can attack "
          r"as though (?:it|they) didn't have defender\.", cr.DEFENDER)
def _attacks_with_defender(m: re.Match[str], face: Face) -> Built:
    """702.3b: defender doesn't stop it attacking (a rules effect, 613.11)."""
    what = m["what"]
    affects = what.lower() if what.endswith(("you control", "with defender")) \
        else _self_or_attached(what, face)
    return [{"static": {"affects": affects,
                        "allow": [Permission.ATTACK_WITH_DEFENDER.value]}}]


@template(r"(?:You may have (?P<what>~)|(?P<attached>Enchanted creature|Equipped creature)'s "
          r"controller may have it) assign its combat damage as though it weren't blocked\.",
          cr.AS_THOUGH)
def _damage_as_though_unblocked(m: re.Match[str], face: Face) -> Built:
    """609.4: its controller may have it assign all its combat damage to whom it attacks."""
    what = m["what"] or m["attached"]
    return [{"static": {"affects": _self_or_attached(what, face),
                        "allow": [Permission.DAMAGE_AS_THOUGH_UNBLOCKED.value]}}]


@template(r"(?P<what>Enchanted creature|~) attacks each combat if able\.", cr.ATTACK_REQUIREMENTS)
def _must_attack(m: re.Match[str], face: Face) -> Built:
    return [{"static": {"affects": _self_or_attached(m["what"], face),
                        "require": [Requirement.ATTACK.value]}}]


@template(r"(?P<what>Enchanted creature|Equipped creature|~) must be blocked if able\.",
          cr.BLOCK_REQUIREMENTS)
def _must_be_blocked(m: re.Match[str], face: Face) -> Built:
    return [{"static": {"affects": _self_or_attached(m["what"], face),
                        "require": [Requirement.BE_BLOCKED.value]}}]


@template(r"All creatures able to block (?P<what>enchanted creature|equipped creature|~) do so\.",
          cr.BLOCK_REQUIREMENTS)
def _lure(m: re.Match[str], face: Face) -> Built:
    """509.1c: a requirement on each creature able to block it."""
    what = m["what"][:1].upper() + m["what"][1:] if m["what"] != "~" else "~"
    return [{"static": {"affects": _self_or_attached(what, face),
                        "require": [Requirement.BLOCKED_BY_ALL.value]}}]


@template(r"(?P<what>Enchanted creature|~) blocks each combat if able\.", cr.BLOCK_REQUIREMENTS)
def _must_block(m: re.Match[str], face: Face) -> Built:
    return [{"static": {"affects": _self_or_attached(m["what"], face),
                        "require": [Requirement.BLOCK.value]}}]


@template(r"Untap (?:~|all (?P<what>[\w ,/-]+? you control)) during each other player's untap "
          r"step\.", cr.STEP_UNTAP)
def _untap_during_others(m: re.Match[str], face: Face) -> Built:
    """502.3: it (or its controller's permanents of the kind) untaps as the active player's
    permanents do, in each other player's untap step."""
    return [{"untap_during_others": {"what": selector(m["what"]) if m["what"] else "this"}}]


@template(r"Activated abilities of (?P<what>[\w ,]+?) can't be activated\.",
          cr.ACTIVATION_PROHIBITED)
def _abilities_cant_be_activated(m: re.Match[str], face: Face) -> Built:
    """602.5: the permanents' activated abilities, mana abilities among them, can't be
    activated."""
    what = m["what"]
    if not re.fullmatch(r"(?:artifacts|creatures|lands|planeswalkers|enchantments|"
                        r"artifacts, creatures, and planeswalkers|artifacts and creatures)"
                        r"(?: your opponents control| you control)?", what):
        raise NoReading(f"activated abilities of {what!r}")
    return [{"static": {"affects": what, "restrict": [Restriction.ACTIVATE.value]}}]


@template(rf"(?P<what>{_ATTACHED}|~) doesn't untap during (?:its controller's|your) "
          r"untap step(?P<no_abilities> and its activated abilities can't be activated)?"
          r"(?: if it has an? (?P<counter>[a-z]+) counter on it)?\.", cr.STEP_UNTAP)
def _doesnt_untap(m: re.Match[str], face: Face) -> Built:
    """502.3; 'if it has a depletion counter on it': while it does (611.3a)."""
    restrict = [Restriction.UNTAP.value]
    if m["no_abilities"]:
        restrict.append(Restriction.ACTIVATE.value)
    static: dict[str, Any] = {"affects": _self_or_attached(m["what"], face), "restrict": restrict}
    if m["counter"]:
        if m["what"] != "~":  # the condition is read of the ability's own permanent
            raise NoReading("a counter on the permanent it is attached to")
        static["condition"] = f"this has a {counter_kind(m['counter'])} counter on it"
    return [{"static": static}]


def _self_or_attached(what: str, face: Face) -> str:
    """'~' -> 'this'; 'Enchanted land' -> 'enchanted land', on an Aura only."""
    if what == "~":
        return "this"
    _attached_to_fit(what, face)
    return what.lower()


@template(rf"(?:{_TEAM} get|{_EACH} gets) {_PT_PER}"
          rf"(?: and (?:have|has) (?P<kw>{_KEYWORDS}))?\.", cr.PT_MODIFY)
def _anthem(m: re.Match[str], face: Face) -> Built:
    static: dict[str, Any] = {"affects": _team(m["what"] or m["each"]), "pt": pt_change(m["pt"])}
    if m["kw"]:
        static["gain"] = keywords(m["kw"])
    return [{"static": static}]


@template(rf"(?:{_TEAM} have|{_EACH} has) (?P<kw>{_KEYWORDS})\.", cr.ABILITY_LAYER)
def _team_keywords(m: re.Match[str], face: Face) -> Built:
    return [{"static": {"affects": _team(m["what"] or m["each"]), "gain": keywords(m["kw"])}}]


@template(rf"{_TEAM} have {_QUOTED}", cr.ABILITY_LAYER)
def _team_quoted(m: re.Match[str], face: Face) -> Built:
    kind = next((t for t in ("land", "artifact", "enchantment")
                 if re.search(rf"\b{t}s?\b", m["what"], re.IGNORECASE)), "creature")
    return [{"static": {"affects": _team(m["what"]),
                        "gain": quoted_abilities(m["quoted"], {kind})}}]


def _team(words: str) -> str:
    """'Creatures you control', 'White creatures', 'Other Elf creatures', 'Goblins': a set of
    permanents, as the vocabulary writes it (a subtype keeps its capital)."""
    words = re.sub(r"^Each ", "each ", words)  # "each creature you control …": all of them
    first = words.split()[0]
    if first.lower() in _LOWER_FIRST or first == "each" or first.lower().startswith("non") \
            or singular(first).lower() in _TYPE_WORDS:
        words = words[:1].lower() + words[1:]
    if words.lower().startswith(("enchanted ", "equipped ", "target ")):
        raise NoReading("one object at a time, not a set")
    return selector(words)


_LOWER_FIRST = {"all", "other", "tapped", "untapped", "attacking", "blocking", "token", "tokens",
                "white", "blue", "black", "red", "green", "colorless", "multicolored",
                "monocolored", "legendary", "snow", "basic"}
_TYPE_WORDS = {"creature", "artifact", "enchantment", "land", "planeswalker", "permanent",
               "battle"}


@template(rf"~ gets {_PT_PER}\.", cr.PT_MODIFY)
def _counted_self_pump(m: re.Match[str], face: Face) -> Built:
    if " for each " not in m["pt"] and ", where X is " not in m["pt"]:
        raise NoReading("a fixed bonus on itself with no condition")
    return [{"static": {"affects": "this", "pt": pt_change(m["pt"])}}]


@template(rf"{_SUBJECT} (?:is|are) (?P<desc>[^.\"]+?)(?P<addition> in addition to (?:its|their) "
          r"other (?P<kept>types|land types|creature types|colors and types|colors))?(?: and "
          r"(?:has|have) base power and (?:base )?toughness each equal to (?P<equal>its mana "
          r"value))?(?P<lose> and loses all abilities)?\.(?: The same is true for (?P<same>[^.]+)"
          r"\.)?", cr.TYPE_LAYER)
def _is_a(m: re.Match[str], face: Face) -> Built:
    """'Nonbasic lands are Mountains.', 'Each land is a Swamp in addition to its other land
    types.', 'Enchanted artifact is a creature with base power and toughness 5/5 in addition to
    its other types.': a new type replaces the old ones of its kind (205.1a) unless the others
    are kept (205.1b); a basic land type set or added (305.7); colors set (105.3); base power
    and toughness set (613.4b)."""
    affects = _subject(m, face)
    if m["same"]:  # "… creature spells you control and creature cards you own that aren't on
        # the battlefield": the one effect reaches them too, wherever they are
        more = re.split(r",? and |, ", m["same"])
        affects = selector(", ".join([affects, *more[:-1]]) + f", and {more[-1]}")
    chosen = {"the chosen color": ("colors", "add_chosen_color"),
              "the chosen type": (None, "set_chosen_creature_type")}.get(m["desc"])
    if chosen is not None:  # chosen as its source entered (614.12)
        if m["kept"] != chosen[0]:
            raise NoReading(f"{m['desc']!r} beside other {m['kept']}")
        static: dict[str, Any] = {"affects": affects, chosen[1]: True}
    else:
        static = {"affects": affects, **characteristics(m["desc"], m["kept"])}
    if m["equal"]:  # Opalescence: each its own mana value, counted as the effect applies
        if "set_pt" in static:
            raise NoReading("base power and toughness said twice")
        static["set_pt"] = {"power": "its mana value", "toughness": "its mana value"}
    if m["lose"]:
        static["lose_all_abilities"] = True
    return [{"static": static}]


_VERBS = ("gets", "has", "can't", "loses", "is", "attacks", "blocks", "doesn't")


@template(rf"(?P<who>{_ATTACHED}|~) (?P<rest>(?:gets|has|can't|loses|is) .+?(?:,? and "
          rf"(?:{'|'.join(_VERBS)}) .+))\.", cr.STATIC_EFFECT)
def _several_statics(m: re.Match[str], face: Face) -> Built:
    """'Enchanted creature gets +2/+2 and can't block', 'Equipped creature gets +1/+1, has
    flying, and is an Angel in addition to its other types': static abilities of one subject,
    each read whole by its own template. A clause starts at a verb; a keyword list ('has flying
    and first strike') stays with its verb."""
    clauses = re.split(rf",? and (?=(?:{'|'.join(_VERBS)}) )|, (?=(?:{'|'.join(_VERBS)}) )",
                       m["rest"])
    found: Built = []
    for part in clauses:
        read_part = read(TEMPLATES, f"{m['who']} {part}.", face)
        if read_part is None:
            raise NoReading(f"{m['who']} {part}.")
        found += read_part[1]
    return found


@template(r"As long as ~ is paired with another creature, (?:both creatures (?P<have>have)|each of "
          r"those creatures (?P<has>has|gets)) (?P<rest>.+)", cr.PAIRED)
def _while_paired(m: re.Match[str], face: Face) -> Built:
    """702.95b: what this creature and the creature it's paired with have while paired (none
    of it while it isn't)."""
    if not re.search(r"^Soulbond\b", face.text, re.MULTILINE) or "creature" not in face.types:
        raise NoReading("'paired' on a card without soulbond")
    static: dict[str, Any] = {"affects": "this creature and the creature it's paired with"}
    pt = re.fullmatch(rf"(?P<pt>{PT})\.", m["rest"])
    quote = re.fullmatch(_QUOTED, m["rest"])  # "… has "{2}{U}: Untap this creature.""
    said = re.fullmatch(rf"(?P<kw>{_KEYWORDS})\.", m["rest"])
    if m["has"] == "gets" and pt is not None:
        static["pt"] = pt_change(pt["pt"])
    elif m["has"] != "gets" and quote is not None:
        static["gain"] = quoted_abilities(quote["quoted"], {"creature"})
    elif m["has"] != "gets" and said is not None:
        static["gain"] = keywords(said["kw"])
    else:
        raise NoReading(m["rest"])
    return [{"static": static}]


@template(r"As long as (?P<cond>[^,]+), (?P<rest>.+)|(?P<before>[^,]+?) as long as "
          r"(?P<after>[^,]+)\.", cr.STATIC_EFFECT)
def _as_long_as(m: re.Match[str], face: Face) -> Built:
    if m["cond"]:
        return _while(m["cond"], m["rest"], face)
    return _while(m["after"], m["before"] + ".", face)


@template(r"During (?P<whose>your turn|turns other than yours), (?P<rest>.+)", cr.STATIC_EFFECT)
def _during_turns(m: re.Match[str], face: Face) -> Built:
    mine = m["whose"] == "your turn"
    return _while("it's your turn" if mine else "it's not your turn", m["rest"], face)


def _while(condition: str, rest: str, face: Face) -> Built:
    """611.3a: a static ability that applies only while its condition is true; "it" in the
    rest is the object the condition is about ("as long as ~ is equipped, it gets +1/+1")."""
    # "~ is attacking", "it's attacking": the object itself (not "it's your turn"); "it" in
    # "enchanted creature gets +2/+0 as long as it's attacking" is the enchanted creature
    lead = re.match(r"(?:Enchanted \w+|Equipped creature)\b", rest)
    it = lead[0].lower() if lead else "this"
    condition = re.sub(r"^~(?= (?:is|has) (?!your|not))", "this", condition)
    condition = re.sub(r"^it(?= (?:is|has) (?!your|not))|^it's(?= (?!your|not))",
                       lambda m: it if m[0] != "it's" else f"{it} is", condition)
    try:
        parsed = parse_game_condition(condition)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if any(c.word == THAT_PLAYER for c in parsed.each()):
        raise NoReading("'that player' in a static ability")
    kinds = {c.kind for c in parsed.each()}
    if kinds & {ConditionKind.HAD_NO_COUNTERS, ConditionKind.KICKED, ConditionKind.BARGAINED,
                ConditionKind.WAS_CREATURE,
                ConditionKind.WASNT_BLOCKING, ConditionKind.X_AT_LEAST}:
        raise NoReading("a condition about the spell it was, not the game now")
    if ConditionKind.IN_GRAVEYARD in kinds:  # 113.6: judge's static abilities work on the
        raise NoReading("a static ability that works from a graveyard")  # battlefield only
    subject = re.match(r"(this|enchanted \w+|equipped creature) (?:is|has) ", condition)
    if subject is not None:
        rest = re.sub(r"^it(?= )", "~" if subject[1] == "this" else subject[1], rest)
    rest = rest[:1].upper() + rest.replace(" gets an additional ", " gets ")[1:]
    abilities = _self_static(rest)
    if abilities is None:
        found = read(_UNCONDITIONED, rest, face)
        if found is None:
            raise NoReading(rest)
        abilities = found[1]
    if not all(isinstance(a, dict) and set(a) == {"static"} for a in abilities):
        raise NoReading("only static abilities apply while a condition holds")
    return [{"static": {**a["static"], "condition": condition}} for a in abilities]


def _self_static(text: str) -> Built | None:
    """'~ gets +2/+2 and has flying', '~ has hexproof', '~ gets +1/+0 and can't block': what a
    card says of itself under a condition (without one it would be its printed values)."""
    if not (text.startswith("~ ") and text.endswith(".")):
        return None
    lost = re.fullmatch(r"~ isn't an? (artifact|creature|enchantment|land)\.", text)
    if lost:  # 205.1a: a card type it loses while the condition holds (the Theros gods)
        return [{"static": {"affects": "this", "remove_types": [lost[1]]}}]
    static: dict[str, Any] = {"affects": "this"}
    said: list[str] = []  # each verb's words: a keyword list may go on past an "and"
    for part in re.split(r",? and |, ", text[2:-1]):
        if part.startswith(("gets ", "has ", "can't ")):
            said.append(part)
        elif said and said[-1].startswith("has "):
            said[-1] += f", {part}"
        else:
            return None
    for part in said:
        verb, words = part.split(" ", 1)
        if verb == "gets" and re.fullmatch(PT, words) and "pt" not in static:
            static["pt"] = words
        elif verb == "has":
            static.setdefault("gain", []).extend(keywords(words))
        elif verb == "can't" and words in ("attack", "block", "attack or block"):
            static.setdefault("restrict", []).extend(words.split(" or "))
        else:
            return None
    return [{"static": static}] if "pt" in static or "gain" in static else None


def _attached_to_fit(what: str, face: Face) -> None:
    """'Enchanted creature' is an Aura's words, 'equipped creature' an Equipment's."""
    needed = "Aura" if what.startswith("Enchanted") else "Equipment"
    bestowed = needed == "Aura" and re.search(r"^Bestow \{", face.text, re.MULTILINE)
    if needed not in face.subtypes and not bestowed:  # cast bestowed, an Aura (702.103b)
        raise NoReading(f"{what!r} on a card that isn't an {needed}")


SPELL_RULE = cr.FOLLOW_INSTRUCTIONS  # 113.3a, 608.2c: an instant's or sorcery's text


def spell_line(text: str, x: bool = False) -> Built | None:
    """An instant's or sorcery's instructions (113.3a, 608.2c), or its modes (700.2); `x`: X
    is the value chosen for its {X} (107.3a)."""
    if _FROM_GRAVEYARD.search(text):  # a spell on the stack isn't in the graveyard
        return None
    try:
        modal = _MODAL.fullmatch(text)
        if modal is not None:
            return [{"spell": _modes(modal, x=x)}]
        body = _effects(text, x=x)
    except NoReading:
        return None
    # "create X Soldiers. If X is 5 or more, destroy all other creatures": other than what the
    # spell made, not other than the spell itself, which no selector says
    return None if _names_other(body) else [{"spell": body}]


def _names_other(built: Any) -> bool:
    """Whether some selector in what was read is 'all other …' / 'each other …'."""
    if isinstance(built, str):
        return re.match(r"(?:all|each) other ", built) is not None
    if isinstance(built, dict):
        return any(_names_other(v) for v in built.values())
    if isinstance(built, list):
        return any(_names_other(v) for v in built)
    return False


_MODAL = re.compile(r"Choose (?P<count>one|one or both|two|one or more|up to one|three|four|"
                    r"five)(?: —|(?P<again>\. You may choose the same mode more than once\.)|\. "
                    r"If (?P<cond>[^,]+), (?P<may>you may )?choose (?P<more>both|two|any number|"
                    r"one or more) instead(?:\.|—| —))\n(?P<modes>(?:• .+\n?)+)")
# "If …, you may choose both instead": how many then (700.2a); "any number": at least one
_MORE = {("both", True): "one or both", ("both", False): "two", ("two", True): "one or two",
         ("two", False): "two", ("any number", False): "one or more",
         ("one or more", False): "one or more"}
_MODE_NAME = re.compile(r"[A-Z][\w',!? -]* — ")  # a mode's flavor name: no rules meaning


def _modes(modal: re.Match[str], it: str | None = None, x: bool = False) -> dict[str, Any]:
    """Each mode's instructions, targets named apart across the modes (700.2c); `it` is what
    "it" means before a target is named; `x`, whether X can be read."""
    count, bullets = modal["count"], modal["modes"]
    modes = _mode_list([b.removeprefix("• ").strip() for b in bullets.strip().split("\n")],
                       it, x)
    body: dict[str, Any] = {"choose_modes": count, "modes": modes}
    if modal["again"]:  # 700.2d
        body["repeat_modes"] = True
    if modal["cond"]:
        more = _MORE.get((modal["more"], bool(modal["may"])))
        if more is None:
            raise NoReading(f"choose {modal['more']} instead")
        cond = re.sub(r" as you cast this spell$", "", modal["cond"])  # it's then anyway
        body["more_modes"] = {"if": condition(cond), "choose": more}
    return body


def _mode_list(texts: list[str], it: str | None = None, x: bool = False
               ) -> list[dict[str, Any]]:
    """Each mode's targets and instructions, targets named apart across the modes (700.2c)."""
    named = 0
    modes = []
    for bullet in texts:
        # each mode's own: "it" never means a target another mode named
        targets = Targets(it=it, x=x, named_before=named)
        text = _MODE_NAME.sub("", bullet, count=1)
        effects = instructions(text, targets)
        if effects is None:
            raise NoReading(bullet)
        mode: dict[str, Any] = {"effects": effects}
        if targets.specs:
            mode["targets"] = dict(targets.specs)
        named += len(targets.specs)
        modes.append(mode)
    return modes


# what a condition can govern: any static template but these two (no condition in another)
_UNCONDITIONED = [t for t in TEMPLATES
                  if t.build not in (_as_long_as, _during_turns)]
