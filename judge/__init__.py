"""judge: Magic: The Gathering rulings, explained step by step with CR citations."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.trace.ruling import Ruling

__all__ = ["explain"]


def explain(path: str | Path, explore: bool = False) -> Ruling:
    """Load a scenario, run it through the rules, and explain what happened; with `explore`,
    also which of the choices it assumed change the answer (judge/explore.py)."""
    # imported here, not at the top: `judge.start` must run before the engine loads
    from dataclasses import replace

    from judge.engine.play import run
    from judge.explore import explore as branch
    from judge.scenario.load import load_scenario
    from judge.trace.ruling import build

    loaded = load_scenario(path)
    tl = run(loaded.setup)
    ruling = build(loaded, tl)
    return replace(ruling, exploration=branch(loaded, tl, ruling)) if explore else ruling
