"""Fuzzing, at a small budget: generated scenarios and game records, and the bundled files
mutated, keep the properties of tests/fuzz.py (no traceback, exit status 0, 1 or 2, located
errors, the same output when run again). benchmarks/fuzz_benchmark.py runs thousands."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests import fuzz

SMALL = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _keeps_the_properties(item: tuple[str, bytes]) -> None:
    command, raw = item
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.yaml"
        path.write_bytes(raw)
        outcome = fuzz.check_file(path, command, others=True)
    assert not outcome.problems, (outcome.problems, raw[:2000])


@SMALL
@given(fuzz.generated_files())
def test_generated_scenarios_and_records_keep_the_properties(item):
    _keeps_the_properties(item)


@SMALL
@given(fuzz.mutated_files())
def test_mutated_bundled_files_keep_the_properties(item):
    _keeps_the_properties(item)
