"""Instructions a spell or ability follows (CR 608.2c), one sentence at a time: damage (120),
life (119), drawing (121), counters (122), tokens (701.6), destroying, exiling, countering,
tapping (701), continuous effects (611.2). Each template names the rule it models; a target is
declared as the sentence names it (115.1, 601.2c)."""

from __future__ import annotations

import re
from typing import Any

from judge import cr
from judge.cards.phrases import parse_filter
from judge.cr import Rule
from judge.oracle.templates import (
    NUMBER,
    keywords,
    PT,
    Built,
    NoReading,
    Targets,
    number,
    read,
    recipients,
    registry,
    selector,
)

TEMPLATES, template = registry()
_NEXT_UPKEEP = re.compile(r"(?P<effect>.+) at the beginning of the next turn's upkeep\.")
_TARGET = r"(?P<target>[Tt]arget [\w ,'-]+?)"
_COLOR_WORDS = ("white", "blue", "black", "red", "green", "colorless")


def instructions(text: str, targets: Targets) -> list[Built] | None:
    """Every sentence of the text read as an effect, or None if one of them can't be."""
    effects = []
    for sentence in re.split(r"(?<=\.)\s+", text.strip()):
        later = _NEXT_UPKEEP.fullmatch(sentence)
        if later is not None:  # 603.7: a delayed triggered ability, with what it will do
            delayed = instructions(later["effect"] + ".", targets)
            if delayed is None:
                return None
            effects.append({"delayed": {"at": "the beginning of the next upkeep",
                                        "effects": delayed}})
            continue
        found = read(TEMPLATES, sentence, targets)
        if found is None:
            return None
        effects.append(found[1])
    return effects


def _object(phrase: str, targets: Targets) -> str:
    """'target creature' -> a declared target's name; '~' -> 'this'; a set as written."""
    if phrase == "~":
        return "this"
    if phrase.lower().startswith("target "):
        return targets.add(phrase)
    return selector(phrase)


@template(rf"~ deals (?P<n>\d+) damage to (?P<to>any target|{_TARGET}|each [\w ]+)\.",
          cr.DAMAGE)  # 120.1, and 115.4 for "any target"
def _deal_damage(m: re.Match[str], targets: Targets) -> Built:
    to = m["to"]
    to = targets.add(to) if to == "any target" or to.lower().startswith("target ") \
        else recipients(to)
    return {"damage": {"amount": int(m["n"]), "to": to}}


@template(rf"(?P<what>~|{_TARGET}) gets? (?P<pt>{PT}) until end of turn\.", cr.PT_MODIFY)
def _pump(m: re.Match[str], targets: Targets) -> Built:
    return {"continuous": {"affects": _object(m["what"], targets), "until": "end of turn",
                           "pt": m["pt"]}}


@template(rf"(?P<what>~|{_TARGET}) (?:gets (?P<pt>{PT}) and )?gains (?P<kw>[\w ,]+?) until "
          rf"end of turn\.", cr.ABILITY_LAYER)
def _gain_until_end_of_turn(m: re.Match[str], targets: Targets) -> Built:
    body: dict[str, Any] = {"affects": _object(m["what"], targets), "until": "end of turn",
                            "gain": keywords(m["kw"])}
    if m["pt"]:
        body["pt"] = m["pt"]
    return {"continuous": body}


@template(rf"(?P<what>[\w ]+ you control) get (?P<pt>{PT}) until end of turn\.",
          cr.PT_MODIFY)
def _team_pump(m: re.Match[str], targets: Targets) -> Built:
    return {"continuous": {"affects": selector(m["what"]), "until": "end of turn",
                           "pt": m["pt"]}}


@template(rf"(?P<what>~|{_TARGET}) can't block this turn\.", cr.CONTINUOUS_FROM_RESOLUTION)
def _cant_block(m: re.Match[str], targets: Targets) -> Built:
    return {"continuous": {"affects": _object(m["what"], targets), "until": "end of turn",
                           "restrict": ["block"]}}


@template(rf"(?:(?P<who>Target player|Each player|Each opponent) draws?|Draw) "
          rf"(?P<n>{NUMBER}) cards?\.", cr.DRAW)
def _draw(m: re.Match[str], targets: Targets) -> Built:
    return _cards_for(m, targets, "draw")


@template(r"(?P<who>You|Target player|Each player|Each opponent) (?P<verb>gains?|loses?) "
          r"(?P<n>\d+) life\.", cr.LIFE_CHANGE)
def _life(m: re.Match[str], targets: Targets) -> Built:
    kind = "gain_life" if m["verb"].startswith("gain") else "lose_life"
    return {kind: {"amount": int(m["n"]), "player": _player(m["who"], targets)}}


@template(rf"(?:(?P<who>Target player|Each player|Each opponent) mills?|Mill) (?P<n>{NUMBER}) "
          rf"cards?\.", cr.MILL)
def _mill(m: re.Match[str], targets: Targets) -> Built:
    return _cards_for(m, targets, "mill")


def _cards_for(m: re.Match[str], targets: Targets, key: str) -> Built:
    """'Draw two cards.' (you) or 'Target player mills three cards.' (a player named)."""
    n = number(m["n"])
    if m["who"] is None:
        return {key: n}
    return {key: {"amount": n, "player": _player(m["who"], targets)}}


