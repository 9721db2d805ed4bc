"""Step definitions shared by every feature in the top-level features/ folder.

Each Gherkin scenario builds a scenario file in memory (the same format judges write), runs it
through the same loader and engine as `judge explain`, and checks the ruling.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from judge.engine.play import run
from judge.scenario.resolve import resolve
from judge.scenario.schema import Scenario
from judge.errors import IllegalActionError, JudgeError
from judge.explore import explore
from judge.trace.exploration import ExploredChoice
from judge.trace.ruling import Ruling, build, final_objects
from judge.report.render import render
from judge.scenario.load import LoadedScenario
from ruamel.yaml import YAML

from judge.oracle import Face, Status, compile_face
from judge.yamlfile import parse, plain, validate


@dataclass
class World:
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    active: str = "Alice"
    battlefield: list[dict[str, Any]] = field(default_factory=list)
    stack: list[dict[str, Any]] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    cards: list[dict[str, Any]] = field(default_factory=list)
    ruling: Ruling | None = None
    step: str = "precombat main"
    turn: int = 1
    day_or_night: str | None = None
    creatures_died: int = 0  # before the scenario starts, this turn
    to_graveyard: int = 0  # permanents put into a graveyard from the battlefield, likewise
    refused: IllegalActionError | None = None  # the last action asked for something illegal
    declined: JudgeError | None = None  # judge wouldn't rule: the answer turns on the unknown
    refused_expected: list[dict[str, Any]] = field(default_factory=list)
    pay_with: dict[str, str] = field(default_factory=dict)  # a cast card's id: its mana
    effects: list[dict[str, Any]] = field(default_factory=list)  # from earlier spells
    shields: list[dict[str, Any]] = field(default_factory=list)
    checkpoints: list[dict[str, Any]] = field(default_factory=list)  # `expect: checkpoints:`
    command: Any = None  # the result of a `judge` command a step ran
    explore: bool = False  # re-run with the alternatives to each assumed choice (--explore)

    def player(self, name: str) -> dict[str, Any]:
        return self.players.setdefault(name, {"name": name})

    def new_id(self, name: str, alias: str | None) -> str:
        """An id for a new object; it is found later by its alias or its card name."""
        key = alias or name
        base = re.sub(r"[^a-z0-9]+", "_", key.lower()).strip("_")
        oid, n = base, 1
        while oid in self.aliases.values():
            n += 1
            oid = f"{base}_{n}"
        self.aliases[oid if key in self.aliases else key] = oid
        return oid

    def id_of(self, name: str) -> str:
        name = name.strip().strip('"')
        if name in self.aliases:
            return self.aliases[name]
        made = re.fullmatch(r"the (?P<nth>first|second|third) token (?P<by>.+?)(?P<trigger>'s "
                            r"triggered ability)? created", name)
        if made:  # ids the engine gives tokens: the creating object's id, then .tokenN
            nth = ("first", "second", "third").index(made["nth"]) + 1
            by = self.id_of(made["by"]) + (".trigger1" if made["trigger"] else "")
            return f"{by}.token{nth}"
        if re.fullmatch(r"[A-Z]\w*", name):  # a player
            self.player(name)
            return name
        raise KeyError(f"no object called {name!r} in this feature scenario")

    def document(self) -> dict[str, Any]:
        for name in ("Alice", "Bob"):
            self.player(name)
        return {
            "title": "feature scenario",
            "players": list(self.players.values()),
            "turn": {"active": self.active, "step": self.step, "number": self.turn,
                     **({"day_or_night": self.day_or_night} if self.day_or_night else {}),
                     **({"creatures_died": self.creatures_died} if self.creatures_died else {}),
                     **({"permanents_to_graveyard": self.to_graveyard}
                        if self.to_graveyard else {})},
            "battlefield": self.battlefield,
            "stack": self.stack,
            "actions": [_paid_with(self.pay_with, a) for a in self.actions],
            "choices": self.choices,
            "cards": self.cards,
            "effects": self.effects,
            "shields": self.shields,
            # a run before the last has fewer actions: the checkpoints after them wait
            "expect": {"refused": self.refused_expected,
                       "checkpoints": [c for c in self.checkpoints
                                       if c.get("after", 0) <= len(self.actions)]},
        }

    def run(self) -> Ruling:
        text = json.dumps(self.document())  # JSON is YAML: the real loader reads it
        doc = parse(text, "feature.yaml")
        scenario = validate(doc, Scenario)
        loaded = LoadedScenario("feature.yaml", doc, scenario, resolve(doc, scenario))
        try:
            tl = run(loaded.setup)
            self.ruling = build(loaded, tl)
            if self.explore:
                self.ruling = replace(self.ruling,
                                      exploration=explore(loaded, tl, self.ruling))
        except IllegalActionError as error:
            self.refused = error
        except JudgeError as error:
            self.declined = error
        return self.ruling

    def final(self, name: str):
        assert self.ruling is not None, "nothing was resolved yet"
        return final_objects(self.ruling).get(self.id_of(name))


def _paid_with(pay_with: dict[str, str], action: dict[str, Any]) -> dict[str, Any]:
    """A cast action with the mana its caster said pays it (`pay_with`, 601.2h)."""
    cast = action.get("cast")
    if cast is None or cast["card"] not in pay_with:
        return action
    return {"cast": {**cast, "pay_with": pay_with[cast["card"]]}}


@pytest.fixture
def world() -> World:
    return World()


def _division(world: World, text: str) -> dict[str, int]:
    """'2 to Grizzly Bears and 1 to Bob' (601.2d)."""
    return {world.id_of(who): int(n)
            for n, who in re.findall(r"(\d+) to (.+?)(?= and \d+ to |,?$)", text)}


def _targets(world: World, text: str | None) -> list[str]:
    if not text:
        return []
    return [world.id_of(t) for t in re.split(r"\s+and\s+", text)]


# ---------------------------------------------------------------- Given


@given("a card defined as:")
def _(world: World, docstring: str):
    world.cards.append(plain(YAML(typ="rt").load(docstring)))


@given("a card compiled from its Oracle text:")
def _(world: World, docstring: str):
    """name, types, subtypes, power, toughness as a card file has them, and `oracle:` the
    card's Oracle text, which the compiler must read whole (judge/oracle); a transforming
    double-faced card's `back:` the same way."""
    data = _compiled(plain(YAML(typ="rt").load(docstring)))
    if "back" in data:
        data["back"] = _compiled(data["back"])
    world.cards.append(data)


def _compiled(data: dict[str, Any]) -> dict[str, Any]:
    face = Face(data["name"], frozenset(data["types"]), frozenset(data.get("subtypes", [])),
                data.pop("oracle"), data.get("mana_cost", ""))
    compiled = compile_face(face)
    assert compiled.status is Status.FULLY, [line.text for line in compiled.lines
                                             if not line.modeled]
    return {**data, "abilities": compiled.abilities()}



@given(parsers.re(r'it is (?P<player>\w+)\'s turn(?: (?P<number>\d+))?(?:, (?P<step>[\w -]+) '
                  r'step)?$'))
def _(world: World, player: str, number: str | None, step: str | None):
    world.active = player
    world.step = step or world.step
    world.turn = int(number or 1)
    world.player(player)


@given(parsers.re(r"the players in turn order are (?P<names>.+)$"))
def _(world: World, names: str):
    """A game of several players (800.1), seated in this order (101.4, 102.1)."""
    order = re.split(r",\s*|\s+and\s+", names)
    world.players = {n: world.players.get(n, {"name": n}) for n in order} | world.players


@given(parsers.re(r'it is (?P<time>day|night)$'))
def _(world: World, time: str):
    world.day_or_night = time


@given(parsers.re(r'(?P<player>\w+) has (?P<life>-?\d+) life'))
def _(world: World, player: str, life: str):
    world.player(player)["life"] = int(life)


@given(parsers.re(r'(?P<player>\w+) cast (?P<n>\d+) spells? (?P<turn>this|last) turn$'))
def _(world: World, player: str, n: str, turn: str):
    world.player(player)[f"cast_{turn}_turn"] = int(n)


