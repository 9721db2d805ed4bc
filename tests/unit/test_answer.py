"""The answer first (judge/trace/answer.py): the final facts the question is about, each with
the step that decided it."""

from __future__ import annotations

import json

from judge import explain
from judge.report.render import render
from tests.conftest import REPO


def test_the_answer_states_what_the_expectations_name_with_the_deciding_step():
    ruling = explain(REPO / "scenarios/triggers/geralfs-messenger-undying.yaml")
    facts = {a.subject: a for a in ruling.answer}
    assert facts["messenger"].fact == ("Geralf's Messenger (messenger) is on the battlefield, "
                                      "4/3, 1 +1/+1 counter, tapped")
    step = ruling.steps[facts["messenger"].step - 1]
    assert step.kind == "ZoneChange" and "returned" in step.text  # undying brought it back
    assert facts["Alice"].fact == "Alice has 18 life"
    assert "loses 2 life" in ruling.steps[facts["Alice"].step - 1].text


def test_without_expectations_the_answer_is_what_changed(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("title: bolt\nplayers: [{name: Alice, hand: [{id: bolt, card: Lightning "
                    "Bolt}]}, {name: Bob}]\nturn: {active: Alice}\nbattlefield:\n  - {id: bears, "
                    "card: Grizzly Bears, controller: Bob}\n  - {id: elves, card: Llanowar "
                    "Elves, controller: Bob}\nactions:\n  - cast: {card: bolt, player: Alice, "
                    "targets: [bears]}\n  - resolve: all\n", encoding="utf-8")
    ruling = explain(path)
    assert [a.subject for a in ruling.answer] == ["bears", "bolt"]  # not the elves
    assert ruling.answer[0].fact == "Grizzly Bears (bears) is in Bob's graveyard"


def test_every_format_opens_with_the_answer():
    ruling = explain(REPO / "scenarios/triggers/geralfs-messenger-undying.yaml")
    text = render(ruling, "text")
    assert text.index("\nAnswer\n") < text.index("\nWhat happens\n")
    data = json.loads(render(ruling, "json"))
    assert data["answer"][0] == {"subject": "messenger", "step": ruling.answer[0].step,
                                 "fact": ruling.answer[0].fact, "by_effect": False}


def test_a_change_no_step_made_is_told_as_a_static_abilitys_effect(tmp_path):
    """A god that became a creature as devotion rose: no step changed it, the layers did."""
    scenario = tmp_path / "god.yaml"
    scenario.write_text("""\
title: a god wakes
players: [{name: Alice, hand: [{id: merchant, card: Test Merchant}]}, {name: Bob}]
turn: {active: Alice}
cards:
  - name: Test Merchant
    mana_cost: "{3}{B}{B}{B}{B}"
    types: [creature]
    power: 2
    toughness: 4
  - name: Test God
    mana_cost: "{3}{B}"
    types: [enchantment, creature]
    subtypes: [God]
    power: 5
    toughness: 7
    abilities:
      - static: {affects: this, remove_types: [creature],
                 condition: your devotion to black is less than five}
battlefield:
  - {id: god, card: Test God, controller: Alice}
actions:
  - cast: {card: merchant, player: Alice}
  - resolve: all
expect:
  objects:
    god: {power: 5}
""")
    ruling = explain(scenario)
    god = next(a for a in ruling.answer if a.subject == "god")
    assert god.step is None and god.by_effect
    assert "now an enchantment creature — God" in god.fact
    assert "(by a static ability's effect" in render(ruling, "text")
