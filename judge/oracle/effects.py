"""Instructions a spell or ability follows (CR 608.2c), one sentence at a time: damage (120),
life (119), drawing (121), counters (122), tokens (701.6), destroying, exiling, countering,
tapping (701), continuous effects (611.2). Each template names the rule it models; a target is
declared as the sentence names it (115.1, 601.2c)."""

from __future__ import annotations

from dataclasses import replace

import copy
from functools import cache
import re
from typing import Any, Callable, Iterable

from judge import cr
from judge.cards.phrases import (
    devotion_colors,
    parse_cost,
    parse_filter,
    parse_selector,
    Scope,
)
from judge.cr import Rule
from judge.words import Keyword, Zone, singular
from judge.oracle.templates import (
    NUMBER,
    PT_X,
    characteristics,
    condition,
    counter_kind,
    keywords,
    PT,
    Built,
    NoReading,
    Targets,
    amount,
    counted,
    number,
    pt_x,
    read,
    recipients,
    registry,
    selector,
)

TEMPLATES, template = registry()
# 603.7: a delayed triggered ability, with what it will do
_LATER = {re.compile(r"(?P<effect>.+) at the beginning of the next turn's upkeep\."):
          "the beginning of the next upkeep",
          re.compile(r"(?P<effect>.+) at the beginning of the next end step\."):
          "the beginning of the next end step",
          re.compile(r"(?P<effect>.+) at end of combat\."): "end of combat"}
_TARGET = r"(?P<target>(?:[Uu]p to one )?(?:[Aa]nother )?[Tt]arget [\w ,'-]+?)"
# one word "target" that may choose several objects (601.2c): "each of up to two target …"
_TARGETS = (r"(?P<target>(?:[Ee]ach of )?(?:[Uu]p to (?:one|two|three|four|five) |[Tt]wo |"
            r"[Tt]hree |[Ff]our )?(?:[Aa]nother |[Oo]ther )?[Tt]arget [\w ,'-]+?)")
# an object named before (Targets.earlier); "that token": the ones the effect just created
_IT = r"[Ii]t|[Tt]hat creature|[Tt]hat token|[Tt]hose tokens|[Tt]hose creatures"
# the permanent an Aura or Equipment is attached to (303.4, 301.5)
_ATTACHED = (r"[Ee]nchanted (?:creature|permanent|land|artifact|enchantment|planeswalker)|"
             r"[Ee]quipped creature")
_OBJECT = rf"~|{_TARGET}|{_IT}"
_OBJECTS = rf"~|{_TARGETS}|{_IT}"  # where the instruction may apply to several targets
# 508.4: "… token that's tapped and attacking"
_ATTACKING = r"(?P<attacking> that(?:'s| are) (?:tapped and )?attacking)?"
_COLOR_WORDS = ("white", "blue", "black", "red", "green", "colorless")
_PLAYERS = ("Target player|Target opponent|Each player|Each opponent|That player|Its controller|"
            "That creature's controller|"
            "Defending player")


def instructions(text: str, targets: Targets) -> list[Built] | None:
    """Every sentence of the text read as an effect, or None if one of them can't be."""
    effects: list[Built] = []
    sentences = _sentences(text.strip())
    try:
        while sentences:
            found = next((built for reader in _READERS
                          if (built := reader(sentences, targets, effects)) is not None), None)
            if found is None:
                found = _counted_sentence(sentences.pop(0), targets)
            if found is None:
                return None
            effects += found
    except NoReading:
        return None
    return effects


def _sentences(text: str) -> list[str]:
    """The text's sentences; a period inside quotation marks (an ability an effect grants,
    'with "{1}: … until end of turn. Activate only as a sorcery."') ends none."""
    parts = re.split(r'(?<=[."])\s+', text)
    out: list[str] = []
    for part in parts:
        if out and (out[-1].count('"') % 2 or not out[-1].endswith((".", '."'))
                    or part[:1].islower()):
            out[-1] += " " + part
        else:
            out.append(part)
    return out


# Wordings of one or more sentences read together. Each reader looks at the sentences left
# (the first is the one it starts at): where its wording starts there, it takes the sentences
# it reads off the list and returns what they do; elsewhere None. NoReading: it can't be read.
Reader = Callable[[list[str], Targets, list[Built]], list[Built] | None]