@given(parsers.re(r"(?P<player>\w+) is the monarch$"))
def _(world: World, player: str):
    world.player(player)["monarch"] = True


@given(parsers.re(r"(?P<player>\w+) has the initiative$"))
def _(world: World, player: str):
    world.player(player)["initiative"] = True


@given(parsers.re(r"(?P<player>\w+)'s venture marker is in (?P<dungeon>[^,]+), (?P<room>.+)$"))
def _(world: World, player: str, room: str, dungeon: str):
    world.player(player)["dungeon"] = {"name": dungeon, "room": room}


@given(parsers.re(r"(?P<player>\w+)'s room abilities target (?P<targets>.+)$"))
def _(world: World, player: str, targets: str):
    """309.4c: a room ability's source is its owner's dungeon card, 'Alice-dungeon'."""
    world.choices.setdefault("trigger_targets", {})[f"{player}-dungeon"] = \
        _targets(world, targets)


@given(parsers.re(r"(?P<player>\w+) has completed (?P<dungeon>.+)$"))
def _(world: World, player: str, dungeon: str):
    world.player(player).setdefault("completed_dungeons", []).append(dungeon)


@given(parsers.re(r"the Ring has tempted (?P<player>\w+) (?P<n>\d+) times?"
                  r"(?:, with (?P<bearer>.+?) as (?:her|his|their) Ring-bearer)?$"))
def _(world: World, player: str, n: str, bearer: str | None):
    world.player(player)["ring_tempted"] = int(n)
    if bearer:
        world.player(player)["ring_bearer"] = world.id_of(bearer)


@given(parsers.re(r"(?P<player>\w+) chooses (?P<what>the dungeons?|the rooms?|the "
                  r"Ring-bearers?) (?P<chosen>.+)$"))
def _(world: World, player: str, what: str, chosen: str):
    names = re.split(r", then | then ", chosen)
    if "Ring" in what:
        world.choices.setdefault("ring_bearer", {})[player] = [world.id_of(n) for n in names]
    else:
        section = "dungeons" if "dungeon" in what else "rooms"
        world.choices.setdefault(section, {})[player] = names


@given(parsers.re(r"(?P<player>\w+) has speed (?P<n>\d+)$"))
def _(world: World, player: str, n: str):
    world.player(player)["speed"] = int(n)


@given(parsers.re(r"(?P<player>\w+) has the city's blessing$"))
def _(world: World, player: str):
    world.player(player)["city_blessing"] = True


