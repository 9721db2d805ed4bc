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
    return LoadedScenario(report_path(path), doc, scenario, resolve(doc, scenario))


def report_path(path: str | Path) -> str:
    """The scenario's path as reports give it, however it was typed (`s.yaml`, `./s.yaml`, an
    absolute path): relative to the current folder when inside it, else absolute; forward
    slashes. The folders are resolved; the file itself, maybe a link, keeps its name."""
    given = Path(path).absolute()
    here = Path.cwd().resolve()
    place = given.parent.resolve() / given.name
    return (place.relative_to(here) if place.is_relative_to(here) else place).as_posix()
