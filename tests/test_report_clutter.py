"""A report shows what the question is about and nothing empty: no layer table for a card in a
hand or library that the expectations don't ask about, no empty sections, and causal graph
boxes that say in a few words what happened."""

from __future__ import annotations

from pathlib import Path

from ruamel.yaml import YAML

from judge import explain
from judge.report.render import render
from judge.trace.ruling import Ruling

LATTICE = Path("scenarios/layers/lattice-and-painter.yaml")


def _without_expectations_on(key: str, tmp_path: Path) -> Path:
    yaml = YAML(typ="safe")
    data = yaml.load(LATTICE.read_text(encoding="utf-8"))
    del data["expect"]["objects"][key]
    path = tmp_path / LATTICE.name
    with path.open("w", encoding="utf-8") as f:
        yaml.dump(data, f)
    return path


def test_a_card_in_hand_gets_a_layer_table_only_when_the_question_asks_about_it(tmp_path):
    asked = explain(LATTICE.as_posix())
    assert "bolt" in _tabled(asked)
    unasked = explain(_without_expectations_on("bolt", tmp_path))
    assert "bolt" not in _tabled(unasked)
    assert "bears" in _tabled(unasked)  # on the battlefield: still shown


def _tabled(ruling: Ruling) -> set[str]:
    """The objects the ruling's layer tables are for."""
    return {key for t in ruling.layer_tables for key in t.keys}


def test_nothing_happening_leaves_no_empty_table_graph_or_section():
    ruling = explain("scenarios/layers/humility-and-glorious-anthem.yaml")
    assert not ruling.steps
    md = render(ruling, "md")
    assert "| # | Rule |" not in md
    assert "Nothing happens: no state-based action applies and nothing resolves." in md
    html = render(ruling, "html")
    assert "Causal graph" not in html and "<th>#</th>" not in html
    assert "Nothing happens" in html


def test_each_causal_graph_box_says_what_happened_in_a_few_words():
    ruling = explain("scenarios/triggers/two-death-triggers-two-players.yaml")
    assert [s.headline for s in ruling.steps[:7]] == [
        "Pyroclasm cast", "all pass: Pyroclasm", "2 damage to Blood Artist",
        "2 damage to Falkenrath Noble", "Pyroclasm resolved", "Blood Artist destroyed",
        "Falkenrath Noble destroyed"]
    html = render(ruling, "html")
    assert '<text class="words" x="610" y="49">Blood Artist destroyed</text>' in html
    assert ">2 damage to Blood Art…</text>" in html  # cut to fit its box