@given(parsers.re(r'(?P<player>\w+) was dealt (?P<n>\d+) damage this turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["damaged_this_turn"] = int(n)


@given(parsers.re(r'(?P<n>\d+) permanents? (?:was|were) put into a graveyard from the '
                  r'battlefield this turn$'))
def _(world: World, n: str):
    world.to_graveyard = int(n)


@given(parsers.re(r'(?P<n>\d+) creatures? died this turn$'))
def _(world: World, n: str):
    world.creatures_died = int(n)


@given(parsers.re(r'(?P<player>\w+) (?P<what>gained|lost) (?P<n>\d+) life this turn$'))
def _(world: World, player: str, what: str, n: str):
    world.player(player)[f"life_{what}_this_turn"] = int(n)


@given(parsers.re(r'(?P<player>\w+) drew (?P<n>\d+) cards? this turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["drawn_this_turn"] = int(n)


@given(parsers.re(r'(?P<player>\w+) attacked this turn$'))
def _(world: World, player: str):
    world.player(player)["attacked_this_turn"] = True


@given(parsers.re(r'(?P<n>\d+) permanents? (?P<player>\w+) controlled left the battlefield this '
                  r'turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["left_battlefield_this_turn"] = int(n)


@given(parsers.re(r'(?P<player>\w+) descended (?P<n>\d+) times? this turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["descended_this_turn"] = int(n)


@given(parsers.re(r'(?P<n>\d+) cards? left (?P<player>\w+)\'s graveyard this turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["left_graveyard_this_turn"] = int(n)


@given(parsers.re(r'(?P<player>\w+) committed a crime this turn$'))
def _(world: World, player: str):
    world.player(player)["crime_this_turn"] = True


@given(parsers.re(r'(?P<n>\d+) creatures? died under (?P<player>\w+)\'s control this turn$'))
def _(world: World, player: str, n: str):
    world.player(player)["creatures_died_this_turn"] = int(n)


def _mana(text: str) -> str:
    return "" if text in ("nothing", "no mana") else text


@given(parsers.re(r"(?P<player>\w+)'s mana pool holds (?P<mana>.+)$"))
def _(world: World, player: str, mana: str):
    """A tracked mana pool (106.4): costs are paid from it."""
    world.player(player)["mana_pool"] = _mana(mana)


@given(parsers.re(r"(?P<player>\w+) chooses (?P<mana>(?:\{\w\})+) as the mana (?P<source>.+?) "
                  r"adds$"))
def _(world: World, player: str, mana: str, source: str):
    """106.1b: the mana of their choice a source's ability adds, each time in order."""
    world.choices.setdefault("mana", {}).setdefault(world.id_of(source), []).append(mana)


@given(parsers.re(r"(?P<player>\w+) pays for (?P<card>.+?) with (?P<mana>.+) from "
                  r"(?:her|his|their) mana pool$"))
def _(world: World, player: str, card: str, mana: str):
    world.pay_with[world.id_of(card)] = _mana(mana)


@given(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) energy$'))
def _(world: World, player: str, n: str):
    world.player(player)["energy"] = int(n)


@given(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) poison counters'))
def _(world: World, player: str, n: str):
    world.player(player)["poison"] = int(n)


@given(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) cards? in (?:their|his|her) library'))
def _(world: World, player: str, n: str):
    world.player(player)["library"] = int(n)


@given(parsers.re(r'(?P<player>\w+) has (?P<card>.+?) in (?:(?:their|his|her) )?'
                  r'(?P<zone>hand|graveyard|exile|library)(?: as "(?P<alias>[^"]+)")?$'))
def _(world: World, player: str, card: str, zone: str, alias: str | None):
    oid = world.new_id(card, alias)
    world.player(player).setdefault(zone, []).append({"id": oid, "card": card})


@given(parsers.re(
    r'(?P<player>\w+) controls (?P<token>a token copy of |a token )?(?P<card>.+?)'
    r'(?: as "(?P<alias>[^"]+)")?'
    r'(?: copying (?P<original>.+?))?'
    r'(?: attached to (?P<host>.+?))?'
    r'(?: with (?P<extra>.+))?$'))
def _(world: World, player: str, token: str | None, card: str, alias: str | None,
      original: str | None, host: str | None, extra: str | None):
    entry: dict[str, Any] = {"id": world.new_id(card, alias), "card": card,
                             "controller": player}
    world.player(player)
    if token:
        entry["token"] = True
    if host:
        entry["attached_to"] = world.id_of(host)
    if original:
        entry["copy_of"] = world.id_of(original)
    for part in re.split(r"\s+and\s+", extra or ""):
        if not part:
            continue
        counters = re.fullmatch(r"(\d+) (\S+) counters?", part)
        damage = re.fullmatch(r"(\d+) damage", part)
        if counters:
            entry.setdefault("counters", {})[counters.group(2)] = int(counters.group(1))
        elif damage:
            entry["damage"] = int(damage.group(1))
        elif part == "deathtouch damage":
            entry["deathtouch_damage"] = True
        elif part == "its face down":
            entry["face_down"] = True
        elif chosen := re.fullmatch(r"(\w+) chosen as its creature type", part):
            entry["chosen"] = {"creature_type": chosen.group(1)}
        elif chosen := re.fullmatch(r"(\w+) chosen as it entered", part):
            entry["chosen"] = {"color": chosen.group(1)}
        elif part == "its back face up":
            entry["transformed"] = True
        elif since := re.fullmatch(r"control of it since turn (\d+)", part):
            entry["controlled_since_turn"] = int(since.group(1))
        elif part == "an attack this turn":
            entry["attacked_this_turn"] = True
        elif part == "its entering this turn":
            entry["entered_this_turn"] = True
        elif once := re.fullmatch(r"its ability (\d+) already activated", part):
            entry["activated_once"] = [int(once.group(1))]
        elif part in ("renowned", "monstrous"):
            entry.setdefault("designations", []).append(part)
        else:
            raise ValueError(f"unknown detail {part!r}")
    world.battlefield.append(entry)


@given(parsers.re(r'(?P<player>\w+) chooses (?P<no>not )?to pay for (?P<what>.+)$'))
def _(world: World, player: str, no: str | None, what: str):
    world.choices.setdefault("pay", {})[world.id_of(what)] = not no


@given(parsers.re(r"(?P<player>\w+) chooses (?P<what>.+) as the targets? of copy (?P<n>\d+) of "
                  r"(?P<spell>.+)$"))
def _(world: World, player: str, what: str, n: str, spell: str):
    copies = world.choices.setdefault("copy_targets", {}).setdefault(world.id_of(spell), [])
    copies += [[]] * (int(n) - len(copies))
    copies[int(n) - 1] = _targets(world, what)


@given(parsers.re(r"(?P<player>\w+) chooses (?P<kind>\w+) as the creature type for "
                  r"(?P<source>.+)$"))
def _(world: World, player: str, kind: str, source: str):
    world.choices.setdefault("creature_types", {})[world.id_of(source)] = kind


@given(parsers.re(r"(?P<player>\w+) chooses (?P<kind>\w+) as the basic land type for "
                  r"(?P<source>.+)$"))
def _(world: World, player: str, kind: str, source: str):
    world.choices.setdefault("land_types", {})[world.id_of(source)] = kind


@given(parsers.re(r"(?P<player>\w+) chooses (?P<what>.+) for (?P<source>.+?)'s ability$"))
def _(world: World, player: str, what: str, source: str):
    """'Alice chooses Grizzly Bears for Test Card's ability'; 'nothing': none of them."""
    world.choices.setdefault("choose", {})[world.id_of(source)] = \
        [] if what == "nothing" else _targets(world, what)


@given(parsers.re(r"(?P<player>\w+) puts the top cards of (?P<owner>\w+)'s library back as "
                  r"(?P<order>.+)$"))
def _(world: World, player: str, owner: str, order: str):
    world.choices.setdefault("rearrange", {})[owner] = _targets(world, order)


@given(parsers.re(r"the (?:die|dice) (?P<name>.+?) rolls? shows? (?P<results>[\d, and]+)$"))
def _(world: World, name: str, results: str):
    """'the die Test Hoard rolls shows 3', 'the dice … roll show 3 and 20' (706.2)."""
    world.choices.setdefault("die_rolls", {})[world.id_of(name)] = [
        int(r) for r in re.findall(r"\d+", results)]


@given(parsers.re(r"the coins? (?P<name>.+?) flips? (?:lands?|land) (?P<results>.+)$"))
def _(world: World, name: str, results: str):
    """'the coin Test Gamble flips lands lost', 'the coins … land won and lost' (705.2)."""
    world.choices.setdefault("coin_flips", {})[world.id_of(name)] = [
        r for r in re.split(r",\s*|\s+and\s+", results) if r]


@given(parsers.re(r"(?P<player>\w+) puts the card (?:she|he|they) revealed on the "
                  r"(?P<where>top|bottom)$"))
def _(world: World, player: str, where: str):
    world.choices.setdefault("clash", {})[player] = where


@given(parsers.re(r'(?P<player>\w+) chooses to find nothing in (?:their|his|her) library$'))
def _(world: World, player: str):
    world.choices.setdefault("search", {})[player] = []


@given(parsers.re(r'(?P<player>\w+) chooses to (?P<verb>sacrifice|discard|find|proliferate) '
                  r'(?P<what>.+)$'))
def _(world: World, player: str, verb: str, what: str):
    section = "search" if verb == "find" else verb
    world.choices.setdefault(section, {}).setdefault(player, []).extend(_targets(world, what))


@given(parsers.re(r"(?P<player>\w+) chooses (?P<what>.+?) from (?P<owner>\w+)'s hand$"))
def _(world: World, player: str, what: str, owner: str):
    """'Alice chooses Lightning Bolt from Bob's hand' ('no card': none), under the player whose
    hand it is (`choices: discard:`)."""
    chosen = world.choices.setdefault("discard", {}).setdefault(owner, [])
    chosen += [] if what == "no card" else _targets(world, what)


@given(parsers.re(r'(?P<name>.+?) is tapped$'))
def _(world: World, name: str):
    oid = world.id_of(name)
    next(e for e in world.battlefield if e["id"] == oid)["tapped"] = True


@given(parsers.re(r'(?P<name>.+?) is attacking (?P<defender>\w+)$'))
def _(world: World, name: str, defender: str):
    """Declared an attacker before the scenario starts (508.1)."""
    oid = world.id_of(name)
    next(e for e in world.battlefield if e["id"] == oid).update(attacking=defender,
                                                                 tapped=True)


@given(parsers.re(r'(?P<blocker>.+?) is blocking (?P<attacker>.+)$'))
def _(world: World, blocker: str, attacker: str):
    """Declared a blocker before the scenario starts (509.1)."""
    oid = world.id_of(blocker)
    entry = next(e for e in world.battlefield if e["id"] == oid)
    entry.setdefault("blocking", []).append(world.id_of(attacker))


@given(parsers.re(r'(?P<source>.+?) gave (?P<name>.+?) (?P<pt>[+-]\d+/[+-]\d+) until end of '
                  r'turn earlier this turn(?:, with timestamp (?P<stamp>\d+))?$'))
def _(world: World, source: str, name: str, pt: str, stamp: str | None):
    """A continuous effect from a spell that resolved before the scenario starts (611.2)."""
    world.effects.append({"id": world.new_id(source, None), "source": source,
                          "controller": world.active, "affects": [world.id_of(name)],
                          "pt": pt, **({"timestamp": int(stamp)} if stamp else {})})


@given(parsers.re(r'(?P<source>.+?) will prevent the next (?P<n>\d+) damage to (?P<name>.+?) '
                  r'this turn$'))
def _(world: World, source: str, n: str, name: str):
    """A prevention shield from a spell that resolved earlier this turn (615.7)."""
    world.shields.append({"id": world.new_id(source, None), "source": source, "kind": "prevent",
                          "protects": world.id_of(name), "amount": int(n)})


@given(parsers.re(r'(?P<player>\w+) has cast (?P<card>.+?)(?: as "(?P<alias>[^"]+)")?'
                  r'(?: targeting (?P<targets>.+))?$'))
def _(world: World, player: str, card: str, alias: str | None, targets: str | None):
    world.stack.append({"id": world.new_id(card, alias), "card": card, "controller": player,
                        "targets": _targets(world, targets)})


@given(parsers.re(r"(?P<player>\w+) has activated (?P<source>.+?)'s (?P<ability>equip|"
                  r"first|second|third) ability(?: targeting (?P<targets>.+))?$"))
def _(world: World, player: str, source: str, ability: str, targets: str | None):
    number = {"equip": "equip", "first": 1, "second": 2, "third": 3}[ability]
    world.stack.append({"id": world.new_id(f"{source} ability", None),
                        "source": world.id_of(source), "ability": number,
                        "controller": player, "targets": _targets(world, targets)})


@given(parsers.re(r'(?P<player>\w+) chooses to keep (?P<name>.+) for the legend rule'))
def _(world: World, player: str, name: str):
    world.choices.setdefault("legend_rule", []).append(world.id_of(name))


@given(parsers.re(r'the card name chosen for (?P<name>.+?) is "(?P<chosen>[^"]+)"$'))
def _(world: World, name: str, chosen: str):
    world.choices.setdefault("card_names", {})[world.id_of(name)] = chosen


@given(parsers.re(r'(?P<name>.+?) is told to (?P<which>tap|untap|neither)$'))
def _(world: World, name: str, which: str):
    world.choices.setdefault("tap_or_untap", {})[world.id_of(name)] = which


@given(parsers.re(r"(?P<player>\w+)'s library after a shuffle is, top first, (?P<cards>.+)$"))
def _(world: World, player: str, cards: str):
    world.choices.setdefault("library_order", {})[player] = _targets(world, cards)


@given(parsers.re(r'the counters removed from (?P<name>.+?) are (?P<kinds>.+)$'))
def _(world: World, name: str, kinds: str):
    world.choices.setdefault("counters_removed", {})[world.id_of(name)] = \
        re.split(r", | and ", kinds)


@given(parsers.re(r'the counters chosen for (?P<name>.+?) to enter with are (?P<kinds>.+)$'))
def _(world: World, name: str, kinds: str):
    world.choices.setdefault("counters_chosen", {})[world.id_of(name)] = \
        re.split(r", | and ", kinds)


@given(parsers.re(r'the color chosen for (?P<name>.+) is (?P<color>\w+)'))
def _(world: World, name: str, color: str):
    world.choices.setdefault("colors", {})[world.id_of(name)] = color


@given(parsers.re(r"(?P<name>.+?)'s triggered abilities target (?P<targets>.+)"))
def _(world: World, name: str, targets: str):
    world.choices.setdefault("trigger_targets", {})[world.id_of(name)] = \
        _targets(world, targets)


@given(parsers.re(r"(?P<name>.+?)'s triggered ability divides its damage (?P<divide>.+)$"))
def _(world: World, name: str, divide: str):
    world.choices.setdefault("divide", {})[world.id_of(name)] = _division(world, divide)


@given(parsers.re(r"(?P<name>.+?)'s triggered ability has mode (?P<modes>[\d, and]+) chosen"))
def _(world: World, name: str, modes: str):
    world.choices.setdefault("trigger_modes", {})[world.id_of(name)] = [
        int(m) for m in re.findall(r"\d+", modes)]


@given(parsers.re(r"(?P<player>\w+) chooses (?P<no>not )?to use (?P<name>.+?)'s optional ability"))
def _(world: World, player: str, no: str | None, name: str):
    world.choices.setdefault("may", {})[world.id_of(name)] = not no


@given(parsers.re(r"(?P<name>.+?) assigns its combat damage as (?P<split>.+)"))
def _(world: World, name: str, split: str):
    parts = (re.fullmatch(r"(\d+) to (.+)", p) for p in re.split(r"\s+and\s+", split))
    world.choices.setdefault("damage_assignment", {})[world.id_of(name)] = {
        world.id_of(m.group(2)): int(m.group(1)) for m in parts if m}


@given(parsers.re(r"(?P<player>\w+) puts triggers on the stack in the order (?P<sources>.+)"))
def _(world: World, player: str, sources: str):
    world.choices.setdefault("trigger_order", {})[player] = _targets(world, sources)


@given(parsers.re(r"for (?P<what>.+?) the replacement effects apply in the order (?P<sources>.+)"))
def _(world: World, what: str, sources: str):
    world.choices.setdefault("replacement_order", {})[world.id_of(what)] = \
        _targets(world, sources)


@given(parsers.re(r"for (?P<what>.+?) the prevention shield prevents damage from "
                  r"(?P<sources>.+?) first"))
def _(world: World, what: str, sources: str):
    world.choices.setdefault("prevention_order", {})[world.id_of(what)] = \
        _targets(world, sources)


# ---------------------------------------------------------------- When


@when("all players pass priority until the stack is empty")
def _(world: World):
    world.actions.append({"resolve": "all"})
    world.run()


@when("the top object of the stack resolves")
def _(world: World):
    """All players pass in succession once: only the top object resolves (117.4)."""
    world.actions.append({"resolve": 1})
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attackers>[^,]+?)(?: and (?P<blocker>[^,]+?) "
                 r"blocks)? and combat ends$"))
def _(world: World, player: str, attackers: str, blocker: str | None):
    ids = _targets(world, attackers)
    world.actions.append({"attack": ids})
    if blocker:
        world.actions.append({"block": {world.id_of(blocker): ids[0]}})
    world.actions.append({"advance": "postcombat main"})
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks (?!with )(?P<walker>.+?) with (?P<attackers>[^,]+?)"
                 r"(?: and (?P<blocker>[^,]+?) blocks)? and combat ends$"))
def _(world: World, player: str, walker: str, attackers: str, blocker: str | None):
    """508.1b: the attackers attack a planeswalker (`defender:` its id)."""
    ids = _targets(world, attackers)
    world.actions.append({"attack": {"attackers": ids, "defender": world.id_of(walker)}})
    if blocker:
        world.actions.append({"block": {world.id_of(blocker): ids[0]}})
    world.actions.append({"advance": "postcombat main"})
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks (?!with )(?P<walker>.+?) with (?P<attacker>[^,]+?), "
                 r"(?P<caster>\w+) casts (?P<card>.+?) targeting (?P<target>.+?) before blockers, "
                 r"and combat ends$"))
def _(world: World, player: str, walker: str, attacker: str, caster: str, card: str,
      target: str):
    """In the declare attackers step, once the attacker attacks the planeswalker (508.2)."""
    world.actions += [{"attack": {"attackers": [world.id_of(attacker)],
                                  "defender": world.id_of(walker)}},
                      {"cast": {"card": world.id_of(card), "player": caster,
                                "targets": [world.id_of(target)]}}, {"resolve": "all"},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attacker>.+?), enlisting (?P<enlisted>.+?), "
                 r"and combat ends$"))
def _(world: World, player: str, attacker: str, enlisted: str):
    """702.154a: the attacker's enlist cost paid by tapping the enlisted creature."""
    attacking = world.id_of(attacker)
    world.actions += [{"attack": {"attackers": [attacking],
                                  "enlist": {attacking: world.id_of(enlisted)}}},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attacker>.+?) and (?P<blocker>.+?) blocks$"))
def _(world: World, player: str, attacker: str, blocker: str):
    attacking = world.id_of(attacker)
    world.actions += [{"attack": [attacking]}, {"block": {world.id_of(blocker): attacking}}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks (?:(?!with )(?P<walker>.+?) )?with (?P<attacker>.+?), "
                 r"(?P<blocks>no creature blocks|(?P<blocker>.+?) blocks), and (?P=player) "
                 r"activates (?P<source>.+?)'s ninjutsu returning (?P<returned>.+?) in the "
                 r"(?P<step>[\w ]+) step$"))
def _(world: World, player: str, walker: str | None, attacker: str, blocks: str,
      blocker: str | None, source: str, returned: str, step: str):
    """`walker`: the planeswalker it attacks (508.1b), else the defending player."""
    attacking = world.id_of(attacker)
    world.actions.append({"attack": {"attackers": [attacking], "defender": world.id_of(walker)}}
                         if walker else {"attack": [attacking]})
    if blocker:  # blockers declared: the declare blockers step has begun
        world.actions.append({"block": {world.id_of(blocker): attacking}})
    elif step != "declare attackers":
        world.actions.append({"advance": step})
    world.actions += [{"activate": {"source": world.id_of(source), "ability": 1,
                                    "player": player}}, {"resolve": "all"}]
    world.choices.setdefault("choose", {})[world.id_of(source)] = [world.id_of(returned)]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attacker>.+?), and (?P<caster>\w+) casts "
                 r"(?P<card>.+?) targeting (?P<target>.+?) before blockers$"))
