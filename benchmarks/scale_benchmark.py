"""How `judge explain` scales: long scenarios, big boards, the largest file judge reads.

    python benchmarks/scale_benchmark.py [--case NAME] [--rounds N]

Each case is a scenario file made in a temporary directory and explained through the library
(load, run, build the ruling, render it as text), in a fresh process, so that its peak memory
(the child's max RSS) is its own:

- `actions`: 1,000 actions with 100 continuous effects active. Alice casts 100 Giant Growths
  on 10 Grizzly Bears, each resolved on its own (200 actions), then 400 Lightning Bolts at Bob
  (800 actions) with the 100 effects still there. Goal: under 2 s.
- `anthems`: 5,000 permanents, 20 of them Glorious Anthems, and the turn advanced to its end
  step. Goal: under 3 s and 200 MB.
- `big-file`: a scenario of the largest size judge reads (JUDGE_MAX_FILE_BYTES, 256 KiB by
  default) listing one Grizzly Bears after another; `nested-file`, the same size of YAML
  nested a thousand deep; `junk-file`, the same size of text that isn't YAML;
  `late-error-file`, the big file with a syntax error on its last line (libyaml reads it all,
  then ruamel.yaml reads it again to word the error: the slowest refusal). Each is only
  loaded: goal, parsed or refused in under 2 s.

The timing starts after judge's modules are imported. Prints one JSON line per case.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

GOALS = {"actions": (2.0, None), "anthems": (3.0, 200), "big-file": (2.0, None),
         "nested-file": (2.0, None), "junk-file": (2.0, None), "late-error-file": (2.0, None)}


def _players(alice: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    return [{"name": "Alice", **(alice or {})}, {"name": "Bob", "life": 100_000}]


def actions_scenario(pumps: int = 100, bolts: int = 400, bears: int = 10) -> dict[str, Any]:
    hand = [{"id": f"growth{i}", "card": "Giant Growth"} for i in range(pumps)]
    hand += [{"id": f"bolt{i}", "card": "Lightning Bolt"} for i in range(bolts)]
    actions: list[dict[str, Any]] = []
    for i in range(pumps):
        actions += [{"cast": {"card": f"growth{i}", "player": "Alice",
                              "targets": [f"bears{i % bears}"]}}, {"resolve": 1}]
    for i in range(bolts):
        actions += [{"cast": {"card": f"bolt{i}", "player": "Alice", "targets": ["Bob"]}},
                    {"resolve": 1}]
    return {"title": "1,000 actions with 100 continuous effects", "players": _players(
        {"hand": hand}), "turn": {"active": "Alice"}, "actions": actions,
        "battlefield": [{"id": f"bears{i}", "card": "Grizzly Bears", "controller": "Alice"}
                        for i in range(bears)]}


def anthems_scenario(permanents: int = 5000, anthems: int = 20) -> dict[str, Any]:
    battlefield = [{"id": f"anthem{i}", "card": "Glorious Anthem", "controller": "Alice"}
                   for i in range(anthems)]
    battlefield += [{"id": f"bears{i}", "card": "Grizzly Bears",
                     "controller": "Alice" if i % 2 else "Bob"}
                    for i in range(permanents - anthems)]
    return {"title": "5,000 permanents with 20 anthems", "players": _players(),
            "turn": {"active": "Alice"}, "battlefield": battlefield,
            "actions": [{"advance": "end"}]}


def big_file(limit: int) -> str:
    head = "title: big\nplayers: [{name: Alice}, {name: Bob}]\nturn: {active: Alice}\n" \
           "battlefield:\n"
    lines, size, i = [head], len(head), 0
    while True:
        line = f"  - {{id: bears{i}, card: Grizzly Bears, controller: Alice}}\n"
        if size + len(line) > limit:
            return "".join(lines)
        lines.append(line)
        size += len(line)
        i += 1


def late_error_file(limit: int) -> str:
    last = "  - [unclosed\n"
    return big_file(limit - len(last)) + last


def nested_file(limit: int) -> str:
    depth = 1000
    block = "[" * depth + "]" * depth + "\n"
    return "title: nested\nplayers:\n" + "".join(
        f"  - {block}" for _ in range((limit - 30) // (len(block) + 4)))


def junk_file(limit: int) -> str:
    line = "this: is: not: yaml: [ { ] } & * ! % @ `\n"
    return line * (limit // len(line))


def _limit() -> int:
    from judge.yamlfile import max_file_bytes
    return max_file_bytes()


SCENARIOS = ("actions", "anthems")  # explained; the other cases are only loaded
FILES: dict[str, Callable[[], str]] = {
    "actions": lambda: json.dumps(actions_scenario()),
    "anthems": lambda: json.dumps(anthems_scenario()),
    "big-file": lambda: big_file(_limit()),
    "nested-file": lambda: nested_file(_limit()),
    "junk-file": lambda: junk_file(_limit()),
    "late-error-file": lambda: late_error_file(_limit()),
}


def run_case(name: str, path: Path) -> dict[str, Any]:
    """In the child: explain (or, for the files, load) the scenario; time it."""
    from judge import explain
    from judge.errors import JudgeError
    from judge.report.render import render
    from judge.scenario.load import load_scenario

    start = time.perf_counter()
    outcome = "explained"
    try:
        if name in SCENARIOS:
            render(explain(path), "text")
        else:
            loaded = load_scenario(path)
            outcome = f"parsed: {len(loaded.setup.state.objects)} objects"
    except JudgeError as exc:
        outcome = f"refused: {str(exc).splitlines()[0][:100]}"
    return {"seconds": round(time.perf_counter() - start, 3), "outcome": outcome}


def measure(name: str, folder: Path) -> dict[str, Any]:
    """In the parent: one fresh process for the case; its time and its peak memory."""
    path = folder / f"{name}.yaml"
    path.write_text(FILES[name]())
    env = dict(os.environ)
    if name in SCENARIOS:  # a board this big is over the default size limit: raised, as a
        # user would raise it (the file cases are about the limit itself)
        env["JUDGE_MAX_FILE_BYTES"] = str(max(_limit(), path.stat().st_size))
    proc = subprocess.Popen([sys.executable, __file__, "--child", name, str(path)], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    out, errors = proc.communicate()
    if status != 0:
        raise SystemExit(f"{name} failed:\n{errors}")
    found = json.loads(out)
    found["peak_mb"] = round(usage.ru_maxrss / 1024)  # KiB on Linux
    found["bytes"] = path.stat().st_size
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--case", choices=list(FILES), action="append")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_case(args.child[0], Path(args.child[1]))))
        return
    with tempfile.TemporaryDirectory() as folder:
        for name in args.case or list(FILES):
            runs = [measure(name, Path(folder)) for _ in range(args.rounds)]
            seconds = statistics.median(r["seconds"] for r in runs)
            peak = max(r["peak_mb"] for r in runs)
            goal_s, goal_mb = GOALS[name]
            met = seconds < goal_s and (goal_mb is None or peak < goal_mb) and (
                name not in SCENARIOS or runs[-1]["outcome"] == "explained")
            print(json.dumps({"case": name, "seconds": seconds, "peak_mb": peak,
                              "bytes": runs[0]["bytes"], "outcome": runs[-1]["outcome"],
                              "goal": f"under {goal_s} s" + (
                                  f" and {goal_mb} MB" if goal_mb else ""), "met": met}))


if __name__ == "__main__":
    main()
