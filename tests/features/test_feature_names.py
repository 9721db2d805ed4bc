"""Each scenario of the feature files becomes a test named after it: two scenarios with one
name would leave one of them never run."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

FEATURES = Path(__file__).resolve().parents[2] / "features"


def _test_name(title: str) -> str:
    """The name pytest-bdd gives a scenario's test: lower case, spaces as '_', no other
    marks ("A creature can't (702.1a)" -> 'a_creature_cant_7021a')."""
    return re.sub(r"\W", "", re.sub(r"\s+", "_", title.lower()))


def test_no_two_scenarios_share_a_test_name():
    titles = [line.split("Scenario:", 1)[1].strip()
              for path in sorted(FEATURES.rglob("*.feature"))
              for line in path.read_text(encoding="utf-8").splitlines()
              if line.strip().startswith("Scenario:")]
    assert len(titles) > 800
    repeated = [name for name, n in Counter(_test_name(t) for t in titles).items() if n > 1]
    assert not repeated, repeated