def _(world: World, player: str, attacker: str, caster: str, card: str, target: str):
    """In the declare attackers step, once attackers are declared (508.2)."""
    world.actions += [{"attack": [world.id_of(attacker)]},
                      {"cast": {"card": world.id_of(card), "player": caster,
                                "targets": [world.id_of(target)]}}, {"resolve": "all"}]
    world.run()


@given(parsers.re(r"the scenario checks (?:after action (?P<n>\d+)|as the (?P<step>.+?) step "
                  r"begins) that (?P<what>.+)$"))
def _(world: World, n: str | None, step: str | None, what: str):
    """A checkpoint: the game after an action, or as a step begins (`expect: checkpoints:`)."""
    point: dict[str, Any] = {"after": int(n)} if n else {"at": step}
    if m := re.fullmatch(r"(?P<name>.+?) has base power and toughness (?P<p>-?\d+)/(?P<t>-?\d+)",
                         what):
        point["objects"] = {world.id_of(m["name"]): {"base_power": int(m["p"]),
                                                     "base_toughness": int(m["t"])}}
    elif m := re.fullmatch(r"(?P<name>.+?) is (?P<p>-?\d+)/(?P<t>-?\d+)", what):
        point["objects"] = {world.id_of(m["name"]): {"power": int(m["p"]),
                                                     "toughness": int(m["t"])}}
    elif m := re.fullmatch(r"the stack (?:is empty|holds (?P<items>.+))", what):
        point["game"] = {"stack": _targets(world, m["items"])}
    elif m := re.fullmatch(r"(?P<player>\w+) has (?P<life>-?\d+) life", what):
        point["players"] = {m["player"]: {"life": int(m["life"])}}
    else:
        raise ValueError(f"unknown check {what!r}")
    world.checkpoints.append(point)


