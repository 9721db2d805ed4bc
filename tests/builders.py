"""Tiny scenarios for unit tests, built from Python dicts through the real loader."""

from __future__ import annotations

import json
from typing import Any

from judge.engine.state import GameState
from judge.scenario.resolve import resolve
from judge.scenario.schema import Scenario
from judge.yamlfile import parse, validate


def state_from(battlefield: list[dict[str, Any]], cards: list[dict[str, Any]] | None = None,
               **extra: Any) -> GameState:
    document = {"title": "unit", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"active": "Alice"}, "battlefield": battlefield,
                "cards": cards or [], **extra}
    doc = parse(json.dumps(document), "unit.yaml")
    return resolve(doc, validate(doc, Scenario)).state


def permanents(*specs: str, controller: str = "Alice") -> list[dict[str, Any]]:
    """'bears=Grizzly Bears' -> {'id': 'bears', 'card': 'Grizzly Bears', 'controller': …}"""
    out = []
    for spec in specs:
        oid, _, card = spec.partition("=")
        out.append({"id": oid, "card": card, "controller": controller})
    return out
