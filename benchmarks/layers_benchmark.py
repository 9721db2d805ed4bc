"""How long the layer system (CR 613) takes on a big board, and how dependency checks grow.

    python benchmarks/layers_benchmark.py

Part 1 computes every characteristic of 200 permanents under 30 continuous effects — anthems,
lords, Blood Moon with Urborg (a dependency), Enchanted Evening with Opalescence and
Conspiracy (a dependency chain), Painter's Servant with Mycosynth Lattice, Control Magic,
Tarmogoyf, and two land-type effects that depend on each other (a loop).
Part 2 puts n type-changing effects that all read what the others change into one layer and
counts the pairs tested for dependency (CR 613.8a), to show the growth is quadratic.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.engine import layers  # noqa: E402
from judge.scenario.resolve import resolve  # noqa: E402
from judge.scenario.schema import Scenario  # noqa: E402
from judge.yamlfile import parse, validate  # noqa: E402

LOOP_CARDS = [
    {"name": "Swamps Become Islands", "mana_cost": "{U}", "types": ["enchantment"],
     "abilities": [{"static": {"affects": "all Swamps", "set_land_types": ["Island"]}}]},
    {"name": "Islands Become Swamps", "mana_cost": "{B}", "types": ["enchantment"],
     "abilities": [{"static": {"affects": "all Islands", "set_land_types": ["Swamp"]}}]},
]


def _setup(battlefield: list[dict], cards: list[dict] | None = None):
    document = {"title": "benchmark", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"active": "Alice"}, "battlefield": battlefield, "cards": cards or []}
    doc = parse(json.dumps(document), "benchmark.yaml")
    return resolve(doc, validate(doc, Scenario)).state


def big_board():
    effects: list[tuple[str, str]] = (
        [("Glorious Anthem", "Alice")] * 5 + [("Crusade", "Bob")] * 3
        + [("Honor of the Pure", "Alice")] * 2 + [("Elvish Champion", "Alice")] * 4
        + [("Lord of Atlantis", "Bob")] * 4
        + [("Urborg, Tomb of Yawgmoth", "Alice"), ("Blood Moon", "Bob"),
           ("Enchanted Evening", "Alice"), ("Opalescence", "Bob"), ("Conspiracy", "Alice"),
           ("Painter's Servant", "Bob"), ("Mycosynth Lattice", "Alice"),
           ("Swamps Become Islands", "Alice"), ("Islands Become Swamps", "Bob"),
           ("Tarmogoyf", "Bob")])
    battlefield = []
    for i, (card, player) in enumerate(effects):
        entry = {"id": f"e{i}", "card": card, "controller": player}
        if card == "Conspiracy":
            entry["chosen"] = {"creature_type": "Elf"}
        if card == "Painter's Servant":
            entry["chosen"] = {"color": "red"}
        battlefield.append(entry)
    fillers = ["Grizzly Bears", "Llanowar Elves", "Merfolk of the Pearl Trident", "Serra Angel",
               "Forest", "Island", "Swamp", "Mutavault", "Dryad Arbor", "Savannah Lions"]
    while len(battlefield) < 199:
        i = len(battlefield)
        battlefield.append({"id": f"p{i}", "card": fillers[i % len(fillers)],
                            "controller": "Alice" if i % 2 else "Bob"})
    battlefield.append({"id": "magic", "card": "Control Magic", "controller": "Alice",
                        "attached_to": "p30"})
    state = _setup(battlefield, LOOP_CARDS)
    assert len(state.objects) == 200
    return state


def chain_board(n: int):
    """n layer-4 effects: each makes every land one more basic land type, and reads land types."""
    cards, battlefield = [], []
    kinds = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    plural = ["Plains", "Islands", "Swamps", "Mountains", "Forests"]
    for i in range(n):
        name = f"Chain {i}"
        cards.append({"name": name, "mana_cost": "{1}", "types": ["enchantment"], "abilities": [
            {"static": {"affects": f"all {plural[i % 5]}", "add_land_types": [kinds[(i + 1) % 5]]}}]})
        battlefield.append({"id": f"c{i}", "card": name, "controller": "Alice"})
    battlefield += [{"id": f"l{i}", "card": "Plains", "controller": "Bob"} for i in range(20)]
    return _setup(battlefield, cards)


def timed(state, explain: bool, runs: int) -> tuple[float, int]:
    times, checks = [], 0
    for _ in range(runs):
        layers.forget()
        start = time.perf_counter()
        board = layers.compute(state, explain=explain)
        times.append(time.perf_counter() - start)
        checks = board.pair_checks
    return statistics.median(times), checks


def main() -> None:
    state = big_board()
    print("Part 1: 200 permanents, 30 continuous effects")
    for explain in (False, True):
        seconds, checks = timed(state, explain, runs=7)
        label = "with layer tables and graphs" if explain else "characteristics only"
        print(f"  {label:30} {seconds * 1000:8.1f} ms (median of 7), {checks} dependency checks")
    print()
    print("Part 2: n interacting effects in one layer (layer 4)")
    print(f"  {'n':>4} {'checks':>8} {'checks/n²':>10} {'ms':>9}")
    for n in (5, 10, 20, 40, 80):
        seconds, checks = timed(chain_board(n), False, runs=3)
        print(f"  {n:>4} {checks:>8} {checks / n ** 2:>10.2f} {seconds * 1000:>9.1f}")


if __name__ == "__main__":
    main()