@when(parsers.re(r"the scenario expects action (?P<n>\d+) refused by CR (?P<rule>[0-9a-z.]+)"))
def _(world: World, n: str, rule: str):
    world.refused_expected.append({"action": int(n), "rule": rule})


@when(parsers.re(r"the game advances to the (?P<step>.+) step"))
def _(world: World, step: str):
    world.actions += [{"advance": step}, {"resolve": "all"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) (?P<verb>suspend|foretell|plot)s (?P<card>.+)$"))
def _(world: World, player: str, verb: str, card: str):
    world.actions.append({verb: {"card": world.id_of(card), "player": player}})
    world.run()


@when(parsers.re(r"(?P<player>\w+) turns (?P<name>.+) face up$"))
def _(world: World, player: str, name: str):
    world.actions.append({"turn_face_up": {"permanent": world.id_of(name), "player": player}})
    world.run()


@when(parsers.re(r"(?P<player>\w+) plays (?P<card>.+)$"))
def _(world: World, player: str, card: str):
    world.actions.append({"play": {"card": world.id_of(card), "player": player}})
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attackers>.+?), which (?P<blocker>.+?) "
                 r"blocks all of them, and combat ends$"))
def _(world: World, player: str, attackers: str, blocker: str):
    """509.1a: one creature blocking more than one attacker."""
    attacking = _targets(world, attackers)
    world.actions += [{"attack": attacking}, {"block": {world.id_of(blocker): attacking}},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attackers>.+?), and (?P<blocker>.+?) "
                 r"blocks (?P<attacker>.+?), and combat ends$"))
def _(world: World, player: str, attackers: str, blocker: str, attacker: str):
    """Several attackers, one of them blocked."""
    world.actions += [{"attack": _targets(world, attackers)},
                      {"block": {world.id_of(blocker): world.id_of(attacker)}},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attacker>.+?), which (?P<blockers>.+?) "
                 r"blocks?, and combat ends$"))
def _(world: World, player: str, attacker: str, blockers: str):
    attacking = world.id_of(attacker)
    world.actions += [{"attack": [attacking]},
                      {"block": {b: attacking for b in _targets(world, blockers)}},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks with (?P<attacker>.+?), which (?P<blocker>.+?) "
                 r"blocks, and (?P<caster>\w+) casts (?P<card>.+?) targeting (?P<target>.+?) "
                 r"before damage$"))
def _(world: World, player: str, attacker: str, blocker: str, caster: str, card: str,
      target: str):
    attacking = world.id_of(attacker)
    world.actions += [{"attack": [attacking]}, {"block": {world.id_of(blocker): attacking}},
                      {"cast": {"card": world.id_of(card), "player": caster,
                                "targets": [world.id_of(target)]}},
                      {"resolve": "all"}, {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) attacks (?P<defender>\w+) with (?P<attackers>.+?) "
                 r"and combat ends$"))
def _(world: World, player: str, defender: str, attackers: str):
    world.actions += [{"attack": {"attackers": _targets(world, attackers),
                                  "defender": defender}},
                      {"advance": "postcombat main"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) declares attackers: (?P<plan>.+)$"))
def _(world: World, player: str, plan: str):
    """508.1b, 802.3: "X attacking Y; Z attacking W", Y a player or a planeswalker."""
    each = {}
    for part in plan.split(";"):
        found = re.fullmatch(r"\s*(?P<attacker>.+?) attacking (?P<whom>.+?)\s*", part)
        assert found, part
        each[world.id_of(found["attacker"])] = world.id_of(found["whom"])
    world.actions.append({"attack": {"attackers": each}})
    world.run()


@when(parsers.re(r"blockers are declared: (?P<plan>.+)$"))
def _(world: World, plan: str):
    """509.1, 802.4: "X blocking Y; Z blocking W", each blocker's controller blocking."""
    blocks = {}
    for part in plan.split(";"):
        found = re.fullmatch(r"\s*(?P<blocker>.+?) blocking (?P<attacker>.+?)\s*", part)
        assert found, part
        blocks[world.id_of(found["blocker"])] = world.id_of(found["attacker"])
    world.actions.append({"block": blocks})
    world.run()


@when("combat ends")
def _(world: World):
    world.actions.append({"advance": "postcombat main"})
    world.run()


@when("a player would receive priority")
def _(world: World):
    world.run()


@when(parsers.re(r'(?P<player>\w+) casts (?P<card>.+?)(?: with X = (?P<x>\d+))?(?P<kicked> kicked)?'
                 r'(?P<bargained> bargained)?(?P<face_down> face down)?(?P<prototyped> prototyped)?'
                 r'(?P<buyback> with buyback)?'
                 r'(?P<offspring> paying its offspring cost)?'
                 r'(?: paying its replicate cost (?P<replicate>\d+) times?)?'
                 r'(?: paying its squad cost (?P<squad>\d+) times?)?'
                 r'(?: conspiring with (?P<conspire>.+?))?'
                 r'(?: for its (?P<alternative>\w+) cost)?'
                 r'(?: choosing modes? (?P<modes>[\d ,and]+?))?'
                 r'(?: sacrificing (?P<casualty>.+?) for casualty)?'
                 r'(?: sacrificing (?P<emerge>.+?) to emerge)?'
                 r'(?: targeting (?P<targets>.+?))?(?:, dividing (?P<divide>.+?),)?'
                 r' and (?P<how>it|only it) resolves$'))
def _(world: World, player: str, card: str, x: str | None, kicked: str | None,
      face_down: str | None, buyback: str | None, offspring: str | None,
      alternative: str | None, modes: str | None, casualty: str | None, targets: str | None,
      divide: str | None, how: str, replicate: str | None = None,
      conspire: str | None = None, prototyped: str | None = None,
      emerge: str | None = None, squad: str | None = None, bargained: str | None = None):
    cast: dict[str, Any] = {"card": world.id_of(card), "player": player,
                            "targets": _targets(world, targets)}
    if prototyped:
        cast["prototyped"] = True
    if emerge:
        cast["alternative_cost"] = "emerge"
        cast["emerge"] = world.id_of(emerge)
    if divide:
        cast["divide"] = _division(world, divide)
    if casualty:
        cast["casualty"] = world.id_of(casualty)
    if alternative:
        cast["alternative_cost"] = alternative
    if face_down:
        cast["face_down"] = True
    if buyback:
        cast["buyback"] = True
    if offspring:
        cast["offspring"] = True
    if replicate is not None:
        cast["replicate"] = int(replicate)
    if squad is not None:
        cast["squad"] = int(squad)
    if conspire:
        cast["conspire"] = _targets(world, conspire)
    if x is not None:
        cast["x"] = int(x)
    if kicked:
        cast["kicked"] = True
    if bargained:
        cast["bargained"] = True
    if modes:
        cast["modes"] = [int(m) for m in modes.replace("and", ",").split(",") if m.strip()]
    world.actions += [{"cast": cast}, {"resolve": 1 if how == "only it" else "all"}]
    world.run()


@when(parsers.re(r'(?P<player>\w+) casts (?P<card>.+?)(?: for its (?P<alternative>\w+) cost)?'
                 r'(?: targeting (?P<targets>.+?))?(?:, dividing (?P<divide>.+?),)?'
                 r'(?<! resolves)$'))
def _(world: World, player: str, card: str, alternative: str | None, targets: str | None,
      divide: str | None):
    """Cast, and keep priority: nothing resolves yet (117.3c)."""
    cast: dict[str, Any] = {"card": world.id_of(card), "player": player,
                            "targets": _targets(world, targets)}
    if divide:
        cast["divide"] = _division(world, divide)
    if alternative:
        cast["alternative_cost"] = alternative
    world.actions.append({"cast": cast})
    world.run()


@when(parsers.re(r'(?P<player>\w+) casts (?P<card>.+?), (?:tapping|exiling) (?P<helpers>.+?) '
                 r'for (?P<how>convoke|improvise|delve), and it resolves$'))
def _(world: World, player: str, card: str, helpers: str, how: str):
    world.actions += [{"cast": {"card": world.id_of(card), "player": player,
                                how: _targets(world, helpers)}}, {"resolve": "all"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) activates (?P<source>.+?)'s (?P<ability>equip|first|second|"
                 r"third) ability(?: with X = (?P<x>\d+))?(?: targeting (?P<targets>.+?))?"
                 r"(?:, dividing (?P<divide>.+?),)? and (?P<how>it|only it) resolves$"))
