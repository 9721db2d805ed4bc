"""A ruling cites the rules that govern what happened, also where nothing was refused: each
layer row its layer, sublayer and ordering rule, each dependency which condition of 613.8a
holds, and the JSON carries the same words."""

from __future__ import annotations

from judge import explain
from judge.report.data import ruling_data


def _rows(path: str, key: str) -> dict[str, tuple[str, ...]]:
    ruling = explain(path)
    table = next(t for t in ruling.layer_tables if key in t.keys and t.when == "end")
    return {f"{row.layer} {row.source_name}": row.rules for row in table.rows}


def test_each_layer_row_cites_its_layer_sublayer_and_timestamp_rule():
    rows = _rows("scenarios/layers/humility-and-glorious-anthem.yaml", "angel")
    # layer 6: 613.1f; a static ability's effect in timestamp order, its timestamp by 613.7a
    assert rows["6 Humility"] == ("613.1f", "613.7", "613.7a")
    # layer 7 (613.1g), sublayers 7b and 7c (613.4b, 613.4c)
    assert rows["7b Humility"] == ("613.1g", "613.4b", "613.7", "613.7a")
    assert rows["7c Glorious Anthem"] == ("613.1g", "613.4c", "613.7", "613.7a")


def test_a_resolved_effect_and_a_counter_cite_where_their_timestamps_come_from():
    ruling = explain("scenarios/stack/giant-growth-in-response-to-bolt.yaml")
    rules = {r for t in ruling.layer_tables for row in t.rows for r in row.rules}
    assert "613.7b" in rules  # Giant Growth's effect, timestamped as it was created
    counters = explain("scenarios/state-based-actions/plus-and-minus-counters.yaml")
    assert "613.7c" in {r for t in counters.layer_tables for row in t.rows for r in row.rules}


def test_a_dependency_says_which_condition_of_613_8a_holds_and_613_8c():
    ruling = explain("scenarios/layers/blood-moon-and-urborg.yaml")
    assert {"613.8a", "613.8b", "613.8c"} <= set(ruling.cited)
    data = ruling_data(ruling)
    (graph,) = data["dependency_graphs"]
    assert graph["edges"] == [["4.2", "4.1"]]
    assert graph["because"] == [
        "4.2 depends on 4.1 (613.8a): both apply in layer 4, neither is from a "
        "characteristic-defining ability, and applying 4.1 would change whether 4.2 exists"]
    assert graph["reevaluated"].endswith("decided again (613.8c): none began or ended")


def _step(ruling, kind: str):
    return next(s for s in ruling.steps if s.kind == kind)


def test_a_legal_block_cites_the_evasion_rules_it_obeys():
    ruling = explain("scenarios/combat/reach-blocks-a-flyer.yaml")
    block = _step(ruling, "BlockersDeclared")
    assert (block.rule, *block.also) == ("509.1a", "702.9b", "702.17b")
    assert block.text.endswith("(it has reach, so it can block a creature with flying)")
    json_step = ruling_data(ruling)["steps"][block.index - 1]
    assert json_step["also"] == ["702.9b", "702.17b"]


def test_a_legal_attack_cites_haste_and_vigilance_where_they_make_it_so():
    dashed = _step(explain("scenarios/combat/dashed-creature-attacks-and-returns.yaml"),
                   "AttackersDeclared")
    assert (dashed.rule, *dashed.also) == ("508.1a", "702.10b")
    assert "haste lets it attack" in dashed.text
    angel = _step(explain("scenarios/combat/reach-blocks-a-flyer.yaml"), "AttackersDeclared")
    assert (angel.rule, *angel.also) == ("508.1a", "702.20b")
