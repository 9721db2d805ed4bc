"""The fuzzer of judge's input, shared by tests/test_fuzz.py (a small budget) and
benchmarks/fuzz_benchmark.py (a large one).

Two kinds of files:
- generated from the scenario format's structure (`scenario_documents`, `record_documents`):
  players, turn, battlefield, stack, actions of every kind, choices, shields, earlier effects,
  inline cards (library cards, their fields changed) and expectations, the values mostly of
  the right type and referring to ids and players that exist, sometimes anything at all;
- the bundled scenarios and game records with their text mutated (`mutated_files`): lines
  deleted, duplicated, swapped, re-indented, truncated, numbers made huge, negative, booleans
  or floats, control characters, NUL, escape, byte order marks, lone surrogates, invalid UTF-8,
  deep nesting, anchors and aliases, tabs.

`check_file` runs a file through the real command line (`judge check`, `explain` or `audit`)
and returns what broke the properties every input must keep: no traceback, exit status 0, 1
or 2, each line of an exit-2 message located (`FILE:LINE:COL: message`, or `FILE: message`
for the file as a whole), and the same `--format json` output, byte for byte, when run again.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import warnings
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from ruamel.yaml import YAML
from typer.testing import CliRunner

from judge.cli import app

REPO = Path(__file__).resolve().parent.parent
RECORD_FILES = sorted((REPO / "scenarios" / "audits").glob("*.yaml"))
SCENARIO_FILES = sorted(set((REPO / "scenarios").rglob("*.yaml")) - set(RECORD_FILES))
LIBRARY = sorted((REPO / "judge" / "cards" / "library").glob("*.yaml"))


def _library_cards() -> list[dict[str, Any]]:
    yaml = YAML(typ="safe", pure=True)
    return [yaml.load(path.read_text(encoding="utf-8")) for path in LIBRARY]


CARDS = _library_cards()
CARD_NAMES = sorted(card["name"] for card in CARDS)
STEPS = ["untap", "upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
         "declare blockers", "first-strike damage", "combat damage", "end of combat",
         "postcombat main", "end", "cleanup"]
PLAYERS = ["Alice", "Bob", "Carol"]
IDS = ["a", "b", "c", "bolt", "bears", "hawk", "x.trigger1"]
COUNTERS = ["+1/+1", "-1/-1", "loyalty", "lore", "time", "shield", "stun", "oil", "bogus"]
DUNGEONS = [("Lost Mine of Phandelver", "Cave Entrance"),
            ("Tomb of Annihilation", "Trapped Entry"), ("Undercity", "Secret Entrance")]
FINDINGS = ["illegal_action", "missed_trigger", "state_based_action_not_performed",
            "missed_turn_based_action", "wrong_amount", "choice_by_the_wrong_player"]

# --- values -------------------------------------------------------------------------------

# text a user could paste, any character UTF-8 can write; and odd characters spliced into a
# name: control characters, bidi overrides, zero-width, a lone surrogate, YAML's own marks
ODD_TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=12)
ODD_CHARS = ["\x00", "\x1b", "\x1b[2J", "\r", "\n", "\t", "\ufeff", "\u202e", "\u200b",
             "\ud800", "\x85", "\u2028", "é", "名", "🂡", "\x7f", ":", "#", "&a", "*a", "'", '"']
HUGE = st.sampled_from([1000, 10**6, 2**31, 2**63, 10**30])
NUMBERS = st.one_of(st.integers(0, 6), st.integers(-3, 25), HUGE, st.just(-(10**30)))
ANYTHING = st.one_of(
    st.none(), st.booleans(), NUMBERS, st.floats(allow_nan=True), ODD_TEXT,
    st.lists(st.one_of(st.none(), NUMBERS, ODD_TEXT), max_size=3),
    st.dictionaries(ODD_TEXT, st.one_of(st.none(), NUMBERS, ODD_TEXT), max_size=2))


class _Kit:
    """How values are made: all of the right kind ('clean': the file reaches the engine), the
    numbers now and then huge ('big'), or ('weird') now and then an odd character, a value of
    any kind, a required field left out, a field no model has."""

    def __init__(self, weird: bool, big: bool):
        self.weird = weird
        small = st.integers(0, 6) | st.integers(0, 25)
        self.int = self.wrong(NUMBERS) if weird else small | HUGE if big else small

    def odd(self, base: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        """`base`; or now and then with an odd character in it, or any text at all."""
        if not self.weird:
            return base
        spliced = st.tuples(base, st.sampled_from(ODD_CHARS), st.integers(0, 20)).map(
            lambda t: t[0][:t[2]] + t[1] + t[0][t[2]:])
        return st.one_of(*[base] * 8, spliced, ODD_TEXT)

    def wrong(self, good: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        """`good`; or now and then anything at all."""
        return st.one_of(*[good] * 12, ANYTHING) if self.weird else good

    def fields(self, required: dict[str, st.SearchStrategy[Any]],
               optional: dict[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[dict[str, Any]]:
        """A mapping with the required fields and some of the optional ones; or now and then
        a required one left out, or a field no model has."""
        mapping = st.fixed_dictionaries(required, optional=optional)
        if not self.weird:
            return mapping
        extra = st.one_of(*[st.just({})] * 12, st.dictionaries(
            st.sampled_from(["bogus", "tpyo", "id "]), ANYTHING, max_size=1))
        return mapping.flatmap(
            lambda d: st.tuples(st.just(d), st.sampled_from([None] * 12 + list(d)), extra)).map(
            lambda t: {**{k: v for k, v in t[0].items() if k != t[1]}, **t[2]})


def _documents(weird: bool, big: bool = False) -> tuple[st.SearchStrategy[dict[str, Any]],
                                                        st.SearchStrategy[dict[str, Any]]]:
    """Scenarios and game records as data, from the format's structure (see _Kit)."""
    kit = _Kit(weird, big)
    odd, wrong, fields = kit.odd, kit.wrong, kit.fields
    # clean: Alice and Bob always play (Carol now and then), no id twice
    PLAYER = odd(st.sampled_from(PLAYERS if weird else PLAYERS[:2]))
    ID = odd(st.sampled_from(IDS))
    ON_STACK = odd(st.sampled_from(["bolt", "s1", "s2"] if not weird else IDS))
    REF = st.one_of(ID, PLAYER)  # an object or a player
    CARD = odd(st.sampled_from(CARD_NAMES))
    STEP = odd(st.sampled_from(STEPS))
    INT = kit.int
    BOOL = wrong(st.booleans())
    POSITIVE = INT.map(lambda n: n if weird else n + 1)
    IDS_LIST = st.lists(ID, max_size=3)
    IN_ZONE = st.one_of(CARD, *[st.fixed_dictionaries({"id": ID, "card": CARD})] * weird)

    PLAYER_SPEC = fields({"name": PLAYER}, {
        "life": INT, "poison": INT, "energy": INT, "drawn_this_turn": INT, "cast_this_turn": INT,
        "damaged_this_turn": INT, "attacked_this_turn": BOOL, "city_blessing": BOOL,
        "speed": wrong(st.integers(1, 4)), "monarch": BOOL, "initiative": BOOL,
        "ring_tempted": INT, **({"ring_bearer": ID} if weird else {}),
        "dungeon": st.sampled_from(DUNGEONS).flatmap(lambda d: st.fixed_dictionaries(
            {"name": odd(st.just(d[0])), "room": odd(st.sampled_from(
                [room for _, room in DUNGEONS] if weird else [d[1]]))})),
        "library": st.one_of(INT, st.lists(IN_ZONE, max_size=4)),
        "hand": st.lists(IN_ZONE, max_size=3),
        "graveyard": st.lists(CARD, max_size=3), "exile": st.lists(CARD, max_size=2)})

    PERMANENT = fields({"id": ID, "card": CARD, "controller": PLAYER}, {
        "owner": PLAYER, "tapped": BOOL, "damage": INT, "token": BOOL, "timestamp": INT,
        "counters": wrong(st.dictionaries(odd(st.sampled_from(COUNTERS)), INT, max_size=2)),
        "attached_to": REF, "deathtouch_damage": BOOL, "copy_of": ID, "face_down": BOOL,
        "transformed": BOOL, "controlled_since_turn": POSITIVE, "entered_this_turn": BOOL,
        "designations": st.lists(odd(st.sampled_from(["monstrous", "renowned", "saddled"])),
                                 max_size=2),
        "chosen": st.fixed_dictionaries({}, optional={"color": odd(st.sampled_from(
            ["red", "blue"])), "creature_type": odd(st.just("Elf"))}),
        "attacking": REF, "blocking": st.one_of(ID, IDS_LIST), "activated_once": st.lists(INT),
        "attacked_this_turn": BOOL})

    STACK_ENTRY = st.one_of(
        fields({"id": ON_STACK, "card": CARD, "controller": PLAYER},
               {"targets": st.lists(REF, max_size=3), "modes": st.lists(INT, max_size=2)}),
        fields({"id": ON_STACK, "source": ID, "ability": st.one_of(INT, odd(st.just("equip")))},
               {"controller": PLAYER, "targets": st.lists(REF, max_size=2)}))

    DIVIDE = st.dictionaries(REF, INT, max_size=3)
    ACTIONS = {
        "resolve": st.one_of(INT, st.just("all"), *[ANYTHING] * weird),
        "cast": fields({"card": st.one_of(ID, CARD), "player": PLAYER}, {
            "id": ID, "targets": st.lists(REF, max_size=3), "modes": st.lists(INT, max_size=2),
            "x": INT, "kicked": BOOL, "buyback": BOOL, "convoke": IDS_LIST, "delve": IDS_LIST,
            "improvise": IDS_LIST, "divide": DIVIDE, "replicate": INT, "squad": INT,
            "casualty": ID, "face_down": BOOL, "prototyped": BOOL, "conspire": IDS_LIST,
            "alternative_cost": odd(st.sampled_from(["evoke", "dash", "overload", "pay_instead",
                                                     "surge"]))}),
        "activate": fields({"source": ID, "ability": st.one_of(INT, odd(st.just("equip")))}, {
            "player": PLAYER, "id": ID, "targets": st.lists(REF, max_size=2), "x": INT,
            "crew": IDS_LIST, "divide": DIVIDE}),
        "advance": STEP,
        "play": fields({"card": st.one_of(ID, CARD), "player": PLAYER}, {}),
        "attack": st.one_of(IDS_LIST, st.dictionaries(ID, REF, max_size=3), fields(
            {"attackers": IDS_LIST}, {"defender": REF, "enlist": st.dictionaries(ID, ID)})),
        "block": st.dictionaries(ID, st.one_of(ID, IDS_LIST), min_size=1, max_size=3),
        "turn_face_up": ID,
        "suspend": fields({"card": st.one_of(ID, CARD), "player": PLAYER}, {}),
        "foretell": fields({"card": st.one_of(ID, CARD), "player": PLAYER}, {}),
        "plot": fields({"card": st.one_of(ID, CARD), "player": PLAYER}, {}),
    }
    ACTION = st.sampled_from(sorted(ACTIONS)).flatmap(
        lambda kind: ACTIONS[kind].map(lambda value: {kind: value}))

    CHOICES = st.fixed_dictionaries({}, optional={
        "legend_rule": IDS_LIST, "colors": st.dictionaries(ID, odd(st.just("green"))),
        "discard": st.dictionaries(PLAYER, IDS_LIST, max_size=2),
        "sacrifice": st.dictionaries(PLAYER, IDS_LIST, max_size=2),
        "search": st.dictionaries(PLAYER, st.lists(CARD, max_size=2), max_size=1),
        "choose": st.dictionaries(ID, IDS_LIST, max_size=2),
        "proliferate": st.dictionaries(PLAYER, st.lists(REF, max_size=2), max_size=1),
        "copies": st.dictionaries(ID, ID, max_size=1),
        "top_or_bottom": st.dictionaries(ID, odd(st.sampled_from(["top", "bottom"])), max_size=1),
        "scry": st.dictionaries(PLAYER, st.fixed_dictionaries(
            {}, optional={"top": IDS_LIST, "bottom": IDS_LIST}), max_size=1),
        "rearrange": st.dictionaries(PLAYER, IDS_LIST, max_size=1)})

    SHIELD = fields({"id": ID, "source": CARD, "kind": odd(st.sampled_from(
        ["prevent", "regenerate", "exile if it dies", "can't be regenerated"])), "protects": REF},
        {"amount": INT, "combat_only": BOOL, "dealt_by": ID} if weird else {})

    EFFECT = fields({"id": ID, "source": CARD, "controller": PLAYER,
                    "affects": st.lists(ID, min_size=1, max_size=3)}, {
        "until": odd(st.sampled_from(["end of turn", "forever"])), "timestamp": INT,
        "pt": odd(st.sampled_from(["+1/+1", "-2/-0", "+x/+x", "+99999999999999999999/+0"])),
        "set_pt": odd(st.sampled_from(["1/1", "0/4"])),
        "gain": st.lists(odd(st.sampled_from(["flying", "trample", "deathtouch"])), max_size=2),
        "set_colors": st.lists(odd(st.just("blue")), max_size=1)})

    @st.composite
    def _mutated_card(draw: st.DrawFn) -> dict[str, Any]:
        """A library card's data with a field changed or removed: the card vocabulary in use."""
        card = dict(draw(st.sampled_from(CARDS)))
        key = draw(st.sampled_from(sorted(card)))
        change = draw(st.sampled_from(["keep", "keep", "drop", "value", "rename"] if weird
                                      else ["keep"]))
        if change == "drop":
            del card[key]
        elif change == "value":
            card[key] = draw(ANYTHING)
        elif change == "rename":
            card["name"] = draw(odd(st.just(str(card["name"]))))
        return card

    OBJECT_EXPECTATION = st.fixed_dictionaries({}, optional={
        "zone": odd(st.sampled_from(["battlefield", "graveyard", "gone", "exile"])),
        "power": INT, "toughness": INT, "damage": INT, "tapped": BOOL, "controller": PLAYER,
        "counters": st.dictionaries(odd(st.sampled_from(COUNTERS)), INT, max_size=1),
        "has": st.lists(odd(st.just("flying")), max_size=1), "name": CARD,
        "attacking": REF, "blocked": BOOL, "last_known": st.fixed_dictionaries(
            {}, optional={"power": INT, "name": CARD}),
        "effects": st.dictionaries(odd(st.sampled_from(["4", "7b", "7c", "9"])), IDS_LIST,
                                   max_size=1)})
    PLAYER_EXPECTATION = st.fixed_dictionaries({}, optional={
        "life": INT, "poison": INT, "lost": BOOL, "hand": INT, "library": INT, "graveyard": INT,
        "lost_because": st.lists(odd(st.sampled_from(["704.5a", "704.5b", "104.3a", "1.1"])),
                                 max_size=2)})
    GAME_FACTS = st.fixed_dictionaries({}, optional={
        "result": st.one_of(PLAYER, st.sampled_from(["ongoing", "draw"])), "stack": IDS_LIST,
        "turn": INT, "step": STEP, "monarch": PLAYER, "triggers_waiting": IDS_LIST})
    EXPECT = st.fixed_dictionaries({}, optional={
        "objects": st.dictionaries(ID, OBJECT_EXPECTATION, max_size=3),
        "players": st.dictionaries(PLAYER, PLAYER_EXPECTATION, max_size=2),
        "game": GAME_FACTS.flatmap(lambda g: st.fixed_dictionaries({}, optional={
            "cites": st.lists(odd(st.sampled_from(["704.5g", "702.19b", "117.3"])), max_size=2)}
        ).map(lambda c: {**g, **c})),
        "refused": st.lists(fields({"action": INT, "rule": odd(st.just("118.3"))}, {}),
                            max_size=1),
        "checkpoints": st.lists(fields(
            {"after": st.one_of(INT, STEP)} if weird else {"at": STEP},
            {"turn": INT, "objects": st.dictionaries(ID, OBJECT_EXPECTATION, max_size=1),
             "game": GAME_FACTS}), max_size=2)})

    BOARD = {
        "title": odd(st.just("fuzz")),
        "players": st.lists(PLAYER_SPEC, min_size=1, max_size=3) if weird else st.tuples(
            *[PLAYER_SPEC.map(lambda p, n=name: {**p, "name": n}) for name in PLAYERS[:2]],
            st.lists(PLAYER_SPEC.map(lambda p: {**p, "name": "Carol"}), max_size=1)).map(
            lambda t: [t[0], t[1], *t[2]]),
        "turn": fields({"active": PLAYER}, {
            "step": STEP, "priority": PLAYER, "number": POSITIVE, "creatures_died": INT,
            "day_or_night": odd(st.sampled_from(["day", "night"]))}),
    }
    BOARD_OPTIONAL = {
        "format": wrong(st.just(1)), "question": odd(st.just("Who wins?")),
        "source": odd(st.just("fuzz")),
        "battlefield": st.lists(PERMANENT, max_size=6, unique_by=lambda p: str(p.get("id"))),
        "stack": st.lists(STACK_ENTRY, max_size=3, unique_by=lambda p: str(p.get("id"))),
        "choices": CHOICES,
        "shields": st.lists(SHIELD, max_size=2),
        "effects": st.lists(EFFECT, max_size=2),
        "cards": st.lists(_mutated_card(), max_size=2,
                          unique_by=lambda card: str(card.get("name"))),
    }

    SCENARIO = fields(BOARD, {**BOARD_OPTIONAL, "actions": st.lists(ACTION, max_size=6),
                              "expect": EXPECT})

    TOLD = {
        "agree": st.fixed_dictionaries({}, optional={
            "objects": st.dictionaries(ID, OBJECT_EXPECTATION, max_size=2),
            "players": st.dictionaries(PLAYER, PLAYER_EXPECTATION, max_size=2),
            "game": GAME_FACTS}),
        "draw": st.one_of(PLAYER, fields({"player": PLAYER}, {"count": INT})),
        "put": fields({"card": ID, "into": odd(st.sampled_from(
            ["graveyard", "exile", "hand", "library", "battlefield"]))}, {"player": PLAYER}),
        "life": fields({"player": PLAYER}, {"gains": INT, "loses": INT}) if weird else st.one_of(
            fields({"player": PLAYER, "gains": POSITIVE}, {}),
            fields({"player": PLAYER, "loses": POSITIVE}, {})),
        "counters": fields({"on": ID}, {
            "add": st.dictionaries(odd(st.sampled_from(COUNTERS)), INT, max_size=1),
            "remove": st.dictionaries(odd(st.sampled_from(COUNTERS)), INT, max_size=1),
            "player": PLAYER}),
        "trigger": st.one_of(ID, fields({"source": ID}, {"player": PLAYER})),
        "chose": fields({"player": PLAYER, "chosen": st.lists(REF, min_size=1, max_size=2)}, {}),
    }
    ENTRY = st.sampled_from(sorted(ACTIONS) + sorted(TOLD) * 2).flatmap(
        lambda kind: (ACTIONS[kind] if kind in ACTIONS else TOLD[kind]).map(
            lambda value: {kind: value}))

    FINDING = fields({"entry": POSITIVE, "kind": odd(st.sampled_from(FINDINGS))},
                     {"rule": odd(st.sampled_from(["120.3f", "704.5g", "1"]))})
    RECORD = fields({**BOARD, "account": st.lists(ENTRY, max_size=6)}, {
        **BOARD_OPTIONAL, "expect": st.fixed_dictionaries(
            {"findings": st.lists(FINDING, max_size=2)})})

    return SCENARIO, RECORD