@template(rf"Scry (?P<n>{NUMBER})\.", cr.SCRY)
def _scry(m: re.Match[str], targets: Targets) -> Built:
    return {"scry": number(m["n"])}


@template(rf"Surveil (?P<n>{NUMBER})\.", cr.SURVEIL)
def _surveil(m: re.Match[str], targets: Targets) -> Built:
    return {"surveil": number(m["n"])}


@template(rf"(?P<what>{_TARGET}) fights (?P<other>target [\w ']+?)\.", cr.FIGHT)
def _fight(m: re.Match[str], targets: Targets) -> Built:
    return {"fight": {"what": targets.add(m["what"]), "other": targets.add(m["other"])}}


@template(r"(?P<who>Target player|Each player|Each opponent) sacrifices? an? (?P<what>[\w ]+?)"
          r"(?: of their choice)?\.", cr.SACRIFICE)
def _sacrifice(m: re.Match[str], targets: Targets) -> Built:
    return {"sacrifice": {"what": _filter(m["what"]), "player": _player(m["who"], targets)}}


@template(r"Sacrifice ~\.", cr.SACRIFICE)
def _sacrifice_this(m: re.Match[str], targets: Targets) -> Built:
    return {"sacrifice_it": "this"}


def _filter(phrase: str) -> str:
    try:
        parse_filter(phrase)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return phrase


@template(rf"(?P<who>Target player|Each player|Each opponent) discards? (?P<n>{NUMBER}) "
          rf"cards?\.", cr.DISCARD)
def _discard(m: re.Match[str], targets: Targets) -> Built:
    return {"discard": {"amount": number(m["n"]), "player": _player(m["who"], targets)}}


def _player(who: str, targets: Targets) -> str:
    low = who.lower()
    if low == "target player":
        return targets.add("player")
    return {"you": "you", "each player": "each player", "each opponent": "each opponent"}[low]


def _keyword_action(verb: str, key: str, rule: Rule) -> None:
    """'Destroy target creature.', 'Exile all creatures.' — one template per keyword action."""
    def build(m: re.Match[str], targets: Targets) -> Built:
        what = m["what"]
        return {key: targets.add(what) if what.lower().startswith("target ")
                else selector(what)}
    build.__name__ = f"_{key}"
    template(rf"{verb} (?P<what>{_TARGET}|all [\w ]+|enchanted creature|equipped creature)\.",
             rule)(build)


for _verb, _key, _rule in (("Destroy", "destroy", cr.DESTROY), ("Exile", "exile", cr.EXILE),
                           ("Tap", "tap", cr.TAP), ("Untap", "untap", cr.UNTAP)):
    _keyword_action(_verb, _key, _rule)


@template(rf"Return {_TARGET} to its owner's hand\.", cr.FOLLOW_INSTRUCTIONS)
def _bounce(m: re.Match[str], targets: Targets) -> Built:
    return {"return_to_hand": targets.add(m["target"])}


@template(r"Counter (?P<target>target [\w ]*spell)\.", cr.COUNTER_SPELL)
def _counter(m: re.Match[str], targets: Targets) -> Built:
    return {"counter": targets.add(m["target"])}


@template(r"Regenerate ~\.", cr.REGENERATE)
def _regenerate(m: re.Match[str], targets: Targets) -> Built:
    return {"regenerate": "this"}


@template(rf"Put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1) counters? on (?P<on>~|{_TARGET}|each "
          rf"[\w ]+)\.", cr.COUNTERS)
def _counters(m: re.Match[str], targets: Targets) -> Built:
    on = m["on"]
    chosen = _object(on, targets) if not on.startswith("each ") else selector(on)
    return {"put_counters": {"counter": m["kind"], "amount": number(m["n"]), "on": chosen}}


@template(rf"Create (?P<n>{NUMBER}) (?P<p>\d+)/(?P<t>\d+) (?P<colors>[\w ]+?) "
          rf"(?P<subtypes>(?:[A-Z][\w'-]* )+)creature tokens?"
          rf"(?: with (?P<keywords>[\w ,]+?))?\.", cr.CREATE_TOKEN)
def _token(m: re.Match[str], targets: Targets) -> Built:
    colors = m["colors"].replace(" and ", " ").split()
    if any(c not in _COLOR_WORDS for c in colors):
        raise NoReading(f"colors {m['colors']!r}")
    subtypes = m["subtypes"].split()
    token: dict[str, Any] = {
        "name": " ".join(subtypes), "types": ["creature"], "subtypes": subtypes,
        "colors": [c for c in colors if c != "colorless"],
        "power": int(m["p"]), "toughness": int(m["t"])}
    if m["keywords"]:
        token["abilities"] = [k.strip() for k in re.split(r",|\band\b", m["keywords"])
                              if k.strip()]
    return {"create_token": {"amount": number(m["n"]), "token": token}}


@template(r"Add (?P<mana>(?:\{[WUBRGC]\})+|one mana of any color|\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? "
          r"or \{[WUBRGC]\})\.", cr.MANA)
def _add_mana(m: re.Match[str], targets: Targets) -> Built:
    return {"add_mana": m["mana"]}