def _(world: World, player: str, source: str, ability: str, x: str | None, targets: str | None,
      divide: str | None, how: str):
    number = {"equip": "equip", "first": 1, "second": 2, "third": 3}[ability]
    activate: dict[str, Any] = {"source": world.id_of(source), "ability": number,
                                "player": player, "targets": _targets(world, targets)}
    if divide:
        activate["divide"] = _division(world, divide)
    if x is not None:
        activate["x"] = int(x)
    world.actions += [{"activate": activate}, {"resolve": 1 if how == "only it" else "all"}]
    world.run()


@when(parsers.re(r"(?P<player>\w+) taps (?P<source>.+?) for mana$"))
def _(world: World, player: str, source: str):
    """Its first ability, a mana ability: it resolves at once (605.3b)."""
    world.actions.append({"activate": {"source": world.id_of(source), "ability": 1,
                                       "player": player}})
    world.run()


@when(parsers.re(r"(?P<player>\w+) activates (?P<source>.+?)'s (?P<ability>first|second|third) "
                 r"ability, removing (?P<n>\d+) \S+ counters?, and it resolves$"))
def _(world: World, player: str, source: str, ability: str, n: str):
    """'Remove any number of storage counters': the number chosen, the ability's X (107.3k)."""
    number = {"first": 1, "second": 2, "third": 3}[ability]
    world.actions += [{"activate": {"source": world.id_of(source), "ability": number,
                                    "player": player, "x": int(n)}}, {"resolve": "all"}]
    world.run()


# ---------------------------------------------------------------- Then


ZONES = {"on the battlefield": "battlefield", "on the stack": "stack", "in exile": "exile"}


@then(parsers.re(r'the type line of (?P<name>.+?) is "(?P<line>[^"]+)"$'))
def _(world: World, name: str, line: str):
    assert world.final(name).type_line == line


@then(parsers.re(r'the colors? of (?P<name>.+?) (?:is|are) (?P<colors>[\w ,]+)$'))
def _(world: World, name: str, colors: str):
    """The colors as the ruling's final board words them: 'white and blue', 'colorless'."""
    assert world.final(name).colors == colors, world.final(name).colors


@then(parsers.re(r'(?P<name>.+?) is (?P<where>on the battlefield|on the stack|in exile|in '
                 r'(?P<owner>\w+)\'s (?P<zone>graveyard|hand|library))$'))
def _(world: World, name: str, where: str, owner: str | None, zone: str | None):
    view = world.final(name)
    assert view is not None, f"{name} no longer exists"
    assert view.zone == (zone or ZONES[where]), f"{name} is in the {view.zone}"
    if owner:
        assert view.owner == owner


@then(parsers.re(r'(?P<name>.+?) no longer exists'))
def _(world: World, name: str):
    assert world.final(name) is None


@then(parsers.re(r'(?P<name>.+?) has (?P<n>\d+) damage marked on it'))
def _(world: World, name: str, n: str):
    assert world.final(name).damage == int(n)


@then(parsers.re(r'(?P<name>.+?) is (?P<p>-?\d+)/(?P<t>-?\d+)$'))
def _(world: World, name: str, p: str, t: str):
    view = world.final(name)
    assert (view.power, view.toughness) == (int(p), int(t))


@then(parsers.re(r'(?P<name>.+?) has (?P<n>\d+) (?P<kind>\S+) counters? on it'))
def _(world: World, name: str, n: str, kind: str):
    assert world.final(name).counters.get(kind, 0) == int(n)


@then(parsers.re(r'(?P<player>\w+) controls (?P<n>\d+) tokens?$'))
def _(world: World, player: str, n: str):
    tokens = [v for v in world.ruling.final.objects
              if v.token and v.zone == "battlefield" and v.controller == player]
    assert len(tokens) == int(n), [v.key for v in tokens]


@then(parsers.re(r'(?P<player>\w+) controls a token named (?P<name>.+?) that is '
                 r'(?:(?P<p>\d+)/(?P<t>\d+) )?(?P<colors>[\w ]+?) "(?P<line>[^"]+)"$'))
def _(world: World, player: str, name: str, p: str | None, t: str | None, colors: str,
      line: str):
    """707.2: a token copy's copiable values, as the exceptions changed them."""
    tokens = [v for v in world.ruling.final.objects if v.token and v.zone == "battlefield"
              and v.controller == player and v.name == name]
    assert len(tokens) == 1, [v.name for v in world.ruling.final.objects if v.token]
    (token,) = tokens
    assert (token.type_line, token.colors) == (line, colors)
    if p is not None:
        assert (token.power, token.toughness) == (int(p), int(t))


@then(parsers.re(r'(?P<name>.+?) is (?P<state>tapped|untapped)$'))
def _(world: World, name: str, state: str):
    assert world.final(name).tapped == (state == "tapped")


@then(parsers.re(r'(?P<name>.+?) is (?P<negated>not )?(?P<mark>renowned|monstrous)$'))
def _(world: World, name: str, negated: str | None, mark: str):
    assert (mark in world.final(name).designations) == (negated is None)


@then(parsers.re(r'every token (?P<player>\w+) controls is (?P<state>tapped|untapped)$'))
def _(world: World, player: str, state: str):
    tokens = [v for v in world.ruling.final.objects
              if v.token and v.zone == "battlefield" and v.controller == player]
    assert tokens and all(v.tapped == (state == "tapped") for v in tokens)


@then(parsers.re(r'(?P<name>.+?) has no counters on it'))
def _(world: World, name: str):
    assert not world.final(name).counters


@then(parsers.re(r'(?P<name>.+?) is controlled by (?P<player>\w+)$'))
def _(world: World, name: str, player: str):
    assert world.final(name).controller == player


@then(parsers.re(r'(?P<name>.+?) is attached to (?P<host>.+)'))
def _(world: World, name: str, host: str):
    assert world.final(name).attached_to == world.id_of(host)


@then(parsers.re(r'(?P<name>.+?) is not attached to anything'))
def _(world: World, name: str):
    assert world.final(name).attached_to is None