MODES = [_documents(False), _documents(False, big=True), _documents(True)]


def scenario_documents() -> st.SearchStrategy[dict[str, Any]]:
    """Scenario files as data: clean, with huge numbers, or weird."""
    return st.one_of(*[scenario for scenario, _ in MODES])


def record_documents() -> st.SearchStrategy[dict[str, Any]]:
    """Game records as data, a board and the players' account: clean, big or weird."""
    return st.one_of(*[record for _, record in MODES])


def to_text(document: dict[str, Any], style: str) -> str:
    """The document written as YAML ('block') or as JSON, which YAML reads too ('json')."""
    if style == "block":
        yaml = YAML(typ="safe", pure=True)
        yaml.allow_unicode = True
        out = StringIO()
        try:
            yaml.dump(document, out)
            return out.getvalue()
        except Exception:  # a value ruamel can't write (a lone surrogate): as JSON instead
            pass
    return json.dumps(document, ensure_ascii=style != "json-unicode")


@st.composite
def generated_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """(the command, the file's bytes) for a generated scenario or game record."""
    record = draw(st.integers(0, 3)) == 0
    document = draw(record_documents() if record else scenario_documents())
    text = to_text(document, draw(st.sampled_from(["block", "block", "json", "json-unicode"])))
    return ("audit" if record else "explain",
            text.encode("utf-8", errors="surrogatepass"))