def _paid(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """118.12: "[You may] [cost]. If you do, …" and "… unless you pay [cost]."."""
    first, rest = sentences[0], sentences[1:]
    if not (_UNLESS.fullmatch(first) or _COST_SENTENCE.fullmatch(first) and rest
            and rest[0].startswith(("If you do, ", "If you don't, ", "When you do, "))):
        return None
    if re.search(r"\byour hand\.$", first) and re.search(r"\bthat (?:many|much)\b", rest[0]):
        # "that many" there counts the cards discarded, not what the trigger event counted
        raise NoReading("'that many' after discarding a hand")
    sentences.pop(0)
    paid = _if_you_do(first, sentences, targets)
    if paid is None:
        raise NoReading(first)
    return [paid]


_MAY_DISCARD = re.compile(r"You may discard (?:(?P<hand>(?:all the cards in )?your hand)|up to "
                          r"(?P<n>one|two|three) cards|(?P<any>any number of cards))\. If you "
                          r"do, draw that many cards(?: (?P<more>plus|minus) one)?\.")


def _discard_that_many(sentences: list[str], targets: Targets,
                       effects: list[Built]) -> list[Built] | None:
    """'You may discard up to two cards. If you do, draw that many cards.' (701.8b, 121.2):
    'that many' is the number of cards discarded; choosing none, none are drawn."""
    m = _MAY_DISCARD.fullmatch(" ".join(sentences[:2])) if len(sentences) > 1 else None
    if m is None:
        return None
    del sentences[:2]
    body: dict[str, Any] = {"then_draw": "that many"}
    if m["more"]:
        raise NoReading("'plus one' drawn only if a card was discarded")
    if m["hand"]:
        body.update(hand=True, optional=True)
    elif m["n"]:
        body.update(amount=number(m["n"]), up_to=True)
    else:
        body["any_number"] = True
    return [{"discard": body}]


def _drew(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """608.2c: 'Draw a card. If you do, …': what follows needs a card drawn."""
    if len(sentences) < 2 or not sentences[1].startswith("If you do, "):
        return None
    drawn = _sentence(sentences[0], targets)
    if drawn is None or len(drawn) != 1 or not isinstance(drawn[0], dict) \
            or set(drawn[0]) != {"draw"} or "player" in _body(drawn[0]["draw"]):
        return None
    then = sentences[1][len("If you do, "):]
    found = _counted_sentence(then[:1].upper() + then[1:], targets)
    if found is None:
        raise NoReading(sentences[1])
    del sentences[:2]
    return [{"draw_then": {**_body(drawn[0]["draw"]), "if_drawn": found}}]


def _body(shorthand: Any) -> dict[str, Any]:
    """An instruction's fields, where its shorthand scalar names its amount."""
    return shorthand if isinstance(shorthand, dict) else {"amount": shorthand}


def _flicker_later(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """'Exile target creature. Return that card to the battlefield under its owner's control at
    the beginning of the next end step.': a delayed triggered ability returns the card it
    became in exile (603.7c, 400.7)."""
    if len(sentences) < 2:
        return None
    exile = re.fullmatch(rf"Exile (?P<what>{_OBJECT})\.", sentences[0])
    back = re.fullmatch(r"Return (?:it|that card) to the battlefield(?P<tapped> tapped)? under "
                        r"(?P<whose>its owner's|your) control at the beginning of the next end "
                        r"step\.", sentences[1])
    if exile is None or back is None:
        return None
    del sentences[:2]
    return [{"exile_and_return": {"what": _object(exile["what"], targets),
                                  "under": "owner" if back["whose"] == "its owner's" else "you",
                                  "tapped": bool(back["tapped"]),
                                  "at": "the beginning of the next end step"}}]


def _digs(sentences: list[str]) -> bool:
    """Whether the sentences start with looking at the top cards and taking some."""
    return _dig_reading(sentences) is not None


def _dig_reading(sentences: list[str]) -> tuple[dict[str, Any], int] | None:
    """The parts of the wording of looking at the top cards that the sentences start with, and
    how many sentences it takes: the most it can (so 'Put the rest …' is never left over)."""
    for used in range(min(len(sentences), 4), 0, -1):
        found = _dig_parts(" ".join(sentences[:used]))
        if found is not None and (found["rest"] is not None or used == len(sentences)
                                  or not _SAYS_MORE.search(sentences[used])
                                  or _IF_NONE.fullmatch(sentences[used])):
            return found, used
    return None


def _dig_parts(text: str) -> dict[str, Any] | None:
    """'Look at the top four cards of your library' and how many are taken (of what kind),
    where they go and where the rest go: the words, or None."""
    head = _DIG_HEAD.match(text)
    if head is None:
        return None
    found: dict[str, Any] = {"n": head["n"], "rest": None}
    takes, rests = (_DIG_TAKES, _DIG_RESTS) if head["n"] else ((_DIG_TOP_CARD,), _DIG_TOP_RESTS)
    got = next((m for take in takes if (m := take.match(text, head.end()))), None)
    if got is None:
        return None
    found.update((k, v) for k, v in got.groupdict().items() if v is not None)
    after = text[got.end():]
    if after == ".":
        return found
    end = next((m for rest in rests if (m := rest.fullmatch(after))), None)
    if end is None:
        return None
    words = {k: v for k, v in end.groupdict().items() if v is not None}
    if not head["n"] and (("otherwise" in words) != ("all" in found)
                          or not found["onto"].startswith(words.get("not_put", ""))):
        return None  # "Otherwise" after "put it", "If you don't put it there" after "you may"
    return found | words


def _dig(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """'Look at the top four cards … into your hand … the rest …' (401.4); revealing them
    first changes nothing but who sees them; 'the top X cards …, where X is …' counts as it
    resolves (608.2h)."""
    said = list(sentences)
    where = _WHERE_X.fullmatch(said[0]) if re.match(r"(?:Look at|Reveal) the top X ", said[0]) \
        else None
    if where is not None and targets.count is None:
        try:
            targets.count = _value(where["count"], targets.it,
                                   "creature type" in targets.choose, targets.event_spell)
        except NoReading:
            return None
        said[0] = where["head"] + "."
    try:
        reading = _dig_reading(said)
        if reading is None:
            return None
        found, used = reading
        n = amount(found["n"], targets) if found["n"] else 1
    finally:
        if where is not None:
            targets.count = None
    del sentences[:used]
    body = _dig_body(found, n)
    none = _IF_NONE.fullmatch(sentences[0]) if sentences else None
    if none is not None and found["onto"].startswith(none["where"]):
        sentences.pop(0)  # "If you didn't put a card into your hand this way, draw a card."
        then = _counted_sentence(none["then"][:1].upper() + none["then"][1:], targets)
        if then is None:
            raise NoReading(none["then"])
        body["if_none"] = then
    return [{"look_at_top": body}]


def _dig_body(found: dict[str, Any], n: int | str) -> dict[str, Any]:
    """The look_at_top form of the words `_dig_parts` found."""
    count = found.get("count") or ("all" if found.get("all") else "one")
    if found.get("not_put") and not found["onto"].startswith(found["not_put"]):
        raise NoReading("the cards not put where those taken went")
    if found.get("each") and found["onto"] != "into your hand":
        raise NoReading("a card of each kind put elsewhere than the hand")
    body: dict[str, Any] = {"amount": n}
    what = found.get("what") or (found.get("adjective") and found["adjective"] + " card")
    if found.get("each"):  # "a creature card and/or a land card": one of each kind
        body["each"] = [_filter(re.sub(r"^an? ", "", kind))
                        for kind in re.split(r",? and/or |, ", found["each"])]
    if what and re.search(r"\bcards?\b.* and/or ", what):  # "a creature card and/or …"
        raise NoReading(f"{what!r}: a card of each kind")
    if what and " and/or " in what:  # "instant and/or sorcery cards": each one or the other
        if not re.fullmatch(r"(?:[\w-]+, )*[\w-]+,? and/or [\w-]+ cards?(?: with [^.]+)?", what):
            raise NoReading(f"{what!r}: words of one kind that may not be of the other")
        what = what.replace(" and/or ", " or ")
    if what:
        body["find"] = _filter(re.sub(r"\bcards\b", "card", what))
    if count == "all":
        if not what:
            raise NoReading("all of them")
        body["take"] = "all"
    elif count == "any number of":
        body["take"] = "any"
    else:
        if number(count.removeprefix("up to ")) > 1:
            body["take"] = number(count.removeprefix("up to "))
        if not what and not found.get("each") and (count.startswith("up to ")
                                                   or found.get("may")):
            body["up_to"] = True  # "Put up to two of them …", "You may put one of them …"
        if what and not found.get("may") and not count.startswith("up to "):
            body["must"] = True  # "Put a land card from among them into your hand"
    onto = found["onto"]
    if onto != "into your hand":
        body["onto"] = "battlefield" if "battlefield" in onto else "top" if "top" in onto \
            else "graveyard"
        body["tapped"] = bool(found.get("tapped"))
    rest = found["rest"]
    if rest is None:  # no word of the rest: it stays on top
        body["rest"] = "top"
    else:
        body["rest"] = "graveyard" if "graveyard" in rest else "hand" if "hand" in rest \
            else "top in any order" if "top" in rest else "exile" if rest == "rest" \
            else "bottom"
    if body["rest"].startswith("top") and body.get("onto") == "top":
        raise NoReading(f"{rest!r}: the rest back on top, as those taken")
    if found.get("order") == "a random":  # no one knows it (701.20a's randomness)
        body["order"] = "random"
    if found.get("rest_may") or found.get("rest_may2"):  # "…, you may put it into your graveyard"
        body["rest_optional"] = True
    if found.get("rest_words") == "other" and not (isinstance(n, int) and isinstance(
            body.get("take", 1), int) and n - body.get("take", 1) == 1):
        raise NoReading("'the other' of more than one card left")
    return body


def _revealed_hand(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """701.8b: 'Target opponent reveals their hand. You [may] choose … from it. That player
    discards that card.', or 'Look at target player's hand and choose …' (701.16e); 'If you
    do, … If you don't, …' turn on whether a card was chosen (608.2c, 608.2d)."""
    revealed, used = next(((m, n) for n in (4, 3, 2) if (m := _REVEAL.fullmatch(
        " ".join(sentences[:n])))), (None, 0))
    if revealed is None:
        return None
    del sentences[:used]
    may, count = bool(revealed["may"]), revealed["count"]
    n = count.removeprefix("up to ")
    one = n in ("a", "an", "one")
    them = revealed["them"] or revealed["them2"] or revealed["them3"] or revealed["them4"]
    if may and n != count or one != (them in ("that card", "it")):
        raise NoReading("the words of the cards chosen and of those discarded disagree")
    if (revealed["if_do"] or revealed["otherwise"]) and not may \
            or may and revealed["then"] and not revealed["if_do"]:
        raise NoReading("'if you do' with nothing the chooser may leave undone")
    what = re.sub(r"\bcards\b", "card", revealed["what"])
    if revealed["with"] or revealed["with2"]:
        what += f" with {revealed['with'] or revealed['with2']}"
    who = revealed["who"] or revealed["whose"][:1].upper() + revealed["whose"][1:]
    body: dict[str, Any] = {"player": _player(who, targets), "you_choose": _filter(what)}
    if revealed["top"]:  # "Put that card on top of that player's library" (608.2c)
        if may or not one or not revealed["look"]:
            raise NoReading("a card put on top other than one chosen from a hand looked at")
        return [{"hand_to_top": body}]
    if revealed["verb"] != "discards":  # "Exile that card", "That player exiles that card"
        if may or not one or revealed["then"] or revealed["look"]:
            raise NoReading("a card exiled from a hand other than as one revealed and chosen")
        if revealed["until"]:  # 610.3: it returns to the hand when this leaves
            body["until_this_leaves"] = True
        return [{"exile_from_hand": body}]
    if not one:
        body["amount"] = amount(n, targets)
    if may or n != count:
        body["up_to"] = True
    if revealed["look"]:
        body["looked"] = True
    then = _said_of(f"That player {revealed['then']}.", targets) if revealed["then"] else []
    if revealed["if_do"] and then:  # "If you do, that player discards that card, then …"
        body["if_chosen"], then = then, []
    if revealed["otherwise"]:
        body["if_none"] = _said_of(revealed["otherwise"][:1].upper() + revealed["otherwise"][1:],
                                   targets)
    return [{"discard": body}] + then


_REVEAL_SOME = re.compile(
    r"(?P<who>Target opponent|Target player|That player) reveals (?:(?P<n>two|three|four|X) "
    r"cards from their hand|a number of cards from their hand equal to (?P<count>[^.]+?))"
    r"(?: and you choose one of them|\. You choose one of (?:them|those cards))\. That player "
    r"discards that card\.")


def _revealed_some(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """701.16a, 701.8b: 'Target player reveals three cards from their hand and you choose one
    of them. That player discards that card.': the player chooses which cards they show."""
    m = _REVEAL_SOME.fullmatch(" ".join(sentences[:3])) or _REVEAL_SOME.fullmatch(
        " ".join(sentences[:2]))
    if m is None:
        return None
    del sentences[:m[0].count(". ") + 1]
    player = _player(m["who"], targets)
    count = re.sub(r"^the ", "", m["count"] or "")
    if m["count"] and not re.fullmatch(_VALUE, count):
        raise NoReading(f"{m['count']!r}: a number the vocabulary can't count")
    shown = amount(m["n"], targets) if m["n"] else _value(
        count, targets.it, "creature type" in targets.choose, targets.event_spell)
    return [{"discard": {"player": player, "you_choose": "card", "reveal": shown}}]


def _said_of(sentence: str, targets: Targets) -> list[Built]:
    """One sentence inside a reading, which must be read whole."""
    found = _counted_sentence(sentence, targets)
    if found is None:
        raise NoReading(sentence)
    return found


def _conditional(sentences: list[str], targets: Targets,
                 effects: list[Built]) -> list[Built] | None:
    """608.2c: 'If <condition>, …', followed only if it holds as the instructions get there."""
    cond = _IF.fullmatch(sentences[0])
    if cond is None or cond["cond"].startswith(("you do", "you don't", "~ was kicked",
                                                 "this spell was kicked", "~ was bargained",
                                                 "this spell was bargained")):
        return None
    sentences.pop(0)
    checked = condition(cond["cond"], x=targets.x)
    then = _counted_sentence(cond["then"][:1].upper() + cond["then"][1:], targets)
    if then is None:
        raise NoReading(cond["then"])
    return [{"only_if": {"if": checked, "effects": then}}]


_INSTEAD = re.compile(r"If (?P<cond>[^,]+), (?P<then>.+) instead\.")
_DAMAGE_INSTEAD = re.compile(r"(?:it|~) deals (?P<n>\d+|X) damage")


def _instead(sentences: list[str], targets: Targets,
             effects: list[Built]) -> list[Built] | None:
    """608.2c: '… . If <condition>, <instruction> instead.': where the condition holds as the
    spell or ability gets there, its instruction replaces the one before it, of the same kind
    and about the same things; otherwise that one is followed. "If this spell was kicked"
    (702.33e): a target named only there is not read (702.33g)."""
    m = _INSTEAD.fullmatch(sentences[0])
    if m is None or re.search(r"\bwould\b", m["cond"]):  # a replacement effect (614.1a)
        return None
    kept = copy.deepcopy(targets.__dict__)
    try:
        return _replaced(m, sentences, targets, effects)
    except NoReading:  # another reader's, or no reading
        targets.__dict__.update(kept)
        return None


def _replaced(m: re.Match[str], sentences: list[str], targets: Targets,
              effects: list[Built]) -> list[Built]:
    last = effects[-1] if effects else None
    if not isinstance(last, dict) or len(last) != 1:
        raise NoReading("'instead' with no one instruction before it to replace")
    key, body = next(iter(last.items()))
    checked = condition(m["cond"], x=targets.x)
    then = m["then"]
    damage = _DAMAGE_INSTEAD.fullmatch(then)
    by_this = key == "damage" and isinstance(body, dict) and "by" not in body
    if damage and by_this:  # "it deals 5 damage instead": the same damage, another amount
        found: list[Built] | None = [{"damage": {**body, "amount": amount(damage["n"], targets)}}]
    else:
        if by_this and then.startswith("it deals "):  # the spell itself, as before (120.1)
            then = "~" + then[len("it"):]
        before = dict(targets.specs)
        found = _counted_sentence(then[:1].upper() + then[1:] + ".", targets)
        if found is not None and targets.specs != before:
            raise NoReading("a target named only in what happens instead")
    if found is None or len(found) != 1 or not isinstance(found[0], dict) \
            or list(found[0]) != [key]:
        raise NoReading(f"{then!r} instead of another kind of instruction")
    new = found[0][key]
    for field in ("affects", "to", "what"):  # about the same objects or players
        if isinstance(body, dict) and isinstance(new, dict) and body.get(field) != new.get(
                field):
            raise NoReading(f"'instead' about other things than {body.get(field)!r}")
    sentences.pop(0)
    effects.pop()
    return [{"only_if": {"if": checked, "effects": found, "otherwise": [last]}}]


_NO_REGENERATION = re.compile(
    rf"(?P<what>{_TARGET}|It|They|That creature|The creature|(?P<damaged>A creature dealt damage "
    r"this way|Creatures dealt damage this way)) can't be regenerated(?P<turn> this turn)?\.")


def _no_regeneration(sentences: list[str], targets: Targets,
                     effects: list[Built]) -> list[Built] | None:
    """701.15c: 'It/They can't be regenerated.' after a destroy instruction; 'Target creature
    can't be regenerated this turn', 'A creature dealt damage this way can't be regenerated
    this turn': an effect on those permanents until the turn ends."""
    found = _NO_REGENERATION.fullmatch(sentences[0])
    if found is None:
        return None
    sentences.pop(0)
    if found["turn"]:
        if effects and isinstance(effects[-1], dict) and "destroy" in effects[-1]:
            raise NoReading("'can't be regenerated this turn' after it was destroyed")
        return [{"cant_be_regenerated": _unregenerable(found, targets, effects)}]
    if found["target"] or found["damaged"]:
        raise NoReading("'can't be regenerated' with no 'this turn' for no destruction before")
    last = effects[-1] if effects else None
    if not isinstance(last, dict) or "destroy" not in last:
        raise NoReading("'can't be regenerated' with nothing destroyed before it")
    what = last["destroy"]
    last["destroy"] = {**(what if isinstance(what, dict) else {"what": what}),
                       "no_regeneration": True}
    return []


def _unpreventable(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """615.12: 'The damage can't be prevented.' after one damage instruction."""
    if not re.fullmatch(r"(?:The|This) damage can't be prevented\.", sentences[0]):
        return None
    sentences.pop(0)
    last = effects[-1] if effects else None
    dealt = [e for e in effects if isinstance(e, dict) and "damage" in e]
    if not isinstance(last, dict) or list(last) != ["damage"] or len(dealt) != 1 \
            or not isinstance(last["damage"], dict):
        raise NoReading("'the damage can't be prevented' with no one damage instruction before")
    last["damage"] = {**last["damage"], "unpreventable": True}
    return []


def _unregenerable(found: re.Match[str], targets: Targets, effects: list[Built]) -> str:
    """Which permanents can't be regenerated this turn: a target, the one the instruction
    before named, or each creature it dealt damage to."""
    if found["damaged"]:
        if not any(isinstance(e, dict) and "damage" in e for e in effects):
            raise NoReading("'dealt damage this way' with no damage dealt before it")
        return "creatures dealt damage this way"
    if found["target"]:
        return targets.add(found["target"])
    if not effects:
        raise NoReading(f"{found['what']!r} with nothing named before it")
    earlier = _object("it", targets)
    if earlier == "this" or targets.specs.get(earlier, "creature") in ("any target",
                                                                        "player", "opponent"):
        raise NoReading("'it' may not be a permanent that can be regenerated")
    return earlier


_BECOMES = re.compile(
    rf"(?P<eot>Until end of turn, )?(?P<what>{_OBJECTS}) becomes an? (?:(?P<p>\d+)/(?P<t>\d+) )?"
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)"
    r"(?P<subtypes>(?:[A-Z][\w'-]* )*)(?P<artifact>artifact )?creature"
    r"(?: with (?P<with>[\w ,/]+?))?(?P<still> that's still a land| in addition to its other "
    r"types)?(?P<until> until end of turn)?\.")


def _becomes(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """'~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a
    land.': types added in layer 4 (205.1b: "still a land", "artifact creature" keep the
    object's other types), colors set in 5, abilities in 6, base power and toughness in 7b."""
    m = _BECOMES.fullmatch(sentences[0])
    if m is None or re.search(r"\b(?:loses|gains|gets) ", m["what"]):  # another verb's first
        return None
    sentences.pop(0)
    still = bool(m["still"])
    if sentences and sentences[0] == "It's still a land.":
        sentences.pop(0)
        still = True
    if m["eot"] and m["until"]:
        raise NoReading("'until end of turn' twice")
    subtypes = m["subtypes"].split()
    if not still and not m["artifact"]:
        raise NoReading("a new card type that replaces the old ones")
    body: dict[str, Any] = {"affects": _object(m["what"], targets),
                            "add_types": ["artifact", "creature"] if m["artifact"]
                            else ["creature"]}
    if subtypes:  # 205.1b: "[types] artifact creature" replaces only creature types
        body["add_subtypes" if still else "set_creature_types"] = subtypes
    colors = m["colors"].replace(",", " ").replace(" and ", " ").split()
    if colors:
        body["set_colors"] = [c for c in colors if c != "colorless"]
    pt = f"{m['p']}/{m['t']}" if m["p"] else None
    for part in re.split(r",? and |, ", m["with"] or "") if m["with"] else []:
        base = re.fullmatch(r"base power and toughness (\d+/\d+)", part)
        if base and pt is None:
            pt = base[1]
        elif part == "all creature types":
            body["all_creature_types"] = True
        else:
            body.setdefault("gain", []).extend(keywords(part))
    if pt is not None:
        body["set_pt"] = pt
    if m["eot"] or m["until"]:
        body["until"] = "end of turn"
    return [{"continuous": body}]


_EXILE_TOP = re.compile(rf"(?:Exile|(?P<who>{_PLAYERS}) exiles) the top "
                        rf"(?:card|(?P<n>{NUMBER}|X) cards) "
                        rf"of (?(who)their|(?P<whose>your|target player's|target opponent's|"
                        rf"each player's|each opponent's|that player's)) library\.")
_THEM = r"(?:that card|those cards|them|it)"
_FREE = r"(?P<{0}free> without paying (?:its|their) mana costs?)?"
_MAY_PLAY = re.compile(
    rf"(?:(?P<pre>Until end of turn|Until the end of your next turn), you may (?P<v1>play|cast) "
    rf"{_THEM}{_FREE.format('a')}|You may (?P<v2>play|cast) {_THEM} (?P<post>this turn|until "
    rf"the end of your next turn){_FREE.format('b')})\.")


def _impulse(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """'Exile the top card of your library. You may play that card this turn.' (701.11a,
    601.3, 611.2a)."""
    m = _EXILE_TOP.fullmatch(sentences[0])
    if m is None:
        return None
    body: dict[str, Any] = {"amount": amount(m["n"], targets) if m["n"] else 1}
    if m["who"]:
        body["player"] = _player(m["who"], targets)
    elif m["whose"] != "your":  # the ability's controller exiles them
        whose = m["whose"].removesuffix("'s")
        body["of"] = _player(whose[:1].upper() + whose[1:], targets)
    sentences.pop(0)
    may = _MAY_PLAY.fullmatch(sentences[0]) if sentences else None
    if may is not None:
        sentences.pop(0)
        window = (may["pre"] or may["post"]).lower()
        body["play"] = "this turn" if window in ("until end of turn", "this turn") \
            else "until the end of your next turn"
        if (may["v1"] or may["v2"]) == "cast":
            body["cast_only"] = True
        if may["afree"] or may["bfree"]:  # an alternative cost of nothing (118.9)
            body["free"] = True
    return [{"exile_top": body}]


_ONE_DOER = re.compile(r"(?P<who>Target player|Target opponent|Each player|Each opponent|You) "
                       r"(?P<rest>.+)\.")
# what one player does in a list: "draws three cards, loses 3 life, and gets three poison
# counters" (and "you draw …, lose …")
_DOES = re.compile(r"(?:(?:draw|lose|gain|get|discard|mill|sacrifice|reveal|shuffle|create|put|"
                   r"return|exile|search)s?\b|takes? the initiative\b)")


def _shared_subject(sentences: list[str], targets: Targets,
                    effects: list[Built]) -> list[Built] | None:
    """'Target player draws three cards, loses 3 life, and gets three poison counters.': one
    player does each in order (608.2c), each read as a sentence of its own."""
    m = _ONE_DOER.fullmatch(sentences[0])
    if m is None:
        return None
    # split only where the next instruction begins ("their hand and graveyard" stays whole)
    parts = re.split(rf",? (?:and |then )(?={_DOES.pattern})|, (?:then )?(?={_DOES.pattern})",
                     m["rest"])
    if len(parts) < 2 or not all(_DOES.match(p) for p in parts) or _whole(sentences[0], targets):
        return None
    who = m["who"]
    if who == "You":  # an instruction to you says it in the imperative: "Create …"
        sentences[0:1] = [f"{p[:1].upper()}{p[1:]}." for p in parts]
        return []
    again = "That player" if who.startswith("Target") else who
    sentences[0:1] = [f"{who} {parts[0]}."] + [f"{again} {p}." for p in parts[1:]]
    return []


def _whole(sentence: str, targets: Targets) -> bool:
    """Whether a template reads the sentence whole (then no reader takes it apart)."""
    try:
        return _counted_sentence(sentence, copy.deepcopy(targets)) is not None
    except NoReading:
        return False


def _then(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """'[instruction], then [instruction].': two instructions in order (608.2c), where the
    sentence isn't read whole by a template of its own ('…, then shuffle')."""
    first = sentences[0]
    head, then, tail = first.partition(", then ")
    tail = tail[:1].upper() + tail[1:]
    if not then or (_counted_sentence(first, copy.deepcopy(targets)) is not None
                    and not _digs([tail] + sentences[1:])):
        return None
    sentences[0:1] = [head + ".", tail]
    return []


def _then_first(sentences: list[str], targets: Targets,
                effects: list[Built]) -> list[Built] | None:
    """'Surveil 2. Then draw three cards.': 'then' at a sentence's start says only that it
    follows the instructions before it, as every instruction does (608.2c)."""
    found = re.match(r"Then,? (?P<rest>.)", sentences[0])
    if found is None or not effects:
        return None
    sentences[0] = found["rest"].upper() + sentences[0][found.end():]
    return []


def _later(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """603.7: '… at the beginning of the next end step.': a delayed triggered ability."""
    at, later = next(((at, m) for pattern, at in _LATER.items()
                      if (m := pattern.fullmatch(sentences[0]))), (None, None))
    if later is None:
        return None
    sentences.pop(0)
    delayed = instructions(later["effect"] + ".", targets)
    if delayed is None:
        raise NoReading(later["effect"])
    return [{"delayed": {"at": at, "effects": delayed}}]


def _token_has(sentences: list[str], targets: Targets,
               effects: list[Built]) -> list[Built] | None:
    """111.3: 'Create a 1/1 … token. It has "…".': abilities of the token just created."""
    has = re.fullmatch(r'(?:It has|They have|Those tokens have) "(?P<quoted>[^"]+)"\.?',
                       sentences[0])
    if has is None:
        return None
    made = effects[-1] if effects and isinstance(effects[-1], dict) else None
    if made is None or set(made) != {"create_token"} or "token" not in made["create_token"]:
        raise NoReading("'it has \"…\"' with no token created just before")
    sentences.pop(0)
    token = made["create_token"]["token"]
    token["abilities"] = token.get("abilities", []) + quoted_abilities(
        has["quoted"], token["types"], token["name"])
    return []


def _drained(sentences: list[str], targets: Targets,
             effects: list[Built]) -> list[Built] | None:
    """'You gain life equal to the life lost this way', after the instructions that made
    players lose it (608.2c)."""
    if sentences[0] != "You gain life equal to the life lost this way.":
        return None
    if not any("lose_life" in e for e in effects if isinstance(e, dict)):
        raise NoReading("'the life lost this way' with no life lost before it")
    sentences.pop(0)
    return [{"gain_life": {"amount": "the life lost this way", "player": "you"}}]


def _copied(sentences: list[str], targets: Targets,
            effects: list[Built]) -> list[Built] | None:
    """707.10: 'Copy target instant or sorcery spell. You may choose new targets for the
    copy.' (707.10c), 'copy that spell', 'copy it'."""
    m = _COPY.fullmatch(sentences[0])
    if m is None:
        return None
    sentences.pop(0)
    new = bool(sentences) and sentences[0] == "You may choose new targets for the copy."
    if new:
        sentences.pop(0)
    what = targets.add(m["what"]) if m["what"].startswith("target") else (
        "that spell" if m["what"] == "that spell" else targets.earlier())
    return [{"copy_spell": {"what": what, "new_targets": True} if new else what}]


_COPY = re.compile(r"Copy (?P<what>target (?:instant or sorcery|instant|sorcery) spell"
                   r"(?: you control)?|that spell|it)\.")


_SPELL_EXILED = re.compile(r"If (?:that spell|a spell cast this way) would be put into "
                           r"(?P<whose>your|a) graveyard, exile it instead\.")


def _cast_exiled(sentences: list[str], targets: Targets,
                 effects: list[Built]) -> list[Built] | None:
    """614.1a: 'If that spell would be put into your graveyard, exile it instead.', after an
    instruction that casts a card as it resolves: the spell it becomes (400.7h). "Your
    graveyard" is read only where the card is yours, so that its graveyard is yours."""
    m = _SPELL_EXILED.fullmatch(sentences[0])
    if m is None:
        return None
    last = effects[-1] if effects else None
    key = next(iter(last)) if isinstance(last, dict) and len(last) == 1 else None
    if last is None or key not in ("cast_it", "cast_card"):
        raise NoReading("'that spell' with no spell cast before it")
    body = last[key] if isinstance(last[key], dict) else {"what": last[key]}
    yours = body.get("from") in ("your hand", "your graveyard") if key == "cast_card" \
        else targets.specs.get(body["what"], "").endswith(" in your graveyard")
    if m["whose"] == "your" and not yours:
        raise NoReading("'your graveyard' for a card that may be another player's")
    last[key] = {**body, "exile_instead": True}
    sentences.pop(0)
    return []


def _exiled_if_dies(sentences: list[str], targets: Targets,
                    effects: list[Built]) -> list[Built] | None:
    """614.1a: 'If that creature would die this turn, exile it instead.'"""
    found = _DIES_EXILED.fullmatch(sentences[0])
    if found is None:
        return None
    sentences.pop(0)
    if found["damaged"]:  # each creature the instructions before dealt damage to
        if not any("damage" in e for e in effects):
            raise NoReading("'dealt damage this way' with no damage dealt before it")
        return [{"exile_if_dies": "creatures dealt damage this way"}]
    return [{"exile_if_dies": targets.earlier()}]


_COUNTERED_INSTEAD = re.compile(
    r"If that spell is countered this way, (?:(?P<exile>exile it instead of putting it into its "
    r"owner's graveyard)|put it (?P<where>on top of its owner's library|into its owner's hand) "
    r"instead of into that player's graveyard)\.")
_COUNTERED_TO = {"on top of its owner's library": "library top", "into its owner's hand": "hand"}


def _countered_instead(sentences: list[str], targets: Targets,
                       effects: list[Built]) -> list[Built] | None:
    """614.15: 'Counter target spell. If that spell is countered this way, exile it instead …':
    where the spell the sentence before counters goes instead of its owner's graveyard."""
    found = _COUNTERED_INSTEAD.fullmatch(sentences[0])
    if found is None:
        return None
    countered = effects[-1] if effects else None
    if not (isinstance(countered, dict) and "counter" in countered):
        raise NoReading("'countered this way' with no spell countered just before it")
    sentences.pop(0)
    body = countered["counter"]
    if isinstance(body, str):
        body = countered["counter"] = {"what": body}
    body["instead"] = "exile" if found["exile"] else _COUNTERED_TO[found["where"]]
    return []


_HAVE = re.compile(r"Have (?P<who>~|(?:up to one )?target [\w ,'-]+?) (?P<verb>get|gain|lose|"
                   r"deal|discard|draw|mill|sacrifice|return|put|fight|create|exile|search)"
                   r"(?P<rest> .+)")


def _have(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """'Have target opponent discard a card', 'have ~ deal 2 damage to …': what the one named
    does, said as the ability's instruction (608.2c)."""
    found = _HAVE.fullmatch(sentences[0])
    if found is None:
        return None
    verb = found["verb"] + ("es" if found["verb"].endswith(("sh", "ch", "x", "s")) else "s")
    said = f"{found['who'][:1].upper()}{found['who'][1:]} {verb}{found['rest']}"
    done = instructions(said, targets)
    if done is None:
        raise NoReading(sentences[0])
    sentences.pop(0)
    return done


_GAINS_AND_GETS = re.compile(r"(?P<who>.+?) (?P<gain>gains?) (?P<kw>[\w ,]+?) and (?P<get>gets?) "
                             r"(?P<pt>[+-](?:\d+|X)/[+-](?:\d+|X))(?P<rest>.*)")
_X_COUNTED = re.compile(r"(?P<head>.+? gets? )(?P<p>[+-])X/(?P<t>[+-](?:X|0))(?P<mid>.*?),? where "
                        r"X is the number of (?P<what>[\w ,'/-]+?)(?P<where> you control| on the "
                        r"battlefield| in your graveyard)?\.")


def _pump_reworded(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """The same P/T change said another way: 'gains trample and gets +1/+1' (613.4c with
    613.1f), and '+X/+X …, where X is the number of creatures you control' — one more for
    each of them, counted as it resolves (608.2h)."""
    said = sentences[0]
    swapped = _GAINS_AND_GETS.fullmatch(said)
    if swapped:
        said = (f"{swapped['who']} {swapped['get']} {swapped['pt']} and {swapped['gain']} "
                f"{swapped['kw']}{swapped['rest']}")
    counted_x = _X_COUNTED.fullmatch(said)
    if counted_x:
        what = " ".join(singular(w) if w[:1].isalpha() else w
                        for w in counted_x["what"].split())
        said = (f"{counted_x['head']}{counted_x['p']}1/{counted_x['t'].replace('X', '1')}"
                f"{counted_x['mid']} for each {what}{counted_x['where'] or ''}.")
    if said == sentences[0]:
        return None
    done = instructions(said, targets)
    if done is None:
        return None
    sentences.pop(0)
    return done


def _until_first(sentences: list[str], targets: Targets,
                 effects: list[Built]) -> list[Built] | None:
    """'Until end of turn, target creature gets +1/+0 and gains indestructible.': the same as
    with the duration said last (611.2a)."""
    found = re.fullmatch(r"Until end of turn, (?P<rest>[^,]+?)\.", sentences[0])
    if found is None or re.match(r"(?:whenever|if|you may|you don't) ", found["rest"]):
        return None
    rest = found["rest"]
    done = instructions(f"{rest[:1].upper()}{rest[1:]} until end of turn.", targets)
    if done is None:
        return None
    sentences.pop(0)
    return done


_CHOOSE_TARGET = re.compile(r"Choose (?P<target>(?:up to (?:one|two|three) |one |two |three )?"
                            r"target [\w ,'-]+?|any target)\.")


def _choose_target(sentences: list[str], targets: Targets,
                   effects: list[Built]) -> list[Built] | None:
    """'Choose target creature. …': the target is declared (115.1, 601.2c) and the
    instructions after it name it ("that creature", "the chosen creature", "it")."""
    found = _CHOOSE_TARGET.fullmatch(sentences[0])
    if found is None:
        return None
    if effects or targets.specs:
        raise NoReading("'choose target' after other instructions")
    sentences.pop(0)
    name = targets.add(found["target"])
    if sentences:  # "the chosen creature" is "that creature": the one target named
        sentences[0] = re.sub(r"\bthe chosen (creature|permanent|player|spell|card)\b",
                              r"that \1", sentences[0])
    return [] if name else None


_DIES_EXILED = re.compile(r"If (?:that creature|it|that permanent|that creature or planeswalker|"
                          r"(?P<damaged>a creature dealt damage this way)) would die this turn, "
                          r"exile it instead\.")


_UNTIL = re.compile(
    r"Reveal cards from the top of your library until you reveal an? (?P<what>[\w ,]+? card)\. "
    r"Put (?:that card|it),? (?P<onto>into your hand|onto the battlefield(?P<tapped> tapped)?|"
    r"into your graveyard),? and the rest (?P<rest>on the bottom of your library in a random "
    r"order|into your graveyard)\.")


def _reveal_until(sentences: list[str], targets: Targets,
                  effects: list[Built]) -> list[Built] | None:
    """701.16a: 'Reveal cards from the top of your library until you reveal a creature card.
    Put that card into your hand and the rest on the bottom of your library in a random
    order.'"""
    m = _UNTIL.fullmatch(" ".join(sentences[:2]))
    if m is None:
        return None
    del sentences[:2]
    body: dict[str, Any] = {"find": _filter(m["what"]),
                            "onto": m["onto"].split()[-1] if not m["tapped"] else "battlefield",
                            "rest": "graveyard" if "graveyard" in m["rest"] else "bottom"}
    if m["tapped"]:
        body["tapped"] = True
    return [{"reveal_until": body}]


def _outcomes(sentences: list[str], targets: Targets,
              leads: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    """The sentences after one that decides something, each led by the words for one outcome
    ('If you win, …', 'Otherwise, …'), by the key of that outcome's instructions."""
    body: dict[str, Any] = {}
    for key, lead in leads:
        if sentences and sentences[0].startswith(lead):
            then = sentences.pop(0)[len(lead):]
            found = _counted_sentence(then[:1].upper() + then[1:], targets)
            if found is None:
                raise NoReading(then)
            body[key] = found
    return body


def _clash(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """701.23b: 'Clash with an opponent. If you win, …. Otherwise, ….'"""
    if sentences[0] != "Clash with an opponent.":
        return None
    sentences.pop(0)
    return [{"clash": _outcomes(sentences, targets, (("effects", "If you win, "),
                                                     ("otherwise", "Otherwise, ")))}]


def _choose_color(sentences: list[str], targets: Targets,
                  effects: list[Built]) -> list[Built] | None:
    """608.2d: 'Choose a color. Creatures you control gain protection from the chosen color
    until end of turn.', 'Choose a creature type. Draw a card for each permanent you control
    of that type.': chosen as it resolves, and what follows reads it."""
    kind = {"Choose a color.": "color", "Choose a creature type.": "creature type"}.get(
        sentences[0])
    if kind is None or len(sentences) < 2 or effects:
        return None
    sentences.pop(0)
    said = "the chosen color" if kind == "color" else "the chosen type"
    sentences[:] = [s.replace(f"that {kind.split()[-1]}", said) for s in sentences]
    if not any(said in s for s in sentences):
        raise NoReading(f"a {kind} chosen that nothing uses")
    if kind not in targets.choose:
        targets.choose.append(kind)
    return []


def _flip(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """705.2: 'Flip a coin. If you win the flip, …. If you lose the flip, ….'"""
    if sentences[0] != "Flip a coin.":
        return None
    sentences.pop(0)
    body = _outcomes(sentences, targets, (("won", "If you win the flip, "),
                                          ("lost", "If you lose the flip, ")))
    if not body:
        raise NoReading("a coin flip that nothing turns on")
    return [{"flip_coin": body}]


_DIE = re.compile(r"Roll an? (?:d(?P<d>\d+)|(?P<sides>four|six|eight|ten|twelve|twenty)-sided "
                  r"die)(?: and (?P<rest>.+))?\.")
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
_TABLE_LINE = re.compile(r"(?P<low>\d+)(?:—(?P<high>\d+)|(?P<up>\+))? \| (?P<then>.+)")
# what the result must be: "If the result is 3 or less, …", "On a 5 or higher, …" (706.4)
_ON_RESULT = re.compile(r"(?:If the result is|If you roll an?|On an?) (?P<n>\d+)(?: or "
                        r"(?P<way>less|lower|greater|more|higher))?, (?P<then>.+)")


_NAMED_SEARCH = re.compile(
    r"Search (?P<who>target (?:player|opponent))'s graveyard, hand, and library for (?P<many>any "
    r"number of|all|up to (?:one|two|three|four)) cards with (?:that|the chosen) name and exile "
    r"them\. (?:Then )?[Tt]hat player shuffles(?: their library)?\.")


def _named_search(sentences: list[str], targets: Targets,
                  effects: list[Built]) -> list[Built] | None:
    """608.2d, 701.19a: 'Choose a nonland card name. Search target player's graveyard, hand,
    and library for any number of cards with that name and exile them. Then that player
    shuffles.'"""
    kind = {"Choose a card name.": "card name",
            "Choose a nonland card name.": "nonland card name"}.get(sentences[0])
    search = _NAMED_SEARCH.fullmatch(" ".join(sentences[1:3])) if kind else None
    if kind is None or search is None:
        return None
    del sentences[:3]
    targets.choose.append(kind)
    body: dict[str, Any] = {"player": _player(search["who"].capitalize(), targets)}
    if search["many"].startswith("up to "):
        body["up_to"] = number(search["many"].removeprefix("up to "))
    return [{"exile_named": body}]


_REVEAL_IF = re.compile(r"Look at the top card of your library\. If (?:it shares a creature type "
                        r"with ~|it's an? (?P<what>[\w ]+?)), you may reveal it\.")


def _reveal_if(sentences: list[str], targets: Targets,
               effects: list[Built]) -> list[Built] | None:
    """701.16a: 'Look at the top card of your library. If it shares a creature type with ~,
    you may reveal it. If you do, …' (kinship)."""
    m = _REVEAL_IF.fullmatch(" ".join(sentences[:2]))
    if m is None or len(sentences) < 3 or not sentences[2].startswith("If you do, "):
        return None
    then = sentences[2][len("If you do, "):]
    found = _counted_sentence(then[:1].upper() + then[1:], targets)
    if found is None:
        raise NoReading(then)
    del sentences[:3]
    body: dict[str, Any] = {"effects": found}
    if m["what"]:
        body["find"] = _filter(m["what"] if m["what"].endswith("card") else m["what"] + " card")
    return [{"reveal_if": body}]


def _roll(sentences: list[str], targets: Targets, effects: list[Built]) -> list[Built] | None:
    """706: 'Roll a d20.', its results table (706.3a) or what it says happens on a result, and
    "the result" in the instructions after it (706.4)."""
    die = _DIE.fullmatch(sentences[0])
    if die is None:
        return None
    sides = int(die["d"]) if die["d"] else _SIDES[die["sides"]]
    sentences.pop(0)
    targets.rolled = True
    if die["rest"]:  # "Roll a d4 and create a number of Treasure tokens equal to the result."
        sentences.insert(0, die["rest"][:1].upper() + die["rest"][1:] + ".")
    results: list[dict[str, Any]] = []
    while sentences:
        line = _TABLE_LINE.fullmatch(sentences[0])
        on = _ON_RESULT.fullmatch(sentences[0]) if line is None else None
        if line is not None:
            low = int(line["low"])
            high = None if line["up"] else int(line["high"] or low)
            said = [line["then"]]
            sentences.pop(0)
            while sentences and _TABLE_LINE.fullmatch(sentences[0]) is None:
                said.append(sentences.pop(0))  # the line's other sentences
        elif on is not None:
            n, way = int(on["n"]), on["way"]
            low, high = (1, n) if way in ("less", "lower") else (n, None) if way else (n, n)
            said = [on["then"]]
            sentences.pop(0)
        elif sentences[0].startswith("Otherwise, ") and len(results) == 1:
            first = results[0]  # the results the one range before it doesn't hold
            said = [sentences.pop(0)[len("Otherwise, "):]]
            found = _then_effects(said, targets)
            if first["low"] > 1:
                results.append({"low": 1, "high": first["low"] - 1, "effects": found})
            if first.get("high") is not None and first["high"] < sides:
                results.append({"low": first["high"] + 1, "effects": found})
            continue
        else:
            break
        results.append({"low": low, **({"high": high} if high is not None else {}),
                        "effects": _then_effects(said, targets)})
    return [{"roll_die": {"sides": sides, **({"results": results} if results else {})}}]


def _then_effects(said: list[str], targets: Targets) -> list[Built]:
    text = " ".join(said)
    found = instructions(text[:1].upper() + text[1:], targets)
    if found is None:
        raise NoReading(text)
    return found


_SPEND_ONLY = re.compile(
    r"Spend this mana only to (?:cast (?:an? )?(?P<spells>[\w ,/-]+? spells?)(?: or (?:to )?"
    r"(?P<also>activate (?:abilities|an ability)(?: of (?:an? )?(?P<also_of>[\w ,/-]+?)"
    r"(?: sources?)?)?))?|(?P<only>activate (?:abilities|an ability)(?: of (?:an? )?"
    r"(?P<only_of>[\w ,/-]+?)(?: sources?)?)?))\.")


def _spend_only(sentences: list[str], targets: Targets,
                effects: list[Built]) -> list[Built] | None:
    """106.6: 'Spend this mana only to cast creature spells': what the mana the instruction
    before adds may pay for."""
    found = _SPEND_ONLY.fullmatch(sentences[0])
    if found is None:
        return None
    added = effects[-1] if effects else None
    if not (isinstance(added, dict) and "add_mana" in added):
        raise NoReading("'spend this mana' with no mana added just before it")
    only: dict[str, Any] = {}
    if found["spells"]:
        only["spells"] = _kind_of(found["spells"], Zone.STACK)
    if found["also"] or found["only"]:
        only["abilities"] = True
        of = found["also_of"] or found["only_of"]
        if of:
            only["sources"] = _kind_of(of, Zone.BATTLEFIELD)
    body = added["add_mana"]
    added["add_mana"] = {**(body if isinstance(body, dict) else {"mana": body}),
                         "spend_only": only}
    sentences.pop(0)
    return []


_KEEP_MANA = re.compile(r"Until end of (?P<until>turn|combat), you don't lose this mana as "
                        r"steps(?P<phases> and phases)? end\.")


def _keep_mana(sentences: list[str], targets: Targets,
               effects: list[Built]) -> list[Built] | None:
    """500.4: 'Until end of turn, you don't lose this mana as steps and phases end': the mana
    the instruction just before adds stays in its player's pool until then."""
    found = _KEEP_MANA.fullmatch(sentences[0])
    if found is None:
        return None
    added = effects[-1] if effects else None
    if not (isinstance(added, dict) and "add_mana" in added):
        raise NoReading("'you don't lose this mana' with no mana added just before it")
    if (found["until"] == "turn") != bool(found["phases"]):
        raise NoReading("'as steps end' until end of turn, or 'and phases' until end of combat")
    body = added["add_mana"]
    added["add_mana"] = {**(body if isinstance(body, dict) else {"mana": body}),
                         "keep": f"end of {found['until']}"}
    sentences.pop(0)
    return []


def _kind_of(words: str, zone: Zone) -> str:
    """A kind of spell or permanent the vocabulary can read, as the card says it."""
    try:
        filt, players = parse_filter(words)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if players or filt.zones != frozenset({zone}):
        raise NoReading(f"{words!r} is not a kind of {zone.value} object")
    return words


_READERS: list[Reader] = [_instead, _choose_target, _have, _discard_that_many, _paid, _drew, _flicker_later, _dig,
                          _spend_only, _revealed_hand, _revealed_some, _cast_exiled, _exiled_if_dies,
                          _keep_mana,
                          _countered_instead,
                          _clash, _flip, _roll, _named_search, _reveal_if, _choose_color,
                          _reveal_until,
                          _conditional,
                          _no_regeneration, _unpreventable, _token_has, _drained, _becomes,
                          _impulse, _later, _shared_subject, _then, _then_first, _copied,
                          _until_first,
                          _pump_reworded]


_IF = re.compile(r"If (?P<cond>[^,]+), (?P<then>.+)")
# "Look at the top four cards of your library" | "Reveal the top card of your library"
_DIG_HEAD = re.compile(rf"(?:Look at|Reveal) the top (?:(?P<n>{NUMBER}|X) cards|card) of your "
                       r"library")
_FROM_AMONG = r"from among (?:them|those cards|the revealed cards)"
_THOSE = r"(?:it|them|that card|those cards|the revealed cards)"
_PLACE = (r"(?P<onto>into your hand|into your graveyard|onto the battlefield(?P<tapped> tapped)?"
          r"|(?:back )?on top of your library(?P<top_order> in any order)?)")
_REST_PLACE = (r"(?P<rest>into your graveyard|into your hand|on the bottom(?: of your library)?"
               r"(?: in (?P<order>any|a random) order)?|(?:back )?on top(?: of your library)? in "
               r"any order)")
# between the head and what is taken; "If you do": after "you may look at …" of an optional
# triggered ability (603.5), which does nothing if the player doesn't
_TAKE_AFTER = r"(?:\. |\. If you do, |, then |, | and )"
_KIND = r"an? [\w'-]+(?: [\w'-]+)*? card"
_DIG_TAKES = (
    # "You may reveal a creature card and/or a land card from among them and put them into your
    # hand" | "You may put an Angel card, a Demon card, and/or a Dragon card from among them
    # into your hand"
    re.compile(rf"{_TAKE_AFTER}(?i:(?P<may>you may )?(?:reveal|put)) (?P<each>{_KIND}(?:, "
               rf"{_KIND})*,? and/or {_KIND}) {_FROM_AMONG}(?: and put {_THOSE})? {_PLACE}"),
    # "You may reveal a creature card from among them and put it into your hand" | "Put all
    # land cards revealed this way into your hand" | "Put up to two land cards from among them
    # onto the battlefield tapped"
    re.compile(rf"{_TAKE_AFTER}(?i:(?P<may>you may )?(?:reveal|put)) (?P<count>an?|one|two|three"
               r"|up to (?:one|two|three|four|five)|any number of|all) (?P<what>[\w ,/+'-]+? "
               rf"cards?(?: with [^.]+?)?) (?:{_FROM_AMONG}|revealed this way)(?: and put "
               rf"{_THOSE}|, then put {_THOSE})? {_PLACE}"),
    # "Put one of them into your hand" | "You may put one of those cards back on top"
    re.compile(rf"{_TAKE_AFTER}(?i:(?P<may>you may )?put) (?P<count>up to one|up to two|one|two|"
               rf"three|four)(?: of (?:them|those cards))? {_PLACE}"),
)
# "Look at the top card of your library. If it's a land card, you may reveal it and put it into
# your hand." | "Reveal the top card of your library. If it's a land card, put it onto the
# battlefield."
_DIG_TOP_CARD = re.compile(r"\. If (?:it's|that card is) (?:an? (?P<what>[\w ,]+? card(?: with "
                           r"[^,.]+)?)|(?P<adjective>snow|legendary|multicolored|colorless)), "
                           r"(?:(?P<all>put)|(?P<may>you may) (?:reveal it and )?put) (?:it|that "
                           rf"card) {_PLACE}")
_DIG_RESTS = (
    re.compile(rf"(?:\. (?:Then )?[Pp]ut| and|, then put|, and put) the (?P<rest_words>rest|other)"
               rf"(?: of (?:the cards revealed this way|those cards|the revealed cards|the cards))?"
               rf" {_REST_PLACE}\."),
    # "Then put all cards revealed this way that weren't put onto the battlefield into your
    # graveyard."
    re.compile(rf"\. Then put all cards revealed this way that weren't put (?P<not_put>onto the "
               rf"battlefield) {_REST_PLACE}\."),
    # "Exile the rest." | ", and exile the rest."
    re.compile(r"(?:\. (?:Then )?[Ee]xile|,? and exile|, then exile) the (?P<rest>rest)\."),
)
_DIG_TOP_RESTS = (
    # "Otherwise, put it into your hand." (after "put it …") | "If you don't put the card into
    # your hand, you may put it into your graveyard." (after "you may put it into your hand")
    re.compile(r"\. (?:(?P<otherwise>Otherwise), (?P<rest_may>you may )?put (?:it|that card)|If "
               r"you don't put (?:it|the card) (?P<not_put>into your hand|onto the battlefield(?: "
               r"tapped)?|into your graveyard), (?P<rest_may2>you may )?put it) (?P<rest>into your "
               r"hand|into your graveyard|on the bottom of your library)\."),
)
_IF_NONE = re.compile(r"If you (?:didn't|don't) put a card (?P<where>into your hand|onto the "
                      r"battlefield) this way, (?P<then>.+)")
# a sentence after a wording that says nothing of the cards not taken: it mustn't speak of
# them (or of those taken) if the rest are to stay where they are
_SAYS_MORE = re.compile(r"(?i)\b(?:rest|other|this way|those cards|them|that card|it|revealed)\b")
_REVEAL = re.compile(
    r"(?:(?P<who>Target opponent|Target player|That player) reveals their hand|(?P<look>[Ll]ook "
    r"at) (?P<whose>target player|target opponent|that player)'s hand)"
    r"(?:\. You (?P<may>may )?choose| and (?:you )?choose) "
    r"(?P<count>an?|one|two|three|X|up to (?:one|two|three|X)) (?P<what>(?:[\w ,-]+? )?cards?)"
    r"(?: from it(?: with (?P<with>[^.]+?))?| with (?P<with2>[^.]+?) from it)"
    r"(?:\. (?:(?P<if_do>If you do), t|T)(?:hat|he) player (?P<verb>discards|exiles) "
    r"(?P<them>that card|those cards|it|them)(?:, then (?P<then>draws a card|discards a card at "
    r"random))?|(?: and (?P<and_exile>exile) (?P<them2>that card|it)|\. Exile (?P<them3>that card|"
    r"it))(?P<until> until ~ leaves the battlefield)?"
    r"|\. Put (?P<them4>that card) (?P<top>on top of that player's library))"
    r"\.(?: If you don't, (?P<otherwise>[^.]+\.))?")


# 118.12: a cost paid as it resolves, "[You may] [cost]. If you do, … If you don't, …"
_COST = (r"(?P<cost>pay (?:\{[^{}]+\})+|pay \d+ life|discard (?:a|one|two) cards?|discard (?:all "
         r"the cards in )?your hand|sacrifice "
         r"(?:~|it|an?(?:other)? [\w ]+?)|remove (?:a|an|one|two|three) \S+ counters? from ~)")
_COST_SENTENCE = re.compile(rf"(?P<may>You may )?{_COST}\.", re.IGNORECASE)
_UNLESS = re.compile(rf"(?P<effect>.+) unless you {_COST}\.")


def _if_you_do(sentence: str, rest: list[str], targets: Targets) -> Built | None:
    """The cost sentence and the 'If you do' / 'If you don't' sentences after it (taken from
    `rest`), or "[effect] unless you [cost]." — or None."""
    unless = _UNLESS.fullmatch(sentence)
    m = unless or _COST_SENTENCE.fullmatch(sentence)
    assert m is not None
    cost = _cost(m["cost"], targets)
    if cost is None:
        return None
    if unless:  # "sacrifice it unless you pay {1}": you may pay; if you don't, …
        otherwise = _counted_sentence(unless["effect"] + ".", targets)
        if otherwise is None:
            return None
        return {"if_you_do": {"cost": cost, "otherwise": otherwise}}
    body: dict[str, Any] = {"cost": cost}
    if not m["may"]:
        if not m["cost"].lower().startswith(("sacrifice", "discard")):
            return None  # a mandatory payment of mana or life: not read
        body["optional"] = False
    if rest and rest[0].startswith("When you do, "):  # 603.12: a reflexive triggered ability
        then = rest.pop(0)[len("When you do, "):]
        own = Targets(it=targets.it, event_amount=targets.event_amount,
                      event_player=targets.event_player)
        found = _counted_sentence(then[:1].upper() + then[1:], own)
        if found is None:
            return None
        body.update({"effects": found, "reflexive": True})
        if own.specs:
            body["targets"] = dict(own.specs)
        return {"if_you_do": body}
    for key, opening in (("effects", "If you do, "), ("otherwise", "If you don't, ")):
        if rest and rest[0].startswith(opening):
            then = rest.pop(0)[len(opening):]
            said = [then[:1].upper() + then[1:]]
            if rest and rest[0] == "You may choose new targets for the copy.":  # 707.10c
                said.append(rest.pop(0))
            dig = _dig_reading(said + rest)  # "If you do, look at the top two cards …. Put …"
            # "If you do, look at that player's hand and choose a card from it. The player
            # discards that card."
            hand = next((k for k in (4, 3, 2) if k <= len(rest) + 1
                         and _REVEAL.fullmatch(" ".join(said + rest[:k - 1]))), 1)
            for _ in range(dig[1] - 1 if dig is not None else hand - 1):
                said.append(rest.pop(0))
            found = instructions(" ".join(said), targets)
            if found is None:
                return None
            body[key] = found
    if "effects" not in body and "otherwise" not in body:
        return None
    return {"if_you_do": body}


def _cost(words: str, targets: Targets) -> str | None:
    """A cost as the vocabulary writes it: '{2}', 'Pay 2 life', 'Sacrifice this' …"""
    low = words.lower()
    if low == "discard all the cards in your hand":
        return "Discard your hand"
    if low.startswith("pay {"):
        return words[4:]
    if low in ("sacrifice ~", "sacrifice it"):
        if low == "sacrifice it" and targets.it != "this":
            return None
        return "Sacrifice this"
    cost = (words[:1].upper() + words[1:]).replace(" from ~", " from this")
    try:
        parse_cost(cost)
    except ValueError:
        return None
    return cost


# "… equal to the number of …" said as the X the templates read (608.2h: counted as it happens)
_VALUE = (r"(?P<count>number of .+|(?:its|~'s|that creature's|the sacrificed creature's|that "
          r"card's|the card's|the revealed card's|that spell's) (?:power|toughness|mana value)|"
          r"result|your devotion to [a-z ]+|your life total|amount of life you gained this "
          r"turn|(?:amount of )?life you've lost this turn|your speed|greatest power among "
          r"[\w ]+)")
_EQUAL_TO = ((re.compile(rf"(?P<head>.*\bdeals?) damage to (?P<rest>.+) equal to (?:the )?"
                         rf"{_VALUE}\."), r"\g<head> X damage to \g<rest>."),
             (re.compile(rf"(?P<head>.*\bdeals?) damage equal to (?:the )?{_VALUE} to "
                         rf"(?P<rest>.+)\."), r"\g<head> X damage to \g<rest>."),
             (re.compile(rf"(?P<head>.*\b(?:[Gg]ains?|[Ll]oses?)) life equal to (?:the )?"
                         rf"{_VALUE}\."), r"\g<head> X life."),
             (re.compile(rf"(?P<head>.*\b(?:[Dd]raws?|[Mm]ills?)) cards equal to (?:the )?"
                         rf"{_VALUE}\."), r"\g<head> X cards."),
             (re.compile(rf"(?P<head>.*\b[Cc]reates?) a number of (?P<rest>.+? tokens?(?: with "
                         rf"[^.]+?)?) equal to (?:the )?{_VALUE}\."), r"\g<head> X \g<rest>."),
             (re.compile(rf"(?P<head>.+), where X is (?:the )?{_VALUE}\."),
              r"\g<head>."))
_FOR_EACH = re.compile(r"(?P<head>.+?) (?P<per>for each [\w ,'/-]+)\.")


def _counted_sentence(sentence: str, targets: Targets) -> list[Built] | None:
    """A sentence whose number is counted from the game: 'X, where X is the number of …',
    '… equal to the number of …', or '… for each …' (608.2h)."""
    found = _sentence(sentence, targets)
    if found is not None:
        return found
    for pattern, rewrite in _EQUAL_TO:
        m = pattern.fullmatch(sentence)
        if m is None or targets.count is not None:
            continue
        if m["count"] == "result" and not targets.rolled:
            return None  # a result, but of no die this spell or ability rolled
        said = pattern.sub(rewrite, sentence)
        try:
            if _SUBJECT_TARGET.match(said) and not _PLAYER_SUBJECT.match(said) \
                    and m["count"].startswith("its "):
                raise NoReading("'its': the target the sentence is about")
            targets.count = _value(m["count"], targets.it, "creature type" in targets.choose,
                                   targets.event_spell)
        except NoReading:
            found = _its_target(m["count"], said, targets)
        else:
            try:  # one instruction, or one player's list of them ("loses X life and mills X …")
                found = _sentence(said, targets) or instructions(said, targets)
            finally:
                targets.count = None
        # each instance of X is counted as its instruction happens (107.3c, 107.3i): two
        # instructions share one number only where the first can't change what is counted
        if found is None or (len(found) > 1 and not _leaves_count(found[:-1], m["count"])):
            return None
        return found
    m = _FOR_EACH.fullmatch(sentence)
    if m is not None:
        if m["per"].endswith("blocking it") and targets.it != "this":
            return None  # the count is of the blockers of the ability's own creature
        try:
            counted(m["per"], "creature type" in targets.choose)
        except NoReading:
            return None
        head = _sentence(m["head"] + ".", targets)
        if head is not None and len(head) == 1:
            try:
                return [_per(head[0], m["per"])]
            except NoReading:
                return None
    return None


# a sentence whose subject is a target it declares: "its" in its "where X is" is that target's
_SUBJECT_TARGET = re.compile(r"(?:Until end of turn, )?(?:[Aa]nother |[Uu]p to one )?[Tt]arget ")
# … unless it is a player: a player has no power ("Target player loses X life …, where X is its
# power": the creature's)
_PLAYER_SUBJECT = re.compile(r"(?:[Uu]p to one )?[Tt]arget (?:player|opponent)\b")


def _its_target(count: str, said: str, targets: Targets) -> list[Built] | None:
    """'Target creature gets +X/+0 until end of turn, where X is its power': "its" is the
    target the sentence is about, its subject, read as the instruction happens (608.2h); in a
    sentence that names no target, the one target named before; else no reading."""
    one = _ONE_VALUE.fullmatch(count)
    if one is None or one["whose"] != "its":
        return None
    earlier = [n for n, spec in targets.specs.items() if spec not in ("player", "opponent")]
    if len(targets.specs) == 1 and earlier and not _SUBJECT_TARGET.match(said):
        # "Exile target creature. Its controller gains life equal to its power.": the one
        # target named before, as it last existed if it left (608.2h)
        targets.count = f"{one['value']} of {earlier[0]}"
        try:
            return _sentence(said, targets)
        finally:
            targets.count = None
    if targets.specs or not _SUBJECT_TARGET.match(said) or _PLAYER_SUBJECT.match(said):
        return None
    name = "tuvwxyz"[targets.named_before]
    targets.count = f"{one['value']} of {name}"
    try:
        found = _sentence(said, targets)
    finally:
        targets.count = None
    return found if next(iter(targets.specs), None) == name else None


_WHERE_X = re.compile(rf"(?P<head>.+), where X is (?:the )?{_VALUE}\.")
_ONE_VALUE = re.compile(r"(?P<whose>its|~|that creature|the sacrificed creature|that card|the "
                        r"card|the revealed card)(?:'s)? (?P<value>power|toughness|mana value)")


# numbers about the controller and what they control (119.1, 305.6 domain, 105.2, 702.179)
_ABOUT_YOU = ("your life total", "amount of life you gained this turn",
              "amount of life you've lost this turn", "your speed",
              "number of basic land types among lands you control",
              "number of colors among permanents you control")


def _value(phrase: str, it: str | None, chosen_type: bool = False,
           targets_spell: bool = False) -> str:
    """What X stands for: a count, or a number of one object ("its power": the object "it"
    means here, as it last was if it left, 608.2h)."""
    counters = re.fullmatch(r"number of (?P<kind>[+-]1/[+-]1|[a-z]+) counters on (?P<on>it|~)",
                            phrase)
    if counters:  # on the object itself, or the one "it" means, as it last was (608.2h)
        on = "this" if counters["on"] == "~" or it == "this" else "it"
        if on == "it" and it is None:
            raise NoReading(f"{phrase!r} with no one object it can mean")
        return f"number of {counters['kind']} counters on {on}"
    if phrase == "life you've lost this turn":  # "equal to the life you've lost this turn"
        phrase = "amount of life you've lost this turn"
    if phrase in _ABOUT_YOU:  # the controller's, as it resolves (608.2h)
        return phrase
    greatest = re.fullmatch(r"greatest power among (?P<what>[\w ]+)", phrase)
    if greatest:
        selector(greatest["what"])
        return phrase
    spell = re.fullmatch(r"that spell's (?P<value>power|toughness|mana value)", phrase)
    if spell:  # the spell the trigger saw cast (603.2), as it last was if it left (608.2h)
        if not targets_spell:
            raise NoReading("'that spell' with no spell cast the trigger saw")
        return f"{spell['value']} of that spell"
    if phrase.startswith("number of "):
        return counted(phrase, chosen_type)
    if phrase == "result":  # of the die rolled before (706.4)
        return "the result"
    devotion = re.fullmatch(r"your devotion to (?P<colors>[a-z ]+)", phrase)
    if devotion:  # 700.5
        try:
            devotion_colors(devotion["colors"])
        except ValueError as exc:
            raise NoReading(str(exc)) from None
        return f"your devotion to {devotion['colors']}"
    one = _ONE_VALUE.fullmatch(phrase)
    assert one is not None  # _VALUE says so
    whose, value = one["whose"], one["value"]
    if whose == "the sacrificed creature":  # 608.2h: as it last existed
        return f"{value} of the sacrificed creature"
    if it == "the revealed card" and whose in ("its", "that card", "the card",
                                               "the revealed card"):
        return f"{value} of the revealed card"
    if whose in ("that card", "the card", "the revealed card"):
        raise NoReading(f"{phrase!r} with no card revealed")
    if whose == "~" or (whose == "its" and it == "this"):
        return f"{value} of this"
    if (whose == "its" and it not in (None, "this")) or (whose == "that creature"
                                                          and it == "that creature"):
        return f"its {value}"
    raise NoReading(f"{phrase!r} with no one object it can mean")


# instructions that move no permanent and make none: damage is marked, not yet lethal
# (704.5g); cards move only between a library, a hand and a graveyard
_COUNT_NEUTRAL = frozenset({"gain_life", "lose_life", "damage", "draw", "scry", "mill",
                            "surveil", "discard"})
_CARDS_MOVED = frozenset({"draw", "mill", "surveil", "discard"})


def _leaves_count(done: list[Built], count: str) -> bool:
    """Whether following these instructions leaves the number counted as it was: drawing,
    milling and discarding change hands, libraries and graveyards, and damage from a source
    with wither or infect a creature's power."""
    return all(set(b) <= _COUNT_NEUTRAL
               and not (set(b) & _CARDS_MOVED and re.search(r"hand|graveyard|library", count))
               and not ("damage" in b and re.search(r"power|toughness", count)) for b in done)


def _per(built: Built, per: str) -> Built:
    """The effect once for each thing counted: its one number (or P/T change) multiplied."""
    spots: list[tuple[dict[str, Any], str]] = []

    def find(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("token", "delayed"):
                    continue
                if key in ("amount", "draw", "mill", "discard") and isinstance(value, int) \
                        and not isinstance(value, bool):
                    spots.append((node, key))
                elif key == "pt" and isinstance(value, str):
                    spots.append((node, key))
                else:
                    find(value)
        elif isinstance(node, list):
            for item in node:
                find(item)
    find(built)
    if len(spots) != 1:
        raise NoReading("'for each' with no one number to multiply")
    node, key = spots[0]
    node[key] = f"{node[key]} {per}"
    return built


# "A and B", "A, then B", and a list "A, B, and C" (read as "A", then "B, and C")
_JOINED = re.compile(r"(?P<first>.+?)(?:,? and |, then |, (?=[a-z][^,]*, and ))(?P<then>.+)")


def _sentence(sentence: str, targets: Targets) -> list[Built] | None:
    """One sentence read by a template, or read as two instructions joined by 'and' or
    'then' ("Draw a card, then discard a card.", "Each opponent loses 1 life and you gain 1
    life."), followed in the order written (608.2c)."""
    found = read(TEMPLATES, sentence, targets)
    if found is not None:  # a template may read two instructions of one sentence
        return found[1] if isinstance(found[1], list) else [found[1]]
    for m in _JOINED.finditer(sentence):
        # the same reading of X, "that much" and "it"; targets declared so far kept apart
        tried = replace(targets, specs=dict(targets.specs), choose=list(targets.choose))
        first = read(TEMPLATES, m["first"] + ".", tried)
        then = m["then"][:1].upper() + m["then"][1:]
        subject = _SUBJECT.match(m["first"])
        if subject and m["then"][:1].islower() and not _SUBJECT.match(then):
            # "Target player draws two cards and loses 2 life": the same player does both
            who = subject[1]
            who = "That player" if who.startswith("Target") else who
            then = f"{who} {then[:1].lower()}{then[1:]}"
        second = _sentence(then, tried) if first is not None else None
        if first is not None and second is not None:
            targets.specs.update(tried.specs)
            targets.it = tried.it  # what "it" now means: the card revealed, the token made …
            return [*(first[1] if isinstance(first[1], list) else [first[1]]), *second]
    return None


_SUBJECT = re.compile(rf"({_PLAYERS}|You) ")


def _names_a_target(phrase: str) -> bool:
    """'any target', 'target creature', 'up to one target creature', 'each of two target
    creatures' (115.1)."""
    return phrase == "any target" or re.fullmatch(_TARGETS, phrase) is not None


def _object(phrase: str, targets: Targets) -> str:
    """'target creature' -> a declared target's name; '~' -> 'this'; a set as written."""
    if phrase == "~":
        return "this"
    if re.fullmatch(_ATTACHED, phrase):
        return phrase.lower()
    if phrase.lower() == "those creatures" and targets.those is not None:
        return targets.those
    if re.fullmatch(_IT, phrase):
        earlier = targets.earlier()
        if earlier == "this" and phrase.lower() == "that creature":  # never the source itself
            raise NoReading("'that creature' names another creature than this one")
        if phrase.lower() in ("that token", "those tokens") and earlier != "those tokens":
            raise NoReading(f"{phrase!r} with no tokens created before it")
        return earlier
    if _names_a_target(phrase):
        return targets.add(phrase)
    return selector(phrase)


@template(rf"~ deals (?P<n>\d+|X|that much) damage to (?P<to>any target|{_TARGETS}|each [\w ]+|"
          rf"you|that player|that creature|it|(?:that creature's|its) controller)\.", cr.DAMAGE)
def _deal_damage(m: re.Match[str], targets: Targets) -> Built:
    """120.1, and 115.4 for "any target"."""
    to = m["to"]
    if to in ("that player", "that creature's controller", "its controller"):
        to = _player(to, targets)
    if to in ("that creature", "it"):
        to = _object(to, targets)
        if to == "this":
            raise NoReading("'it' is the source itself")
    to = targets.add(to) if _names_a_target(to) else recipients(to)
    if m["n"] == "that much":  # the amount of the event it triggered on (608.2h)
        if not targets.event_amount:
            raise NoReading("'that much' with no event that has an amount")
        return {"damage": {"amount": "that much", "to": to}}
    return {"damage": {"amount": amount(m["n"], targets), "to": to}}


@template(r"Damage can't be prevented this turn\.", cr.UNPREVENTABLE)
def _damage_cant_be_prevented(m: re.Match[str], targets: Targets) -> Built:
    """615.12: all damage this turn, whatever its source."""
    return {"damage_cant_be_prevented": "end of turn"}


_AMONG = {"one or two": "two", "one, two, or three": "three"}


@template(r"~ deals (?P<n>\d+|X) damage divided as you choose among (?P<how>one or two|one, two, "
          r"or three|any number of) (?P<what>targets|target [\w ,'/-]+?)\.", cr.DIVIDED)
def _divided_damage(m: re.Match[str], targets: Targets) -> Built:
    """601.2d: the amount divided among one word "target"'s objects, at least 1 to each."""
    if m["how"] == "any number of" and m["n"] == "X":
        raise NoReading("any number of targets for X damage")  # no bound known beforehand
    count = _AMONG.get(m["how"], m["n"])
    what = "any target" if m["what"] == "targets" else m["what"].replace(" and/or ", " or ")
    return {"damage": {"amount": amount(m["n"], targets), "divided": True,
                       "to": targets.add(f"one to {count} {what}")}}


@template(r"Distribute (?P<n>two|three|four|five|\d+) (?P<kind>[+-]1/[+-]1|[a-z]+) counters among "
          r"(?P<how>one or two|one, two, or three|any number of) (?P<what>(?:other )?target "
          r"[\w ,'/-]+?)\.", cr.DIVIDED)
def _distribute_counters(m: re.Match[str], targets: Targets) -> Built:
    """601.2d: the counters divided among one word "target"'s objects as the spell is cast,
    at least one on each."""
    n = number(m["n"])
    count = _AMONG.get(m["how"], m["n"])
    if number(count) > n:
        raise NoReading("more targets than counters")
    what = m["what"].replace(" and/or ", " or ")
    return {"put_counters": {"counter": counter_kind(m["kind"]), "amount": n, "divided": True,
                             "on": targets.add(f"one to {count} {what}")}}


@template(rf"~ deals (?P<n>\d+) damage to (?P<to>any target|{_TARGET}) and (?P<m>\d+) damage to "
          rf"(?P<to2>you|(?:that creature's|that permanent's|its) controller|(?:[Uu]p to one )?"
          rf"target [\w ,'-]+?)\.",
          cr.DAMAGE)
def _damage_twice(m: re.Match[str], targets: Targets) -> list[Built]:
    """120.1: two damage instructions in one sentence, followed in the order written
    (608.2c); "that creature's controller" is the first target's, as it last was (608.2h)."""
    first = targets.add(m["to"])
    to2 = m["to2"]
    if to2.endswith("controller"):
        if targets.specs[first] in ("any target", "player", "opponent") \
                or "player" in targets.specs[first]:
            raise NoReading("the controller of what may be a player")
        to2 = f"controller of {first}"
    elif to2 != "you":
        to2 = targets.add(to2)
    return [{"damage": {"amount": int(m["n"]), "to": first}},
            {"damage": {"amount": int(m["m"]), "to": to2}}]


@template(rf"~ deals damage equal to its power to (?P<to>any target|{_TARGETS}|each opponent)\.",
          cr.DAMAGE)
def _damage_by_power(m: re.Match[str], targets: Targets) -> Built:
    """Its power as the damage is dealt, or as it last existed (608.2h)."""
    to = targets.add(m["to"]) if _names_a_target(m["to"]) else recipients(m["to"])
    return {"damage": {"amount": "power of this", "to": to}}


@template(rf"(?:Have (?=[Tt]arget))?(?P<what>{_OBJECTS}|{_ATTACHED}) "
          rf"(?:each )?gets? (?P<pt>{PT_X}) until end of turn\.", cr.PT_MODIFY)
def _pump(m: re.Match[str], targets: Targets) -> Built:
    """613.4c: for the turn; an X is read once, as it resolves (608.2h, 611.2c)."""
    pt = pt_x(m["pt"], targets)
    return {"continuous": {"affects": _object(m["what"], targets), "until": "end of turn",
                           "pt": pt}}


@template(rf"(?P<what>{_OBJECTS}|{_ATTACHED}) (?:each )?(?:gets? "
          rf"(?P<pt>{PT_X}) and )?(?P<verb>gain|lose)s? (?P<kw>[\w ,]+?)(?P<until> until end of "
          rf"turn)?\.", cr.ABILITY_LAYER)
def _gain_until_end_of_turn(m: re.Match[str], targets: Targets) -> Built:
    """613.1f: keyword abilities gained or lost for the turn, or for as long as the object is
    there (611.2a); only a keyword without a quality can be lost this way."""
    found = keywords(m["kw"])
    if m["verb"] == "lose" and not all(k in {w.value for w in Keyword} for k in found):
        raise NoReading("only keywords without a quality can be lost this way")
    body: dict[str, Any] = {"affects": _object(m["what"], targets), m["verb"]: found}
    if m["until"]:
        body["until"] = "end of turn"
    elif m["pt"]:  # "gets +1/+1 and gains flying." with no duration: not read
        raise NoReading("a P/T change with no duration")
    if m["pt"]:
        body["pt"] = pt_x(m["pt"], targets)
    return {"continuous": body}


@template(rf"(?P<what>{_OBJECTS}) has base power and toughness (?P<pt>\d+/\d+) until end of "
          rf"turn(?: and gains (?P<kw>[\w ,]+?) until end of turn)?\.", cr.PT_SET)
def _base_pt_until_end_of_turn(m: re.Match[str], targets: Targets) -> Built:
    """613.4b: its base power and toughness for the turn; keywords it gains with them, 613.1f."""
    body: dict[str, Any] = {"affects": _object(m["what"], targets), "until": "end of turn",
                            "set_pt": m["pt"]}
    if m["kw"]:
        body["gain"] = keywords(m["kw"])
    return {"continuous": body}


@template(rf"(?P<what>[A-Z][\w ]*?) (?P<who>target (?:player|opponent)) controls (?:get "
          rf"(?P<pt>{PT_X})(?: and gain (?P<also>[\w ,]+?))?|gain (?P<kw>[\w ,]+?)) until end of "
          rf"turn\.", cr.PT_MODIFY)
def _their_team_pump(m: re.Match[str], targets: Targets) -> Built:
    """'Creatures target player controls get +1/+1 until end of turn.' (613.4c): the
    creatures that player controls as it resolves (611.2c), if the player is still a legal
    target (608.2b)."""
    whose = targets.add(m["who"])
    what = selector(f"{m['what'][:1].lower()}{m['what'][1:]} {whose} controls")
    if parse_selector(what).scope is not Scope.ALL:
        raise NoReading("one object, not a set")
    body: dict[str, Any] = {"affects": what, "until": "end of turn"}
    if m["pt"]:
        body["pt"] = pt_x(m["pt"], targets)
    if m["also"] or m["kw"]:
        body["gain"] = keywords(m["also"] or m["kw"])
    targets.those = what
    return {"continuous": body}


@template(rf"(?P<what>[\w ]+ (?:you|your opponents) control(?: of the chosen type)?|All [\w ]+|"
          rf"(?:Attacking|Blocking|Other|Tapped|Untapped) [\w ]+) (?:get (?P<pt>{PT_X})"
          rf"(?: and gain (?P<also>[\w ,]+?))?"
          rf"|gain (?P<kw>[\w ,]+?)) until end of turn\.", cr.PT_MODIFY)
def _team_pump(m: re.Match[str], targets: Targets) -> Built:
    what = m["what"][:1].lower() + m["what"][1:]
    if parse_selector(selector(what)).scope is not Scope.ALL:
        raise NoReading("one object, not a set")
    body: dict[str, Any] = {"affects": what, "until": "end of turn"}
    if m["pt"]:
        body["pt"] = pt_x(m["pt"], targets)
    if m["also"] or m["kw"]:
        body["gain"] = keywords(m["also"] or m["kw"])
    targets.those = what
    return {"continuous": body}


@template(rf"(?P<what>{_OBJECTS}) gets? (?P<pt>{PT}) until end of turn and can't (?P<verbs>attack "
          rf"or block|block|attack|be blocked) this turn\.", cr.CONTINUOUS_FROM_RESOLUTION)
def _pump_and_cant(m: re.Match[str], targets: Targets) -> Built:
    return {"continuous": {"affects": _object(m["what"], targets), "until": "end of turn",
                           "pt": m["pt"], "restrict": m["verbs"].split(" or ")}}


@template(rf"(?P<what>{_OBJECTS}|(?P<team>(?:[A-Z][\w ]*?)?[Cc]reatures(?: [\w ]+)?)) can't "
          rf"(?P<verbs>attack or block|block|attack|be blocked) this turn\.",
          cr.CONTINUOUS_FROM_RESOLUTION)
def _cant_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """611.2c: a set named as it resolves keeps the effect, whatever joins it later."""
    what = selector(m["team"][:1].lower() + m["team"][1:]) if m["team"] \
        else _object(m["what"], targets)
    return {"continuous": {"affects": what, "until": "end of turn",
                           "restrict": m["verbs"].split(" or ")}}


@template(rf"(?P<what>{_OBJECTS}) gets? (?P<pt>{PT}) until end of turn and can attack this turn "
          r"as though (?:it|they) didn't have defender\.", cr.DEFENDER)
def _pump_and_attack(m: re.Match[str], targets: Targets) -> Built:
    return _this_turn(m, targets, pt=m["pt"], allow=["attack as though it didn't have defender"])


@template(rf"(?P<what>{_OBJECTS}) can attack this turn as though (?:it|they) didn't have "
          r"defender\.", cr.DEFENDER)
def _attacks_with_defender_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """702.3b: until end of turn, defender doesn't stop it attacking (613.11)."""
    return _this_turn(m, targets, allow=["attack as though it didn't have defender"])


@template(rf"(?P<what>{_OBJECTS}) can block (?P<n>an|one|two) additional creatures? this turn\.",
          cr.DECLARE_BLOCKERS)
def _blocks_more_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """509.1a: until end of turn it may block more than one attacker."""
    return _this_turn(m, targets, extra_blocks=number(m["n"]))


def _this_turn(m: re.Match[str], targets: Targets, **changes: Any) -> Built:
    """A continuous effect on the object the words name, until end of turn (611.2)."""
    return {"continuous": {"affects": _object(m["what"], targets), "until": "end of turn",
                           **changes}}


@template(rf"(?P<what>{_TARGET}) can't block ~ this turn\.", cr.BLOCK_RESTRICTIONS)
def _cant_block_this(m: re.Match[str], targets: Targets) -> Built:
    """509.1b: a restriction on that creature, about this one."""
    return {"continuous": {"affects": targets.add(m["what"]), "until": "end of turn",
                           "cant_block_this": True}}


@template(rf"(?P<what>{_OBJECTS}) (?P<verb>attacks|blocks) this turn if able\.",
          cr.ATTACK_REQUIREMENTS)
def _attacks_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """508.1d, 509.1c: a requirement for the turn; the declaration obeys as many as it can."""
    need = "attack each combat" if m["verb"] == "attacks" else "block each combat"
    return _this_turn(m, targets, require=[need])


@template(rf"(?P<what>{_OBJECTS}) must be blocked this turn if able\.", cr.BLOCK_REQUIREMENTS)
def _must_be_blocked_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """509.1c: at least one creature blocks it this turn, if any can."""
    return _this_turn(m, targets, require=["be blocked"])


@template(rf"All creatures able to block (?P<what>{_OBJECTS}) this turn do so\.",
          cr.BLOCK_REQUIREMENTS)
def _lure_this_turn(m: re.Match[str], targets: Targets) -> Built:
    """509.1c: every creature that could block it this turn must (a requirement on each)."""
    return _this_turn(m, targets, require=["be blocked by all"])


@template(rf"(?P<what>{_TARGET}) blocks ~ this turn if able\.", cr.BLOCK_REQUIREMENTS)
def _blocks_this(m: re.Match[str], targets: Targets) -> Built:
    """509.1c: a requirement on that creature, to block this one."""
    return {"continuous": {"affects": targets.add(m["what"]), "until": "end of turn",
                           "block_this": True}}


@template(rf"(?P<who>You|{_PLAYERS}) gets? (?P<n>{NUMBER}) poison counters?\.",
          cr.POISON_COUNTERS)
def _poison(m: re.Match[str], targets: Targets) -> Built:
    return {"get_poison": {"amount": number(m["n"]),
                           "player": "you" if m["who"] == "You" else _player(m["who"], targets)}}


_COLOR = r"(?:white|blue|black|red|green)"


@template(rf"(?P<what>{_OBJECTS}) becomes (?P<colors>{_COLOR}(?:(?:,? and |, ){_COLOR})*)"
          r"(?P<until> until end of turn)?\.", cr.COLOR_LAYER)
def _becomes_color(m: re.Match[str], targets: Targets) -> Built:
    """105.3: the new colors replace its others (layer 5); with no duration it lasts for the
    rest of the game (611.2a)."""
    body: dict[str, Any] = {"affects": _object(m["what"], targets),
                            "set_colors": re.split(r",? and |, ", m["colors"])}
    if m["until"]:
        body["until"] = "end of turn"
    return {"continuous": body}


@template(rf"(?P<eot>Until end of turn, )?(?P<what>{_OBJECTS}) loses all abilities(?: and becomes "
          r"(?P<desc>[^.]+?))?(?P<until> until end of turn)?\.", cr.ABILITY_LAYER)
def _loses_all_abilities(m: re.Match[str], targets: Targets) -> Built:
    """613.1f, layer 6: its abilities, printed and granted, are lost; '… and becomes a blue
    Frog with base power and toughness 1/1' sets its creature types (205.1a), colors (105.3)
    and base power and toughness (613.4b) too. With no duration it lasts for the rest of the
    game (611.2a)."""
    if m["eot"] and m["until"]:
        raise NoReading("'until end of turn' twice")
    body: dict[str, Any] = {"affects": _object(m["what"], targets), "lose_all_abilities": True}
    if m["desc"]:
        body.update(characteristics(m["desc"], None))
    if m["eot"] or m["until"]:
        body["until"] = "end of turn"
    return {"continuous": body}


@template(rf"(?P<what>{_TARGET}|~) becomes an? (?P<type>Plains|Island|Swamp|Mountain|Forest) "
          rf"until end of turn\.", cr.TYPE_LAYER)
def _becomes_basic(m: re.Match[str], targets: Targets) -> Built:
    """305.7: a land whose subtype becomes a basic land type loses its other land types and
    the abilities they gave, and has that type's mana ability (layer 4)."""
    what = m["what"]
    if what != "~" and not re.search(r"\bland\b", what):
        raise NoReading("a basic land type for what may not be a land")
    return _this_turn(m, targets, set_land_types=[m["type"]])


@template(r"(?P<may>You may )?[Pp]ut an? (?P<what>land|creature|artifact|enchantment|permanent) "
          r"card from your hand onto the battlefield(?P<tapped> tapped)?\.",
          cr.PUT_ONTO_BATTLEFIELD)
def _put_from_hand(m: re.Match[str], targets: Targets) -> Built:
    body: dict[str, Any] = {"what": f"{m['what']} card"}
    if m["tapped"]:
        body["tapped"] = True
    if m["may"]:
        body["optional"] = True
    return {"put_from_hand": body}


# 608.2g, 118.9: a card cast as the instruction resolves, without paying its mana cost
_AT_MOST = (r"with mana value (?:(?P<{0}n>\d+|X) or less|less than or equal to (?P<{0}le>that "
            r"damage|(?:the )?(?:number of [\w ,'/-]+|~'s power|that spell's mana value)))")


@template(rf"(?P<may>You may c|C)ast an? (?:(?P<kind>[\w ,-]+?) )?spell(?: {_AT_MOST.format('a')})?"
          rf" from (?P<zone>your hand|your graveyard|a graveyard)(?: {_AT_MOST.format('b')})? "
          rf"without paying its mana cost\.", cr.CAST_WHILE_RESOLVING)
def _cast_card(m: re.Match[str], targets: Targets) -> Built:
    """'You may cast a spell with mana value 3 or less from your hand without paying its mana
    cost': one card of that kind, chosen as it resolves; 'cast …' without 'you may' is cast
    if it can be (608.2g)."""
    kind = m["kind"] or ""
    if re.search(r"\b(?:permanent|spell|that|with|lesser|shares?)\b", kind):
        raise NoReading(f"a kind of spell not read: {kind!r}")
    what = f"{kind} card".strip()
    try:
        filt, players = parse_filter(what)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    if players or not filt.cards:
        raise NoReading(f"{kind!r} is not a kind of card")
    body: dict[str, Any] = {"what": what, "from": m["zone"]}
    n, le = m["an"] or m["bn"], m["ale"] or m["ble"]
    if n is not None:
        body["max_mana_value"] = amount(n, targets)
    elif le == "that damage":  # the damage the trigger saw dealt (608.2h)
        if not targets.event_amount:
            raise NoReading("'that damage' with no event that has an amount")
        body["max_mana_value"] = "that much"
    elif le is not None:
        body["max_mana_value"] = _value(le.removeprefix("the "), targets.it,
                                        targets_spell=targets.event_spell)
    if m["may"] == "You may c":
        body["optional"] = True
    return {"cast_card": body}


@template(r"(?P<may>You may c|C)ast (?P<target>(?:up to one )?target [\w ,-]+? card(?: with "
          r"mana value \d+ or less)? from (?:your|a|an opponent's|that player's) graveyard) "
          r"without paying its mana cost\.", cr.CAST_WHILE_RESOLVING)
def _cast_target(m: re.Match[str], targets: Targets) -> Built:
    """'You may cast target instant or sorcery card from your graveyard without paying its
    mana cost': the card targeted as it was put on the stack (115.1), if still there."""
    if "that player's" in m["target"] and not targets.event_player:
        raise NoReading("'that player' with no player the trigger event was about")
    what = targets.add(m["target"])
    return {"cast_it": {"what": what, "optional": m["may"] == "You may c"}}


# 611.2b: "for as long as …" of the permanent whose ability it is
_AS_LONG_AS = r" for as long as (?P<lasts>~ remains tapped|you control ~)"


def _lasts(words: str) -> list[str]:
    return ["this remains tapped" if words.endswith("remains tapped") else "you control this"]


@template(rf"Gain control of (?P<what>{_TARGET})(?: until (?P<until>end of turn)|"
          rf"{_AS_LONG_AS})?\.", cr.CONTROL_LAYER)
def _gain_control(m: re.Match[str], targets: Targets) -> Built:
    """'… for as long as you control ~' (611.2b): it ends when you no longer control the
    permanent whose ability it is, or never begins if you don't as it resolves."""
    body: dict[str, Any] = {"affects": targets.add(m["what"]), "control": "you"}
    if m["until"]:
        body["until"] = "end of turn"
    if m["lasts"]:
        body["for_as_long_as"] = _lasts(m["lasts"])
    return {"continuous": body}


@template(rf"(?P<who>Target player|Target opponent|That player) gains control of "
          rf"(?P<what>{_OBJECTS})(?P<until> until end of turn)?\.", cr.CONTROL_LAYER)
def _give_control(m: re.Match[str], targets: Targets) -> Built:
    """'Target opponent gains control of target permanent you control' (613.1b): that one
    player, fixed as it resolves; an illegal target player gains nothing (608.2b)."""
    if re.fullmatch(_IT, m["what"]):  # "it": named before the player's target is declared
        what = _object(m["what"], targets)
        who = _player(m["who"], targets)
    else:
        who = _player(m["who"], targets)
        what = _object(m["what"], targets)
    body: dict[str, Any] = {"affects": what, "control": {"player": who}}
    if m["until"]:
        body["until"] = "end of turn"
    return {"continuous": body}


@template(r"Each player gains control of (?:all|each) (?P<what>[\w ,-]+?) they own\.",
          cr.CONTROL_LAYER)
def _owners_control(m: re.Match[str], targets: Targets) -> Built:
    """'Each player gains control of all creatures they own': each object's owner (110.2),
    the objects fixed as it resolves (611.2c)."""
    return {"continuous": {"affects": selector(f"all {m['what']}"), "control": "owner"}}


# what an exchange of control targets: permanents only (701.10b), never a spell or a card
_PERMANENT = r"(?![\w ,'-]*\b(?:spells?|cards?)\b)[\w ,'-]+?"
_PERMANENT_TARGET = rf"(?:[Aa]nother )?[Tt]arget {_PERMANENT}"


@template(rf"Exchange control of (?:(?P<two>[Tt]wo target {_PERMANENT})|"
          rf"(?P<one>~|{_PERMANENT_TARGET}) and (?P<other>{_PERMANENT_TARGET}))\.",
          cr.EXCHANGE_CONTROL)
def _exchange_control(m: re.Match[str], targets: Targets) -> Built:
    """701.10: whole or not at all, as it resolves; of one player's two, nothing happens."""
    if m["two"]:
        return {"exchange_control": [targets.add(m["two"])]}
    return {"exchange_control": [_object(m["one"], targets), targets.add(m["other"])]}


@template(rf"(?:(?P<who>You|{_PLAYERS}) draws?|Draw) "
          rf"(?P<n>{NUMBER}|X|that many|an additional) cards?\.", cr.DRAW)
def _draw(m: re.Match[str], targets: Targets) -> Built:
    """'That player draws an additional card' (Howling Mine): one card, beside the draw step's
    (121.1)."""
    if m["n"] == "an additional":
        return {"draw": {"amount": 1, "player": _player(m["who"] or "you", targets)}}
    if m["n"] == "that many":  # the amount of the event it triggered on (608.2h)
        if not targets.event_amount:
            raise NoReading("'that many' with no event that has an amount")
        return {"draw": {"amount": "that much", "player": _player(m["who"] or "you", targets)}}
    return _cards_for(m, targets, "draw")


@template(rf"(?:(?P<who>You|{_PLAYERS}) )?(?P<verb>[Gg]ains?|[Ll]oses?) (?P<n>\d+|X|that much) "
          rf"life\.", cr.LIFE_CHANGE)
def _life(m: re.Match[str], targets: Targets) -> Built:
    kind = "gain_life" if m["verb"].lower().startswith("gain") else "lose_life"
    if m["n"] == "that much" and not targets.event_amount:
        raise NoReading("'that much' with no event that has an amount")
    n = "that much" if m["n"] == "that much" else amount(m["n"], targets)
    return {kind: {"amount": n,
                   "player": _player(m["who"] or "you", targets)}}


@template(rf"(?:(?P<who>{_PLAYERS}) takes?|Take) an extra turn after this one\.", cr.EXTRA_TURN)
def _extra_turn(m: re.Match[str], targets: Targets) -> Built:
    """500.7."""
    return {"extra_turn": _player(m["who"], targets) if m["who"] else "you"}


@template(rf"Look at the top (?:card|(?P<n>{NUMBER}) cards) of (?P<whose>target player's|target "
          rf"opponent's|each opponent's|your) library\.", cr.LOOK)
def _look_at(m: re.Match[str], targets: Targets) -> Built:
    """701.16e: information only; the target is what matters to the rules ('{1}: Look at the
    top card of your library.': nothing at all but what its controller knows)."""
    who = m["whose"].removesuffix("'s")
    return {"look_at": {"amount": number(m["n"]) if m["n"] else 1,
                        "player": "you" if who == "your" else _player(who[:1].upper() + who[1:],
                                                                       targets)}}


@template(r"Look at (?P<whose>target player's|target opponent's|each opponent's) hand\.", cr.LOOK)
def _look_at_hand(m: re.Match[str], targets: Targets) -> Built:
    """701.16e: its controller sees the cards in that hand; nothing moves."""
    who = m["whose"].removesuffix("'s")
    return {"look_at": {"zone": "hand", "player": _player(who[:1].upper() + who[1:], targets)}}


@template(rf"Look at the top (?P<n>{NUMBER}|X) cards of (?P<whose>your|target player's|target "
          rf"opponent's) library,? then put them back in any order\.", cr.LIBRARY_POSITION_ORDER)
def _rearrange(m: re.Match[str], targets: Targets) -> Built:
    """401.4: the cards go back on top in the order the ability's controller chooses."""
    body: dict[str, Any] = {"amount": amount(m["n"], targets)}
    if m["whose"] != "your":
        body["player"] = _player(m["whose"].removesuffix("'s").capitalize(), targets)
    return {"rearrange": body}


@template(rf"(?:(?P<who>You|{_PLAYERS}) mills?|Mill) (?P<n>{NUMBER}|X) "
          rf"cards?\.", cr.MILL)
def _mill(m: re.Match[str], targets: Targets) -> Built:
    return _cards_for(m, targets, "mill")


def _cards_for(m: re.Match[str], targets: Targets, key: str) -> Built:
    """'Draw two cards.' (you) or 'Target player mills three cards.' (a player named)."""
    n = amount(m["n"], targets)
    if m["who"] is None:
        return {key: n}
    return {key: {"amount": n, "player": _player(m["who"], targets)}}


@template(r"Exile (?:all cards from )?(?:(?P<who>target player|target opponent|each opponent|each "
          r"player)'s graveyards?|all graveyards)\.", cr.EXILE)
def _exile_graveyard(m: re.Match[str], targets: Targets) -> Built:
    who = m["who"] or "each player"  # "all graveyards": each player's
    return {"exile_graveyard": _player(who[:1].upper() + who[1:], targets)}


@template(rf"(?P<who>You|{_PLAYERS}) becomes? the monarch\.", cr.MONARCH)
def _monarch(m: re.Match[str], targets: Targets) -> Built:
    return {"become_monarch": _player(m["who"], targets)}


@template(r"(?:You t|T)ake the initiative\.", cr.INITIATIVE)
def _initiative(m: re.Match[str], targets: Targets) -> Built:
    return {"take_initiative": "you"}


@template(r"(?:You )?[Vv]enture into (?P<into>the dungeon|Undercity)\.", cr.VENTURE)
def _venture(m: re.Match[str], targets: Targets) -> Built:
    return {"venture": {"player": "you", "undercity": m["into"] == "Undercity"}}


@template(r"(?:Then )?[Tt]he Ring tempts you\.", cr.RING_TEMPTS)
def _ring_tempts(m: re.Match[str], targets: Targets) -> Built:
    return {"ring_tempts": "you"}


@template(rf"(?:You )?[Ss]cry (?P<n>{NUMBER}|X)\.", cr.SCRY)
def _scry(m: re.Match[str], targets: Targets) -> Built:
    return {"scry": amount(m["n"], targets)}


@template(rf"Surveil (?P<n>{NUMBER}|X)\.", cr.SURVEIL)
def _surveil(m: re.Match[str], targets: Targets) -> Built:
    return {"surveil": amount(m["n"], targets)}


@template(rf"(?P<by>It|That creature) deals (?P<n>\d+|X) damage to (?P<to>any target|{_TARGETS}|"
          rf"each opponent|you)\.", cr.DAMAGE)
def _it_deals(m: re.Match[str], targets: Targets) -> Built:
    """'Whenever a Dragon you control attacks, it deals 2 damage to any target': the creature
    the trigger is about is the source of the damage (120.1), as it last was (608.2h)."""
    by = _object(m["by"].lower(), targets)
    if by != "that creature":
        raise NoReading("a damage source that may have left the battlefield")
    to = targets.add(m["to"]) if _names_a_target(m["to"]) else recipients(m["to"])
    return {"damage": {"by": by, "amount": amount(m["n"], targets), "to": to}}


@template(rf"(?P<by>{_TARGET}) deals damage to itself equal to its power\.", cr.DAMAGE)
def _self_bite(m: re.Match[str], targets: Targets) -> Built:
    """'Target creature deals damage to itself equal to its power' (120.1): it is both the
    source and the recipient."""
    by = targets.add(m["by"])
    return {"damage": {"by": by, "amount": f"power of {by}", "to": by}}


@template(rf"(?P<by>{_TARGET}) deals damage equal to its power to (?P<to>(?:another )?target "
          rf"[\w ']+?|any (?:other )?target)\.", cr.DAMAGE)
def _bite(m: re.Match[str], targets: Targets) -> Built:
    """'Target creature you control deals damage equal to its power to target creature you
    don't control': the first target is the source of the damage (120.1). "Another target"
    there is an object other than the first target (601.2c)."""
    by = targets.add(m["by"])
    return {"damage": {"by": by, "amount": f"power of {by}", "to": targets.add(m["to"])}}


@template(rf"(?P<what>{_TARGET}|{_IT}|~) fights (?P<other>(?:another )?target [\w ']+?)\.",
          cr.FIGHT)
def _fight(m: re.Match[str], targets: Targets) -> Built:
    what = _object(m["what"], targets)
    if m["other"].startswith("another") and what != "this" and what not in targets.specs:
        raise NoReading("'another target' meaning other than the creature the trigger saw")
    return {"fight": {"what": what, "other": targets.add(m["other"])}}


@template(rf"(?P<who>{_PLAYERS}) sacrifices? (?P<n>an?|two|three|four|five) (?P<what>[\w ]+?)"
          rf"(?: of their choice)?\.", cr.SACRIFICE)
def _sacrifice(m: re.Match[str], targets: Targets) -> Built:
    """701.17a: each player chooses what they sacrifice, as it resolves."""
    return {"sacrifice": {"what": _filter(_singular_kind(m["what"], m["n"])),
                          "player": _player(m["who"], targets), "amount": number(m["n"])}}


@template(r"Sacrifice (?P<n>an?|two|three|four|five) (?P<what>[\w ]+?)\.", cr.SACRIFICE)
def _sacrifice_one(m: re.Match[str], targets: Targets) -> Built:
    return {"sacrifice": {"what": _filter(_singular_kind(m["what"], m["n"])), "player": "you",
                          "amount": number(m["n"])}}


def _singular_kind(words: str, n: str) -> str:
    """'two creatures' -> 'creature': the kind each of them is."""
    if n.lower() in ("a", "an"):
        return words
    head, _, last = words.rpartition(" ")
    return f"{head} {singular(last)}".strip()


@template(rf"Sacrifice (?P<what>~|{_IT})\.", cr.SACRIFICE)
def _sacrifice_this(m: re.Match[str], targets: Targets) -> Built:
    return {"sacrifice_it": _object(m["what"], targets)}


@template(rf"Exile (?P<what>{_OBJECT}), then return (?:it|that card) to the battlefield"
          rf"(?P<transformed> transformed)?(?P<tapped> tapped)? under (?P<whose>its owner's|"
          rf"your) control\.", cr.NEW_OBJECT)
def _flicker(m: re.Match[str], targets: Targets) -> Built:
    return {"exile_and_return": {"what": _object(m["what"], targets),
                                 "under": "owner" if m["whose"] == "its owner's" else "you",
                                 "transformed": bool(m["transformed"]),
                                 "tapped": bool(m["tapped"])}}


@template(rf"(?P<what>{_OBJECT}) (?:doesn't|don't) untap during (?:its controller's|their "
          rf"controllers?'s?|your) next untap step\.", cr.LASTS_AS_STATED)
def _no_next_untap(m: re.Match[str], targets: Targets) -> Built:
    """611.2a: kept tapped through its controller's next untap step (502.3), no longer."""
    return {"continuous": {"affects": _object(m["what"], targets),
                           "restrict": ["untap during its controller's untap step"],
                           "until": "its controller's next untap step"}}


@template(rf"(?P<what>{_OBJECT}) (?:doesn't|don't) untap during (?:its controller's|their "
          rf"controllers?'s?) untap steps?{_AS_LONG_AS}\.", cr.DURATION_ENDS)
def _no_untap_while(m: re.Match[str], targets: Targets) -> Built:
    """611.2b: kept tapped through its controller's untap steps (502.3) until the permanent
    whose ability it is untaps (or leaves its controller's control); if that is already so as
    it resolves, the effect does nothing."""
    return {"continuous": {"affects": _object(m["what"], targets),
                           "restrict": ["untap during its controller's untap step"],
                           "for_as_long_as": _lasts(m["lasts"])}}


@template(rf"(?P<what>{_OBJECTS}) gets? (?P<pt>{PT})(?: and (?:has|gains) (?P<kw>[\w ,]+?))?"
          rf"{_AS_LONG_AS}\.", cr.DURATION_ENDS)
def _pump_while(m: re.Match[str], targets: Targets) -> Built:
    """611.2b: a P/T change (and keywords) lasting for as long as the permanent whose ability
    it is stays tapped (or under its controller's control)."""
    body: dict[str, Any] = {"affects": _object(m["what"], targets), "pt": m["pt"],
                            "for_as_long_as": _lasts(m["lasts"])}
    if m["kw"]:
        body["gain"] = keywords(m["kw"])
    return {"continuous": body}


@template(rf"Remove (?P<n>{NUMBER}|X) (?P<kind>[+-]1/[+-]1|[a-z]+) counters? from "
          rf"(?P<what>{_OBJECT})\.", cr.COUNTERS)
def _remove_counters(m: re.Match[str], targets: Targets) -> Built:
    counter_kind(m["kind"])
    return {"remove_counters": {"counter": m["kind"], "amount": amount(m["n"], targets),
                                "from": _object(m["what"], targets)}}


@template(rf"Transform (?P<what>~|{_IT}|[Tt]arget [\w ,'-]+?)\.", cr.TRANSFORM)
def _transform(m: re.Match[str], targets: Targets) -> Built:
    return {"transform": _object(m["what"], targets)}


def _filter(phrase: str) -> str:
    try:
        parse_filter(phrase)
    except ValueError as exc:
        raise NoReading(str(exc)) from None
    return phrase


@template(rf"(?:(?P<who>You|{_PLAYERS}) discards?|Discard) (?P<n>{NUMBER}|X) cards?"
          rf"(?P<random> at random)?\.", cr.DISCARD)
def _discard(m: re.Match[str], targets: Targets) -> Built:
    """701.8a, and 701.8b: at random."""
    built = _cards_for(m, targets, "discard")
    if not m["random"]:
        return built
    body = built["discard"] if isinstance(built["discard"], dict) else {"amount": built["discard"]}
    return {"discard": {**body, "at_random": True}}


@template(rf"(?P<who>{_PLAYERS}) exiles? (?P<n>{NUMBER}|X) cards? from their hand\.", cr.EXILE)
def _exile_from_hand(m: re.Match[str], targets: Targets) -> Built:
    """701.11a: the player chooses which of their cards; each player at once (608.2e)."""
    return {"exile_from_hand": {"player": _player(m["who"], targets),
                                "amount": amount(m["n"], targets)}}


@template(rf"(?P<who>{_PLAYERS}) puts? (?P<n>a|one|two|three) cards? from their hand on top of "
          r"their library(?: in any order)?\.", cr.FOLLOW_INSTRUCTIONS)
def _hand_to_top(m: re.Match[str], targets: Targets) -> Built:
    """608.2c: the player chooses the cards; several in the order they choose (401.4, "in any
    order" or not)."""
    return {"hand_to_top": {"player": _player(m["who"], targets), "amount": number(m["n"])}}


@template(rf"(?:(?P<who>You|{_PLAYERS}) discards?|Discard) (?:all the cards in )?(?:their|your) "
          r"hand\.", cr.DISCARD)
def _discard_hand(m: re.Match[str], targets: Targets) -> Built:
    return {"discard": {"hand": True, "player": _player(m["who"] or "you", targets)}}


_DRAW_THAT_MANY = (r"then draws? (?:that many cards(?: (?P<more>plus|minus) one)?|(?P<greatest>"
                   r"cards equal to the greatest number of cards a player discarded this way))")


@template(rf"(?:(?P<who>You|{_PLAYERS}) discards?|Discard) (?:all the cards in )?(?:their|your) "
          rf"hand, {_DRAW_THAT_MANY}\.", cr.DISCARD)
def _wheel(m: re.Match[str], targets: Targets) -> Built:
    """701.8a, 121.2: each player discards their hand, then draws as many cards as they
    discarded (or as the player who discarded the most)."""
    return {"discard": {"hand": True, "player": _player(m["who"] or "you", targets),
                        **_then_draw(m)}}


@template(rf"(?:(?P<who>You|{_PLAYERS}) discards?|Discard) (?:any number of|up to (?P<n>one|two|"
          rf"three)) cards, {_DRAW_THAT_MANY}\.", cr.DISCARD)
def _rummage_any(m: re.Match[str], targets: Targets) -> Built:
    """701.8b: the player chooses how many of their cards, perhaps none; then draws that
    many (121.2)."""
    body: dict[str, Any] = {"player": _player(m["who"] or "you", targets), **_then_draw(m)}
    if m["greatest"]:
        raise NoReading("the greatest number after a discard of a number chosen")
    return {"discard": body | ({"amount": number(m["n"]), "up_to": True} if m["n"]
                               else {"any_number": True})}


def _then_draw(m: re.Match[str]) -> dict[str, Any]:
    """'then draws that many cards plus one' as the discard's then_draw and draw_plus."""
    body: dict[str, Any] = {"then_draw": "the greatest number" if m["greatest"] else "that many"}
    if m["more"]:
        body["draw_plus"] = 1 if m["more"] == "plus" else -1
    return body


def _player(who: str, targets: Targets) -> str:
    low = who.lower()
    if low in ("target player", "target opponent"):
        return targets.add(low)
    if low == "that player":  # the one player targeted before, or the trigger event's player
        players = [n for n, spec in targets.specs.items() if spec in ("player", "opponent")]
        if len(players) == 1 and len(targets.specs) == 1:
            return players[0]
        if targets.event_player and not players:
            return "that player"
        raise NoReading("'that player' with no one player it can refer to")
    if low in ("its controller", "that creature's controller"):
        # of the object named before (608.2h: as it last existed)
        it = _object("that creature", targets) if low.startswith("that") else targets.earlier()
        if targets.specs.get(it) in ("player", "opponent"):
            raise NoReading("a player has no controller")
        return f"controller of {it}"
    if low == "defending player":  # 506.2: the player this creature attacks or attacked
        if targets.it != "this":
            raise NoReading("'defending player' of an ability not about an attacking creature")
        return "defending player"
    return {"you": "you", "each player": "each player", "each opponent": "each opponent"}[low]


def _keyword_action(verb: str, key: str, rule: Rule) -> None:
    """'Destroy target creature.', 'Exile all creatures.' — one template per keyword action."""
    def build(m: re.Match[str], targets: Targets) -> Built:
        return {key: _object(m["what"], targets)}
    build.__name__ = f"_{key}"
    template(rf"{verb} (?P<what>{_OBJECTS}|all [\w ]+|{_ATTACHED})\.", rule)(build)


for _verb, _key, _rule in (("Destroy", "destroy", cr.DESTROY), ("Exile", "exile", cr.EXILE),
                           ("Tap", "tap", cr.TAP), ("Untap", "untap", cr.UNTAP)):
    _keyword_action(_verb, _key, _rule)


@template(rf"(?P<may>You may t|T)ap or untap (?P<what>{_OBJECTS})\.", cr.RESOLUTION_CHOICES)
def _tap_or_untap(m: re.Match[str], targets: Targets) -> Built:
    """701.21: which of the two (or, after "you may", neither), its controller chooses as it
    resolves (608.2d)."""
    body: dict[str, Any] = {"what": _object(m["what"], targets), "or_untap": True}
    if m["may"] != "T":
        body["optional"] = True
    return {"tap": body}


@template(r"Shuffle ~ into its owner's library\.", cr.SHUFFLE)
def _shuffle_this(m: re.Match[str], targets: Targets) -> Built:
    return {"shuffle_into_library": {"this": True}}


@template(r"(?P<who>Target player|Target opponent|Each player|You) shuffles? (?:their|your) "
          r"(?P<hand>hand and )?graveyard into (?:their|your) library\.", cr.SHUFFLE)
def _shuffle_graveyard(m: re.Match[str], targets: Targets) -> Built:
    body: dict[str, Any] = {"graveyard_of": _player(m["who"], targets)}
    if m["hand"]:
        body["hand"] = True
    return {"shuffle_into_library": body}


@template(r"(?:Then )?[Rr]eveal the top card of your library(?P<hand> and put (?:that card|it) "
          r"into your hand)?\.", cr.REVEAL)
def _reveal_top(m: re.Match[str], targets: Targets) -> Built:
    """701.16a: what follows reads the card as "it", "that card" or "the revealed card"."""
    targets.it = "the revealed card"
    return {"reveal_top": {"to": "hand"} if m["hand"] else {}}


@template(rf"Untap up to (?P<n>{NUMBER}) lands(?P<yours> you control)?\.", cr.UNTAP)
def _untap_up_to(m: re.Match[str], targets: Targets) -> Built:
    """608.2d: which lands, no targets, chosen as it resolves."""
    return {"untap": {"what": "lands" + (m["yours"] or ""), "up_to": number(m["n"])}}


@template(rf"Exile (?P<what>{_TARGET}) until ~ leaves the battlefield\.", cr.EXILED_UNTIL)
def _exile_until(m: re.Match[str], targets: Targets) -> Built:
    return {"exile": {"what": targets.add(m["what"]), "until_this_leaves": True}}


@template(r"(?P<may>You may a|A)ttach (?P<which>~|it) to (?P<target>(?:up to one )?(?:another )?"
          r"target [\w ,'-]+?)\.", cr.ATTACH)
def _attach(m: re.Match[str], targets: Targets) -> Built:
    """701.3a: this Aura or Equipment onto the target, if it can be (701.3b); "you may": a
    choice as it resolves (608.2d)."""
    if m["which"] == "it" and targets.it not in (None, "this"):
        raise NoReading("'it' is not the Aura or Equipment itself")
    return _attaching(targets.add(m["target"]), bool(m["may"].startswith("You")))


def _attaching(to: str, may: bool) -> Built:
    return {"attach": {"to": to, "optional": True}} if may else {"attach": to}


@template(rf"Put (?P<what>{_OBJECTS}|(?P<yours>target [\w ]*?card) from your graveyard) on "
          rf"(?P<where>top|the bottom) of (?:its|their) owners?'s? librar(?:y|ies)\.|Put "
          rf"(?P<own>target [\w ]*?card) from your graveyard on (?P<top>top|the bottom) of your "
          rf"library\.", cr.FOLLOW_INSTRUCTIONS)
def _put_in_library(m: re.Match[str], targets: Targets) -> Built:
    """A card from your graveyard goes to your library: its owner's (404.1, 401.1)."""
    card = m["yours"] or m["own"]
    what = targets.add(f"{card} from your graveyard") if card else _object(m["what"], targets)
    body: dict[str, Any] = {"what": what}
    if (m["where"] or m["top"]) != "top":
        body["bottom"] = True
    return {"put_in_library": body}


@template(r"Change the target of (?P<what>target [\w ]*?spell with a single target)\.",
          cr.CHANGE_TARGET)
def _change_target(m: re.Match[str], targets: Targets) -> Built:
    """115.7a: to another legal target for that spell, chosen as this resolves."""
    return {"change_target": targets.add(m["what"])}


_NTH = {"second": 2, "third": 3}


@template(rf"Put (?P<what>{_OBJECT}) into its owner's library (?P<nth>second|third) from the "
          r"top\.", cr.NTH_FROM_TOP)
def _nth_from_top(m: re.Match[str], targets: Targets) -> Built:
    """401.7: under the top cards of its owner's library, or on the bottom if there are fewer."""
    return {"put_in_library": {"what": _object(m["what"], targets),
                               "from_top": _NTH[m["nth"]]}}


@template(rf"The owner of (?P<what>{_TARGET}) puts it into their library (?P<nth>second|third) "
          r"from the top or on the bottom\.", cr.RESOLUTION_CHOICES)
def _nth_or_bottom(m: re.Match[str], targets: Targets) -> Built:
    """608.2d: its owner chooses, as it resolves, which of the two places (401.7)."""
    return {"put_in_library": {"what": targets.add(m["what"]), "owner_chooses": True,
                               "from_top": _NTH[m["nth"]]}}


@template(rf"(?P<what>{_TARGET})'s owner puts it on their choice of the top or bottom of their "
          r"library\.", cr.RESOLUTION_CHOICES)
def _top_or_bottom(m: re.Match[str], targets: Targets) -> Built:
    """608.2d: its owner chooses, as it resolves, where in their library it goes."""
    return {"put_in_library": {"what": targets.add(m["what"]), "owner_chooses": True}}


@template(r"(?P<may>You may a|A)ttach ~ to (?P<to>it|that creature)\.", cr.ATTACH)
def _attach_to_it(m: re.Match[str], targets: Targets) -> Built:
    """'create a 1/1 Soldier token, then attach this to it': "it" is the token just made;
    'whenever a creature you control enters, you may attach this Equipment to it' (or "to
    that creature"): the creature that entered."""
    may = m["may"].startswith("You")
    if targets.it == "that creature" and not targets.specs:
        return _attaching("that creature", may)
    if targets.it != "those tokens" or m["to"] != "it":
        raise NoReading("'it' is not a token just created")
    return _attaching("that token", may)


@template(r"Return (?:an?|(?P<another>another)) (?P<what>[\w ]+? you control) to its owner's "
          r"hand\.", cr.FOLLOW_INSTRUCTIONS)
def _return_one(m: re.Match[str], targets: Targets) -> Built:
    """'Return a land you control to its owner's hand': one its controller chooses; 'another':
    not the ability's own permanent."""
    what = selector(f"another {m['what']}" if m["another"] else m["what"])
    return {"return_to_hand": {"what": what, "choose_one": True}}


# "… to the battlefield with a finality counter on it", "with two additional +1/+1 counters"
_WITH_COUNTERS = (rf"(?: with (?P<n>{NUMBER}) (?:additional )?(?P<kind>[+-]1/[+-]1|[a-z]+) "
                  r"counters? on it)?")


def _with_counters(m: re.Match[str]) -> dict[str, Any]:
    """The counters a card returned to the battlefield enters with (122.6, 614.1c)."""
    if not m["kind"]:
        return {}
    return {"counters": {counter_kind(m["kind"]): number(m["n"])}}


@template(r"Return ~ from your graveyard to (?P<to>your hand|the battlefield)(?P<tapped> tapped)?"
          rf"{_WITH_COUNTERS}(?: attached to (?P<host>that creature|target [\w ]+?))?\.",
          cr.FUNCTIONS_IN_ZONE)
def _from_own_graveyard(m: re.Match[str], targets: Targets) -> Built:
    """The card the ability is on, which works only in its owner's graveyard (113.6m); "attached
    to that creature": an Aura put onto the battlefield attached to what the effect names,
    which it doesn't target (303.4f), or left where it is if it can't be (303.4i)."""
    if m["to"] == "your hand":
        if m["kind"] or m["host"]:
            raise NoReading("counters on, or an attachment for, a card returned to a hand")
        return {"return_to_hand": "this"}
    body: dict[str, Any] = {"what": "this", "tapped": bool(m["tapped"]), **_with_counters(m)}
    if m["host"]:
        body["attached_to"] = _one_host(m["host"], targets)
    return {"return_to_battlefield": body}


def _one_host(phrase: str, targets: Targets) -> str:
    """The one object an Aura or Equipment is put onto the battlefield attached to: a target,
    this object, or the one named before ("it", "that creature")."""
    if phrase.lower().startswith(("up to", "another", "target")):
        if re.match(r"up to (?!one )", phrase, re.IGNORECASE):
            raise NoReading(f"{phrase!r}: more than one object")
        return targets.add(phrase)
    host = _object(phrase, targets)
    if host not in ("this", "that creature") and host not in targets.specs:
        raise NoReading(f"'{phrase}' is not one object it can be attached to")
    return host


@template(r"Return all (?P<what>[\w ,'/-]+? cards) from your graveyard to (?P<to>the battlefield"
          r"(?P<tapped> tapped)?|your hand)\.", cr.FOLLOW_INSTRUCTIONS)
def _mass_return(m: re.Match[str], targets: Targets) -> Built:
    """Every card of that kind in your graveyard, at once (608.2c, 400.7)."""
    what = selector(f"all {m['what']} in your graveyard")
    if m["to"] == "your hand":
        return {"return_to_hand": what}
    body: dict[str, Any] = {"what": what}
    if m["tapped"]:
        body["tapped"] = True
    return {"return_to_battlefield": body}


@template(r"Return (?P<what>all [\w ,']+?) to their owners' hands\.", cr.FOLLOW_INSTRUCTIONS)
def _mass_bounce(m: re.Match[str], targets: Targets) -> Built:
    return {"return_to_hand": selector(m["what"])}


@template(rf"Return (?P<what>{_OBJECTS}) to (?:its owner's|their owners'|your) hands?\.",
          cr.FOLLOW_INSTRUCTIONS)
def _bounce(m: re.Match[str], targets: Targets) -> Built:
    if _names_a_target(m["what"]) and "graveyard" not in m["what"] \
            and not m[0].endswith(("its owner's hand.", "their owners' hands.")):
        raise NoReading("'to your hand' is for cards from your graveyard")
    return {"return_to_hand": _object(m["what"], targets)}


@template(r"Return (?P<what>the exiled cards?|it|that card) to the battlefield(?P<tapped> tapped)? "
          r"under (?P<whose>its owner's|their owners'|your) control\.", cr.PUT_ONTO_BATTLEFIELD)
def _return_found(m: re.Match[str], targets: Targets) -> Built:
    """607.2a: "the exiled card" is what the card's linked ability exiled
    (judge/oracle/__init__.py checks there is one such ability); "it" in "When ~ dies, return
    it …" is the card its event put in the graveyard (400.7e), never a target moved earlier (a
    new object)."""
    what = m["what"]
    if what in ("it", "that card"):
        if targets.specs or targets.it not in ("that card", "that creature"):
            raise NoReading("'return it to the battlefield' about no card a trigger found")
        what = targets.it
    body: dict[str, Any] = {"what": what}
    if m["tapped"]:
        body["tapped"] = True
    if m["whose"] == "your":
        body["under"] = "you"
    return {"return_to_battlefield": body}


@template(rf"(?:Put (?P<what>{_TARGET} from an? (?:opponent's )?graveyard) onto|Return "
          rf"(?P<what2>target [\w ,'-]+? from an? (?:opponent's )?graveyard) to) the battlefield "
          rf"under your control(?P<tapped> tapped)?\.", cr.PUT_ONTO_BATTLEFIELD)
def _steal_from_graveyard(m: re.Match[str], targets: Targets) -> Built:
    """A card from any graveyard enters under the ability's controller's control (110.2)."""
    body: dict[str, Any] = {"what": targets.add(m["what"] or m["what2"]), "under": "you"}
    if m["tapped"]:
        body["tapped"] = True
    return {"return_to_battlefield": body}


@template(rf"Return (?P<what>{_TARGET} from your graveyard) to the battlefield"
          rf"(?P<tapped> tapped)?(?P<attacking> and attacking)?{_WITH_COUNTERS}"
          r"(?: attached to (?P<host>~|that creature))?\.",
          cr.PUT_ONTO_BATTLEFIELD)
def _reanimate(m: re.Match[str], targets: Targets) -> Built:
    """'… attached to ~': an Aura or Equipment card put onto the battlefield attached to the
    object named, which it doesn't target (303.4f)."""
    card = targets.add(m["what"])
    body: dict[str, Any] = {"what": card, **_with_counters(m)}
    if m["host"]:
        body["attached_to"] = "this" if m["host"] == "~" else _one_host(m["host"], targets)
        if body["attached_to"] == card:
            raise NoReading("a card attached to itself")
    if m["tapped"]:
        body["tapped"] = True
    if m["attacking"]:  # 508.4
        body["attacking"] = True
    return {"return_to_battlefield": body}


@template(r"Counter (?P<target>target (?:[\w ]*spell(?: with mana value \d+(?: or (?:less|"
          r"greater))?)?|(?:spell, )?(?:activated|triggered|activated or triggered) ability|"
          r"spell, activated ability, or triggered ability))(?: unless its controller pays "
          r"(?P<pays>(?:\{[^{}]+\})+))?\.", cr.COUNTER_SPELL)
def _counter(m: re.Match[str], targets: Targets) -> Built:
    if m["pays"]:  # 118.12a
        return {"counter": {"what": targets.add(m["target"]), "unless_pays": m["pays"]}}
    return {"counter": targets.add(m["target"])}


@template(rf"(?P<what>{_OBJECTS}) gains? protection from the color of your choice until end of "
          rf"turn\.", cr.ABILITY_LAYER)
def _protection_of_choice(m: re.Match[str], targets: Targets) -> Built:
    """608.2d: the color is chosen as it resolves; the effect grants protection from it."""
    if "color" not in targets.choose:
        targets.choose.append("color")
    return _this_turn(m, targets, gain=["protection from the chosen color"])


def _chosen_on_resolution(targets: Targets, kind: str) -> None:
    """608.2d: the effect's color or type is chosen as it resolves."""
    if kind not in targets.choose:
        targets.choose.append(kind)


def _no_spell(what: str) -> None:
    if re.search(r"\bspells?\b", what):
        raise NoReading("a spell's color or type changed on the stack is not modeled")


@template(rf"(?P<what>{_OBJECTS}|{_ATTACHED}) (?:gets? (?P<pt>{PT}) and )?becomes? the color of "
          rf"your choice until end of turn\.", cr.COLOR_LAYER)
def _color_of_choice(m: re.Match[str], targets: Targets) -> Built:
    """613.1e: its color becomes the one chosen as the ability resolves (608.2d), and only
    that one; 'gets +1/+1 and becomes …': both for the turn."""
    _no_spell(m["what"])
    _chosen_on_resolution(targets, "color")
    more = {"pt": m["pt"]} if m["pt"] else {}
    return _this_turn(m, targets, set_chosen_color=True, **more)


@template(rf"(?P<what>{_OBJECTS}|{_ATTACHED}) becomes? (?P<colors>colorless|(?:white|blue|black|"
          rf"red|green)(?: and (?:white|blue|black|red|green))?) until end of turn\.",
          cr.COLOR_LAYER)
def _becomes_colors(m: re.Match[str], targets: Targets) -> Built:
    """613.1e: its colors become these for the turn; 'colorless': none (105.2c)."""
    _no_spell(m["what"])
    colors = [] if m["colors"] == "colorless" else m["colors"].split(" and ")
    return _this_turn(m, targets, set_colors=colors)


@template(rf"(?P<what>{_OBJECTS}|{_ATTACHED}) becomes? the creature type of your choice until "
          rf"end of turn\.", cr.TYPE_LAYER)
def _creature_type_of_choice(m: re.Match[str], targets: Targets) -> Built:
    """613.1d: its creature types are replaced by the one chosen as it resolves (608.2d);
    its card types and other subtypes stay (205.1b)."""
    _no_spell(m["what"])
    _chosen_on_resolution(targets, "creature type")
    return _this_turn(m, targets, set_chosen_creature_type=True)


@template(rf"(?P<eot>Until end of turn, )?(?P<what>{_TARGET}|~) becomes the basic land type of "
          rf"your choice(?P<also> in addition to its other types)?(?(eot)| until end of turn)\.",
          cr.LAND_TYPE_CHANGE)
def _land_type_of_choice(m: re.Match[str], targets: Targets) -> Built:
    """305.7: the land's type becomes the basic land type chosen as it resolves (608.2d): it
    loses its other land types and the abilities of its rules text and has that type's mana
    ability; 'in addition to its other types' keeps them."""
    what = m["what"]
    if what != "~" and not re.fullmatch(r"[Tt]arget (?:nonbasic )?land(?: you control)?", what):
        raise NoReading("a basic land type for what may not be a land")
    _chosen_on_resolution(targets, "basic land type")
    change = "add_chosen_land_type" if m["also"] else "set_chosen_land_type"
    return _this_turn(m, targets, **{change: True})


@template(rf"Switch (?P<what>~|{_TARGET}|{_IT})'s? power and toughness until end of turn\.",
          cr.PT_SWITCH)
def _switch(m: re.Match[str], targets: Targets) -> Built:
    return _this_turn(m, targets, switch_pt=True)


@template(rf"Regenerate (?P<what>{_OBJECT}|[Ee]nchanted creature|[Ee]quipped creature)\.",
          cr.REGENERATE)
def _regenerate(m: re.Match[str], targets: Targets) -> Built:
    return {"regenerate": _object(m["what"], targets)}


@template(rf"Prevent the next (?P<n>\d+) damage that would be dealt to (?P<to>any target|"
          rf"{_TARGET}|~|you) this turn\.", cr.PREVENTION_SHIELD)
def _shield(m: re.Match[str], targets: Targets) -> Built:
    to = m["to"]
    if to == "~":
        raise NoReading("a prevention shield on the source itself is not modeled")
    to = targets.add(to) if _names_a_target(to) else recipients(to)
    return {"prevent_damage": {"amount": int(m["n"]), "to": to}}


_SOURCE_OF_CHOICE = r"(?:an?|one) (?:(?P<quality>[\w ]+?) )?source of your choice"


def _source_of_choice(m: re.Match[str], to: str | None, targets: Targets,
                      amount: str) -> Built:
    """609.7a: a source chosen as it resolves, perhaps 'a red source', 'an artifact source'
    (checked again as it would deal damage, 615.9)."""
    colors: list[str] = []
    types: list[str] = []
    for word in (m["quality"] or "").split(" or ") if m["quality"] else []:
        if word in _COLOR_WORDS and word != "colorless":
            colors.append(word)
        elif word in ("artifact", "creature", "land", "enchantment", "planeswalker"):
            types.append(word)
        else:
            raise NoReading(f"a source of your choice that is {m['quality']!r}")
    body: dict[str, Any] = {"amount": amount, "source_of_choice": True}
    if to is not None:
        body["to"] = targets.add(to) if _names_a_target(to) else recipients(to)
    if colors:
        body["source_colors"] = colors
    if types:
        body["source_types"] = types
    return {"prevent_damage": body}


@template(rf"The next time {_SOURCE_OF_CHOICE} would deal damage(?: to (?P<to>you|any target|"
          rf"{_TARGET}))? this turn, prevent that damage\.", cr.PREVENTION_NEXT_TIME)
def _next_time_prevented(m: re.Match[str], targets: Targets) -> Built:
    """615.8: the next instance of that source's damage (to that recipient), however much."""
    return _source_of_choice(m, m["to"], targets, "next time")


@template(rf"Prevent all damage {_SOURCE_OF_CHOICE} would deal(?: to (?P<to>you))? this turn\.",
          cr.PREVENTION)
def _prevent_all_from_chosen(m: re.Match[str], targets: Targets) -> Built:
    """615.1a, 609.7a: all the damage the chosen source would deal this turn (to you)."""
    return _source_of_choice(m, m["to"], targets, "all")


@template(rf"Prevent all damage that would be dealt to (?P<to>you|{_TARGET}) this turn by "
          rf"{_SOURCE_OF_CHOICE}\.", cr.PREVENTION)
def _prevent_all_to_from_chosen(m: re.Match[str], targets: Targets) -> Built:
    """615.1a, 609.7a: all the damage the chosen source would deal to you this turn."""
    return _source_of_choice(m, m["to"], targets, "all")


@template(r"Prevent all combat damage that would be dealt this turn\.", cr.PREVENTION)
def _fog(m: re.Match[str], targets: Targets) -> Built:
    return {"prevent_damage": {"combat_only": True}}


@template(rf"Prevent all (?P<combat>combat )?damage that would be dealt (?P<both>to and dealt )?by "
          rf"(?P<by>{_OBJECT}) this turn\.", cr.PREVENTION)
def _prevent_all_by(m: re.Match[str], targets: Targets) -> Built:
    """615.1a: all the damage one source would deal this turn (and, 'to and dealt by', all it
    would be dealt)."""
    by = _object(m["by"], targets)
    found = [{"prevent_damage": {"by": by, "combat_only": bool(m["combat"])}}]
    if m["both"]:
        found.append({"prevent_damage": {"to": by, "combat_only": bool(m["combat"])}})
    return found


@template(rf"Prevent all (?P<combat>combat )?damage that would be dealt to (?P<to>{_TARGET}|you) "
          rf"this turn\.", cr.PREVENTION)
def _prevent_all_to(m: re.Match[str], targets: Targets) -> Built:
    """615.1a: all the damage one recipient would be dealt this turn."""
    to = targets.add(m["to"]) if _names_a_target(m["to"]) else recipients(m["to"])
    return {"prevent_damage": {"to": to, "combat_only": bool(m["combat"])}}


@template(r"(?P<verb>Bolster|Adapt|Monstrosity) (?P<n>\d+)\.", cr.COUNTERS)
def _counters_keyword(m: re.Match[str], targets: Targets) -> Built:
    """701.33a, 701.43a, 701.31a."""
    if m["verb"] != "Bolster" and targets.it != "this":
        raise NoReading("adapt and monstrosity are a permanent's own")
    return {m["verb"].lower(): int(m["n"])}


@template(r"Amass (?P<army>[A-Z]\w+) (?P<n>\d+)\.", cr.AMASS)
def _amass(m: re.Match[str], targets: Targets) -> Built:
    return {"amass": {"amount": int(m["n"]), "army": singular(m["army"])}}


@template(rf"(?P<what>{_OBJECT}) (?P<verb>explores|connives)\.", cr.EXPLORE)
def _explores(m: re.Match[str], targets: Targets) -> Built:
    key = "explore" if m["verb"] == "explores" else "connive"
    return {key: _object(m["what"], targets)}


@template(rf"Support (?P<n>{NUMBER})\.", cr.SUPPORT)
def _support(m: re.Match[str], targets: Targets) -> Built:
    """701.35a: on a permanent, up to N *other* target creatures; on a spell, up to N."""
    n = number(m["n"])
    words = ["one", "two", "three", "four", "five"][n - 1] if 1 <= n <= 5 else None
    if words is None:
        raise NoReading(f"support {n}")
    other = "other " if targets.it == "this" else ""
    return {"put_counters": {"counter": "+1/+1", "amount": 1,
                             "on": targets.add(f"each of up to {words} {other}target creatures")}}


@template(rf"Double the number of (?:(?P<kind>[+-]1/[+-]1|[a-z]+) counters|each kind of counter) "
          rf"on (?P<on>{_OBJECTS}|each [\w ]+|enchanted creature|equipped creature)\.",
          cr.DOUBLE_COUNTERS)
def _double_counters(m: re.Match[str], targets: Targets) -> Built:
    on = m["on"]
    chosen = _object(on, targets) if not on.startswith("each ") or _names_a_target(on) \
        else selector(on)
    body: dict[str, Any] = {"on": chosen}
    if m["kind"]:
        body["counter"] = counter_kind(m["kind"])
    return {"double_counters": body}


@template(r"Discover (?P<n>\d+)\.", cr.DISCOVER)
def _discover(m: re.Match[str], targets: Targets) -> Built:
    return {"discover": int(m["n"])}


@template(r"You get (?P<e>(?:\{E\})+)\.", cr.ENERGY)
def _get_energy(m: re.Match[str], targets: Targets) -> Built:
    return {"get_energy": m["e"].count("{E}")}


@template(r"You may play (?:an additional land|up to (?P<n>two|three) additional lands) this "
          r"turn\.", cr.ONE_LAND)
def _extra_lands(m: re.Match[str], targets: Targets) -> Built:
    """305.2: more land plays this turn for the spell's or ability's controller."""
    return {"extra_lands": number(m["n"]) if m["n"] else 1}


@template(r"Populate\.", cr.POPULATE)
def _populate(m: re.Match[str], targets: Targets) -> Built:
    return {"populate": {}}


@template(r"Proliferate\.", cr.PROLIFERATE)
def _proliferate(m: re.Match[str], targets: Targets) -> Built:
    return {"proliferate": {}}


@template(rf"Put (?P<n>{NUMBER}|X|that many) (?P<kind>[+-]1/[+-]1|[a-z]+) counters? on "
          rf"(?P<on>{_OBJECTS}|"
          rf"each [\w ,+/'-]+|enchanted creature|equipped creature)\.", cr.COUNTERS)
def _counters(m: re.Match[str], targets: Targets) -> Built:
    counter_kind(m["kind"])
    on = m["on"]
    chosen = _object(on, targets) if not on.startswith("each ") or _names_a_target(on) \
        else selector(on)
    return {"put_counters": {"counter": m["kind"], "amount": amount(m["n"], targets),
                             "on": chosen}}


@template(rf"(?:You c|C)reate (?P<n>{NUMBER}|X) (?P<tapped>tapped )?(?P<p>\d+|X)/(?P<t>\d+|X) "
          rf"(?P<colors>[\w ]+?) "
          rf"(?P<subtypes>(?:[A-Z][\w'-]* )+)(?P<artifact>artifact |enchantment )?creature tokens?"
          rf"(?:(?: with (?P<keywords>[\w ,]+?))?{_ATTACKING}\.| with (?:(?P<also>[\w ,]+?) and )?"
          rf"\"(?P<quoted>[^\"]+)\")", cr.CREATE_TOKEN)
def _token(m: re.Match[str], targets: Targets) -> Built:
    colors = m["colors"].replace(" and ", " ").split()
    if any(c not in _COLOR_WORDS for c in colors):
        raise NoReading(f"colors {m['colors']!r}")
    subtypes = m["subtypes"].split()
    token: dict[str, Any] = {
        "name": " ".join(subtypes), "subtypes": subtypes,
        "types": [m["artifact"].strip(), "creature"] if m["artifact"] else ["creature"],
        "colors": [c for c in colors if c != "colorless"],
        "power": _pt_value(m["p"]), "toughness": _pt_value(m["t"])}
    if m["keywords"] or m["also"]:  # each one a keyword the vocabulary knows, or no reading
        token["abilities"] = keywords(m["keywords"] or m["also"])
    if m["quoted"]:  # 111.3: the abilities the effect gives the token, read as its own text
        token["abilities"] = token.get("abilities", []) + quoted_abilities(
            m["quoted"], token["types"], token["name"])
    x = {"x": amount("X", targets)} if "X" in (m["p"], m["t"]) else {}  # 608.2h
    targets.it = "those tokens" if not targets.specs else None  # "Sacrifice it …" (603.7c)
    return {"create_token": {"amount": amount(m["n"], targets), "token": token,
                             **_entering(m), **x}}


def _pt_value(word: str) -> int | str:
    return word if word == "X" else int(word)


def _entering(m: re.Match[str]) -> dict[str, Any]:
    """'Create a tapped …', '… that's tapped and attacking' (508.4): how tokens enter."""
    found: dict[str, Any] = {}
    if m["tapped"] or m["attacking"] and "tapped" in m["attacking"]:
        found["tapped"] = True
    if m["attacking"]:
        found["attacking"] = True
    return found



@template(rf"Create (?P<n>{NUMBER}) (?P<tapped>tapped )?tokens? that(?:'s| are) (?:a )?"
          rf"cop(?:y|ies) of (?P<of>~|{_TARGET}|{_IT}|that card){_ATTACKING}"
          rf"(?:, except (?P<except>[^.]+))?\.", cr.COPIABLE_VALUES)
def _token_copy(m: re.Match[str], targets: Targets) -> Built:
    """707.2, 707.9: tokens with the copiable values of an object, changed as the words say."""
    of = "it" if m["of"] == "that card" and targets.it == "that card" else m["of"]
    made: dict[str, Any] = {"of": _object(of, targets), "amount": number(m["n"]),
                            **_entering(m)}
    if m["except"]:
        made["except"] = copy_exceptions(m["except"])
    targets.it = "those tokens"  # "That token gains haste. Sacrifice it …" (603.7c)
    return {"create_token_copy": made}


def copy_exceptions(words: str) -> dict[str, Any]:
    """'it's white, it has no mana cost, and it's a Zombie in addition to its other types'
    (707.9b): each exception one the vocabulary keeps, or no reading."""
    found: dict[str, Any] = {}
    for part in re.split(r",? and (?=it\b)|, (?=it\b)", words):  # each says "it …"
        if part == "it isn't legendary":
            found["not_legendary"] = True
        elif part == "it has no mana cost":
            found["no_mana_cost"] = True
        elif (pt := re.fullmatch(r"it's (\d+)/(\d+)", part)):
            found.update(power=int(pt[1]), toughness=int(pt[2]))
        elif (color := re.fullmatch(r"it's (\w+)", part)) and color[1] in _COLOR_WORDS:
            found["colors"] = [] if color[1] == "colorless" else [color[1]]
        elif (more := re.fullmatch(r"it's an? (?P<what>[\w ]+?) in addition to its other types",
                                   part)):
            for word in more["what"].split():
                if word in ("artifact", "enchantment", "creature", "land"):
                    found.setdefault("add_types", []).append(word)
                elif word[:1].isupper():
                    found.setdefault("add_subtypes", []).append(word)
                else:
                    raise NoReading(f"the exception {part!r}")
        elif (has := re.fullmatch(r"it has (?P<keywords>[\w ]+)", part)):
            found["gain"] = keywords(has["keywords"])
        else:
            raise NoReading(f"the exception {part!r}")
    return found


@template(r"(?:(?P<who>Its controller|That creature's controller) (?P<may>may )?search(?:es)? "
          r"their|Search your) library for (?:an?|(?:up to )?(?P<n>one|two|three)) "
          r"(?P<what>(?:[\w ]+? )?cards?(?: with [\w ]+?| named \"[^\"]+\")?)"
          r"(?P<reveal>, reveal (?:it|them|that card|those cards))?,? "
          r"(?:and )?put (?:it|them|that card|those cards) (?P<to>onto the battlefield|into "
          r"(?:your|their) hand|into (?:your|their) graveyard)(?P<tapped> tapped)?, then "
          r"shuffle\.", cr.SEARCH)
def _search(m: re.Match[str], targets: Targets) -> Built:
    _filter(m["what"])
    body: dict[str, Any] = {"find": m["what"], "to": m["to"].split()[-1]}
    if m["who"]:  # 701.19a: a player searches their own library
        body["player"] = _player(m["who"], targets)
        if m["may"]:
            body["optional"] = True
    elif "their" in m["to"]:
        raise NoReading("'their' hand in your own search")
    if m["n"]:
        body["amount"] = number(m["n"])
    if m["tapped"]:
        body["tapped"] = True
    if m["reveal"]:
        body["reveal"] = True
    return {"search_library": body}


@template(r"If (?:this spell|~) was (?P<paid>kicked), (?P<effect>.+)", cr.KICKED)
def _if_kicked(m: re.Match[str], targets: Targets) -> Built:
    """702.33e: what a kicked spell does too; a target named only here is not read (702.33g)."""
    return _if_paid(m, targets)


@template(r"If (?:this spell|~) was (?P<paid>bargained), (?P<effect>.+)", cr.BARGAINED)
def _if_bargained(m: re.Match[str], targets: Targets) -> Built:
    """702.166c: what a bargained spell does too; a target named only here is not read
    (702.166d)."""
    return _if_paid(m, targets)


def _if_paid(m: re.Match[str], targets: Targets) -> Built:
    """'If this spell was kicked/bargained, <instruction>', with no target of its own."""
    before = dict(targets.specs)
    effect = m["effect"][:1].upper() + m["effect"][1:]
    # "that creature also gains flying": in addition to what the spell did before
    effect = re.sub(r"^(That creature|It) also (?=gains |gets )", r"\1 ", effect)
    found = _sentence(effect, targets)
    if found is None or targets.specs != before:
        raise NoReading(m["effect"])
    return {"only_if": {"if": f"this spell was {m['paid']}", "effects": found}}


def quoted_abilities(text: str, types: Iterable[str], name: str = "") -> list[Any]:
    """Abilities in quotation marks that an effect or a static ability gives an object (111.3,
    613.1f), compiled as the text of a card of its own, 'this creature' being the object that
    has them; read whole or not at all."""
    from judge.oracle import Face, Status, compile_face  # the compiler reads this module

    compiled = compile_face(Face(name or "it", frozenset(types), frozenset(), text))
    if compiled.status is not Status.FULLY:
        raise NoReading(f"the ability in quotation marks {text!r}")
    return compiled.abilities()


# 111.10: tokens an effect names only by their kind, with the abilities the rules give them
_PREDEFINED = {
    "Treasure": {"cost": "{T}, Sacrifice this", "effects": [{"add_mana": "one mana of any color"}]},
    "Food": {"cost": "{2}, {T}, Sacrifice this",
             "effects": [{"gain_life": {"amount": 3, "player": "you"}}]},
    "Clue": {"cost": "{2}, Sacrifice this", "effects": [{"draw": 1}]},
    "Gold": {"cost": "Sacrifice this", "effects": [{"add_mana": "one mana of any color"}]},
    "Blood": {"cost": "{1}, {T}, Discard a card, Sacrifice this", "effects": [{"draw": 1}]},
    "Map": {"cost": "{1}, {T}, Sacrifice this", "targets": {"t": "creature you control"},
            "effects": [{"explore": "t"}], "sorcery_speed": True},
    "Junk": {"cost": "{T}, Sacrifice this", "sorcery_speed": True,
             "effects": [{"exile_top": {"amount": 1, "play": "this turn"}}]},
    "Shard": {"cost": "{2}, Sacrifice this", "effects": [{"scry": 1}, {"draw": 1}]},
    "Powerstone": {"cost": "{T}", "effects": [{"add_mana": {
        "mana": "{C}", "spend_only": {"not_spells": "nonartifact spell"}}}]},
}


def _predefined(kind: str, amount: int | str, tapped: bool = False) -> Built:
    token = {"name": kind, "types": ["enchantment" if kind == "Shard" else "artifact"],
             "subtypes": [kind], "abilities": [{"activated": _PREDEFINED[kind]}]}
    made: dict[str, Any] = {"amount": amount, "token": token}
    if tapped:
        made["tapped"] = True
    return {"create_token": made}


# 111.10j–r: the Role tokens, each a colorless Aura Role enchantment token named for its kind
# with enchant creature and these abilities ("this creature's toughness" being what the
# rules' "its toughness" means in Young Hero's)
_ROLES = {
    "Cursed": "Enchanted creature has base power and toughness 1/1.",
    "Monster": "Enchanted creature gets +1/+1 and has trample.",
    "Royal": "Enchanted creature gets +1/+1 and has ward {1}.",
    "Sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    "Virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",
    "Wicked": "Enchanted creature gets +1/+1.\nWhen this Aura is put into a graveyard from the "
              "battlefield, each opponent loses 1 life.",
    "Young Hero": 'Enchanted creature has "Whenever this creature attacks, if this creature\'s '
                  'toughness is 3 or less, put a +1/+1 counter on it."',
}


@cache
def _role_abilities(kind: str) -> tuple[Any, ...]:
    """A Role's abilities, read as the text of an Aura Role of its own (111.10j–r)."""
    from judge.oracle import Face, Status, compile_face  # the compiler reads this module

    compiled = compile_face(Face(kind, frozenset({"enchantment"}), frozenset({"Aura", "Role"}),
                                 "Enchant creature\n" + _ROLES[kind]))
    if compiled.status is not Status.FULLY:
        raise NoReading(f"the {kind} Role's abilities")
    return tuple(compiled.abilities())


@template(rf"(?:You c|C)reate an? (?P<kind>{'|'.join(_ROLES)}) Role token attached to "
          r"(?P<to>(?:up to one (?:other )?|another )?target [\w ]+?|it|that creature|~)\.",
          cr.PREDEFINED_TOKEN)
def _role_token(m: re.Match[str], targets: Targets) -> Built:
    """111.10j–r: a Role token, created attached to the object the effect names, which it
    doesn't target (303.4f); with none it can enchant there, it isn't created (303.4i)."""
    attached = _one_host(m["to"], targets)
    token = {"name": m["kind"], "types": ["enchantment"], "subtypes": ["Aura", "Role"],
             "abilities": list(copy.deepcopy(_role_abilities(m["kind"])))}
    return {"create_token": {"token": token, "attached_to": attached}}


@template(rf"(?:You c|C)reate (?P<n>{NUMBER}|X) (?P<tapped>tapped )?(?P<kind>Treasure|Food|Clue|"
          rf"Gold|Blood|Map|Junk|Shard|Powerstone) tokens?\.", cr.PREDEFINED_TOKEN)
def _predefined_token(m: re.Match[str], targets: Targets) -> Built:
    return _predefined(m["kind"], amount(m["n"], targets), bool(m["tapped"]))


@template(r"Search your library for an? (?P<what>[\w ]+? card), reveal it, then shuffle and put "
          r"that card on top\.", cr.SHUFFLE_FOUND)
def _search_to_top(m: re.Match[str], targets: Targets) -> Built:
    """701.19a, 701.20b: the card found goes on top of the shuffled library."""
    return {"search_library": {"find": _filter(m["what"]), "to": "top", "reveal": True}}


@template(r"Incubate (?P<n>\d+|X)\.", cr.INCUBATE)
def _incubate(m: re.Match[str], targets: Targets) -> Built:
    return {"incubate": amount(m["n"], targets)}


@template(r"(?P<who>Target player|Target opponent|Each opponent|Each player) reveals? (?:their|"
          r"his or her) hand and discards? all (?P<what>[\w ,]+?) cards\.", cr.DISCARD)
def _discard_all_of(m: re.Match[str], targets: Targets) -> Built:
    """701.8a: the hand revealed, every card of the kind named is discarded."""
    return {"discard": {"player": _player(m["who"], targets), "all_of": _filter(
        m["what"] + " card")}}


@template(rf"(?:(?P<who>{_PLAYERS}) reveals a card at random from their hand|[Rr]eveal a card "
          r"(?:at random from your hand|from your hand at random))\.", cr.REVEAL)
def _reveal_from_hand(m: re.Match[str], targets: Targets) -> Built:
    """701.16a: what follows reads the card as "that card" or "the revealed card"."""
    player = _player(m["who"] or "you", targets)  # a target named first: "it" is the card
    targets.it = "the revealed card"
    return {"reveal_from_hand": {"player": player}}


@template(rf"Manifest the top (?:card|(?P<n>{NUMBER}) cards) of your library\.", cr.MANIFEST)
def _manifest(m: re.Match[str], targets: Targets) -> Built:
    return {"manifest": {"amount": number(m["n"]) if m["n"] else 1}}


@template(r"Manifest dread\.", cr.MANIFEST_DREAD)
def _manifest_dread(m: re.Match[str], targets: Targets) -> Built:
    return {"manifest": {"dread": True}}


@template(r"Investigate\.", cr.INVESTIGATE)
def _investigate(m: re.Match[str], targets: Targets) -> Built:
    return _predefined("Clue", 1)


@template(r"Add (?P<mana>(?:\{[WUBRGC]\})+|one mana of any color|(?:(?:\{[WUBRGC]\})+ or )?one "
          r"mana of the chosen color|(?:two|three|four|five) mana (?:of any one color|in any "
          r"combination of colors|of different colors)|(?:\{[WUBRGC]\})+"
          r"(?:, (?:\{[WUBRGC]\})+)*,? or (?:\{[WUBRGC]\})+)\.", cr.MANA)
def _add_mana(m: re.Match[str], targets: Targets) -> Built:
    return {"add_mana": m["mana"]}


@template(r"(?P<who>Its controller|That player) adds (?P<more>an additional )?"
          r"(?P<mana>(?:\{[WUBRGC]\})+|one mana of any color|two mana in any combination of "
          r"colors|one mana of any type that land produced)\.", cr.TAPPED_FOR_MANA)
def _adds_for_tapping(m: re.Match[str], targets: Targets) -> Built:
    """106.12a: 'Whenever enchanted land is tapped for mana, its controller adds an additional
    {G}', 'Whenever a player taps a land for mana, that player adds one mana of any type that
    land produced': the player who tapped the land (its controller, 602.1b) adds it."""
    if not targets.event_player or targets.it != "that land":
        raise NoReading(f"{m['who']!r} adds mana outside a 'tapped for mana' trigger")
    body: dict[str, Any] = {"mana": m["mana"], "player": "that player"}
    if m["more"]:
        body["additional"] = True
    return {"add_mana": body}


@template(r"Add one mana of any (?P<kind>color|type) that (?P<what>an? [\w ]+?) could produce\.",
          cr.COULD_PRODUCE)
def _could_produce(m: re.Match[str], targets: Targets) -> Built:
    """106.7: of a type the permanents named could produce, as it resolves; none, no mana."""
    return {"add_mana": {"mana": f"one mana of any {m['kind']}",
                         "could_produce": selector(m["what"])}}


@template(r"Add (?P<n>two|three|four|five|six|seven|eight|nine|ten) (?P<mana>\{[WUBRGC]\})\.",
          cr.MANA)
def _add_many(m: re.Match[str], targets: Targets) -> Built:
    """'Add eight {C}': the symbol that many times (106.4)."""
    return {"add_mana": m["mana"] * number(m["n"])}


@template(r"Add (?P<mana>X mana (?:of any one color|in any combination of (?:colors|"
          r"\{[WUBRG]\} and/or \{[WUBRG]\})))\.", cr.MANA)
def _add_x_mana(m: re.Match[str], targets: Targets) -> Built:
    """106.1b: the player chooses the color (or colors) as it is added; X counted as it
    resolves (608.2h), or the value chosen for {X} (107.3a)."""
    return {"add_mana": {"mana": m["mana"], "times": amount("X", targets)}}


@template(r"Add (?:(?P<mana>\{[WUBRGC]\}) for each (?P<what>[\w ]+(?: ~)?)|an amount of "
          rf"(?P<mana2>\{{[WUBRGC]\}}) equal to {_VALUE})\.", cr.MANA)
def _add_mana_counted(m: re.Match[str], targets: Targets) -> Built:
    """'Add {G} for each Elf you control', 'add an amount of {G} equal to ~'s power': that
    many, counted as the ability resolves (608.2h)."""
    if m["what"]:
        return {"add_mana": {"mana": m["mana"], "times": _mana_count(m["what"], targets)}}
    return {"add_mana": {"mana": m["mana2"], "times": _value(m["count"], targets.it)}}


def _mana_count(what: str, targets: Targets) -> str:
    """'Elf you control'; 'storage counter on this land' (as it resolves, 608.2h); 'storage
    counter removed this way': as many as the ability's cost removed (107.3k)."""
    on = re.fullmatch(r"(?P<kind>[a-z]+) counters? on (?:this (?:land|artifact|creature)|~)",
                      what)
    if on:
        return f"number of {on['kind']} counter on this"
    removed = re.fullmatch(r"(?P<kind>[a-z]+) counters? removed this way", what)
    if removed:
        if removed["kind"] != targets.removed:
            raise NoReading(f"{what!r} with no cost that removed a chosen number of them")
        return f"number of {removed['kind']} counter removed this way"
    return counted(f"number of {what}")


@template(r"Add (?P<mana>\{[WUBRGC]\}), then add an additional (?P=mana) for each (?P<kind>[a-z]+) "
          r"counter removed this way\.", cr.MANA)
def _add_mana_and_more(m: re.Match[str], targets: Targets) -> Built:
    """The mana batteries: one, and one more for each counter the cost removed (107.3k)."""
    if m["kind"] != targets.removed:
        raise NoReading("counters removed this way with no cost that removed a chosen number")
    return {"add_mana": {"mana": m["mana"],
                         "times": f"number of {m['kind']} counter removed this way plus 1"}}