@then(parsers.re(r'(?P<name>.+?) (?P<has>has|does not have) (?P<ability>.+)'))
def _(world: World, name: str, has: str, ability: str):
    present = ability in world.final(name).abilities
    assert present == (has == "has")


@then(parsers.re(r'(?P<player>\w+) (?P<result>has|has not) lost the game'))
def _(world: World, player: str, result: str):
    lost = {p.name: p.lost for p in world.ruling.final.players}[player]
    assert lost == (result == "has")


@then(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) poison counters?'))
def _(world: World, player: str, n: str):
    assert {p.name: p.poison for p in world.ruling.final.players}[player] == int(n)


@then(parsers.re(r'(?P<player>\w+) has (?P<speed>speed \d+|no speed)$'))
def _(world: World, player: str, speed: str):
    """702.179b, f: a player with no speed has speed 0 where it is asked."""
    found = next(p for p in world.ruling.final.players if p.name == player).speed
    assert found == (0 if speed == "no speed" else int(speed.split()[1]))


@then(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) energy$'))
def _(world: World, player: str, n: str):
    assert next(p for p in world.ruling.final.players if p.name == player).energy == int(n)


@then(parsers.re(r"(?P<player>\w+)'s mana pool holds (?P<mana>.+)$"))
def _(world: World, player: str, mana: str):
    assert world.ruling is not None
    pool = {p.name: p.mana_pool for p in world.ruling.final.players}[player]
    assert pool == _mana(mana), pool


@then(parsers.re(r'(?P<player>\w+) has (?P<life>-?\d+) life'))
def _(world: World, player: str, life: str):
    assert {p.name: p.life for p in world.ruling.final.players}[player] == int(life)


@then(parsers.re(r'(?P<player>\w+) has (?P<n>\d+) cards? in (?:their|his|her) '
                 r'(?P<zone>library|hand)$'))
def _(world: World, player: str, n: str, zone: str):
    final = {p.name: p for p in world.ruling.final.players}[player]
    assert getattr(final, zone) == int(n)


@then(parsers.re(r'(?P<player>\w+) is the monarch at the end$'))
def _(world: World, player: str):
    assert world.ruling is not None
    assert world.ruling.final.monarch == player


@then(parsers.re(r'(?P<player>\w+) (?P<has>has|does not have) the initiative at the end$'))
def _(world: World, player: str, has: str):
    assert world.ruling is not None
    assert (world.ruling.final.initiative == player) == (has == "has")


@then(parsers.re(r"(?P<player>\w+)'s venture marker is in (?P<where>.+?) at the end$"))
def _(world: World, player: str, where: str):
    found = next(p for p in world.ruling.final.players if p.name == player).dungeon
    assert found == where, found


@then(parsers.re(r"(?P<player>\w+) has completed (?P<n>\d+) dungeons?$"))
def _(world: World, player: str, n: str):
    found = next(p for p in world.ruling.final.players if p.name == player)
    assert found.completed_dungeons == int(n)


@then(parsers.re(r"the Ring has tempted (?P<player>\w+) (?P<n>\d+) times?$"))
def _(world: World, player: str, n: str):
    assert next(p for p in world.ruling.final.players if p.name == player).ring_tempted == int(n)


@then(parsers.re(r"(?P<player>\w+)'s Ring-bearer is (?P<bearer>.+)$"))
def _(world: World, player: str, bearer: str):
    found = next(p for p in world.ruling.final.players if p.name == player).ring_bearer
    assert found == (bearer if bearer == "none" else world.id_of(bearer)), found


@then(parsers.re(r'it is (?P<time>day|night|neither day nor night) at the end$'))
def _(world: World, time: str):
    assert world.ruling.final.day_night == (None if time.startswith("neither") else time)


@then(parsers.re(r'the ruling (?P<does>says|does not say) "(?P<words>[^"]+)"$'))
def _(world: World, does: str, words: str):
    text = render(world.ruling, "text")
    assert (words in text) == (does == "says"), text


@then("every checkpoint holds")
def _(world: World):
    assert world.ruling is not None, "nothing was resolved yet"
    checked = [e for e in world.ruling.expectations if e.when is not None]
    assert checked, "no checkpoint was checked"
    assert len(world.document()["expect"]["checkpoints"]) == len(world.checkpoints), \
        "a checkpoint names an action the scenario doesn't have"
    failed = [f"{e.subject}.{e.field} ({e.when}): expected {e.expected}, got {e.actual}"
              for e in checked if not e.passed]
    assert not failed, "\n".join(failed)


@then("the game is still going")
def _(world: World):
    assert world.ruling.result == "ongoing"


@then("the game is a draw")
def _(world: World):
    assert world.ruling.result == "draw"


@then(parsers.re(r'(?P<player>\w+) wins the game'))
def _(world: World, player: str):
    assert world.ruling.result == player


@then(parsers.re(r'the ruling (?P<does>cites|does not cite) CR (?P<rule>[0-9a-z.]+)'))
def _(world: World, does: str, rule: str):
    assert (rule in world.ruling.cited) == (does == "cites"), world.ruling.cited


@then(parsers.re(r'the step that says "(?P<effect>[^"]+)" is caused by the step that says '
                 r'"(?P<cause>[^"]+)"$'))
def _(world: World, effect: str, cause: str):
    def step(words: str) -> Any:
        return next(s for s in world.ruling.steps if words in s.text)
    assert step(cause).index in step(effect).causes, [(s.index, s.text, s.causes)
                                                      for s in world.ruling.steps]


@then(parsers.re(r"(?P<name>.+?)'s layer row from (?P<source>.+?) cites CR "
                 r"(?P<rule>[0-9a-z.]+)$"))
def _(world: World, name: str, source: str, rule: str):
    rows = [row for t in world.ruling.layer_tables if t.name == name and t.when == "end"
            for row in t.rows if row.source_name == source]
    assert rows, [(t.name, [r.source_name for r in t.rows]) for t in world.ruling.layer_tables]
    assert all(rule in row.rules for row in rows), [(row.layer, row.rules) for row in rows]


@then(parsers.re(r'the step saying "(?P<words>[^"]+)" cites CR (?P<rule>[0-9a-z.]+)$'))
def _(world: World, words: str, rule: str):
    steps = [s for s in world.ruling.steps if words in s.text]
    assert steps, [s.text for s in world.ruling.steps]
    assert all(rule in (s.rule, *s.also) for s in steps), [(s.text, s.rule, s.also)
                                                           for s in steps]


@then(parsers.re(r'the step saying "(?P<first>[^"]+)" comes before the one saying '
                 r'"(?P<second>[^"]+)"$'))
def _(world: World, first: str, second: str):
    texts = [s.text for s in world.ruling.steps]

    def index(words: str) -> int:
        return next(i for i, text in enumerate(texts) if words in text)
    assert index(first) < index(second), texts


@then(parsers.re(r"(?P<count>\d+) (?:abilities|ability) triggered"))
def _(world: World, count: str):
    assert sum(1 for s in world.ruling.steps if s.kind == "Triggered") == int(count)


@then(parsers.re(r'(?P<first>.+?) resolved before (?P<second>.+)'))
def _(world: World, first: str, second: str):
    resolving = [s.text for s in world.ruling.steps if s.kind == "Resolving"]
    def index(name: str) -> int:
        return next(i for i, text in enumerate(resolving) if name in text)
    assert index(first) < index(second), resolving


@then(parsers.re(r'the ruling marks (?P<what>.+) as assumed'))
def _(world: World, what: str):
    assert any(what in a for a in world.ruling.assumptions), world.ruling.assumptions


@then(parsers.re(r'the refusal says "(?P<words>[^"]+)"$'))
def _(world: World, words: str):
    assert world.refused is not None and words in world.refused.detail, world.refused


@then(parsers.re(r'judge declines to guess, saying "(?P<words>[^"]+)"$'))
def _(world: World, words: str):
    assert world.declined is not None and words in str(world.declined), world.declined


@then(parsers.re(r"that is not allowed, by CR (?P<rule>[0-9a-z.]+)"))
def _(world: World, rule: str):
    assert world.refused is not None, "the action was allowed"
    assert world.refused.rule.number == rule, str(world.refused)


