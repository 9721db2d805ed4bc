"""How long the exact search for the blocking declaration that obeys the most requirements
(CR 509.1c) takes: 8 attackers and 8 possible blockers, with requirements on both sides
("blocks each combat if able", "must be blocked if able", a lure) and restrictions (menace,
flying and reach, "can't be blocked by more than one creature"). The goal: under 1 s.

    python benchmarks/blocking_benchmark.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.engine import block_requirements  # noqa: E402
from judge.engine.state import ObjectId, PlayerId  # noqa: E402
from judge.scenario.resolve import resolve  # noqa: E402
from judge.scenario.schema import Scenario  # noqa: E402
from judge.yamlfile import parse, validate  # noqa: E402


def _creature(name: str, power: int, abilities: list) -> dict:
    return {"name": name, "types": ["creature"], "power": power, "toughness": power,
            "abilities": abilities}


CARDS = [
    _creature("Menace Brute", 3, ["menace"]),
    _creature("Sky Raider", 2, ["flying"]),
    _creature("Marked Stalker", 2, [{"static": {"affects": "this",
                                                "require": ["be blocked"]}}]),
    _creature("Decoy", 1, [{"static": {"affects": "this", "require": ["be blocked by all"]}}]),
    _creature("Lone Duelist", 3, [{"static": {"affects": "this", "restrict": [
        "be blocked by more than one creature"]}}]),
    _creature("Watchman", 1, [{"static": {"affects": "this", "require": ["block each combat"]}}]),
    _creature("Archer", 1, ["reach"]),
    _creature("Hawk", 1, ["flying"]),
]
ATTACKERS = ["Menace Brute", "Sky Raider", "Marked Stalker", "Decoy", "Lone Duelist",
             "Menace Brute", "Sky Raider", "Marked Stalker"]
BLOCKERS = ["Watchman", "Watchman", "Archer", "Hawk", "Watchman", "Archer", "Hawk", "Watchman"]


def _state():
    battlefield = [{"id": f"a{i}", "card": name, "controller": "Bob"}
                   for i, name in enumerate(ATTACKERS)]
    battlefield += [{"id": f"b{i}", "card": name, "controller": "Alice"}
                    for i, name in enumerate(BLOCKERS)]
    document = {"title": "benchmark", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"active": "Bob"}, "battlefield": battlefield, "cards": CARDS}
    doc = parse(json.dumps(document), "benchmark.yaml")
    state = resolve(doc, validate(doc, Scenario)).state
    return replace(state, attackers=tuple((ObjectId(f"a{i}"), PlayerId("Alice"))
                                          for i in range(len(ATTACKERS))))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    state = _state()
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        found = block_requirements.best(state)
        times.append(time.perf_counter() - started)
    print(f"8 attackers x 8 blockers: the best declaration obeys {found.obeyed} requirements "
          f"with {len(found.blocks)} blocks")
    print(f"median {statistics.median(times) * 1000:.0f} ms over {rounds} rounds "
          f"(goal: under 1000 ms)")


if __name__ == "__main__":
    main()
