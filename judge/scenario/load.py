"""Loading a scenario file: YAML with positions, schema validation, then resolution."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.engine.play import Setup
from judge.scenario.resolve import resolve
from judge.scenario.schema import Scenario
from judge.yamlfile import Document, max_file_bytes, read, validate


@dataclass(frozen=True)
class LoadedScenario:
    path: str
    document: Document
    scenario: Scenario
    setup: Setup


def load_scenario(path: str | Path) -> LoadedScenario:
    """Read and check a scenario; raises ScenarioErrors with every located problem."""
    doc = read(path, limit=max_file_bytes())
    scenario = validate(doc, Scenario)
    return LoadedScenario(str(path), doc, scenario, resolve(doc, scenario))