@then(parsers.re(r'the refusal says "(?P<words>[^"]+)"$'))
def _(world: World, words: str):
    assert world.refused is not None and words in str(world.refused), world.refused


@then("every expectation passed")
def _(world: World):
    assert world.ruling is not None and world.ruling.expectations and world.ruling.passed


@then("nothing is assumed")
def _(world: World):
    assert not world.ruling.assumptions


@given("judge explores the choices the ruling assumes")
def _(world: World):
    world.explore = True


def _explored(world: World, text: str) -> ExploredChoice:
    assert world.ruling is not None and world.ruling.exploration is not None
    found = [c for c in world.ruling.exploration.choices if text in c.text]
    assert len(found) == 1, [c.text for c in world.ruling.exploration.choices]
    return found[0]


@then(parsers.re(r'the choice of (?P<text>.+?) (?P<does>changes|does not change) the answer$'))
def _(world: World, text: str, does: str):
    choice = _explored(world, text)
    assert choice.matters == (does == "changes") and (choice.outcomes or choice.matters)


@then(parsers.re(r'had (?P<player>\w+) chosen to (?P<answer>.+?) instead, (?P<name>.+?) would be '
                 r'(?P<where>on the battlefield|in \w+\'s graveyard)$'))
def _(world: World, player: str, answer: str, name: str, where: str):
    """The alternative's answer, as the exploration tells it (ids for the names)."""
    assert world.ruling is not None and world.ruling.exploration is not None
    label = re.sub(r"\S+", lambda m: world.aliases.get(m[0], m[0]), answer)
    outcome = next(o for c in world.ruling.exploration.choices for o in c.outcomes
                   if o.answer == label)
    changed = {d.subject: d.alternative for d in outcome.differences}
    assert f"({world.id_of(name)}) is {where}" in changed[world.id_of(name)], changed


# ------------------------------------------------------- the rules' texts (judge/rulebook.py)
# The texts expected are read from the pinned rules file (tests/crtext.py), never written here.

_FORMATS = {"text": "text", "Markdown": "md", "HTML": "html", "JSON": "json"}


def _rendered(world: World, fmt: str) -> str:
    """The ruling as `judge explain --format FMT` shows it (plain text: with --rules)."""
    from judge import rulebook

    assert world.ruling is not None, "nothing was resolved yet"
    return render(world.ruling, _FORMATS[fmt], rulebook.configured())


@given("the user's Comprehensive Rules file is configured")
def _(monkeypatch):
    from tests.conftest import CR_FILE

    monkeypatch.setenv("JUDGE_CR_FILE", str(CR_FILE))


@given("the user imported their Comprehensive Rules file")
def _(monkeypatch, tmp_path):
    from judge import rulebook
    from tests.conftest import CR_FILE

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    rulebook.import_file(CR_FILE)


@given("no Comprehensive Rules file is configured")
def _(monkeypatch):
    # nor imported: the tests' data directory (XDG_DATA_HOME, tests/conftest.py) holds none
    monkeypatch.delenv("JUDGE_CR_FILE", raising=False)


@then(parsers.re(r"the (?P<fmt>text|Markdown|HTML|JSON) ruling quotes (?P<examples>the "
                 r"examples of )?CR (?P<rule>[0-9a-z.]+) from the rules file$"))
def _(world: World, fmt: str, examples: str | None, rule: str):
    import markupsafe

    from judge.report import escape
    from tests.crtext import rule_examples, rule_line

    out = _rendered(world, fmt)
    texts = rule_examples(rule) if examples else [rule_line(rule)]
    assert texts, f"CR {rule} has no examples"
    if fmt == "JSON":
        quoted = json.loads(out)["rules"][rule]
        assert (quoted["examples"] if examples else [quoted["text"]]) == texts
        return
    for text in texts:
        shown = {"text": f"      Example: {text}" if examples else f"  CR {rule}: {text}",
                 "Markdown": f"    *Example:* {escape.markdown(text)}" if examples
                 else f"[^{rule}]: **CR {rule}** {escape.markdown(text)}",
                 "HTML": f"<em>Example:</em> {markupsafe.escape(text)}" if examples
                 else f'title="CR {rule}: {markupsafe.escape(text)}"'}[fmt]
        assert shown in out, out


@then(parsers.re(r"the (?P<fmt>text|Markdown|HTML|JSON) ruling says how to add the rules' "
                 r"texts$"))
def _(world: World, fmt: str):
    from tests.crtext import rule_line

    out = _rendered(world, fmt)
    assert "judge rules import FILE" in out and "JUDGE_CR_FILE" in out, out
    for number in world.ruling.cited:
        assert rule_line(number)[:40] not in out
    if fmt == "JSON":
        assert json.loads(out)["rules"] == {}


@when(parsers.re(r"the user imports (?P<file>\S+) as their Comprehensive Rules file$"))
def _(world: World, file: str, monkeypatch, tmp_path):
    from typer.testing import CliRunner

    from judge.cli import app

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    world.command = CliRunner().invoke(app, ["rules", "import", file])


@then(parsers.re(r'the import is refused, saying "(?P<words>[^"]+)"$'))
def _(world: World, words: str, tmp_path):
    result = world.command
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert words in result.stderr, result.stderr
    assert not (tmp_path / "data" / "judge" / "comprehensive-rules.txt").exists()


# auditing a game record (`judge audit`): the record is written as judges write one


@dataclass
class Audited:
    record: str = ""
    exit_code: int | None = None
    output: str = ""
    found: Any = None  # judge.audit.replay.Audit


@pytest.fixture
def audited() -> Audited:
    return Audited()


@given("a game record:")
def _(audited: Audited, docstring: str):
    audited.record = docstring


@when("judge audits it")
def _(audited: Audited, tmp_path):
    from typer.testing import CliRunner

    from judge.audit.replay import audit
    from judge.cli import app

    path = tmp_path / "record.yaml"
    path.write_text(audited.record, encoding="utf-8")
    result = CliRunner().invoke(app, ["audit", str(path)])
    audited.exit_code, audited.output = result.exit_code, result.output
    if result.exit_code != 2:
        audited.found = audit(path)


@then("the account follows the rules")
def _(audited: Audited):
    assert audited.found is not None and audited.found.right, audited.output
    assert audited.exit_code == 0


@then(parsers.re(r"the audit finds (?P<count>\d+) places? where the account leaves the rules"))
def _(audited: Audited, count: str):
    assert len(audited.found.divergences) == int(count), audited.output
    assert audited.exit_code == 1


@then(parsers.re(r"finding (?P<number>\d+) is an? (?P<words>.+) at entry (?P<entry>\d+) "
                 r"citing CR (?P<rule>[0-9.a-z]+)"))
def _(audited: Audited, number: str, words: str, entry: str, rule: str):
    finding = audited.found.divergences[int(number) - 1]
    assert (finding.words, finding.entry) == (words, int(entry)), finding
    assert rule in finding.rules, finding


@then(parsers.parse('under the rules, finding {number:d} gives "{text}"'))
def _(audited: Audited, number: int, text: str):
    assert text in audited.found.divergences[number - 1].given


@then(parsers.parse('reversing finding {number:d} restores "{text}"'))
def _(audited: Audited, number: int, text: str):
    assert text in audited.found.divergences[number - 1].restores


@then(parsers.parse('entry {entry:d} {verdict}'))
def _(audited: Audited, entry: int, verdict: str):
    checked = audited.found.entries[entry - 1]
    assert checked.verdict == verdict, checked


@then(parsers.parse('the audit says "{text}"'))
def _(audited: Audited, text: str):
    assert text in audited.output, audited.output


@then(parsers.parse('the record is refused at line {line:d} with "{text}"'))
def _(audited: Audited, line: int, text: str):
    assert audited.exit_code == 2 and "Traceback" not in audited.output
    assert f"record.yaml:{line}:" in audited.output and text in audited.output, audited.output