# --- mutations of the bundled files ----------------------------------------------------------

BUNDLED = [(path, path.read_text(encoding="utf-8")) for path in SCENARIO_FILES + RECORD_FILES]
INSERTS = ["\x00", "\x1b[31m", "\ufeff", "\t", "\r", "\x85", "\u2028", "\ud800", "\\ud800",
           ": ", "- ", "[", "{", "]", "}", "&a ", "*a", "&a [1, *a]", "!!python/object:os.system",
           "!!binary ", "%YAML 1.1\n", "---\n", "...\n", "? ", "|\n", ">-\n", "#", "'", '"',
           "<<: *a", "\\x00", "\\e", '"\\u0000"', "~", "null", "!!int ", "!!float ", "!!set",
           "[" * 200, "{a: " * 80, "- " * 70, "9" * 5000, "\U0001F0A1", "\u202e"]
NUMBER_VALUES = ["99999999999999999999999999999", "-1", "-99999", "true", "false", "1.5",
                 "1e400", ".nan", ".inf", "0x10", "0o7", "null", "~", "''", "[]", "{}", "1_000",
                 "9" * 4301, "2147483648", "0"]
SCALAR = re.compile(r"(?<=: )[^\s{}\[\],#][^\n,}\]#]*")
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
CARD_NAME = re.compile("|".join(re.escape(name) for name in sorted(CARD_NAMES, key=len,
                                                                    reverse=True)))
