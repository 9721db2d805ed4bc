"""The fuzzer of tests/fuzz.py at a large budget: thousands of generated scenarios and game
records and mutated bundled files, each run through the real command line (`judge explain`,
`check` or `audit`), with every property checked: no traceback, no Python warning, exit status
0, 1 or 2, located errors, the same `--format json` output when run again (in the same process,
and now and then in fresh processes with different hash seeds), and a bounded time per file
(goal: under 10 s). A file that runs is rendered in text, Markdown and HTML too, and one in
seven explained again with `--explore`.

Prints a JSON summary: the files tried and the files that ran (a ruling or an audit made), the
exit statuses seen by command, the failures found (each failing file kept in --keep), the
slowest file and its time.

    python benchmarks/fuzz_benchmark.py [--files N] [--seed S] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import sys
import tempfile
import time
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis.errors import HypothesisWarning  # noqa: E402

BOUND = 10.0  # seconds a file may take, twice over with the re-run
HANG = 120  # seconds after which a file is stopped: a hang


class Hang(BaseException):
    """Raised by the alarm: not an Exception, so the command line's runner lets it through."""


def _alarm(signum: int, frame: Any) -> None:
    raise Hang()


class Run:
    def __init__(self, folder: Path, keep: Path, every: int):
        self.folder, self.keep, self.every = folder, keep, every
        self.tried = 0
        self.statuses: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter()
        self.failures: list[dict[str, Any]] = []
        self.times: list[float] = []
        self.slowest = (0.0, "")
        self.across = 0
        self.ran = 0  # files that ran to a ruling or an audit (exit 0 or 1)

    def file(self, kind: str, item: tuple[str, bytes]) -> None:
        from tests import fuzz

        command, raw = item
        self.tried += 1
        self.kinds[f"{kind} tried"] += 1
        path = self.folder / "fuzz.yaml"
        path.write_bytes(raw)
        signal.alarm(HANG)
        try:
            outcome = fuzz.check_file(path, command, others=True,
                                      explore=self.tried % 7 == 0)
            problems, seconds, status = outcome.problems, outcome.seconds, outcome.exit_code
        except Hang:
            problems, seconds, status = [f"still running after {HANG} s"], float(HANG), -1
        finally:
            signal.alarm(0)
        if seconds > BOUND:
            problems = problems + [f"took {seconds:.1f} s"]
        if not problems and status in (0, 1) and command != "check":
            self.ran += 1
            if self.ran % self.every == 0:
                self.across += 1
                problems = fuzz.check_across_processes(path, command)
        self.statuses[f"{command} {status}"] += 1
        self.kinds[f"{kind} ran"] += status in (0, 1) and command != "check"
        self.times.append(seconds)
        if seconds > self.slowest[0]:
            self.slowest = (seconds, self._kept(raw, "slowest"))
        if problems:
            self.failures.append({"command": command, "problems": problems,
                                  "file": self._kept(raw, f"failure-{len(self.failures) + 1}")})

    def _kept(self, raw: bytes, name: str) -> str:
        path = self.keep / f"{name}.yaml"
        path.write_bytes(raw)
        return str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=6000, help="files to try, half generated "
                        "from the format, half mutated from the bundled files")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=100, help="check one file in this many "
                        "(exit 0 or 1) across fresh processes with different hash seeds")
    parser.add_argument("--keep", type=Path, default=None, help="folder for the failing "
                        "files and the slowest (default: a new temporary folder)")
    args = parser.parse_args()
    # a card store of the run's own, never the user's
    os.environ.setdefault("JUDGE_CARDS", str(Path(tempfile.mkdtemp()) / "cards.sqlite3"))
    keep = args.keep or Path(tempfile.mkdtemp(prefix="judge-fuzz-"))
    keep.mkdir(parents=True, exist_ok=True)
    from tests import fuzz

    signal.signal(signal.SIGALRM, _alarm)
    warnings.simplefilter("ignore", HypothesisWarning)  # "overly large repr": not the point
    with tempfile.TemporaryDirectory() as folder:
        run = Run(Path(folder), keep, args.every)
        start = time.perf_counter()
        for kind, strategy in (("generated", fuzz.generated_files()),
                               ("mutated", fuzz.mutated_files())):
            _drive(strategy, args.files // 2, args.seed, lambda item, k=kind: run.file(k, item))
        total = time.perf_counter() - start
    print(json.dumps({
        "files": run.tried, "by_kind": dict(sorted(run.kinds.items())),
        "exit_statuses": dict(sorted(run.statuses.items())),
        "failures": len(run.failures), "failed": run.failures[:20],
        "checked_across_processes": run.across,
        "slowest_seconds": round(run.slowest[0], 2), "slowest_file": run.slowest[1],
        "median_seconds": round(statistics.median(run.times), 3),
        "total_seconds": round(total, 1), "kept_in": str(keep)}, indent=2, ensure_ascii=False))


def _drive(strategy: st.SearchStrategy[Any], count: int, at: int, each: Any) -> None:
    """Draw `count` examples (generation only: nothing fails, so nothing is shrunk)."""

    @seed(at)
    @settings(max_examples=count, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def one(item: Any) -> None:
        each(item)

    one()


if __name__ == "__main__":
    main()
