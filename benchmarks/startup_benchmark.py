"""Start-up time of `judge explain`, and the card store at the size of the real card pool.

    python benchmarks/startup_benchmark.py [--rounds 15] [--corpus PATH] [--as-is]

1. Start-up: the one-spell scenario (Giant Growth in response to Lightning Bolt) explained by
   a fresh process, against a bare `import typer, networkx, jinja2, pydantic, ruamel.yaml, yaml`,
   run interleaved (in a shuffled order each round, after one warm-up run of each) so that the
   machine's load touches all alike: once with no card store, once with the whole Oracle corpus
   (../shared/cards/oracle-corpus.json, 35,033 cards) imported into the store.
2. The corpus import (`judge cards import`): wall time and peak memory (the child's max RSS).
3. Name lookup in that store: mean time of `CardStore.find`, by exact and by folded name.

Python's bytecode of judge is cached for the runs (as an installed package has it: pip
compiles it on install), in a temporary PYTHONPYCACHEPREFIX; `--as-is` keeps the environment
as it is instead (with PYTHONDONTWRITEBYTECODE=1 and an editable install, every run compiles
judge's ~12,000 lines again, about 0.2 s).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SCENARIO = "scenarios/stack/giant-growth-in-response-to-bolt.yaml"
CORPUS = REPO.parent / "shared" / "cards" / "oracle-corpus.json"
BARE = [sys.executable, "-c", "import typer, networkx, jinja2, pydantic, ruamel.yaml, yaml"]
JUDGE = [sys.executable, "-m", "judge"]


def run(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Wall time (s) and peak memory (KiB) of one run, which must succeed."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    errors = proc.stderr.read().decode() if proc.stderr else ""
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{errors}")
    return elapsed, usage.ru_maxrss


def environment(store: Path, cache: Path | None) -> dict[str, str]:
    env = {**os.environ, "JUDGE_CARDS": str(store)}
    if cache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(cache)
    return env


def startup(rounds: int, envs: dict[str, dict[str, str]]) -> dict[str, list[float]]:
    commands = {"bare": (BARE, envs["empty"]),
                "empty": (JUDGE + ["explain", SCENARIO], envs["empty"]),
                "corpus": (JUDGE + ["explain", SCENARIO], envs["corpus"])}
    for command, env in commands.values():  # warm-up: bytecode, the compiled library
        run(command, env)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        order = list(commands)
        random.shuffle(order)
        for name in order:
            times[name].append(run(*commands[name])[0])
    return times


def lookups(store: Path) -> tuple[int, float, float]:
    """How many cards; mean µs of a lookup by exact name and by a folded spelling."""
    sys.path.insert(0, str(REPO))
    from judge.cards.store import CardStore

    with CardStore.open(store) as cards:
        names = cards.names()
        sample = random.Random(1).sample(names, min(1000, len(names)))
        typed = ["".join(c for c in n.lower() if c.isalnum() or c == " ") for n in sample]
        timings = []
        for queries in (sample, typed):
            start = time.perf_counter()
            for name in queries:
                assert cards.find(name) is not None, name
            timings.append((time.perf_counter() - start) / len(queries) * 1e6)
    return len(names), timings[0], timings[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--as-is", action="store_true", help="don't cache judge's bytecode")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        folder = Path(tmp)
        cache = None if args.as_is else folder / "pycache"
        stores = {"empty": folder / "empty" / "cards.sqlite3",
                  "corpus": folder / "corpus" / "cards.sqlite3"}
        envs = {name: environment(path, cache) for name, path in stores.items()}

        took, peak = run(JUDGE + ["cards", "import", str(args.corpus)], envs["corpus"])
        count, exact, folded = lookups(stores["corpus"])
        times = startup(args.rounds, envs)

    bare = statistics.median(times["bare"])
    print(f"start-up, median (min) of {args.rounds} interleaved runs "
          f"({'bytecode as the environment has it' if args.as_is else 'bytecode cached'}):")
    labels = {"bare": "bare import of typer, networkx, jinja2, pydantic, ruamel.yaml, yaml",
              "empty": "judge explain (one spell), no card store",
              "corpus": f"judge explain (one spell), {count:,} cards in the store"}
    for name, label in labels.items():
        median = statistics.median(times[name])
        ratio = "" if name == "bare" else f"  {median / bare:.2f}x the bare import"
        print(f"  {label:<62} {median:.3f} s ({min(times[name]):.3f}){ratio}")
    print(f"card store ({args.corpus.name}):")
    print(f"  judge cards import: {took:.1f} s, peak memory {peak / 1024:.0f} MiB")
    print(f"  name lookup among {count:,} cards: {exact:.0f} µs by exact name, "
          f"{folded:.0f} µs by a folded spelling (mean of 1,000)")


if __name__ == "__main__":
    main()