STEP_NAME = re.compile("|".join(re.escape(step) for step in sorted(STEPS, key=len,
                                                                   reverse=True)))


def _mutation(draw: st.DrawFn, text: str) -> str:
    lines = text.split("\n")
    i, j = (draw(st.integers(0, max(len(lines) - 1, 0))) for _ in range(2))
    kind = draw(st.sampled_from([
        "delete", "duplicate", "swap", "insert", "insert", "number", "number", "scalar",
        "scalar", "indent", "tabs", "truncate", "card", "id", "anchor", "nest",
        # gentle: the file stays valid more often, and the engine runs on a changed board
        "small", "small", "name", "name", "step", "step"]))
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    elif kind == "swap":
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "indent":
        lines[i] = draw(st.sampled_from(["", " ", "  ", "    "])) + lines[i].lstrip(
            " " if draw(st.booleans()) else "")
    elif kind == "tabs":
        lines[i] = re.sub(r"^( +)", lambda m: "\t" * (len(m.group(1)) // 2), lines[i])
    elif kind == "truncate":
        return text[:draw(st.integers(0, len(text)))]
    elif kind in ("number", "scalar", "card", "id", "small", "name", "step"):
        return _replace_one(draw, text, kind)
    elif kind == "anchor":
        lines[i] = re.sub(r": (\S)", r": &a \1", lines[i], count=1)
        lines[j] = re.sub(r": \S.*$", ": *a", lines[j], count=1)
    elif kind == "nest":
        depth = draw(st.integers(10, 300))
        lines.insert(i, f"x: {'[' * depth}1{']' * depth}")
    else:
        at = draw(st.integers(0, len(lines[i])))
        lines[i] = lines[i][:at] + draw(st.sampled_from(INSERTS)) + lines[i][at:]
    return "\n".join(lines)


def _replace_one(draw: st.DrawFn, text: str, kind: str) -> str:
    pattern = {"number": NUMBER, "small": NUMBER, "name": CARD_NAME, "step": STEP_NAME}.get(
        kind, SCALAR)
    spans = [m.span() for m in pattern.finditer(text)]
    if not spans:
        return text
    start, end = draw(st.sampled_from(spans))
    if kind == "number":
        new = draw(st.sampled_from(NUMBER_VALUES))
    elif kind == "small":
        new = str(draw(st.integers(0, 12)))
    elif kind == "step":
        new = draw(st.sampled_from(STEPS))
    elif kind in ("card", "name"):
        new = draw(st.sampled_from(CARD_NAMES))
    elif kind == "id":
        new = draw(st.sampled_from(IDS + PLAYERS + ["Alice's", "nobody", "nothing", ""]))
    else:
        new = draw(st.one_of(st.sampled_from(NUMBER_VALUES + INSERTS), ODD_TEXT))
    return text[:start] + new + text[end:]


@st.composite
def mutated_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """(the command, the file's bytes) for a bundled file with one to four mutations."""
    path, text = draw(st.sampled_from(BUNDLED))
    for _ in range(draw(st.integers(1, 4))):
        text = _mutation(draw, text)
    raw = text.encode("utf-8", errors="surrogatepass")
    mangle = draw(st.sampled_from(["none"] * 12 + ["bom", "latin1", "cut-utf8", "nul-bytes"]))
    if mangle == "bom":
        raw = b"\xef\xbb\xbf" + raw
    elif mangle == "latin1":
        raw = raw.replace(b"e", b"\xe9", 1)
    elif mangle == "cut-utf8":
        raw = raw + "é".encode()[:1]
    elif mangle == "nul-bytes":
        raw = raw.replace(b"\n", b"\n\x00", 1)
    return ("audit" if path in RECORD_FILES else draw(st.sampled_from(["explain", "check"])),
            raw)


# --- the properties ---------------------------------------------------------------------------

RUNNER = CliRunner()
LOCATED = r"(:\d+:\d+)?: \S"


@dataclass
class Outcome:
    """What a file did, and what it broke."""

    command: str
    exit_code: int
    seconds: float
    problems: list[str] = field(default_factory=list)


def _invoke(args: list[str]) -> tuple[Any, float, list[str]]:
    """The command's result, its time, and the warnings it raised (each would be printed)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        start = time.perf_counter()
        result = RUNNER.invoke(app, args)
        seconds = time.perf_counter() - start
    return result, seconds, [f"{w.category.__name__}: {w.message}" for w in caught]


def check_file(path: Path, command: str, rerun: bool = True, others: bool = False,
               explore: bool = False) -> Outcome:
    """Run the file through `judge <command>` and check every property on the way; with
    `others`, a file that runs is rendered in text, Markdown and HTML too, and with `explore`
    (explain) run again with `--explore`."""
    args = [command, str(path)] + ([] if command == "check" else ["--format", "json"])
    result, seconds, problems = _run(args, str(path))
    outcome = Outcome(command, result.exit_code, seconds, problems)
    if problems or result.exit_code not in (0, 1) or command == "check":
        return outcome
    more: list[list[str]] = []
    if rerun:
        more.append(args)
    if others:
        more += [[command, str(path), "--format", fmt] for fmt in ("text", "md", "html")]
    if explore and command == "explain":
        more.append(args + ["--explore"])
    for extra in more:
        again, seconds, problems = _run(extra, str(path))
        outcome.seconds = max(outcome.seconds, seconds)
        outcome.problems += [f"{' '.join(extra[2:])}: {problem}" for problem in problems]
        if extra == args and (again.exit_code, again.stdout) != (result.exit_code,
                                                                  result.stdout):
            outcome.problems.append("a different output when run again")
        elif again.exit_code != result.exit_code and "--explore" not in extra:
            outcome.problems.append(f"{' '.join(extra[2:])}: exit status {again.exit_code}, "
                                    f"{result.exit_code} with JSON")
    return outcome


def _run(args: list[str], path: str) -> tuple[Any, float, list[str]]:
    """The command's result, its time, and the properties it broke."""
    result, seconds, warned = _invoke(args)
    problems = []
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        problems.append(f"raised {type(result.exception).__name__}: {result.exception}")
    if "Traceback (most recent call last)" in result.output:
        problems.append("printed a traceback")
    if warned:
        problems.append(f"a Python warning, which prints its source lines: {warned[0]}")
    if result.exit_code not in (0, 1, 2):
        problems.append(f"exit status {result.exit_code}")
    if result.exit_code == 2:
        pattern = re.compile(re.escape(path) + LOCATED)
        unlocated = [line for line in result.stderr.splitlines() if not pattern.match(line)]
        if unlocated or not result.stderr.strip():
            problems.append(f"exit 2 with lines not located: {unlocated[:3] or ['(nothing)']}")
    return result, seconds, problems


def check_across_processes(path: Path, command: str, seeds: tuple[str, ...] = ("1", "2")
                           ) -> list[str]:
    """The same `--format json` output from fresh processes with different hash seeds (set
    and dict orders that leak into the output differ between them)."""
    outputs = set()
    for seed in seeds:
        done = subprocess.run([sys.executable, "-m", "judge", command, str(path), "--format",
                               "json"], cwd=REPO, capture_output=True, timeout=120,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        outputs.add((done.returncode, done.stdout))
    return [] if len(outputs) == 1 else ["a different output with another hash seed"]
