"""The branching explorer (judge/explore.py): the assumed choices re-run with their
alternatives, bounded, and what changes the answer."""

from __future__ import annotations

import json
from dataclasses import replace
from math import comb

from typer.testing import CliRunner

from judge import explain
from judge.cli import app
from judge.engine.choices import Choices
from judge.engine.decisions import orders, some_of
from judge.engine.play import run
from judge.explore import explore
from judge.report.render import render
from judge.scenario.load import load_scenario
from judge.trace.ruling import build
from judge.words import Color
from tests.conftest import REPO

SHOWN = REPO / "scenarios/triggers/choices-that-matter.yaml"
COLOR = REPO / "scenarios/stack/protection-color-not-stated.yaml"


def test_the_kept_legend_changes_the_answer_and_the_you_may_does_not():
    x = explain(SHOWN, explore=True).exploration
    assert x is not None and x.runs == 2 and x.not_run == 0
    [legend] = x.matter
    assert legend.rule == "704.5j" and legend.steps == (1,)
    [keep_a] = legend.outcomes
    assert keep_a.answer == "keep thalia_a"
    changed = {d.subject: d.alternative for d in keep_a.differences}
    assert changed == {
        "thalia_a": "Thalia, Guardian of Thraben (thalia_a) is on the battlefield, 2/1",
        "thalia_b": "Thalia, Guardian of Thraben (thalia_b) is in Alice's graveyard"}
    [may] = x.dont_matter
    assert may.rule == "603.5" and [o.answer for o in may.outcomes] == ["no"]
    assert not may.outcomes[0].differences  # Herd Baloth is 5/5 with or without the Beast


def test_each_other_color_is_run_and_each_lets_the_bolt_kill_the_bears():
    x = explain(COLOR, explore=True).exploration
    assert x is not None
    [color] = x.matter
    assert [o.answer for o in color.outcomes] == ["white", "blue", "black", "green"]
    for outcome in color.outcomes:
        changed = {d.subject: d.alternative for d in outcome.differences}
        assert changed["bears"] == "Grizzly Bears (bears) is in Alice's graveyard"


def test_the_runs_are_bounded_and_the_ruling_says_how_many_were_left_out():
    loaded = load_scenario(COLOR)
    tl = run(loaded.setup)
    ruling = build(loaded, tl)
    x = explore(loaded, tl, ruling, bound=1)
    assert x.runs == 1 and x.not_run == 3
    [color] = x.choices
    assert color.matters and color.not_run == 3  # white was run, and changes the answer
    assert "3 more alternatives not run" in render(replace(ruling, exploration=x), "text")


def test_a_choice_the_scenario_makes_is_not_re_run(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(SHOWN.read_text(encoding="utf-8") + "choices:\n  legend_rule: [thalia_b]\n"
                    "  may: {baloth: true}\n", encoding="utf-8")
    x = explain(path, explore=True).exploration
    assert x is not None and x.choices == () and x.runs == 0


def test_an_alternative_the_rules_then_refuse_is_told_with_why(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        "title: t\nplayers:\n  - {name: Alice, hand: [{id: swords, card: Swords to Plowshares}]}"
        "\n  - {name: Bob}\nturn: {active: Alice}\nbattlefield:\n"
        "  - {id: thalia_a, card: 'Thalia, Guardian of Thraben', controller: Alice}\n"
        "  - {id: thalia_b, card: 'Thalia, Guardian of Thraben', controller: Alice}\n"
        "actions:\n  - cast: {card: swords, player: Alice, targets: [thalia_b]}\n"
        "  - resolve: all\n", encoding="utf-8")
    x = explain(path, explore=True).exploration
    assert x is not None
    [keep_a] = x.matter[0].outcomes
    assert keep_a.refused is not None and "isn't a creature" in keep_a.refused


def test_every_format_tells_the_choices_that_matter_and_json_is_byte_identical():
    ruling = explain(SHOWN, explore=True)
    data = json.loads(render(ruling, "json"))["choices_that_matter"]
    assert [c["matters"] for c in data["choices"]] == [True, False]
    assert data["choices"][0]["alternatives"][0]["answer"] == "keep thalia_a"
    assert render(ruling, "json") == render(explain(SHOWN, explore=True), "json")
    assert "Choices that matter" in render(ruling, "text")
    assert "## Choices that matter" in render(ruling, "md")
    assert 'id="choices-that-matter"' in render(ruling, "html")
    plain = explain(SHOWN)  # without --explore the ruling is as it always was
    assert plain.exploration is None and "choices_that_matter" not in render(plain, "json")
    assert "Choices that matter" not in render(plain, "text")


def test_an_alternative_is_given_as_the_scenarios_choices_would_give_it():
    chosen = Choices().answered("legend_rule", "Thalia", "thalia_a")
    assert chosen.legend_rule == frozenset({"thalia_a"})
    assert Choices().answered("colors", "willing", "blue").colors == {"willing": Color.BLUE}
    assert Choices().answered("may", "baloth", False).may == {"baloth": False}


def test_too_many_alternatives_are_counted_not_listed():
    many = some_of("sacrifice", "Alice", [f"p{i}" for i in range(30)], 2, ["p0", "p1"],
                   "sacrifice")
    assert len(many.others) + many.more == comb(30, 2) - 1 and many.more > 0
    # two triggers of one source: orders differing only in which copy goes where are one
    same = orders("trigger_order", "Alice", ["a", "a", "b"], ["a", "a", "b"])
    assert [a.value for a in same.others] == [("a", "b", "a"), ("b", "a", "a")]


def test_only_the_sacrifice_that_takes_what_the_question_names_changes_the_answer(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        "title: t\nplayers:\n  - {name: Alice, hand: [{id: edict, card: Diabolic Edict}]}\n"
        "  - {name: Bob}\nturn: {active: Alice}\nbattlefield:\n"
        "  - {id: bears, card: Grizzly Bears, controller: Bob}\n"
        "  - {id: giant, card: Hill Giant, controller: Bob}\n"
        "  - {id: elves, card: Llanowar Elves, controller: Bob}\n"
        "actions:\n  - cast: {card: edict, player: Alice, targets: [Bob]}\n  - resolve: all\n"
        "expect:\n  objects:\n    giant: {zone: battlefield}\n", encoding="utf-8")
    x = explain(path, explore=True).exploration
    assert x is not None
    [sacrifice] = x.matter  # the default sacrifices the elves (lowest mana value)
    outcomes = {o.answer: o.differences for o in sacrifice.outcomes}
    assert list(outcomes) == ["sacrifice bears", "sacrifice giant"]
    assert outcomes["sacrifice bears"] == ()
    [giant] = outcomes["sacrifice giant"]
    assert (giant.subject, giant.alternative) == ("giant",
                                                  "Hill Giant (giant) is in Bob's graveyard")


def test_judge_explain_explore_prints_the_choices_that_matter():
    result = CliRunner().invoke(app, ["explain", str(SHOWN), "--explore", "--format", "md"])
    assert result.exit_code == 0, result.output
    section = result.output.split("## Choices that matter", 1)[1]
    assert "*keep thalia_a* changes the answer" in section
    assert "### Choices that don't change the answer" in section
    assert "also tried: no" in section
