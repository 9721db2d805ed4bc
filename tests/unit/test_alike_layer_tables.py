"""Objects whose layer tables are alike share one table (CR 613), naming every object it is
for; tables that differ in anything stay apart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge import explain
from judge.report.render import render
from judge.trace.ruling import Ruling


def _board(tmp_path: Path, bears: int, extra: list[dict[str, Any]] | None = None) -> Ruling:
    battlefield = [{"id": f"anthem{i}", "card": "Glorious Anthem", "controller": "Alice"}
                   for i in range(2)]
    battlefield += [{"id": f"bears{i}", "card": "Grizzly Bears", "controller": "Alice"}
                    for i in range(bears)]
    battlefield += extra or []
    path = tmp_path / "alike.yaml"
    path.write_text(json.dumps({"title": "alike", "players": [{"name": "Alice"},
                                                              {"name": "Bob"}],
                                "turn": {"active": "Alice"}, "battlefield": battlefield}))
    return explain(path)


def _bears_tables(ruling: Ruling) -> list[tuple[str, ...]]:
    return [t.keys for t in ruling.layer_tables if t.name == "Grizzly Bears"]


def test_bears_under_the_same_anthems_share_one_table(tmp_path):
    ruling = _board(tmp_path, 3)
    assert _bears_tables(ruling) == [("bears0", "bears1", "bears2")]
    text = render(ruling, "text")
    assert "Grizzly Bears (bears0, bears1, bears2: 3 permanents, one table), starting as" in text
    assert text.count("gets +1/+1 → 4/4") == 1
    for fmt in ("md", "html"):
        assert "bears0, bears1, bears2: 3 permanents, one table" in render(ruling, fmt)


def test_a_bear_with_a_counter_or_another_name_keeps_its_own_table(tmp_path):
    ruling = _board(tmp_path, 2, [
        {"id": "big", "card": "Grizzly Bears", "controller": "Alice", "counters": {"+1/+1": 1}},
        {"id": "rune", "card": "Runeclaw Bear", "controller": "Alice"},
        {"id": "bobs", "card": "Grizzly Bears", "controller": "Bob"}])
    assert _bears_tables(ruling) == [("bears0", "bears1"), ("big",)]
    assert [t.keys for t in ruling.layer_tables if t.name == "Runeclaw Bear"] == [("rune",)]
    # Bob's bear: no effect applies to it, so no table
    assert all("bobs" not in t.keys for t in ruling.layer_tables)


def test_a_big_group_lists_every_id(tmp_path):
    ruling = _board(tmp_path, 25)
    ids = [f"bears{i}" for i in range(25)]
    text = render(ruling, "text")
    assert "Grizzly Bears (bears0, bears1, bears2, … bears24: 25 permanents, one table, " \
           "all listed below), starting as" in text
    assert "The table is for all 25 permanents:" in text
    assert all(f" {i}," in text or f" {i}\n" in text for i in ids)
    for fmt in ("md", "html"):
        assert f"The table is for all 25 permanents: {', '.join(ids)}" in render(ruling, fmt)
    data = json.loads(render(ruling, "json"))
    tables = [t for t in data["layers"] if t["name"] == "Grizzly Bears"]
    assert [[o["object"] for o in t["objects"]] for t in tables] == [ids]
    assert render(_board(tmp_path, 25), "json") == render(ruling, "json")
