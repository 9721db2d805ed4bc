"""Compiling the whole Oracle corpus, and how much of it the compiler reads.

    python benchmarks/oracle_benchmark.py [--rounds 3] [--corpus PATH]

Runs `judge cards coverage CORPUS --format json` (import into a scratch store, every face
compiled and its definition validated, then the coverage measured) in a fresh process each
round and reports the wall times and the figures. The target (issue 9) is under 60 s on the
2-core machine for ../shared/cards/oracle-corpus.json (35,033 cards), and at least half of
the cards fully modeled.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "cards" / "oracle-corpus.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args()
    times, figures = [], {}
    for _ in range(args.rounds):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "judge", "cards", "coverage",
                               str(args.corpus), "--format", "json"],
                              capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - start)
        figures = json.loads(done.stdout)
    cards = figures["cards"]
    print(f"corpus: {args.corpus}")
    print(f"wall time: median {statistics.median(times):.1f} s, "
          f"min {min(times):.1f} s over {args.rounds} rounds (target: under 60 s)")
    for key in ("fully_modeled", "partly_modeled", "not_modeled"):
        print(f"{key.replace('_', ' ')}: {figures[key]:,} of {cards:,} "
              f"({figures[key] / cards:.1%})")
    print(f"lines read: {figures['lines_modeled']:,} of {figures['lines']:,} "
          f"({figures['lines_modeled'] / figures['lines']:.1%})")


if __name__ == "__main__":
    main()
