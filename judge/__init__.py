"""judge: Magic: The Gathering rulings, explained step by step with CR citations."""

from __future__ import annotations

from pathlib import Path

from judge.engine.play import run
from judge.scenario.load import LoadedScenario, load_scenario
from judge.trace.ruling import Ruling, build

__all__ = ["explain", "load_scenario", "Ruling", "LoadedScenario"]


def explain(path: str | Path) -> Ruling:
    """Load a scenario, run it through the rules, and explain what happened."""
    loaded = load_scenario(path)
    return build(loaded, run(loaded.setup))
