"""judge: Magic: The Gathering rulings, explained step by step with CR citations."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.trace.ruling import Ruling

__all__ = ["explain"]


def explain(path: str | Path) -> Ruling:
    """Load a scenario, run it through the rules, and explain what happened."""
    # imported here, not at the top: `judge.start` must run before the engine loads
    from judge.engine.play import run
    from judge.scenario.load import load_scenario
    from judge.trace.ruling import build

    loaded = load_scenario(path)
    return build(loaded, run(loaded.setup))
